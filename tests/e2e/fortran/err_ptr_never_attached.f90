! A POINTER component that was never attached (OpenACC 3.3 2.6.4, 2.7.2;
! docs/descriptors.md, "What will fail"): copyin(d) copies d
! verbatim, so the device copy of d%p still holds the host address of its
! target. A region that dereferences d%p would read host memory on a
! discrete device; the runtime must stop and name d%p.
program err_ptr_never_attached
  implicit none
  type :: holder
    real, pointer :: p(:) => null()
  end type
  type(holder) :: d
  real :: s
  allocate(d%p(4))
  d%p = 1
  !$acc enter data copyin(d)
  !$acc serial present(d) copyout(s)
  s = d%p(1) + d%p(4)
  !$acc end serial
  print '(a,f5.1)', 'not reached: ', s
end program
