! XFAIL: *
! Known acc2c gap: `declare create(w)` of an ALLOCATABLE. OpenACC 3.3 2.13.2:
! the device copy of `w` is allocated by the ALLOCATE statement and freed by
! the DEALLOCATE statement (docs/data-operations.md, "Declare"). Flang emits the
! create/delete in declare-action functions called at ALLOCATE/DEALLOCATE;
! acc2c creates `w` at procedure entry, while it is still unallocated, and
! does nothing at ALLOCATE, so `present(w)` below finds no device copy.
subroutine declare_allocatable(a)
  real :: a(10)
  real, allocatable :: w(:)
  !$acc declare create(w)
  allocate(w(10))
  !$acc kernels present(w)
  a(1) = w(1)
  !$acc end kernels
  deallocate(w)
end subroutine
