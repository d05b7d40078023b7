! atomic capture (OpenACC 3.3 2.12) in a parallel loop: every iteration
! takes a ticket from a shared counter. Which iteration gets which ticket
! is unspecified, but the tickets 0..n-1 are each handed out exactly once,
! so their sum and the final counter are fixed. The second loop captures
! the value after the update.
program atomic_capture
  implicit none
  integer, parameter :: n = 16
  integer :: counter, ticket(n), seen(0:n - 1), mine, i, count2, after(n)
  counter = 0
  !$acc parallel loop private(mine) copy(counter) copyout(ticket)
  do i = 1, n
    !$acc atomic capture
    mine = counter
    counter = counter + 1
    !$acc end atomic
    ticket(i) = mine
  end do
  seen = 0
  do i = 1, n
    seen(ticket(i)) = seen(ticket(i)) + 1
  end do
  count2 = 100
  !$acc parallel loop private(mine) copy(count2) copyout(after)
  do i = 1, n
    !$acc atomic capture
    count2 = count2 + 2
    mine = count2
    !$acc end atomic
    after(i) = mine
  end do
  print '(a,i0,a,i0,a,l1)', 'counter=', counter, ' sum(ticket)=', sum(ticket), &
    ' each ticket once: ', all(seen == 1)
  print '(a,i0,a,i0,a,i0)', 'count2=', count2, ' min(after)=', minval(after), ' max(after)=', maxval(after)
  print '(a,i0)', 'sum(after)=', sum(after)
end program
