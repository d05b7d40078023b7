! docs/data-operations.md, "The if clause": for
! `acc kernels copy(var) if (cond)`, when cond is false the
! kernel runs on the host, and the condition governs all of the construct's
! data actions as well (OpenACC 3.3 2.5.x if clause,
! 2.6: the data clauses of a construct whose condition is false do
! nothing). Seen from inside a data construct that has already copied var
! in:
!   - cond false: the local thread runs the region on the host's var; no
!     copy of any kind, the device copy keeps the value copied in;
!   - cond true: copy(var) finds var present (counter only), the region
!     updates the device copy, the host's var is unchanged.
program main
  real :: var
  logical :: cond
  var = 1.0
  !$acc data copyin(var)
  cond = .false.
  !$acc kernels copy(var) if (cond)
  var = var + 10.0
  !$acc end kernels
  print '(a,f5.1)', 'cond false, host var: ', var
  var = 1.0
  cond = .true.
  !$acc kernels copy(var) if (cond)
  var = var + 100.0
  !$acc end kernels
  print '(a,f6.1)', 'cond true, host var: ', var
  !$acc update self(var)
  print '(a,f6.1)', 'device var: ', var
  !$acc end data
  ! Outside any data construct, cond true: copyin, region, copyout.
  var = 2.0
  !$acc kernels copy(var) if (cond)
  var = var * 3.0
  !$acc end kernels
  print '(a,f5.1)', 'cond true, no enclosing data, host var: ', var
end program
