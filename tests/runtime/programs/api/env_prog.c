/* runtime.program.env: one small program, run under the runtime's
 * environment variables (ACC2C_LOG, ACC2C_DUMP, ACC2C_PROFILE,
 * ACC2C_BACKEND, ACC2C_ASYNC). argv[1] chooses what it does:
 *   actions  copyin, update device, update self, copyout of one 40-byte array
 *            (four data actions), plus queries that are not data actions
 *   leak     copyin of a 40-byte array that is never deleted
 *   backend  what the selected backend shows: is the device copy the host data?
 *   async    an async update self read before and after its wait, then an
 *            async copyout left pending at exit */
#include <openacc.h>
#include <stdio.h>
#include <string.h>

static int a[10];

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  for (int i = 0; i < 10; ++i) a[i] = i;
  if (strcmp(mode, "actions") == 0) {
    acc_copyin(a, sizeof a);
    (void)acc_is_present(a, sizeof a);
    (void)acc_deviceptr(a);
    acc_update_device(a, sizeof a);
    acc_update_self(a, sizeof a);
    acc_copyout(a, sizeof a);
    printf("actions done\n");
  } else if (strcmp(mode, "leak") == 0) {
    acc_copyin(a, sizeof a);
    printf("leaving a mapped\n");
  } else if (strcmp(mode, "backend") == 0) {
    void *d = acc_copyin(a, sizeof a);
    printf("copyin returns the host address: %d\n", d == (void *)a);
    printf("deviceptr(a) == a: %d\n", acc_deviceptr(a) == (void *)a);
    printf("present: %d\n", acc_is_present(a, sizeof a) != 0);
    printf("shared memory support: %d\n",
           acc_get_property(0, acc_get_device_type(), acc_property_shared_memory_support) != 0);
    a[0] = 100; /* a host change: seen by the device only if memory is shared */
    int dev0 = -1;
    acc_memcpy_from_device(&dev0, acc_deviceptr(a), sizeof dev0);
    printf("device sees the host change: %d\n", dev0 == 100);
    acc_delete(a, sizeof a);
    printf("present after delete: %d\n", acc_is_present(a, sizeof a) != 0);
    /* acc_malloc memory belongs to no host data: the memcpy routines must move
     * the bytes whatever the backend. */
    int src[4] = {1, 2, 3, 4}, dst[4] = {0, 0, 0, 0};
    void *dm = acc_malloc(sizeof src);
    acc_memcpy_to_device(dm, src, sizeof src);
    acc_memcpy_from_device(dst, dm, sizeof dst);
    printf("acc_malloc round trip: %d %d %d %d\n", dst[0], dst[1], dst[2], dst[3]);
    acc_free(dm);
  } else if (strcmp(mode, "async") == 0) {
    int *d = acc_copyin(a, sizeof a);
    int hundred = 100;
    acc_memcpy_to_device(d, &hundred, sizeof hundred);
    acc_update_self_async(a, sizeof a, 1);
    printf("before the wait: a[0] = %d\n", a[0]); /* unspecified: each mode gives its own */
    acc_wait(1);
    printf("after the wait: a[0] = %d\n", a[0]);
    acc_copyout_async(a, sizeof a, 2); /* still pending at exit: it must land, cleanly */
  } else {
    fprintf(stderr, "usage: %s actions|leak|backend|async\n", argv[0]);
    return 2;
  }
  return 0;
}
