// The planner (rewriter/common/DataActions.h): the runtime calls each data
// op makes, decided once for Fortran and C. Expectations come from the
// counting rules of docs/data-operations.md and the attach order of
// docs/descriptors.md (attach after the data arrives, detach before it
// leaves), not from the printers' output.
#include "ModelFixture.h"

#include "rewriter/common/DataActions.h"

#include <catch2/catch.hpp>

using namespace acc2c;
using namespace acc2c::test;

namespace {

DataOp op(DataOpKind kind, Variable v, DataClause clause = DataClause::None) {
  DataOp o;
  o.kind = kind;
  o.clause = clause;
  o.var = std::move(v);
  if (o.var.needsAttach()) o.attachThrough = o.var.designator;
  return o;
}

std::vector<DataEntry> entries(const std::vector<DataAction> &plan) {
  std::vector<DataEntry> e;
  for (const DataAction &a : plan) e.push_back(a.entry);
  return e;
}

using E = std::vector<DataEntry>;
Diagnostics diags;

} // namespace

TEST_CASE("OpenACC entry and exit ops call one entry point each, with the op's counter",
          "[planner]") {
  DataOpGraph g;
  DataOp in = op(DataOpKind::Copyin, array1d("a", 1, 10), DataClause::Copy);
  auto plan = planDataActions(in, {}, g, diags);
  REQUIRE(plan);
  CHECK(entries(*plan) == E{DataEntry::Copyin});
  CHECK((*plan)[0].structured);
  in.structured = false; // enter data
  CHECK_FALSE((*planDataActions(in, {}, g, diags))[0].structured);
  CHECK(entries(*planDataActions(op(DataOpKind::Create, array1d("c", 1, 4)), {}, g, diags)) ==
        E{DataEntry::Create});
  CHECK(entries(*planDataActions(op(DataOpKind::Present, array1d("e", 1, 4)), {}, g, diags)) ==
        E{DataEntry::Present});
  CHECK(entries(*planDataActions(op(DataOpKind::NoCreate, array1d("f", 1, 4)), {}, g, diags)) ==
        E{DataEntry::NoCreate});
  CHECK(entries(*planDataActions(op(DataOpKind::Copyout, array1d("a", 1, 4)), {}, g, diags)) ==
        E{DataEntry::Copyout});
  CHECK(entries(*planDataActions(op(DataOpKind::Delete, array1d("b", 1, 4)), {}, g, diags)) ==
        E{DataEntry::Delete});
}

TEST_CASE("finalize, zero, if_present and no_create become flags of the call", "[planner]") {
  DataOpGraph g;
  DataOp out = op(DataOpKind::Copyout, array1d("a", 1, 4));
  CHECK((*planDataActions(out, {true, false}, g, diags))[0].flags == FlagFinalize);
  CHECK((*planDataActions(out, {false, false}, g, diags))[0].flags == 0u);
  // The exit of no_create never copies and never errs on absent data (2.7.10).
  DataOp del = op(DataOpKind::Delete, array1d("f", 1, 4), DataClause::NoCreate);
  CHECK((*planDataActions(del, {}, g, diags))[0].flags == FlagNoCreate);
  DataOp create = op(DataOpKind::Create, array1d("c", 1, 4));
  create.modifiers.zero = true;
  CHECK((*planDataActions(create, {}, g, diags))[0].flags == FlagZero);
  DataOp update = op(DataOpKind::UpdateHost, array1d("u", 1, 4));
  auto plan = planDataActions(update, {false, true}, g, diags);
  CHECK(entries(*plan) == E{DataEntry::UpdateSelf});
  CHECK((*plan)[0].flags == FlagIfPresent);
}

