#!/usr/bin/env bash
# Checks the runtime swap end to end: builds the conformance suite against a second runtime
# package (make-reference-runtime.sh), runs it, and requires that every case written against
# TCA's API passes there, that no project-API case is built in, that the conformance tests pass
# there, and that a mutant of that package is caught. Exits non-zero with one line on stderr otherwise.
set -euo pipefail
repository=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repository"
reference=${REFERENCE_RUNTIME_DIR:-$repository/.build-reference/reference-runtime}
scratch=$repository/.build-reference
reports=$scratch/reports
log=$scratch/check-runtime-swap.log
mkdir -p "$scratch"
: > "$log"
fail() { echo "check-runtime-swap: $* (log: $log)" >&2; exit 1; }

"$repository/Conformance/Scripts/make-reference-runtime.sh" "$reference" >>"$log"
COMPOSABLE_RUNTIME_PACKAGE=$reference swift build --product bench --scratch-path "$scratch" >>"$log" 2>&1 \
  || fail "the suite does not build against $reference"
bench="$scratch/debug/bench"

"$bench" conformance --output-dir "$reports/control" >>"$log" 2>&1 \
  || fail "a case failed against the second runtime; see $reports/control/conformance.md"
grep -q '^- runtime: ComposableArchitecture' "$reports/control/conformance.md" \
  || fail "the suite was not built against the second runtime"
! grep -q '| project |' "$reports/control/conformance.md" \
  || fail "project-API cases were built against the second runtime"
grep -q 'not applicable to this runtime' "$reports/control/conformance.md" \
  || fail "the rules only project-API cases cover were not reported as not applicable"
# The test command passes under the swap too: rules only project-API cases cover are not
# applicable there, not failed.
COMPOSABLE_RUNTIME_PACKAGE=$reference swift test --scratch-path "$scratch" --filter 'ConformanceTests' >>"$log" 2>&1 \
  || fail "swift test (ConformanceTests) does not pass against $reference"
# A mutant of that package, applied as `bench mutation` applies it, is caught.
patch -p0 --fuzz=0 --batch --silent -d "$reference/Sources/ComposableArchitecture" \
  -i "$repository/Conformance/Mutants/cancelIgnored.patch" >>"$log" 2>&1 \
  || fail "the mutant cancelIgnored does not apply to $reference"
COMPOSABLE_RUNTIME_PACKAGE=$reference swift build --product bench --scratch-path "$scratch" >>"$log" 2>&1 \
  || fail "the suite does not build against $reference with the mutant cancelIgnored"
if "$bench" conformance --output-dir "$reports/mutant" >>"$log" 2>&1; then
  fail "the second runtime's mutant cancelIgnored was not caught"
fi
echo "runtime swap: $(grep '^- cases:' "$reports/control/conformance.md" | cut -c3-) against $reference; its mutant was caught"
