! seeds/000 (Flang's OpenACC descriptor design), "Pointer variables", first
! example, its first directive: "!$acc enter data create(d) -- 2.7.9:
! Allocates the memory for object 'd' on the device. The descriptor member
! of 'd' is a NULL descriptor, i.e. the host contents of the descriptor is
! copied verbatim to the device. The descriptor storage is created on the
! device just as part of the object 'd' storage."
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
