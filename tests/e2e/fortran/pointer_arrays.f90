! POINTER arrays in data clauses and regions (OpenACC 3.3 2.7, 2.6.4): a
! pointer to part of a target array (only that part is mapped and copied
! back), a pointer with remapped bounds p(10:), and an allocated pointer
! under a data region.
program pointer_arrays
  implicit none
  real, target :: t(6)
  real, pointer :: p(:), q(:), r(:)
  integer :: i
  t = [(real(i), i = 1, 6)]
  p => t(2:5)
  !$acc parallel loop copy(p)
  do i = 1, 4
    p(i) = p(i) * 10
  end do
  print '(a,6f6.1)', 't =', t
  q(10:) => t
  !$acc parallel loop copy(q)
  do i = 10, 15
    q(i) = q(i) + i
  end do
  print '(a,6f6.1,a,i0)', 't =', t, '  lbound(q)=', lbound(q, 1)
  allocate(r(3))
  r = 1
  !$acc data copy(r)
  !$acc parallel loop
  do i = 1, 3
    r(i) = r(i) + i * 0.5
  end do
  !$acc end data
  print '(a,3f6.1)', 'r =', r
  deallocate(r)
end program
