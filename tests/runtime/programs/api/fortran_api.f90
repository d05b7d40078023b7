! runtime.program.fortran_api: a Fortran program using the module `openacc`
! of the acc2c runtime (OpenACC 3.3 chapter 3, Fortran bindings), built with
! gfortran through pkg-config. It calls every routine of the module, with
! scalars, 1-D/2-D/3-D arrays, sections, array elements, allocatables,
! derived-type scalars and character data, the (data_arg) and
! (data_arg, bytes) forms with default-integer and integer(8) byte counts, and
! keyword arguments. The default backend keeps device memory separate, so the
! program sees what it would see on a discrete GPU. Output is compared with
! fortran_api.expected.
module fortran_api_support
  use, intrinsic :: iso_c_binding
  implicit none

  type :: point
    real(8) :: x, y
    integer :: id
  end type point

  ! A derived type whose first component is a scalar POINTER: the pointer
  ! slot is the first 8 bytes of the variable.
  type :: holder
    sequence
    integer, pointer :: p => null()
    integer :: n = 0
  end type holder

  ! What an `!$acc enter data attach(h%p)` directive becomes in a program
  ! translated by acc2c (acc2c_runtime.h).
  interface
    subroutine acc2c_attach(slot, layout, offset, bytes, async, src) bind(C, name="acc2c_attach")
      import :: c_ptr, c_int, c_size_t
      type(c_ptr), value :: slot
      integer(c_int), value :: layout
      integer(c_size_t), value :: offset, bytes
      integer(c_int), value :: async
      type(c_ptr), value :: src
    end subroutine acc2c_attach
  end interface

contains

  subroutine show_ints(label, a)
    character(*), intent(in) :: label
    integer, intent(in) :: a(:)
    write (*, '(a,":",*(1x,i0))') label, a
  end subroutine show_ints

  subroutine show_flag(label, f)
    character(*), intent(in) :: label
    logical, intent(in) :: f
    write (*, '(a,": ",l1)') label, f
  end subroutine show_flag

  subroutine show_int(label, i)
    character(*), intent(in) :: label
    integer, intent(in) :: i
    write (*, '(a,": ",i0)') label, i
  end subroutine show_int

end module fortran_api_support

