! A reduction clause on a compute construct in an internal procedure, which
! cannot contain the region's procedure: the region runs in place (a BLOCK),
! and its copy of the variable still starts from the operator's identity and
! is added to the variable at the end (OpenACC 3.3 2.5.15).
program reduction_compute_start_inline
  implicit none
  integer :: device
  device = 3
  call inner()
  print '(a, i0)', 'device ', device
contains
  subroutine inner()
    integer :: k
    !$acc serial reduction(+:device)
    do k = 1, 4
      device = device + device ! 0 stays 0
    end do
    !$acc end serial
  end subroutine
end program
