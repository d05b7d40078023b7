! RUN: %acc2c --emit=json %s | FileCheck %s
!
! The JSON contract (README, "--emit=json"): {"file", "constructs", "ops"},
! ops in execution order, each with at least id, op, dataClause (the
! clause as the user wrote it), name, structured, implicit, line, column,
! construct, constructId and bounds (dimension 1 first; a number when
! constant, a Fortran expression otherwise); an exit op names the op it
! closes in "entry". Object keys are printed in sorted order.

! CHECK:      "constructs": [
! CHECK:          "kind": "data",
! CHECK:          "name": "data",
! CHECK:          "unit": "contract"
! CHECK:      "file": "{{.*}}json-contract.f90",
! CHECK-NEXT: "ops": [

subroutine contract(a, b, s, n)
  integer :: n
  real :: a(n), b(10:20), s
  ! The copyin half of copy(a): bounds 0..n-1 of a(1:n), at the line DATA
  ! of the data directive.
  ! CHECK:      "bounds": [
  ! CHECK-NEXT:   {
  ! CHECK-NEXT:     "extent": "n",
  ! CHECK-NEXT:     "lower": 0,
  ! CHECK-NEXT:     "startIdx": 1,
  ! CHECK-NEXT:     "stride": 1,
  ! CHECK-NEXT:     "upper": "n - 1"
  ! CHECK-NEXT:   }
  ! CHECK-NEXT: ],
  ! CHECK:      "construct": "data",
  ! CHECK:      "dataClause": "copy",
  ! CHECK:      "id": [[A:[0-9]+]],
  ! CHECK-NEXT: "implicit": false,
  ! CHECK-NEXT: "line": [[#DATA:@LINE+1]],
  !$acc data copy(a) copyin(b(12:15))
  ! CHECK:      "name": "a",
  ! CHECK-NEXT: "op": "copyin",
  ! CHECK:      "structured": true,
  ! copyin(b(12:15)) with b(10:20): elements 2..5 from startIdx 10.
  ! CHECK:      "bounds": [
  ! CHECK-NEXT:   {
  ! CHECK-NEXT:     "extent": 4,
  ! CHECK-NEXT:     "lower": 2,
  ! CHECK-NEXT:     "startIdx": 10,
  ! CHECK-NEXT:     "stride": 1,
  ! CHECK-NEXT:     "upper": 5
  ! CHECK-NEXT:   }
  ! CHECK-NEXT: ],
  ! CHECK:      "dataClause": "copyin",
  ! CHECK:      "id": [[B:[0-9]+]],
  ! CHECK-NEXT: "implicit": false,
  ! CHECK-NEXT: "line": [[#DATA]],
  ! CHECK:      "name": "b(12:15)",
  ! CHECK-NEXT: "op": "copyin",
  ! CHECK:      "structured": true,
  !$acc kernels
  ! An implicit copy of the scalar s on kernels (2.6.2), which names the
  ! rule that added it.
  ! CHECK:      "construct": "kernels",
  ! CHECK:      "dataClause": "copy",
  ! CHECK:      "id": [[S:[0-9]+]],
  ! CHECK-NEXT: "implicit": true,
  ! CHECK-NEXT: "implicitRule": "kernels-scalar-copy",
  ! CHECK:      "name": "s",
  ! CHECK-NEXT: "op": "copyin",
  a(1) = s; s = 2 * s
  !$acc end kernels
  ! CHECK:      "dataClause": "copy",
  ! CHECK-NEXT: "dialect": "openacc",
  ! CHECK:      "entry": [[S]],
  ! CHECK:      "implicit": true,
  ! CHECK:      "name": "s",
  ! CHECK-NEXT: "op": "copyout",
  !$acc end data
  ! Exits of the data construct: b's delete, then a's copyout.
  ! CHECK:      "dataClause": "copyin",
  ! CHECK-NEXT: "dialect": "openacc",
  ! CHECK:      "entry": [[B]],
  ! CHECK:      "op": "delete",
  ! CHECK:      "dataClause": "copy",
  ! CHECK-NEXT: "dialect": "openacc",
  ! CHECK:      "entry": [[A]],
  ! CHECK:      "op": "copyout",
  ! CHECK:      "structured": true,
end subroutine
! CHECK:      ]
! CHECK-NEXT: }
