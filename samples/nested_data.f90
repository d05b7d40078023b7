! Nested data regions: who copies what, and when.
!
! Every OpenACC data clause is "present or ...": copy(a) on an inner region
! finds a already on the device (the outer region put it there), so it only
! counts a reference - no copy in, and no copy out at its end. Data is
! copied out and freed only when its last reference goes: each mapping has
! a structured count (data regions, compute constructs) and a dynamic
! count (enter/exit data), and the copyout happens when both are 0
! (OpenACC 3.3 2.6.7). acc_is_present (3.2.30) shows the mapping at each
! level; the host's a shows when copies happen.
!
! Translated by acc2c and run on its host backend (a separate device
! memory, as on a GPU), it prints nested_data.expected; with shared memory
! (gfortran -fopenacc without a GPU) a changes at once and every
! acc_is_present says T.
program nested_data
  use openacc
  implicit none
  real :: a(4), b(4)
  integer :: i
  a = 1
  b = 0
  print '(a,l1)', 'level 0:                present(a)=', acc_is_present(a)

  !$acc data copy(a)                  ! a: structured 0 -> 1, copied in
    print '(a,l1)', 'level 1:                present(a)=', acc_is_present(a)
    !$acc data copy(a) copyout(b)     ! a: 1 -> 2, nothing copied; b: created
      print '(a,l1,a,l1)', 'level 2:                present(a)=', acc_is_present(a), &
        ' present(b)=', acc_is_present(b)
      !$acc parallel loop             ! a, b in no clause: copy, both present: counts only
      do i = 1, 4
        a(i) = a(i) + 1
        b(i) = 10 * a(i)
      end do
    !$acc end data                    ! a: 2 -> 1, nothing; b: 1 -> 0, copied out
    print '(a,4f5.1,a,4f5.1)', 'after level 2: a =', a, '  b =', b
    print '(a,l1,a,l1)', '                        present(a)=', acc_is_present(a), &
      ' present(b)=', acc_is_present(b)
    !$acc parallel loop
    do i = 1, 4
      a(i) = a(i) * 3
    end do
  !$acc end data                      ! a: 1 -> 0, copied out
  print '(a,4f5.1,a,l1)', 'after level 1: a =', a, '  present(a)=', acc_is_present(a)

  ! enter data adds a dynamic reference that outlives a structured region.
  !$acc enter data copyin(a)          ! a: dynamic 1, copied in
  !$acc data copy(a)                  ! a: structured 1, nothing copied
    !$acc parallel loop
    do i = 1, 4
      a(i) = a(i) + 1
    end do
  !$acc end data                      ! structured 0 but dynamic 1: nothing copied
  print '(a,4f5.1,a,l1)', 'after data:    a =', a, '  present(a)=', acc_is_present(a)
  !$acc exit data copyout(a)          ! dynamic 1 -> 0: copied out, freed
  print '(a,4f5.1,a,l1)', 'after exit:    a =', a, '  present(a)=', acc_is_present(a)
end program nested_data
