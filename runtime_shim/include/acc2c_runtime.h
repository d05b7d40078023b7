/*
 * acc2c_runtime.h — the C ABI that acc2c's translated programs call.
 *
 * One call per operation of the data-op graph (translator/graph/DataOpKinds.def):
 * the translator emits the graph's entry operations before a construct and its
 * exit operations after it, in graph order. Every call carries the variable's
 * source text and location (acc2c_src) so that runtime errors can name them.
 *
 * Counters. OpenACC keeps two reference counters per mapping: `structured`
 * (data and compute constructs) and `dynamic` (enter/exit data and the
 * acc_* API). Each data action names the counter it uses. OpenMP keeps one
 * reference count; the acc2c_omp_* calls use it (it is the mapping's dynamic
 * counter) and apply OpenMP's rule that a construct changes it at most once
 * per mapping, within a construct instance from acc2c_omp_construct().
 *
 * Attach. A pointer slot is either a C pointer (`void *`) or a Fortran array
 * descriptor (gfortran's, or Flang's CFI_cdesc_t); base_addr is the first word
 * of all three. `offset`/`bytes` describe the attached section of the target
 * relative to the pointer value, as in Flang's OpenACCAttachDescriptor.
 *
 * Async. `async` is a queue number, or ACC2C_ASYNC_SYNC (= acc_async_sync) for
 * a synchronous action; acc_async_noval is its own queue.
 */
