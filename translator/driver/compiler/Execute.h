// acc2c's compiler drivers: running a plan's jobs, printing them for -v and -###.
#pragma once

#include "driver/compiler/Plan.h"

#include <string>
#include <vector>

namespace acc2c::driver {

struct ExecuteOptions {
  bool verbose = false; ///< -v: print each command before running it
  bool dryRun = false;  ///< -###: print the commands (gcc's quoted style), run nothing
};

/// Runs the jobs; returns the first failing job's exit status (1 when a
/// program could not be started or crashed), 0 when all succeeded.
int execute(Plan &plan, const ExecuteOptions &options);

/// Runs one command, its output going where the driver's goes.
int runCommand(const std::vector<std::string> &argv, bool verbose);

/// `argv` as a shell would need it typed.
std::string shellQuoted(const std::vector<std::string> &argv);

/// The driver's name in its messages and temporary files (acc2c-gfortran).
void setDriverName(const char *name);
const char *driverName();

/// Prints "<driver>: <kind>: <message>" on stderr.
void report(const char *kind, const std::string &message);

} // namespace acc2c::driver
