! runtime.program.runtime_error: a non-contiguous section (a row of a 2-D
! array) is not valid data for acc_copyin (OpenACC 3.3: data_arg is a variable
! or a contiguous array section); the runtime reports it instead of mapping
! the wrong bytes (runtime_shim/fortran/README.md).
program err_noncontig
  use openacc
  implicit none
  integer :: a(4, 5)
  a = 1
  write (*, '(a)') 'before'
  flush (6)
  call acc_copyin(a(2, :))
  write (*, '(a)') 'after'
end program err_noncontig
