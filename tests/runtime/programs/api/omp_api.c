/* runtime.program.omp_api: a C program using the OpenMP 5.2 device-memory
 * routines (omp_target_*) of the acc2c runtime, built with gcc through
 * pkg-config, without -fopenmp (so the prototypes are declared here instead of
 * including <omp.h>). Output is compared with omp_api.expected. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

int omp_get_num_devices(void);
int omp_get_default_device(void);
int omp_get_initial_device(void);
int omp_is_initial_device(void);
void *omp_target_alloc(size_t size, int device_num);
void omp_target_free(void *device_ptr, int device_num);
int omp_target_is_present(const void *ptr, int device_num);
int omp_target_is_accessible(const void *ptr, size_t size, int device_num);
int omp_target_memcpy(void *dst, const void *src, size_t length, size_t dst_offset,
                      size_t src_offset, int dst_device_num, int src_device_num);
int omp_target_associate_ptr(const void *host_ptr, const void *device_ptr, size_t size,
                             size_t device_offset, int device_num);
int omp_target_disassociate_ptr(const void *ptr, int device_num);
void *omp_get_mapped_ptr(const void *ptr, int device_num);

static int flag(int v) { return v != 0; }

static void print_ints(const char *label, const int *a, int n) {
  printf("%s:", label);
  for (int i = 0; i < n; ++i) printf(" %d", a[i]);
  printf("\n");
}

int main(void) {
  int ndev = omp_get_num_devices();
  int host = omp_get_initial_device();
  int def = omp_get_default_device();
  printf("at least one device: %d\n", ndev >= 1);
  printf("initial device == omp_get_num_devices(): %d\n", host == ndev);
  printf("default device is a device number: %d\n", def >= 0 && def <= ndev);
  printf("running on the initial device: %d\n", flag(omp_is_initial_device()));

  const int dev = 0;
  int h[8], back[8];
  for (int i = 0; i < 8; ++i) h[i] = i + 1;
  int *p = omp_target_alloc(sizeof h, dev);
  printf("omp_target_alloc: %d\n", p != NULL);
  printf("memcpy host->device: %d\n", omp_target_memcpy(p, h, sizeof h, 0, 0, dev, host));
  memset(back, 0, sizeof back);
  printf("memcpy device->host: %d\n", omp_target_memcpy(back, p, sizeof back, 0, 0, host, dev));
  print_ints("back", back, 8);
  /* Offsets are in bytes, on each side. */
  printf("memcpy with offsets: %d\n",
         omp_target_memcpy(p, h, 2 * sizeof(int), 6 * sizeof(int), 0, dev, host));
  int *q = omp_target_alloc(sizeof h, dev);
  printf("memcpy device->device: %d\n", omp_target_memcpy(q, p, sizeof h, 0, 0, dev, dev));
  memset(back, 0, sizeof back);
  omp_target_memcpy(back, q, 4 * sizeof(int), 0, 4 * sizeof(int), host, dev);
  print_ints("back (q[4:4])", back, 8);
  printf("memcpy host->host: %d\n",
         omp_target_memcpy(back + 6, h, 2 * sizeof(int), 0, 0, host, host));
  print_ints("back", back, 8);
  omp_target_free(q, dev);
  omp_target_free(p, dev);
  omp_target_free(NULL, dev);

  int a[4] = {1, 2, 3, 4};
  char *buf = omp_target_alloc(64, dev);
  int init[4] = {10, 20, 30, 40};
  omp_target_memcpy(buf, init, sizeof init, 16, 0, dev, host);
  printf("a present before associate: %d\n", flag(omp_target_is_present(a, dev)));
  printf("mapped ptr before associate is NULL: %d\n", omp_get_mapped_ptr(a, dev) == NULL);
  printf("associate: %d\n", omp_target_associate_ptr(a, buf, sizeof a, 16, dev));
  printf("a present: %d\n", flag(omp_target_is_present(a, dev)));
  printf("a+3 present: %d\n", flag(omp_target_is_present(a + 3, dev)));
  printf("mapped ptr == buf+16: %d\n", omp_get_mapped_ptr(a, dev) == (void *)(buf + 16));
  printf("mapped ptr of a+2 == buf+24: %d\n",
         omp_get_mapped_ptr(a + 2, dev) == (void *)(buf + 16 + 2 * sizeof(int)));
  print_ints("a (no data moved by associate)", a, 4);
  omp_target_memcpy(a, omp_get_mapped_ptr(a, dev), sizeof a, 0, 0, host, dev);
  print_ints("a copied from its device storage", a, 4);
  void *other = omp_target_alloc(16, dev);
  printf("a second buffer is refused: %d\n",
         omp_target_associate_ptr(a, other, sizeof a, 0, dev) != 0);
  printf("mapped ptr unchanged: %d\n", omp_get_mapped_ptr(a, dev) == (void *)(buf + 16));
  printf("disassociate: %d\n", omp_target_disassociate_ptr(a, dev));
  printf("a present after disassociate: %d\n", flag(omp_target_is_present(a, dev)));
  printf("mapped ptr after disassociate is NULL: %d\n", omp_get_mapped_ptr(a, dev) == NULL);
  omp_target_free(other, dev);

  printf("present on the initial device: %d\n", flag(omp_target_is_present(a, host)));
  printf("mapped ptr on the initial device is the pointer: %d\n",
         omp_get_mapped_ptr(a, host) == (void *)a);
  printf("accessible from the initial device: %d\n",
         flag(omp_target_is_accessible(a, sizeof a, host)));
  printf("accessible from device 0 (separate memory): %d\n",
         flag(omp_target_is_accessible(a, sizeof a, dev)));
  int *hp = omp_target_alloc(4 * sizeof(int), host);
  printf("alloc on the initial device: %d\n", hp != NULL);
  for (int i = 0; i < 4; ++i) hp[i] = 100 + i;
  print_ints("host allocation", hp, 4);
  omp_target_free(hp, host);

  /* 5.2: associating the same pair again has no effect and returns zero. */
  printf("associate: %d\n", omp_target_associate_ptr(a, buf, sizeof a, 16, dev));
  printf("associate the same pair again: %d\n", omp_target_associate_ptr(a, buf, sizeof a, 16, dev));
  printf("still mapped to buf+16: %d\n", omp_get_mapped_ptr(a, dev) == (void *)(buf + 16));
  printf("disassociate: %d\n", omp_target_disassociate_ptr(a, dev));
  omp_target_free(buf, dev);
  printf("done\n");
  return 0;
}
