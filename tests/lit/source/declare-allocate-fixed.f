! RUN: %acc2c --emit=source %s | FileCheck %s
!
! Fixed form: a labelled ALLOCATE of declared data gets a CONTINUE with the
! label in columns 1-5 before it and its create, so that the GOTO runs the
! create too; an IF statement's DEALLOCATE becomes an IF construct
! (docs/data-operations.md, "Allocating declared data").
      subroutine passes(n, total)
      integer n, i, pass
      real total
      real, allocatable :: w(:)
!$acc declare create(w)
      total = 0
      pass = 0
! CHECK:      {{^}}10    continue{{$}}
! CHECK-NEXT: {{^}}      allocate(w(n + pass)){{$}}
! CHECK-NEXT: {{^}}      if (allocated(w)) then{{$}}
! CHECK-NEXT: {{^}}        call acc2c_create(
   10 allocate(w(n + pass))
!$acc parallel loop present(w) reduction(+:total)
      do i = 1, n + pass
        total = total + i
      end do
! CHECK:      {{^}}      if (allocated(w)) then{{$}}
! CHECK-NEXT: {{^}}        if (allocated(w)) then{{$}}
! CHECK:      acc2c_flag_deallocate
! CHECK:      {{^}}        deallocate(w){{$}}
! CHECK-NEXT: {{^}}      end if{{$}}
      if (allocated(w)) deallocate(w)
      pass = pass + 1
      if (pass < 3) goto 10
      end subroutine
