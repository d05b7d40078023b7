! A real-compiler check of the gfortran descriptor layout that the runtime
! assumes (ACC2C_SLOT_GFORTRAN, runtime_shim/src/PointerSlotLayout.h) and of
! attach/detach of descriptors (OpenACC 2.6.4, 2.7.2; docs/descriptors.md).
!
! The C procedures (gfortran_descriptor_c.c) are reached through non-bind(C)
! explicit interfaces with POINTER / ALLOCATABLE array dummies, so gfortran
! passes them the address of its own descriptor: for d%p, the descriptor that
! lies inside d. They call acc2c_attach/acc2c_detach on it and read its device
! copy. Prints PASS/FAIL lines; exits non-zero when any check fails.
module gfd_types
  implicit none
  type ty1
    integer :: n = 0
    real, pointer :: p(:,:) => null()
    real :: x = 0
  end type ty1
  type ty2
    integer :: n = 0
    real, allocatable :: a(:,:)
  end type ty2
end module gfd_types

module gfd_check
  implicit none
  integer :: failures = 0
contains
  subroutine check(ok, what)
    logical, intent(in) :: ok
    character(*), intent(in) :: what
    if (ok) then
      print '(a,a)', 'PASS: ', what
    else
      print '(a,a)', 'FAIL: ', what
      failures = failures + 1
    end if
  end subroutine check
end module gfd_check

module gfd_c
  use iso_c_binding, only: c_int, c_intptr_t
  implicit none
  ! Non-bind(C) on purpose: gfortran passes the descriptor's address.
  interface
    subroutine c_attach_ptr(p)
      real, pointer :: p(:,:)
    end subroutine c_attach_ptr
    subroutine c_detach_ptr(p)
      real, pointer :: p(:,:)
    end subroutine c_detach_ptr
    subroutine c_detach_finalize_ptr(p)
      real, pointer :: p(:,:)
    end subroutine c_detach_finalize_ptr
    subroutine c_host_info_ptr(p, info)
      import :: c_intptr_t
      real, pointer :: p(:,:)
      integer(c_intptr_t) :: info(*)
    end subroutine c_host_info_ptr
    subroutine c_dev_info_ptr(p, info)
      import :: c_intptr_t
      real, pointer :: p(:,:)
      integer(c_intptr_t) :: info(*)
    end subroutine c_dev_info_ptr
    function c_dev_equals_host_ptr(p) result(r)
      import :: c_int
      real, pointer :: p(:,:)
      integer(c_int) :: r
    end function c_dev_equals_host_ptr
    function c_dev_aux_equals_host_ptr(p) result(r)
      import :: c_int
      real, pointer :: p(:,:)
      integer(c_int) :: r
    end function c_dev_aux_equals_host_ptr

    subroutine c_attach_alloc(a)
      real, allocatable :: a(:,:)
    end subroutine c_attach_alloc
    subroutine c_detach_alloc(a)
      real, allocatable :: a(:,:)
    end subroutine c_detach_alloc
    subroutine c_host_info_alloc(a, info)
      import :: c_intptr_t
      real, allocatable :: a(:,:)
      integer(c_intptr_t) :: info(*)
    end subroutine c_host_info_alloc
    subroutine c_dev_info_alloc(a, info)
      import :: c_intptr_t
      real, allocatable :: a(:,:)
      integer(c_intptr_t) :: info(*)
    end subroutine c_dev_info_alloc
    function c_dev_equals_host_alloc(a) result(r)
      import :: c_int
      real, allocatable :: a(:,:)
      integer(c_int) :: r
    end function c_dev_equals_host_alloc
    function c_dev_aux_equals_host_alloc(a) result(r)
      import :: c_int
      real, allocatable :: a(:,:)
      integer(c_int) :: r
    end function c_dev_aux_equals_host_alloc
  end interface
end module gfd_c

