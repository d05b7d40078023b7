! RUN: rm -rf %t.mod && mkdir -p %t.mod
! RUN: %acc2c --emit=source --offload=nvptx-none %s -J %t.mod 2>%t.err | FileCheck %s
! RUN: FileCheck --check-prefix=WARN %s < %t.err
! RUN: %acc2c --emit=source %s -J %t.mod | FileCheck --check-prefix=HOST %s
!
! Device kernels (docs/gpu.md): each region procedure also runs its body as
! an OpenMP target construct on the device addresses its dummies hold.
! - A region of one loop marked parallel (a combined construct, or a body
!   that is one loop construct): `target` around the loop, which becomes
!   `teams distribute parallel do simd` over the whole collapsed nest; a scalar
!   it reduces or keeps crosses on the host, through the shim.
! - Any other region: `target` around the whole body; its if clause
!   decides with the region's (acc2c_on_device, passed in).
! - A body that does input/output stays on the host (gfortran's device
!   library has none): a warning, and an error stop where its data is a GPU's.
! - A body that stays in place (an internal procedure's region) is a kernel
!   too, its pointers onto device memory named in has_device_addr.
! Without --offload nothing of this appears.
! HOST-NOT: {{^!\$omp target}}
! HOST-NOT: {{^[^!]*acc2c_kernel}}
! A module's declared variable is declare target (gfortran's device copy,
! which the shim adopts where kernels run on a GPU: routines read it there).
! CHECK: {{^}}!$omp declare target (coef)
! CHECK: {{^}}!$omp declare target (scaled)
! CHECK:      {{^ *}}integer(acc2c_address) :: acc2c_host
! CHECK-NEXT: {{^ *}}acc2c_host = acc2c_addr_array(coef)
! CHECK-NEXT: {{^}}!$omp target data use_device_addr(coef) if(acc2c_kernel_on_gpu(acc2c_region_device))
! CHECK-NEXT: {{^ *}}call acc2c_kernel_declare_target(acc2c_host, acc2c_addr_array(coef),
! CHECK:      {{^}}!$omp end target data
module kernels_m
  real(8) :: coef(3) = [1d0, 2d0, 3d0]
  !$acc declare copyin(coef)
contains
  real(8) function scaled(x)
    !$acc routine seq
    real(8), intent(in) :: x
    scaled = coef(1) * x
  end function
  subroutine relax(a, b, n, on, err)
    integer, intent(in) :: n
    logical, intent(in) :: on
    real(8) :: a(n, n), b(n, n), err, s
    integer :: i, j
    err = 0
    !$acc update device(coef)
    !$acc parallel loop collapse(2) reduction(max:err) copyin(b) copyout(a)
    do j = 1, n
      do i = 1, n
        a(i, j) = 2 * b(i, j)
        err = max(err, a(i, j))
      end do
    end do
    s = 0
    !$acc parallel copy(s) copyin(a) if(on)
    !$acc loop reduction(+:s)
    do j = 1, n
      s = s + a(1, j)
    end do
    !$acc end parallel
    ! WARN: offload-kernels.f90:[[#@LINE+4]]:11: warning: the serial construct stays on the host, not a device kernel: its body does input/output, and gfortran's device library has no input/output
    ! WARN: offload-kernels.f90:[[#@LINE+4]]:5: note: the input/output statement
    ! CHECK: {{^ *}}if (acc2c_kernel_on_gpu(acc2c_region_device)) error stop "acc2c: the serial construct at " // {{(&[[:space:]]+)?}}"{{[^"]*}}offload-kernels.f90" // &
    ! CHECK-NEXT: {{^ *}}":[[#@LINE+1]] runs on the host
    !$acc serial copyin(s)
    print *, 'sum', s
    !$acc end serial
  end subroutine
  ! CHECK:      {{^ *}}subroutine acc2c_region_[[R1:[0-9]+]](n, a, acc2c_a_lb1, acc2c_a_ub1, acc2c_a_lb2, acc2c_a_ub2, b, acc2c_b_lb1, acc2c_b_ub1, acc2c_b_lb2, &
  ! CHECK:      {{^ *}}real(8) :: err, acc2c_err_dv
  ! CHECK-NEXT: {{^ *}}call acc2c_kernel_load(acc2c_addr(acc2c_err_dv), acc2c_addr(acc2c_err_data), 8_acc2c_size)
  ! CHECK-NEXT: {{^ *}}err = acc2c_err_dv
  ! CHECK-NEXT: {{^}}!$omp target has_device_addr(a, b) map(tofrom: err) if(target: acc2c_kernel_on_gpu(acc2c_region_device))
  ! CHECK-NEXT: {{^}}!$omp teams distribute parallel do simd default(firstprivate) shared(a, b) private(i, j) collapse(2) reduction(max:err)
  ! CHECK:      {{^}}!$omp end target
  ! CHECK-NEXT: {{^ *}}acc2c_err_dv = err
  ! CHECK-NEXT: {{^ *}}call acc2c_kernel_store(acc2c_addr(acc2c_err_data), acc2c_addr(acc2c_err_dv), 8_acc2c_size)
  ! CHECK-NEXT: {{^ *}}end subroutine acc2c_region_[[R1]]
  ! A body of one loop construct is the combined construct's teams kernel,
  ! the loop's directive its teams directive; its if clause decides with
  ! the region's.
  ! CHECK-NEXT: {{^ *}}subroutine acc2c_region_[[R2:[0-9]+]](n, acc2c_s_data, a, acc2c_a_lb1, acc2c_a_ub1, acc2c_a_lb2, acc2c_a_ub2, acc2c_on_device)
  ! CHECK:      {{^ *}}integer(acc2c_int), value :: acc2c_on_device
  ! CHECK:      {{^ *}}real(8) :: s, acc2c_s_dv
  ! CHECK-NEXT: {{^ *}}call acc2c_kernel_load(acc2c_addr(acc2c_s_dv), acc2c_addr(acc2c_s_data), 8_acc2c_size)
  ! CHECK-NEXT: {{^ *}}s = acc2c_s_dv
  ! CHECK-NEXT: {{^}}!$omp target has_device_addr(a) map(tofrom: s) if(target: acc2c_kernel_on_gpu(acc2c_on_device))
  ! CHECK:      {{^ *}}! !$acc loop reduction(+:s)
  ! CHECK-NEXT: {{^}}!$omp teams distribute parallel do simd default(firstprivate) shared(a) private(j) reduction(+:s)
  ! CHECK:      {{^}}!$omp end target
  ! CHECK-NEXT: {{^ *}}acc2c_s_dv = s
  ! CHECK-NEXT: {{^ *}}call acc2c_kernel_store(acc2c_addr(acc2c_s_data), acc2c_addr(acc2c_s_dv), 8_acc2c_size)
  ! CHECK-NEXT: {{^ *}}end subroutine acc2c_region_[[R2]]
  ! The serial region's procedure has no kernel.
  ! CHECK-NEXT: {{^ *}}subroutine acc2c_region_[[R3:[0-9]+]](s)
  ! CHECK-NOT:  {{^}}!$omp
  ! CHECK:      {{^ *}}end subroutine acc2c_region_[[R3]]
end module
program p
  use kernels_m
  real(8) :: x(4, 4), y(4, 4), e
  y = 1
  call relax(x, y, 4, .true., e)
  call inner()
  call on_device(x, 4)
contains
  ! deviceptr data already is device memory: the kernel takes its address
  ! as it is (has_device_addr), never maps it.
  ! CHECK:      {{^ *}}! !$acc parallel loop deviceptr(d)
  ! CHECK:      {{^}}!$omp target has_device_addr(d) if(target: acc2c_kernel_on_gpu(acc2c_region_device))
  subroutine on_device(d, n)
    integer, intent(in) :: n
    real(8) :: d(n, n)
    integer :: i
    !$acc parallel loop deviceptr(d)
    do i = 1, n
      d(i, i) = 0
    end do
  end subroutine
  subroutine inner()
    real(8) :: t
    t = 0
    ! CHECK:      {{^ *}}real(8) :: t, acc2c_t_dv
    ! CHECK-NEXT: {{^ *}}real(8), pointer, contiguous :: x(:,:)
    ! CHECK-NEXT: {{^ *}}call acc2c_kernel_load(acc2c_addr(t), acc2c_addr(acc2c_t), 8_acc2c_size)
    ! CHECK-NEXT: {{^ *}}x => acc2c_x
    ! CHECK-NEXT: {{^}}!$omp target has_device_addr(x) map(tofrom: t) if(target: acc2c_kernel_on_gpu(acc2c_region_device))
    ! CHECK-NEXT: {{^}}!$omp teams distribute parallel do simd default(firstprivate) shared(t, x) private(i)
    ! CHECK:      {{^}}!$omp end target
    ! CHECK-NEXT: {{^ *}}acc2c_t_dv = t
    ! CHECK-NEXT: {{^ *}}call acc2c_kernel_store(acc2c_addr(acc2c_t), acc2c_addr(acc2c_t_dv), 8_acc2c_size)
    !$acc parallel loop copy(t) copyin(x)
    do i = 1, 4
      t = t + x(i, 1)
    end do
  end subroutine
end program
