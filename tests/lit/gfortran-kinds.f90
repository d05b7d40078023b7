! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! acc2c's iso_fortran_env has gfortran's kinds (cmake/GfortranKindModules.cmake):
! REAL128 is 16 and REAL_KINDS lists it, as the output's compiler says,
! although Flang 22 as Debian builds it has no quad precision. Open MPI's
! mpif.h declares a generic like this one, whose specifics differ by the
! kind of a COMPLEX argument: with REAL128 = -1 both were invalid and
! Flang's semantics rejected the generic.
module kinds_sizeof
  interface sizeof_like
    subroutine sizeof_c16(x)
      use, intrinsic :: iso_fortran_env, only: real128
      complex(real128) :: x
    end subroutine
    subroutine sizeof_c4(x)
      use, intrinsic :: iso_fortran_env, only: real32
      complex(real32) :: x
    end subroutine
  end interface
end module

! CHECK-LABEL: func @quad
subroutine quad(n, x)
  use iso_fortran_env, only: real128, real_kinds
  integer :: n, i
  real(real128) :: x(n)
  integer, parameter :: kinds = size(real_kinds)
  real(real_kinds(kinds)) :: y
  ! CHECK: acc.copyin varPtr(%x : real(16)) bounds(%{{.*}}) -> {dataClause = #acc<data_clause acc_copy>, name = "x"}
  ! CHECK: acc.firstprivate varPtr(%y : real(16))
  !$acc parallel loop copy(x)
  do i = 1, n
    x(i) = x(i) + y
  end do
end subroutine
