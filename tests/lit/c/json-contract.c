// RUN: %acc2c --emit=json %s | FileCheck %s
//
// The JSON contract of json-contract.f90, for C: the same keys in the same
// (sorted) order; C bounds are zero-based (startIdx 0), a C expression where
// not constant; "storage" says how the data is reached.

// CHECK:      "constructs": [
// CHECK:          "kind": "data",
// CHECK:          "name": "data",
// CHECK:          "unit": "contract"
// CHECK:      "file": "{{.*}}json-contract.c",
// CHECK-NEXT: "ops": [

void contract(double *a, double s, int n) {
  double b[20];
  // The copyin half of copy(a[0:n]): elements 0..n-1 of what a points to,
  // at the directive's line.
  // CHECK:      "bounds": [
  // CHECK-NEXT:   {
  // CHECK-NEXT:     "extent": "n",
  // CHECK-NEXT:     "lower": 0,
  // CHECK-NEXT:     "startIdx": 0,
  // CHECK-NEXT:     "stride": 1,
  // CHECK-NEXT:     "upper": "n - 1"
  // CHECK-NEXT:   }
  // CHECK-NEXT: ],
  // CHECK-NEXT: "column": 23,
  // CHECK-NEXT: "construct": "data",
  // CHECK-NEXT: "constructId": 0,
  // CHECK-NEXT: "dataClause": "copy",
  // CHECK-NEXT: "dialect": "openacc",
  // CHECK-NEXT: "elementBytes": 8,
  // CHECK-NEXT: "id": [[A:[0-9]+]],
  // CHECK-NEXT: "implicit": false,
  // CHECK-NEXT: "line": [[@LINE+1]],
#pragma acc data copy(a[0:n]) copyin(b[12:4])
  {
  // CHECK-NEXT: "modifiers": [],
  // CHECK-NEXT: "name": "a[0:n]",
  // CHECK-NEXT: "op": "copyin",
  // CHECK-NEXT: "rank": 1,
  // CHECK-NEXT: "storage": "c_pointer_variable",
  // CHECK-NEXT: "structured": true,
  // CHECK-NEXT: "type": "double",
  // CHECK-NEXT: "variable": "a"
  // copyin(b[12:4]) of b[20]: elements 12..15.
  // CHECK:      "extent": 4,
  // CHECK-NEXT: "lower": 12,
  // CHECK-NEXT: "startIdx": 0,
  // CHECK-NEXT: "stride": 1,
  // CHECK-NEXT: "upper": 15
  // CHECK:      "dataClause": "copyin",
  // CHECK:      "id": [[B:[0-9]+]],
  // CHECK:      "name": "b[12:4]",
  // CHECK-NEXT: "op": "copyin",
  // CHECK-NEXT: "rank": 1,
  // CHECK-NEXT: "storage": "plain",
#pragma acc kernels
    { a[0] = s; s = 2 * s; }
  // An implicit copy of the scalar s on kernels (2.6.2).
  // CHECK:      "construct": "kernels",
  // CHECK:      "dataClause": "copy",
  // CHECK:      "id": [[S:[0-9]+]],
  // CHECK-NEXT: "implicit": true,
  // CHECK:      "name": "s",
  // CHECK-NEXT: "op": "copyin",
  // CHECK:      "entry": [[S]],
  // CHECK:      "name": "s",
  // CHECK-NEXT: "op": "copyout",
  }
  // Exits of the data construct: b's delete, then a's copyout.
  // CHECK:      "entry": [[B]],
  // CHECK:      "op": "delete",
  // CHECK:      "entry": [[A]],
  // CHECK:      "op": "copyout",
}
// CHECK:      ]
// CHECK-NEXT: }
