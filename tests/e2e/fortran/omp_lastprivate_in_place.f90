! lastprivate of an array in a region written in place (an internal
! procedure's: it cannot contain the region's procedure). The loop must
! privatise the array's data, not the pointer through which the region
! sees it (a private pointer is unassociated: writing through it faults).
! An enclosing target data maps q, so the loop's last iteration (j = 8)
! sets the device data, q = [8+1, 8*2], and the end of the data region
! brings it home: q = 9 16; r, mapped by the construct itself (lastprivate
! on a combined target construct maps it tofrom, OpenMP 5.2 17.2): 4 0 8.
program omp_lastprivate_in_place
  implicit none
  call inner()
contains
  subroutine inner()
    integer :: j, q(2), r(3)
    q = 0
    r = -1
    !$omp target data map(tofrom: q)
    !$omp target parallel do lastprivate(q)
    do j = 1, 8
      q(1) = j + 1
      q(2) = j * 2
    end do
    !$omp end target data
    !$omp target parallel do lastprivate(r)
    do j = 1, 4
      r = [j, 0, 2 * j]
    end do
    print '(a, 2i3)', 'q =', q
    print '(a, 3i3)', 'r =', r
  end subroutine
end program
