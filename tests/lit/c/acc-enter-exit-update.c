// RUN: %acc2c %s | FileCheck %s
//
// Unstructured data and the directives without a region, from C. Enter and
// exit data use the dynamic reference counter (structured = false); exit
// data and update act at the directive, so their ops have no entry op to
// close (OpenACC 3.3 2.14.6-7, 2.14.4, docs/data-operations.md). async, wait, if,
// finalize and if_present stay on the directive.

struct vec { int n; double *p; };

// CHECK-LABEL: func @unstructured
void unstructured(int n, double *p, struct vec *v, double *q) {
  double b[100];
#pragma acc enter data copyin(v[0:1]) create(b[:n]) async(1) if(n > 0)
  // CHECK:      %[[V:[0-9]+]] = acc.copyin varPtr(%v : struct vec) bounds({{.*}}) -> {name = "v[0:1]", structured = false}
  // CHECK:      %[[B:[0-9]+]] = acc.create varPtr(%b : double) bounds({{.*}}) -> {name = "b[:n]", structured = false}
  // CHECK-NEXT: acc.enter_data dataOperands(%[[V]], %[[B]]) async(1) if(n > 0)

#pragma acc enter data copyin(v->p[0:v->n]) attach(q) wait(1, 2)
  // 2.7.2: the member's data, attached through the member (varPtrPtr).
  // CHECK:      acc.bounds lowerbound(0) upperbound(v->n - 1) extent(v->n) stride(1) startIdx(0)
  // CHECK-NEXT: acc.copyin varPtr(%v->p : double) varPtrPtr(%v->p : pointer) bounds({{.*}}) -> {name = "v->p[0:v->n]", structured = false}
  // CHECK-NEXT: acc.attach varPtr(%q : double *) -> {name = "q", structured = false}
  // CHECK-NEXT: acc.enter_data dataOperands({{.*}}) wait(1, 2)

#pragma acc exit data copyout(v->p[0:v->n]) detach(q) delete(b[:n], v[0:1]) finalize async
  // CHECK:      acc.copyout varPtr(%v->p : double) varPtrPtr(%v->p : pointer) bounds({{.*}}) {name = "v->p[0:v->n]", structured = false}
  // CHECK-NEXT: acc.detach varPtr(%q : double *) {name = "q", structured = false}
  // CHECK:      acc.delete varPtr(%b : double) bounds({{.*}}) {name = "b[:n]", structured = false}
  // CHECK:      acc.delete varPtr(%v : struct vec) bounds({{.*}}) {name = "v[0:1]", structured = false}
  // CHECK-NEXT: acc.exit_data dataOperands({{.*}}) attributes {finalize, async}

#pragma acc update self(b[0:n]) host(p[1:2]) device(q[0:n]) if_present if(n > 1)
  // self and host are update_host (2.14.4), device is update_device.
  // CHECK:      acc.update_host varPtr(%b : double) bounds({{.*}}) {dataClause = #acc<data_clause acc_update_self>, name = "b[0:n]", structured = false}
  // CHECK:      acc.bounds lowerbound(1) upperbound(2) extent(2) stride(1) startIdx(0)
  // CHECK-NEXT: acc.update_host varPtr(%p : double) bounds({{.*}}) {name = "p[1:2]", structured = false}
  // CHECK:      acc.update_device varPtr(%q : double) bounds({{.*}}) -> {name = "q[0:n]", structured = false}
  // CHECK-NEXT: acc.update dataOperands({{.*}}) if(n > 1) attributes {if_present}

#pragma acc wait
  // CHECK-NEXT: acc.wait loc(
#pragma acc wait(1, n) async(3)
  // CHECK-NEXT: acc.wait wait(1, n) async(3) loc(
#pragma acc init device_type(nvidia)
  // CHECK-NEXT: acc.init device_type(nvidia) loc(
#pragma acc set device_num(0)
  // CHECK-NEXT: acc.set device_num(0) loc(
#pragma acc shutdown
  // CHECK-NEXT: acc.shutdown loc(
}

// The pcopyin/present_or_copyin aliases are copyin (2.7.7 deprecated names).
// CHECK-LABEL: func @aliases
void aliases(int n, double *p) {
#pragma acc data pcopyin(p[0:n]) present_or_create(n)
  ;
  // CHECK:      acc.copyin varPtr(%p : double) bounds({{.*}}) -> {name = "p[0:n]"}
  // CHECK-NEXT: acc.create varPtr(%n : int) -> {name = "n"}
}
