// FortranIntrinsics: how the Fortran output spells the intrinsic procedures
// it calls. By their own names where no name of the file hides them; in a
// file whose scopes declare one of those names (a local `integer ::
// size(1)`, which host association also brings into the region
// procedures), as an acc2c_ name that a USE of module acc2c_intrinsics
// renames (README, "Names the output uses"). Only there: gfortran warns
// (-Wsurprising, part of -Wall) at every USE that brings an intrinsic
// function from a module, which would put a warning on every translated
// unit of a program the plain compiler builds without one.
#pragma once

#include <array>
#include <set>
#include <string>

namespace acc2c {

enum class Intrinsic {
  Lbound,
  Ubound,
  Shape,
  Merge,
  Int,
  Associated,
  Allocated,
  IsContiguous,
  MoveAlloc,
  Size,
  Min,
  Max
};

class FortranIntrinsics {
public:
  /// `declared`: TranslationUnitModel::declaredNames of the file.
  explicit FortranIntrinsics(const std::set<std::string> &declared) {
    for (size_t i = 0; i < names().size(); ++i) {
      const Entry &e = names()[i];
      renamed_[i] = declared.count(e.own) > 0;
      if (renamed_[i]) use_ += (use_.empty() ? "" : ", ") + std::string(e.renamed) + " => " + e.own;
    }
    if (!use_.empty()) use_ = "use acc2c_intrinsics, only: " + use_;
  }

  std::string operator()(Intrinsic i) const {
    const Entry &e = names()[static_cast<size_t>(i)];
    return renamed_[static_cast<size_t>(i)] ? e.renamed : e.own;
  }

  /// The USE that brings the renamed ones, beside each `use acc2c_runtime`;
  /// empty when the file hides none.
  const std::string &use() const { return use_; }

private:
  struct Entry {
    const char *own, *renamed;
  };
  // In the order of enum Intrinsic.
  static const std::array<Entry, 12> &names() {
    static const std::array<Entry, 12> n{{{"lbound", "acc2c_lbound"},
                                          {"ubound", "acc2c_ubound"},
                                          {"shape", "acc2c_shape"},
                                          {"merge", "acc2c_merge"},
                                          {"int", "acc2c_to_int"},
                                          {"associated", "acc2c_associated"},
                                          {"allocated", "acc2c_allocated"},
                                          {"is_contiguous", "acc2c_is_contiguous"},
                                          {"move_alloc", "acc2c_move_alloc"},
                                          {"size", "acc2c_array_size"},
                                          {"min", "acc2c_min"},
                                          {"max", "acc2c_max"}}};
    return n;
  }

  std::array<bool, 12> renamed_{};
  std::string use_;
};

} // namespace acc2c
