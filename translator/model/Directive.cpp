#include "model/Directive.h"

#include <algorithm>

namespace acc2c {

std::string Variable::IndexRange::str() const {
  std::string d = std::to_string(dim);
  return index + " = " + (lower ? lower->str() : "lbound(" + array + ", " + d + ")") + " to " +
         (upper ? upper->str() : "ubound(" + array + ", " + d + ")");
}

const char *storageName(Storage s) {
  switch (s) {
  case Storage::Plain: return "plain";
  case Storage::Pointer: return "pointer";
  case Storage::Allocatable: return "allocatable";
  case Storage::AssumedShape: return "assumed_shape";
  case Storage::AssumedSize: return "assumed_size";
  case Storage::CPointer: return "c_pointer";
  case Storage::CPointerVariable: return "c_pointer_variable";
  }
  return "?";
}

bool usesStructuredCounter(ConstructKind k) {
  switch (k) {
  case ConstructKind::EnterData:
  case ConstructKind::ExitData:
  case ConstructKind::Update:
  case ConstructKind::DeclareTarget: return false;
  default: return true;
  }
}

bool usesStructuredCounter(ConstructKind k, const Variable &v) {
  return k == ConstructKind::DeclareAction ? !v.isGlobal : usesStructuredCounter(k);
}

const char *constructKindName(ConstructKind k) {
  switch (k) {
  case ConstructKind::Compute: return "compute";
  case ConstructKind::Loop: return "loop";
  case ConstructKind::Data: return "data";
  case ConstructKind::EnterData: return "enter_data";
  case ConstructKind::ExitData: return "exit_data";
  case ConstructKind::Update: return "update";
  case ConstructKind::HostData: return "host_data";
  case ConstructKind::Declare: return "declare";
  case ConstructKind::DeclareTarget: return "declare_target";
  case ConstructKind::Routine: return "routine";
  case ConstructKind::Atomic: return "atomic";
  case ConstructKind::Cache: return "cache";
  case ConstructKind::Wait: return "wait";
  case ConstructKind::Init: return "init";
  case ConstructKind::Shutdown: return "shutdown";
  case ConstructKind::Set: return "set";
  case ConstructKind::DeclareAction: return "declare_action";
  case ConstructKind::Other: return "other";
  }
  return "?";
}

const char *mapTypeName(MapType t) {
  switch (t) {
  case MapType::None: return "";
  case MapType::To: return "to";
  case MapType::From: return "from";
  case MapType::Tofrom: return "tofrom";
  case MapType::Alloc: return "alloc";
  case MapType::Release: return "release";
  case MapType::Delete: return "delete";
  }
  return "?";
}

const char *reductionOperatorName(ReductionOperator op) {
  switch (op) {
  case ReductionOperator::None: return "none";
  case ReductionOperator::Add: return "add";
  case ReductionOperator::Multiply: return "mul";
  case ReductionOperator::Max: return "max";
  case ReductionOperator::Min: return "min";
  case ReductionOperator::BitAnd: return "iand";
  case ReductionOperator::BitOr: return "ior";
  case ReductionOperator::BitXor: return "xor";
  case ReductionOperator::LogicalAnd: return "land";
  case ReductionOperator::LogicalOr: return "lor";
  case ReductionOperator::Eqv: return "eqv";
  case ReductionOperator::Neqv: return "neqv";
  }
  return "?";
}

const char *reductionOperatorSpelling(ReductionOperator op, bool fortran) {
  switch (op) {
  case ReductionOperator::None: return "";
  case ReductionOperator::Add: return "+";
  case ReductionOperator::Multiply: return "*";
  case ReductionOperator::Max: return "max";
  case ReductionOperator::Min: return "min";
  case ReductionOperator::BitAnd: return fortran ? "iand" : "&";
  case ReductionOperator::BitOr: return fortran ? "ior" : "|";
  case ReductionOperator::BitXor: return fortran ? "ieor" : "^";
  case ReductionOperator::LogicalAnd: return fortran ? ".and." : "&&";
  case ReductionOperator::LogicalOr: return fortran ? ".or." : "||";
  case ReductionOperator::Eqv: return fortran ? ".eqv." : "";
  case ReductionOperator::Neqv: return fortran ? ".neqv." : "";
  }
  return "";
}

const Construct *parallelLoopAround(const std::vector<Construct> &open) {
  for (auto c = open.rbegin(); c != open.rend(); ++c) {
    bool seq = false;
    for (const Clause &cl : c->clauses) seq = seq || cl.id == llvm::acc::Clause::ACCC_seq;
    if (isLoopAssociated(c->directive) && !seq) return &*c;
    if (c->kind == ConstructKind::Compute) return nullptr;
  }
  return nullptr;
}

bool privatizedByOpenLoop(const std::vector<Construct> &open, const std::string &designator) {
  for (auto c = open.rbegin(); c != open.rend() && c->kind != ConstructKind::Compute; ++c)
    if (c->kind == ConstructKind::Loop)
      for (const Clause &cl : c->clauses)
        if (cl.kind == ClauseKind::Private)
          for (const Variable &v : cl.vars)
            if (v.designator == designator) return true;
  return false;
}

int associatedLoopCount(const Construct &c) {
  for (const Clause &cl : c.clauses)
    if (cl.id == llvm::acc::Clause::ACCC_tile && cl.count) return static_cast<int>(*cl.count);
  for (const Clause &cl : c.clauses)
    if ((cl.id == llvm::acc::Clause::ACCC_collapse || cl.id == llvm::omp::Clause::OMPC_collapse) &&
        cl.count)
      return static_cast<int>(std::max<std::int64_t>(1, *cl.count));
  return 1;
}

bool isTiled(const Construct &c) {
  for (const Clause &cl : c.clauses)
    if (cl.id == llvm::acc::Clause::ACCC_tile) return true;
  return false;
}

std::vector<std::string> Modifiers::names() const {
  std::vector<std::string> out;
  if (readonly) out.push_back("readonly");
  if (zero) out.push_back("zero");
  if (always) out.push_back("always");
  if (close) out.push_back("close");
  if (present) out.push_back("present");
  return out;
}

ComputeConstruct computeConstructOf(const DirectiveId &d) {
  using A = llvm::acc::Directive;
  if (d == A::ACCD_parallel || d == A::ACCD_parallel_loop) return ComputeConstruct::Parallel;
  if (d == A::ACCD_kernels || d == A::ACCD_kernels_loop) return ComputeConstruct::Kernels;
  if (d == A::ACCD_serial || d == A::ACCD_serial_loop) return ComputeConstruct::Serial;
  return ComputeConstruct::None;
}

bool hasOmpLeaf(const DirectiveId &d, std::initializer_list<llvm::omp::Directive> leaves) {
  if (d.dialect != Dialect::OpenMP) return false;
  for (llvm::omp::Directive leaf :
       llvm::omp::getLeafConstructsOrSelf(static_cast<llvm::omp::Directive>(d.value)))
    for (llvm::omp::Directive l : leaves)
      if (leaf == l) return true;
  return false;
}

bool isLoopAssociated(const DirectiveId &d) {
  using A = llvm::acc::Directive;
  using O = llvm::omp::Directive;
  if (d.dialect == Dialect::OpenACC)
    return d == A::ACCD_loop || d == A::ACCD_parallel_loop || d == A::ACCD_kernels_loop ||
           d == A::ACCD_serial_loop;
  return hasOmpLeaf(d, {O::OMPD_do, O::OMPD_for, O::OMPD_simd, O::OMPD_distribute, O::OMPD_loop,
                        O::OMPD_taskloop});
}

bool sharesIterations(const DirectiveId &d) {
  using O = llvm::omp::Directive;
  return hasOmpLeaf(d,
                    {O::OMPD_distribute, O::OMPD_do, O::OMPD_for, O::OMPD_loop, O::OMPD_taskloop});
}

bool beginsWithTarget(llvm::omp::Directive d) {
  return llvm::omp::getLeafConstructsOrSelf(d).front() == llvm::omp::Directive::OMPD_target;
}

const char *atomicFormName(AtomicForm f) {
  switch (f) {
  case AtomicForm::Read: return "read";
  case AtomicForm::Write: return "write";
  case AtomicForm::Capture: return "capture";
  case AtomicForm::Update: break;
  }
  return "update";
}

} // namespace acc2c
