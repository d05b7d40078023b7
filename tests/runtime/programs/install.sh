#!/usr/bin/env bash
# runtime.program.install: the INSTALLED pkg-config file builds and runs C and
# Fortran programs that use the OpenACC API (usage: install.sh BUILD_DIR WORK_DIR).
set -euo pipefail
build=$1 work=$2
rm -rf "$work" && mkdir -p "$work/src"
cmake --install "$build" --prefix "$work/prefix" > /dev/null
export PKG_CONFIG_PATH="$work/prefix/lib/pkgconfig"
cat > "$work/src/p.c" <<'C'
#include <openacc.h>
#include <stdio.h>
int main(void) {
  int a[4] = {1, 2, 3, 4};
  acc_copyin(a, sizeof a);
  a[0] = 9;               /* host only: the device copy keeps 1 */
  acc_copyout(a, sizeof a);
  printf("%d %d\n", a[0], acc_is_present(a, sizeof a));
  return 0;
}
C
cat > "$work/src/p.f90" <<'F'
program p
  use openacc
  integer :: a(4) = [1, 2, 3, 4]
  call acc_copyin(a)
  a(1) = 9
  call acc_copyout(a)
  print '(i0,1x,l1)', a(1), acc_is_present(a)
end program
F
gcc "$work/src/p.c" $(pkg-config --cflags --libs acc2c) -o "$work/pc"
gfortran "$work/src/p.f90" $(pkg-config --cflags --libs acc2c) -J "$work" -o "$work/pf"
test "$("$work/pc")" = "1 0"
test "$("$work/pf")" = "1 F"
echo "PASS: installed acc2c.pc builds C and Fortran programs"
