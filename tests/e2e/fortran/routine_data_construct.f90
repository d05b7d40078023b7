! A data construct in a routine (OpenACC 3.3 2.15.1): where a compute region
! calls the routine, it runs on the device, its dummies are the device's
! data, and `data present(...)` asserts what is there already; called from
! the host, the construct looks up the host's data as anywhere else. Code
! written for NVIDIA's compilers does this (ECMWF's CLOUDSC, "SCC-stack"
! variant). docs/data-operations.md, "Routines and declared data".
module routine_data_construct_m
  implicit none
contains
  subroutine add_scaled(n, a, b, f)
    !$acc routine seq
    integer, intent(in) :: n
    real(8), intent(in) :: a(n)
    real(8), intent(inout) :: b(n)
    real(8), intent(in) :: f
    integer :: k
    !$acc data present(a, b) if(n > 0)
    do k = 1, n
      b(k) = b(k) + f * a(k)
    end do
    !$acc end data
  end subroutine
end module

program routine_data_construct
  use routine_data_construct_m
  implicit none
  integer, parameter :: n = 4, m = 3
  real(8) :: a(n, m), b(n, m)
  integer :: i, j
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 10 * j
      b(i, j) = 0
    end do
  end do
  !$acc data copyin(a) copy(b)
  !$acc parallel loop
  do j = 1, m
    call add_scaled(n, a(:, j), b(:, j), 2.0d0)
  end do
  !$acc end data
  ! From the host: the present clause finds the host's data mapped here,
  ! and the host's b changes (delete copies nothing back).
  !$acc enter data copyin(a, b)
  call add_scaled(n, a(:, 1), b(:, 1), 1.0d0)
  !$acc exit data delete(a, b)
  print '(4f6.1)', b
end program
