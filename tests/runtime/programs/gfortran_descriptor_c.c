/*
 * The C half of gfortran_descriptor.f90. gfortran calls these through
 * non-bind(C) explicit interfaces whose dummies are `real, pointer :: p(:,:)`
 * or `real, allocatable :: a(:,:)`, so each receives the address of the
 * actual argument's gfortran array descriptor (for d%p: the descriptor inside
 * d). Names: lowercase plus a trailing underscore.
 *
 * gfortran descriptor (runtime_shim/src/PointerSlotLayout.h, libgfortran.h):
 *   base_addr 0 | offset 8 | dtype{elem_len 16, version 24, rank 28, type 29,
 *   attribute 30} | span 32 | dim[r]{stride, lbound, ubound} 40 + 24*i
 */
#include "acc2c_runtime.h"
#include "openacc.h"

#include <stdint.h>
#include <string.h>

static size_t desc_bytes(const void *desc) {
  signed char rank;
  memcpy(&rank, (const unsigned char *)desc + 28, 1);
  return 40 + 24 * (size_t)rank;
}

/* Bytes of the whole array the descriptor describes (contiguous here). */
static size_t data_bytes(const void *desc) {
  const unsigned char *b = desc;
  size_t elem_len;
  signed char rank;
  memcpy(&elem_len, b + 16, sizeof elem_len);
  memcpy(&rank, b + 28, 1);
  size_t n = elem_len;
  for (int i = 0; i < rank; ++i) {
    intptr_t lb, ub;
    memcpy(&lb, b + 40 + 24 * i + 8, sizeof lb);
    memcpy(&ub, b + 40 + 24 * i + 16, sizeof ub);
    n *= ub >= lb ? (size_t)(ub - lb + 1) : 0;
  }
  return n;
}

/* info(1..6) = base_addr, offset, elem_len, rank, type, span;
 * info(7 + 3*i ..) = stride, lbound, ubound of dimension i+1. */
static void decode(const unsigned char *b, intptr_t *info) {
  void *base;
  intptr_t offset, span;
  size_t elem_len;
  signed char rank, type;
  memcpy(&base, b, sizeof base);
  memcpy(&offset, b + 8, sizeof offset);
  memcpy(&elem_len, b + 16, sizeof elem_len);
  memcpy(&rank, b + 28, 1);
  memcpy(&type, b + 29, 1);
  memcpy(&span, b + 32, sizeof span);
  info[0] = (intptr_t)base;
  info[1] = offset;
  info[2] = (intptr_t)elem_len;
  info[3] = rank;
  info[4] = type;
  info[5] = span;
  for (int i = 0; i < rank && i < 7; ++i)
    memcpy(&info[6 + 3 * i], b + 40 + 24 * i, 3 * sizeof(intptr_t));
}

static const acc2c_src kSrc = {"d%p", "gfortran_descriptor.f90", 0};

static void attach(void *desc) {
  acc2c_attach(desc, ACC2C_SLOT_GFORTRAN, 0, data_bytes(desc), ACC2C_ASYNC_SYNC, &kSrc);
}
static void detach(void *desc, unsigned flags) {
  acc2c_detach(desc, ACC2C_SLOT_GFORTRAN, flags, ACC2C_ASYNC_SYNC, &kSrc);
}

/* The device copy of the descriptor, read through acc_deviceptr of its host
 * address (it lies inside the mapped struct). info[0] = -1 when absent. */
static void device_info(void *desc, intptr_t *info) {
  unsigned char buf[40 + 24 * 15];
  void *dev = acc_deviceptr(desc);
  if (!dev) {
    info[0] = -1;
    return;
  }
  acc_memcpy_from_device(buf, dev, desc_bytes(desc));
  decode(buf, info);
}
static int device_equals_host(void *desc, size_t from) {
  unsigned char buf[40 + 24 * 15];
  void *dev = acc_deviceptr(desc);
  if (!dev) return 0;
  size_t n = desc_bytes(desc);
  acc_memcpy_from_device(buf, dev, n);
  return memcmp(buf + from, (unsigned char *)desc + from, n - from) == 0;
}

void c_attach_ptr_(void *desc) { attach(desc); }
void c_attach_alloc_(void *desc) { attach(desc); }
void c_detach_ptr_(void *desc) { detach(desc, 0); }
void c_detach_alloc_(void *desc) { detach(desc, 0); }
void c_detach_finalize_ptr_(void *desc) { detach(desc, ACC2C_FINALIZE); }

void c_host_info_ptr_(void *desc, intptr_t *info) { decode(desc, info); }
void c_host_info_alloc_(void *desc, intptr_t *info) { decode(desc, info); }
void c_dev_info_ptr_(void *desc, intptr_t *info) { device_info(desc, info); }
void c_dev_info_alloc_(void *desc, intptr_t *info) { device_info(desc, info); }

/* 1 when the device descriptor equals the host one: whole, or all but base_addr. */
int c_dev_equals_host_ptr_(void *desc) { return device_equals_host(desc, 0); }
int c_dev_equals_host_alloc_(void *desc) { return device_equals_host(desc, 0); }
int c_dev_aux_equals_host_ptr_(void *desc) { return device_equals_host(desc, 8); }
int c_dev_aux_equals_host_alloc_(void *desc) { return device_equals_host(desc, 8); }
