! The example of docs/descriptors.md, "Attach and detach" (create(d), copyin(d%p)
! twice, acc_detach twice), written the way acc2c's Fortran output calls the shim
! (module acc2c_runtime): each directive is a comment followed by its data operations.
! The program checks, on the host backend, what that section says happens after each
! directive. Run with the argument "fail", it executes the region that must fail
! (docs/descriptors.md, "What will fail"), which must stop with an error naming d%p.
module types
  type ty1
     real, pointer :: p(:,:)
  end type ty1
end module types

program seed000_example1
  use types
  use openacc
  use acc2c_runtime
  use, intrinsic :: iso_c_binding
  implicit none
  type(ty1) :: d
  real, pointer :: t1(:,:)
  type(c_ptr) :: dev
  integer(c_intptr_t) :: on_device
  character(len=8) :: mode
  integer :: failures = 0

  call get_command_argument(1, mode)
  nullify(d%p)
  allocate(t1(2,2))
  t1 = reshape([1., 2., 3., 4.], [2, 2])

  ! !$acc enter data create(d)
  call acc2c_create(loc(d), int(storage_size(d) / 8, c_size_t), acc2c_dynamic, 0, &
                     acc2c_async_sync, "d" // acc2c_nul // "seed000.f90" // acc2c_nul // "31")
  call copy_slot(d%p, 31)   ! d's POINTER component starts out as the host's (null) descriptor
  dev = acc_deviceptr(d)
  call check(c_associated(dev), "create(d) gives d a device copy")
  call check(device_word(d) == 0, "the device copy of the null descriptor is null")

  d%p => t1

  ! !$acc enter data copyin(d%p)        -- copyin of the target, then attach
  call acc2c_copyin(loc(d%p), bytes_of(d%p), acc2c_dynamic, acc2c_async_sync, &
                     "d%p" // acc2c_nul // "seed000.f90" // acc2c_nul // "38")
  call attach(d%p, 38)
  call check(device_word(d) == transfer(acc_deviceptr(t1), 0_c_intptr_t), &
             "attach puts the device address of t1 in the device descriptor")

  ! !$acc enter data copyin(d%p)        -- present: counters only
  call acc2c_copyin(loc(d%p), bytes_of(d%p), acc2c_dynamic, acc2c_async_sync, &
                     "d%p" // acc2c_nul // "seed000.f90" // acc2c_nul // "45")
  call attach(d%p, 45)

  call acc_detach(d%p)   ! attachment counter 2 -> 1: still attached
  call check(device_word(d) == transfer(acc_deviceptr(t1), 0_c_intptr_t), &
             "after one acc_detach the device descriptor still points at device data")
  call acc_detach(d%p)   ! 1 -> 0: the device descriptor gets the host one back
  call check(device_word(d) == loc(t1), "after the second acc_detach it holds the host address")

  if (mode == "fail") then
    ! !$acc serial present(d)           -- "The following construct will fail"
    call acc2c_present(loc(d), int(storage_size(d) / 8, c_size_t), acc2c_structured, &
                        "d" // acc2c_nul // "seed000.f90" // acc2c_nul // "60")
    call check_attached(d%p, 60)
    print *, "not reached: the region would read host memory through d%p"
    stop 3
  end if

  ! "Without the second acc_detach it will work correctly": attach again.
  call attach(d%p, 66)
  call check(device_word(d) == transfer(acc_deviceptr(t1), 0_c_intptr_t), &
             "a new attach points the device descriptor at device data again")
  call check_attached(d%p, 69)

  if (failures > 0) error stop 1
  print '(a)', "PASS: seed 000, first example"

contains

  integer(c_size_t) function bytes_of(a)
    real, intent(in) :: a(:,:)
    bytes_of = int(size(a), c_size_t) * int(storage_size(a) / 8, c_size_t)
  end function

  ! The first word of d's device copy: the base_addr of the device descriptor of d%p.
  integer(c_intptr_t) function device_word(x)
    type(ty1), target :: x
    call acc_memcpy_from_device(device_word, acc_deviceptr(x), 8)
  end function

  ! What the rewriter emits for the attach of a POINTER array: a non-BIND(C)
  ! interface whose dummy is the pointer, so gfortran passes its descriptor.
  subroutine attach(p, line)
    real, pointer :: p(:,:)
    integer, intent(in) :: line
    interface
      subroutine acc2c_attach_gfc(p, layout, offset, bytes, async, src)
        import :: c_int, c_size_t, c_ptr
        real, pointer :: p(:,:)
        integer(c_int) :: layout, async
        integer(c_size_t) :: offset, bytes
        type(c_ptr) :: src
      end subroutine
    end interface
    call acc2c_attach_gfc(p, acc2c_slot_gfortran, 0_c_size_t, bytes_of(p), acc2c_async_sync, &
                          acc2c_source(record("d%p", line)))
  end subroutine

  subroutine copy_slot(p, line)
    real, pointer :: p(:,:)
    integer, intent(in) :: line
    interface
      subroutine acc2c_copy_slot_gfc(p, layout, src)
        import :: c_int, c_ptr
        real, pointer :: p(:,:)
        integer(c_int) :: layout
        type(c_ptr) :: src
      end subroutine
    end interface
    call acc2c_copy_slot_gfc(p, acc2c_slot_gfortran, &
                             acc2c_source(record("d%p", line)))
  end subroutine

  subroutine check_attached(p, line)
    real, pointer :: p(:,:)
    integer, intent(in) :: line
    interface
      subroutine acc2c_check_attached_gfc(p, layout, src)
        import :: c_int, c_ptr
        real, pointer :: p(:,:)
        integer(c_int) :: layout
        type(c_ptr) :: src
      end subroutine
    end interface
    call acc2c_check_attached_gfc(p, acc2c_slot_gfortran, &
                                  acc2c_source(record("d%p", line)))
  end subroutine

  ! The source record of `name` at `line`, "name NUL file NUL line" (the
  ! output spells it as one constant).
  function record(name, line) result(text)
    character(*), intent(in) :: name
    integer, intent(in) :: line
    character(:), allocatable :: text
    character(12) :: digits
    write(digits, '(i0)') line
    text = name // acc2c_nul // "seed000.f90" // acc2c_nul // trim(digits)
  end function

  subroutine check(ok, what)
    logical, intent(in) :: ok
    character(*), intent(in) :: what
    if (ok) then
      print '(2a)', "ok: ", what
    else
      print '(2a)', "FAIL: ", what
      failures = failures + 1
    end if
  end subroutine
end program seed000_example1
