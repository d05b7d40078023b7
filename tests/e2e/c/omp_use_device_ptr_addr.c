/* target data use_device_ptr and use_device_addr (OpenMP 5.2 5.4.10,
   5.4.11): in the construct, a pointer to mapped data holds the device
   address of what it points to, and a mapped array's name refers to its
   device copy; after it, the host addresses again. omp_get_mapped_ptr gives
   the device address to compare with (a stays mapped throughout, so that
   the address is one). A pointer to data that is not mapped keeps its
   value. */
#include <stdio.h>
#include <omp.h>

int main(void) {
  double a[8], other[4];
  double *p = a + 2, *q = other;
  void *inside = 0, *array_inside = 0, *q_inside = 0;
  int dev = omp_get_default_device();
#pragma omp target enter data map(to: a)
  void *device_a = omp_get_mapped_ptr(a, dev);
#pragma omp target data map(tofrom: a) use_device_ptr(p, q)
  {
    inside = p;
    q_inside = q;
  }
#pragma omp target data map(tofrom: a) use_device_addr(a)
  {
    array_inside = &a[0];
  }
  printf("use_device_ptr: p is the device address of a[2]: %d\n",
         inside == (void *)((double *)device_a + 2));
  printf("use_device_addr: a is the device copy:           %d\n", array_inside == device_a);
  printf("the device copy is not the host array:           %d\n", device_a != (void *)a);
  printf("after the construct, p is the host pointer:      %d\n", p == a + 2);
  printf("q, not mapped, keeps its value:                  %d\n", q_inside == (void *)other);
#pragma omp target exit data map(delete: a)
  return 0;
}
