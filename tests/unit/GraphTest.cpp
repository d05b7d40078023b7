// The data-op graph: decomposition of each clause, counters, pairing of
// entry and exit ops, and the verifier's invariants.
#include "ModelFixture.h"

#include "graph/GraphVerifier.h"

#include <catch2/catch.hpp>

using namespace acc2c;
using namespace acc2c::test;
using Seq = std::vector<std::string>;

TEST_CASE_METHOD(GraphFixture, "data clauses decompose as in the acc dialect", "[graph]") {
  build({construct(ConstructKind::Data, "data",
                   {clause(ClauseKind::Copy, "copy", {array1d("a", 1, 10)}),
                    clause(ClauseKind::Copyin, "copyin", {array1d("b", 1, 10)}),
                    clause(ClauseKind::Copyout, "copyout", {array1d("c", 1, 10)}),
                    clause(ClauseKind::Create, "create", {array1d("d", 1, 10)}),
                    clause(ClauseKind::Present, "present", {array1d("e", 1, 10)}),
                    clause(ClauseKind::NoCreate, "no_create", {array1d("f", 1, 10)}),
                    clause(ClauseKind::Attach, "attach", {pointerMember("g", "p")})})});
  INFO(messages());
  REQUIRE_FALSE(diags.hasErrors());
  // Exits run in the reverse order of the entries.
  CHECK(sequence() == Seq{"copyin a", "copyin b", "create c", "create d", "present e", "nocreate f",
                          "attach g%p", "detach g%p", "delete f", "delete e", "delete d",
                          "copyout c", "delete b", "copyout a"});
  CHECK(opNamed("copyin", "a").clause == DataClause::Copy);
  CHECK(opNamed("copyout", "a").clause == DataClause::Copy);
  CHECK(opNamed("create", "c").clause == DataClause::Copyout);
  CHECK(opNamed("delete", "f").clause == DataClause::NoCreate);
  CHECK(opNamed("attach", "g%p").attachThrough == "g%p");
}

TEST_CASE_METHOD(GraphFixture, "each exit op closes the entry op of the same data", "[graph]") {
  build({construct(ConstructKind::Data, "data",
                   {clause(ClauseKind::Copy, "copy", {array1d("a", 1, 4), array1d("b", 1, 4)})})});
  const DataOp &out = opNamed("copyout", "b");
  REQUIRE(out.entry);
  CHECK(graph.op(*out.entry).kind == DataOpKind::Copyin);
  CHECK(graph.op(*out.entry).var.text == "b");
  CHECK(verifyGraph(graph).empty());
}

TEST_CASE_METHOD(GraphFixture, "enter/exit data and update use the dynamic counter", "[graph]") {
  build({construct(ConstructKind::EnterData, "enter data",
                   {clause(ClauseKind::Copyin, "copyin", {array1d("a", 1, 4)}),
                    clause(ClauseKind::Create, "create", {scalar("x")})}),
         construct(ConstructKind::Update, "update",
                   {clause(ClauseKind::Self, "self", {array1d("a", 1, 4)}),
                    clause(ClauseKind::Device, "device", {scalar("x")})}),
         construct(ConstructKind::ExitData, "exit data",
                   {clause(ClauseKind::Copyout, "copyout", {array1d("a", 1, 4)}),
                    clause(ClauseKind::Delete, "delete", {scalar("x")})})});
  INFO(messages());
  REQUIRE_FALSE(diags.hasErrors());
  // Data actions of one directive run in the order of its clauses.
  CHECK(sequence() ==
        Seq{"copyin a", "create x", "update_host a", "update_device x", "copyout a", "delete x"});
  for (OpId id : graph.opOrder()) {
    CHECK_FALSE(graph.op(id).structured);
    CHECK_FALSE(graph.op(id).entry); // no pairing across directives
  }
  CHECK(opNamed("update_host", "a").clause == DataClause::UpdateSelf);
}

TEST_CASE_METHOD(GraphFixture, "clauses that cannot appear on a construct are reported",
                 "[graph][diagnostics]") {
  build({construct(ConstructKind::EnterData, "enter data",
                   {clause(ClauseKind::Copyout, "copyout", {scalar("x")})})});
  REQUIRE(diags.hasErrors());
  CHECK_THAT(diags.all().front().message, Catch::Contains("'copyout'"));
}

TEST_CASE_METHOD(GraphFixture, "declare: entries at the directive, exits when the unit ends",
                 "[graph]") {
  Construct later =
      construct(ConstructKind::Data, "data", {clause(ClauseKind::Copy, "copy", {scalar("y")})});
  build({construct(ConstructKind::Declare, "declare",
                   {clause(ClauseKind::Create, "create", {array1d("a", 1, 4)}),
                    clause(ClauseKind::Copyin, "copyin", {scalar("x")})}),
         later});
  CHECK(sequence() == Seq{"create a", "copyin x", "declare_enter", "copyin y", "copyout y",
                          "declare_exit", "delete x", "delete a"});
  CHECK(verifyGraph(graph).empty());
}

