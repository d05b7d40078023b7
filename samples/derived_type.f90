! Derived types with POINTER members on a device with its own memory.
!
! Copying a structure to the device copies its bytes, so on the device its
! pointer members still hold HOST addresses: a region that followed them
! would read host memory (on a GPU: a crash or garbage). Each member's
! target has to be copied as well, and the member "attached": its device
! copy is made to point at the device copy of the target (OpenACC 3.3
! 2.6.4, 2.7.2). Attach only works when the structure is already on the
! device, so the order is: first the structure, then the members.
!
!   enter data copyin(p)                  p on the device; p%pos, p%vel
!                                         there still point to host memory
!   enter data copyin(p%pos, p%vel)       copy the targets, attach p%pos
!                                         and p%vel inside p's device copy
!   parallel loop present(p)              the region follows p%pos, p%vel
!                                         to the device copies
!   exit data copyout(p%pos) delete(p%vel)  results back; detach: p's
!                                         device copy gets host values back
!   exit data delete(p)
!
! Until the copyout the host's p%pos keeps its old values. Ten steps of
! pos = pos + 0.5*vel move each particle by 5*vel. Translated by acc2c and
! run on its host backend (a separate device memory, as on a GPU):
!   host pos before copyout:   0.00  1.00  2.00  3.00
!   host pos after copyout:    5.00  3.50 -3.00 13.00
!   p on the device: F   p%pos still associated: T
! (tests/e2e/fortran/err_ptr_never_attached.f90 shows what happens when
! the attach step is left out.)
module particles_mod
  implicit none
  type :: particles
    integer :: n
    real, pointer :: pos(:) => null()
    real, pointer :: vel(:) => null()
  end type
end module

program derived_type
  use particles_mod
  use openacc
  implicit none
  type(particles) :: p
  real :: dt
  integer :: i, step
  p%n = 4
  allocate(p%pos(p%n), p%vel(p%n))
  p%pos = [0.0, 1.0, 2.0, 3.0]
  p%vel = [1.0, 0.5, -1.0, 2.0]
  dt = 0.5

  !$acc enter data copyin(p)
  !$acc enter data copyin(p%pos, p%vel)
  do step = 1, 10
    !$acc parallel loop present(p)
    do i = 1, p%n
      p%pos(i) = p%pos(i) + dt * p%vel(i)
    end do
  end do
  print '(a,4f6.2)', 'host pos before copyout: ', p%pos
  !$acc exit data copyout(p%pos) delete(p%vel)
  !$acc exit data delete(p)
  print '(a,4f6.2)', 'host pos after copyout:  ', p%pos
  print '(a,l1,a,l1)', 'p on the device: ', acc_is_present(p), '   p%pos still associated: ', associated(p%pos)
  deallocate(p%pos, p%vel)
end program derived_type
