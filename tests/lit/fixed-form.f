! RUN: %acc2c --emit=graph %s | FileCheck %s
!
! A fixed-form source (.f): the directive sentinels !$acc, c$acc and *$acc
! start in column 1 and a continued directive has a character in column 6
! (OpenACC 3.3 2.1, Fortran fixed form).
!
! CHECK-LABEL: func @fx
      subroutine fx(a, b, n)
      integer n, i
      real a(n), b(n)
c$acc data copyin(a)
!$acc&      copyout(b)
! CHECK:      %[[A:[0-9]+]] = acc.copyin varPtr(%a : real(4)) bounds(%{{b[0-9]+}}) -> {name = "a"}
! CHECK:      %[[B:[0-9]+]] = acc.create varPtr(%b : real(4)) bounds(%{{b[0-9]+}}) -> {dataClause = #acc<data_clause acc_copyout>, name = "b"}
! CHECK-NEXT: acc.data dataOperands(%[[A]], %[[B]]) {
*$acc parallel loop
! The loop variable is private, the scalar n (a loop bound) firstprivate.
! CHECK-NEXT: %[[I:[0-9]+]] = acc.private varPtr(%i : integer(4)) -> {implicit = true, name = "i"}
! CHECK-NEXT: %[[N:[0-9]+]] = acc.firstprivate varPtr(%n : integer(4)) -> {implicit = true, name = "n"}
! CHECK-NEXT: acc.parallel combined(loop) dataOperands(%[[I]], %[[N]]) {
      do i = 1, n
        b(i) = 2.0 * a(i)
      end do
! CHECK-NEXT: }
!$acc end data
! CHECK-NEXT: }
! CHECK-NEXT: acc.copyout accPtr(%[[B]]) to varPtr(%b) {name = "b"}
! CHECK-NEXT: acc.delete accPtr(%[[A]]) {dataClause = #acc<data_clause acc_copyin>, name = "a"}
      end
