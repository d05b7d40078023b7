// GfortranModuleReader on module files gfortran 12 wrote (Inputs/gfortran),
// and the interface module GfortranModuleWriter spells from them.
#include "frontend/fortran/GfortranModuleReader.h"
#include "frontend/fortran/GfortranModuleWriter.h"

#include "llvm/Support/MemoryBuffer.h"

#include <catch2/catch.hpp>

using namespace acc2c::gfortran_module;

namespace {

std::string input(const std::string &name) {
  auto buffer = llvm::MemoryBuffer::getFile(std::string(ACC2C_UNIT_INPUTS) + "/gfortran/" + name,
                                            /*IsText=*/false, /*RequiresNullTerminator=*/false);
  REQUIRE(buffer);
  return (*buffer)->getBuffer().str();
}

Module read(const std::string &name) {
  std::string error;
  std::optional<Module> m = readGfortranModule(input(name), error);
  INFO(error);
  REQUIRE(m);
  return std::move(*m);
}

const Symbol &named(const Module &m, const std::string &name) {
  for (auto &[id, s] : m.symbols)
    if (s.name == name && s.ns == 1) return s;
  FAIL("no symbol " << name);
  return m.symbols.begin()->second;
}

bool noModules(const std::string &) { return true; }

} // namespace

TEST_CASE("a gzip'd module: header, symbols, attributes, symtree", "[gfortran-module]") {
  std::string bytes = input("small.mod.gz");
  CHECK(looksLikeGfortranModule(bytes));
  Module m = read("small.mod.gz");
  CHECK(m.version == 15);
  CHECK(m.createdFrom == "small.f90");

  const Symbol &big = named(m, "big");
  CHECK(big.attr.flavor == "PARAMETER");
  CHECK(big.ts.type == "INTEGER");
  CHECK(big.ts.kind == 4);
  REQUIRE(big.value);
  CHECK(big.value->kind == Expr::Kind::Constant);
  CHECK(big.value->value == "-2147483648");

  const Symbol &send = named(m, "send");
  CHECK(send.attr.ifsrc == "BODY");
  CHECK(send.attr.has("IS_BIND_C"));
  CHECK(send.bindingLabel == "c_send");
  REQUIRE(send.formal.size() == 2);
  const Symbol *buf = m.symbol(send.formal[0]);
  REQUIRE(buf);
  CHECK(buf->name == "buf");
  CHECK((buf->attr.extAttr & ExtAttrNoArgCheck) != 0);
  CHECK(buf->ts.type == "ASSUMED");
  REQUIRE(buf->as);
  CHECK(buf->as->type == "ASSUMED_SIZE");
  const Symbol *n = m.symbol(send.formal[1]);
  REQUIRE(n);
  CHECK(n->attr.has("VALUE"));

  REQUIRE(m.generics.size() == 1);
  CHECK(m.generics[0].name == "swap");
  CHECK(m.generics[0].specifics.size() == 2);
  CHECK(m.symtree.size() == 7);
}

TEST_CASE("types, operators, commons and constants of a library module", "[gfortran-module]") {
  Module m = read("mylib.mod.gz");
  const Symbol &point = named(m, "Point");
  CHECK(point.attr.flavor == "DERIVED");
  CHECK(point.attr.has("IS_BIND_C"));
  REQUIRE(point.components.size() == 2);
  CHECK(point.components[1].name == "y");
  CHECK(point.components[1].ts.kind == 8);

  const Symbol &vec = named(m, "Vec");
  CHECK(vec.attr.has("SEQUENCE"));
  REQUIRE(vec.components.size() == 2);
  CHECK(vec.components[1].attr.has("ALLOCATABLE"));
  REQUIRE(vec.components[1].as);
  CHECK(vec.components[1].as->type == "DEFERRED");

  REQUIRE(m.operators.size() == 2);
  CHECK(m.operators[0].spec == "operator(+)");
  CHECK(m.operators[1].spec == "assignment(=)");
  REQUIRE(m.commons.size() == 1);
  CHECK(m.commons[0].name == "blk");

  const Symbol &arr = named(m, "arr");
  REQUIRE(arr.value);
  CHECK(arr.value->kind == Expr::Kind::Array);
  CHECK(arr.value->args.size() == 3);

  const Symbol &anything = named(m, "anything");
  const Symbol *buf = m.symbol(anything.formal[0]);
  REQUIRE(buf);
  REQUIRE(buf->as);
  CHECK(buf->as->rank == -1);
  CHECK(buf->ts.type == "ASSUMED");
}

