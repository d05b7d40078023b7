! RUN: %acc2c --emit=source %s | FileCheck %s
! RUN: %acc2c %s 2>&1 | FileCheck %s --check-prefix=GRAPH
!
! In a kernels construct a DO CONCURRENT without a loop directive is a loop
! construct `loop independent` (its iterations are independent by the
! language), as NVIDIA's compilers share it: its threads get the iterations
! of the DO nest it becomes, where any other loop there runs on one gang.
! One inside such a loop stays as written; a loop directive on one keeps
! its meaning (seq: one gang), and a parallel construct's runs on one gang
! as any loop there. A scalar such a loop updates as a reduction does is
! one (inferred, with a warning naming the locality spec). (Patterns start with {{^}} or {{^ *}} so that they
! cannot match these comment lines; none is inside a region, whose body
! keeps its comments.)
!
! The inferred reduction is the region's: every loop shares it (the loops
! that do not update s add nothing).
! CHECK:      {{^ *}}subroutine acc2c_region_{{[0-9]+}}(n, m, a,
! CHECK:      {{^ *}}real(4) :: s{{$}}
! CHECK-NEXT: {{^ *}}s = 0{{$}}
! CHECK-NEXT: {{^}}# {{[0-9]+}} "
! CHECK-NEXT: {{^}}!$omp parallel do simd default(firstprivate) shared(a) private(i, j) reduction(+:s){{$}}
! CHECK-NEXT: {{^}}  do i = 1, n{{$}}
! CHECK-NEXT: {{^}}  do j = 1, m{{$}}
! CHECK-NEXT: {{^}}# {{[0-9]+}} "
! CHECK-NEXT: {{^}}    a(i, j) = a(i, j) + 1{{$}}
! CHECK-NEXT: {{^}}  end do{{$}}
! CHECK-NEXT: {{^}}  end do{{$}}
!
! CHECK-NEXT: {{^}}# {{[0-9]+}} "
! CHECK-NEXT: {{^}}  do j = 1, m{{$}}
! CHECK-NEXT: {{^}}!$omp parallel do simd default(firstprivate) shared(a) private(i) reduction(+:s){{$}}
! CHECK-NEXT: {{^}}    do i = 1, n{{$}}
! CHECK-NEXT: {{^}}# {{[0-9]+}} "
! CHECK-NEXT: {{^}}      s = s + a(i, j){{$}}
! CHECK-NEXT: {{^}}    end do{{$}}
! CHECK-NEXT: {{^}}  end do{{$}}
!
! CHECK-NEXT: {{^}}!$omp parallel do simd default(firstprivate) shared(a) private(j) reduction(+:s){{$}}
! CHECK-NEXT: {{^}}  do j = 1, m{{$}}
! CHECK-NEXT: {{^}}# {{[0-9]+}} "
! CHECK-NEXT: {{^}}    do concurrent (i = 1:n){{$}}
! CHECK-NEXT: {{^}}      a(i, j) = 2 * a(i, j){{$}}
! CHECK-NEXT: {{^}}    end do{{$}}
! CHECK-NEXT: {{^}}  end do{{$}}
!
! CHECK-NEXT: {{^}}  ! !$acc loop seq{{$}}
! CHECK-NEXT: {{^}}# {{[0-9]+}} "
! CHECK-NEXT: {{^}}  do concurrent (i = 1:n){{$}}
! CHECK-NEXT: {{^}}    a(i, 1) = 0{{$}}
! CHECK-NEXT: {{^}}  end do{{$}}
! CHECK-NEXT: {{^ *}}acc2c_s_data = acc2c_s_data + s{{$}}
! CHECK-NEXT: {{^ *}}end subroutine
!
! CHECK-NEXT: {{^ *}}subroutine acc2c_region_{{[0-9]+}}(n, a,
! CHECK-NOT:  !$omp
! CHECK:      {{^}}  do concurrent (i = 1:n){{$}}
! CHECK-NEXT: {{^}}    a(i, 2) = 0{{$}}
!
! GRAPH:      warning: 's' is updated in every iteration of this DO CONCURRENT: acc2c infers reduce(+:s)
! GRAPH:      acc.reduction varPtr(%s : real(4)) -> {implicit = true, reduction_operator = "add", name = "s"}
! GRAPH:      acc.kernels dataOperands(
! GRAPH:      acc.loop dataOperands({{.*}}) attributes {independent} { loc({{.*}}:3)
! GRAPH:      acc.private varPtr(%i
! GRAPH-NEXT: acc.loop dataOperands({{.*}}) attributes {independent} { loc({{.*}}:5)
! GRAPH:      acc.loop dataOperands({{.*}}) attributes {independent} { loc({{.*}}:3)
! GRAPH:      acc.loop dataOperands({{.*}}) attributes {independent} { loc({{.*}}:5)
! GRAPH:      acc.loop dataOperands({{.*}}) attributes {seq}
! GRAPH:      acc.parallel
! GRAPH-NOT:  acc.loop

program p
  implicit none
  integer :: n, m, i, j
  real :: a(10, 20), s
  !$acc kernels copy(a)
  do concurrent (i = 1:n, j = 1:m)
    a(i, j) = a(i, j) + 1
  end do
  do j = 1, m
    do concurrent (i = 1:n)
      s = s + a(i, j)
    end do
  end do
  do concurrent (j = 1:m)
    do concurrent (i = 1:n)
      a(i, j) = 2 * a(i, j)
    end do
  end do
  !$acc loop seq
  do concurrent (i = 1:n)
    a(i, 1) = 0
  end do
  !$acc end kernels
  !$acc parallel copy(a)
  do concurrent (i = 1:n)
    a(i, 2) = 0
  end do
  !$acc end parallel
end program
