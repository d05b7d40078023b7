! runtime.program.runtime_error: acc_attach from Fortran receives the
! pointer's target, not the pointer (runtime_shim/fortran/README.md, "Known
! limitation"). For a pointer that no directive has attached before, the
! runtime cannot find the pointer and must say so, naming acc_attach, instead
! of doing something else silently.
program err_attach_first
  use openacc
  implicit none
  type :: holder
    integer, pointer :: p => null()
  end type holder
  type(holder) :: h
  integer, target :: t
  t = 1
  h%p => t
  call acc_copyin(h)
  call acc_copyin(t)
  write (*, '(a)') 'before'
  flush (6)
  call acc_attach(h%p)
  write (*, '(a)') 'after'
end program err_attach_first
