! OpenMP target data with use_device_addr / use_device_ptr (5.2 5.4.10,
! 5.4.11): the construct's maps happen first, then the body sees each list
! item at its device address (a list item of use_device_ptr that is not a
! type(c_ptr) is treated as in use_device_addr), and the maps' exits follow
! the body. `show` stands for a library that takes device memory (CUDA-aware
! MPI, cuBLAS); on the host backend device memory is host memory, so it
! prints what the device copies hold.
program omp_target_data_use_device
  implicit none
  real(8) :: a(4), c(3)
  integer :: i
  a = 1
  c = 5
  !$omp target enter data map(to: a)
  !$omp target teams distribute parallel do
  do i = 1, 4
    a(i) = 10 * i
  end do
  ! a is present already; c is mapped by the construct itself.
  !$omp target data map(to: c) use_device_addr(a) use_device_ptr(c)
  call show('a on the device:', a, 4)
  call show('c on the device:', c, 3)
  call set(c, 3)
  !$omp end target data
  print '(a, 4f5.0)', 'a on the host:  ', a
  ! map(to:) does not copy c back: the host keeps its 5s.
  print '(a, 3f5.0)', 'c on the host:  ', c
  !$omp target exit data map(from: a)
  print '(a, 4f5.0)', 'a copied back:  ', a
contains
  subroutine set(x, n)
    integer :: n
    real(8) :: x(n)
    x = -1
  end subroutine
end program

subroutine show(what, x, n)
  character(*) :: what
  integer :: n
  real(8) :: x(n)
  print '(a, 4f5.0)', what, x
end subroutine
