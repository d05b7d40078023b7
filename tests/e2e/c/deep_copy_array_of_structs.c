/* Deep copy of a struct holding an array of structs that hold pointers
   (OpenACC 3.3 2.6.8, 2.7.2): each level is entered and attached in turn;
   the region reads m.v[k].val through the attached device pointers; struct
   copies (update self, copyout) never undo an attachment, so the host keeps
   its own pointers; data flows back only through the exits of val. */
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

typedef struct { int n; double *val; } vec_t;
typedef struct { int nv; vec_t *v; double scale; } mesh_t;

int main(void)
{
    mesh_t m;
    m.nv = 3; m.scale = 2.0;
    m.v = malloc(m.nv * sizeof(vec_t));
    for (int k = 0; k < m.nv; k++) {
        m.v[k].n = 4 + k;
        m.v[k].val = malloc(m.v[k].n * sizeof(double));
        for (int i = 0; i < m.v[k].n; i++) m.v[k].val[i] = k * 10 + i;
    }
    double *hostv0 = m.v[0].val;

#pragma acc enter data copyin(m)
#pragma acc enter data copyin(m.v[0:m.nv])
    for (int k = 0; k < m.nv; k++) {
#pragma acc enter data copyin(m.v[k].val[0:m.v[k].n])
    }

#pragma acc parallel loop present(m) gang
    for (int k = 0; k < m.nv; k++) {
#pragma acc loop vector
        for (int i = 0; i < m.v[k].n; i++) m.v[k].val[i] *= m.scale;
    }
    /* change scale on device only */
#pragma acc serial present(m)
    { m.scale = 5.0; }

    /* update self of the struct: scale comes back; pointer member must stay a host pointer */
#pragma acc update self(m)
    printf("scale=%g host ptr kept=%d\n", m.scale, m.v[0].val == hostv0);
#pragma acc update self(m.v[0:m.nv])
    printf("v[0].val host ptr kept=%d\n", m.v[0].val == hostv0);
    for (int k = 0; k < m.nv; k++) {
#pragma acc exit data copyout(m.v[k].val[0:m.v[k].n])
    }
    printf("v[1].val[2]=%g v[2].val[5]=%g\n", m.v[1].val[2], m.v[2].val[5]);
#pragma acc exit data delete(m.v[0:m.nv])
#pragma acc exit data copyout(m)
    printf("after copyout m.v ok=%d present=%d\n", m.v[0].val == hostv0, acc_is_present(&m, sizeof m));
    for (int k = 0; k < m.nv; k++) free(m.v[k].val);
    free(m.v);
    return 0;
}
