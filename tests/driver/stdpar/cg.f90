! Code written for NVIDIA's -stdpar=gpu (POT3D's style): DO CONCURRENT loops
! are the kernels and OpenACC data directives keep the arrays on the device
! between them. With acc2c-gfortran -stdpar each loop is a compute region
! that works on the device copies; without it the loops would update the
! host's copies, which the exit data then overwrites.
program stdpar_cg
  implicit none
  integer, parameter :: n = 10
  real(8), allocatable :: x(:), y(:), r(:)
  real(8) :: alpha, s
  integer :: i, iter
  allocate(x(n), y(n), r(n))
  x = 0
  y = 0
!$acc enter data copyin(x, y) create(r)
  alpha = 0.5d0
  do concurrent (i = 1:n)
    x(i) = i
    r(i) = 1
  end do
  do iter = 1, 3
    do concurrent (i = 1:n)
      y(i) = y(i) + alpha * x(i) * r(i)
    end do
  end do
  s = 0
  do concurrent (i = 1:n)
    s = s + y(i)
  end do
!$acc exit data copyout(y) delete(x, r)
  print '(a, f8.3)', 'sum: ', s
  print '(a, 3f8.3)', 'y(1:3): ', y(1:3)
end program
