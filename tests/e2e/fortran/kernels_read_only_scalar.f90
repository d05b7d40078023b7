! A scalar that a kernels construct only reads gets an implicit copyin
! (OpenACC 3.3 2.6.2: copy; nothing to copy back): the region reads the
! present device copy where there is one, the host's value otherwise, and
! the host's under if(.false.). acc2c reads such a scalar once, as a value,
! where the region starts (docs/data-operations.md, "Read-only scalars").
program kernels_read_only_scalar
  implicit none
  integer :: n, i, a(4)
  real(8) :: s
  logical :: use_gpu
  n = 4
  s = 2.5d0
  ! Not present: the host's values.
  !$acc kernels copyout(a)
  do i = 1, n
    a(i) = int(s * i)
  end do
  !$acc end kernels
  print '(a,4i4)', 'absent:  ', a
  ! Present with another value on the device: the device copy's.
  !$acc enter data copyin(s)
  s = 100d0
  !$acc kernels copyout(a)
  do i = 1, n
    a(i) = int(s * i)
  end do
  !$acc end kernels
  print '(a,4i4)', 'present: ', a
  ! if(.false.): the region runs on the host, with the host's value.
  use_gpu = .false.
  !$acc kernels copyout(a) if(use_gpu)
  do i = 1, n
    a(i) = int(s * i)
  end do
  !$acc end kernels
  print '(a,4i4)', 'host:    ', a
  ! The enter data's copy is still the one reference (no copyin/delete
  ! pair counted on it): one exit data removes it.
  !$acc exit data delete(s)
  print '(a,l1)', 'mapped after exit data: ', acc_present(s)
contains
  logical function acc_present(x)
    use openacc
    real(8) :: x
    acc_present = acc_is_present(x)
  end function
end program
