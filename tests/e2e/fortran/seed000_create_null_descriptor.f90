! docs/descriptors.md, "Create copies descriptors verbatim", with the first
! directive of the example in "Attach and detach":
!   enter data create(d)   2.7.9: d gets device memory; the descriptor of
!                          d%p is part of it and gets the host's contents
!                          as they are (a null descriptor: d%p was
!                          nullified).
! So although create copies no data, the device copy of d%p is the host's
! null descriptor: a region that asks whether d%p is associated gets .false.
! (and never reads a stale or host address).
module types
  type ty1
     real, pointer :: p(:,:)
  end type ty1
end module types
program main
  use types
  use openacc
  type(ty1) :: d
  logical :: assoc
  nullify(d%p)
  !$acc enter data create(d)
  print '(a,l1)', 'd present after create: ', acc_is_present(d)
  assoc = .true.
  !$acc serial present(d) copyout(assoc)
  assoc = associated(d%p)
  !$acc end serial
  print '(a,l1)', 'd%p associated in the region: ', assoc
  !$acc exit data delete(d)
  print '(a,l1)', 'd present after delete: ', acc_is_present(d)
end program
