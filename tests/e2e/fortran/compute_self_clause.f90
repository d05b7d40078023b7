! The self clause on compute constructs (OpenACC 3.3 2.5.7): self, or
! self(cond) with a true condition, runs the region on the local thread,
! on the host copies of the data; self(.false.) runs it on the device. b
! and a are on the device (enter data), so a region on the device reads
! the device's a (1..4) and writes the device's b, and one on the host
! reads and writes the host's.
! (gfortran 12 does not know the self clause on compute constructs.)
program compute_self_clause
  implicit none
  real :: a(4), b(4)
  logical :: here
  integer :: i
  a = [1., 2., 3., 4.]
  b = 0
  !$acc enter data copyin(a, b)
  a = a + 100
  !$acc parallel loop self
  do i = 1, 4
    b(i) = a(i)
  end do
  print '(a,4f7.1)', 'self:          host b =', b
  here = .false.
  !$acc kernels self(here)
  b(:) = a(:) * 2
  !$acc end kernels
  print '(a,4f7.1)', 'self(.false.): host b =', b
  !$acc exit data copyout(b) delete(a)
  print '(a,4f7.1)', 'after copyout:      b =', b
  here = .true.
  !$acc serial self(here)
  b(1) = -1
  !$acc end serial
  print '(a,4f7.1)', 'self(.true.):  host b =', b
end program
