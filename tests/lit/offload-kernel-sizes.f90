! RUN: rm -rf %t.mod && mkdir -p %t.mod
! RUN: %acc2c --emit=source --offload=nvptx-none %s -J %t.mod | FileCheck %s
! RUN: %acc2c --emit=source %s -J %t.mod | FileCheck --check-prefix=HOST %s
!
! A teams kernel launches with the region's num_gangs as num_teams and its
! num_workers as num_threads (docs/gpu.md). The region evaluates them where
! it starts, into locals of its block, and passes them to the region
! procedure by value; with device kernels the clauses of
! device_type(nvidia) are the ones that apply. Without --offload, nothing.
! HOST-NOT: {{^[^!]*}}num_teams
! HOST-NOT: {{^[^!]*}}acc2c_num_t
subroutine f(n, a, g)
  integer :: n, g, i
  real(8) :: a(n)
  ! CHECK: integer(acc2c_int) :: acc2c_num_teams
  ! CHECK-NEXT: integer(acc2c_int) :: acc2c_num_threads
  ! CHECK-NEXT: acc2c_num_teams = int(2 * g, acc2c_int)
  ! CHECK-NEXT: acc2c_num_threads = int(8, acc2c_int)
  ! CHECK: call acc2c_region_[[R1:[0-9]+]](
  ! CHECK-SAME: acc2c_num_teams, acc2c_num_threads)
  !$acc parallel loop num_gangs(2 * g) copyout(a) device_type(host) num_workers(2) device_type(nvidia) num_workers(8)
  do i = 1, n
    a(i) = i
  end do
  ! A body of one loop construct: the sizes go on the loop's directive.
  ! CHECK: acc2c_num_teams = int(g, acc2c_int)
  ! CHECK: call acc2c_region_[[R2:[0-9]+]](
  ! CHECK-SAME: , acc2c_num_teams)
  !$acc parallel num_gangs(g) vector_length(128) present(a)
  !$acc loop gang
  do i = 1, n
    a(i) = a(i) + 1
  end do
  !$acc end parallel
contains
  ! CHECK: subroutine acc2c_region_[[R1]](
  ! CHECK-SAME: acc2c_num_teams, acc2c_num_threads)
  ! CHECK: integer(acc2c_int), value :: acc2c_num_teams
  ! CHECK: integer(acc2c_int), value :: acc2c_num_threads
  ! CHECK: !$omp teams distribute parallel do simd {{.*}} num_teams(acc2c_num_teams) &
  ! CHECK-NEXT: !$omp& num_threads(acc2c_num_threads)
  ! CHECK: subroutine acc2c_region_[[R2]](
  ! CHECK: integer(acc2c_int), value :: acc2c_num_teams
  ! CHECK-NOT: num_threads
  ! CHECK: !$omp teams distribute parallel do simd {{.*}} num_teams(acc2c_num_teams)
end subroutine
