// RUN: %acc2c --emit=source %s | %drop-glue | FileCheck %s
//
// OpenMP 5.2 offload: target data (13.5), target enter/exit data (13.6,
// 13.7) and target update (13.9) become acc2c_omp_map_enter/exit and
// acc2c_omp_update calls with the map type (ACC2C_MAP_*) and modifiers
// (present: ACC2C_PRESENT), the maps of one entry (or exit) grouped in one
// construct instance (acc2c_omp_construct), since a construct changes a
// mapping's reference count at most once (5.8.3). target teams distribute
// parallel for is outlined like an OpenACC region, its loop on OpenMP
// threads. A declare target variable (7.8.1) is mapped for the whole run in
// the constructor function (acc2c_omp_declare_target).

double g[8];
#pragma omp declare target(g)

void f(int n, double *a, double *b) {
// The region function comes first; its number (R) is the directive's line,
// checked at the call below, and so is its body's line marker.
// CHECK:      {{^}}static void acc2c_region_[[#R:]](int n, double *a, double *b, double (*g)[8]) {
// CHECK-NEXT: {{^}}#line [[#R]] "{{.*}}omp-target.c"
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: {{^ *}}for (int i = 0; i < n; i++)
// CHECK-NEXT: {{^ *}}a[i] += b[i] + (*g)[0];

// CHECK:      {{^}}/* acc2c: #pragma omp target data map(tofrom: a[0:n]) map(to: b[0:n]) */
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^ *}}acc2c_uint64 acc2c_c; (void)acc2c_c;
// The sections' data, fixed at entry for the exit (acc2c_h/n/s).
// CHECK-NEXT: {{^ *}}void *[[HA:acc2c_h[0-9]+]] = 0; acc2c_size [[NA:acc2c_n[0-9]+]] = 0;
// CHECK-NEXT: {{^ *}}void *[[SA:acc2c_s[0-9]+]] = 0;
// CHECK-NEXT: {{^ *}}void *[[HB:acc2c_h[0-9]+]] = 0; acc2c_size [[NB:acc2c_n[0-9]+]] = 0;
// CHECK-NEXT: {{^ *}}void *[[SB:acc2c_s[0-9]+]] = 0;
// CHECK-NEXT: {{^ *}}[[HA]] = &(a)[0]; [[NA]] = (acc2c_size)(n) * sizeof((a)[0]);
// CHECK-NEXT: {{^ *}}[[SA]] = (void *)&(a);
// CHECK-NEXT: {{^ *}}[[HB]] = &(b)[0]; [[NB]] = (acc2c_size)(n) * sizeof((b)[0]);
// CHECK-NEXT: {{^ *}}[[SB]] = (void *)&(b);
// CHECK-NEXT: {{^ *}}acc2c_c = acc2c_omp_construct();
// CHECK-NEXT: {{^ *}}acc2c_omp_map_enter([[HA]], [[NA]], ACC2C_MAP_TOFROM, 0, acc2c_c,
// CHECK-NEXT: {{^ *}}acc2c_attach([[SA]], ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_omp_map_enter([[HB]], [[NB]], ACC2C_MAP_TO, 0, acc2c_c,
// CHECK-NEXT: {{^ *}}acc2c_attach([[SB]], ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_omp_construct_end(acc2c_c);
// CHECK:      {{^ *}}acc2c_omp_update(&(a)[0], (acc2c_size)(n) * sizeof((a)[0]), 0, 0,
// CHECK:      {{^ *}}acc2c_c = acc2c_omp_construct();
// CHECK-NEXT: {{^ *}}acc2c_detach([[SB]], ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_omp_map_exit([[HB]], [[NB]], ACC2C_MAP_TO, 0, acc2c_c,
// CHECK-NEXT: {{^ *}}acc2c_detach([[SA]], ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_omp_map_exit([[HA]], [[NA]], ACC2C_MAP_TOFROM, 0, acc2c_c,
// CHECK-NEXT: {{^ *}}acc2c_omp_construct_end(acc2c_c);
#pragma omp target data map(tofrom: a[0:n]) map(to: b[0:n])
  {
#pragma omp target update from(a[0:n])
  }
