! host_data use_device of an assumed-size dummy (OpenACC 3.3 2.8.1): the
! body sees the device copy's address, which is all use_device needs (not
! the extent). MPI codes pass such buffers to CUDA-aware MPI this way:
!   subroutine exchange(f, ...); real(8) :: f(*)
!   !$acc host_data use_device(f); call MPI_Isend(f(k), ...)
! Here `show` stands for the library: it reads the device copy (on the host
! backend, device memory is host memory), which the region changed and the
! host never saw.
program host_data_assumed_size
  implicit none
  real(8) :: a(8), b(2, 3)
  integer :: i, j
  a = 1
  b = 1
  !$acc data copyin(a, b)
  !$acc parallel loop
  do i = 1, 8
    a(i) = 2 * i
  end do
  !$acc parallel loop collapse(2)
  do j = 1, 3
    do i = 1, 2
      b(i, j) = 10 * i + j
    end do
  end do
  call peek(a, 3)
  call peek2(b, 2)
  !$acc end data
  print '(a, 8f4.0)', 'host: ', a
contains
  subroutine peek(f, k)
    real(8) :: f(*)
    integer :: k
    !$acc host_data use_device(f)
    call show(f(k), 2)
    !$acc end host_data
  end subroutine
  subroutine peek2(f, j)
    real(8) :: f(2, *)
    integer :: j
    !$acc host_data use_device(f)
    call show(f(1, j), 4)
    !$acc end host_data
  end subroutine
end program

subroutine show(x, n)
  integer :: n
  real(8) :: x(n)
  print '(a, 4f4.0)', 'device: ', x
end subroutine
