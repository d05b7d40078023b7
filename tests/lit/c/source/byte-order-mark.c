// RUN: printf '\357\273\277' > %t.c
// RUN: cat %s >> %t.c
// RUN: %acc2c --emit=source %t.c -o %t.out.c
// RUN: head -c 3 %t.out.c | od -An -c | FileCheck %s --check-prefix=BOM
// RUN: %shimcc -c %t.out.c -o %t.o
//
// A source that starts with a UTF-8 byte order mark (as some editors write
// it; gcc and Clang accept it) keeps it as its first bytes: the code acc2c
// puts at the top of the file goes after it (before, the mark landed in the
// middle of the output and gcc stopped at a stray '#').
// BOM: 357 273 277
void scale(int n, double *a) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] *= 2;
}
