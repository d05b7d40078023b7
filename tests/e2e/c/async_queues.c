/* Async queues (OpenACC 3.3 2.16): data moves and compute regions run on
   activity queues, and the host may use a result only after waiting for
   the queue that produced it. Every printed value follows from:
   - 2.16.1 async clause: operations with the same async argument run in
     the order they were issued (a region on queue 1 sees the copyin issued
     on queue 1 before it; an exit data copyout on queue 1 after it copies
     its result); the copyout of an async construct's copy clause is on the
     construct's queue.
   - 2.16.3 wait directive: wait(1) returns once queue 1 is done;
     `wait(1) async(2)` makes queue 2's later work wait for queue 1's work
     issued so far; a wait without arguments waits for every queue.
   - 3.2.9 acc_async_test(q) is true once queue q is done, so a program may
     spin on it; 3.2.12 acc_wait_async(4, 5) makes queue 5's later work wait
     for queue 4's work issued so far, so waiting for queue 5 covers both.
   a: 0..5 copied in on queue 1, squared plus 1 on queue 1, copied out on
      queue 1: 1 2 5 10 17 26 after wait(1).
   b: created, set on the host to 10..60, sent by update device on queue 1;
      queue 2 waits for queue 1 and subtracts 5; update self on queue 2:
      5 15 25 35 45 55 after wait(2).
   c: 0..5 copied in on queue 3; the host spins on acc_async_test(3), then
      a synchronous region adds 100 and exit data copyout brings back
      100..105.
   d: 2i copied in on queue 4; queue 5 waits for queue 4, a region on
      queue 5 (copy(d): present, so nothing moves) adds i, exit data copyout
      on queue 5; after wait(5): 0 3 6 9 12 15, and acc_async_test(4) is true
      (queue 4's copyin was done before queue 5 went on).
   e, f: regions on queues 6 and 7 with copyout(e) / copyout(f); after the
      bare wait: e = 7i, f = -i. */
#include <openacc.h>
#include <stdio.h>

#define N 6

static void show(const char *label, const int *v) {
  printf("%s", label);
  for (int i = 0; i < N; i++) printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N], b[N], c[N], d[N], e[N], f[N];
  for (int i = 0; i < N; i++) {
    a[i] = i;
    c[i] = i;
    d[i] = 2 * i;
  }
#pragma acc enter data copyin(a) async(1)
#pragma acc parallel loop present(a) async(1)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * a[i] + 1;
#pragma acc exit data copyout(a) async(1)
#pragma acc wait(1)
  show("a =", a);

#pragma acc enter data create(b)
  for (int i = 0; i < N; i++)
    b[i] = 10 * (i + 1);
#pragma acc update device(b) async(1)
#pragma acc wait(1) async(2)
#pragma acc parallel loop present(b) async(2)
  for (int i = 0; i < N; i++)
    b[i] -= 5;
#pragma acc update self(b) async(2)
#pragma acc wait(2)
  show("b =", b);
#pragma acc exit data delete(b)

#pragma acc enter data copyin(c) async(3)
  while (!acc_async_test(3))
    ;
#pragma acc parallel loop present(c)
  for (int i = 0; i < N; i++)
    c[i] += 100;
#pragma acc exit data copyout(c)
  show("c =", c);

#pragma acc enter data copyin(d) async(4)
  acc_wait_async(4, 5);
#pragma acc parallel loop copy(d) async(5)
  for (int i = 0; i < N; i++)
    d[i] += i;
#pragma acc exit data copyout(d) async(5)
#pragma acc wait(5)
  show("d =", d);
  printf("queue 4 done: %d\n", acc_async_test(4) != 0);

#pragma acc parallel loop copyout(e) async(6)
  for (int i = 0; i < N; i++)
    e[i] = 7 * i;
#pragma acc parallel loop copyout(f) async(7)
  for (int i = 0; i < N; i++)
    f[i] = -i;
#pragma acc wait
  show("e =", e);
  show("f =", f);
  printf("all queues done: %d\n", acc_async_test_all() != 0);
  return 0;
}
