! The order of enter data matters for attach (OpenACC 3.3 2.7.2: attach
! takes no action when the structure holding the pointer is not present):
! copyin(d%p) before copyin(d) copies the target but cannot attach d%p,
! and the later copyin(d) copies the host descriptor verbatim. The region
! that reads d%p(i) must stop and name d%p. (The right order is d, then
! d%p; see dt_pointer_component.f90.)
program err_ptr_attach_order
  implicit none
  type :: holder
    real, pointer :: p(:) => null()
  end type
  type(holder) :: d
  real, target :: t(4)
  real :: s
  t = 1
  d%p => t
  !$acc enter data copyin(d%p)
  !$acc enter data copyin(d)
  !$acc serial present(d) copyout(s)
  s = d%p(1) + d%p(4)
  !$acc end serial
  print '(a,f5.1)', 'not reached: ', s
end program
