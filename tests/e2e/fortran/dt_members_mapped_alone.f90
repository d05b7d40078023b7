! Components of a derived-type variable mapped on their own (OpenACC 3.3
! 2.7.1: a data clause may name a member), a fixed-size array and a scalar
! component, which need no attach: a region that reaches the variable only
! through components mapped before it uses their device copies, and the
! variable itself gets no implicit copy, which would overlap them
! (docs/descriptors.md, "Members mapped on their own"). The host's copies
! change only where the data comes back.
program dt_members_mapped_alone
  implicit none
  type :: grid_t
    integer :: n
    real :: a(100)
    real :: b(100)
    real :: scale
  end type
  type(grid_t) :: d
  integer :: i
  d%n = 100
  d%a = 1
  d%b = 2
  d%scale = 3
  !$acc data copy(d%a)
  !$acc parallel loop present(d%a)
  do i = 1, 100
    d%a(i) = d%a(i) + i
  end do
  ! Not back yet: the host's d%a is still all ones.
  print '(a, f8.1)', 'd%a on the host inside data: ', sum(d%a)
  !$acc end data
  print '(a, f8.1)', 'd%a after end data:          ', sum(d%a)
  ! A member that is not the first one, and a scalar member, both mapped by
  ! the compute construct: d is copied whole first, they are found in it.
  !$acc parallel loop copy(d%b) copyin(d%scale)
  do i = 1, 100
    d%b(i) = d%b(i) * d%scale
  end do
  print '(a, f8.1)', 'd%b after the region:        ', sum(d%b)
  ! The member mapped by enter data, which no data construct shows: the
  ! region's present clause says it is mapped already.
  !$acc enter data copyin(d%a)
  !$acc parallel loop present(d%a)
  do i = 1, 100
    d%a(i) = 0
  end do
  !$acc exit data copyout(d%a)
  print '(a, f8.1)', 'd%a after exit data:         ', sum(d%a)
end program
