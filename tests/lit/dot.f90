! RUN: %acc2c --emit=dot %s | FileCheck %s
!
! --emit=dot (README): one cluster per construct, nested as the constructs
! are; one node per op; a dashed edge from each entry op to the exit op
! that closes it; a dotted "member of" edge from an OpenMP base_addr member
! map to its descriptor map.

! CHECK:      digraph acc2c {
subroutine dotted(a, s)
  real :: a(10), s
  !$acc data copy(a)
  ! CHECK:      subgraph cluster_[[DATA:[0-9]+]] {
  ! CHECK-NEXT:   label="acc data (dotted:[[@LINE-2]])";
  ! CHECK:        op[[IN:[0-9]+]] [label="copyin a\n(copy)"
  ! CHECK:        op[[OUT:[0-9]+]] [label="copyout a\n(copy)"
  !$acc kernels
  ! The kernels cluster is inside the data cluster.
  ! CHECK:        subgraph cluster_{{[0-9]+}} {
  ! CHECK-NEXT:     label="acc kernels (dotted:[[@LINE-3]])";
  ! CHECK:          op[[SIN:[0-9]+]] [label="copyin s\n(copy, implicit)"
  ! CHECK:          op[[SOUT:[0-9]+]] [label="copyout s\n(copy, implicit)"
  ! CHECK:        }
  ! CHECK-NEXT: }
  a(1) = s; s = 2 * s
  !$acc end kernels
  !$acc end data
end subroutine

subroutine member(x)
  real, allocatable :: x(:)
  !$omp target map(tofrom: x)
  ! CHECK:      subgraph cluster_{{[0-9]+}} {
  ! CHECK-NEXT:   label="omp target (member:[[@LINE-2]])";
  x(1) = 0.0
  !$omp end target
end subroutine

! Edges: entry -> exit dashed; member -> descriptor dotted.
! CHECK-DAG:  op[[IN]] -> op[[OUT]] [style=dashed
! CHECK-DAG:  op[[SIN]] -> op[[SOUT]] [style=dashed
! CHECK-DAG:  -> op{{[0-9]+}} [style=dotted, label="member of"
! CHECK:      }
