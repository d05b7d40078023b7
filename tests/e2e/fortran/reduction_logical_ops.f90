! Logical reductions (OpenACC 3.3 2.5.15: .and. .or. .eqv. .neqv.) on a
! parallel loop. Private copies start at .true. (.and., .eqv.) or .false.
! (.or., .neqv.); the result is combined with the variable's original
! value, which decides the outcome in the second loop.
program reduction_logical_ops
  implicit none
  logical :: mixed(4), allt(3), nonet(3)
  logical :: land, lor, leqv, lneqv, land2, lor2
  integer :: i
  mixed = [.true., .false., .true., .true.]
  allt = .true.
  nonet = .false.
  land = .true.
  lor = .false.
  leqv = .false.
  lneqv = .true.
  !$acc parallel loop copyin(mixed) reduction(.and.:land) reduction(.or.:lor) &
  !$acc&  reduction(.eqv.:leqv) reduction(.neqv.:lneqv)
  do i = 1, 4
    land = land .and. mixed(i)
    lor = lor .or. mixed(i)
    leqv = leqv .eqv. mixed(i)
    lneqv = lneqv .neqv. mixed(i)
  end do
  land2 = .false.
  lor2 = .true.
  !$acc parallel loop copyin(allt, nonet) reduction(.and.:land2) reduction(.or.:lor2)
  do i = 1, 3
    land2 = land2 .and. allt(i)
    lor2 = lor2 .or. nonet(i)
  end do
  print '(a,l1,a,l1,a,l1,a,l1)', '.and.: ', land, '  .or.: ', lor, '  .eqv.: ', leqv, '  .neqv.: ', lneqv
  print '(a,l1,a,l1)', 'original decides: .and.: ', land2, '  .or.: ', lor2
end program
