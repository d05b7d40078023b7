/* declare at file scope (OpenACC 3.3 2.13, 2.13.2, 2.13.3): table is on the
   device with its initial values for the whole program and host changes
   reach it only by update device; counter (create) holds device-only data
   that a routine writes and update self brings back. */
#include <stdio.h>

int table[4] = {15, 25, 35, 45};
#pragma acc declare copyin(table)
int counter[3];
#pragma acc declare create(counter)

#pragma acc routine seq
static int lookup(int i) { return table[i] + 1; }

static void show(const char *label, const int *v, int n) {
  printf("%s", label);
  for (int i = 0; i < n; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int r[4];
#pragma acc parallel loop copyout(r)
  for (int i = 0; i < 4; i++)
    r[i] = table[i];
  show("initial values on the device:  ", r, 4);
  for (int i = 0; i < 4; i++)
    table[i] = table[i] * 2;
#pragma acc parallel loop copyout(r)
  for (int i = 0; i < 4; i++)
    r[i] = table[i];
  show("after a host change, no update:", r, 4);
#pragma acc update device(table)
#pragma acc parallel loop copyout(r)
  for (int i = 0; i < 4; i++)
    r[i] = table[i];
  show("after update device:           ", r, 4);
#pragma acc parallel loop
  for (int i = 0; i < 3; i++)
    counter[i] = lookup(i);
  show("host counter before update:    ", counter, 3);
#pragma acc update self(counter)
  show("host counter after update self:", counter, 3);
  return 0;
}
