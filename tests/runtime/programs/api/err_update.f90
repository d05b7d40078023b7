! runtime.program.runtime_error: the same through the Fortran module.
program err_update
  use openacc
  implicit none
  real :: a(10, 10)
  a = 0
  write (*, '(a)') 'before'
  flush (6)
  call acc_update_device(a)
  write (*, '(a)') 'after'
end program err_update
