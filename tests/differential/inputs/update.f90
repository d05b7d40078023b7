! update device / host / self, with a section and if_present.
subroutine update(n, a, b, x)
  integer :: n
  real :: a(n), b(n), x
  !$acc enter data copyin(a, b, x)
  !$acc update device(a(1:n/2)) host(b)
  !$acc update self(x) if_present
  !$acc exit data delete(a, b, x)
end subroutine
