! runtime.program.fortran_c_ptr: a type(c_ptr) variable is data like any
! other (OpenACC 3.3: data_arg may be a variable of any type). Mapping it, or
! copying device bytes into it, must act on the variable itself, not on the
! address it holds -- with the (data_arg) forms and the (data_arg, bytes)
! forms alike. Presence is read with acc_deviceptr (a BIND(C) interface).
program fortran_c_ptr
  use openacc
  use, intrinsic :: iso_c_binding
  implicit none
  integer(c_int64_t), target :: x, x2, val
  type(c_ptr), target :: p, p2
  type(c_ptr) :: d

  x = 5
  p = c_loc(x)
  call acc_copyin(p)
  write (*, '(a,l1)') 'p present after acc_copyin(p): ', c_associated(acc_deviceptr(p))
  write (*, '(a,l1)') 'x present after acc_copyin(p): ', c_associated(acc_deviceptr(x))
  call acc_delete(p)

  call acc_copyin(p, 8)
  write (*, '(a,l1)') 'p present after acc_copyin(p, 8): ', c_associated(acc_deviceptr(p))
  write (*, '(a,l1)') 'x present after acc_copyin(p, 8): ', c_associated(acc_deviceptr(x))
  call acc_delete(p, 8)
  write (*, '(a,l1)') 'p present after acc_delete(p, 8): ', c_associated(acc_deviceptr(p))
  write (*, '(a,l1)') 'x present after acc_delete(p, 8): ', c_associated(acc_deviceptr(x))

  x2 = 0
  p2 = c_loc(x2)
  val = 77
  d = acc_malloc(8_c_size_t)
  call acc_memcpy_to_device(d, val, 8)
  call acc_memcpy_from_device(p2, d, 8)
  write (*, '(a,i0)') 'bytes of p2 after acc_memcpy_from_device(p2, d, 8): ', transfer(p2, 0_c_int64_t)
  write (*, '(a,l1)') 'p2 still points at x2: ', c_associated(p2, c_loc(x2))
  write (*, '(a,i0)') 'x2 after acc_memcpy_from_device(p2, d, 8): ', x2
  call acc_free(d)
  write (*, '(a)') 'done'
end program fortran_c_ptr