TEST_CASE_METHOD(GraphFixture, "OpenMP map types decompose by construct", "[graph][openmp]") {
  auto map = [](MapType t, Variable v) {
    Clause c = clause(ClauseKind::Map, "map", {std::move(v)});
    c.mapType = t;
    return c;
  };
  build({construct(ConstructKind::Data, "target data",
                   {map(MapType::To, scalar("a")), map(MapType::From, scalar("b")),
                    map(MapType::Tofrom, scalar("c")), map(MapType::Alloc, scalar("d")),
                    map(MapType::None, scalar("e"))},
                   Dialect::OpenMP),
         construct(ConstructKind::ExitData, "target exit data",
                   {map(MapType::Release, scalar("a")), map(MapType::Delete, scalar("b"))},
                   Dialect::OpenMP)});
  INFO(messages());
  REQUIRE_FALSE(diags.hasErrors());
  CHECK(sequence() == Seq{"copyin a", "create b", "copyin c", "create d", "copyin e", "copyout e",
                          "delete d", "copyout c", "copyout b", "delete a", "delete a",
                          "delete b"});
  CHECK(opNamed("delete", "b").mapType == MapType::Delete);
}

TEST_CASE_METHOD(GraphFixture,
                 "OpenMP maps of descriptors expand: descriptor, then base_addr member",
                 "[graph][openmp]") {
  Variable p = array1d("p", 1, 4);
  p.storage = Storage::Allocatable;
  Clause c = clause(ClauseKind::Map, "map", {p});
  c.mapType = MapType::Tofrom;
  build({construct(ConstructKind::Compute, "target", {c}, Dialect::OpenMP)});
  INFO(messages());
  REQUIRE_FALSE(diags.hasErrors());
  std::vector<OpId> order = graph.opOrder();
  REQUIRE(order.size() == 4);
  const DataOp &descriptor = graph.op(order[0]);
  const DataOp &member = graph.op(order[1]);
  CHECK(descriptor.descriptorMap);
  CHECK(descriptor.bounds.empty());
  CHECK(member.memberOf == std::optional<OpId>(descriptor.id));
  CHECK(member.bounds.size() == 1);
  // The descriptor is refreshed on the device and never copied back.
  CHECK(descriptor.kind == DataOpKind::Copyin);
  CHECK(descriptor.mapType == MapType::To);
  CHECK(descriptor.modifiers.always);
  // At exit the member is undone first, then its descriptor.
  CHECK(graph.op(order[2]).kind == DataOpKind::Copyout);
  CHECK(graph.op(order[2]).memberOf == std::optional<OpId>(descriptor.id));
  CHECK(graph.op(order[3]).kind == DataOpKind::Delete);
  CHECK(graph.op(order[3]).mapType == MapType::Release);
  CHECK(graph.op(order[3]).entry == std::optional<OpId>(descriptor.id));
  CHECK(verifyGraph(graph).empty());
}

TEST_CASE("the verifier rejects malformed graphs", "[graph][verifier]") {
  DataOpGraph g("t.f90");
  GraphConstruct data;
  data.kind = ConstructKind::Data;
  data.name = "data";
  data.hasBody = true;
  ConstructId c = g.addConstruct(data);
  Diagnostics d;
  DataOp in = makeDataOp(DataOpKind::Copyin, DataClause::Copy, test::scalar("a"), c, true, d);
  OpId e = g.appendOp(in);
  g.appendBegin(c);
  g.appendEnd(c);

  SECTION("an exit op of another variable") {
    DataOp out = makeDataOp(DataOpKind::Copyout, DataClause::Copy, test::scalar("b"), c, true, d);
    out.entry = e;
    g.appendOp(out);
    auto problems = verifyGraph(g);
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0], Catch::Contains("of another construct or variable"));
  }
  SECTION("an op from a clause it cannot stand for") {
    DataOp bad = makeDataOp(DataOpKind::Copyout, DataClause::Create, test::scalar("a"), c, true, d);
    bad.entry = e;
    g.appendOp(bad);
    auto problems = verifyGraph(g);
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0], Catch::Contains("cannot come from a 'create' clause"));
  }
  SECTION("a dynamic-counter op on a structured construct") {
    DataOp out = makeDataOp(DataOpKind::Copyout, DataClause::Copy, test::scalar("a"), c, false, d);
    out.entry = e;
    g.appendOp(out);
    auto problems = verifyGraph(g);
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0], Catch::Contains("must be structured"));
  }
  SECTION("readonly on an op that cannot take it") {
    DataOp out = makeDataOp(DataOpKind::Copyout, DataClause::Copy, test::scalar("a"), c, true, d);
    out.entry = e;
    out.modifiers.readonly = true;
    g.appendOp(out);
    auto problems = verifyGraph(g);
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0], Catch::Contains("readonly"));
  }
  SECTION("a well-formed pair passes") {
    DataOp out = makeDataOp(DataOpKind::Copyout, DataClause::Copy, test::scalar("a"), c, true, d);
    out.entry = e;
    g.appendOp(out);
    CHECK(verifyGraph(g).empty());
  }
}
