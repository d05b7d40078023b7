#!/bin/bash
# runtime.program.env: the runtime's environment variables, seen from a
# program built with gcc through pkg-config.
#   ACC2C_LOG=1      one line per data action (on stderr)
#   ACC2C_DUMP=1     the present table at exit, and a leak report naming what is
#                    "still on the device at exit"
#   ACC2C_PROFILE=1  bytes moved each way: "host to device:", "device to host:"
#   ACC2C_BACKEND    host (default) | host-shared (the device copy IS the host
#                    data) | cuda (needs a GPU; without one the program stops
#                    with a message saying why)
#   ACC2C_ASYNC      immediate (default: async queues complete at once) |
#                    deferred (async work waits until the program waits)
. "$(dirname "$0")/common.sh"

build_c env_prog.c env_prog

# Without any variable: nothing on stderr.
./env_prog actions > plain.out 2> plain.err
expect_status "plain" 0 $?
expect_output "plain" "$SRC/env_actions.expected" plain.out
if [ -s plain.err ]; then fail "plain: unexpected stderr:"; cat plain.err >&2; fi

# ACC2C_LOG=1: copyin, update device, update self, copyout = 4 data actions,
# one line each, in program order; the queries are not data actions.
ACC2C_LOG=1 ./env_prog actions > log.out 2> log.err
expect_status "log" 0 $?
expect_output "log" "$SRC/env_actions.expected" log.out
expect_lines "log" log.err '.' 4
expect_lines "log" log.err '^acc2c: ' 4
if [ "$(sed -n 1p log.err | grep -c 'copyin')" -eq 1 ] &&
   [ "$(sed -n 2p log.err | grep -c 'update device')" -eq 1 ] &&
   [ "$(sed -n 3p log.err | grep -c 'update self')" -eq 1 ] &&
   [ "$(sed -n 4p log.err | grep -c 'copyout')" -eq 1 ]; then
  pass "log: copyin, update device, update self, copyout in order"
else
  fail "log: expected copyin, update device, update self, copyout in order:"
  cat log.err >&2
fi

# ACC2C_DUMP=1: a leaked mapping is reported at exit; a clean run reports none.
ACC2C_DUMP=1 ./env_prog leak > dump.out 2> dump.err
expect_status "dump" 0 $?
expect_output "dump" "$SRC/env_leak.expected" dump.out
expect_contains "dump" dump.err "present table"
expect_contains "dump" dump.err "still on the device at exit"
expect_lines "dump" dump.err '\b40\b.*still on the device at exit' 1
ACC2C_DUMP=1 ./env_prog actions > dumpclean.out 2> dumpclean.err
expect_status "dump (no leak)" 0 $?
expect_contains "dump (no leak)" dumpclean.err "present table"
expect_not_contains "dump (no leak)" dumpclean.err "still on the device at exit"

# ACC2C_PROFILE=1: copyin + update device move 80 bytes to the device,
# update self + copyout 80 bytes back.
ACC2C_PROFILE=1 ./env_prog actions > prof.out 2> prof.err
expect_status "profile" 0 $?
expect_output "profile" "$SRC/env_actions.expected" prof.out
expect_lines "profile" prof.err 'host to device: ' 1
expect_lines "profile" prof.err 'device to host: ' 1
expect_lines "profile" prof.err 'host to device: .*\b80\b' 1
expect_lines "profile" prof.err 'device to host: .*\b80\b' 1

# ACC2C_BACKEND: host is the default and keeps device memory separate.
./env_prog backend > host.out 2> host.err
expect_status "backend default" 0 $?
expect_output "backend default" "$SRC/env_backend_host.expected" host.out
ACC2C_BACKEND=host ./env_prog backend > host2.out 2> host2.err
expect_status "backend host" 0 $?
expect_output "backend host" "$SRC/env_backend_host.expected" host2.out
ACC2C_BACKEND=host-shared ./env_prog backend > shared.out 2> shared.err
expect_status "backend host-shared" 0 $?
expect_output "backend host-shared" "$SRC/env_backend_shared.expected" shared.out

# ACC2C_BACKEND=cuda: without a usable GPU the program must stop, non-zero,
# saying why; with one it runs with separate device memory.
if command -v nvidia-smi > /dev/null 2>&1 && nvidia-smi -L 2> /dev/null | grep -q '^GPU'; then
  ACC2C_BACKEND=cuda ./env_prog backend > cuda.out 2> cuda.err
  expect_status "backend cuda (GPU present)" 0 $?
  expect_output "backend cuda (GPU present)" "$SRC/env_backend_host.expected" cuda.out
else
  ACC2C_BACKEND=cuda ./env_prog backend > cuda.out 2> cuda.err
  expect_nonzero "backend cuda (no GPU)" $?
  expect_contains "backend cuda (no GPU)" cuda.err "ACC2C_BACKEND=cuda"
  # The reason follows the variable: "ACC2C_BACKEND=cuda: <why>".
  expect_lines "backend cuda (no GPU)" cuda.err 'ACC2C_BACKEND=cuda: [^ ].{4,}' 1
  if [ -s cuda.out ]; then fail "backend cuda (no GPU): the program ran:"; cat cuda.out >&2; fi
fi

# An unknown backend name is refused the same way.
ACC2C_BACKEND=nonsense ./env_prog backend > bad.out 2> bad.err
expect_nonzero "backend nonsense" $?
expect_contains "backend nonsense" bad.err "ACC2C_BACKEND=nonsense"

# ACC2C_ASYNC: by default (and =immediate) the async update is done before its
# wait; =deferred holds it until the wait, so a read before it sees the old
# value. Work still queued at exit lands and the program ends cleanly (the
# leak report comes after it).
./env_prog async > async.out 2> async.err
expect_status "async default" 0 $?
expect_output "async default" "$SRC/env_async_immediate.expected" async.out
ACC2C_ASYNC=immediate ./env_prog async > async2.out 2> async2.err
expect_status "async immediate" 0 $?
expect_output "async immediate" "$SRC/env_async_immediate.expected" async2.out
ACC2C_ASYNC=deferred ACC2C_DUMP=1 ./env_prog async > deferred.out 2> deferred.err
expect_status "async deferred" 0 $?
expect_output "async deferred" "$SRC/env_async_deferred.expected" deferred.out
expect_contains "async deferred" deferred.err "no device memory left mapped at exit"
ACC2C_ASYNC=later ./env_prog async > badasync.out 2> badasync.err
expect_nonzero "async later" $?
expect_contains "async later" badasync.err "ACC2C_ASYNC=later: expected immediate or deferred"
if [ -s badasync.out ]; then fail "async later: the program ran:"; cat badasync.out >&2; fi
finish