TEST_CASE("the interface module spells what the module declares", "[gfortran-module]") {
  InterfaceModule small = writeInterfaceModule(read("small.mod.gz"), "small", noModules);
  CHECK(small.errors.empty());
  CHECK(small.warnings.empty());
  const std::string &s = small.source;
  CHECK(s.find("module small\n") != std::string::npos);
  // The most negative integer has no literal.
  CHECK(s.find("integer(4), parameter :: big = (-huge(0_4)-1)") != std::string::npos);
  CHECK(s.find("real(4), parameter :: half = 5.0E-1_4") != std::string::npos);
  CHECK(s.find("subroutine send(buf, n) bind(c, name='c_send')") != std::string::npos);
  CHECK(s.find("type(*), dimension(*) :: buf") != std::string::npos);
  CHECK(s.find("!dir$ ignore_tkr(tkrdmc) buf") != std::string::npos);
  CHECK(s.find("interface swap\n") != std::string::npos);
  CHECK(s.find("integer(4), value :: n") != std::string::npos);

  InterfaceModule lib = writeInterfaceModule(read("mylib.mod.gz"), "mylib", noModules);
  CHECK(lib.errors.empty());
  const std::string &l = lib.source;
  CHECK(l.find("use, intrinsic :: iso_c_binding, only: c_double, c_int") != std::string::npos);
  CHECK(l.find("type, bind(c) :: point") != std::string::npos);
  CHECK(l.find("real(4), allocatable, dimension(:) :: v") != std::string::npos);
  CHECK(l.find("real(8), parameter :: pi = 3.1415899999999999E+0_8") != std::string::npos);
  CHECK(l.find("integer(4), parameter, dimension(3) :: arr = [1, 2, 3]") != std::string::npos);
  CHECK(l.find("character(len=2_8, kind=1), parameter :: greet = 'hi'") != std::string::npos);
  CHECK(l.find("interface operator(+)") != std::string::npos);
  CHECK(l.find("interface assignment(=)") != std::string::npos);
  CHECK(l.find("common /blk/ a, b") != std::string::npos);
  // A bound that is another dummy: that dummy is declared first.
  size_t n = l.find("integer(4), intent(in) :: n");
  size_t a = l.find("real(4), intent(out), dimension(n) :: a");
  REQUIRE(n != std::string::npos);
  REQUIRE(a != std::string::npos);
  CHECK(n < a);
  CHECK(l.find("type(*), dimension(..) :: buf") != std::string::npos);
  CHECK(l.find("contains\n") != std::string::npos);
}

