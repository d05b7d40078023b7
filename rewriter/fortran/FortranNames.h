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
  /// The names a generated variable must not take: every public name of
  /// module acc2c_runtime (runtime_shim/fortran/acc2c_runtime.f90), which
  /// the unit uses, the acc2c_ names of the intrinsics it may rename
  /// (FortranIntrinsics.h), and the fixed locals of a construct's BLOCK. A user's
  /// variable called shape or loc gets acc2c_shape_2, acc2c_loc_2.
  FortranNames()
      : taken_({"acc2c_acc_get_device_type",
                "acc2c_acc_init",
                "acc2c_acc_set_default_async",
                "acc2c_acc_set_device_num",
                "acc2c_acc_shutdown",
                "acc2c_addr",
                "acc2c_addr_array",
                "acc2c_address",
                "acc2c_allocated",
                "acc2c_array_size",
                "acc2c_associated",
                "acc2c_assumed_size_extent",
                "acc2c_async_noval",
                "acc2c_async_sync",
                "acc2c_bytes",
                "acc2c_c_associated",
                "acc2c_construct",
                "acc2c_copyin",
                "acc2c_copyout",
                "acc2c_create",
                "acc2c_delete",
                "acc2c_device_host",
                "acc2c_device_none",
                "acc2c_device_not_host",
                "acc2c_device_num",
                "acc2c_device_nvidia",
                "acc2c_device_radeon",
                "acc2c_device_thread",
                "acc2c_dynamic",
                "acc2c_element_index",
                "acc2c_f_pointer",
                "acc2c_f_procpointer",
                "acc2c_file",
                "acc2c_flag_always",
                "acc2c_flag_deallocate",
                "acc2c_flag_finalize",
                "acc2c_flag_if_present",
                "acc2c_flag_no_create",
                "acc2c_flag_present",
                "acc2c_flag_zero",
                "acc2c_gfc_attach",
                "acc2c_gfc_check_attached",
                "acc2c_gfc_copy_slot",
                "acc2c_gfc_detach",
                "acc2c_gfc_routine",
                "acc2c_host",
                "acc2c_int",
                "acc2c_int64",
                "acc2c_is_contiguous",
                "acc2c_is_device_address",
                "acc2c_is_initial_device",
                "acc2c_kernel_declare_target",
                "acc2c_kernel_launch",
                "acc2c_kernel_load",
                "acc2c_kernel_map",
                "acc2c_kernel_on_gpu",
                "acc2c_kernel_store",
                "acc2c_kernel_unmap",
                "acc2c_lbound",
                "acc2c_loc",
                "acc2c_map_alloc",
                "acc2c_map_delete",
                "acc2c_map_from",
                "acc2c_map_release",
                "acc2c_map_to",
                "acc2c_map_tofrom",
                "acc2c_max",
                "acc2c_merge",
                "acc2c_min",
                "acc2c_move_alloc",
                "acc2c_nocreate",
                "acc2c_nul",
                "acc2c_null_ptr",
                "acc2c_num_teams",
                "acc2c_num_threads",
                "acc2c_object_bytes",
                "acc2c_object_loc",
                "acc2c_omp_construct",
                "acc2c_omp_construct_end",
                "acc2c_omp_declare_target",
                "acc2c_omp_device",
                "acc2c_omp_device_number",
                "acc2c_omp_initial_device_number",
                "acc2c_omp_map_enter",
                "acc2c_omp_map_exit",
                "acc2c_omp_update",
                "acc2c_on_device",
                "acc2c_on_device_answer",
                "acc2c_on_gpu",
                "acc2c_parallel_if",
                "acc2c_present",
                "acc2c_ptr",
                "acc2c_ptr_at",
                "acc2c_region",
                "acc2c_region_begin",
                "acc2c_region_data",
                "acc2c_region_device",
                "acc2c_region_end",
                "acc2c_region_host",
                "acc2c_region_section",
                "acc2c_region_thread_limit",
                "acc2c_region_threads",
                "acc2c_region_value",
                "acc2c_routine_data",
                "acc2c_routine_module_declare",
                "acc2c_routine_present",
                "acc2c_shape",
                "acc2c_size",
                "acc2c_slot_cfi",
                "acc2c_slot_gfortran",
                "acc2c_slot_pointer",
                "acc2c_source",
                "acc2c_structured",
                "acc2c_thread_device_num",
                "acc2c_thread_is_initial",
                "acc2c_thread_limit",
                "acc2c_thread_limit_icv",
                "acc2c_to_int",
                "acc2c_ubound",
                "acc2c_update_device",
                "acc2c_update_self",
                "acc2c_use_device",
                "acc2c_wait",
                "acc2c_wait_all",
                "acc2c_wait_device"}) {}

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
