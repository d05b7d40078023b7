! Fixed form (.f): the translation stays within 72 columns, so gfortran
! compiles it with its defaults (-ffixed-line-length-72: text past column
! 72 would be dropped). Long generated statements are continued with a
! character in column 6. The sums follow from the data clauses alone.
      program fixedf
      implicit none
      integer n, i
      parameter (n = 100)
      double precision a(n), b(n), total
      do i = 1, n
        a(i) = i
        b(i) = -1d0
      end do
      total = 0d0
c$acc data copyin(a) copy(b)
*$acc parallel loop reduction(+:total)
      do i = 11, n
        b(i) = 2d0 * a(i)
        total = total + a(i)
      end do
!$acc end data
! b(1:10) went to the device and back unchanged: -1. b(11:100) = 2*(11..100).
      print '(a,f10.1)', 'sum b(1:10):   ', sum(b(1:10))
      print '(a,f10.1)', 'sum b(11:100): ', sum(b(11:n))
      print '(a,f10.1)', 'total:         ', total
      end
