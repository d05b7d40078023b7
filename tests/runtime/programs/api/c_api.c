/* runtime.program.c_api: a C program using openacc.h as a user would, built
 * with gcc through pkg-config. The default backend (host) keeps device memory
 * separate, so the program sees what it would see on a discrete GPU. Every
 * result is printed and compared with c_api.expected. */
#include <openacc.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#define N 8

static void print_ints(const char *label, const int *a, int n) {
  printf("%s:", label);
  for (int i = 0; i < n; ++i) printf(" %d", a[i]);
  printf("\n");
}

static int flag(int v) { return v != 0; }

struct list {
  int *p;
  int n;
};

int main(void) {
  printf("_OPENACC: %d\n", _OPENACC);
  printf("host devices: %d\n", acc_get_num_devices(acc_device_host));
  acc_init(acc_device_host);
  acc_set_device_type(acc_device_host);
  printf("device type is host: %d\n", acc_get_device_type() == acc_device_host);
  acc_set_device_num(0, acc_device_host);
  printf("device num: %d\n", acc_get_device_num(acc_device_host));
  printf("on host: %d\n", flag(acc_on_device(acc_device_host)));
  printf("on not_host: %d\n", flag(acc_on_device(acc_device_not_host)));
  printf("shared memory support: %d\n",
         (int)acc_get_property(0, acc_device_host, acc_property_shared_memory_support));
  printf("memory > 0: %d\n", acc_get_property(0, acc_device_host, acc_property_memory) > 0);
  const char *name = acc_get_property_string(0, acc_device_host, acc_property_name);
  printf("has a name: %d\n", name != NULL && name[0] != '\0');
  printf("queue 1 idle: %d\n", flag(acc_async_test(1)));

  /* copyin, change on the host, copyout: the host gets the device values. */
  int a[N];
  for (int i = 0; i < N; ++i) a[i] = i + 1;
  int *d = acc_copyin(a, sizeof a);
  printf("a present: %d\n", flag(acc_is_present(a, sizeof a)));
  printf("a has its own device copy: %d\n", (void *)d != (void *)a);
  printf("deviceptr(a+3) == d+3: %d\n", acc_deviceptr(a + 3) == (void *)(d + 3));
  printf("hostptr(d+3) == a+3: %d\n", acc_hostptr(d + 3) == (void *)(a + 3));
  for (int i = 0; i < N; ++i) a[i] = 0;
  acc_copyout(a, sizeof a);
  print_ints("a after copyout", a, N);
  printf("a present after copyout: %d\n", flag(acc_is_present(a, sizeof a)));

  /* create, memcpy_to_device, partial update_self, update_device, copyout. */
  int b[N] = {0};
  int v[N];
  for (int i = 0; i < N; ++i) v[i] = 10 + i;
  acc_create(b, sizeof b);
  acc_memcpy_to_device(acc_deviceptr(b), v, sizeof v);
  print_ints("b before update", b, N);
  acc_update_self(b + 2, 4 * sizeof(int));
  print_ints("b after update_self(b[2:4])", b, N);
  b[0] = 100;
  b[7] = 700;
  acc_update_device(b, sizeof(int));
  acc_copyout(b, sizeof b);
  print_ints("b after copyout", b, N);

  /* The dynamic reference counter. */
  int c[4] = {1, 2, 3, 4};
  acc_copyin(c, sizeof c);
  acc_copyin(c, sizeof c);
  c[0] = 9;
  acc_copyout(c, sizeof c);
  printf("c after 1st copyout: present %d, c[0] %d\n", flag(acc_is_present(c, sizeof c)), c[0]);
  acc_copyout(c, sizeof c);
  printf("c after 2nd copyout: present %d, c[0] %d\n", flag(acc_is_present(c, sizeof c)), c[0]);
  acc_copyin(c, sizeof c);
  acc_pcopyin(c, sizeof c);
  acc_present_or_create(c, sizeof c);
  c[1] = 20;
  acc_copyout_finalize(c, sizeof c);
  printf("c after copyout_finalize: present %d, c[1] %d\n", flag(acc_is_present(c, sizeof c)),
         c[1]);
  acc_create(c, sizeof c);
  acc_delete_finalize(c, sizeof c);
  printf("c after delete_finalize: present %d\n", flag(acc_is_present(c, sizeof c)));

  /* Async forms; the queue is complete once waited for. */
  acc_copyin_async(c, sizeof c, 1);
  acc_wait(1);
  printf("c present after copyin_async + wait: %d\n", flag(acc_is_present(c, sizeof c)));
  c[3] = 40;
  acc_update_device_async(c, sizeof c, 2);
  acc_wait_all();
  c[3] = 0;
  acc_copyout_async(c, sizeof c, 2);
  acc_wait(2);
  print_ints("c after copyout_async", c, 4);
  printf("all queues idle: %d\n", flag(acc_async_test_all()));

  /* acc_malloc + acc_map_data. */
  int m[3] = {0, 0, 0};
  int mv[3] = {7, 8, 9};
  void *dm = acc_malloc(sizeof m);
  acc_memcpy_to_device(dm, mv, sizeof mv);
  acc_map_data(m, dm, sizeof m);
  printf("m present: %d, deviceptr(m) == dm: %d, hostptr(dm) == m: %d\n",
         flag(acc_is_present(m, sizeof m)), acc_deviceptr(m) == dm, acc_hostptr(dm) == (void *)m);
  acc_update_self(m, sizeof m);
  print_ints("m after update_self", m, 3);
  acc_unmap_data(m);
  printf("m present after unmap: %d\n", flag(acc_is_present(m, sizeof m)));
  acc_free(dm);

  /* A struct with a pointer member: attach/detach. */
  int t[2] = {5, 6};
  struct list s = {t, 2};
  acc_copyin(&s, sizeof s);
  acc_copyin(t, sizeof t);
  void *dp = NULL;
  acc_attach((void **)&s.p);
  acc_memcpy_from_device(&dp, (char *)acc_deviceptr(&s) + offsetof(struct list, p), sizeof dp);
  printf("attached: device s.p == deviceptr(t): %d\n", dp == acc_deviceptr(t));
  acc_detach((void **)&s.p);
  acc_memcpy_from_device(&dp, (char *)acc_deviceptr(&s) + offsetof(struct list, p), sizeof dp);
  printf("detached: device s.p == t: %d\n", dp == (void *)t);
  acc_delete(t, sizeof t);
  acc_copyout(&s, sizeof s);
  printf("host s.p still t: %d\n", s.p == t);

  /* acc_memcpy_d2d between two present arrays. */
  int x[3] = {1, 2, 3}, y[3] = {0, 0, 0};
  acc_copyin(x, sizeof x);
  acc_copyin(y, sizeof y);
  x[0] = -1;
  acc_memcpy_d2d(y, x, sizeof x, 0, 0);
  print_ints("y on the host before copyout", y, 3);
  acc_copyout(y, sizeof y);
  print_ints("y after memcpy_d2d + copyout", y, 3);
  acc_delete(x, sizeof x);

  acc_shutdown(acc_device_host);
  printf("done\n");
  return 0;
}
