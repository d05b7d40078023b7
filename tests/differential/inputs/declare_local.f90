! declare in a procedure: copyin, copyout, create, present, deviceptr.
subroutine declare_local(n, a, b, p)
  integer :: n
  real :: a(n), b(n), p(n)
  real :: w(100), z(100), y(100)
  !$acc declare copyin(a) create(w) copyout(z) present(p) copy(y)
  !$acc parallel loop present(a, w, z, y)
  do n = 1, 100
    w(n) = 1
  end do
end subroutine
