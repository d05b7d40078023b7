! docs/data-operations.md, "Worked examples" (copyin and copy, nesting),
! written as Fortran.
! 1. `acc parallel copyin(var)` (and `acc kernels copyin(var)`): a copyin
!    before the region and no copyout after it; what the region writes to
!    var stays in the device copy, and the host's var is unchanged (there
!    is no copyout).
! 2. `acc parallel copy(var)` decomposes into copyin before and copyout
!    after the region: the mutation is visible.
! 3. `acc.data` with copyin(var) around two `acc.parallel` with copyin(var):
!    the three copyins give one and the same device copy, and the delete
!    after each parallel region only decrements the counter, it frees
!    nothing (2.6.7). Both regions update the one device copy
!    (seen with update self inside the data region); the host's var is
!    unchanged after end data, since every clause is copyin.
! (num_gangs(1): the regions are gang-redundant code updating one scalar.)
program main
  use openacc
  real :: var
  var = 1.0
  !$acc parallel copyin(var) num_gangs(1)
  var = var + 1.0
  !$acc end parallel
  print '(a,f4.1)', 'after parallel copyin(var): ', var
  !$acc kernels copyin(var)
  var = var + 1.0
  !$acc end kernels
  print '(a,f4.1)', 'after kernels copyin(var): ', var
  print '(a,l1)', 'var present: ', acc_is_present(var)

  !$acc parallel copy(var) num_gangs(1)
  var = var + 1.0
  !$acc end parallel
  print '(a,f4.1)', 'after parallel copy(var): ', var
  print '(a,l1)', 'var present: ', acc_is_present(var)

  var = 10.0
  !$acc data copyin(var)
  !$acc parallel copyin(var) num_gangs(1)
  var = var + 1.0
  !$acc end parallel
  print '(a,l1)', 'var present between the regions: ', acc_is_present(var)
  !$acc parallel copyin(var) num_gangs(1)
  var = var + 1.0
  !$acc end parallel
  print '(a,f5.1)', 'host var inside data: ', var
  !$acc update self(var)
  print '(a,f5.1)', 'device var inside data: ', var
  var = 10.0
  !$acc end data
  print '(a,f5.1)', 'after end data: ', var
  print '(a,l1)', 'var present: ', acc_is_present(var)
end program
