! Unstructured data lifetimes: enter data / exit data.
subroutine enter_exit(n, a, b, c)
  integer :: n
  real :: a(n), b(n), c(n, n)
  !$acc enter data copyin(a) create(b, c(1:2, :))
  !$acc enter data copyin(a(2:3)) async(1)
  !$acc exit data copyout(a) delete(b) async(1)
  !$acc exit data delete(c(1:2, :)) finalize
  !$acc wait
end subroutine