program gfortran_descriptor
  use iso_c_binding
  use openacc
  use gfd_types
  use gfd_check
  use gfd_c
  implicit none
  ! info: 1 base_addr, 2 offset, 3 elem_len, 4 rank, 5 type, 6 span,
  !       7/8/9 stride/lbound/ubound of dim 1, 10/11/12 of dim 2
  integer(c_intptr_t) :: info(12), dinfo(12)
  type(ty1), target :: d, e, w
  type(ty2), target :: dd
  real, pointer :: t1(:,:), t2(:,:)
  real :: buf(12)
  integer(c_intptr_t) :: host_t1, host_a
  integer :: i

  allocate(t1(2,3), t2(2,3))
  t1 = reshape([(real(i), i = 1, 6)], [2, 3])
  t2 = -t1
  host_t1 = addr(c_loc(t1(1,1)))

  ! ---- 1. the layout, as gfortran lays it out -----------------------------------
  d%p => t1
  call c_host_info_ptr(d%p, info)
  call check(info(1) == host_t1, 'layout: base_addr at byte 0')
  call check(info(3) == storage_size(t1) / 8, 'layout: elem_len at byte 16')
  call check(info(4) == 2, 'layout: rank at byte 28')
  call check(info(5) == 3, 'layout: type at byte 29 is BT_REAL')
  call check(info(7) == 1 .and. info(8) == lbound(d%p, 1) .and. info(9) == ubound(d%p, 1), &
             'layout: dim 1 {stride, lbound, ubound} at byte 40')
  call check(info(10) == size(d%p, 1) .and. info(11) == lbound(d%p, 2) .and. &
             info(12) == ubound(d%p, 2), 'layout: dim 2 {stride, lbound, ubound} at byte 64')
  d%p(10:, 10:) => d%p
  call c_host_info_ptr(d%p, info)
  call check(info(1) == host_t1 .and. info(8) == 10 .and. info(11) == 10 .and. &
             info(9) == 11 .and. info(12) == 12, 'layout: d%p(10:,10:) => d%p changes only bounds')

  ! ---- 2. docs/descriptors.md, "Attach and detach", the example ---------------------
  nullify(d%p)
  call acc_create(d)                       ! !$acc enter data create(d)
  d%p => t1
  call acc_copyin(d%p)                     ! !$acc enter data copyin(d%p) ...
  call c_attach_ptr(d%p)                   ! ... and its attach
  call check(addr(acc_deviceptr(t1)) /= 0 .and. addr(acc_deviceptr(t1)) /= host_t1, &
             'copyin(d%p) maps the target to separate device memory')
  call c_dev_info_ptr(d%p, dinfo)
  call check(dinfo(1) == addr(acc_deviceptr(t1)), 'attach: device base_addr = acc_deviceptr(t1)')
  call check(c_dev_aux_equals_host_ptr(d%p) == 1, 'attach: the rest of the descriptor is the host''s')
  call acc_memcpy_from_device(buf, ptr(dinfo(1)), 24)
  call check(all(buf(1:6) == [(real(i), i = 1, 6)]), 'attach: device base_addr holds the data')
  call acc_copyin(d%p)                     ! counter 2
  call c_attach_ptr(d%p)
  call acc_detach(d%p)                     ! counter 1
  call c_dev_info_ptr(d%p, dinfo)
  call check(dinfo(1) == addr(acc_deviceptr(t1)), 'first acc_detach(d%p): still attached')
  call acc_detach(d%p)                     ! counter 0: the host descriptor again
  call c_dev_info_ptr(d%p, dinfo)
  call check(dinfo(1) == host_t1, 'second acc_detach(d%p): device base_addr is the host address')
  call check(c_dev_equals_host_ptr(d%p) == 1, 'second acc_detach(d%p): whole descriptor restored')
  call acc_detach(d%p)                     ! never below 0: no action
  call c_attach_ptr(d%p)                   ! counter 1
  call c_dev_info_ptr(d%p, dinfo)
  call check(dinfo(1) == addr(acc_deviceptr(t1)), 're-attach after detach to 0')

  ! ---- 3. updates of d do not undo the attachment ------------------------------------
  d%n = 42
  call acc_update_device(d)
  call c_dev_info_ptr(d%p, dinfo)
  call check(dinfo(1) == addr(acc_deviceptr(t1)), 'update device(d) keeps the attached base_addr')
  call check(c_dev_aux_equals_host_ptr(d%p) == 1, 'update device(d) keeps the attached descriptor')
  d%n = 0
  call acc_update_self(d)
  call check(d%n == 42, 'update self(d) copies the other members')
  call check(associated(d%p, t1), 'update self(d): d%p still associated with t1')
  call check(addr(c_loc(d%p(1,1))) == host_t1, 'update self(d): host base_addr is the host address')
  call check(all(lbound(d%p) == [1, 1]) .and. all(ubound(d%p) == [2, 3]), &
             'update self(d): host bounds intact')

  ! ---- 4. docs/descriptors.md, "Moving targets": new lower bounds are a new target ------
  d%p(10:, 10:) => d%p
  call c_attach_ptr(d%p)                   ! new target: counter 1, not 2
  call c_dev_info_ptr(d%p, dinfo)
  call check(dinfo(1) == addr(acc_deviceptr(t1)) .and. dinfo(8) == 10 .and. dinfo(11) == 10, &
             'attach after d%p(10:,10:) => d%p sends the new lower bounds')
  call c_detach_ptr(d%p)                   ! counter 0 after one detach
  call check(c_dev_equals_host_ptr(d%p) == 1, &
             'one detach restores the host descriptor (the re-attach had set counter 1)')
  call acc_copyout(d)
  call check(.not. acc_is_present(d), 'copyout(d) unmaps d')
  call check(all(lbound(d%p) == [10, 10]) .and. addr(c_loc(d%p(10,10))) == host_t1, &
             'copyout(d) after detach: host d%p has lower bounds 10 and the host target')

  ! ---- 5. docs/descriptors.md: detach restores the whole descriptor (stale lower bounds) ----
  call acc_copyin(e)                       ! !$acc enter data copyin(e)
  e%p => t1
  call acc_copyin(e%p)                     ! !$acc enter data copyin(e%p)
  call c_attach_ptr(e%p)
  e%p(10:, 10:) => e%p
  call acc_detach(e%p)                     ! call acc_detach(e%p)
  call c_dev_info_ptr(e%p, dinfo)
  call check(dinfo(1) == host_t1 .and. dinfo(8) == 10 .and. dinfo(11) == 10, &
             'acc_detach: device descriptor has the host base_addr and the new lower bounds')
  call acc_copyout(e)                      ! !$acc exit data copyout(e)
  call check(all(lbound(e%p) == [10, 10]), 'print *, lbound(e%p) after copyout(e) gives 10 10')
  call check(addr(c_loc(e%p(10,10))) == host_t1, 'copyout(e): e%p still points at t1')

  ! ---- 6. docs/descriptors.md, "Pointer dummy arguments": the dummy is the member's descriptor
  call wrapper(w, w%p, t2)
  call acc_delete(w)

  ! ---- 7. an allocatable component -----------------------------------------------
  allocate(dd%a(3, 4))
  dd%a = reshape([(real(i), i = 1, 12)], [3, 4])
  host_a = addr(c_loc(dd%a(1,1)))
  call c_host_info_alloc(dd%a, info)
  call check(info(1) == host_a .and. info(3) == 4 .and. info(4) == 2, &
             'allocatable layout: base_addr, elem_len, rank')
  call check(info(7) == 1 .and. info(8) == 1 .and. info(9) == 3 .and. info(10) == 3 .and. &
             info(11) == 1 .and. info(12) == 4, 'allocatable layout: dims')
  call acc_copyin(dd)
  call acc_copyin(dd%a)
  call c_attach_alloc(dd%a)
  call c_dev_info_alloc(dd%a, dinfo)
  call check(dinfo(1) == addr(acc_deviceptr(dd%a)) .and. dinfo(1) /= host_a, &
             'allocatable attach: device base_addr = acc_deviceptr(dd%a)')
  call check(c_dev_aux_equals_host_alloc(dd%a) == 1, 'allocatable attach: rest of the descriptor')
  call acc_memcpy_from_device(buf, ptr(dinfo(1)), 48)
  call check(all(buf == [(real(i), i = 1, 12)]), 'allocatable attach: device base_addr holds the data')
  dd%n = 7
  call acc_update_device(dd)
  call c_dev_info_alloc(dd%a, dinfo)
  call check(dinfo(1) == addr(acc_deviceptr(dd%a)), 'update device(dd) keeps the attached dd%a')
  dd%n = 0
  call acc_update_self(dd)
  call check(dd%n == 7 .and. allocated(dd%a), 'update self(dd): members back, dd%a allocated')
  call check(addr(c_loc(dd%a(1,1))) == host_a .and. dd%a(3,4) == 12.0, &
             'update self(dd): dd%a is the host array')
  call c_detach_alloc(dd%a)
  call check(c_dev_equals_host_alloc(dd%a) == 1, 'allocatable detach: whole descriptor restored')
  call acc_delete(dd%a)
  call acc_delete(dd)

  if (failures > 0) then
    print '(a,i0,a)', 'FAIL: ', failures, ' check(s) failed'
    error stop 1
  end if
  print '(a)', 'PASS: all gfortran descriptor checks'