#ifndef ACC2C_RUNTIME_H
#define ACC2C_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The types translated code spells, under acc2c_ names: a user's variable
 * or macro called size_t or uint64_t (declared after this header, which the
 * output includes first) cannot change them (README, "Names the output
 * uses"). */
typedef size_t acc2c_size;
typedef uint64_t acc2c_uint64;

/* Where an action comes from. `name` is the variable's source text ("a(1:n)",
 * "d%p"); any field may be NULL/0 when unknown. */
typedef struct acc2c_src {
  const char *name;
  const char *file;
  int line;
} acc2c_src;

enum acc2c_counter { ACC2C_STRUCTURED = 0, ACC2C_DYNAMIC = 1 };

/* Flags of a data action (bit set). */
enum acc2c_flags {
  ACC2C_FINALIZE = 1u << 0,   /* exit data finalize / acc_*_finalize: dynamic counter to 0 */
  ACC2C_IF_PRESENT = 1u << 1, /* update / host_data: absent data is not an error */
  ACC2C_ZERO = 1u << 2,       /* create(zero:) / copyout(zero:): new device memory is zeroed */
  ACC2C_ALWAYS = 1u << 3,     /* OpenMP `always` map-type modifier */
  ACC2C_PRESENT = 1u << 4,    /* OpenMP `present` modifier: absent data is an error */
  ACC2C_NO_CREATE = 1u << 5,  /* the exit of a no_create clause: data that was absent at
                                 entry (structured counter 0) is no error */
  ACC2C_DEALLOCATE = 1u << 6  /* before a DEALLOCATE of data in a declare directive: the
                                 mapping ends whatever its counters (a declare target's
                                 too); absent data is no error */
};

/* Pointer-slot layouts for attach/detach. */
enum acc2c_slot_layout {
  ACC2C_SLOT_POINTER = 0,  /* a C pointer or a Fortran scalar POINTER (one address) */
  ACC2C_SLOT_GFORTRAN = 1, /* gfortran array descriptor: 40 + 24*rank bytes */
  ACC2C_SLOT_CFI = 2       /* CFI_cdesc_t as Flang lays it out (24 + 24*rank, + addendum) */
};

/* OpenMP map types. */
enum acc2c_omp_map_type {
  ACC2C_MAP_ALLOC = 0,
  ACC2C_MAP_TO = 1,
  ACC2C_MAP_FROM = 2,
  ACC2C_MAP_TOFROM = 3,
  ACC2C_MAP_RELEASE = 4,
  ACC2C_MAP_DELETE = 5
};

/* A permanent record for the `length` bytes of `text`, "name NUL file NUL
 * line", the same pointer for the same text: for callers that cannot build
 * static acc2c_src structs (Fortran, whose records are constant texts). */
const acc2c_src *acc2c_source_text(const char *text, size_t length);
/* The value of index variable acc2c_e<number> of the calls that follow on
 * this thread: a family of operations (`b(acc2c_e1)%u`, one per element of
 * an array of structures) runs in loops over such indices, and an error
 * then names the element, `b(3)%u`. */
void acc2c_element_index(int number, int64_t value);

#define ACC2C_ASYNC_NOVAL (-1)
#define ACC2C_ASYNC_SYNC (-2)

/* ---- OpenACC entry actions: return the device address of `host` ---------- */
void *acc2c_copyin(void *host, size_t bytes, int counter, int async, const acc2c_src *src);
void *acc2c_create(void *host, size_t bytes, int counter, unsigned flags, int async,
                   const acc2c_src *src);
/* Absent data is an error naming the variable. */
void *acc2c_present(void *host, size_t bytes, int counter, const acc2c_src *src);
/* Absent data: no action, returns `host`. */
void *acc2c_nocreate(void *host, size_t bytes, int counter, const acc2c_src *src);

/* ---- OpenACC exit actions ------------------------------------------------ */
void acc2c_copyout(void *host, size_t bytes, int counter, unsigned flags, int async,
                   const acc2c_src *src);
void acc2c_delete(void *host, size_t bytes, int counter, unsigned flags, int async,
                  const acc2c_src *src);

/* ---- update, host_data ---------------------------------------------------- */
void acc2c_update_device(void *host, size_t bytes, unsigned flags, int async, const acc2c_src *src);
void acc2c_update_self(void *host, size_t bytes, unsigned flags, int async, const acc2c_src *src);
/* host_data use_device: the device address; absent data is an error unless
 * ACC2C_IF_PRESENT (then `host`). */
void *acc2c_use_device(void *host, unsigned flags, const acc2c_src *src);

/* ---- attach / detach -------------------------------------------------------- */
void acc2c_attach(void *slot, int layout, size_t offset, size_t bytes, int async,
                  const acc2c_src *src);
void acc2c_detach(void *slot, int layout, unsigned flags, int async, const acc2c_src *src);

/* ---- OpenMP ---------------------------------------------------------------------- */
/* A construct instance: pass it to every map of the entry (or of the exit) of
 * one execution of a construct, then end it. Within it, a mapping's count
 * changes at most once, however many map clauses name the data. */
uint64_t acc2c_omp_construct(void);
void acc2c_omp_construct_end(uint64_t construct);
void *acc2c_omp_map_enter(void *host, size_t bytes, int map_type, unsigned flags,
                          uint64_t construct, const acc2c_src *src);
void acc2c_omp_map_exit(void *host, size_t bytes, int map_type, unsigned flags, uint64_t construct,
                        const acc2c_src *src);
/* target update to (to_device != 0) or from; absent data is a no-op unless
 * ACC2C_PRESENT. */
void acc2c_omp_update(void *host, size_t bytes, int to_device, unsigned flags,
                      const acc2c_src *src);
/* declare target enter/to: mapped for the whole run (infinite count). */
void *acc2c_omp_declare_target(void *host, size_t bytes, const acc2c_src *src);
/* OpenMP device numbers: the shim's one device, and the host (the initial
 * device, omp_get_initial_device()). */
#define ACC2C_OMP_DEVICE 0
#define ACC2C_OMP_INITIAL_DEVICE 1
/* omp_is_initial_device() and omp_get_device_num() in a routine's device
 * version (acc2c_device_<name>, which only regions call, and which reads
 * declared globals through their device copies): the device's answers.
 * Macros, so that device code compiled for a GPU needs no function. */
#define acc2c_routine_is_initial_device() 0
#define acc2c_routine_device_num() ACC2C_OMP_DEVICE
/* openacc.h's device types, for a region's answer to acc_on_device (the
 * translator's, without openacc.h's names, which a user's macro could hide). */
#define ACC2C_ACC_DEVICE_HOST 2
#define ACC2C_ACC_DEVICE_NOT_HOST 3
#define ACC2C_ACC_DEVICE_NVIDIA 4
#define ACC2C_ACC_DEVICE_TYPES 6 /* acc_device_none ... acc_device_radeon */
/* A construct's device(device_num) clause: 1 when it runs on the shim's
 * device, 0 on the host (the initial device, where its maps do nothing);
 * another number is an error naming the construct. */
int acc2c_omp_device(int device_num, const acc2c_src *src);
/* OpenMP 5.1 device-memory routines the shim provides (over the same present
 * table) that older compilers' omp.h do not declare (gcc 12's): declared
 * here for translated programs, which include this header first. */
void *omp_get_mapped_ptr(const void *ptr, int device_num);
int omp_target_is_accessible(const void *ptr, size_t size, int device_num);

/* ---- compute regions ---------------------------------------------------------------- */
/* Brackets one execution of a compute region (for the log and the profile). */
int acc2c_region_begin(const char *construct, int async, const acc2c_src *src);
void acc2c_region_end(int region);
/* The threads a region's parallel loop runs with on the host: num_threads
 * (0: the encountering thread's default, omp_get_max_threads()) and at most
 * thread_limit (0: no limit), OpenMP 5.2 10.1.1 and 10.2. */
int acc2c_region_threads(int num_threads, int thread_limit);
/* What omp_get_thread_limit() answers in a region's body: its
 * thread_limit clause (OpenMP 5.2 10.2: the contention group's
 * thread-limit-var), or with none (0) the encountering thread's. */
int acc2c_region_thread_limit(int thread_limit);
/* The address a region body uses for a variable: the device address matching
 * `host` in the one mapping that holds (part of) [host, host+bytes) — a
 * mapped section gives the address of the whole variable's base, so that the
 * body's own subscripts work. An error names src when nothing of it is
 * present or it is present in pieces. `host` itself when on_device is 0 (the
 * region runs on the host: if(.false.), self), for zero bytes and on
 * host-shared. on_device ACC2C_REGION_IF_PRESENT: absent data is no error and
 * gives `host` (no_create, OpenACC 3.3 2.7.10). */
#define ACC2C_REGION_HOST 0
#define ACC2C_REGION_DEVICE 1
#define ACC2C_REGION_IF_PRESENT 2
void *acc2c_region_data(void *host, size_t bytes, int on_device, const acc2c_src *src);
/* The thread runs the body of a compute region that calls procedures: the
 * region sets it where the region runs on the device (not under
 * if(.false.) or self) and its parallel loops copy it into their threads
 * (OpenMP copyin). acc2c_runtime.f90 defines it, threadprivate. */
#ifdef __cplusplus
extern __thread bool acc2c_device_thread;
#else
extern __thread _Bool acc2c_device_thread;
#endif
/* The address a Fortran routine's body uses for `declared` data from
 * outside it (a module variable or its host's, in a declare directive): on
 * a thread running a region's body (acc2c_device_thread), its device copy;
 * `host` on other threads. An error names src where it is not present,
 * except that `declared` ACC2C_ROUTINE_MODULE_DECLARE (a variable of a
 * module, SAVE or COMMON in a declare directive) maps absent data as
 * acc2c_omp_declare_target does: a module's declare is mapped when first
 * used. The source record's text (as acc2c_source_text takes it) is read
 * only where a lookup is needed: each thread keeps its last answers while
 * no mapping comes or goes. */
#define ACC2C_ROUTINE_PRESENT 0
#define ACC2C_ROUTINE_MODULE_DECLARE 1
void *acc2c_routine_data(void *host, size_t bytes, int declared, const char *src_text,
                         size_t src_length);
/* A scalar the region only reads and that would come in by an implicit copyin
 * and go by a delete (docs/data-operations.md, "Read-only scalars"): copies
 * into `value` the value the region sees — its device copy's where it has
 * one and the region runs on the device, the host's otherwise (what that
 * copyin would copy to the device). An error names src where it is only
 * partly present. */
void acc2c_region_value(void *value, const void *host, size_t bytes, int on_device,
                        const acc2c_src *src);
/* The value a C pointer variable has in a region (its own copy, OpenACC
 * 2.6.2 / OpenMP 5.2 5.4.4): `host` translated into the device copy of the
 * data it points into. `section`/`bytes` name the section a clause mapped
 * (p[2:n] of p): `host` is translated through that mapping, also when it
 * points before it; absent data is then an error naming src (a zero-length
 * section that is absent leaves `host` as it is). With no
 * section, a pointer into no mapping keeps its value (a device address, or
 * a pointer the body never dereferences); on_device
 * ACC2C_REGION_DEREFERENCED says the body dereferences it, and then a
 * non-null host address outside every mapping is an error naming src: a
 * discrete device could not read it. `host` itself when on_device is 0. */
#define ACC2C_REGION_DEREFERENCED 4
void *acc2c_region_pointer(void *host, const void *section, size_t bytes, int on_device,
                           const acc2c_src *src);
/* The bytes of a section the translator inferred from a region's loops for
 * a pointer no clause names (docs/data-operations.md, "Sections a region's
 * loops subscript"): none where its first byte is present already (the
 * program mapped the data, and the region uses that mapping; one that does
 * not hold the whole section is an error naming src), lies in managed
 * memory or the backend shares the host's memory, or where `bytes` is a
 * negative length converted (loops that run no iteration); `bytes`
 * otherwise, for the implicit copy to map. */
size_t acc2c_inferred_bytes(const void *host, size_t bytes, const acc2c_src *src);
/* Device kernels (acc2c --offload=nvptx-none, docs/gpu.md): each region
 * function runs its body as an OpenMP target construct whose if clause is
 * acc2c_kernel_on_gpu(on_device) — on the GPU where the backend's device
 * memory is a GPU's (cuda) and the region runs on the device, otherwise on
 * the host, on the addresses acc2c_region_data gave it (the host backend's
 * device copies). A kernel's scalars that the host reduces or keeps cross
 * through acc2c_kernel_load/store: device memory to host and back, in
 * whatever memory the backend has. */
int acc2c_kernel_on_gpu(int on_device);
/* With OpenACC device kernels (acc2c --device-kernels=openacc) a region
 * function calls its kernel where acc2c_kernel_launch(on_device): on the GPU
 * where the backend is cuda, and with ACC2C_HOST_KERNELS=1 on the host
 * backends (in libgomp's host fallback, on their device copies); otherwise it
 * runs its host version on host threads. */
int acc2c_kernel_launch(int on_device);
/* A Fortran OpenACC kernel finds its arrays with present(...): the device
 * data [device, device + bytes) is mapped onto itself in libgomp's own
 * table for the kernel's call (gfortran 12's deviceptr of explicit-shape
 * dummies is broken, docs/gpu.md) and unmapped after it. Nothing for no
 * bytes. */
void acc2c_kernel_map(void *device, size_t bytes);
void acc2c_kernel_unmap(void *device, size_t bytes);
void acc2c_kernel_load(void *host, const void *device, size_t bytes);
void acc2c_kernel_store(void *device, const void *host, size_t bytes);
/* `sync` runs at the start of every compute region from then on: it sets the
 * pointers through which one file's device versions of routines find the
 * device copies of declared globals (a kernel cannot ask the shim). */
void acc2c_kernel_globals(void (*sync)(void));
/* A module variable declared for the device (Fortran: `!$omp declare target`
 * in its module, which gfortran gives a device copy of its own) whose
 * storage the shim adopts as its device copy where kernels run on the GPU,
 * so that routines and regions see one copy: `device` is that copy's
 * address; the host's value is copied there. Elsewhere (device == host, or
 * no GPU) acc2c_omp_declare_target. */
void *acc2c_kernel_declare_target(void *host, void *device, size_t bytes, const acc2c_src *src);
void acc2c_wait(int queue);
void acc2c_wait_all(void);
/* wait(devnum: device: queues): an error naming src where device is not a
 * device number of the current device type. */
void acc2c_wait_device(int queue, int device, const acc2c_src *src);

/* The OpenACC routines of the init, shutdown and set directives (acc_init,
 * acc_shutdown, acc_get_device_type, acc_set_device_num,
 * acc_set_default_async; device types as acc_device_t), under names a
 * user's variable or macro cannot hide. */
void acc2c_acc_init(int device_type);
void acc2c_acc_shutdown(int device_type);
int acc2c_acc_get_device_type(void);
void acc2c_acc_set_device_num(int device_num, int device_type);
void acc2c_acc_set_default_async(int async);

/* The device copy of a pointer slot gets the host's bytes verbatim, with no
 * counter changed: for `create` of an aggregate whose POINTER/ALLOCATABLE
 * components must not hold garbage on the device (docs/descriptors.md,
 * "Create copies descriptors verbatim"). No action when absent. */
void acc2c_copy_slot(void *slot, int layout, const acc2c_src *src);

/* Region entry check of a pointer slot inside mapped data: the device copy
 * must not point into host memory (a pointer never attached, or detached too
 * often: docs/descriptors.md, "What will fail"). An error names the variable;
 * no action when the slot's data is not present, or on host-shared. */
void acc2c_check_attached(void *slot, int layout, const acc2c_src *src);

/* The same check of one pointer slot in every element of an array of
 * structures, a region body reading `v[k].p` (docs/descriptors.md, "Members
 * of the elements of an array of structures"): the slot of element 0 is
 * `first`, the next `stride` bytes on. `count` < 0: as many elements as the
 * mapping that holds element 0 reaches to. An error names the element:
 * src's name is `v[acc2c_e1].p`, reported as `v[3].p`. */
void acc2c_check_attached_elements(void *first, size_t stride, int64_t count, int layout,
                                   const acc2c_src *src);

/* Is `p` an address of device memory (a mapping's device copy or acc_malloc)?
 * Lets region entry report device copies that still point into host memory. */
int acc2c_is_device_address(const void *p);

/* gfortran's calling convention for the same actions on a POINTER/ALLOCATABLE
 * (array descriptor or scalar pointer): acc2c's Fortran output calls these
 * through a non-BIND(C) interface body whose dummy has the variable's type,
 * rank and attribute, so gfortran passes the address of its own descriptor
 * (or pointer); every other argument is by reference. */
void acc2c_attach_gfc_(void *slot, const int *layout, const size_t *offset, const size_t *bytes,
                       const int *async, const acc2c_src *const *src);
void acc2c_detach_gfc_(void *slot, const int *layout, const int *flags, const int *async,
                       const acc2c_src *const *src);
void acc2c_check_attached_gfc_(void *slot, const int *layout, const acc2c_src *const *src);
void acc2c_copy_slot_gfc_(void *slot, const int *layout, const acc2c_src *const *src);

/* The four entry points above as function pointers, for generated Fortran
 * that calls them through procedure pointers (one abstract interface per
 * call site, so each site can give the slot its own type and rank). */
enum {
  ACC2C_GFC_ATTACH = 0,
  ACC2C_GFC_DETACH = 1,
  ACC2C_GFC_CHECK_ATTACHED = 2,
  ACC2C_GFC_COPY_SLOT = 3
};
typedef void (*acc2c_routine)(void);
acc2c_routine acc2c_gfc_routine(int which);

#ifdef __cplusplus
}
#endif
#endif /* ACC2C_RUNTIME_H */