TEST_CASE("type-bound procedures, generics, operators and final subroutines", "[gfortran-module]") {
  Module m = read("shapes.mod.gz");
  const Symbol &shape = named(m, "Shape_t");
  auto binding = [&](const Symbol &type, const std::string &name) -> const TypeBinding & {
    for (const TypeBinding &b : type.bindings)
      if (b.name == name) return b;
    FAIL("no binding " << name);
    return type.bindings.front();
  };
  const TypeBinding &area = binding(shape, "area");
  CHECK(area.deferred);
  CHECK(m.symbol(area.specific)->name == "area_if");
  CHECK(binding(shape, "hello").nopass);
  CHECK(binding(shape, "move").nonOverridable);
  CHECK(binding(shape, "add").passArg == "b");
  CHECK(binding(shape, "scale_r").access == "PRIVATE");
  const TypeBinding &scale = binding(shape, "scale");
  CHECK(scale.generic);
  CHECK(scale.targets == std::vector<std::string>{"scale_i", "scale_r"});
  CHECK(binding(shape, "operator(+)").targets == std::vector<std::string>{"add"});
  CHECK(binding(shape, "assignment(=)").targets == std::vector<std::string>{"assign"});
  CHECK(binding(shape, "operator(.dot.)").targets == std::vector<std::string>{"dot"});
  const Symbol &circle = named(m, "Circle_t");
  REQUIRE(circle.finalizers.size() == 1);
  CHECK(m.symbol(circle.finalizers[0])->name == "circle_final");
  CHECK(m.symbol(binding(circle, "area").specific)->name == "circle_area");

  InterfaceModule shapes = writeInterfaceModule(m, "shapes", noModules);
  CHECK(shapes.errors.empty());
  CHECK(shapes.warnings.empty());
  const std::string &s = shapes.source;
  CHECK(s.find("procedure(area_if), deferred :: area\n") != std::string::npos);
  CHECK(s.find("procedure, nopass :: hello\n") != std::string::npos);
  CHECK(s.find("procedure, non_overridable :: move\n") != std::string::npos);
  CHECK(s.find("procedure, pass(b) :: add\n") != std::string::npos);
  CHECK(s.find("procedure, private :: scale_r\n") != std::string::npos);
  CHECK(s.find("generic :: scale => scale_i, scale_r\n") != std::string::npos);
  CHECK(s.find("generic :: operator(+) => add\n") != std::string::npos);
  CHECK(s.find("generic :: assignment(=) => assign\n") != std::string::npos);
  CHECK(s.find("generic :: operator(.dot.) => dot\n") != std::string::npos);
  CHECK(s.find("procedure :: area => circle_area\n") != std::string::npos);
  CHECK(s.find("final :: circle_final\n") != std::string::npos);
  // The abstract interface imports the type: it follows the type.
  size_t type = s.find("type, abstract :: shape_t");
  size_t iface = s.find("function area_if(");
  REQUIRE(type != std::string::npos);
  REQUIRE(iface != std::string::npos);
  CHECK(type < iface);
}

TEST_CASE("a module its interface takes entities from but that is missing", "[gfortran-module]") {
  // mylib takes c_int from iso_c_binding: intrinsic, always available.
  InterfaceModule lib = writeInterfaceModule(read("mylib.mod.gz"), "mylib",
                                             [](const std::string &) { return false; });
  CHECK(lib.errors.empty());
  CHECK(lib.uses.empty());
}

TEST_CASE("excluded symbols are left out with the reason", "[gfortran-module]") {
  Module m = read("small.mod.gz");
  int swapR = 0;
  for (auto &[id, s] : m.symbols)
    if (s.name == "swap_r") swapR = id;
  InterfaceModule out = writeInterfaceModule(m, "small", noModules, {{swapR, "Flang rejects it"}});
  CHECK(out.source.find("swap_r") == std::string::npos);
  CHECK(out.source.find("subroutine swap_i") != std::string::npos);
  REQUIRE(out.warnings.size() == 1);
  CHECK(out.warnings[0].find("'swap_r': Flang rejects it") == 0);
  bool spanOfSwapI = false;
  for (const Span &sp : out.spans)
    spanOfSwapI |= m.symbol(sp.symbol)->name == "swap_i" && sp.firstLine < sp.lastLine;
  CHECK(spanOfSwapI);
}

TEST_CASE("malformed and unsupported module files are refused with a reason", "[gfortran-module]") {
  std::string error;
  CHECK_FALSE(readGfortranModule("GFORTRAN module version '9' created from x.f90\n()", error));
  CHECK(error.find("version '9' is not supported") != std::string::npos);

  CHECK_FALSE(readGfortranModule("not a module", error));
  CHECK(error.find("not a gfortran module file") != std::string::npos);

  CHECK_FALSE(readGfortranModule("GFORTRAN module version '15' created from x.f90\n(() ()", error));
  CHECK(error.find("malformed module file") != std::string::npos);

  CHECK_FALSE(
      readGfortranModule("GFORTRAN module version '15' created from x.f90\n(()) (%)", error));
  CHECK(error.find("bad character '%'") != std::string::npos);

  std::string gz = input("small.mod.gz");
  CHECK_FALSE(readGfortranModule(gz.substr(0, gz.size() / 2), error));
  CHECK(error.find("gzip") != std::string::npos);
}
