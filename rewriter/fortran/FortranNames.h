// FortranNames: the names acc2c's Fortran output gives its own variables,
// made from the user's variable they stand for (acc2c_y for y, acc2c_d_p for
// d%p) so that a reader can follow them, and unique within one BLOCK.
#pragma once

#include <cctype>
#include <set>
#include <string>

namespace acc2c {

class FortranNames {
public:
  /// "acc2c_" + `designator` in lower case with every character that cannot
  /// be in a name made '_'; a number is added where the name is taken.
  std::string forVariable(const std::string &designator, const std::string &suffix = "") {
    std::string base = "acc2c_";
    for (char ch : designator) {
      char c = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      bool word = std::isalnum(static_cast<unsigned char>(c)) || c == '_';
      if (word)
        base += c;
      else if (base.back() != '_')
        base += '_';
    }
    while (base.size() > 6 && base.back() == '_') base.pop_back();
    // Fortran names have at most 63 characters; leave room for a number.
    if (base.size() + suffix.size() > 56) base.resize(56 - suffix.size());
    return unique(base + suffix);
  }

  /// `name` if it is free, otherwise name_2, name_3...
  std::string unique(const std::string &name) {
    std::string n = name;
    for (unsigned k = 2; !taken_.insert(n).second; ++k) n = name + "_" + std::to_string(k);
    return n;
  }

private:
  std::set<std::string> taken_;
};

} // namespace acc2c
