!===----------------------------------------------------------------------===!
! acc2c runtime shim -- Fortran module `openacc` (OpenACC 3.3, chapter 3)
!
! This module declares the OpenACC 3.3 runtime library API for Fortran
! programs ("use openacc").  It contains *interfaces only*: every routine is
! implemented by the C side of the acc2c runtime shim, which exports the
! C symbols named below (see README.md next to this file for the complete
! list of C prototypes the runtime must provide).
!
! Why generics over bind(C) specifics?
!   The spec gives most data routines several Fortran forms under one name,
!   e.g. acc_copyin(data_arg) and acc_copyin(data_arg, bytes), and lets
!   data_arg be a scalar or an array of any type and rank.  Fortran expresses
!   that as a generic interface (interface acc_copyin ... end interface) whose
!   specific procedures are distinguished by their argument lists.  Each
!   specific is (or forwards to) a BIND(C) interface with a fixed C symbol,
!   so the C runtime needs exactly one entry point per form and no knowledge
!   of any Fortran compiler's name mangling or array descriptor ABI beyond
!   the standard ISO_Fortran_binding.h.
!
! Naming scheme (binding labels = C symbols):
!   acc2c_f_<routine>          routine without the leading "acc_", e.g.
!                              acc_wait -> acc2c_f_wait,
!                              acc_copyin(data_arg) -> acc2c_f_copyin
!   acc2c_f_<routine>_len      the (data_arg, bytes) form of a data routine,
!                              e.g. acc_copyin(data_arg, bytes) ->
!                              acc2c_f_copyin_len,
!                              acc_copyin_async(data_arg, bytes, async_arg)
!                              -> acc2c_f_copyin_async_len
!   The prefix keeps the Fortran entry points separate from the C API
!   symbols (acc_copyin, ...) that the same runtime exports for C/C++.
!   Interfaces whose Fortran name starts with acc2c_f_ are private; the
!   public names are exactly the OpenACC names.  The OpenACC 2.0 aliases
!   (acc_pcopyin, ...) reuse the specifics of acc_copyin/acc_create, so they
!   need no C symbols of their own.
!
! Argument conventions on the C side:
!   * type(*), dimension(..) data arguments arrive as `CFI_cdesc_t *`
!     (F2018 assumed-type, assumed-rank; scalars have rank 0).
!   * Integer scalars are passed by value as C `int` (acc_device_kind,
!     acc_handle_kind, acc_device_property_kind and device numbers are all
!     integer(c_int)); byte counts are passed by value as `size_t`.
!   * Device addresses are type(c_ptr), passed by value as `void *`.
!   * Routines that return LOGICAL in Fortran return C `int` (0 = false);
!     a small module function converts that to default LOGICAL.
!   * Byte counts may be given as default integer or integer(8) (both are
!     accepted through two small module procedures that convert to c_size_t).
!     Known gfortran 12 problem: a type(c_ptr) actual passed to these
!     non-BIND(C) type(*), dimension(..) dummies arrives as the address it
!     holds.  Making the wrappers BIND(C) avoids that but makes gfortran read
!     past a rank-0 descriptor (AddressSanitizer reports it); the fix is C
!     entry points per byte-count kind, with no Fortran wrapper.
!   * acc_wait_any[_device]: the C entry point returns a 0-based index (as in
!     C); the Fortran function adds 1 so it indexes wait_arg directly.
!   * acc_get_property_string: the C entry point returns a NUL-terminated
!     `const char *` (or NULL); the module copies it into the blank-padded,
!     possibly truncated character argument.
!
! The only executable code is in those thin wrappers (below CONTAINS).
! The module is checked with `gfortran -std=f2018 -fimplicit-none` and
! `flang -fsyntax-only -fimplicit-none`; interface bodies rely on that check
! instead of repeating IMPLICIT NONE in every body.
!
! Section numbers in the comments follow the OpenACC 3.3 specification
! (November 2022).
!===----------------------------------------------------------------------===!
module openacc
  use, intrinsic :: iso_c_binding
  implicit none
  private

  !--------------------------------------------------------------------------
  ! 3.1 Runtime library definitions
  !--------------------------------------------------------------------------
  ! _OPENACC value of the version described by this module (OpenACC 3.3).
  integer, parameter, public :: openacc_version = 202211

  ! Kind type parameters.  All three are C int so that they can be passed
  ! straight through to the C runtime (acc_device_t, int async handles and
  ! acc_device_property_t are all int-sized enums/ints on the C side).
  integer, parameter, public :: acc_device_kind = c_int
  integer, parameter, public :: acc_handle_kind = c_int
  integer, parameter, public :: acc_device_property_kind = c_int
  ! Older spelling (OpenACC 2.6-3.0) of acc_device_property_kind.
  integer, parameter, public :: acc_device_property = acc_device_property_kind

  ! Device types (acc_device_t).  0..3 are the spec's generic types; the
  ! values of the vendor types are implementation-defined (see README.md).
  integer(acc_device_kind), parameter, public :: acc_device_none = 0
  integer(acc_device_kind), parameter, public :: acc_device_default = 1
  integer(acc_device_kind), parameter, public :: acc_device_host = 2
  integer(acc_device_kind), parameter, public :: acc_device_not_host = 3
  integer(acc_device_kind), parameter, public :: acc_device_nvidia = 4
  integer(acc_device_kind), parameter, public :: acc_device_radeon = 5

  ! Special async-argument values (implementation-defined negative values).
  integer(acc_handle_kind), parameter, public :: acc_async_noval = -1
  integer(acc_handle_kind), parameter, public :: acc_async_sync = -2
  integer(acc_handle_kind), parameter, public :: acc_async_default = -3

  ! Device properties for acc_get_property / acc_get_property_string.
  ! Integer-valued properties are small numbers, string-valued ones start
  ! at 65537 (Z'10001') so the runtime can tell the two groups apart.
  integer(acc_device_property_kind), parameter, public :: acc_property_memory = 1
  integer(acc_device_property_kind), parameter, public :: acc_property_free_memory = 2
  integer(acc_device_property_kind), parameter, public :: &
      acc_property_shared_memory_support = 3
  integer(acc_device_property_kind), parameter, public :: acc_property_name = 65537
  integer(acc_device_property_kind), parameter, public :: acc_property_vendor = 65538
  integer(acc_device_property_kind), parameter, public :: acc_property_driver = 65539

  !==========================================================================
  ! 3.2 Runtime library routines: BIND(C) interfaces and generic names
  !==========================================================================
  ! Routines whose Fortran form maps 1:1 onto a C entry point are declared
  ! directly as BIND(C) interfaces under their OpenACC name.  Everything
  ! else (generic data routines, LOGICAL results, character output) uses a
  ! private BIND(C) interface named after its C symbol plus a small module
  ! procedure below CONTAINS.

  !--------------------------------------------------------------------------
  ! 3.2.1 acc_get_num_devices
  !--------------------------------------------------------------------------
  public :: acc_get_num_devices
  interface
    function acc_get_num_devices(dev_type) bind(C, name="acc2c_f_get_num_devices")
      import
      integer(c_int) :: acc_get_num_devices
      integer(acc_device_kind), value :: dev_type
    end function acc_get_num_devices
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.2 acc_set_device_type
  !--------------------------------------------------------------------------
  public :: acc_set_device_type
  interface
    subroutine acc_set_device_type(dev_type) bind(C, name="acc2c_f_set_device_type")
      import
      integer(acc_device_kind), value :: dev_type
    end subroutine acc_set_device_type
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.3 acc_get_device_type
  !--------------------------------------------------------------------------
  public :: acc_get_device_type
  interface
    function acc_get_device_type() bind(C, name="acc2c_f_get_device_type")
      import
      integer(acc_device_kind) :: acc_get_device_type
    end function acc_get_device_type
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.4 acc_set_device_num
  !--------------------------------------------------------------------------
  public :: acc_set_device_num
  interface
    subroutine acc_set_device_num(dev_num, dev_type) &
        bind(C, name="acc2c_f_set_device_num")
      import
      integer(c_int), value :: dev_num
      integer(acc_device_kind), value :: dev_type
    end subroutine acc_set_device_num
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.5 acc_get_device_num
  !--------------------------------------------------------------------------
  public :: acc_get_device_num
  interface
    function acc_get_device_num(dev_type) bind(C, name="acc2c_f_get_device_num")
      import
      integer(c_int) :: acc_get_device_num
      integer(acc_device_kind), value :: dev_type
    end function acc_get_device_num
  end interface

  !--------------------------------------------------------------------------
  ! NVIDIA's extensions (also in its accel_lib): the current device's memory
  ! and what of it is free, in bytes.
  !--------------------------------------------------------------------------
  public :: acc_get_memory, acc_get_free_memory
  interface
    function acc_get_memory() bind(C, name="acc_get_memory")
      import
      integer(c_size_t) :: acc_get_memory
    end function acc_get_memory

    function acc_get_free_memory() bind(C, name="acc_get_free_memory")
      import
      integer(c_size_t) :: acc_get_free_memory
    end function acc_get_free_memory
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.6 acc_get_property, acc_get_property_string
  !--------------------------------------------------------------------------
  public :: acc_get_property, acc_get_property_string
  interface
    function acc_get_property(dev_num, dev_type, property) &
        bind(C, name="acc2c_f_get_property")
      import
      integer(c_size_t) :: acc_get_property
      integer(c_int), value :: dev_num
      integer(acc_device_kind), value :: dev_type
      integer(acc_device_property_kind), value :: property
    end function acc_get_property

    function acc2c_f_get_property_string(dev_num, dev_type, property) &
        bind(C, name="acc2c_f_get_property_string")
      import
      type(c_ptr) :: acc2c_f_get_property_string
      integer(c_int), value :: dev_num
      integer(acc_device_kind), value :: dev_type
      integer(acc_device_property_kind), value :: property
    end function acc2c_f_get_property_string
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.7 acc_init, acc_init_device
  !--------------------------------------------------------------------------
  public :: acc_init, acc_init_device
  interface
    subroutine acc_init(dev_type) bind(C, name="acc2c_f_init")
      import
      integer(acc_device_kind), value :: dev_type
    end subroutine acc_init

    subroutine acc_init_device(dev_num, dev_type) bind(C, name="acc2c_f_init_device")
      import
      integer(c_int), value :: dev_num
      integer(acc_device_kind), value :: dev_type
    end subroutine acc_init_device
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.8 acc_shutdown, acc_shutdown_device
  !--------------------------------------------------------------------------
  public :: acc_shutdown, acc_shutdown_device
  interface
    subroutine acc_shutdown(dev_type) bind(C, name="acc2c_f_shutdown")
      import
      integer(acc_device_kind), value :: dev_type
    end subroutine acc_shutdown

    subroutine acc_shutdown_device(dev_num, dev_type) &
        bind(C, name="acc2c_f_shutdown_device")
      import
      integer(c_int), value :: dev_num
      integer(acc_device_kind), value :: dev_type
    end subroutine acc_shutdown_device
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.9 acc_async_test (+ _device, _all, _all_device)
  !--------------------------------------------------------------------------
  public :: acc_async_test, acc_async_test_device, acc_async_test_all, &
            acc_async_test_all_device
  interface
    function acc2c_f_async_test(wait_arg) bind(C, name="acc2c_f_async_test")
      import
      integer(c_int) :: acc2c_f_async_test
      integer(acc_handle_kind), value :: wait_arg
    end function acc2c_f_async_test

    function acc2c_f_async_test_device(wait_arg, dev_num) &
        bind(C, name="acc2c_f_async_test_device")
      import
      integer(c_int) :: acc2c_f_async_test_device
      integer(acc_handle_kind), value :: wait_arg
      integer(c_int), value :: dev_num
    end function acc2c_f_async_test_device

    function acc2c_f_async_test_all() bind(C, name="acc2c_f_async_test_all")
      import
      integer(c_int) :: acc2c_f_async_test_all
    end function acc2c_f_async_test_all

    function acc2c_f_async_test_all_device(dev_num) &
        bind(C, name="acc2c_f_async_test_all_device")
      import
      integer(c_int) :: acc2c_f_async_test_all_device
      integer(c_int), value :: dev_num
    end function acc2c_f_async_test_all_device
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.10 acc_wait (+ _device, _all, _all_device)
  !--------------------------------------------------------------------------
  public :: acc_wait, acc_wait_device, acc_wait_all, acc_wait_all_device
  interface
    subroutine acc_wait(wait_arg) bind(C, name="acc2c_f_wait")
      import
      integer(acc_handle_kind), value :: wait_arg
    end subroutine acc_wait

    subroutine acc_wait_device(wait_arg, dev_num) bind(C, name="acc2c_f_wait_device")
      import
      integer(acc_handle_kind), value :: wait_arg
      integer(c_int), value :: dev_num
    end subroutine acc_wait_device

    subroutine acc_wait_all() bind(C, name="acc2c_f_wait_all")
      import
    end subroutine acc_wait_all

    subroutine acc_wait_all_device(dev_num) bind(C, name="acc2c_f_wait_all_device")
      import
      integer(c_int), value :: dev_num
    end subroutine acc_wait_all_device
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.11 acc_wait_async, acc_wait_all_async (+ _device_ forms)
  !--------------------------------------------------------------------------
  public :: acc_wait_async, acc_wait_device_async, acc_wait_all_async, &
            acc_wait_all_device_async
  interface
    subroutine acc_wait_async(wait_arg, async_arg) bind(C, name="acc2c_f_wait_async")
      import
      integer(acc_handle_kind), value :: wait_arg
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc_wait_async

    subroutine acc_wait_device_async(wait_arg, async_arg, dev_num) &
        bind(C, name="acc2c_f_wait_device_async")
      import
      integer(acc_handle_kind), value :: wait_arg
      integer(acc_handle_kind), value :: async_arg
      integer(c_int), value :: dev_num
    end subroutine acc_wait_device_async

    subroutine acc_wait_all_async(async_arg) bind(C, name="acc2c_f_wait_all_async")
      import
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc_wait_all_async

    subroutine acc_wait_all_device_async(async_arg, dev_num) &
        bind(C, name="acc2c_f_wait_all_device_async")
      import
      integer(acc_handle_kind), value :: async_arg
      integer(c_int), value :: dev_num
    end subroutine acc_wait_all_device_async
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.12 acc_wait_any, acc_wait_any_device
  !   The C entry point returns a C (0-based) index or -1; the Fortran
  !   functions return the 1-based position in wait_arg, or -1.
  !--------------------------------------------------------------------------
  public :: acc_wait_any, acc_wait_any_device
  interface
    function acc2c_f_wait_any(count, wait_arg) &
        bind(C, name="acc2c_f_wait_any")
      import
      integer(c_int) :: acc2c_f_wait_any
      integer(c_int), value :: count
      integer(acc_handle_kind), intent(in) :: wait_arg(count)
    end function acc2c_f_wait_any

    function acc2c_f_wait_any_device(count, wait_arg, dev_num) &
        bind(C, name="acc2c_f_wait_any_device")
      import
      integer(c_int) :: acc2c_f_wait_any_device
      integer(c_int), value :: count
      integer(acc_handle_kind), intent(in) :: wait_arg(count)
      integer(c_int), value :: dev_num
    end function acc2c_f_wait_any_device
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.13 acc_get_default_async
  !--------------------------------------------------------------------------
  public :: acc_get_default_async
  interface
    function acc_get_default_async() bind(C, name="acc2c_f_get_default_async")
      import
      integer(acc_handle_kind) :: acc_get_default_async
    end function acc_get_default_async
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.14 acc_set_default_async
  !--------------------------------------------------------------------------
  public :: acc_set_default_async
  interface
    subroutine acc_set_default_async(async_arg) &
        bind(C, name="acc2c_f_set_default_async")
      import
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc_set_default_async
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.15 acc_on_device
  !--------------------------------------------------------------------------
  public :: acc_on_device
  interface
    function acc2c_f_on_device(dev_type) bind(C, name="acc2c_f_on_device")
      import
      integer(c_int) :: acc2c_f_on_device
      integer(acc_device_kind), value :: dev_type
    end function acc2c_f_on_device
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.16 acc_malloc
  !   acc_malloc/acc_free have Fortran bindings since OpenACC 3.3.
  !--------------------------------------------------------------------------
  public :: acc_malloc
  interface
    function acc_malloc(bytes) bind(C, name="acc2c_f_malloc")
      import
      type(c_ptr) :: acc_malloc
      integer(c_size_t), value :: bytes
    end function acc_malloc
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.17 acc_free
  !--------------------------------------------------------------------------
  public :: acc_free
  interface
    subroutine acc_free(data_dev) bind(C, name="acc2c_f_free")
      import
      type(c_ptr), value :: data_dev
    end subroutine acc_free
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.18 acc_copyin, acc_create
  !   Forms: (data_arg), (data_arg, bytes), and _async with a trailing async_arg.
  !   acc_present_or_copyin/acc_pcopyin and acc_present_or_create/acc_pcreate
  !   are the OpenACC 2.0 names, kept by the spec as aliases (no _async form).
  !   bytes may be default integer or integer(8) (two private specifics).
  !--------------------------------------------------------------------------
  public :: acc_copyin, acc_present_or_copyin, acc_pcopyin, acc_copyin_async, &
            acc_create, acc_present_or_create, acc_pcreate, acc_create_async
  interface
    subroutine acc2c_f_copyin(data_arg) bind(C, name="acc2c_f_copyin")
      import
      type(*), dimension(..) :: data_arg
    end subroutine acc2c_f_copyin

    subroutine acc2c_f_copyin_len(data_arg, bytes) bind(C, name="acc2c_f_copyin_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
    end subroutine acc2c_f_copyin_len

    subroutine acc2c_f_copyin_async(data_arg, async_arg) &
        bind(C, name="acc2c_f_copyin_async")
      import
      type(*), dimension(..) :: data_arg
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_copyin_async

    subroutine acc2c_f_copyin_async_len(data_arg, bytes, async_arg) &
        bind(C, name="acc2c_f_copyin_async_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_copyin_async_len

    subroutine acc2c_f_create(data_arg) bind(C, name="acc2c_f_create")
      import
      type(*), dimension(..) :: data_arg
    end subroutine acc2c_f_create

    subroutine acc2c_f_create_len(data_arg, bytes) bind(C, name="acc2c_f_create_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
    end subroutine acc2c_f_create_len

    subroutine acc2c_f_create_async(data_arg, async_arg) &
        bind(C, name="acc2c_f_create_async")
      import
      type(*), dimension(..) :: data_arg
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_create_async

    subroutine acc2c_f_create_async_len(data_arg, bytes, async_arg) &
        bind(C, name="acc2c_f_create_async_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_create_async_len
  end interface
  ! generic names (their specific procedures are private)
  interface acc_copyin
    procedure :: acc2c_f_copyin, acc_copyin_i4, acc_copyin_i8
  end interface acc_copyin
  interface acc_present_or_copyin
    procedure :: acc2c_f_copyin, acc_copyin_i4, acc_copyin_i8
  end interface acc_present_or_copyin
  interface acc_pcopyin
    procedure :: acc2c_f_copyin, acc_copyin_i4, acc_copyin_i8
  end interface acc_pcopyin
  interface acc_copyin_async
    procedure :: acc2c_f_copyin_async, acc_copyin_async_i4, acc_copyin_async_i8
  end interface acc_copyin_async
  interface acc_create
    procedure :: acc2c_f_create, acc_create_i4, acc_create_i8
  end interface acc_create
  interface acc_present_or_create
    procedure :: acc2c_f_create, acc_create_i4, acc_create_i8
  end interface acc_present_or_create
  interface acc_pcreate
    procedure :: acc2c_f_create, acc_create_i4, acc_create_i8
  end interface acc_pcreate
  interface acc_create_async
    procedure :: acc2c_f_create_async, acc_create_async_i4, acc_create_async_i8
  end interface acc_create_async

  !--------------------------------------------------------------------------
  ! 3.2.19 acc_copyout, acc_delete (+ _finalize; forms as in 3.2.18)
  !--------------------------------------------------------------------------
  public :: acc_copyout, acc_copyout_async, acc_copyout_finalize, &
            acc_copyout_finalize_async, acc_delete, acc_delete_async, &
            acc_delete_finalize, acc_delete_finalize_async
  interface
    subroutine acc2c_f_copyout(data_arg) bind(C, name="acc2c_f_copyout")
      import
      type(*), dimension(..) :: data_arg
    end subroutine acc2c_f_copyout

    subroutine acc2c_f_copyout_len(data_arg, bytes) bind(C, name="acc2c_f_copyout_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
    end subroutine acc2c_f_copyout_len

    subroutine acc2c_f_copyout_async(data_arg, async_arg) &
        bind(C, name="acc2c_f_copyout_async")
      import
      type(*), dimension(..) :: data_arg
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_copyout_async

    subroutine acc2c_f_copyout_async_len(data_arg, bytes, async_arg) &
        bind(C, name="acc2c_f_copyout_async_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_copyout_async_len

    subroutine acc2c_f_copyout_finalize(data_arg) &
        bind(C, name="acc2c_f_copyout_finalize")
      import
      type(*), dimension(..) :: data_arg
    end subroutine acc2c_f_copyout_finalize

    subroutine acc2c_f_copyout_finalize_len(data_arg, bytes) &
        bind(C, name="acc2c_f_copyout_finalize_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
    end subroutine acc2c_f_copyout_finalize_len

    subroutine acc2c_f_copyout_finalize_async(data_arg, async_arg) &
        bind(C, name="acc2c_f_copyout_finalize_async")
      import
      type(*), dimension(..) :: data_arg
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_copyout_finalize_async

    subroutine acc2c_f_copyout_finalize_async_len(data_arg, bytes, async_arg) &
        bind(C, name="acc2c_f_copyout_finalize_async_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_copyout_finalize_async_len

    subroutine acc2c_f_delete(data_arg) bind(C, name="acc2c_f_delete")
      import
      type(*), dimension(..) :: data_arg
    end subroutine acc2c_f_delete

    subroutine acc2c_f_delete_len(data_arg, bytes) bind(C, name="acc2c_f_delete_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
    end subroutine acc2c_f_delete_len

    subroutine acc2c_f_delete_async(data_arg, async_arg) &
        bind(C, name="acc2c_f_delete_async")
      import
      type(*), dimension(..) :: data_arg
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_delete_async

    subroutine acc2c_f_delete_async_len(data_arg, bytes, async_arg) &
        bind(C, name="acc2c_f_delete_async_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_delete_async_len

    subroutine acc2c_f_delete_finalize(data_arg) bind(C, name="acc2c_f_delete_finalize")
      import
      type(*), dimension(..) :: data_arg
    end subroutine acc2c_f_delete_finalize

    subroutine acc2c_f_delete_finalize_len(data_arg, bytes) &
        bind(C, name="acc2c_f_delete_finalize_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
    end subroutine acc2c_f_delete_finalize_len

    subroutine acc2c_f_delete_finalize_async(data_arg, async_arg) &
        bind(C, name="acc2c_f_delete_finalize_async")
      import
      type(*), dimension(..) :: data_arg
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_delete_finalize_async

    subroutine acc2c_f_delete_finalize_async_len(data_arg, bytes, async_arg) &
        bind(C, name="acc2c_f_delete_finalize_async_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_delete_finalize_async_len
  end interface
  ! generic names (their specific procedures are private)
  interface acc_copyout
    procedure :: acc2c_f_copyout, acc_copyout_i4, acc_copyout_i8
  end interface acc_copyout
  interface acc_copyout_async
    procedure :: acc2c_f_copyout_async, acc_copyout_async_i4, acc_copyout_async_i8
  end interface acc_copyout_async
  interface acc_copyout_finalize
    procedure :: acc2c_f_copyout_finalize, acc_copyout_finalize_i4, &
        acc_copyout_finalize_i8
  end interface acc_copyout_finalize
  interface acc_copyout_finalize_async
    procedure :: acc2c_f_copyout_finalize_async, acc_copyout_finalize_async_i4, &
        acc_copyout_finalize_async_i8
  end interface acc_copyout_finalize_async
  interface acc_delete
    procedure :: acc2c_f_delete, acc_delete_i4, acc_delete_i8
  end interface acc_delete
  interface acc_delete_async
    procedure :: acc2c_f_delete_async, acc_delete_async_i4, acc_delete_async_i8
  end interface acc_delete_async
  interface acc_delete_finalize
    procedure :: acc2c_f_delete_finalize, acc_delete_finalize_i4, acc_delete_finalize_i8
  end interface acc_delete_finalize
  interface acc_delete_finalize_async
    procedure :: acc2c_f_delete_finalize_async, acc_delete_finalize_async_i4, &
        acc_delete_finalize_async_i8
  end interface acc_delete_finalize_async

  !--------------------------------------------------------------------------
  ! 3.2.20 acc_update_device, acc_update_self (forms as in 3.2.18)
  !--------------------------------------------------------------------------
  public :: acc_update_device, acc_update_device_async, acc_update_self, &
            acc_update_self_async
  interface
    subroutine acc2c_f_update_device(data_arg) bind(C, name="acc2c_f_update_device")
      import
      type(*), dimension(..) :: data_arg
    end subroutine acc2c_f_update_device

    subroutine acc2c_f_update_device_len(data_arg, bytes) &
        bind(C, name="acc2c_f_update_device_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
    end subroutine acc2c_f_update_device_len

    subroutine acc2c_f_update_device_async(data_arg, async_arg) &
        bind(C, name="acc2c_f_update_device_async")
      import
      type(*), dimension(..) :: data_arg
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_update_device_async

    subroutine acc2c_f_update_device_async_len(data_arg, bytes, async_arg) &
        bind(C, name="acc2c_f_update_device_async_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_update_device_async_len

    subroutine acc2c_f_update_self(data_arg) bind(C, name="acc2c_f_update_self")
      import
      type(*), dimension(..) :: data_arg
    end subroutine acc2c_f_update_self

    subroutine acc2c_f_update_self_len(data_arg, bytes) &
        bind(C, name="acc2c_f_update_self_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
    end subroutine acc2c_f_update_self_len

    subroutine acc2c_f_update_self_async(data_arg, async_arg) &
        bind(C, name="acc2c_f_update_self_async")
      import
      type(*), dimension(..) :: data_arg
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_update_self_async

    subroutine acc2c_f_update_self_async_len(data_arg, bytes, async_arg) &
        bind(C, name="acc2c_f_update_self_async_len")
      import
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_update_self_async_len
  end interface
  ! generic names (their specific procedures are private)
  interface acc_update_device
    procedure :: acc2c_f_update_device, acc_update_device_i4, acc_update_device_i8
  end interface acc_update_device
  interface acc_update_device_async
    procedure :: acc2c_f_update_device_async, acc_update_device_async_i4, &
        acc_update_device_async_i8
  end interface acc_update_device_async
  interface acc_update_self
    procedure :: acc2c_f_update_self, acc_update_self_i4, acc_update_self_i8
  end interface acc_update_self
  interface acc_update_self_async
    procedure :: acc2c_f_update_self_async, acc_update_self_async_i4, &
        acc_update_self_async_i8
  end interface acc_update_self_async

  !--------------------------------------------------------------------------
  ! 3.2.21 acc_map_data
  !--------------------------------------------------------------------------
  public :: acc_map_data
  interface
    subroutine acc2c_f_map_data(data_arg, data_dev, bytes) &
        bind(C, name="acc2c_f_map_data")
      import
      type(*), dimension(..) :: data_arg
      type(c_ptr), value :: data_dev
      integer(c_size_t), value :: bytes
    end subroutine acc2c_f_map_data
  end interface
  ! generic names (their specific procedures are private)
  interface acc_map_data
    procedure :: acc_map_data_i4, acc_map_data_i8
  end interface acc_map_data

  !--------------------------------------------------------------------------
  ! 3.2.22 acc_unmap_data
  !--------------------------------------------------------------------------
  public :: acc_unmap_data
  interface
    subroutine acc_unmap_data(data_arg) bind(C, name="acc2c_f_unmap_data")
      import
      type(*), dimension(..) :: data_arg
    end subroutine acc_unmap_data
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.23 acc_deviceptr
  !--------------------------------------------------------------------------
  public :: acc_deviceptr
  interface
    function acc_deviceptr(data_arg) bind(C, name="acc2c_f_deviceptr")
      import
      type(c_ptr) :: acc_deviceptr
      type(*), dimension(..) :: data_arg
    end function acc_deviceptr
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.24 acc_hostptr
  !--------------------------------------------------------------------------
  public :: acc_hostptr
  interface
    function acc_hostptr(data_dev) bind(C, name="acc2c_f_hostptr")
      import
      type(c_ptr) :: acc_hostptr
      type(c_ptr), value :: data_dev
    end function acc_hostptr
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.25 acc_is_present
  !--------------------------------------------------------------------------
  public :: acc_is_present
  interface
    function acc2c_f_is_present(data_arg) bind(C, name="acc2c_f_is_present")
      import
      integer(c_int) :: acc2c_f_is_present
      type(*), dimension(..) :: data_arg
    end function acc2c_f_is_present

    function acc2c_f_is_present_len(data_arg, bytes) &
        bind(C, name="acc2c_f_is_present_len")
      import
      integer(c_int) :: acc2c_f_is_present_len
      type(*), dimension(..) :: data_arg
      integer(c_size_t), value :: bytes
    end function acc2c_f_is_present_len
  end interface
  ! generic names (their specific procedures are private)
  interface acc_is_present
    procedure :: acc_is_present_nobytes, acc_is_present_i4, acc_is_present_i8
  end interface acc_is_present

  !--------------------------------------------------------------------------
  ! 3.2.26 acc_memcpy_to_device
  !--------------------------------------------------------------------------
  public :: acc_memcpy_to_device, acc_memcpy_to_device_async
  interface
    subroutine acc2c_f_memcpy_to_device(data_dev_dest, data_host_src, bytes) &
        bind(C, name="acc2c_f_memcpy_to_device")
      import
      type(c_ptr), value :: data_dev_dest
      type(*), dimension(..) :: data_host_src
      integer(c_size_t), value :: bytes
    end subroutine acc2c_f_memcpy_to_device

    subroutine acc2c_f_memcpy_to_device_async(data_dev_dest, data_host_src, bytes, &
        async_arg) &
        bind(C, name="acc2c_f_memcpy_to_device_async")
      import
      type(c_ptr), value :: data_dev_dest
      type(*), dimension(..) :: data_host_src
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_memcpy_to_device_async
  end interface
  ! generic names (their specific procedures are private)
  interface acc_memcpy_to_device
    procedure :: acc_memcpy_to_device_i4, acc_memcpy_to_device_i8
  end interface acc_memcpy_to_device
  interface acc_memcpy_to_device_async
    procedure :: acc_memcpy_to_device_async_i4, acc_memcpy_to_device_async_i8
  end interface acc_memcpy_to_device_async

  !--------------------------------------------------------------------------
  ! 3.2.27 acc_memcpy_from_device
  !--------------------------------------------------------------------------
  public :: acc_memcpy_from_device, acc_memcpy_from_device_async
  interface
    subroutine acc2c_f_memcpy_from_device(data_host_dest, data_dev_src, bytes) &
        bind(C, name="acc2c_f_memcpy_from_device")
      import
      type(*), dimension(..) :: data_host_dest
      type(c_ptr), value :: data_dev_src
      integer(c_size_t), value :: bytes
    end subroutine acc2c_f_memcpy_from_device

    subroutine acc2c_f_memcpy_from_device_async(data_host_dest, data_dev_src, bytes, &
        async_arg) &
        bind(C, name="acc2c_f_memcpy_from_device_async")
      import
      type(*), dimension(..) :: data_host_dest
      type(c_ptr), value :: data_dev_src
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_memcpy_from_device_async
  end interface
  ! generic names (their specific procedures are private)
  interface acc_memcpy_from_device
    procedure :: acc_memcpy_from_device_i4, acc_memcpy_from_device_i8
  end interface acc_memcpy_from_device
  interface acc_memcpy_from_device_async
    procedure :: acc_memcpy_from_device_async_i4, acc_memcpy_from_device_async_i8
  end interface acc_memcpy_from_device_async

  !--------------------------------------------------------------------------
  ! 3.2.28 acc_memcpy_device
  !--------------------------------------------------------------------------
  public :: acc_memcpy_device, acc_memcpy_device_async
  interface
    subroutine acc2c_f_memcpy_device(data_dev_dest, data_dev_src, bytes) &
        bind(C, name="acc2c_f_memcpy_device")
      import
      type(c_ptr), value :: data_dev_dest
      type(c_ptr), value :: data_dev_src
      integer(c_size_t), value :: bytes
    end subroutine acc2c_f_memcpy_device

    subroutine acc2c_f_memcpy_device_async(data_dev_dest, data_dev_src, bytes, &
        async_arg) &
        bind(C, name="acc2c_f_memcpy_device_async")
      import
      type(c_ptr), value :: data_dev_dest
      type(c_ptr), value :: data_dev_src
      integer(c_size_t), value :: bytes
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc2c_f_memcpy_device_async
  end interface
  ! generic names (their specific procedures are private)
  interface acc_memcpy_device
    procedure :: acc_memcpy_device_i4, acc_memcpy_device_i8
  end interface acc_memcpy_device
  interface acc_memcpy_device_async
    procedure :: acc_memcpy_device_async_i4, acc_memcpy_device_async_i8
  end interface acc_memcpy_device_async

  !--------------------------------------------------------------------------
  ! 3.2.29 acc_attach, acc_detach
  !   ptr_addr is type(*), dimension(..) as in the spec.  Fortran passes the
  !   *target* of a POINTER/ALLOCATABLE actual argument, so the C side receives
  !   a descriptor of the pointer's target, not the pointer itself (README.md).
  !--------------------------------------------------------------------------
  public :: acc_attach, acc_attach_async, acc_detach, acc_detach_async, &
            acc_detach_finalize, acc_detach_finalize_async
  interface
    subroutine acc_attach(ptr_addr) bind(C, name="acc2c_f_attach")
      import
      type(*), dimension(..) :: ptr_addr
    end subroutine acc_attach

    subroutine acc_attach_async(ptr_addr, async_arg) &
        bind(C, name="acc2c_f_attach_async")
      import
      type(*), dimension(..) :: ptr_addr
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc_attach_async

    subroutine acc_detach(ptr_addr) bind(C, name="acc2c_f_detach")
      import
      type(*), dimension(..) :: ptr_addr
    end subroutine acc_detach

    subroutine acc_detach_async(ptr_addr, async_arg) &
        bind(C, name="acc2c_f_detach_async")
      import
      type(*), dimension(..) :: ptr_addr
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc_detach_async

    subroutine acc_detach_finalize(ptr_addr) bind(C, name="acc2c_f_detach_finalize")
      import
      type(*), dimension(..) :: ptr_addr
    end subroutine acc_detach_finalize

    subroutine acc_detach_finalize_async(ptr_addr, async_arg) &
        bind(C, name="acc2c_f_detach_finalize_async")
      import
      type(*), dimension(..) :: ptr_addr
      integer(acc_handle_kind), value :: async_arg
    end subroutine acc_detach_finalize_async
  end interface

  !--------------------------------------------------------------------------
  ! 3.2.30 acc_memcpy_d2d
  !--------------------------------------------------------------------------
  public :: acc_memcpy_d2d, acc_memcpy_d2d_async
  interface
    subroutine acc2c_f_memcpy_d2d(data_arg_dest, data_arg_src, bytes, dev_num_dest, &
        dev_num_src) &
        bind(C, name="acc2c_f_memcpy_d2d")
      import
      type(*), dimension(..) :: data_arg_dest
      type(*), dimension(..) :: data_arg_src
      integer(c_size_t), value :: bytes
      integer(c_int), value :: dev_num_dest
      integer(c_int), value :: dev_num_src
    end subroutine acc2c_f_memcpy_d2d

    subroutine acc2c_f_memcpy_d2d_async(data_arg_dest, data_arg_src, bytes, &
        dev_num_dest, dev_num_src, async_arg_src) &
        bind(C, name="acc2c_f_memcpy_d2d_async")
      import
      type(*), dimension(..) :: data_arg_dest
      type(*), dimension(..) :: data_arg_src
      integer(c_size_t), value :: bytes
      integer(c_int), value :: dev_num_dest
      integer(c_int), value :: dev_num_src
      integer(acc_handle_kind), value :: async_arg_src
    end subroutine acc2c_f_memcpy_d2d_async
  end interface
  ! generic names (their specific procedures are private)
  interface acc_memcpy_d2d
    procedure :: acc_memcpy_d2d_i4, acc_memcpy_d2d_i8
  end interface acc_memcpy_d2d
  interface acc_memcpy_d2d_async
    procedure :: acc_memcpy_d2d_async_i4, acc_memcpy_d2d_async_i8
  end interface acc_memcpy_d2d_async

  !--------------------------------------------------------------------------
  ! libc strlen, used by acc_get_property_string (private)
  !--------------------------------------------------------------------------
  interface
    function acc2c_strlen(s) bind(C, name="strlen")
      import
      integer(c_size_t) :: acc2c_strlen
      type(c_ptr), value :: s
    end function acc2c_strlen
  end interface

contains

  !==========================================================================
  ! Module procedures: LOGICAL conversion, byte-count kinds, string output.
  ! These are the only executable statements in the module; each one just
  ! forwards to a BIND(C) entry point declared above.
  !==========================================================================

  subroutine acc_get_property_string(dev_num, dev_type, property, string)
    integer(c_int), intent(in) :: dev_num
    integer(acc_device_kind), intent(in) :: dev_type
    integer(acc_device_property_kind), intent(in) :: property
    character(len=*), intent(out) :: string
    type(c_ptr) :: cstr
    character(kind=c_char), pointer :: chars(:)
    integer(c_size_t) :: n
    integer :: i
    string = ' '
    cstr = acc2c_f_get_property_string(dev_num, dev_type, property)
    if (.not. c_associated(cstr)) return
    n = min(acc2c_strlen(cstr), int(len(string), c_size_t))
    if (n <= 0) return
    call c_f_pointer(cstr, chars, [n])
    do i = 1, int(n)
      string(i:i) = chars(i)
    end do
  end subroutine acc_get_property_string

  logical function acc_async_test(wait_arg)
    integer(acc_handle_kind), intent(in) :: wait_arg
    acc_async_test = acc2c_f_async_test(wait_arg) /= 0
  end function acc_async_test

  logical function acc_async_test_device(wait_arg, dev_num)
    integer(acc_handle_kind), intent(in) :: wait_arg
    integer(c_int), intent(in) :: dev_num
    acc_async_test_device = acc2c_f_async_test_device(wait_arg, dev_num) /= 0
  end function acc_async_test_device

  logical function acc_async_test_all()
    acc_async_test_all = acc2c_f_async_test_all() /= 0
  end function acc_async_test_all

  logical function acc_async_test_all_device(dev_num)
    integer(c_int), intent(in) :: dev_num
    acc_async_test_all_device = acc2c_f_async_test_all_device(dev_num) /= 0
  end function acc_async_test_all_device

  integer function acc_wait_any(count, wait_arg)
    integer(c_int), value :: count
    integer(acc_handle_kind), intent(in) :: wait_arg(count)
    acc_wait_any = acc2c_f_wait_any(count, wait_arg)
    ! C (0-based) index -> position in wait_arg (1-based); -1 stays -1
    if (acc_wait_any >= 0) acc_wait_any = acc_wait_any + 1
  end function acc_wait_any

  integer function acc_wait_any_device(count, wait_arg, dev_num)
    integer(c_int), value :: count
    integer(acc_handle_kind), intent(in) :: wait_arg(count)
    integer(c_int), intent(in) :: dev_num
    acc_wait_any_device = acc2c_f_wait_any_device(count, wait_arg, dev_num)
    ! C (0-based) index -> position in wait_arg (1-based); -1 stays -1
    if (acc_wait_any_device >= 0) acc_wait_any_device = acc_wait_any_device + 1
  end function acc_wait_any_device

  logical function acc_on_device(dev_type)
    integer(acc_device_kind), intent(in) :: dev_type
    acc_on_device = acc2c_f_on_device(dev_type) /= 0
  end function acc_on_device

  subroutine acc_copyin_i4(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    call acc2c_f_copyin_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_copyin_i4

  subroutine acc_copyin_i8(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    call acc2c_f_copyin_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_copyin_i8

  subroutine acc_copyin_async_i4(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_copyin_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_copyin_async_i4

  subroutine acc_copyin_async_i8(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_copyin_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_copyin_async_i8

  subroutine acc_create_i4(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    call acc2c_f_create_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_create_i4

  subroutine acc_create_i8(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    call acc2c_f_create_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_create_i8

  subroutine acc_create_async_i4(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_create_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_create_async_i4

  subroutine acc_create_async_i8(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_create_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_create_async_i8

  subroutine acc_copyout_i4(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    call acc2c_f_copyout_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_copyout_i4

  subroutine acc_copyout_i8(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    call acc2c_f_copyout_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_copyout_i8

  subroutine acc_copyout_async_i4(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_copyout_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_copyout_async_i4

  subroutine acc_copyout_async_i8(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_copyout_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_copyout_async_i8

  subroutine acc_copyout_finalize_i4(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    call acc2c_f_copyout_finalize_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_copyout_finalize_i4

  subroutine acc_copyout_finalize_i8(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    call acc2c_f_copyout_finalize_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_copyout_finalize_i8

  subroutine acc_copyout_finalize_async_i4(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_copyout_finalize_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_copyout_finalize_async_i4

  subroutine acc_copyout_finalize_async_i8(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_copyout_finalize_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_copyout_finalize_async_i8

  subroutine acc_delete_i4(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    call acc2c_f_delete_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_delete_i4

  subroutine acc_delete_i8(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    call acc2c_f_delete_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_delete_i8

  subroutine acc_delete_async_i4(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_delete_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_delete_async_i4

  subroutine acc_delete_async_i8(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_delete_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_delete_async_i8

  subroutine acc_delete_finalize_i4(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    call acc2c_f_delete_finalize_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_delete_finalize_i4

  subroutine acc_delete_finalize_i8(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    call acc2c_f_delete_finalize_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_delete_finalize_i8

  subroutine acc_delete_finalize_async_i4(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_delete_finalize_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_delete_finalize_async_i4

  subroutine acc_delete_finalize_async_i8(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_delete_finalize_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_delete_finalize_async_i8

  subroutine acc_update_device_i4(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    call acc2c_f_update_device_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_update_device_i4

  subroutine acc_update_device_i8(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    call acc2c_f_update_device_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_update_device_i8

  subroutine acc_update_device_async_i4(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_update_device_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_update_device_async_i4

  subroutine acc_update_device_async_i8(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_update_device_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_update_device_async_i8

  subroutine acc_update_self_i4(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    call acc2c_f_update_self_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_update_self_i4

  subroutine acc_update_self_i8(data_arg, bytes)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    call acc2c_f_update_self_len(data_arg, int(bytes, c_size_t))
  end subroutine acc_update_self_i8

  subroutine acc_update_self_async_i4(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_update_self_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_update_self_async_i4

  subroutine acc_update_self_async_i8(data_arg, bytes, async_arg)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_update_self_async_len(data_arg, int(bytes, c_size_t), async_arg)
  end subroutine acc_update_self_async_i8

  subroutine acc_map_data_i4(data_arg, data_dev, bytes)
    type(*), dimension(..) :: data_arg
    type(c_ptr), intent(in) :: data_dev
    integer(c_int32_t), intent(in) :: bytes
    call acc2c_f_map_data(data_arg, data_dev, int(bytes, c_size_t))
  end subroutine acc_map_data_i4

  subroutine acc_map_data_i8(data_arg, data_dev, bytes)
    type(*), dimension(..) :: data_arg
    type(c_ptr), intent(in) :: data_dev
    integer(c_int64_t), intent(in) :: bytes
    call acc2c_f_map_data(data_arg, data_dev, int(bytes, c_size_t))
  end subroutine acc_map_data_i8

  logical function acc_is_present_nobytes(data_arg)
    type(*), dimension(..) :: data_arg
    acc_is_present_nobytes = acc2c_f_is_present(data_arg) /= 0
  end function acc_is_present_nobytes

  function acc_is_present_i4(data_arg, bytes) result(is_present)
    type(*), dimension(..) :: data_arg
    integer(c_int32_t), intent(in) :: bytes
    logical :: is_present
    is_present = acc2c_f_is_present_len(data_arg, int(bytes, c_size_t)) /= 0
  end function acc_is_present_i4

  function acc_is_present_i8(data_arg, bytes) result(is_present)
    type(*), dimension(..) :: data_arg
    integer(c_int64_t), intent(in) :: bytes
    logical :: is_present
    is_present = acc2c_f_is_present_len(data_arg, int(bytes, c_size_t)) /= 0
  end function acc_is_present_i8

  subroutine acc_memcpy_to_device_i4(data_dev_dest, data_host_src, bytes)
    type(c_ptr), intent(in) :: data_dev_dest
    type(*), dimension(..) :: data_host_src
    integer(c_int32_t), intent(in) :: bytes
    call acc2c_f_memcpy_to_device(data_dev_dest, data_host_src, int(bytes, c_size_t))
  end subroutine acc_memcpy_to_device_i4

  subroutine acc_memcpy_to_device_i8(data_dev_dest, data_host_src, bytes)
    type(c_ptr), intent(in) :: data_dev_dest
    type(*), dimension(..) :: data_host_src
    integer(c_int64_t), intent(in) :: bytes
    call acc2c_f_memcpy_to_device(data_dev_dest, data_host_src, int(bytes, c_size_t))
  end subroutine acc_memcpy_to_device_i8

  subroutine acc_memcpy_to_device_async_i4(data_dev_dest, data_host_src, bytes, &
      async_arg)
    type(c_ptr), intent(in) :: data_dev_dest
    type(*), dimension(..) :: data_host_src
    integer(c_int32_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_memcpy_to_device_async(data_dev_dest, data_host_src, int(bytes, &
        c_size_t), async_arg)
  end subroutine acc_memcpy_to_device_async_i4

  subroutine acc_memcpy_to_device_async_i8(data_dev_dest, data_host_src, bytes, &
      async_arg)
    type(c_ptr), intent(in) :: data_dev_dest
    type(*), dimension(..) :: data_host_src
    integer(c_int64_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_memcpy_to_device_async(data_dev_dest, data_host_src, int(bytes, &
        c_size_t), async_arg)
  end subroutine acc_memcpy_to_device_async_i8

  subroutine acc_memcpy_from_device_i4(data_host_dest, data_dev_src, bytes)
    type(*), dimension(..) :: data_host_dest
    type(c_ptr), intent(in) :: data_dev_src
    integer(c_int32_t), intent(in) :: bytes
    call acc2c_f_memcpy_from_device(data_host_dest, data_dev_src, int(bytes, c_size_t))
  end subroutine acc_memcpy_from_device_i4

  subroutine acc_memcpy_from_device_i8(data_host_dest, data_dev_src, bytes)
    type(*), dimension(..) :: data_host_dest
    type(c_ptr), intent(in) :: data_dev_src
    integer(c_int64_t), intent(in) :: bytes
    call acc2c_f_memcpy_from_device(data_host_dest, data_dev_src, int(bytes, c_size_t))
  end subroutine acc_memcpy_from_device_i8

  subroutine acc_memcpy_from_device_async_i4(data_host_dest, data_dev_src, bytes, &
      async_arg)
    type(*), dimension(..) :: data_host_dest
    type(c_ptr), intent(in) :: data_dev_src
    integer(c_int32_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_memcpy_from_device_async(data_host_dest, data_dev_src, int(bytes, &
        c_size_t), async_arg)
  end subroutine acc_memcpy_from_device_async_i4

  subroutine acc_memcpy_from_device_async_i8(data_host_dest, data_dev_src, bytes, &
      async_arg)
    type(*), dimension(..) :: data_host_dest
    type(c_ptr), intent(in) :: data_dev_src
    integer(c_int64_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_memcpy_from_device_async(data_host_dest, data_dev_src, int(bytes, &
        c_size_t), async_arg)
  end subroutine acc_memcpy_from_device_async_i8

  subroutine acc_memcpy_device_i4(data_dev_dest, data_dev_src, bytes)
    type(c_ptr), intent(in) :: data_dev_dest
    type(c_ptr), intent(in) :: data_dev_src
    integer(c_int32_t), intent(in) :: bytes
    call acc2c_f_memcpy_device(data_dev_dest, data_dev_src, int(bytes, c_size_t))
  end subroutine acc_memcpy_device_i4

  subroutine acc_memcpy_device_i8(data_dev_dest, data_dev_src, bytes)
    type(c_ptr), intent(in) :: data_dev_dest
    type(c_ptr), intent(in) :: data_dev_src
    integer(c_int64_t), intent(in) :: bytes
    call acc2c_f_memcpy_device(data_dev_dest, data_dev_src, int(bytes, c_size_t))
  end subroutine acc_memcpy_device_i8

  subroutine acc_memcpy_device_async_i4(data_dev_dest, data_dev_src, bytes, async_arg)
    type(c_ptr), intent(in) :: data_dev_dest
    type(c_ptr), intent(in) :: data_dev_src
    integer(c_int32_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_memcpy_device_async(data_dev_dest, data_dev_src, int(bytes, &
        c_size_t), async_arg)
  end subroutine acc_memcpy_device_async_i4

  subroutine acc_memcpy_device_async_i8(data_dev_dest, data_dev_src, bytes, async_arg)
    type(c_ptr), intent(in) :: data_dev_dest
    type(c_ptr), intent(in) :: data_dev_src
    integer(c_int64_t), intent(in) :: bytes
    integer(acc_handle_kind), intent(in) :: async_arg
    call acc2c_f_memcpy_device_async(data_dev_dest, data_dev_src, int(bytes, &
        c_size_t), async_arg)
  end subroutine acc_memcpy_device_async_i8

  subroutine acc_memcpy_d2d_i4(data_arg_dest, data_arg_src, bytes, dev_num_dest, &
      dev_num_src)
    type(*), dimension(..) :: data_arg_dest
    type(*), dimension(..) :: data_arg_src
    integer(c_int32_t), intent(in) :: bytes
    integer(c_int), intent(in) :: dev_num_dest
    integer(c_int), intent(in) :: dev_num_src
    call acc2c_f_memcpy_d2d(data_arg_dest, data_arg_src, int(bytes, c_size_t), &
        dev_num_dest, dev_num_src)
  end subroutine acc_memcpy_d2d_i4

  subroutine acc_memcpy_d2d_i8(data_arg_dest, data_arg_src, bytes, dev_num_dest, &
      dev_num_src)
    type(*), dimension(..) :: data_arg_dest
    type(*), dimension(..) :: data_arg_src
    integer(c_int64_t), intent(in) :: bytes
    integer(c_int), intent(in) :: dev_num_dest
    integer(c_int), intent(in) :: dev_num_src
    call acc2c_f_memcpy_d2d(data_arg_dest, data_arg_src, int(bytes, c_size_t), &
        dev_num_dest, dev_num_src)
  end subroutine acc_memcpy_d2d_i8

  subroutine acc_memcpy_d2d_async_i4(data_arg_dest, data_arg_src, bytes, &
      dev_num_dest, dev_num_src, async_arg_src)
    type(*), dimension(..) :: data_arg_dest
    type(*), dimension(..) :: data_arg_src
    integer(c_int32_t), intent(in) :: bytes
    integer(c_int), intent(in) :: dev_num_dest
    integer(c_int), intent(in) :: dev_num_src
    integer(acc_handle_kind), intent(in) :: async_arg_src
    call acc2c_f_memcpy_d2d_async(data_arg_dest, data_arg_src, int(bytes, c_size_t), &
        dev_num_dest, dev_num_src, async_arg_src)
  end subroutine acc_memcpy_d2d_async_i4

  subroutine acc_memcpy_d2d_async_i8(data_arg_dest, data_arg_src, bytes, &
      dev_num_dest, dev_num_src, async_arg_src)
    type(*), dimension(..) :: data_arg_dest
    type(*), dimension(..) :: data_arg_src
    integer(c_int64_t), intent(in) :: bytes
    integer(c_int), intent(in) :: dev_num_dest
    integer(c_int), intent(in) :: dev_num_src
    integer(acc_handle_kind), intent(in) :: async_arg_src
    call acc2c_f_memcpy_d2d_async(data_arg_dest, data_arg_src, int(bytes, c_size_t), &
        dev_num_dest, dev_num_src, async_arg_src)
  end subroutine acc_memcpy_d2d_async_i8

end module openacc

! accel_lib: the name PGI's compilers gave the OpenACC runtime's module
! before OpenACC named it openacc; NVIDIA's compilers still accept it, and
! older code uses it (for acc_get_free_memory, say). The same module.
module accel_lib
  use openacc
end module accel_lib
