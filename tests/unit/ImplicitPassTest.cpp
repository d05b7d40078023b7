// The implicit data attribute pass (OpenACC 3.3 2.6.2, OpenMP 5.2 5.8.9).
#include "ModelFixture.h"

#include <catch2/catch.hpp>

using namespace acc2c;
using namespace acc2c::test;
using Seq = std::vector<std::string>;

namespace {
Construct compute(const std::string &name, std::vector<Variable> referenced,
                  std::vector<Clause> clauses = {}, Dialect d = Dialect::OpenACC) {
  Construct c = construct(ConstructKind::Compute, name, std::move(clauses), d);
  c.referenced = std::move(referenced);
  return c;
}
Clause defaultClause(const std::string &value) {
  Clause c = clause(ClauseKind::Default, "default");
  c.value = value;
  return c;
}
} // namespace

TEST_CASE_METHOD(GraphFixture, "parallel: scalars firstprivate, arrays and aggregates copy",
                 "[implicit]") {
  build({compute("parallel", {scalar("x"), array1d("a", 1, 8), aggregate("d")})});
  REQUIRE_FALSE(diags.hasErrors());
  CHECK(sequence() ==
        Seq{"firstprivate x (implicit: scalar-firstprivate)", "copyin a (implicit: aggregate-copy)",
            "copyin d (implicit: aggregate-copy)", "copyout d (implicit: aggregate-copy)",
            "copyout a (implicit: aggregate-copy)"});
  CHECK(opNamed("copyin", "a").clause == DataClause::Copy);
}

TEST_CASE_METHOD(GraphFixture, "serial treats scalars like parallel", "[implicit]") {
  build({compute("serial", {scalar("x")})});
  CHECK(sequence() == Seq{"firstprivate x (implicit: scalar-firstprivate)"});
}

TEST_CASE_METHOD(GraphFixture, "kernels: scalars are copied", "[implicit]") {
  build({compute("kernels", {scalar("x")})});
  CHECK(sequence() == Seq{"copyin x (implicit: kernels-scalar-copy)",
                          "copyout x (implicit: kernels-scalar-copy)"});
}

TEST_CASE_METHOD(GraphFixture, "default(present) makes arrays present, not scalars", "[implicit]") {
  build({compute("kernels", {scalar("x"), array1d("a", 1, 8)}, {defaultClause("present")})});
  CHECK(sequence() ==
        Seq{"copyin x (implicit: kernels-scalar-copy)", "present a (implicit: default-present)",
            "delete a (implicit: default-present)", "copyout x (implicit: kernels-scalar-copy)"});
}

TEST_CASE_METHOD(GraphFixture, "default(present) on an enclosing data construct is visible",
                 "[implicit]") {
  Construct data = construct(ConstructKind::Data, "data", {defaultClause("present")});
  data.children.push_back(compute("parallel", {array1d("a", 1, 8)}));
  build({data});
  CHECK(sequence() ==
        Seq{"present a (implicit: default-present)", "delete a (implicit: default-present)"});
}

TEST_CASE_METHOD(GraphFixture, "default(none) reports every unlisted variable",
                 "[implicit][diagnostics]") {
  build({compute("parallel", {scalar("x"), array1d("a", 1, 8)},
                 {defaultClause("none"), clause(ClauseKind::Copy, "copy", {array1d("a", 1, 8)})})});
  REQUIRE(diags.errorCount() == 1);
  CHECK_THAT(diags.all()[0].message, Catch::Contains("'x'") && Catch::Contains("default(none)"));
}

TEST_CASE_METHOD(GraphFixture,
                 "variables named by a clause or an enclosing data construct get nothing",
                 "[implicit]") {
  Construct data = construct(ConstructKind::Data, "data",
                             {clause(ClauseKind::Copy, "copy", {array1d("a", 1, 8)})});
  data.children.push_back(compute("parallel", {array1d("a", 1, 8), array1d("b", 1, 8)},
                                  {clause(ClauseKind::Present, "present", {array1d("b", 1, 8)})}));
  build({data});
  CHECK(sequence() == Seq{"copyin a", "present b", "delete b", "copyout a"});
}

