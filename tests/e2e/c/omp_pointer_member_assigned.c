/* A target region that only assigns a pointer member (node->next = other,
   as SOLLVE_VV's linked_list.c links its list on the device) does not read
   through the member's old value, so it need not hold a device address at
   entry. The device copy of the node then points at the device copy of the
   other node: exit data brings that address back, and the program puts its
   own pointer back afterwards, as the test does. */
#include <stdio.h>

typedef struct node {
  int data;
  struct node *next;
} node_t;

int main(void) {
  node_t a = {1, NULL}, b = {2, NULL};
  a.next = &b;
  node_t *pa = &a, *pb = &b;
#pragma omp target enter data map(to: pa[:1], pb[:1])
#pragma omp target
  {
    pb->data += 10;
    pa->next = pb;
  }
  node_t *keep = pa->next;
#pragma omp target exit data map(from: pa[:1], pb[:1])
  int moved = pa->next != keep;
  pa->next = keep;
  printf("a = %d  b = %d  next came back from the device: %d  next->data = %d\n", a.data, b.data,
         moved, a.next->data);
  return 0;
}
