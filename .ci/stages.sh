# Stage runner for .ci/run and .ci/test: `stage NAME COMMAND...` runs a command, records how long
# it took and whether it passed, and stops the run at the first failure; `parallel CMD...` runs
# several shell commands at once (each logged to its own file, printed in order when all ended).
# The table of every stage's time is printed when the run ends, passed or not.

STAGES_LOADED=1
STAGE_NAMES=()
STAGE_SECONDS=()
STAGE_RESULTS=()
RUN_STARTED=$(date +%s)

print_stage_table() {
  local total=$(( $(date +%s) - RUN_STARTED ))
  echo
  echo "==> stage times"
  printf '%-34s %8s  %s\n' 'stage' 'seconds' 'result'
  local i
  for i in "${!STAGE_NAMES[@]}"; do
    printf '%-34s %8s  %s\n' "${STAGE_NAMES[$i]}" "${STAGE_SECONDS[$i]}" "${STAGE_RESULTS[$i]}"
  done
  printf '%-34s %8s\n' 'total' "$total"
}
trap print_stage_table EXIT

stage() {
  local name=$1
  shift
  echo
  echo "==> $name"
  local started
  started=$(date +%s)
  local result=passed
  "$@" || result=FAILED
  STAGE_NAMES+=("$name")
  STAGE_SECONDS+=("$(( $(date +%s) - started ))")
  STAGE_RESULTS+=("$result")
  if [ "$result" != passed ]; then
    echo "==> $name failed"
    exit 1
  fi
}

parallel() {
  local logs
  logs=$(mktemp -d)
  local pids=() i=0 command
  for command in "$@"; do
    bash -c "$command" >"$logs/$i.log" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  local failed=0
  i=0
  for command in "$@"; do
    if wait "${pids[$i]}"; then
      echo "--- $command: passed"
    else
      echo "--- $command: FAILED"
      cat "$logs/$i.log"
      failed=1
    fi
    i=$((i + 1))
  done
  rm -rf "$logs"
  return $failed
}
