! The module of the driver tests' project: a size and an initialiser.
module field
  implicit none
  integer, parameter :: n = 6
contains
  subroutine init(a)
    real, intent(out) :: a(n)
    integer :: i
    do i = 1, n
      a(i) = real(i)
    end do
  end subroutine
end module field
