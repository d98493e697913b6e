# Stage runner for .ci/run and .ci/test: `stage NAME COMMAND...` runs a command, records how long
# it took, how busy the CPUs were meanwhile and whether it passed, and stops the run at the first
# failure; `parallel CMD...` runs several shell commands at once (each logged to its own file,
# printed in order when all ended). The table of every stage's time is printed when the run
# ends, passed or not. A stage well under 100% CPU leaves cores idle: room to run work beside it.

STAGES_LOADED=1
STAGE_NAMES=()
STAGE_SECONDS=()
STAGE_RESULTS=()
STAGE_CPU=()
RUN_STARTED=$(date +%s)

# Busy and idle jiffies of all CPUs together, from /proc/stat (Linux); "0 0" elsewhere.
cpu_jiffies() {
  awk '/^cpu /{print $2+$3+$4+$7+$8+$9, $5+$6; found=1} END{if(!found) print "0 0"}' /proc/stat 2>/dev/null ||
    echo "0 0"
}

print_stage_table() {
  local total=$(( $(date +%s) - RUN_STARTED ))
  echo
  echo "==> stage times"
  printf '%-44s %8s %5s  %s\n' 'stage' 'seconds' 'cpu' 'result'
  local i
  for i in "${!STAGE_NAMES[@]}"; do
    printf '%-44s %8s %5s  %s\n' "${STAGE_NAMES[$i]}" "${STAGE_SECONDS[$i]}" "${STAGE_CPU[$i]}" \
      "${STAGE_RESULTS[$i]}"
  done
  printf '%-44s %8s\n' 'total' "$total"
}
trap print_stage_table EXIT

stage() {
  local name=$1
  shift
  echo
  echo "==> $name"
  local started busy idle
  started=$(date +%s)
  read -r busy idle < <(cpu_jiffies)
  local result=passed
  "$@" || result=FAILED
  local busy_after idle_after
  read -r busy_after idle_after < <(cpu_jiffies)
  local spent=$(( busy_after - busy + idle_after - idle ))
  STAGE_NAMES+=("$name")
  STAGE_SECONDS+=("$(( $(date +%s) - started ))")
  STAGE_CPU+=("$([ "$spent" -gt 0 ] && echo "$(( 100 * (busy_after - busy) / spent ))%" || echo '-')")
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
