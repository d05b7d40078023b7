! RUN: %acc2c --emit=source -DGPU_SCHEDULE= -DNITER %s | FileCheck %s
!
! -DNAME= defines NAME as nothing, -DNAME as 1, as for gcc: PRK's Makefiles
! pass -DGPU_SCHEDULE= for a clause list that is empty on the host (it was
! read as 1, a stray token in the directive).
! (NITER must be 1 for k's declaration to parse.)
! CHECK: {{^}}  integer, parameter :: k = NITER{{$}}
! CHECK: {{^}}!$omp do private(i){{$}}
program p
  implicit none
  integer :: i
  real :: a(10)
  integer, parameter :: k = NITER
  !$omp target teams distribute parallel do simd GPU_SCHEDULE
  do i = 1, 10
    a(i) = i
  end do
  print *, sum(a), k
end program
