! A derived type with POINTER components (OpenACC 3.3 2.6.4, 2.6.8, 2.7.2):
! copyin(m) copies the structure, copyin(m%x) and create(m%y) map the
! targets and attach the pointers in m's device copy, so the region reads
! m%x and writes m%y on the device; exit data copyout(m%y) brings the
! results to the target ys. Then the attach clause (2.7.12): the target
! is mapped first, the pointer attached to it explicitly, detached with
! detach (2.7.13).
! (gfortran's shared-memory host fallback prints the same lines: every
! value here reaches the host through a copyout.)
module dt_ptr_types
  implicit none
  type :: mesh_t
    integer :: n
    real, pointer :: x(:) => null()
    real, pointer :: y(:) => null()
  end type
end module

program dt_pointer_component
  use dt_ptr_types
  implicit none
  type(mesh_t) :: m
  real, target :: xs(5), ys(5), zs(3)
  integer :: i
  xs = [(real(i), i = 1, 5)]
  ys = 0
  m%n = 5
  m%x => xs
  m%y => ys
  !$acc enter data copyin(m)
  !$acc enter data copyin(m%x) create(m%y)
  !$acc parallel loop present(m)
  do i = 1, m%n
    m%y(i) = m%x(i) * m%x(i) + 0.5
  end do
  !$acc exit data copyout(m%y) delete(m%x)
  !$acc exit data delete(m)
  print '(a,5f6.1)', 'ys =', ys
  zs = [1., 2., 3.]
  m%x => zs
  nullify(m%y)
  !$acc enter data copyin(m)
  !$acc enter data copyin(zs)
  !$acc enter data attach(m%x)
  !$acc serial present(m)
  m%x(2) = m%x(1) + m%x(3) + 10
  !$acc end serial
  !$acc exit data detach(m%x)
  !$acc exit data copyout(zs)
  !$acc exit data delete(m)
  print '(a,3f6.1,a,l1)', 'zs =', zs, '  m%x => zs: ', associated(m%x, zs)
end program