// CHECK:      {{^}}/* acc2c: #pragma omp target enter data map(to: a[0:n]) map(alloc: b[0:n]) */
// CHECK:      {{^ *}}acc2c_omp_map_enter(&(a)[0], (acc2c_size)(n) * sizeof((a)[0]), ACC2C_MAP_TO, 0, acc2c_c,
// CHECK-NEXT:      {{^ *}}acc2c_attach((void *)&(a), ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_omp_map_enter(&(b)[0], (acc2c_size)(n) * sizeof((b)[0]), ACC2C_MAP_ALLOC, 0, acc2c_c,
// CHECK-NEXT: {{^ *}}acc2c_attach((void *)&(b), ACC2C_SLOT_POINTER,
#pragma omp target enter data map(to: a[0:n]) map(alloc: b[0:n])
// b is in no map clause: a pointer is the base of a zero-length section
// (5.8.9), translated through the mapping it points into; the body
// dereferences it, so pointing to host data would be an error.
// CHECK:      {{^}}/* acc2c: #pragma omp target teams distribute parallel for map(present, tofrom: a[0:n]) */
// CHECK:      {{^ *}}[[H:acc2c_h[0-9]+]] = &(a)[0]; [[N:acc2c_n[0-9]+]] = (acc2c_size)(n) * sizeof((a)[0]);
// CHECK-NEXT: {{^ *}}[[S:acc2c_s[0-9]+]] = (void *)&(a);
// CHECK:      {{^ *}}acc2c_omp_map_enter([[H]], [[N]], ACC2C_MAP_TOFROM, ACC2C_PRESENT, acc2c_c,
// CHECK-NEXT: {{^ *}}acc2c_attach([[S]], ACC2C_SLOT_POINTER,
// CHECK:      {{^ *}}acc2c_region_[[#@LINE+1]](n, acc2c_region_pointer((void *)(a), [[H]], [[N]], ACC2C_REGION_DEVICE, acc2c_source({{[0-9]+}})), acc2c_region_pointer((void *)(b), 0, 0, ACC2C_REGION_DEREFERENCED, acc2c_source({{[0-9]+}})), acc2c_region_data(&(g), sizeof(g), ACC2C_REGION_DEVICE,
#pragma omp target teams distribute parallel for map(present, tofrom: a[0:n])
  for (int i = 0; i < n; i++)
    a[i] += b[i] + g[0];
// CHECK:      {{^}}/* acc2c: #pragma omp target update to(b[0:n]) */
// CHECK:      {{^ *}}acc2c_omp_update(&(b)[0], (acc2c_size)(n) * sizeof((b)[0]), 1, 0,
#pragma omp target update to(b[0:n])
// CHECK:      {{^}}/* acc2c: #pragma omp target exit data map(from: a[0:n]) map(delete: b[0:n]) */
// CHECK:      {{^ *}}acc2c_detach((void *)&(a), ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_omp_map_exit(&(a)[0], (acc2c_size)(n) * sizeof((a)[0]), ACC2C_MAP_FROM, 0, acc2c_c,
// CHECK-NEXT: {{^ *}}acc2c_detach((void *)&(b), ACC2C_SLOT_POINTER,
// CHECK-NEXT: {{^ *}}acc2c_omp_map_exit(&(b)[0], (acc2c_size)(n) * sizeof((b)[0]), ACC2C_MAP_DELETE, 0, acc2c_c,
#pragma omp target exit data map(from: a[0:n]) map(delete: b[0:n])
}

// CHECK:      {{^}}__attribute__((__constructor__)) static void acc2c_declare_init(void) {
// CHECK:      {{^ *}}acc2c_omp_declare_target(&(g), sizeof(g),
