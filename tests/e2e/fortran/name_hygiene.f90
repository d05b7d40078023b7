! Name hygiene (README, "Names the output uses"): acc2c's output spells no
! name the user's scope can redefine. Each unit below declares local
! variables named like every intrinsic procedure, ISO_C_BINDING entity and
! OpenACC routine the output could call (loc, lbound, shape, merge,
! c_f_pointer, acc_init...), so a generated reference to any of them would
! reach the variable and the program would not compile. work's regions are
! outlined into procedures after its CONTAINS, which host-associate the
! names; inner, an internal procedure, keeps its region in place (private
! copies, move_alloc). The results are those of the program with its
! directives as comments.
subroutine work(total)
  implicit none
  real, intent(out) :: total
  integer, parameter :: n = 8
  integer :: loc(1), shape(1), lbound(1), ubound(1), size(1), merge(1), present(1)
  integer :: storage_size(1), kind(1), int(1), associated(1), allocated(1), len(1)
  integer :: is_contiguous(1), move_alloc(1), c_loc(1), c_f_pointer(1), c_ptr(1)
  integer :: c_associated(1), c_null_ptr(1), c_intptr_t(1), c_size_t(1), c_int(1)
  integer :: c_int64_t(1), c_funptr(1), c_f_procpointer(1), c_null_char(1)
  integer :: acc_init(1), acc_shutdown(1), acc_set_device_num(1), acc_get_device_type(1)
  integer :: acc_set_default_async(1), acc_async_sync(1), acc_async_noval(1)
  integer :: acc_device_host(1), acc_device_kind(1), acc_on_device(1), acc_wait(1)
  integer :: omp_get_num_devices(1), nullify(1), allocate(1), transfer(1)
  integer :: region(1), file(1)
  real :: a(n), b(0:n - 1), c(n), e(n), s
  real, allocatable :: d(:)
  real, pointer :: p(:)
  real, target :: t(n)
  integer :: i, q
  logical :: yes, no
  loc = 1; shape = 2; lbound = 3; ubound = 4; size = 5; merge = 6; present = 7
  storage_size = 8; kind = 9; int = 10; associated = 11; allocated = 12; len = 13
  is_contiguous = 14; move_alloc = 15; c_loc = 16; c_f_pointer = 17; c_ptr = 18
  c_associated = 19; c_null_ptr = 20; c_intptr_t = 21; c_size_t = 22; c_int = 23
  c_int64_t = 24; c_funptr = 25; c_f_procpointer = 26; c_null_char = 27
  acc_init = 28; acc_shutdown = 29; acc_set_device_num = 30; acc_get_device_type = 31
  acc_set_default_async = 32; acc_async_sync = 33; acc_async_noval = 34
  acc_device_host = 35; acc_device_kind = 36; acc_on_device = 37; acc_wait = 38
  omp_get_num_devices = 39; nullify = 40; allocate = 41; transfer = 42
  region = 43; file = 43
  yes = .true.
  no = .false.
  q = 2
  allocate(d(n))
  p => t
  do i = 1, n
    a(i) = i
    b(i - 1) = 10 * i
    c(i) = 0
    d(i) = 100 * i
    t(i) = 1000 * i
    e(i) = -i
  end do
  s = 0
  !$acc init
  !$acc set device_num(0)
  !$acc set default_async(q)
  ! A data region with an if clause, a section without a lower bound;
  ! variables whose device views would be called acc2c_shape, acc2c_loc,
  ! acc2c_region, acc2c_file (names the output already uses).
  !$acc data copy(a) copyin(b(:7)) create(c) if(yes)
  !$acc parallel loop present(a, b, c) copyin(d, shape, loc, region, file) copy(p) &
  !$acc reduction(+:s)
  do i = 1, n
    c(i) = a(i) + b(i - 1) + shape(1) - 2 * loc(1) + region(1) - file(1)
    s = s + d(i) + p(i)
  end do
  !$acc update self(c)
  ! if(.false.) on a compute construct: it runs on the host's a, which then
  ! goes to the device.
  !$acc parallel loop if(no)
  do i = 1, n
    a(i) = a(i) + 0.5
  end do
  !$acc update device(a)
  ! self(.false.): on the device.
  !$acc parallel loop self(no) async(q)
  do i = 1, n
    a(i) = 2 * a(i)
  end do
  !$acc wait(q)
  !$acc end data
  !$acc enter data copyin(e) async(q)
  !$acc wait(q)
  !$acc parallel loop present(e)
  do i = 1, n
    e(i) = e(i) * 3
  end do
  !$acc exit data copyout(e)
  !$acc shutdown
  total = s + sum(a) + sum(c) + sum(e)
  print '(a,f8.1)', 'work: s =', s
  print '(a,8f6.1)', 'work: a =', a
  print '(a,8f6.1)', 'work: c =', c
  print '(a,8f6.1)', 'work: e =', e
  ! The user's variables are untouched.
  print '(a,i4)', 'work: names =', loc(1) + shape(1) + lbound(1) + ubound(1) + size(1) + &
      merge(1) + present(1) + storage_size(1) + kind(1) + int(1) + associated(1) + &
      allocated(1) + len(1) + is_contiguous(1) + move_alloc(1) + c_loc(1) + &
      c_f_pointer(1) + c_ptr(1) + c_associated(1) + c_null_ptr(1) + c_intptr_t(1) + &
      c_size_t(1) + c_int(1) + c_int64_t(1) + c_funptr(1) + c_f_procpointer(1) + &
      c_null_char(1) + acc_init(1) + acc_shutdown(1) + acc_set_device_num(1) + &
      acc_get_device_type(1) + acc_set_default_async(1) + acc_async_sync(1) + &
      acc_async_noval(1) + acc_device_host(1) + acc_device_kind(1) + acc_on_device(1) + &
      acc_wait(1) + omp_get_num_devices(1) + nullify(1) + allocate(1) + transfer(1)
contains
  real function twice(x)
    real, intent(in) :: x
    twice = 2 * x
  end function twice
end subroutine work

program name_hygiene
  implicit none
  real :: total
  call work(total)
  print '(a,f10.1)', 'work: total =', total
  call inner()
contains
  ! An internal procedure: its region stays in place, under the same names.
  subroutine inner()
    integer :: lbound, ubound, shape, loc, merge, int, associated, allocated
    integer :: is_contiguous, move_alloc, c_f_pointer, acc_wait
    real :: w(4), f(4)
    real, allocatable :: g(:)
    integer :: i, q
    logical :: yes
    lbound = 1; ubound = 2; shape = 3; loc = 4; merge = 5; int = 6; associated = 7
    allocated = 8; is_contiguous = 9; move_alloc = 10; c_f_pointer = 11; acc_wait = 12
    yes = .true.
    q = 1
    w = [1., 2., 3., 4.]
    f = [10., 20., 30., 40.]
    allocate(g(4))
    g = 100
    !$acc parallel loop copy(w) firstprivate(f) copyin(g) if(yes) async(q)
    do i = 1, 4
      w(i) = w(i) + f(i) + g(i)
    end do
    !$acc wait(q)
    print '(a,4f7.1)', 'inner: w =', w
    print '(a,i4)', 'inner: names =', lbound + ubound + shape + loc + merge + int + &
        associated + allocated + is_contiguous + move_alloc + c_f_pointer + acc_wait
  end subroutine inner
end program name_hygiene
