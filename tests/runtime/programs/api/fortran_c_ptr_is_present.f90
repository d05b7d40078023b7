! runtime.program.fortran_c_ptr_is_present: acc_is_present of a type(c_ptr)
! variable must look at the variable, not at the address it holds. Known to
! fail with gfortran 12: the acc_is_present wrappers cannot be BIND(C)
! (default LOGICAL result), and gfortran passes a type(c_ptr) actual to a
! non-BIND(C) type(*), dimension(..) dummy as its value.
program fortran_c_ptr_is_present
  use openacc
  use, intrinsic :: iso_c_binding
  implicit none
  integer(c_int64_t), target :: x
  type(c_ptr), target :: p

  x = 5
  p = c_loc(x)
  call acc_copyin(p)
  write (*, '(a,l1)') 'p present after acc_copyin(p): ', acc_is_present(p)
  write (*, '(a,l1)') 'x present after acc_copyin(p): ', acc_is_present(x)
  call acc_delete(p)
end program fortran_c_ptr_is_present
