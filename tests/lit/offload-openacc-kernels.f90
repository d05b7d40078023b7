! RUN: rm -rf %t.mod %t.kernels.f90 && mkdir -p %t.mod
! RUN: %acc2c --emit=source --offload=nvptx-none --device-kernels=openacc --kernels-output=%t.kernels.f90 %s -J %t.mod | FileCheck %s
! RUN: FileCheck --check-prefix=KERNEL %s < %t.kernels.f90
! RUN: FileCheck --check-prefix=ROUTINES %s < %t.kernels.f90
! RUN: %acc2c --emit=source --offload=nvptx-none --device-kernels=openacc --kernels-output=%t.kernels.f90 %s -J %t.mod 2>&1 >/dev/null | FileCheck --check-prefix=WARN %s
! RUN: not %acc2c --emit=source --offload=nvptx-none --device-kernels=openacc %s -J %t.mod 2>&1 | FileCheck --check-prefix=NO-FILE %s
! RUN: not %acc2c --emit=source --offload=nvptx-none --device-kernels=openacc --kernels-output=%t.refused.f90 %s -J %t.mod -DREFUSED 2>&1 | FileCheck --check-prefix=REFUSED %s
!
! Fortran's OpenACC device kernels (docs/gpu.md, "OpenACC kernels"): the
! kernel is an external subroutine of a file of its own, with the region
! procedure's dummies, the named constants its body reads as constants of
! its own, and gfortran's `parallel loop` on arrays found present after an
! identity mapping in libgomp's table. The region procedure calls it (an
! interface block: some dummies are VALUE) where the region runs on the GPU,
! and otherwise runs the loop on host threads.
! NO-FILE: error: --device-kernels=openacc for Fortran needs --kernels-output
subroutine relax(a, b, err)
  implicit none
  integer, parameter :: n = 64
  real(8) :: a(n, n), b(n, n), err
  integer :: i, j