program fortran_api
  use openacc
  use fortran_api_support
  implicit none

  integer :: i, j, initial_async
  integer(c_size_t) :: mem, free_mem
  character(len=64) :: pname
  character(len=3) :: pshort
  integer(acc_handle_kind) :: queues(3), syncs(2)
  real(8) :: s
  integer, target :: a1(10)
  integer :: a2(4, 3)
  integer :: a3(2, 3, 4), src3(2, 3, 4)
  integer, allocatable :: al(:), al2(:, :)
  type(point) :: pt
  character(len=12) :: str
  character(len=3) :: chars(4)
  integer, target :: buf(4), back(4), mapped(4)
  type(c_ptr) :: d, d2
  integer(c_intptr_t) :: dv
  integer :: x(4), y(4)
  type(holder), target :: h
  integer, target :: tv
  integer(acc_device_kind) :: dtype
  integer(acc_device_property_kind) :: prop
  integer(acc_device_property) :: prop_old_spelling

  ! ---- constants, device management -----------------------------------------
  call show_int('openacc_version', openacc_version)
  ! Named constants: the values of runtime_shim/fortran/README.md (= openacc.h).
  write (*, '(a,*(1x,i0))') 'device types:', acc_device_none, acc_device_default, &
      acc_device_host, acc_device_not_host, acc_device_nvidia, acc_device_radeon
  write (*, '(a,*(1x,i0))') 'async values:', acc_async_noval, acc_async_sync, acc_async_default
  write (*, '(a,*(1x,i0))') 'properties:', acc_property_memory, acc_property_free_memory, &
      acc_property_shared_memory_support, acc_property_name, acc_property_vendor, &
      acc_property_driver
  call show_flag('kinds are c_int', acc_device_kind == c_int .and. acc_handle_kind == c_int &
      .and. acc_device_property_kind == c_int .and. acc_device_property == c_int)
  call show_int('host devices', acc_get_num_devices(acc_device_host))
  call show_flag('not_host devices = nvidia devices', &
                 acc_get_num_devices(acc_device_not_host) == acc_get_num_devices(acc_device_nvidia))
  call acc_init(acc_device_host)
  call acc_init_device(0, acc_device_host)
  call acc_set_device_type(acc_device_host)
  dtype = acc_get_device_type()
  call show_flag('device type is host', dtype == acc_device_host)
  call acc_set_device_type(acc_device_default)
  call show_flag('after acc_device_default: still host', acc_get_device_type() == acc_device_host)
  call acc_set_device_num(dev_num=0, dev_type=acc_device_host)
  call show_int('device num', acc_get_device_num(acc_device_host))
  call show_flag('on host', acc_on_device(acc_device_host))
  call show_flag('on not_host', acc_on_device(dev_type=acc_device_not_host))

  prop = acc_property_memory
  mem = acc_get_property(0, acc_device_host, prop)
  free_mem = acc_get_property(dev_num=0, dev_type=acc_device_host, property=acc_property_free_memory)
  call show_flag('memory > 0', mem > 0)
  call show_flag('0 < free memory <= memory', free_mem > 0 .and. free_mem <= mem)
  call show_int('shared memory support', &
                int(acc_get_property(0, acc_device_host, acc_property_shared_memory_support)))
  pname = 'x'
  call acc_get_property_string(0, acc_device_host, acc_property_name, pname)
  call show_flag('name is set', len_trim(pname) > 0)
  pshort = 'x'
  call acc_get_property_string(0, acc_device_host, acc_property_name, pshort)
  call show_flag('name truncated to the argument', pshort == pname(1:3))
  pname = 'x'
  prop_old_spelling = acc_property_vendor
  call acc_get_property_string(0, acc_device_host, prop_old_spelling, pname)
  call show_flag('vendor is set', len_trim(pname) > 0)
  pname = 'x'
  call acc_get_property_string(dev_num=0, dev_type=acc_device_host, &
                               property=acc_property_driver, string=pname)
  call show_flag('driver is set', len_trim(pname) > 0)
  ! An integer property is not a string property: the result is blank.
  pname = 'x'
  call acc_get_property_string(0, acc_device_host, acc_property_memory, pname)
  call show_flag('string of an integer property is blank', pname == '')

  ! ---- async queues --------------------------------------------------------------
  call show_flag('async_test(1)', acc_async_test(1))
  call show_flag('async_test_device(1, 0)', acc_async_test_device(1, 0))
  call show_flag('async_test_all', acc_async_test_all())
  call show_flag('async_test_all_device(0)', acc_async_test_all_device(0))
  call acc_wait(1)
  call acc_wait_device(1, 0)
  call acc_wait_async(1, 2)
  call acc_wait_device_async(wait_arg=1, async_arg=2, dev_num=0)
  call acc_wait(acc_async_noval)
  call acc_wait_all()
  call acc_wait_all_device(0)
  call acc_wait_all_async(2)
  call acc_wait_all_device_async(2, 0)
  ! acc_wait_any returns the position in wait_arg (1-based), or -1.
  syncs = acc_async_sync
  call show_int('wait_any of sync only', acc_wait_any(2, syncs))
  queues = [acc_async_sync, acc_async_sync, 5]
  call show_int('wait_any', acc_wait_any(3, queues))
  call show_int('wait_any_device', acc_wait_any_device(3, queues, 0))
  initial_async = acc_get_default_async()
  call acc_set_default_async(3)
  call show_int('default async', acc_get_default_async())
  call acc_set_default_async(acc_async_default)
  call show_flag('default async restored', acc_get_default_async() == initial_async)

  ! ---- a scalar --------------------------------------------------------------------
  s = 1.5d0
  call acc_copyin(s)
  call show_flag('s present', acc_is_present(s))
  call show_flag('s present (8 bytes)', acc_is_present(s, 8))
  call show_flag('s present (9 bytes)', acc_is_present(s, 9_8))
  s = 9.0d0
  call acc_copyout(s)
  write (*, '(a,f0.2)') 's after copyout: ', s
  call show_flag('s present after copyout', acc_is_present(s))

  ! ---- 1-D array, sections and elements ------------------------------------------------
  a1 = [(i, i = 1, 10)]
  call acc_copyin(data_arg=a1)
  call show_flag('a1 present', acc_is_present(a1))
  call show_flag('a1(4:6) present', acc_is_present(a1(4:6)))
  call show_flag('a1(7) present', acc_is_present(a1(7)))
  call show_flag('a1 has its own device copy', .not. c_associated(acc_deviceptr(a1), c_loc(a1)))
  a1 = 0
  call acc_update_self(a1(3:5))
  call show_ints('a1 after update_self(a1(3:5))', a1)
  a1(7) = 70
  call acc_update_device(a1(7))
  call acc_update_self(a1)
  call show_ints('a1 after update_device(a1(7)), update_self(a1)', a1)
  a1(1) = -1
  call acc_update_device(a1, 4)          ! the first 4 bytes: a1(1)
  a1(1) = 0
  call acc_update_self(data_arg=a1(1), bytes=4_8)
  call show_int('a1(1) after update_device(a1, 4), update_self', a1(1))
  call acc_delete(a1)
  call show_flag('a1 present after delete', acc_is_present(a1))
  call show_ints('a1 after delete', a1)

  ! ---- 2-D array, a column section ---------------------------------------------------------
  do j = 1, 3
    do i = 1, 4
      a2(i, j) = 10 * i + j
    end do
  end do
  call acc_copyin(a2(:, 2:3))
  call show_flag('a2(:, 2:3) present', acc_is_present(a2(:, 2:3)))
  call show_flag('a2(:, 3) present', acc_is_present(a2(:, 3)))
  call show_flag('a2(:, 1) present', acc_is_present(a2(:, 1)))
  call show_flag('a2 present', acc_is_present(a2))
  a2 = 0
  call acc_copyout(a2(:, 2:3))
  call show_ints('a2 after copyout(a2(:, 2:3))', reshape(a2, [12]))

  ! ---- 3-D array, byte counts, memcpy into its device copy ------------------------------------
  a3 = 0
  src3 = reshape([(i, i = 1, 24)], [2, 3, 4])
  call acc_create(a3)
  call show_flag('a3 present', acc_is_present(a3))
  call show_flag('a3 present (96 bytes)', acc_is_present(a3, 96))
  call show_flag('a3 present (97 bytes)', acc_is_present(a3, 97))
  call acc_memcpy_to_device(acc_deviceptr(a3), src3, 96)
  call show_int('a3 before update, sum', sum(a3))
  call acc_update_self(a3(:, :, 3))
  call show_ints('a3(:, :, 3) after update_self', reshape(a3(:, :, 3), [6]))
  call show_int('a3(1, 1, 4) still', a3(1, 1, 4))
  a3(2, 3, 4) = 1000
  call acc_update_device(a3(:, :, 4))
  call acc_copyout_finalize(a3)
  call show_int('a3 after copyout_finalize, sum', sum(a3))
  call show_int('a3(2, 3, 4)', a3(2, 3, 4))
  ! (data_arg, bytes) forms on 3-D data: the first slab only.
  a3 = src3
  call acc_copyin(a3, 24)
  call show_flag('a3(:, :, 1) present', acc_is_present(a3(:, :, 1)))
  call show_flag('a3(:, :, 2) present', acc_is_present(a3(:, :, 2)))
  call show_flag('deviceptr(a3(1, 1, 2)) is null', .not. c_associated(acc_deviceptr(a3(1, 1, 2))))
  a3(:, :, 1) = -5
  call acc_copyout(a3, 24_8)
  call show_ints('a3(:, :, 1) after copyout(a3, 24)', reshape(a3(:, :, 1), [6]))

  ! ---- allocatables, async forms, keyword arguments -------------------------------------------
  allocate (al(5), al2(3, 2))
  al = [1, 2, 3, 4, 5]
  call acc_copyin_async(al, 1)
  call acc_wait(1)
  call show_flag('al present', acc_is_present(al))
  al = -1
  call acc_copyout_async(data_arg=al, async_arg=1)
  call acc_wait(1)
  call show_ints('al after copyout_async', al)
  al2 = 7
  call acc_pcreate(al2)
  call acc_present_or_create(al2)
  call acc_create_async(al2, 2)
  call acc_create_async(al2, 24, 2)
  call acc_create(al2, 24_8)
  call acc_wait(2)
  call acc_delete(al2)
  call acc_delete_async(al2, 2)
  call acc_delete_async(al2, 24, 2)
  call acc_wait(2)
  call show_flag('al2 present after 5 creates, 3 deletes', acc_is_present(al2))
  call acc_delete_finalize_async(al2, 2)
  call acc_wait(2)
  call show_flag('al2 present after delete_finalize_async', acc_is_present(al2))
  call show_ints('al2 after delete', reshape(al2, [6]))
  al2 = 8
  call acc_pcopyin(al2)
  call acc_present_or_copyin(al2)
  call acc_copyin_async(al2, 24, 2)
  call acc_copyin(al2, 24)
  call acc_wait(2)
  al2(1, 1) = 80
  call acc_update_device_async(al2, 2)
  call acc_update_device_async(al2, 4, 2)
  al2 = 0
  call acc_update_self_async(al2(:, 2), 2)
  call acc_update_self_async(al2, 4_8, 2)
  call acc_wait(2)
  call show_ints('al2 after update_self_async', reshape(al2, [6]))
  call acc_copyout_finalize_async(al2, 2)
  call acc_wait(2)
  call show_flag('al2 present after copyout_finalize_async', acc_is_present(al2))
  call show_ints('al2 after copyout_finalize_async', reshape(al2, [6]))
  ! The remaining (data_arg, bytes) forms of copyout/delete.
  al = [1, 2, 3, 4, 5]
  call acc_copyin(al)
  call acc_copyin(al)
  call acc_copyin(al)
  call acc_copyin(al)
  call acc_copyin(al)
  call acc_copyin(al)
  al = 0
  call acc_copyout(al, 20)
  call acc_copyout_async(al, 20, 1)
  call acc_copyout_finalize(al, 20)
  call acc_wait(1)
  call show_ints('al after copyout_finalize(al, 20)', al)
  call acc_copyin(al)
  call acc_copyin(al)
  call acc_copyin(al)
  call acc_copyin(al)
  al = 9
  call acc_delete(al, 20)
  call acc_delete_finalize(al, 20_8)
  call show_flag('al present after delete_finalize(al, 20)', acc_is_present(al))
  call acc_copyin(al)
  call acc_copyin(al)
  call acc_copyout_finalize_async(al, 20, 1)
  call acc_wait(1)
  call acc_copyin(al)
  call acc_copyin(al)
  call acc_delete_finalize_async(al, 20_8, 1)
  call acc_wait(1)
  call acc_copyin(al)
  call acc_delete_finalize(al)
  call show_flag('al present at the end', acc_is_present(al))
  call show_ints('al at the end', al)
  deallocate (al, al2)

  ! ---- a derived-type scalar and a component ------------------------------------------------
  pt = point(1.0d0, 2.0d0, 7)
  call acc_copyin(pt)
  call show_flag('pt present', acc_is_present(pt))
  call show_flag('pt%id present', acc_is_present(pt%id))
  pt%id = 0
  pt%x = -1.0d0
  call acc_update_self(pt%id)
  write (*, '(a,f0.1,1x,f0.1,1x,i0)') 'pt after update_self(pt%id): ', pt%x, pt%y, pt%id
  pt%y = 20.0d0
  call acc_update_device(pt)
  pt = point(0.0d0, 0.0d0, 0)
  call acc_copyout_finalize(pt)
  write (*, '(a,f0.1,1x,f0.1,1x,i0)') 'pt after copyout_finalize: ', pt%x, pt%y, pt%id

  ! ---- character data ------------------------------------------------------------------------
  str = 'hello world!'
  call acc_copyin(str)
  call show_flag('str present (12 bytes)', acc_is_present(str, 12))
  call show_flag('str present (13 bytes)', acc_is_present(str, 13))
  str = 'xxxxxxxxxxxx'
  call acc_update_self(str(1:5))
  write (*, '(a,a)') 'str after update_self(str(1:5)): ', str
  call acc_delete(str)
  chars = ['abc', 'def', 'ghi', 'jkl']
  call acc_copyin(chars)
  call show_flag('chars present', acc_is_present(chars))
  call show_flag('chars present (12 bytes)', acc_is_present(chars, 12))
  call show_flag('chars present (13 bytes)', acc_is_present(chars, 13))
  chars(2) = 'XYZ'
  call acc_update_self(chars(2:3))
  chars(4) = 'JKL'
  call acc_update_device(chars(4))     ! an element of a character array
  chars(4) = '---'
  call acc_copyout(chars)
  write (*, '(a,4(1x,a))') 'chars after copyout:', chars

  ! ---- acc_malloc, memcpy, map_data -------------------------------------------------------
  buf = [11, 22, 33, 44]
  d = acc_malloc(int(c_sizeof(buf), c_size_t))
  call show_flag('acc_malloc', c_associated(d))
  call show_flag('hostptr of acc_malloc memory is null', .not. c_associated(acc_hostptr(d)))
  call acc_memcpy_to_device(d, buf, 16)
  mapped = 0
  call acc_map_data(mapped, d, 16)
  call show_flag('mapped present', acc_is_present(mapped))
  call show_flag('deviceptr(mapped) is d', c_associated(acc_deviceptr(mapped), d))
  call show_flag('hostptr(d) is mapped', c_associated(acc_hostptr(d), c_loc(mapped)))
  call show_ints('mapped before update_self', mapped)
  call acc_update_self(mapped)
  call show_ints('mapped after update_self', mapped)
  call acc_unmap_data(mapped)
  call show_flag('mapped present after unmap', acc_is_present(mapped))
  call acc_map_data(data_arg=mapped, data_dev=d, bytes=16_8)
  call acc_unmap_data(data_arg=mapped)
  d2 = acc_malloc(16_c_size_t)
  call acc_memcpy_device(d2, d, 16)
  back = 0
  call acc_memcpy_from_device(back, d2, 16)
  call show_ints('back after memcpy_device, memcpy_from_device', back)
  buf = [1, 2, 3, 4]
  call acc_memcpy_to_device_async(d, buf, 8_8, 1)
  call acc_memcpy_device_async(d2, d, 8, 1)
  call acc_wait(1)
  call acc_memcpy_from_device_async(back, d2, 16_8, 1)
  call acc_wait(1)
  call show_ints('back after the async forms', back)
  call acc_memcpy_to_device(data_dev_dest=d, data_host_src=buf(3), bytes=4)
  call acc_memcpy_device(data_dev_dest=d2, data_dev_src=d, bytes=4_8)
  call acc_memcpy_from_device(data_host_dest=back(4), data_dev_src=d2, bytes=4)
  call show_ints('back after keyword memcpy', back)
  call acc_memcpy_to_device_async(d, buf, 4, 1)
  call acc_memcpy_from_device_async(back, d, 4, 1)
  call acc_memcpy_device_async(d2, d, 4_8, 1)
  call acc_wait(1)
  call acc_free(d)
  call acc_free(d2)
  call acc_free(c_null_ptr)

  ! ---- acc_memcpy_d2d ----------------------------------------------------------------------
  x = [1, 2, 3, 4]
  y = 0
  call acc_copyin(x)
  call acc_copyin(y, 16_8)
  x = -1
  call acc_memcpy_d2d(y, x, 16, 0, 0)
  call show_ints('y on the host after memcpy_d2d', y)
  call acc_update_self(y)
  call show_ints('y after update_self', y)
  call acc_memcpy_d2d_async(data_arg_dest=y(3), data_arg_src=x(1), bytes=8_8, &
                            dev_num_dest=0, dev_num_src=0, async_arg_src=1)
  call acc_wait(1)
  call acc_memcpy_d2d(y(1), x(4), 4_8, 0, 0)
  call acc_memcpy_d2d_async(y(2), x(4), 4, 0, 0, 1)
  call acc_wait(1)
  call acc_copyout(y)
  call show_ints('y after memcpy_d2d_async, copyout', y)
  call acc_delete(x)

  ! ---- attach/detach of a pointer component -------------------------------------------------
  ! Fortran passes acc_attach/acc_detach the pointer's target (runtime_shim/
  ! fortran/README.md); the pointer is first attached the way a translated
  ! `!$acc enter data attach(h%p)` does it.
  tv = 42
  h%p => tv
  h%n = 1
  call acc_copyin(h)
  call acc_copyin(tv)
  call acc2c_attach(c_loc(h), 0, 0_c_size_t, 0_c_size_t, acc_async_sync, c_null_ptr)
  call show_flag('attached (directive)', device_pointer_is(acc_deviceptr(tv)))
  call acc_detach(h%p)
  call show_flag('detached: device h%p is the host address', device_pointer_is(c_loc(tv)))
  call acc_attach(h%p)
  call show_flag('attached (acc_attach)', device_pointer_is(acc_deviceptr(tv)))
  call acc_attach_async(h%p, 1)
  call acc_wait(1)
  call acc_detach_async(h%p, 1)
  call acc_wait(1)
  call show_flag('attached twice, detached once: still attached', device_pointer_is(acc_deviceptr(tv)))
  call acc_attach(h%p)
  call acc_detach_finalize(h%p)
  call show_flag('after detach_finalize: host address', device_pointer_is(c_loc(tv)))
  call acc_attach(h%p)
  call acc_attach(h%p)
  call acc_detach_finalize_async(h%p, 1)
  call acc_wait(1)
  call show_flag('after detach_finalize_async: host address', device_pointer_is(c_loc(tv)))
  call acc_detach(h%p)            ! not attached: no action
  call show_flag('detach when not attached: host address', device_pointer_is(c_loc(tv)))
  call acc_delete(tv)
  call acc_copyout(h)
  call show_flag('host h%p still points at tv', associated(h%p, tv))

  ! ---- shutdown -----------------------------------------------------------------------------
  call acc_shutdown_device(0, acc_device_host)
  call acc_shutdown(acc_device_host)
  write (*, '(a)') 'done'

contains

  ! Does the device copy of h%p hold `expected`? (The value is read into an
  ! integer: gfortran passes a type(c_ptr) actual argument to an assumed-type
  ! dummy by its value, not by its address.)
  logical function device_pointer_is(expected)
    type(c_ptr), intent(in) :: expected
    dv = 0
    call acc_memcpy_from_device(dv, acc_deviceptr(h), 8)
    device_pointer_is = dv == transfer(expected, dv)
  end function device_pointer_is

end program fortran_api
