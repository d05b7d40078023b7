! defaultmap(firstprivate: aggregate) (OpenMP 5.2 5.8.6): arrays the region
! references without a clause are firstprivate: the region works on its
! own copy, initialised with the host's values, and nothing comes back.
! a = 1 2 3 4: the region doubles its copy and stores it in r (mapped
! from): r = 2 4 6 8, a stays 1 2 3 4.
! defaultmap(firstprivate: scalar) is what scalars get anyway: k = 7 in,
! the region's 8 is lost.
! defaultmap(firstprivate) of a POINTER copies its association, not the
! data (5.4.4): the region's pointer may be pointed at the device copy of
! a TARGET array (mapped tofrom) and write through it: t = 1 2 30 40; the
! host's pointer stays disassociated (F).
program omp_defaultmap_firstprivate
  implicit none
  integer :: a(4), r(4), k, i
  integer, target :: t(4)
  integer, pointer :: p(:)
  a = [1, 2, 3, 4]
  k = 7
  !$omp target defaultmap(firstprivate: aggregate) map(from: r)
  do i = 1, 4
    a(i) = 2 * a(i)
    r(i) = a(i)
  end do
  !$omp end target
  print '(a,4i3)', 'r =', r
  print '(a,4i3)', 'a =', a
  !$omp target defaultmap(firstprivate: scalar)
  k = k + 1
  !$omp end target
  print '(a,i3)', 'k =', k
  t = [1, 2, 3, 4]
  nullify(p)
  !$omp target defaultmap(firstprivate: pointer) map(tofrom: t)
  p => t
  p(3) = 30
  p(4) = 40
  !$omp end target
  print '(a,4i3,l2)', 't =', t, associated(p)
end program
