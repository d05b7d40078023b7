! Structured data construct: every data clause, whole arrays and sections.
subroutine data_clauses(n, a, b, c, d, e, f, s)
  integer :: n
  real :: a(n), b(10:20), c(n), d(n), e(n), f(n), s
  !$acc data copy(a) copyin(b(12:15)) copyout(c) create(d) present(e) no_create(f)
  !$acc data copyin(s) copyout(c(2:n))
  !$acc end data
  !$acc end data
end subroutine
