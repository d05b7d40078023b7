/* The device's memory as acc_get_property reports it (OpenACC 3.3 3.2.6):
   the host backend has a capacity of its own, as a GPU has (16 GiB unless
   ACC2C_DEVICE_MEMORY says otherwise), all of it free at the start;
   acc_malloc takes from it and acc_free gives it back. */
#include <openacc.h>
#include <stdio.h>

int main(void) {
  acc_device_t t = acc_get_device_type();
  size_t total = acc_get_property(0, t, acc_property_memory);
  size_t before = acc_get_property(0, t, acc_property_free_memory);
  void *d = acc_malloc(400);
  size_t during = acc_get_property(0, t, acc_property_free_memory);
  acc_free(d);
  size_t after = acc_get_property(0, t, acc_property_free_memory);
  printf("total %zu GiB, all free: %d\n", total >> 30, before == total);
  printf("acc_malloc(400) takes at least 400 bytes: %d\n", before - during >= 400);
  printf("acc_free gives them back: %d\n", after == before);
  return 0;
}
