! A loop construct's reduction inside a parallel construct that names the
! variable in no clause: the scalar is implicitly copy, not firstprivate,
! so the loop's result reaches the host (implicit rule loop-reduction, as
! GCC and NVIDIA's compilers read it). A reduction inside a gang loop keeps
! one value per gang (firstprivate on the construct, private per
! iteration), and a data region around the construct shares its copy.
program reduction_loop_result
  implicit none
  integer, parameter :: n = 1000, rows = 6
  real(8) :: a(n), s, rowsum(rows), r
  integer :: i, j, big
  logical :: anyneg
  do i = 1, n
    a(i) = mod(i, 7) - 2
  end do
  s = 10
  big = -1
  anyneg = .false.
  !$acc parallel copyin(a)
  !$acc loop reduction(+:s) reduction(max:big) reduction(.or.:anyneg)
  do i = 1, n
    s = s + a(i)
    big = max(big, int(a(i)) * i)
    anyneg = anyneg .or. a(i) < 0
  end do
  !$acc end parallel
  print '(a, f10.1, a, i6, a, l2)', 'sum', s, ' max', big, ' negative', anyneg
  !$acc parallel loop gang copyin(a) copyout(rowsum)
  do j = 1, rows
    r = 0
    !$acc loop vector reduction(+:r)
    do i = 1, n
      r = r + a(i) * j
    end do
    rowsum(j) = r
  end do
  print '(a, 6f9.1)', 'rows', rowsum
  s = 0
  !$acc data copy(s) copyin(a)
  !$acc serial
  !$acc loop reduction(+:s)
  do i = 1, n
    s = s + 2 * a(i)
  end do
  !$acc end serial
  !$acc end data
  print '(a, f10.1)', 'serial', s
end program reduction_loop_result
