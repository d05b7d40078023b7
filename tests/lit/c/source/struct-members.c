// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
// RUN: %acc2c --emit=source %s -o %t.c && %shimcc -Wextra -c %t.c -o %t.o
//
// A pointer member's section (OpenACC 3.3 2.7.2 "data specification in
// C/C++": ps->p[0:ps->n]) is copied, then the device copy of the member
// ps->p is attached to it (2.6.8, 2.7.12): acc2c_attach with the slot
// &(ps->p), the section's offset from the pointer value and its bytes. At exit
// the member is detached (2.7.13) before its data is copied out. attach(m.p)
// and detach(m.p) clauses act on the pointer slot alone. At a region's entry
// each pointer member the body reads through is checked: its device copy must
// hold a device address (acc2c_check_attached).

struct vec { int n; double *p; };

void f(struct vec *ps, struct vec m) {
#pragma acc enter data copyin(ps[0:1])
// CHECK:      {{^}}/* acc2c: #pragma acc enter data copyin(ps->p[0:ps->n]) */
// CHECK:      {{^ *}}acc2c_copyin(&(ps->p)[0], (acc2c_size)(ps->n) * sizeof((ps->p)[0]), ACC2C_DYNAMIC, ACC2C_ASYNC_SYNC, [[SRC:acc2c_source\([0-9]+\)]]);
// CHECK-NEXT: {{^ *}}acc2c_attach((void *)&(ps->p), ACC2C_SLOT_POINTER, (acc2c_size)((const char *)&(ps->p)[0] - (const char *)(ps->p)), (acc2c_size)(ps->n) * sizeof((ps->p)[0]), ACC2C_ASYNC_SYNC, [[SRC]]);
#pragma acc enter data copyin(ps->p[0:ps->n])

// CHECK:      {{^}}/* acc2c: #pragma acc parallel loop present(ps[0:1]) */
// No if clause: the region runs on the device, no run-time decision.
// CHECK-NOT:  {{^ *}}if (acc2c_on_device) {
// CHECK:      {{^ *}}[[H:acc2c_h[0-9]+]] = &(ps)[0]; [[N:acc2c_n[0-9]+]] = (acc2c_size)(1) * sizeof((ps)[0]);
// CHECK-NEXT: {{^ *}}[[S:acc2c_s[0-9]+]] = (void *)&(ps);
// CHECK-NEXT: {{^ *}}acc2c_present([[H]], [[N]], ACC2C_STRUCTURED,
// CHECK-NEXT: {{^ *}}acc2c_attach([[S]], ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}int acc2c_region = acc2c_region_begin("parallel loop",
// CHECK-NEXT: {{^ *}}acc2c_check_attached((void *)&(ps->p), ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_region_{{[0-9]+}}(acc2c_region_pointer((void *)(ps), [[H]], [[N]], ACC2C_REGION_DEVICE,
#pragma acc parallel loop present(ps[0:1])
  for (int i = 0; i < ps->n; i++)
    ps->p[i] += 1;

// CHECK:      {{^}}/* acc2c: #pragma acc exit data copyout(ps->p[0:ps->n]) */
// CHECK:      {{^ *}}acc2c_detach((void *)&(ps->p), ACC2C_SLOT_POINTER, 0, ACC2C_ASYNC_SYNC,
// CHECK-NEXT: {{^ *}}acc2c_copyout(&(ps->p)[0], (acc2c_size)(ps->n) * sizeof((ps->p)[0]), ACC2C_DYNAMIC, 0, ACC2C_ASYNC_SYNC,
#pragma acc exit data copyout(ps->p[0:ps->n])
#pragma acc exit data delete(ps[0:1])

// CHECK:      {{^}}/* acc2c: #pragma acc enter data copyin(m) attach(m.p) */
// CHECK:      {{^ *}}acc2c_copyin(&(m), sizeof(m), ACC2C_DYNAMIC,
// CHECK-NEXT: {{^ *}}acc2c_attach((void *)&(m.p), ACC2C_SLOT_POINTER,
#pragma acc enter data copyin(m) attach(m.p)
// CHECK:      {{^}}/* acc2c: #pragma acc exit data detach(m.p) delete(m) */
// CHECK:      {{^ *}}acc2c_detach((void *)&(m.p), ACC2C_SLOT_POINTER, 0,
// CHECK-NEXT: {{^ *}}acc2c_delete(&(m), sizeof(m), ACC2C_DYNAMIC, 0,
#pragma acc exit data detach(m.p) delete(m)
}

// Pointer members reached through an element of an array of structures
// (v[k].p, g.cells[k].t.q): the region's entry cannot evaluate the body's k,
// so it checks that member of every element. The runtime steps from
// element 0's slot by the element's size: over as many elements as the
// mapping holding element 0 reaches for a pointer (-1), over the declared
// count for an array; an error names the element (v[acc2c_e1].p as v[3].p).
// CHECK-LABEL: {{^}}void scale(struct vec *v, int nv) {
// CHECK:       {{^ *}}int acc2c_region = acc2c_region_begin("parallel loop",
// CHECK-NEXT:  {{^ *}}{
// CHECK-NEXT:  {{^ *}}const long acc2c_e1 = 0;
// CHECK-NEXT:  {{^ *}}acc2c_check_attached_elements((void *)&(v[acc2c_e1].p), sizeof *(v), -1, ACC2C_SLOT_POINTER, acc2c_source({{[0-9]+}}));
// CHECK-NEXT:  {{^ *}}}
// CHECK-NEXT:  {{^ *}}acc2c_region_{{[0-9]+}}(
void scale(struct vec *v, int nv) {
#pragma acc parallel loop present(v[0:nv])
  for (int k = 0; k < nv; k++)
    v[k].p[0] *= 2.0;
}

struct wrap { struct vec *q; };
struct grid { struct wrap cells[4]; struct vec *list; };

// Through plain members after the element, and an array member before it.
// Not through a pointer after the element (cells[k].q->p lives in what each
// q points to; cells[k].q itself is checked), nor a second subscript, nor a
// variable the body declares (it has no device copy where the region starts).
// CHECK-LABEL: {{^}}void sweep(struct grid *g, int n) {
// CHECK:       {{^ *}}int acc2c_region = acc2c_region_begin("parallel loop",
// CHECK-NOT:   acc2c_region_end(
// CHECK:       acc2c_check_attached_elements((void *)&(g->cells[acc2c_e1].q), sizeof *(g->cells), 4, ACC2C_SLOT_POINTER,
// CHECK-NOT:   acc2c_region_end(
// CHECK:       acc2c_check_attached_elements((void *)&(g->list[acc2c_e1].p), sizeof *(g->list), -1, ACC2C_SLOT_POINTER,
// CHECK-NOT:   acc2c_check_attached
// CHECK:       {{^ *}}acc2c_region_end(
void sweep(struct grid *g, int n) {
#pragma acc parallel loop present(g[0:1])
  for (int k = 0; k < n; k++) {
    struct vec local = g->list[k];
    g->cells[k].q->p[0] += g->list[k].p[0] + local.p[0] + g->list[k].p[1];
  }
}
