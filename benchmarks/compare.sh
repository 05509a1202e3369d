#!/usr/bin/env bash
# Side-by-side: the C yardstick (benchmarks/ref-perft/ref-perft.c) and the library's perft, run
# back to back ROUNDS times (default 3), best of each kept. Two times per run:
#   wall  - the whole command (the C program also counts depths 1..DEPTH-1 first; the JVM starts)
#   inner - ref-perft's own time for depth DEPTH, or the library's --stats time
# Needs gcc, bc and examples/target/fanorona.jar (./mvnw -B -q -pl examples -am package -DskipTests).
# Usage: benchmarks/compare.sh [DEPTH] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
depth="${1:-7}"
rounds="${2:-3}"
jar=examples/target/fanorona.jar
ref=benchmarks/target/ref-perft
mkdir -p benchmarks/target
gcc -O2 -o "$ref" benchmarks/ref-perft/ref-perft.c
log=benchmarks/target/compare.log
: >"$log"

declare -A wall inner
names=(ref-perft "perft" "perft --no-bulk" "perft --threads 2" "perft --hash 32")

keep() { # name, seconds, map
  local -n m=$3
  if [[ -z "${m[$1]:-}" ]] || (($(echo "$2 < ${m[$1]}" | bc -l))); then m[$1]=$2; fi
}

run() { # name, command...
  local name="$1" t0 t1 w i out
  shift
  t0=$(date +%s.%N)
  out=$("$@" 2>&1)
  t1=$(date +%s.%N)
  w=$(echo "$t1 - $t0" | bc -l)
  if [[ $name == ref-perft ]]; then
    i=$(grep "depth $depth " <<<"$out" | sed 's/.*time \([0-9.]*\)s.*/\1/')
  else
    i=$(grep '^perft' <<<"$out" | sed 's/.* in \([0-9.]*\) s.*/\1/')
  fi
  echo "$name | $(tail -n 1 <<<"$out")" >>"$log"
  printf '%-20s wall %7.3f s   inner %7.3f s   last line: %s\n' "$name" "$w" "$i" "$(tail -n 1 <<<"$out")"
  keep "$name" "$w" wall
  keep "$name" "$i" inner
}

for ((r = 1; r <= rounds; r++)); do
  echo "round $r"
  run ref-perft "$ref" sivy "$depth"
  run "perft" java -jar "$jar" perft --stats "$depth"
  run "perft --no-bulk" java -jar "$jar" perft --stats --no-bulk "$depth"
  run "perft --threads 2" java -jar "$jar" perft --stats --threads 2 "$depth"
  run "perft --hash 32" java -jar "$jar" perft --stats --hash 32 "$depth"
done

echo
echo "best of $rounds, Sivy depth $depth; ratio = time / ref-perft's time (lower is faster)"
for k in "${names[@]}"; do
  printf '%-20s wall %7.3f s (ratio %.3f)   inner %7.3f s (ratio %.3f)\n' "$k" \
    "${wall[$k]}" "$(echo "${wall[$k]} / ${wall[ref-perft]}" | bc -l)" \
    "${inner[$k]}" "$(echo "${inner[$k]} / ${inner[ref-perft]}" | bc -l)"
done
