! docs/descriptors.md, "Detach restores the whole descriptor", its
! example. d%p is attached to t1 with lower bounds (1:,1:), then remapped on
! the host to lower bounds (10:,10:) over the same data; acc_detach (3.2.29)
! takes the attachment counter to 0, and the detach action (2.6.4, 2.7.2)
! "updates the pointer in device memory to have the same value as the
! corresponding pointer in local memory". acc2c's reading: for a Fortran
! pointer that value is the whole descriptor, not only base_addr, so the
! copyout(d) that follows brings back a descriptor with lower bounds
! (10,10), and d%p(10,11) is t1(1,2).
module types
  type ty1
     real, pointer :: p(:,:)
  end type ty1
end module types
program main
  use types
  use openacc
  type(ty1) :: d
  real, pointer :: t1(:,:)
  allocate(t1(2,2))
  t1 = reshape([1., 2., 3., 4.], [2, 2])
  nullify(d%p)
  !$acc enter data copyin(d)
  d%p => t1
  !$acc enter data copyin(d%p)
  d%p(10:,10:) => d%p
  call acc_detach(d%p)
  !$acc exit data copyout(d)
  print *, lbound(d%p)
  print '(a,i0,1x,i0)', 'ubound(d%p): ', ubound(d%p)
  print '(a,f4.1)', 'd%p(10,11): ', d%p(10,11)
  print '(a,l1)', 'd%p associated with t1: ', associated(d%p, t1)
  print '(a,l1)', 'd present after copyout(d): ', acc_is_present(d)
end program
