// The three printers: the JSON contract, the MLIR-like text, Graphviz.
#include "ModelFixture.h"

#include "emit/GraphPrinters.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <catch2/catch.hpp>

using namespace acc2c;
using namespace acc2c::test;

namespace {
struct PrinterFixture : GraphFixture {
  PrinterFixture() {
    Variable b = array1d("b", 10, 20);
    b.text = "b(12:15)";
    Subscript s;
    s.lower = BoundExpr::constant(12);
    s.upper = BoundExpr::constant(15);
    b.subscripts = {s};
    Construct data = construct(ConstructKind::Data, "data",
                               {clause(ClauseKind::Copy, "copy", {array1d("a", 1, 10)}),
                                clause(ClauseKind::Copyin, "copyin", {b})});
    data.children.push_back(construct(ConstructKind::Compute, "parallel"));
    data.children.back().referenced = {scalar("x")};
    Clause async = clause(ClauseKind::Async, "async");
    async.exprs = {"1"};
    async.text = "1";
    Construct enter = construct(ConstructKind::EnterData, "enter data",
                                {clause(ClauseKind::Create, "create", {scalar("y")}), async});
    build({data, enter});
  }
  template <typename F> std::string print(F printer) {
    std::string s;
    llvm::raw_string_ostream os(s);
    printer(graph, os);
    return os.str();
  }
};
} // namespace

TEST_CASE_METHOD(PrinterFixture, "JSON keeps the contract", "[printer][json]") {
  auto parsed = llvm::json::parse(print(printGraphJson));
  REQUIRE(bool(parsed));
  const llvm::json::Object *root = parsed->getAsObject();
  REQUIRE(root);
  CHECK(root->getString("file") == llvm::StringRef("t.f90"));
  const llvm::json::Array *ops = root->getArray("ops");
  REQUIRE(ops);
  REQUIRE(ops->size() == 6);
  // Execution order: copyin a, copyin b(12:15), firstprivate x, delete b, copyout a, create y
  std::vector<std::string> names;
  for (const llvm::json::Value &v : *ops) {
    const llvm::json::Object *op = v.getAsObject();
    REQUIRE(op);
    for (const char *key : {"op", "dataClause", "name", "construct"}) CHECK(op->getString(key));
    for (const char *key : {"structured", "implicit"}) CHECK(op->getBoolean(key));
    CHECK(op->getInteger("line"));
    CHECK(op->getArray("bounds"));
    names.push_back((op->getString("op")->str() + " " + op->getString("name")->str()));
  }
  CHECK(names == std::vector<std::string>{"copyin a", "copyin b(12:15)", "firstprivate x",
                                          "delete b(12:15)", "copyout a", "create y"});
  const llvm::json::Object *b = (*ops)[1].getAsObject();
  CHECK(b->getString("dataClause") == llvm::StringRef("copyin"));
  const llvm::json::Object *bound = b->getArray("bounds")->front().getAsObject();
  CHECK(bound->getInteger("lower") == 2);
  CHECK(bound->getInteger("upper") == 5);
  CHECK(bound->getInteger("extent") == 4);
  CHECK(bound->getInteger("startIdx") == 10);
  const llvm::json::Object *copyout = (*ops)[4].getAsObject();
  CHECK(copyout->getString("dataClause") == llvm::StringRef("copy"));
  CHECK(copyout->getInteger("entry") == (*ops)[0].getAsObject()->getInteger("id"));
  const llvm::json::Object *create = (*ops)[5].getAsObject();
  CHECK(create->getBoolean("structured") == false);
  CHECK(create->getString("async") == llvm::StringRef("1"));
  CHECK((*ops)[2].getAsObject()->getBoolean("implicit") == true);
}

TEST_CASE_METHOD(PrinterFixture, "text form reads like Flang's acc operations", "[printer][text]") {
  std::string text = print(printGraphText);
  CHECK_THAT(text, Catch::Contains("%0 = acc.copyin varPtr(%a : real(4)) bounds(%b0) -> "
                                   "{dataClause = #acc<data_clause acc_copy>, name = \"a\"}"));
  CHECK_THAT(text, Catch::Contains(
                       "acc.bounds lowerbound(2) upperbound(5) extent(4) stride(1) startIdx(10)"));
  CHECK_THAT(text, Catch::Contains("acc.data dataOperands(%0, %1) {"));
  CHECK_THAT(text, Catch::Contains("acc.copyout accPtr(%0) to varPtr(%a) {dataClause = "
                                   "#acc<data_clause acc_copy>, name = \"a\"}"));
  CHECK_THAT(text, Catch::Contains("{implicit = true, name = \"x\"}"));
  CHECK_THAT(text, Catch::Contains("{name = \"y\", structured = false}"));
  CHECK_THAT(text, Catch::Contains("acc.enter_data dataOperands(%5) async(1)"));
}

TEST_CASE_METHOD(PrinterFixture, "DOT has a cluster per construct and entry-exit edges",
                 "[printer][dot]") {
  std::string dot = print(printGraphDot);
  CHECK_THAT(dot, Catch::StartsWith("digraph acc2c {"));
  CHECK_THAT(dot, Catch::Contains("subgraph cluster_0"));
  CHECK_THAT(dot, Catch::Contains("subgraph cluster_1"));
  // Nodes are numbered in execution order: copyin a is op0, copyout a op4.
  CHECK_THAT(dot, Catch::Contains("op0 -> op4 [style=dashed"));
}
