! create and update (OpenACC 3.3 2.7.9, 2.14.4): enter data create makes a
! device copy without copying the host values; a region fills it; the host
! sees only what update self brings back, and host changes reach the
! device only through update device. delete copies nothing back.
! (gfortran's shared-memory host fallback has no separate copy: its host
! work is 1.5..9.0 right after the first region.)
program data_create_update
  implicit none
  real :: work(6), res(6)
  integer :: i
  work = -3
  !$acc enter data create(work)
  !$acc parallel loop present(work)
  do i = 1, 6
    work(i) = i * 1.5
  end do
  print '(a,6f6.1)', 'host work:          ', work
  !$acc update self(work(4:6))
  print '(a,6f6.1)', 'after update self:  ', work
  work(1:3) = 100
  work(6) = -1
  !$acc update device(work(1:3))
  !$acc parallel loop present(work) copyout(res)
  do i = 1, 6
    res(i) = work(i) + 1
  end do
  !$acc exit data delete(work)
  print '(a,6f6.1)', 'res:                ', res
  print '(a,6f6.1)', 'host work at end:   ', work
end program
