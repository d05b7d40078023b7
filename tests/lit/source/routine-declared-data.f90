! RUN: %acc2c --emit=source %s | FileCheck %s
!
! A routine's body on host threads (docs/data-operations.md, "Routines and
! declared data"): data from outside the procedure that a declare puts on
! the device is seen through acc2c_routine_data, which answers the device
! copy on a thread that runs a region's body and the host's data elsewhere.
! Two BLOCKs enclose the execution part: the first points acc2c_<name> at
! that answer (a module's data may be mapped by it, when first used), the
! second re-declares each name, as the routine names it, a pointer onto it.
! A region that calls a procedure sets acc2c_device_thread for its thread
! and copies it into the threads of its parallel loops; one that calls
! none does neither. (Patterns start with {{^}} or {{^ *}} so that they
! cannot match these comment lines, which are output too.)

! CHECK-LABEL: {{^ *}}subroutine relax(i, j, w)
! CHECK-NEXT:  {{^ *}}use acc2c_runtime
! CHECK:       {{^ *}}character(*), parameter :: acc2c_file =
! CHECK-NEXT:  {{^ *}}block
! CHECK-NEXT:  {{^ *}}real(8), pointer, contiguous :: acc2c_grid(:,:)
! CHECK-NEXT:  {{^ *}}integer(4), pointer :: acc2c_steps
! CHECK-NEXT:  {{^ *}}call acc2c_f_pointer(acc2c_routine_data(acc2c_addr_array(grid), 8_acc2c_size * size(grid, kind=acc2c_size), &
! CHECK-NEXT:  {{^ *}}acc2c_routine_module_declare, "grid" // acc2c_file // "[[#BODY:]]"), acc2c_grid, shape(grid))
! CHECK-NEXT:  {{^ *}}acc2c_grid(lbound(grid, 1):, lbound(grid, 2):) => acc2c_grid
! CHECK-NEXT:  {{^ *}}call acc2c_f_pointer(acc2c_routine_data(acc2c_addr(steps), 4_acc2c_size, acc2c_routine_module_declare, &
! CHECK-NEXT:  {{^ *}}"steps" // acc2c_file // "[[#BODY+4]]"), acc2c_steps)
! CHECK-NEXT:  {{^ *}}block
! CHECK-NEXT:  {{^ *}}real(8), pointer, contiguous :: grid(:,:)
! CHECK-NEXT:  {{^ *}}integer(4), pointer :: steps
! CHECK-NEXT:  {{^ *}}grid => acc2c_grid
! CHECK-NEXT:  {{^ *}}steps => acc2c_steps
! CHECK-NEXT:  {{^}}# [[#BODY]] "
! CHECK-NEXT:  {{^ *}}grid(i, j) = (1 - w) * grid(i, j)
! CHECK:       {{^ *}}steps = steps + 1
! CHECK-NEXT:  {{^ *}}end if
! CHECK-EMPTY:
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^ *}}end block
! CHECK-NEXT:  {{^}}# [[#BODY+7]] "
! CHECK-NEXT:  {{^ *}}end subroutine relax
! CHECK:       {{^ *}}subroutine boundary(n)
! CHECK-NOT:   {{^ *}}block
! CHECK:       {{^ *}}end subroutine boundary

! CHECK-LABEL: {{^}}program main
! CHECK:       {{^ *}}acc2c_region = acc2c_region_begin(acc2c_async_sync, "parallel loop" // acc2c_file // "[[#CALLS:]]")
! CHECK-NEXT:  {{^ *}}acc2c_device_thread = .true.
! CHECK-NEXT:  {{^}}!$omp parallel copyin(acc2c_device_thread){{$}}
! CHECK-NEXT:  {{^ *}}call acc2c_region_[[#CALLS]](n)
! CHECK-NEXT:  {{^}}!$omp end parallel{{$}}
! CHECK-NEXT:  {{^ *}}acc2c_device_thread = .false.
! CHECK-NEXT:  {{^ *}}call acc2c_region_end(acc2c_region)
! CHECK:       {{^ *}}acc2c_region = acc2c_region_begin(acc2c_async_sync, "parallel loop" // acc2c_file // "[[#NONE:]]")
! CHECK-NEXT:  {{^}}!$omp parallel{{$}}
! CHECK-NEXT:  {{^ *}}call acc2c_region_[[#NONE]](
! CHECK-NEXT:  {{^}}!$omp end parallel{{$}}
! CHECK-NEXT:  {{^ *}}call acc2c_region_end(acc2c_region)
! CHECK:       {{^ *}}subroutine acc2c_region_[[#CALLS]](n)
! CHECK:       {{^}}!$omp do private(i, j){{$}}
! CHECK:       {{^ *}}subroutine acc2c_region_[[#NONE]](
! CHECK:       {{^}}!$omp do private(j){{$}}

module state
  real(8) :: field(6, 6)
  integer :: steps
  !$acc declare create(field, steps)
end module

module update_m
  use state, only: grid => field, steps
contains
  subroutine relax(i, j, w)
    !$acc routine seq
    integer, value :: i, j
    real(8), value :: w
    grid(i, j) = (1 - w) * grid(i, j) + w * 0.25d0 * (grid(i - 1, j) + grid(i + 1, j) + &
                                                       grid(i, j - 1) + grid(i, j + 1))
    if (i == 2 .and. j == 2) then
      !$acc atomic update
      steps = steps + 1
    end if

  end subroutine relax

  ! Its own data only: nothing to see elsewhere.
  subroutine boundary(n)
    !$acc routine seq
    integer, value :: n
  end subroutine boundary
end module

program main
  use state
  use update_m
  integer :: i, j, n
  n = 6
  !$acc serial
  steps = 0
  !$acc end serial
  !$acc parallel loop collapse(2)
  do j = 2, n - 1
    do i = 2, n - 1
      call relax(i, j, 0.5d0)
    end do
  end do
  !$acc parallel loop
  do j = 1, n
    field(1, j) = 0
  end do
end program main