contains

  integer(c_intptr_t) function addr(p)
    type(c_ptr), intent(in) :: p
    addr = transfer(p, 0_c_intptr_t)
  end function addr

  type(c_ptr) function ptr(a)
    integer(c_intptr_t), intent(in) :: a
    ptr = transfer(a, c_null_ptr)
  end function ptr

  subroutine wrapper(dw, p, tt)
    type(ty1), target :: dw
    real, pointer :: p(:,:)
    real, pointer :: tt(:,:)
    integer(c_intptr_t) :: winfo(12)
    call acc_copyin(dw)                    ! !$acc enter data copyin(d)
    call acc_copyin(tt)                    ! !$acc enter data copyin(t1)
    p => tt
    call acc_copyin(p)                     ! !$acc enter data copyin(p) ...
    call c_attach_ptr(p)                   ! ... attaches the descriptor inside dw
    call c_dev_info_ptr(dw%p, winfo)
    call check(winfo(1) == addr(acc_deviceptr(tt)), &
               'pointer dummy: attach(p) attaches dw%p on the device')
    call check(c_dev_aux_equals_host_ptr(dw%p) == 1, 'pointer dummy: descriptor copied')
    call c_detach_finalize_ptr(p)
    call check(c_dev_equals_host_ptr(dw%p) == 1, 'pointer dummy: detach finalize restores dw%p')
  end subroutine wrapper

end program gfortran_descriptor
