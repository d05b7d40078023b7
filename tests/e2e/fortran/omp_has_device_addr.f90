! has_device_addr (OpenMP 5.2 5.4.9): a list item whose address already is
! a device address is used by the region as it is, not mapped. d is a
! Fortran pointer onto device memory from omp_target_alloc (18.8); the
! region writes 5*i through it. The host reads that memory with
! omp_target_memcpy (18.8): 5 10 15 20.
program omp_has_device_addr
  use omp_lib
  use, intrinsic :: iso_c_binding
  implicit none
  integer(c_int), target :: h(4)
  integer(c_int), pointer :: d(:)
  type(c_ptr) :: p
  integer :: dev, rc, i
  dev = omp_get_default_device()
  p = omp_target_alloc(int(4 * c_sizeof(h(1)), c_size_t), dev)
  call c_f_pointer(p, d, [4])
  !$omp target has_device_addr(d)
  do i = 1, 4
    d(i) = 5 * i
  end do
  !$omp end target
  h = 0
  rc = omp_target_memcpy(c_loc(h), p, int(4 * c_sizeof(h(1)), c_size_t), 0_c_size_t, &
                         0_c_size_t, omp_get_initial_device(), dev)
  print '(a,4i4)', 'h =', h
  call omp_target_free(p, dev)
end program
