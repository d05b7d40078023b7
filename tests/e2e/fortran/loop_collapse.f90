! collapse(2) and collapse(3) (OpenACC 3.3 2.9.1): the tightly nested loops
! become one iteration space; every (i,j[,k]) is executed exactly once.
! Also collapse with a reduction over the collapsed space.
program loop_collapse
  implicit none
  integer :: a(3, 4), b(2, 3, 4), i, j, k, total
  a = 0
  b = 0
  !$acc parallel loop collapse(2) copyout(a)
  do j = 1, 4
    do i = 1, 3
      a(i, j) = i * j
    end do
  end do
  !$acc kernels loop collapse(3) copy(b)
  do k = 1, 4
    do j = 1, 3
      do i = 1, 2
        b(i, j, k) = b(i, j, k) + 100 * i + 10 * j + k
      end do
    end do
  end do
  total = 0
  !$acc parallel loop collapse(3) reduction(+:total) copyin(b)
  do k = 1, 4
    do j = 1, 3
      do i = 1, 2
        total = total + b(i, j, k)
      end do
    end do
  end do
  print '(a,12i3)', 'a =', a
  print '(a,i0,a,i0,a,i0)', 'b(1,1,1)=', b(1, 1, 1), ' b(2,3,4)=', b(2, 3, 4), ' b(2,1,3)=', b(2, 1, 3)
  print '(a,i0)', 'total=', total
end program
