! is_device_ptr (OpenMP 5.2 5.4.7; omp_target_alloc, 18.8): a type(c_ptr)
! in is_device_ptr already holds a device address, which the region uses
! as it is. p is device memory from omp_target_alloc; the region passes it
! to fill, a declare target procedure, which writes i*i through it. The
! host reads that memory only through omp_target_memcpy (18.8): 1 4 9
! 16, and omp_target_is_present says p is no mapped host data (F).
module omp_idp_fill
  implicit none
contains
  subroutine fill(p, n)
    !$omp declare target
    use, intrinsic :: iso_c_binding
    type(c_ptr), value :: p
    integer, value :: n
    integer(c_int), pointer :: f(:)
    integer :: i
    call c_f_pointer(p, f, [n])
    do i = 1, n
      f(i) = i * i
    end do
  end subroutine
end module

program omp_is_device_ptr
  use omp_lib
  use omp_idp_fill
  use, intrinsic :: iso_c_binding
  implicit none
  integer(c_int), target :: h(4)
  type(c_ptr) :: p
  integer :: dev, rc
  dev = omp_get_default_device()
  p = omp_target_alloc(int(4 * c_sizeof(h(1)), c_size_t), dev)
  !$omp target is_device_ptr(p)
  call fill(p, 4)
  !$omp end target
  h = 0
  rc = omp_target_memcpy(c_loc(h), p, int(4 * c_sizeof(h(1)), c_size_t), 0_c_size_t, &
                         0_c_size_t, omp_get_initial_device(), dev)
  print '(a,i2,a,4i4)', 'memcpy rc =', rc, '   h =', h
  print '(a,l2)', 'p is mapped host data:', omp_target_is_present(p, dev) /= 0
  call omp_target_free(p, dev)
end program
