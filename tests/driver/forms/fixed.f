C     Fixed form (no preprocessing): directive sentinels in column 1, one
C     directive continued onto a second line.
      subroutine fixed_copy(x, m)
      integer m
      real x(m)
!$acc enter data copyin(x)
      x = x + 100
!$acc update self(x(1:2))
!$acc exit data
!$acc&   delete(x)
      end