TEST_CASE("a POINTER's data is attached after it arrives and detached before it leaves",
          "[planner]") {
  DataOpGraph g;
  Variable p = pointerMember("d", "p");
  CHECK(entries(*planDataActions(op(DataOpKind::Copyin, p), {}, g, diags)) ==
        E{DataEntry::Copyin, DataEntry::Attach});
  CHECK(entries(*planDataActions(op(DataOpKind::Present, p), {}, g, diags)) ==
        E{DataEntry::Present, DataEntry::Attach});
  auto exit = planDataActions(op(DataOpKind::Copyout, p), {true, false}, g, diags);
  CHECK(entries(*exit) == E{DataEntry::Detach, DataEntry::Copyout});
  CHECK((*exit)[0].flags == FlagFinalize); // detach finalize: the attachment counter to 0
  // A plain array has no pointer to attach.
  CHECK(entries(*planDataActions(op(DataOpKind::Copyin, array1d("a", 1, 4)), {}, g, diags)) ==
        E{DataEntry::Copyin});
  // attach(p) itself: the pointer's attachment only (2.7.12).
  CHECK(entries(*planDataActions(op(DataOpKind::Attach, p), {}, g, diags)) == E{DataEntry::Attach});
}

TEST_CASE("a C section through a pointer variable attaches the pointer", "[planner]") {
  DataOpGraph g;
  Variable p = array1d("p", 0, 9);
  p.storage = Storage::CPointerVariable;
  p.subscripts = {Subscript{false, BoundExpr::constant(0), BoundExpr::constant(9), {}}};
  CHECK(attachesPointer(op(DataOpKind::Copyin, p)));
  CHECK(entries(*planDataActions(op(DataOpKind::Copyin, p), {}, g, diags)) ==
        E{DataEntry::Copyin, DataEntry::Attach});
  p.subscripts.clear(); // copyin(p) maps the pointer itself: nothing to attach
  CHECK_FALSE(attachesPointer(op(DataOpKind::Copyin, p)));
}

TEST_CASE("a created object gets its descriptors copied verbatim, where it has some", "[planner]") {
  DataOpGraph g;
  Variable d = aggregate("d");
  CHECK(entries(*planDataActions(op(DataOpKind::Create, d), {}, g, diags)) == E{DataEntry::Create});
  g.setDescriptorComponents({{"type(ty1)", {pointerMember("", "p")}}});
  CHECK(entries(*planDataActions(op(DataOpKind::Create, d), {}, g, diags)) ==
        E{DataEntry::Create, DataEntry::CopyDescriptors});
  // Copied in, the host's descriptors come with the bytes.
  CHECK(entries(*planDataActions(op(DataOpKind::Copyin, d), {}, g, diags)) == E{DataEntry::Copyin});
}

TEST_CASE("OpenMP maps carry their map type and always/present; descriptor maps do nothing",
          "[planner]") {
  DataOpGraph g;
  DataOp enter = op(DataOpKind::Copyin, array1d("a", 1, 4));
  enter.dialect = Dialect::OpenMP;
  enter.mapType = MapType::To;
  enter.modifiers.always = true;
  enter.modifiers.present = true;
  auto plan = planDataActions(enter, {}, g, diags);
  REQUIRE(entries(*plan) == E{DataEntry::MapEnter});
  CHECK((*plan)[0].mapType == MapType::To);
  CHECK((*plan)[0].flags == (FlagAlways | FlagPresent));
  DataOp exit = op(DataOpKind::Copyout, array1d("a", 1, 4));
  exit.dialect = Dialect::OpenMP;
  CHECK((*planDataActions(exit, {}, g, diags))[0].mapType == MapType::Tofrom); // map(a): tofrom
  DataOp update = op(DataOpKind::UpdateDevice, array1d("a", 1, 4));
  update.dialect = Dialect::OpenMP;
  CHECK(entries(*planDataActions(update, {}, g, diags)) == E{DataEntry::MapUpdateTo});
  DataOp descriptor = op(DataOpKind::Copyin, pointerMember("d", "p"));
  descriptor.dialect = Dialect::OpenMP;
  descriptor.descriptorMap = true;
  CHECK(planDataActions(descriptor, {}, g, diags)->empty());
}

TEST_CASE("ops with no data action of their own plan nothing", "[planner]") {
  DataOpGraph g;
  for (DataOpKind k : {DataOpKind::Private, DataOpKind::Firstprivate, DataOpKind::Reduction,
                       DataOpKind::Deviceptr, DataOpKind::UseDevice, DataOpKind::DeclareLink}) {
    INFO(mnemonic(k));
    auto plan = planDataActions(op(k, scalar("s")), {}, g, diags);
    REQUIRE(plan);
    CHECK(plan->empty());
  }
}
