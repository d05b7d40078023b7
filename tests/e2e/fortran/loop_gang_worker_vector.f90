! The loop construct's levels of parallelism (OpenACC 3.3 2.9.2-2.9.4):
! gang, worker and vector loops nested in a parallel region with
! num_gangs/num_workers/vector_length (2.5.10-2.5.12), and a gang vector
! loop over one dimension. Every element is written exactly once.
program loop_gang_worker_vector
  implicit none
  integer, parameter :: n = 4, m = 6
  integer :: a(n, m), b(2, 3, 4), c(10), i, j, k
  !$acc parallel num_gangs(2) num_workers(2) vector_length(32) copyout(a)
  !$acc loop gang
  do j = 1, m
    !$acc loop vector
    do i = 1, n
      a(i, j) = 10 * i + j
    end do
  end do
  !$acc end parallel
  !$acc parallel copyout(b)
  !$acc loop gang
  do k = 1, 4
    !$acc loop worker
    do j = 1, 3
      !$acc loop vector
      do i = 1, 2
        b(i, j, k) = 100 * i + 10 * j + k
      end do
    end do
  end do
  !$acc end parallel
  !$acc parallel loop gang vector copyout(c)
  do i = 1, 10
    c(i) = i * i
  end do
  print '(6i4)', (a(i, :), i = 1, n)
  print '(a,i0,a,i0,a,i0)', 'sum(b)=', sum(b), ' b(2,3,4)=', b(2, 3, 4), ' b(1,2,3)=', b(1, 2, 3)
  print '(10i4)', c
end program
