# lit configuration for acc2c's translator tests: each test is a source file
# with RUN: lines and the CHECK: lines FileCheck matches, side by side.
import os
import shutil
import lit.formats

config.name = "acc2c"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".f90", ".F90", ".f", ".F", ".c", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
# Outputs (%t, Output/, .mod files of tests without -J) go to the build
# tree: lit.site.cfg.py sits in <build>/tests/lit, beside <build>/bin.
if hasattr(config, "acc2c_bin_dir"):
    config.test_exec_root = os.path.join(
        os.path.dirname(config.acc2c_bin_dir), "tests", "lit")
else:
    config.test_exec_root = os.path.dirname(__file__)

config.environment["PATH"] = os.pathsep.join(
    [config.acc2c_bin_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
config.substitutions.append(("%acc2c", os.path.join(config.acc2c_bin_dir, "acc2c")))
config.substitutions.append(("%flang", config.flang))
config.substitutions.append(("%python", "python3"))
# gcc on a translated C file, with the runtime shim's headers: the output
# of --emit=source must compile.
config.substitutions.append(
    ("%shimcc", "gcc -fopenmp -Wall -Werror -I" + config.shim_include_dir))
# gfortran on a translated Fortran file: the shim's modules beside its headers.
config.substitutions.append(("%shimfc", "gfortran -fopenmp -I" + config.shim_include_dir))
if shutil.which("gfortran"):
    config.available_features.add("gfortran")
# The #line markers acc2c puts before the code it generates name the output
# file ("<acc2c output>" on standard output); tests of the generated code
# itself drop them (c/source/line-markers.c checks them).
config.substitutions.append(
    ("%drop-glue", "grep -v '^#line [0-9]* \"<acc2c output>\"$'"))
