#!/bin/bash
# runtime.program.runtime_error: programs that make a runtime error. Each must
# stop at the failing call (its output ends with "before"), with a non-zero
# exit status and a message on stderr that says what went wrong.
. "$(dirname "$0")/common.sh"

build_c err_update.c err_update_c
build_f err_update.f90 err_update_f
build_c err_present.c err_present
build_f err_noncontig.f90 err_noncontig
build_f err_attach_first.f90 err_attach_first

# run <name> <exe>: stdout to <name>.out, stderr to <name>.err, status in $status
run() {
  "./$2" > "$1.out" 2> "$1.err"
  status=$?
  expect_output "$1 stdout" "$SRC/err_before.expected" "$1.out"
}

run update_c err_update_c
expect_nonzero "update_c" "$status"
expect_contains "update_c stderr" update_c.err "acc_update_device"
expect_contains "update_c stderr" update_c.err "not found on device"

run update_f err_update_f
expect_nonzero "update_f" "$status"
expect_contains "update_f stderr" update_f.err "acc_update_device"
expect_contains "update_f stderr" update_f.err "not found on device"

run present err_present
expect_status "present" 1 "$status"
expect_output "present stderr" "$SRC/err_present.stderr.expected" present.err

run noncontig err_noncontig
expect_nonzero "noncontig" "$status"
expect_contains "noncontig stderr" noncontig.err "acc_copyin"
expect_contains "noncontig stderr" noncontig.err "contiguous"

run attach_first err_attach_first
expect_nonzero "attach_first" "$status"
expect_contains "attach_first stderr" attach_first.err "acc_attach"
finish