TEST_CASE_METHOD(GraphFixture, "a reduction variable in no other clause is copied", "[implicit]") {
  Clause red = clause(ClauseKind::Reduction, "reduction", {scalar("s")});
  red.reduction = ReductionOperator::Add;
  build({compute("parallel loop", {scalar("s")}, {red})});
  CHECK(sequence() ==
        Seq{"reduction s", "copyin s (implicit: reduction)", "copyout s (implicit: reduction)"});
  CHECK(opNamed("copyin", "s").clause == DataClause::Reduction);
}

TEST_CASE_METHOD(GraphFixture, "loop variables are implicitly private", "[implicit]") {
  Construct loop = compute("parallel loop", {array1d("a", 1, 8)});
  loop.loopVariables = {scalar("i", "integer(4)"), scalar("j", "integer(4)")};
  build({loop});
  CHECK(sequence() ==
        Seq{"private i (implicit: loop-variable)", "private j (implicit: loop-variable)",
            "copyin a (implicit: aggregate-copy)", "copyout a (implicit: aggregate-copy)"});
}

TEST_CASE_METHOD(GraphFixture, "present(d%p) implies copy(d) before it", "[implicit][seeds]") {
  build({compute("serial", {aggregate("d")},
                 {clause(ClauseKind::Present, "present", {pointerMember("d", "p")})})});
  REQUIRE_FALSE(diags.hasErrors());
  // Order as in docs/descriptors.md, "The parent before the member": copy(d), present(d%p)
  CHECK(sequence() == Seq{"copyin d (implicit: member-parent)", "present d%p", "delete d%p",
                          "copyout d (implicit: member-parent)"});
}

TEST_CASE_METHOD(GraphFixture, "the implied parent copy is skipped when the parent is present",
                 "[implicit][seeds]") {
  Construct data =
      construct(ConstructKind::Data, "data", {clause(ClauseKind::Copy, "copy", {aggregate("d")})});
  data.children.push_back(
      compute("serial", {aggregate("d")},
              {clause(ClauseKind::Present, "present", {pointerMember("d", "p")})}));
  build({data});
  CHECK(sequence() == Seq{"copyin d", "present d%p", "delete d%p", "copyout d"});
}

TEST_CASE_METHOD(GraphFixture, "OpenMP target: scalars firstprivate, the rest map(tofrom)",
                 "[implicit][openmp]") {
  build({compute("target", {scalar("x"), array1d("a", 1, 8)}, {}, Dialect::OpenMP)});
  CHECK(sequence() == Seq{"firstprivate x (implicit: scalar-firstprivate)",
                          "copyin a (implicit: aggregate-copy)",
                          "copyout a (implicit: aggregate-copy)"});
  CHECK(opNamed("copyin", "a").mapType == MapType::Tofrom);
}

TEST_CASE_METHOD(GraphFixture, "OpenMP defaultmap changes the implicit behaviour per category",
                 "[implicit][openmp]") {
  Clause dm = clause(ClauseKind::Defaultmap, "defaultmap");
  dm.value = "tofrom:scalar";
  Clause none = clause(ClauseKind::Defaultmap, "defaultmap");
  none.value = "none:aggregate";
  build({compute("target", {scalar("x"), array1d("a", 1, 8)}, {dm, none}, Dialect::OpenMP)});
  CHECK(diags.errorCount() == 1);
  CHECK_THAT(diags.all()[0].message, Catch::Contains("'a'") && Catch::Contains("defaultmap(none)"));
  CHECK(opNamed("copyin", "x").mapType == MapType::Tofrom);
  CHECK(opNamed("copyin", "x").implicitRule == ImplicitRule::Defaultmap);
}

TEST_CASE_METHOD(GraphFixture,
                 "OpenMP: TARGET scalars and declare target variables are mapped tofrom",
                 "[implicit][openmp]") {
  Variable t = scalar("t");
  t.isTarget = true;
  Variable g = scalar("g");
  g.isDeclaredOnDevice = true;
  build({compute("target", {t, g}, {}, Dialect::OpenMP)});
  CHECK(sequence() ==
        Seq{"copyin t (implicit: target-attribute)", "copyin g (implicit: declare-target)",
            "copyout g (implicit: declare-target)", "copyout t (implicit: target-attribute)"});
}
