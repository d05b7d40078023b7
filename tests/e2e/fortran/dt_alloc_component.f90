! A derived type with an ALLOCATABLE component (OpenACC 3.3 2.6.4, 2.7.2
! attach; docs/descriptors.md, "ALLOCATABLE variables"): enter data copyin(d) copies
! the structure (its descriptor of d%a still holds the host address), then
! copyin(d%a) copies the array and attaches d%a in d's device copy, so a
! region with present(d) reads and writes d%a(i) on the device. The host
! sees the writes through update self(d%a) or exit data copyout(d%a),
! which also detaches, leaving the host descriptor intact.
! (gfortran's shared-memory host fallback prints the new values at once
! and present T.)
module dt_alloc_types
  implicit none
  type :: field_t
    integer :: n
    real(8), allocatable :: a(:)
  end type
end module

program dt_alloc_component
  use dt_alloc_types
  use openacc
  implicit none
  type(field_t) :: d
  real(8) :: out(4)
  integer :: i
  d%n = 4
  allocate(d%a(4))
  d%a = [1.5d0, 2.5d0, 3.5d0, 4.5d0]
  !$acc enter data copyin(d)
  !$acc enter data copyin(d%a)
  !$acc parallel loop present(d) copyout(out)
  do i = 1, d%n
    out(i) = 2 * d%a(i)
    d%a(i) = d%a(i) + 10
  end do
  print '(a,4f6.1)', 'out =', out
  print '(a,4f6.1)', 'host d%a =', d%a
  !$acc update self(d%a)
  print '(a,4f6.1)', 'after update self(d%a) =', d%a
  !$acc parallel loop present(d)
  do i = 1, d%n
    d%a(i) = d%a(i) * 2
  end do
  !$acc exit data copyout(d%a)
  !$acc exit data delete(d)
  print '(a,4f6.1)', 'after exit data copyout(d%a) =', d%a
  print '(a,l1,a,l1,a,i0)', 'present: d ', acc_is_present(d), '  d%a ', acc_is_present(d%a), &
    '  size(d%a)=', size(d%a)
end program