! CHECK:      subroutine acc2c_region_[[#@LINE+36]](
! CHECK:        interface
! CHECK-NEXT:     subroutine [[NAME:acc2c_kernel_[0-9a-f]+_]][[#@LINE+34]](
! CHECK-NEXT:       {{^ *}}acc2c_b_ub1, acc2c_b_lb2, acc2c_b_ub2, acc2c_err_data)
! CHECK-NEXT:       use acc2c_runtime
! CHECK-NEXT:       implicit none
! CHECK:          end subroutine
! CHECK-NEXT:   end interface
! CHECK-NEXT:   if (acc2c_kernel_launch(acc2c_region_device) /= 0) then
! CHECK-NEXT:     call acc2c_kernel_map(acc2c_addr_array(a), 8_acc2c_size * size(a, kind=acc2c_size))
! CHECK-NEXT:     call acc2c_kernel_map(acc2c_addr_array(b), 8_acc2c_size * size(b, kind=acc2c_size))
! CHECK-NEXT:     call [[NAME]][[#@LINE+25]](a,
! CHECK:          call acc2c_kernel_unmap(acc2c_addr_array(a),
! CHECK-NEXT:     call acc2c_kernel_unmap(acc2c_addr_array(b),
! CHECK-NEXT:     return
! CHECK-NEXT:   end if
! CHECK:      !$omp parallel do simd default(firstprivate) shared(a, b) private(i, j) reduction(max:err)
! KERNEL:      ! acc2c: the OpenACC kernels of
! KERNEL:      subroutine [[NAME:acc2c_kernel_[0-9a-f]+_]][[#@LINE+18]](a,
! KERNEL:        use acc2c_runtime
! KERNEL-NEXT:   implicit none
! KERNEL:        real(8) :: a(acc2c_a_lb1:acc2c_a_ub1, acc2c_a_lb2:acc2c_a_ub2)
! KERNEL:        real(8) :: err, acc2c_err_dv
! KERNEL-NEXT:   integer(4), parameter :: n = 64_4
! KERNEL-NEXT:   call acc2c_kernel_load(acc2c_addr(acc2c_err_dv), acc2c_addr(acc2c_err_data), 8_acc2c_size)
! KERNEL-NEXT:   err = acc2c_err_dv
! KERNEL-NEXT: !$acc parallel present(a, b) copy(err)
! KERNEL-NEXT: !$acc loop gang vector private(i, j) collapse(2) reduction(max:err)
! KERNEL-NEXT: # [[#@LINE+9]] "
! KERNEL-NEXT: {{^ *}}do j = 2, n - 1
! KERNEL:      {{^}}!$acc end parallel
! KERNEL-NEXT: acc2c_err_dv = err
! KERNEL-NEXT: call acc2c_kernel_store(acc2c_addr(acc2c_err_data), acc2c_addr(acc2c_err_dv), 8_acc2c_size)
! KERNEL-NEXT: end subroutine [[NAME]][[#@LINE+3]]
  err = 0
  !$acc data copy(a) copyin(b)
  !$acc parallel loop collapse(2) reduction(max:err)
  do j = 2, n - 1
    do i = 2, n - 1
      a(i, j) = 0.25d0 * (b(i - 1, j) + b(i + 1, j) + b(i, j - 1) + b(i, j + 1))
      err = max(err, abs(a(i, j) - b(i, j)))
    end do
  end do
  !$acc end data
end subroutine

! A region of several statements is one gang: the whole body in gfortran's
! `parallel num_gangs(1)`, its parallel loop the gang's workers and vectors
! (in the kernels' file only: the region procedure keeps the host threads'
! loop).
subroutine gang(n, a, s)
  implicit none
  integer :: n, i
  real(8) :: a(n), s
! CHECK:      subroutine acc2c_region_[[#@LINE+13]](
! CHECK:      !$omp parallel do simd default(firstprivate) shared(a) private(i) reduction(+:s)
! KERNEL:      subroutine {{acc2c_kernel_[0-9a-f]+_}}[[#@LINE+11]](
! KERNEL:      !$acc parallel num_gangs(1) present(a, s)
! KERNEL-NEXT: # [[#@LINE+10]] "
! KERNEL-NEXT: {{^ *}}a(1) = 0
! KERNEL-NEXT: {{^ *}}! !$acc loop reduction(+:s)
! KERNEL-NEXT: !$acc loop worker vector private(i) reduction(+:s)
! KERNEL-NEXT: # [[#@LINE+8]] "
! KERNEL-NEXT: {{^ *}}do i = 1, n
! KERNEL:      !$acc end parallel
! KERNEL-NEXT: end subroutine
  s = 0
  !$acc parallel copy(a, s)
  a(1) = 0
  !$acc loop reduction(+:s)
  do i = 1, n
    s = s + a(i)
  end do
  !$acc end parallel
end subroutine

! A `kernels` construct around one loop construct is a teams kernel too: the
! loop's directive becomes the kernel's in the kernels' file.
subroutine scale(n, a)
  implicit none
  integer :: n, i
  real(8) :: a(n)
! CHECK:      subroutine acc2c_region_[[#@LINE+8]](
! CHECK:      !$omp parallel do default(firstprivate) shared(a) private(i)
! KERNEL:      subroutine {{acc2c_kernel_[0-9a-f]+_}}[[#@LINE+6]](
! KERNEL:      {{^ *}}! !$acc loop independent
! KERNEL-NEXT: !$acc parallel present(a)
! KERNEL-NEXT: !$acc loop gang vector private(i)
! KERNEL-NEXT: # [[#@LINE+4]] "
! KERNEL-NEXT: {{^ *}}do i = 1, n
  !$acc kernels copy(a)
  !$acc loop independent
  do i = 1, n
    a(i) = 2 * a(i)
  end do
  !$acc end kernels
end subroutine

! An atomic construct in a kernel is gfortran's OpenACC atomic of the same
! form there, OpenMP's on the host threads.
subroutine histogram(n, bins)
  implicit none
  integer :: n, i, bins(4)
! CHECK:      {{^}}!$omp atomic update
! KERNEL:      !$acc parallel present(bins)
! KERNEL-NEXT: !$acc loop gang vector private(i)
! KERNEL:      {{^ *}}! !$acc atomic update
! KERNEL-NEXT: !$acc atomic update
  !$acc parallel loop copy(bins)
  do i = 1, n
    !$acc atomic update
    bins(mod(i, 4) + 1) = bins(mod(i, 4) + 1) + 1
  end do
end subroutine

! Data of a derived type a module defines: the kernel, and the interface
! block that declares it, use the type from its module.
module cells
  implicit none
  type cell
    real(8) :: v
  end type
end module

subroutine update(n, c)
  use cells
  implicit none
  integer :: n, i
  type(cell) :: c(n)
! CHECK:      subroutine acc2c_region_[[#@LINE+10]](n, c,
! CHECK:      interface
! CHECK-NEXT:   subroutine {{acc2c_kernel_[0-9a-f]+_}}[[#@LINE+8]](n, c,
! CHECK-NEXT:     use acc2c_runtime
! CHECK-NEXT:     use cells, only: cell
! KERNEL:      subroutine {{acc2c_kernel_[0-9a-f]+_}}[[#@LINE+5]](n, c,
! KERNEL-NEXT:   use acc2c_runtime
! KERNEL-NEXT:   use cells, only: cell
! KERNEL-NEXT:   implicit none
! KERNEL:        type(cell) :: c(acc2c_c_lb1:acc2c_c_ub1)
  !$acc parallel loop copy(c)
  do i = 1, n
    c(i)%v = 2 * c(i)%v
  end do
end subroutine

! Data of derived types the unit defines: the interface block imports
! them from its host; the kernel, outside the unit, defines copies with
! the same components in the same order (DerivedTypeDefinition.h), each
! after the types it needs, a module's type from its module.
subroutine shift(n, p)
  use cells
  implicit none
  integer, parameter :: m = 3
  type point
    real(8) :: x(0:m) = 1
    character(len=4) :: tag
  end type
  type, extends(point) :: particle
    type(cell) :: c
    real(8), allocatable :: w(:)
    integer, pointer :: link => null()
  end type
  integer :: n, i
  type(particle) :: p
! CHECK:      subroutine {{acc2c_kernel_[0-9a-f]+_}}[[#@LINE+18]](p)
! CHECK-NEXT:   use acc2c_runtime
! CHECK-NEXT:   import :: particle
! CHECK-NEXT:   implicit none
! CHECK-NEXT:   type(particle) :: p
! KERNEL:      subroutine {{acc2c_kernel_[0-9a-f]+_}}[[#@LINE+13]](p)
! KERNEL-NEXT:   use acc2c_runtime
! KERNEL-NEXT:   use cells, only: cell
! KERNEL-NEXT:   implicit none
! KERNEL-NEXT:   type :: point
! KERNEL-NEXT:     real(8) :: x(0:3) = [REAL(8)::1._8,1._8,1._8,1._8]
! KERNEL-NEXT:     character(4_4,1) :: tag
! KERNEL-NEXT:   end type point
! KERNEL-NEXT:   type, extends(point) :: particle
! KERNEL-NEXT:     type(cell) :: c
! KERNEL-NEXT:     real(8), allocatable :: w(:)
! KERNEL-NEXT:     integer(4), pointer :: link => null()
! KERNEL-NEXT:   end type particle
  !$acc parallel loop copy(p)
  do i = 0, m
    p%x(i) = p%x(i) + p%c%v
  end do
end subroutine

! A body's question where it runs gets the region's answer, a local of
! the kernel set before its loop (DeviceQuery.h).
subroutine where_run(init)
  use omp_lib
  implicit none
  integer :: i
  logical :: init(4)
! KERNEL:      logical :: acc2c_is_initial_device
! KERNEL-NEXT: acc2c_is_initial_device = acc2c_region_device == acc2c_region_host
! KERNEL:      {{^ *}}init(i) = acc2c_is_initial_device
  !$omp target teams distribute parallel do map(from: init)
  do i = 1, 4
    init(i) = omp_is_initial_device()
  end do
end subroutine

! A loop reducing an array runs sequentially in one gang, updating the
! array itself: gcc 12's OpenACC reduces scalars only.
subroutine binned(n, bins)
  implicit none
  integer :: n, i, bins(4)
! WARN: offload-openacc-kernels.f90:[[#@LINE+5]]:35: warning: the loop reducing 'bins' runs sequentially in its OpenACC device kernel
! KERNEL:      subroutine {{acc2c_kernel_[0-9a-f]+_}}[[#@LINE+4]](
! KERNEL:      !$acc parallel num_gangs(1) present(bins)
! KERNEL-NEXT: !$acc loop seq private(i)
! KERNEL-NOT:  reduction
  !$acc parallel loop reduction(+:bins)
  do i = 1, n
    bins(mod(i, 4) + 1) = bins(mod(i, 4) + 1) + 1
  end do
end subroutine

! acc_on_device(dev) reads the region's answers per device type, set from
! whether the body runs on a GPU, which the caller passes (DeviceQuery.h).
subroutine which_device(on)
  use openacc
  implicit none
  integer :: i
  logical :: on(4)
! KERNEL:      subroutine {{acc2c_kernel_[0-9a-f]+_}}[[#@LINE+10]](on, acc2c_on_lb1, acc2c_on_ub1, acc2c_on_gpu)
! KERNEL:        logical, value :: acc2c_on_gpu
! KERNEL:        logical :: acc2c_on_device_answer(acc2c_device_none:acc2c_device_radeon)
! KERNEL:        integer(4), parameter :: acc_device_not_host = 3_4
! KERNEL-NEXT:   acc2c_on_device_answer = .false.
! KERNEL-NEXT:   acc2c_on_device_answer(acc2c_device_not_host) = acc2c_on_gpu
! KERNEL-NEXT:   acc2c_on_device_answer(acc2c_device_nvidia) = acc2c_on_gpu
! KERNEL-NEXT:   acc2c_on_device_answer(acc2c_device_host) = .not. acc2c_on_gpu
! KERNEL:      {{^ *}}on(i) = acc2c_on_device_answer(acc_device_not_host)
! CHECK:       acc2c_on_gpu = acc2c_kernel_on_gpu(acc2c_region_device)
  !$acc parallel loop copyout(on)
  do i = 1, 4
    on(i) = acc_on_device(acc_device_not_host)
  end do
end subroutine

! A firstprivate scalar the loop reads, then assigns: private to each
! iteration, which starts from the value the loop began with (the kernel's
! copy of it), as each host thread's copy starts from the region's. (One
! each iteration sets before reading it is private: nothing to copy.)
subroutine temporaries(n, a)
  implicit none
  integer :: n, i
  real(8) :: a(n), t
! KERNEL:      subroutine {{acc2c_kernel_[0-9a-f]+_}}[[#@LINE+10]](
! KERNEL:        real(8) :: acc2c_fp_t
! KERNEL-NEXT:   acc2c_fp_t = t
! KERNEL-NEXT: !$acc parallel present(a)
! KERNEL-NEXT: !$acc loop gang vector private(i, t)
! KERNEL-NEXT: # [[#@LINE+6]] "
! KERNEL-NEXT: {{^ *}}do i = 1, n
! KERNEL-NEXT: {{^ *}}t = acc2c_fp_t
! KERNEL-NEXT: # [[#@LINE+4]] "
  t = 1
  !$acc parallel loop copy(a)
  do i = 1, n
    a(i) = a(i) + t
    t = 2 * a(i)
  end do
end subroutine

! A region in an internal procedure stays in place for the host threads
! (it cannot move into a procedure of its own); its kernel takes what a
! region procedure would, called from the region's BLOCK with the values
! the BLOCK gives the region.
subroutine outer(n, a)
  implicit none
  integer :: n
  real(8) :: a(n)
  call inner()
contains
  subroutine inner()
    integer :: i
! CHECK:      {{^ *}}subroutine inner()
! CHECK:      {{^ *}}if (acc2c_kernel_launch(acc2c_region_device) /= 0) then
! CHECK-NEXT: {{^ *}}block
! CHECK-NEXT: {{^ *}}interface
! CHECK-NEXT: {{^ *}}subroutine [[INNER:acc2c_kernel_[0-9a-f]+_]][[#@LINE+14]](
! CHECK:      {{^ *}}call acc2c_kernel_map(acc2c_addr_array(acc2c_a),
! CHECK-NEXT: {{^ *}}call [[INNER]][[#@LINE+12]](
! CHECK-NEXT: {{^ *}}call acc2c_kernel_unmap(acc2c_addr_array(acc2c_a),
! CHECK-NEXT: {{^ *}}end block
! CHECK-NEXT: {{^ *}}else
! CHECK-NEXT: {{^ *}}block
! CHECK:      {{^}}!$omp parallel do
! CHECK:      {{^ *}}end block
! CHECK-NEXT: {{^ *}}end if
! KERNEL:      subroutine {{acc2c_kernel_[0-9a-f]+_}}[[#@LINE+4]](
! KERNEL:      {{^}}!$acc parallel present(a)
! KERNEL-NEXT: {{^}}!$acc loop gang vector private(i)
! KERNEL:      {{^}}!$acc end parallel
    !$acc parallel loop copy(a)
    do i = 1, n
      a(i) = a(i) + 1
    end do
  end subroutine
end subroutine

! A private array of constant shape: each thread's own in the kernel, and
! created by the construct (named nowhere else, it would be copied in and
! out).
subroutine scratch(n, a)
  implicit none
  integer :: n, i
  real(8) :: a(n), w(2)
! KERNEL:      subroutine {{acc2c_kernel_[0-9a-f]+_}}[[#@LINE+4]](
! KERNEL:        real(8) :: w(1:2)
! KERNEL:      {{^}}!$acc parallel create(w) present(a)
! KERNEL-NEXT: {{^}}!$acc loop gang vector private(i, w)
  !$acc parallel loop private(w) copy(a)
  do i = 1, n
    w(1) = a(i)
    w(2) = 2 * a(i)
    a(i) = w(1) + w(2)
  end do
end subroutine

! Routines: each has a device copy, its lines again in a module of the
! kernels' file (a module's routines in acc2c_device_<module>, others in
! the file's acc2c_routines_<hash>), which the kernels calling it use. A
! procedure of this file without a routine directive that a region calls
! (twice) is an implicit routine (2.15.1): its copy gets the directive at
! the end of its specification part.
module shapes
  implicit none
  real(8), parameter :: half = 0.5d0
contains
  real(8) function area(w, h)
    !$acc routine seq
    real(8), intent(in) :: w, h
    area = half * w * h
  end function
end module
! ROUTINES:      {{^}}module acc2c_device_shapes
! ROUTINES-NEXT: {{^}}  real(8), parameter :: half = 5.e-1_8
! ROUTINES-NEXT: {{^}}contains
! ROUTINES:      {{^ *}}real(8) function area(w, h)
! ROUTINES-NEXT: {{^ *}}! !$acc routine seq
! ROUTINES-NEXT: {{^}}!$acc routine seq
! ROUTINES:      {{^}}end module acc2c_device_shapes
! ROUTINES:      {{^}}module acc2c_routines_{{[0-9a-f]+$}}
! ROUTINES:      {{^ *}}real(8) function twice(x)
! ROUTINES-NEXT: {{^ *}}real(8), intent(in) :: x
! ROUTINES-NEXT: {{^}}!$acc routine seq
! ROUTINES:      {{^ *}}twice = 2 * x
! ROUTINES:      {{^}}end module acc2c_routines_
! ROUTINES:      subroutine {{acc2c_kernel_[0-9a-f]+_}}[[#@LINE+9]](
! ROUTINES-NEXT: {{^ *}}use acc2c_routines_{{[0-9a-f]+}}, only: twice
! ROUTINES-NEXT: {{^ *}}use acc2c_device_shapes, only: area
subroutine triangles(n, a)
  use shapes
  implicit none
  integer :: n, i
  real(8) :: a(n)
! CHECK:      subroutine acc2c_region_[[#@LINE+1]](
  !$acc parallel loop copy(a)
  do i = 1, n
    a(i) = twice(area(a(i), 2d0))
  end do
contains
  real(8) function twice(x)
    real(8), intent(in) :: x
    twice = 2 * x
  end function
end subroutine

#ifdef REFUSED
! Not yet: a routine calling a procedure that is no routine, a routine
! using data from outside it, data of a derived type that no module
! defines with a component no copy of the type can have.
subroutine refused(n, a)
  implicit none
  integer :: n, i
  real(8) :: a(n)
  type point
    real(8) :: x
    procedure(plain), pointer, nopass :: f
  end type
  type(point) :: p
! A body doing input/output stays on the host, as with OpenMP kernels.
! REFUSED: offload-openacc-kernels.f90:[[#@LINE+2]]:9: warning: the serial construct stays on the host, not a device kernel: its body does input/output
! REFUSED: offload-openacc-kernels.f90:[[#@LINE+2]]:3: note: the input/output statement
  !$acc serial copyin(a)
  print *, a(1)
  !$acc end serial
  !$acc parallel loop copy(a)
  do i = 1, n
    a(i) = plain(a(i)) + scaled(a(i))
  end do
! REFUSED: offload-openacc-kernels.f90:[[#@LINE+3]]:12: error: the derived type 'point', a type with the procedure pointer component 'f', in the 'parallel loop' construct: not yet with OpenACC device kernels for Fortran
  !$acc parallel loop copy(a) copyin(p)
  do i = 1, n
    a(i) = p%x
  end do
contains
  ! An implicit routine (2.15.1: a region calls it): its device copy may
  ! call routines only.
  real(8) function plain(x)
    real(8), intent(in) :: x
    real(8), external :: bias
! REFUSED: offload-openacc-kernels.f90:[[#@LINE+1]]:21: error: a call of 'bias', which has no routine directive, in routine 'plain' (implicit: a compute region or routine calls it): not yet with OpenACC device kernels for Fortran
    plain = 2 * x + bias()
  end function
  ! A routine's device copy has only its own data.
  real(8) function scaled(x)
    !$acc routine seq
    real(8), intent(in) :: x
! REFUSED: offload-openacc-kernels.f90:[[#@LINE+1]]:14: error: 'n', data from outside the procedure, in routine 'scaled': not yet with OpenACC device kernels for Fortran
    scaled = n * x
  end function
end subroutine
#endif
