! Attach on an async queue (OpenACC 3.3 2.7.2 attach, 2.16.1 async): the
! copyin of s%v on queue 1 attaches s%v in the device copy of s, also on
! queue 1, after the copyin of s issued there before it; the region on
! queue 1 runs after both, so it reads and writes data through the attached
! pointer, and the copyout on queue 1 after it brings data back:
! 10 20 30 40 after wait(1). s%v itself still points at the host array.
program async_attach
  implicit none
  type :: holder
    real, pointer :: v(:)
  end type
  type(holder) :: s
  real, target :: data(4)
  integer :: i
  data = [1., 2., 3., 4.]
  s%v => data
  !$acc enter data copyin(s) async(1)
  !$acc enter data copyin(s%v) async(1)
  !$acc parallel loop present(s) async(1)
  do i = 1, 4
    s%v(i) = 10 * s%v(i)
  end do
  !$acc exit data copyout(s%v) async(1)
  !$acc exit data delete(s) async(1)
  !$acc wait(1)
  print '(a,4f6.1)', 'data =', data
  print '(a,l2)', 's%v is the host array:', associated(s%v, data)
end program
