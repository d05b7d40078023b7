! acc2c_runtime — the Fortran binding of runtime_shim/include/acc2c_runtime.h:
! the calls acc2c's Fortran output makes (one per data-op graph operation).
!
! The output USEs this module once per program unit, and every name it
! spells is an acc2c_ name of this module or an intrinsic procedure, so no
! name of the user's scope can hide one (a local `integer :: loc(1)`, a
! variable called acc_init...; README, "Names the output uses"):
!   * the ISO_C_BINDING entities it needs are exported under acc2c_ names
!     (acc2c_ptr is c_ptr, acc2c_size is c_size_t, acc2c_f_pointer is
!     c_f_pointer...);
!   * the intrinsic procedures it calls keep their own names, except in a
!     file that declares one of those names: there a USE of the module
!     acc2c_intrinsics below renames them (acc2c_lbound => lbound,
!     acc2c_to_int => int...; rewriter/fortran/FortranIntrinsics.h). Not
!     here: gfortran warns (-Wsurprising) at every USE that brings an
!     intrinsic function from a module;
!   * the OpenACC routines the init, shutdown and set directives call are
!     bound here as acc2c_acc_init, acc2c_acc_get_device_type...
!
! Conventions for the generated code:
!   * host addresses are integer(acc2c_address) values, from acc2c_loc(x)
!     (the address in x's C descriptor: LOC, without needing the GNU
!     extension or TARGET on the user's variable), and byte counts come from
!     acc2c_bytes(x), which spans x from its first element to its last (a
!     section's enclosing span);
!   * the variable's name and place are one constant text, name NUL file NUL
!     line, spelled name // acc2c_file // "line" with the unit's constant
!     acc2c_file (the file's name between two NULs): gfortran folds it into
!     one literal, and the runtime keeps one permanent record per text
!     (acc2c_source turns it into the record's C pointer);
!   * POINTER/ALLOCATABLE slots (array descriptors, scalar pointers) are
!     attached through acc2c_attach_gfc/acc2c_detach_gfc/acc2c_check_attached_gfc,
!     which the generated code declares itself in a BLOCK with a non-BIND(C)
!     interface body whose dummy has the variable's type, rank and attribute,
!     so that gfortran passes the address of its own descriptor.

! The intrinsic procedures acc2c's output calls, made accessible by use
! association so that a file whose own names hide them can rename them on
! USE (a module cannot rename its own entities). Fortran 2003 and later
! allow an intrinsic procedure to be public and renamed on USE.
module acc2c_intrinsics
  implicit none
  private
  intrinsic :: lbound, ubound, shape, merge, int, associated, allocated, is_contiguous, &
      move_alloc, size, min, max
  public :: lbound, ubound, shape, merge, int, associated, allocated, is_contiguous, move_alloc, &
      size, min, max
end module acc2c_intrinsics

module acc2c_runtime
  use, intrinsic :: iso_c_binding, only: c_bool, c_int, c_int64_t, c_intptr_t, c_size_t, c_ptr, c_char, &
      c_funptr, c_f_pointer, acc2c_nul => c_null_char, acc2c_ptr => c_ptr, &
      acc2c_null_ptr => c_null_ptr, &
      acc2c_int => c_int, acc2c_int64 => c_int64_t, acc2c_address => c_intptr_t, &
      acc2c_size => c_size_t, acc2c_f_pointer => c_f_pointer, &
      acc2c_c_associated => c_associated, acc2c_f_procpointer => c_f_procpointer
  implicit none
  private
  public :: acc2c_nul, acc2c_ptr, acc2c_null_ptr, acc2c_int, acc2c_int64, acc2c_address, acc2c_size, &
      acc2c_f_pointer, acc2c_c_associated, acc2c_f_procpointer

  integer(c_int), parameter, public :: acc2c_structured = 0, acc2c_dynamic = 1
  ! ACC2C_* flags of acc2c_runtime.h (Fortran names are case-insensitive, so
  ! acc2c_present would clash with the routine: flags carry a _flag infix).
  integer(c_int), parameter, public :: acc2c_flag_finalize = 1, acc2c_flag_if_present = 2, &
      acc2c_flag_zero = 4, acc2c_flag_always = 8, acc2c_flag_present = 16, &
      acc2c_flag_no_create = 32, acc2c_flag_deallocate = 64
  integer(c_int), parameter, public :: acc2c_slot_pointer = 0, acc2c_slot_gfortran = 1, &
      acc2c_slot_cfi = 2
  integer(c_int), parameter, public :: acc2c_map_alloc = 0, acc2c_map_to = 1, &
      acc2c_map_from = 2, acc2c_map_tofrom = 3, acc2c_map_release = 4, acc2c_map_delete = 5
  integer(c_int), parameter, public :: acc2c_async_noval = -1, acc2c_async_sync = -2
  ! The last extent of a pointer that stands for an assumed-size array in a
  ! host_data body (its size is unknown, as the dummy's is): large, with
  ! room for any lower bound before the upper one overflows.
  integer(c_size_t), parameter, public :: acc2c_assumed_size_extent = huge(0_c_size_t) / 4
  ! acc2c_region_data's last argument: where the region runs (the device;
  ! the host under if(.false.) or self).
  integer(c_int), parameter, public :: acc2c_region_host = 0, acc2c_region_device = 1
  ! acc2c_routine_data's `declared`: data in a declare directive of its
  ! host, or of a module (mapped when first used: maybe by this lookup).
  integer(c_int), parameter, public :: acc2c_routine_present = 0, acc2c_routine_module_declare = 1
  ! The thread runs the body of a compute region that calls procedures (set
  ! by the region where it runs on the device; copied into the threads of
  ! its parallel loops, which name it in copyin): routines' bodies then see
  ! declared data through its device copy (acc2c_routine_data).
  logical(c_bool), bind(C, name="acc2c_device_thread") :: acc2c_device_thread = .false.
  !$omp threadprivate(acc2c_device_thread)
  ! OpenMP device numbers: the shim's one device, and the host (the initial
  ! device), as acc2c_runtime.h's ACC2C_OMP_DEVICE and ACC2C_OMP_INITIAL_DEVICE.
  integer(c_int), parameter, public :: acc2c_omp_device_number = 0, &
                                       acc2c_omp_initial_device_number = 1
  ! openacc's device types (acc_device_none ... acc_device_radeon), for a
  ! region's answer to acc_on_device.
  integer(c_int), parameter, public :: acc2c_device_none = 0, acc2c_device_host = 2, &
                                       acc2c_device_not_host = 3, acc2c_device_nvidia = 4, &
                                       acc2c_device_radeon = 5
  ! acc2c_gfc_routine(which): the gfortran-convention entry points, called
  ! through per-site procedure pointers.
  integer(c_int), parameter, public :: acc2c_gfc_attach = 0, acc2c_gfc_detach = 1, &
      acc2c_gfc_check_attached = 2, acc2c_gfc_copy_slot = 3

  public :: acc2c_source, acc2c_bytes, acc2c_copyin, acc2c_create, acc2c_present, &
      acc2c_nocreate, acc2c_copyout, acc2c_delete, acc2c_update_device, acc2c_update_self, &
      acc2c_use_device, acc2c_omp_construct, acc2c_omp_construct_end, acc2c_omp_map_enter, &
      acc2c_omp_map_exit, acc2c_omp_update, acc2c_omp_declare_target, acc2c_omp_device, &
      acc2c_region_begin, acc2c_region_end, acc2c_region_threads, acc2c_region_thread_limit, &
      acc2c_region_data, acc2c_routine_data, acc2c_device_thread, acc2c_thread_is_initial, &
      acc2c_thread_device_num, &
      acc2c_region_section, acc2c_ptr_at, acc2c_region_value, acc2c_gfc_routine, acc2c_wait, &
      acc2c_kernel_on_gpu, acc2c_kernel_load, acc2c_kernel_store, acc2c_kernel_declare_target, &
      acc2c_kernel_launch, acc2c_kernel_map, acc2c_kernel_unmap, &
      acc2c_wait_device, &
      acc2c_wait_all, acc2c_is_device_address, acc2c_element_index, acc2c_loc, acc2c_object_loc, acc2c_object_bytes, &
      acc2c_addr, acc2c_addr_array, &
      acc2c_acc_init, acc2c_acc_shutdown, &
      acc2c_acc_get_device_type, acc2c_acc_set_device_num, acc2c_acc_set_default_async

  ! acc2c_src of acc2c_runtime.h.
  type, bind(C) :: source_record
    type(c_ptr) :: name, file
    integer(c_int) :: line
  end type

  interface
    type(c_ptr) function c_source_text(text, length) bind(C, name="acc2c_source_text")
      import :: c_ptr, c_char, c_size_t
      character(kind=c_char), intent(in) :: text(*)
      integer(c_size_t), value :: length
    end function

    type(c_ptr) function c_copyin(host, bytes, counter, async, src) &
        bind(C, name="acc2c_copyin")
      import :: c_ptr, c_intptr_t, c_size_t, c_int
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: counter, async
      type(c_ptr), value :: src
    end function
    type(c_ptr) function c_create(host, bytes, counter, flags, async, src) &
        bind(C, name="acc2c_create")
      import :: c_ptr, c_intptr_t, c_size_t, c_int
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: counter, flags, async
      type(c_ptr), value :: src
    end function
    type(c_ptr) function c_present(host, bytes, counter, src) bind(C, name="acc2c_present")
      import :: c_ptr, c_intptr_t, c_size_t, c_int
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: counter
      type(c_ptr), value :: src
    end function
    type(c_ptr) function c_nocreate(host, bytes, counter, src) bind(C, name="acc2c_nocreate")
      import :: c_ptr, c_intptr_t, c_size_t, c_int
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: counter
      type(c_ptr), value :: src
    end function

    subroutine c_copyout(host, bytes, counter, flags, async, src) bind(C, name="acc2c_copyout")
      import :: c_ptr, c_intptr_t, c_size_t, c_int
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: counter, flags, async
      type(c_ptr), value :: src
    end subroutine
    subroutine c_delete(host, bytes, counter, flags, async, src) bind(C, name="acc2c_delete")
      import :: c_ptr, c_intptr_t, c_size_t, c_int
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: counter, flags, async
      type(c_ptr), value :: src
    end subroutine

    subroutine c_update_device(host, bytes, flags, async, src) &
        bind(C, name="acc2c_update_device")
      import :: c_ptr, c_intptr_t, c_size_t, c_int
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: flags, async
      type(c_ptr), value :: src
    end subroutine
    subroutine c_update_self(host, bytes, flags, async, src) bind(C, name="acc2c_update_self")
      import :: c_ptr, c_intptr_t, c_size_t, c_int
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: flags, async
      type(c_ptr), value :: src
    end subroutine
    type(c_ptr) function c_use_device(host, flags, src) bind(C, name="acc2c_use_device")
      import :: c_ptr, c_intptr_t, c_int
      integer(c_intptr_t), value :: host
      integer(c_int), value :: flags
      type(c_ptr), value :: src
    end function

    integer(c_int64_t) function acc2c_omp_construct() bind(C, name="acc2c_omp_construct")
      import :: c_int64_t
    end function
    subroutine acc2c_omp_construct_end(construct) bind(C, name="acc2c_omp_construct_end")
      import :: c_int64_t
      integer(c_int64_t), value :: construct
    end subroutine
    type(c_ptr) function c_omp_map_enter(host, bytes, map_type, flags, construct, src) &
        bind(C, name="acc2c_omp_map_enter")
      import :: c_ptr, c_intptr_t, c_size_t, c_int, c_int64_t
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: map_type, flags
      integer(c_int64_t), value :: construct
      type(c_ptr), value :: src
    end function
    subroutine c_omp_map_exit(host, bytes, map_type, flags, construct, src) &
        bind(C, name="acc2c_omp_map_exit")
      import :: c_ptr, c_intptr_t, c_size_t, c_int, c_int64_t
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: map_type, flags
      integer(c_int64_t), value :: construct
      type(c_ptr), value :: src
    end subroutine
    subroutine c_omp_update(host, bytes, to_device, flags, src) bind(C, name="acc2c_omp_update")
      import :: c_ptr, c_intptr_t, c_size_t, c_int
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: to_device, flags
      type(c_ptr), value :: src
    end subroutine
    integer(c_int) function c_omp_device(device_num, src) bind(C, name="acc2c_omp_device")
      import :: c_ptr, c_int
      integer(c_int), value :: device_num
      type(c_ptr), value :: src
    end function
    type(c_ptr) function c_kernel_declare_target(host, device, bytes, src) &
        bind(C, name="acc2c_kernel_declare_target")
      import :: c_ptr, c_intptr_t, c_size_t
      integer(c_intptr_t), value :: host, device
      integer(c_size_t), value :: bytes
      type(c_ptr), value :: src
    end function
    type(c_ptr) function c_omp_declare_target(host, bytes, src) &
        bind(C, name="acc2c_omp_declare_target")
      import :: c_ptr, c_intptr_t, c_size_t
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      type(c_ptr), value :: src
    end function

    integer(c_int) function c_region_begin(construct, async, src) &
        bind(C, name="acc2c_region_begin")
      import :: c_ptr, c_int
      type(c_ptr), value :: construct
      integer(c_int), value :: async
      type(c_ptr), value :: src
    end function
    subroutine acc2c_region_end(region) bind(C, name="acc2c_region_end")
      import :: c_int
      integer(c_int), value :: region
    end subroutine
    integer(c_int) function acc2c_region_threads(num_threads, thread_limit) &
        bind(C, name="acc2c_region_threads")
      import :: c_int
      integer(c_int), value :: num_threads, thread_limit
    end function
    integer(c_int) function acc2c_region_thread_limit(thread_limit) &
        bind(C, name="acc2c_region_thread_limit")
      import :: c_int
      integer(c_int), value :: thread_limit
    end function
    type(c_ptr) function c_region_data(host, bytes, on_device, src) &
        bind(C, name="acc2c_region_data")
      import :: c_ptr, c_intptr_t, c_size_t, c_int
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: on_device
      type(c_ptr), value :: src
    end function
    type(c_ptr) function c_routine_data(host, bytes, declared, text, length) &
        bind(C, name="acc2c_routine_data")
      import :: c_ptr, c_intptr_t, c_size_t, c_int, c_char
      integer(c_intptr_t), value :: host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: declared
      character(kind=c_char), intent(in) :: text(*)
      integer(c_size_t), value :: length
    end function
    type(c_ptr) function c_region_pointer(host, section, bytes, on_device, src) &
        bind(C, name="acc2c_region_pointer")
      import :: c_ptr, c_intptr_t, c_size_t, c_int
      integer(c_intptr_t), value :: host, section
      integer(c_size_t), value :: bytes
      integer(c_int), value :: on_device
      type(c_ptr), value :: src
    end function
    subroutine c_region_value(value, host, bytes, on_device, src) &
        bind(C, name="acc2c_region_value")
      import :: c_ptr, c_intptr_t, c_size_t, c_int
      integer(c_intptr_t), value :: value, host
      integer(c_size_t), value :: bytes
      integer(c_int), value :: on_device
      type(c_ptr), value :: src
    end subroutine
    ! Device kernels (acc2c_runtime.h): where a region's target construct runs,
    ! and its scalars' way between device memory and the host.
    integer(c_int) function c_kernel_on_gpu(on_device) bind(C, name="acc2c_kernel_on_gpu")
      import :: c_int
      integer(c_int), value :: on_device
    end function
    subroutine acc2c_kernel_load(host, device, bytes) bind(C, name="acc2c_kernel_load")
      import :: c_intptr_t, c_size_t
      integer(c_intptr_t), value :: host, device
      integer(c_size_t), value :: bytes
    end subroutine
    subroutine acc2c_kernel_store(device, host, bytes) bind(C, name="acc2c_kernel_store")
      import :: c_intptr_t, c_size_t
      integer(c_intptr_t), value :: device, host
      integer(c_size_t), value :: bytes
    end subroutine
    ! OpenACC kernels (docs/gpu.md): whether a region calls its kernel, and
    ! the device data it finds with present(...) (an identity mapping in
    ! libgomp's table, for the kernel's call only).
    integer(c_int) function acc2c_kernel_launch(on_device) bind(C, name="acc2c_kernel_launch")
      import :: c_int
      integer(c_int), value :: on_device
    end function
    subroutine acc2c_kernel_map(device, bytes) bind(C, name="acc2c_kernel_map")
      import :: c_intptr_t, c_size_t
      integer(c_intptr_t), value :: device
      integer(c_size_t), value :: bytes
    end subroutine
    subroutine acc2c_kernel_unmap(device, bytes) bind(C, name="acc2c_kernel_unmap")
      import :: c_intptr_t, c_size_t
      integer(c_intptr_t), value :: device
      integer(c_size_t), value :: bytes
    end subroutine
    type(c_funptr) function acc2c_gfc_routine(which) bind(C, name="acc2c_gfc_routine")
      import :: c_funptr, c_int
      integer(c_int), value :: which
    end function
    subroutine acc2c_wait(queue) bind(C, name="acc2c_wait")
      import :: c_int
      integer(c_int), value :: queue
    end subroutine
    subroutine acc2c_wait_all() bind(C, name="acc2c_wait_all")
    end subroutine
    subroutine c_wait_device(queue, device, src) bind(C, name="acc2c_wait_device")
      import :: c_int, c_ptr
      integer(c_int), value :: queue, device
      type(c_ptr), value :: src
    end subroutine
    subroutine acc2c_element_index(number, value) bind(C, name="acc2c_element_index")
      import :: c_int, c_int64_t
      integer(c_int), value :: number
      integer(c_int64_t), value :: value
    end subroutine
    integer(c_int) function acc2c_is_device_address(p) bind(C, name="acc2c_is_device_address")
      import :: c_intptr_t, c_int
      integer(c_intptr_t), value :: p
    end function
    integer(c_size_t) function acc2c_bytes(x) bind(C, name="acc2c_f_bytes")
      import :: c_size_t
      type(*), dimension(..), intent(in) :: x
    end function
    ! The address of x's first element (LOC(x)), read from its descriptor.
    integer(c_intptr_t) function acc2c_loc(x) bind(C, name="acc2c_f_loc")
      import :: c_intptr_t
      type(*), dimension(..), intent(in) :: x
    end function
    ! The address of a scalar or an array element, and of an array of
    ! explicit shape: passed by reference, no descriptor (which gfortran
    ! builds inline for every assumed-rank argument).
    integer(c_intptr_t) function acc2c_addr(x) bind(C, name="acc2c_f_addr")
      import :: c_intptr_t
      type(*), intent(in) :: x
    end function
    integer(c_intptr_t) function acc2c_addr_array(x) bind(C, name="acc2c_f_addr_array")
      import :: c_intptr_t
      type(*), intent(in) :: x(*)
    end function

    ! The OpenACC routines of the init, shutdown and set directives
    ! (acc_init, ...; device types as in module openacc).
    subroutine acc2c_acc_init(device_type) bind(C, name="acc2c_acc_init")
      import :: c_int
      integer(c_int), value :: device_type
    end subroutine
    subroutine acc2c_acc_shutdown(device_type) bind(C, name="acc2c_acc_shutdown")
      import :: c_int
      integer(c_int), value :: device_type
    end subroutine
    integer(c_int) function acc2c_acc_get_device_type() bind(C, name="acc2c_acc_get_device_type")
      import :: c_int
    end function
    subroutine acc2c_acc_set_device_num(device_num, device_type) &
        bind(C, name="acc2c_acc_set_device_num")
      import :: c_int
      integer(c_int), value :: device_num, device_type
    end subroutine
    subroutine acc2c_acc_set_default_async(async) bind(C, name="acc2c_acc_set_default_async")
      import :: c_int
      integer(c_int), value :: async
    end subroutine
  end interface

contains

  ! The address and size of an object no assumed-type dummy takes (F2018
  ! 15.5.2.4: of a derived type with type-bound procedures, final
  ! subroutines or type parameters, or polymorphic): the size its dynamic
  ! type has.
  integer(c_intptr_t) function acc2c_object_loc(x)
    class(*), intent(in), target :: x
    acc2c_object_loc = loc(x)
  end function
  integer(c_size_t) function acc2c_object_bytes(x)
    class(*), intent(in) :: x
    acc2c_object_bytes = storage_size(x, kind=c_size_t) / 8
  end function

  ! The record of a variable (or construct) at file:line, for messages: the
  ! output spells it as one constant, name // acc2c_file // "line", where the
  ! unit's acc2c_file is the file's name between two NULs.
  type(c_ptr) function acc2c_source(text)
    character(*), intent(in) :: text
    acc2c_source = c_source_text(text, len(text, kind=c_size_t))
  end function

  ! The data operations, taking the record's text; numbers by value, so that
  ! a call builds no temporaries (each one a statement of gfortran's work).
  ! The entry operations are subroutines: the output never needs the device
  ! address they return.
  subroutine acc2c_copyin(host, bytes, counter, async, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: counter, async
    character(*), intent(in) :: src
    type(c_ptr) :: device
    device = c_copyin(host, bytes, counter, async, acc2c_source(src))
  end subroutine
  subroutine acc2c_create(host, bytes, counter, flags, async, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: counter, flags, async
    character(*), intent(in) :: src
    type(c_ptr) :: device
    device = c_create(host, bytes, counter, flags, async, acc2c_source(src))
  end subroutine
  subroutine acc2c_present(host, bytes, counter, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: counter
    character(*), intent(in) :: src
    type(c_ptr) :: device
    device = c_present(host, bytes, counter, acc2c_source(src))
  end subroutine
  subroutine acc2c_nocreate(host, bytes, counter, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: counter
    character(*), intent(in) :: src
    type(c_ptr) :: device
    device = c_nocreate(host, bytes, counter, acc2c_source(src))
  end subroutine
  subroutine acc2c_copyout(host, bytes, counter, flags, async, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: counter, flags, async
    character(*), intent(in) :: src
    call c_copyout(host, bytes, counter, flags, async, acc2c_source(src))
  end subroutine
  subroutine acc2c_delete(host, bytes, counter, flags, async, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: counter, flags, async
    character(*), intent(in) :: src
    call c_delete(host, bytes, counter, flags, async, acc2c_source(src))
  end subroutine
  subroutine acc2c_update_device(host, bytes, flags, async, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: flags, async
    character(*), intent(in) :: src
    call c_update_device(host, bytes, flags, async, acc2c_source(src))
  end subroutine
  subroutine acc2c_update_self(host, bytes, flags, async, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: flags, async
    character(*), intent(in) :: src
    call c_update_self(host, bytes, flags, async, acc2c_source(src))
  end subroutine
  type(c_ptr) function acc2c_use_device(host, flags, src)
    integer(c_intptr_t), value :: host
    integer(c_int), value :: flags
    character(*), intent(in) :: src
    acc2c_use_device = c_use_device(host, flags, acc2c_source(src))
  end function
  subroutine acc2c_omp_map_enter(host, bytes, map_type, flags, construct, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: map_type, flags
    integer(c_int64_t), value :: construct
    character(*), intent(in) :: src
    type(c_ptr) :: device
    device = c_omp_map_enter(host, bytes, map_type, flags, construct, acc2c_source(src))
  end subroutine
  subroutine acc2c_omp_map_exit(host, bytes, map_type, flags, construct, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: map_type, flags
    integer(c_int64_t), value :: construct
    character(*), intent(in) :: src
    call c_omp_map_exit(host, bytes, map_type, flags, construct, acc2c_source(src))
  end subroutine
  subroutine acc2c_omp_update(host, bytes, to_device, flags, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: to_device, flags
    character(*), intent(in) :: src
    call c_omp_update(host, bytes, to_device, flags, acc2c_source(src))
  end subroutine
  integer(c_int) function acc2c_omp_device(device_num, src)
    integer(c_int), value :: device_num
    character(*), intent(in) :: src
    acc2c_omp_device = c_omp_device(device_num, acc2c_source(src))
  end function
  ! A module variable's device copy at `device` (acc2c_runtime.h).
  subroutine acc2c_kernel_declare_target(host, device, bytes, src)
    integer(c_intptr_t), value :: host, device
    integer(c_size_t), value :: bytes
    character(*), intent(in) :: src
    type(c_ptr) :: adopted
    adopted = c_kernel_declare_target(host, device, bytes, acc2c_source(src))
  end subroutine
  subroutine acc2c_omp_declare_target(host, bytes, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    character(*), intent(in) :: src
    type(c_ptr) :: device
    device = c_omp_declare_target(host, bytes, acc2c_source(src))
  end subroutine
  type(c_ptr) function acc2c_region_data(host, bytes, on_device, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: on_device
    character(*), intent(in) :: src
    acc2c_region_data = c_region_data(host, bytes, on_device, acc2c_source(src))
  end function
  ! omp_is_initial_device() and omp_get_device_num() as a routine's body
  ! asks them: for the thread that runs it, a region's body on the device
  ! or the host (the answers of a region's body: acc2c_is_initial_device).
  logical function acc2c_thread_is_initial()
    acc2c_thread_is_initial = .not. acc2c_device_thread
  end function
  integer function acc2c_thread_device_num()
    if (acc2c_device_thread) then
      acc2c_thread_device_num = acc2c_omp_device_number
    else
      acc2c_thread_device_num = acc2c_omp_initial_device_number
    end if
  end function
  ! On a thread that runs no region's body, the host's data, without the
  ! source record: a routine called from host code pays one test.
  type(c_ptr) function acc2c_routine_data(host, bytes, declared, src)
    integer(c_intptr_t), value :: host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: declared
    character(*), intent(in) :: src
    if (.not. acc2c_device_thread) then
      acc2c_routine_data = transfer(host, acc2c_routine_data)
      return
    end if
    acc2c_routine_data = c_routine_data(host, bytes, declared, src, len(src, kind=c_size_t))
  end function
  ! The data at `address` as it is: deviceptr arrays, whose address already
  ! is the device's, handed to an OpenACC kernel (docs/gpu.md).
  type(c_ptr) function acc2c_ptr_at(address)
    integer(c_intptr_t), value :: address
    acc2c_ptr_at = transfer(address, acc2c_ptr_at)
  end function
  ! The device address of the array at `host` in a region, found through
  ! the section at `section` that a clause mapped (bytes long): host threads
  ! may map two sections of one array at once (acc2c_region_pointer).
  type(c_ptr) function acc2c_region_section(host, section, bytes, on_device, src)
    integer(c_intptr_t), value :: host, section
    integer(c_size_t), value :: bytes
    integer(c_int), value :: on_device
    character(*), intent(in) :: src
    acc2c_region_section = c_region_pointer(host, section, bytes, on_device, acc2c_source(src))
  end function
  subroutine acc2c_region_value(value, host, bytes, on_device, src)
    integer(c_intptr_t), value :: value, host
    integer(c_size_t), value :: bytes
    integer(c_int), value :: on_device
    character(*), intent(in) :: src
    call c_region_value(value, host, bytes, on_device, acc2c_source(src))
  end subroutine
  subroutine acc2c_wait_device(queue, device, src)
    integer(c_int), value :: queue, device
    character(*), intent(in) :: src
    call c_wait_device(queue, device, acc2c_source(src))
  end subroutine
  ! A region's target construct runs on the GPU (its if clause).
  logical function acc2c_kernel_on_gpu(on_device)
    integer(c_int), intent(in) :: on_device
    acc2c_kernel_on_gpu = c_kernel_on_gpu(on_device) /= 0
  end function
  ! A compute region begins: the construct's name is the record's.
  integer(c_int) function acc2c_region_begin(async, src)
    integer(c_int), value :: async
    character(*), intent(in) :: src
    type(source_record), pointer :: record
    type(c_ptr) :: p
    p = acc2c_source(src)
    call c_f_pointer(p, record)
    acc2c_region_begin = c_region_begin(record%name, async, p)
  end function
end module acc2c_runtime
