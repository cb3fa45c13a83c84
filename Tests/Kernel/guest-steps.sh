# Test steps, sourced by the guest's /init (busybox sh). Each prints
# `RESULT <name> PASS|FAIL <details>`; `DETAIL <name> <line>` lines explain a failure.

result() { echo "RESULT $1 $2 ${3:-}"; }
detail() { sed "s/^/DETAIL $1 /" "$2" | head -${3:-40}; }

# wait_for FILE PATTERN SECONDS: until FILE has a line matching PATTERN.
wait_for() {
    n=0
    while ! grep -q "$2" "$1" 2>/dev/null; do
        n=$((n + 1)); [ $n -gt $(($3 * 10)) ] && return 1; sleep 0.1
    done
}

# wait_pid PID SECONDS: waits for a background job; sets $rc (124 on timeout, then kills it).
wait_pid() {
    n=0
    while kill -0 "$1" 2>/dev/null; do
        n=$((n + 1))
        if [ $n -gt $(($2 * 10)) ]; then kill -9 "$1"; wait "$1"; rc=124; return; fi
        sleep 0.1
    done
    wait "$1"; rc=$?
}

# A short name for a recording: its file name without directories and blanks.
short() { basename "$1" | tr ' ' '_' | sed 's/\.events$//; s/\.evemu$//'; }

# play_and_capture TRACE DESC OUT [play options]: starts `tactile play` and, once its
# node is known, `tactile capture` of that node; sets $PLAY, $CAP, $node.
play_and_capture() {
    t=$1 d=$2 o=$3; shift 3
    if [ -n "$d" ]; then set -- --description "/traces/$d" "$@"; fi
    tactile play --wait-before 3 "$@" "/traces/$t" >"$o.play" 2>"$o.play.err" &
    PLAY=$!
    node=""
    if wait_for "$o.play" "^/dev/input/event" 20; then node=$(cut -f1 "$o.play" | head -1); fi
    [ -n "$node" ] || return 1
    tactile capture "$node" -o "$o.cap" --format evemu --show-keycodes 2>"$o.cap.err" &
    CAP=$!
    wait_for "$o.cap.err" "capturing" 20
}

# (a) every recording played by `tactile play` and captured by `tactile capture`:
# the capture holds exactly what the kernel passes on for the played events
# (frames, codes, values; times within 50 ms). Playing ends by removing the
# device, so the capture ends by itself with exit 69 and a complete trace.
step_a() {
    while IFS='	' read -r t d; do
        name="a-play-capture-$(short "$t")"; o="/tmp/$name"
        if ! play_and_capture "$t" "$d" "$o"; then
            result "$name" FAIL "play or capture did not start"; detail "$name" "$o.play.err"; detail "$name" "$o.cap.err"
            kill $PLAY $CAP 2>/dev/null; continue
        fi
        wait_pid $PLAY 120; prc=$rc
        wait_pid $CAP 20; crc=$rc
        set -- ; [ -n "$d" ] && set -- --description "/traces/$d"
        tactile compare-capture "$@" --removed --tolerance-ms 250 "/traces/$t" "$o.cap" >"$o.cmp" 2>&1; cmp=$?
        if [ $prc = 0 ] && [ $crc = 69 ] && [ $cmp = 0 ]; then
            result "$name" PASS "$(head -1 "$o.cmp")"
        else
            result "$name" FAIL "play exit $prc, capture exit $crc (want 69), compare exit $cmp"
            detail "$name" "$o.cmp"; detail "$name" "$o.play.err" 5; detail "$name" "$o.cap.err" 5
        fi
    done </traces/manifest
}
