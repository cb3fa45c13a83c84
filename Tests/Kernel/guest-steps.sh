# Test steps, sourced by the guest's /init (busybox sh). Each prints
# `RESULT <name> PASS|FAIL <details>`; `DETAIL <name> <line>` lines explain a failure.

result() { echo "RESULT $1 $2 ${3:-}"; echo "TIME $1 $(cut -d' ' -f1 /proc/uptime) s since boot"; }
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
# (frames, codes, values; times within 250 ms: TCG on a busy host stalls), and the captured
# device is the one created from the recording's description (name, ids, properties, codes,
# axes: `compare-capture`'s description check). Playing ends by removing the device, so the
# capture ends by itself with exit 69 and a complete trace.
step_a() {
    while IFS='	' read -r t d; do play_compare "a-play-capture" "$t" "$d"; done </traces/manifest
}

# (p) step a for five short recordings of five kinds (a keyboard with LEDs and autorepeat, a
# touchscreen with slots, a protocol-A tablet touch, a tablet pad, a touchpad): what the
# mutation campaign's kernel judge runs for the player and the device reading (a minute, where
# step a takes several).
step_p() {
    grep -E 'Logitech K400|1-finger-fast-taps|ISDv4 E6 Finger|6x9.pad-buttons|two_finger_tap' /traces/manifest |
        while IFS='	' read -r t d; do play_compare "p-play-capture" "$t" "$d"; done
}

# play_compare PREFIX TRACE DESCRIPTION: one recording played, captured and compared.
play_compare() {
    t=$2 d=$3
    name="$1-$(short "$t")"; o="/tmp/$name"
    if ! play_and_capture "$t" "$d" "$o"; then
        result "$name" FAIL "play or capture did not start"; detail "$name" "$o.play.err"; detail "$name" "$o.cap.err"
        kill $PLAY $CAP 2>/dev/null; return
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
}

# (b) every recording played by evemu-play onto an evemu-device, captured at once by
# `tactile capture` and evemu-record: the two captures agree event for event.
step_b() {
    while IFS='	' read -r t d; do
        name="b-evemu-$(short "$t")"; o="/tmp/$name"
        evemu-device "/traces/${d:-$t}" >"$o.dev" 2>&1 &
        DEV=$!
        if ! wait_for "$o.dev" "/dev/input/event" 20; then
            if grep -q -i "invalid\|fail\|could not" "$o.dev"; then result "$name" SKIP "evemu-device cannot create it: $(head -1 "$o.dev")"
            else result "$name" FAIL "evemu-device did not start"; detail "$name" "$o.dev"; fi
            kill $DEV 2>/dev/null; wait $DEV 2>/dev/null; continue
        fi
        node=$(grep -o '/dev/input/event[0-9]*' "$o.dev" | head -1)
        tactile capture "$node" -o "$o.tactile" --format evemu --show-keycodes 2>"$o.cap.err" &
        CAP=$!
        evemu-record "$node" "$o.evemu" 2>"$o.rec.err" &
        REC=$!
        wait_for "$o.cap.err" "capturing" 20; wait_for "$o.evemu" "^N:" 20; sleep 1
        evemu-play "$node" <"/traces/$t" 2>"$o.play.err"; prc=$?
        sleep 1
        kill -INT $CAP $REC
        wait_pid $CAP 20; crc=$rc
        wait_pid $REC 20
        kill $DEV; wait $DEV 2>/dev/null
        tactile compare-capture --raw --tolerance-ms 1 "$o.evemu" "$o.tactile" >"$o.cmp" 2>&1; cmp=$?
        if [ $prc = 0 ] && [ $crc = 0 ] && [ $cmp = 0 ] && ! grep -q "expected 0," "$o.cmp"; then
            result "$name" PASS "$(head -1 "$o.cmp")"
        else
            result "$name" FAIL "evemu-play exit $prc, capture exit $crc, compare exit $cmp"
            detail "$name" "$o.cmp"; detail "$name" "$o.cap.err" 5; detail "$name" "$o.play.err" 5
        fi
    done </traces/manifest
}

# (c) a flood that overflows evdev's buffer while the reader is stopped (SIGSTOP):
# the capture holds a SYN_DROPPED resync and, read back as a client reads it,
# ends in the played final state (no contact stuck, none lost).
step_c() {
    name="c-syn-dropped-resync"; o="/tmp/$name"
    cp /traces/flood.evemu /tmp/flood.evemu
    if ! play_and_capture ../tmp/flood.evemu "" "$o" --wait-after 5; then
        result "$name" FAIL "play or capture did not start"; detail "$name" "$o.play.err"; kill $PLAY $CAP 2>/dev/null; return
    fi
    kill -STOP $CAP
    wait_for "$o.play.err" "played" 30
    kill -CONT $CAP
    wait_pid $PLAY 60; prc=$rc
    wait_pid $CAP 20; crc=$rc
    tactile compare-capture --state --expect-resync --removed /tmp/flood.evemu "$o.cap" >"$o.cmp" 2>&1; cmp=$?
    drops=$(grep -c '^E: .* 0000 0003 ' "$o.cap")
    if [ $prc = 0 ] && [ $crc = 69 ] && [ $cmp = 0 ]; then
        result "$name" PASS "$(head -1 "$o.cmp"); SYN_DROPPED events: $drops"
        grep '^E:' "$o.cap" >"$o.events"; detail "$name" "$o.events" 40
    else
        result "$name" FAIL "play exit $prc, capture exit $crc, compare exit $cmp, SYN_DROPPED events: $drops"
        detail "$name" "$o.cmp"; detail "$name" "$o.cap.err" 5
        grep '^E:' "$o.cap" >"$o.events"; detail "$name" "$o.events" 40
    fi
}

# (d) the device removed in the middle of a capture (play killed): the capture ends
# by itself with exit 69 and a valid trace holding a prefix of the played frames;
# and a capture stopped by SIGINT mid-stream exits 0 with a valid trace, and at once while the
# device sends nothing.
step_d() {
    t="mice/Saitek Cyborg R.A.T.5 Mouse.events" d="mice/Saitek Cyborg R.A.T.5 Mouse.desc"
    name="d-device-removed"; o="/tmp/$name"
    if play_and_capture "$t" "$d" "$o"; then
        sleep 6; kill -TERM $PLAY
        wait_pid $PLAY 20; prc=$rc
        wait_pid $CAP 20; crc=$rc
        tactile compare-capture --prefix --removed --tolerance-ms 250 --description "/traces/$d" "/traces/$t" "$o.cap" >"$o.cmp" 2>&1; cmp=$?
        if [ $prc = 143 ] && [ $crc = 69 ] && [ $cmp = 0 ] && ! grep -q "captured 0," "$o.cmp" && grep -q "^tactile: /dev/input/event[0-9]* (Saitek Cyborg R.A.T.5 Mouse) was removed$" "$o.cap.err"; then
            result "$name" PASS "$(head -1 "$o.cmp")"
        else
            result "$name" FAIL "play exit $prc (want 143), capture exit $crc (want 69), compare exit $cmp"
            detail "$name" "$o.cmp"; detail "$name" "$o.cap.err" 5
        fi
    else
        result "$name" FAIL "play or capture did not start"; kill $PLAY $CAP 2>/dev/null
    fi
    name="d-capture-sigint"; o="/tmp/$name"
    if play_and_capture "$t" "$d" "$o"; then
        sleep 6; kill -INT $CAP
        wait_pid $CAP 20; crc=$rc
        kill -TERM $PLAY; wait_pid $PLAY 20
        tactile compare-capture --prefix --tolerance-ms 250 --description "/traces/$d" "/traces/$t" "$o.cap" >"$o.cmp" 2>&1; cmp=$?
        if [ $crc = 0 ] && [ $cmp = 0 ] && ! grep -q "captured 0," "$o.cmp" && ! ls -A /tmp | grep -qF ".$name.cap.tactile-"; then
            result "$name" PASS "$(head -1 "$o.cmp")"
        else
            result "$name" FAIL "capture exit $crc (want 0), compare exit $cmp"
            detail "$name" "$o.cmp"; detail "$name" "$o.cap.err" 5
        fi
    else
        result "$name" FAIL "play or capture did not start"; kill $PLAY $CAP 2>/dev/null
    fi
    # SIGINT while the device sends nothing: the stop signals are polled with the device, so
    # the capture ends at once (within 3 s) rather than at the device's next event.
    name="d-capture-sigint-idle"; o="/tmp/$name"
    if play_node "/traces/$t" "$o" --wait-before 30 --description "/traces/$d"; then
        tactile capture "$node" -o "$o.cap" --format evemu 2>"$o.cap.err" &
        CAP=$!
        wait_for "$o.cap.err" "capturing" 20
        sleep 1; kill -INT $CAP
        wait_pid $CAP 3; crc=$rc
        kill -TERM $PLAY; wait_pid $PLAY 20
        if [ $crc = 0 ] && grep -q '^N: Saitek Cyborg R.A.T.5 Mouse' "$o.cap"; then
            result "$name" PASS "stopped at once (exit 0), the trace whole with no event"
        else
            result "$name" FAIL "capture exit $crc (want 0 within 3 s)"; detail "$name" "$o.cap.err" 5
        fi
    else
        result "$name" FAIL "play did not start"; detail "$name" "$o.play.err"; kill $PLAY 2>/dev/null
    fi
}

# (e) `tactile devices` lists a created device with its role; (f) `--grab`: while
# tactile holds the grab another reader gets nothing, and after
# SIGINT the grab is released and the other reader gets the rest.
step_e() {
    name="e-devices"; o="/tmp/$name"
    tactile play --wait-before 20 /traces/flood.evemu >"$o.play" 2>&1 &
    PLAY=$!
    wait_for "$o.play" "^/dev/input/event" 20
    tactile devices >"$o.out" 2>&1; drc=$?
    node=$(cut -f1 "$o.play" | head -1)
    tactile describe "$node" --format json >"$o.desc" 2>&1; xrc=$?
    kill -TERM $PLAY; wait_pid $PLAY 20
    if [ $drc = 0 ] && grep -q "Tactile flood touchscreen.*role: touchscreen.*ID_INPUT_TOUCHSCREEN" "$o.out" \
        && [ $xrc = 0 ] && grep -q '"role":"touchscreen"' "$o.desc" && grep -q '"ABS_MT_SLOT"' "$o.desc"; then
        result "$name" PASS "$(grep -c event "$o.out") node(s) listed; describe $node: touchscreen"
    else
        result "$name" FAIL "devices exit $drc, describe exit $xrc"; detail "$name" "$o.out"; detail "$name" "$o.desc"
    fi
}

step_f() {
    t="mice/Saitek Cyborg R.A.T.5 Mouse.events" d="mice/Saitek Cyborg R.A.T.5 Mouse.desc"
    name="f-grab"; o="/tmp/$name"
    tactile play --wait-before 3 --description "/traces/$d" "/traces/$t" >"$o.play" 2>"$o.play.err" &
    PLAY=$!
    wait_for "$o.play" "^/dev/input/event" 20; node=$(cut -f1 "$o.play" | head -1)
    tactile capture --grab "$node" -o "$o.cap" --format evemu 2>"$o.cap.err" &
    CAP=$!
    wait_for "$o.cap.err" "capturing" 20
    # evemu-record refuses a grabbed device, so the other reader is a second tactile capture.
    tactile capture "$node" -o "$o.other" --format evemu 2>"$o.other.err" &
    OTHER=$!
    wait_for "$o.other.err" "capturing" 20
    sleep 5; kill -INT $CAP; wait_pid $CAP 20; crc=$rc
    wait_pid $PLAY 60
    wait_pid $OTHER 20
    grabbed=$(grep -c '^E: .* 0000 0000 ' "$o.cap"); other=$(grep -c '^E: .* 0000 0000 ' "$o.other")
    if [ $crc = 0 ] && [ "$grabbed" -gt 0 ] && [ "$other" -gt 0 ] && [ $((grabbed + other)) -le 803 ]; then
        result "$name" PASS "grabbed capture $grabbed frames, other reader $other frames after the release (of 802)"
    else
        result "$name" FAIL "capture exit $crc; grabbed $grabbed frames, other reader $other (sum must be <= 802 + removal)"
        detail "$name" "$o.cap.err"
    fi
}

# The pair (g) and (i) play at once: a touchscreen's taps (1.9 s) inside a keyboard's
# recording (a key at 0 s, the next at 11.2 s), so their frames interleave in time.
PAIR_A="touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events"
PAIR_B="keyboards/Logitech K400 Plus.events"

# play_pair OUT: `tactile play` of the pair; sets $PLAY and $nodes (the two nodes, in order).
play_pair() {
    tactile play --wait-before 3 "/traces/$PAIR_A" "/traces/$PAIR_B" >"$1.play" 2>"$1.play.err" &
    PLAY=$!
    nodes=""
    n=0
    # The background job may not have created "$1.play" yet: grep then prints nothing (count 0).
    while c=$(grep -c '^/dev/input/event' "$1.play" 2>/dev/null); [ "${c:-0}" -lt 2 ]; do
        n=$((n + 1)); [ $n -gt 200 ] && return 1; sleep 0.1
    done
    nodes=$(cut -f1 "$1.play" | head -2 | tr '\n' ' ')
}

# (g) two devices played at once and captured together into one libinput record file: one
# CLOCK_MONOTONIC time base (frame times of both devices within 250 ms of the played ones,
# measured from the first frame of either), each device's frames as played, interleaved.
step_g() {
    name="g-two-devices-one-file"; o="/tmp/$name"
    if ! play_pair "$o"; then
        result "$name" FAIL "play did not start"; detail "$name" "$o.play.err"; kill $PLAY 2>/dev/null; return
    fi
    tactile capture $nodes -o "$o.yml" --show-keycodes 2>"$o.cap.err" &
    CAP=$!
    wait_for "$o.cap.err" "capturing" 20
    wait_pid $PLAY 60; prc=$rc
    wait_pid $CAP 20; crc=$rc
    tactile compare-capture --all-devices --removed --tolerance-ms 250 --also-played "/traces/$PAIR_B" \
        "/traces/$PAIR_A" "$o.yml" >"$o.cmp" 2>&1; cmp=$?
    switches=$(sed -n 's/.*captured \([0-9]*\)$/\1/p' "$o.cmp")
    # --show-keycodes with a keyboard among the devices: the warning names it, and only it.
    keyboard=$(sed -n 's/^N: //p' "/traces/$PAIR_B" | head -1)
    if [ $prc = 0 ] && [ $crc = 69 ] && [ $cmp = 0 ] && [ "${switches:-0}" -ge 2 ] \
        && grep -qxF "tactile: warning: recording real key codes of $keyboard; the trace may hold passwords" "$o.cap.err" \
        && grep -q '^ndevices: 2$' "$o.yml" && [ ! -e "$o.yml.1" ]; then
        result "$name" PASS "$(tr '\n' ';' <"$o.cmp")"
    else
        result "$name" FAIL "play exit $prc, capture exit $crc (want 69), compare exit $cmp, device switches ${switches:-?}"
        detail "$name" "$o.cmp"; detail "$name" "$o.cap.err" 5; ls -l /tmp/$name* | sed "s/^/DETAIL $name /"
    fi
}

# (h) `capture --live` of a played touchscreen tap prints the touch's began and ended lines as
# it happens (the same lines `tactile normalize` gives for the captured file), and with --scene
# the machine's tap outcome.
step_h() {
    # Full paths: play_node sets t to its first argument.
    t="/traces/tablets/Wacom ISDv4 E6 Finger.single-tap-center.events" d="/traces/tablets/Wacom ISDv4 E6 Finger.desc"
    scene=/tmp/h-live-scene.yml
    printf 'scene: live-test\nelements:\n  - {id: all, role: button, frame: [0, 0, 1366, 1024]}\n' >"$scene"
    name="h-capture-live"; o="/tmp/$name"
    play_node "$t" "$o" --wait-before 3 --wait-after 2 --description "$d"
    tactile capture "$node" -o "$o.yml" --live --live-format jsonl --scene "$scene" >"$o.live" 2>"$o.cap.err" &
    CAP=$!
    wait_for "$o.cap.err" "capturing" 20
    # The lines must appear while the capture runs (the device still exists for 2 s).
    wait_for "$o.live" '"outcome":"tap"' 15; seen=$?
    kill -0 $CAP 2>/dev/null || seen=2 # printed only at the end: not live
    wait_pid $PLAY 60; prc=$rc
    wait_pid $CAP 20; crc=$rc
    tactile normalize --format jsonl "$o.yml" >"$o.norm" 2>"$o.norm.err"
    grep '"type"' "$o.live" >"$o.live.stream"
    if [ $seen = 0 ] && [ $prc = 0 ] && [ $crc = 69 ] && grep -q '"type":"touch",.*"phase":"began"' "$o.live" \
        && grep -q '"type":"touch",.*"phase":"ended"' "$o.live" && [ "$(cat "$o.live.stream")" = "$(cat "$o.norm")" ]; then
        result "$name" PASS "$(grep -c . "$o.live") live lines; $(grep '"outcome"' "$o.live" | head -1)"
    else
        result "$name" FAIL "tap seen live: $([ $seen = 0 ] && echo yes || echo "no ($seen)"), play exit $prc, capture exit $crc (want 69)"
        detail "$name" "$o.live"; detail "$name" "$o.norm" 10; detail "$name" "$o.cap.err" 5
    fi
    # The same in text: the stream's lines as `tactile normalize` prints them, and the outcome
    # as `0.024011    outcome tap all …`, its time in the stream's 11-column time field.
    name="h-capture-live-text"; o="/tmp/$name"
    play_node "$t" "$o" --wait-before 3 --wait-after 2 --description "$d"
    tactile capture "$node" -o "$o.yml" --live --scene "$scene" >"$o.live" 2>"$o.cap.err" &
    CAP=$!
    wait_for "$o.live" ' outcome tap all ' 20; seen=$?
    wait_pid $PLAY 60; prc=$rc
    wait_pid $CAP 20; crc=$rc
    tactile normalize "$o.yml" >"$o.norm" 2>"$o.norm.err"
    grep -v ' outcome ' "$o.live" >"$o.live.stream"
    tap=$(grep ' outcome tap all ' "$o.live" | head -1)
    if [ $seen = 0 ] && [ $prc = 0 ] && [ $crc = 69 ] && [ "$(echo "$tap" | cut -c12-20)" = " outcome " ] \
        && echo "$tap" | grep -Eq '^[0-9][0-9.]* +outcome' && [ "$(cat "$o.live.stream")" = "$(cat "$o.norm")" ]; then
        result "$name" PASS "$(grep ' outcome ' "$o.live" | head -1)"
    else
        result "$name" FAIL "tap seen live: $([ $seen = 0 ] && echo yes || echo "no ($seen)"), play exit $prc, capture exit $crc (want 69)"
        detail "$name" "$o.live"; detail "$name" "$o.norm" 10; detail "$name" "$o.cap.err" 5
    fi
    # A timer with no event to carry it (docs/capture.md): the same touch held 3 s. The long
    # press (longPressDuration, 0.5 s) prints while the finger is still down — before its ended
    # line — stamped at its due time, 0.5 s after the touch began.
    name="h-capture-live-hold"; o="/tmp/$name"
    sed 's/^E: 1330495931\.125/E: 1330495934.125/' "$t" >"$o.events"
    play_node "$o.events" "$o" --wait-before 3 --wait-after 1 --description "$d"
    tactile capture "$node" -o "$o.yml" --live --scene "$scene" >"$o.live" 2>"$o.cap.err" &
    CAP=$!
    wait_for "$o.live" ' outcome longPress all input=touch$' 20; seen=$?
    grep -c ' touch ended ' "$o.live" >"$o.ended-then"
    wait_pid $PLAY 60; prc=$rc
    wait_pid $CAP 20; crc=$rc
    began=$(sed -n 's/^\([0-9.]*\) .* touch began .*/\1/p' "$o.live" | head -1)
    press=$(sed -n 's/^\([0-9.]*\) *outcome longPress .*/\1/p' "$o.live" | head -1)
    due=$(awk -v b="${began:-x}" -v p="${press:-y}" 'BEGIN { d = p - b - 0.5; print (b != "x" && p != "y" && d > -0.0000005 && d < 0.0000005) ? "yes" : "no" }')
    if [ $seen = 0 ] && [ "$(cat "$o.ended-then")" = 0 ] && [ $prc = 0 ] && [ $crc = 69 ] && [ "$due" = yes ] \
        && grep -q ' touch ended ' "$o.live"; then
        result "$name" PASS "touch began $began, long press $press, before the touch ended"
    else
        result "$name" FAIL "long press seen live: $([ $seen = 0 ] && echo yes || echo "no ($seen)"), ended lines then: $(cat "$o.ended-then"), began $began, press $press (want began + 0.5), play exit $prc, capture exit $crc (want 69)"
        detail "$name" "$o.live"; detail "$name" "$o.cap.err" 5
    fi
    # A live stream that cannot be written (docs/capture.md: standard output's failure is said
    # after the trace is whole): exit 73 with the reason, and the trace reads back.
    name="h-capture-live-full"; o="/tmp/$name"
    play_node "$t" "$o" --wait-before 3 --wait-after 1 --description "$d"
    tactile capture "$node" -o "$o.yml" --live >/dev/full 2>"$o.cap.err" &
    CAP=$!
    wait_pid $PLAY 60; prc=$rc
    wait_pid $CAP 20; crc=$rc
    valid_trace "$o.yml" "$o"; vrc=$?
    if [ $prc = 0 ] && [ $crc = 73 ] && [ $vrc = 0 ] \
        && grep -qx 'tactile: standard output: cannot write: No space left on device' "$o.cap.err"; then
        result "$name" PASS "exit 73: $(tail -1 "$o.cap.err"); the trace reads back: $frames frames"
    else
        result "$name" FAIL "play exit $prc, capture exit $crc (want 73), trace reads back: $([ $vrc = 0 ] && echo yes || echo no)"
        detail "$name" "$o.cap.err" 5
    fi
}

# (i) SIGKILL in the middle of a two-device libinput capture: the capture file holds the first
# device's frames and CAP.1 the second's, each a valid trace with a prefix of what was played
# (killed after the taps, so the touchscreen is complete and the keyboard has its first frame).
step_i() {
    name="i-capture-sigkill"; o="/tmp/$name"
    if ! play_pair "$o"; then
        result "$name" FAIL "play did not start"; detail "$name" "$o.play.err"; kill $PLAY 2>/dev/null; return
    fi
    tactile capture $nodes -o "$o.yml" --show-keycodes 2>"$o.cap.err" &
    CAP=$!
    wait_for "$o.cap.err" "capturing" 20
    sleep 7; kill -KILL $CAP; wait $CAP; crc=$?
    kill -TERM $PLAY; wait_pid $PLAY 20
    tactile compare-capture --prefix --tolerance-ms 250 "/traces/$PAIR_A" "$o.yml" >"$o.cmp0" 2>&1; c0=$?
    tactile compare-capture --prefix --tolerance-ms 250 "/traces/$PAIR_B" "$o.yml.1" >"$o.cmp1" 2>&1; c1=$?
    if [ $crc = 137 ] && [ $c0 = 0 ] && [ $c1 = 0 ] && ! grep -q "captured 0," "$o.cmp0" "$o.cmp1"; then
        result "$name" PASS "device 0: $(head -1 "$o.cmp0"); device 1: $(head -1 "$o.cmp1")"
    else
        result "$name" FAIL "capture exit $crc (want 137), compare exits $c0 $c1"
        detail "$name" "$o.cmp0"; detail "$name" "$o.cmp1"; detail "$name" "$o.cap.err" 5
        ls -l /tmp/$name* | sed "s/^/DETAIL $name /"
    fi
}

# wait_entry DIR PREFIX SECONDS: until a name starting with PREFIX is in DIR (a temporary output).
wait_entry() {
    n=0
    while ! ls -A "$1" 2>/dev/null | grep -q "^$2"; do
        n=$((n + 1)); [ $n -gt $(($3 * 20)) ] && return 1; sleep 0.05
    done
}

# signo NAME: the number of SIGNAME (a shell reports death by signal N as 128 + N).
signo() { case $1 in INT) echo 2 ;; TERM) echo 15 ;; PIPE) echo 13 ;; esac; }

# play_node TRACE OUT [play options]: `tactile play` in the background; sets $PLAY and $node.
play_node() {
    t=$1 o=$2; shift 2
    tactile play "$@" "$t" >"$o.play" 2>"$o.play.err" &
    PLAY=$!
    node=""
    if wait_for "$o.play" "^/dev/input/event" 20; then node=$(cut -f1 "$o.play" | head -1); fi
    [ -n "$node" ]
}

# valid_trace FILE OUT: FILE reads back (`tactile describe` and `tactile normalize` exit 0) with
# at least one frame and one unified touch event; sets $frames.
valid_trace() {
    frames=0
    tactile describe "$1" --format json >"$2.desc" 2>&1 || return 1
    tactile normalize "$1" >"$2.norm" 2>"$2.norm.err" || return 1
    frames=$(sed -n 's/.*"frames":\([0-9]*\).*/\1/p' "$2.desc" | head -1)
    [ "${frames:-0}" -gt 0 ] && grep -q "touch" "$2.norm"
}

# (j) live latency: a touchscreen played at 1 kHz (make-touch 1000 5, 5000 frames) captured
# with `--live --latency`: one `kernel_us write_us` pair per unified event a frame completed, the
# write never before the kernel's timestamp; p50/p99/max of write − kernel over all pairs
# (nearest rank). Under TCG every instruction is emulated, so the figures are an upper bound
# (Benchmarks/run reports them against the p99 < 1 ms target).
step_j() {
    name="j-live-latency"; o="/tmp/$name"
    if ! play_node /traces/touch-1khz.evemu "$o" --wait-before 3 --wait-after 1; then
        result "$name" FAIL "play did not start"; detail "$name" "$o.play.err"; kill $PLAY 2>/dev/null; return
    fi
    tactile capture "$node" -o "$o.cap" --format evemu --live --live-format jsonl --latency "$o.lat" >"$o.live" 2>"$o.cap.err" &
    CAP=$!
    wait_for "$o.cap.err" "capturing" 20
    wait_pid $PLAY 120; prc=$rc
    wait_pid $CAP 30; crc=$rc
    n=$(grep -c '^[0-9]' "$o.lat" 2>/dev/null); n=${n:-0}
    events=$(grep -c '"type":' "$o.live")
    awk '/^[0-9]/ { print $2 - $1 }' "$o.lat" 2>/dev/null | sort -n >"$o.sorted"
    pct() { r=$((($1 * n + 99) / 100)); [ $r -lt 1 ] && r=1; sed -n "${r}p" "$o.sorted"; }
    p50=$(pct 50); p99=$(pct 99); max=$(tail -1 "$o.sorted")
    early=$(awk '/^[0-9]/ && $2 < $1' "$o.lat" 2>/dev/null | wc -l)
    played=$(grep -c '^E: .* 0000 0000 0' /traces/touch-1khz.evemu)
    frames=$(grep -c '^E: .* 0000 0000 0' "$o.cap")
    dropped=$(grep -c '^E: .* 0000 0003 ' "$o.cap")
    said=$(sed -n 's/.*latency (kernel frame to line written): //p' "$o.cap.err")
    if [ $prc = 0 ] && [ $crc = 69 ] && [ "$n" -gt 0 ] && [ "$n" -le "$events" ] && [ "$n" -ge $((frames * 9 / 10)) ] \
        && [ "$early" = 0 ] && [ -n "$said" ]; then
        result "$name" PASS "p50_us=$p50 p99_us=$p99 max_us=$max events=$n frames=$frames/$played syn_dropped=$dropped (TCG: an upper bound; capture: $said)"
    else
        result "$name" FAIL "play exit $prc, capture exit $crc (want 69), $n latency pairs for $events unified events and $frames frames ($dropped SYN_DROPPED), $early written before the kernel stamp"
        detail "$name" "$o.cap.err" 10; detail "$name" "$o.lat" 5; detail "$name" "$o.play.err" 5
    fi
}

# (k) SIGINT, SIGTERM and SIGPIPE in the middle of `tactile capture` (of a device playing at
# 200 Hz), `convert` (a 5 MB trace), `synth` (a 30-s swipe, 1.5 MB) and `conformance --json/--html`:
# - capture: SIGINT/SIGTERM stop it cleanly (exit 0), SIGPIPE kills it (141; also a real one:
#   `--live` into a pipe whose reader exits); every time the trace reads back (describe and
#   normalize) with the frames captured, and nothing else is left in its directory;
# - convert, synth, conformance: killed (128 + signal) with no output and no temporary name
#   left, or — if the run ended before the signal — exit 0/1 with whole outputs.
step_k() {
    o=/tmp/k-play
    if ! play_node /traces/touch-200hz.evemu "$o" --wait-before 2; then
        result k-capture FAIL "play did not start"; detail k-capture "$o.play.err"; kill $PLAY 2>/dev/null; return
    fi
    for sig in INT TERM PIPE; do
        name="k-capture-sig$sig"; c="/tmp/$name"; mkdir -p "$c.d"
        tactile capture "$node" -o "$c.d/cap.yml" 2>"$c.err" &
        CAP=$!
        # The player may still be in its --wait-before: signal once a frame is on disk.
        wait_for "$c.err" "capturing" 20; wait_for "$c.d/cap.yml" "  - evdev:" 20; sleep 1.5
        kill -$sig $CAP; wait_pid $CAP 20; crc=$rc
        want=0; [ $sig = PIPE ] && want=141
        valid_trace "$c.d/cap.yml" "$c"; vrc=$?
        left=$(ls -A "$c.d" | grep -v '^cap.yml$' | tr '\n' ' ')
        if [ $crc = $want ] && [ $vrc = 0 ] && [ -z "$left" ]; then
            result "$name" PASS "exit $crc; the trace reads back: $frames frames, $(grep -c touch "$c.norm") touch events"
        else
            result "$name" FAIL "exit $crc (want $want), reads back: $([ $vrc = 0 ] && echo yes || echo no), left: ${left:-nothing}"
            detail "$name" "$c.err" 5; detail "$name" "$c.norm.err" 5; detail "$name" "$c.desc" 5
        fi
    done
    name="k-capture-live-closed-pipe"; c="/tmp/$name"; mkdir -p "$c.d"
    mkfifo "$c.fifo"
    head -n 3 <"$c.fifo" >"$c.head" &
    HEAD=$!
    tactile capture "$node" -o "$c.d/cap.yml" --live >"$c.fifo" 2>"$c.err" &
    CAP=$!
    wait_pid $CAP 30; crc=$rc
    wait_pid $HEAD 5
    valid_trace "$c.d/cap.yml" "$c"; vrc=$?
    left=$(ls -A "$c.d" | grep -v '^cap.yml$' | tr '\n' ' ')
    if [ $crc = 141 ] && [ $vrc = 0 ] && [ -z "$left" ] && [ "$(grep -c . "$c.head")" = 3 ]; then
        result "$name" PASS "exit 141 once the reader left; the trace reads back: $frames frames"
    else
        result "$name" FAIL "exit $crc (want 141), reads back: $([ $vrc = 0 ] && echo yes || echo no), left: ${left:-nothing}"
        detail "$name" "$c.err" 5; detail "$name" "$c.head" 5
    fi
    kill -TERM $PLAY; wait_pid $PLAY 20

    printf 'name: long\nprofile: touchscreen\nsteps:\n  - swipe: {from: [100, 100], to: [900, 700], duration: 30}\n' >/tmp/long-swipe.yml
    for sig in INT TERM PIPE; do
        name="k-convert-sig$sig"; c="/tmp/$name"; mkdir -p "$c.d"
        tactile convert /traces/big.evemu "$c.d/big.yml" 2>"$c.err" &
        P=$!
        wait_entry "$c.d" ".big.yml.tactile-" 30; sleep 0.3
        kill -$sig $P; wait_pid $P 60
        whole_or_none "$name" "$c" "$rc" "$sig" big.yml
        name="k-synth-sig$sig"; c="/tmp/$name"; mkdir -p "$c.d"
        tactile synth /tmp/long-swipe.yml -o "$c.d/t.yml" 2>"$c.err" &
        P=$!
        wait_entry "$c.d" ".t.yml.tactile-" 60
        kill -$sig $P; wait_pid $P 60
        whole_or_none "$name" "$c" "$rc" "$sig" t.yml
    done
    # conformance of a sample scene signalled mid-run (at 1–3 s, long before its reports under TCG;
    # SignalFaultTests on the host also signals it while the reports are written).
    for run in INT:2:/scenes/scaled-iphone.yml PIPE:1:/scenes/scaled-iphone.yml TERM:3:/scenes/scaled-iphone.yml; do
        sig=${run%%:*} rest=${run#*:}; when=${rest%%:*} scene=${rest#*:}
        name="k-conformance-sig$sig"; c="/tmp/$name"; mkdir -p "$c.d"
        tactile conformance "$scene" --device ipad-mini --json "$c.d/r.json" --html "$c.d/html" >"$c.out" 2>"$c.err" &
        P=$!
        sleep "$when"
        kill -$sig $P 2>/dev/null; wait_pid $P 120
        whole_or_none "$name" "$c" "$rc" "$sig" "r.json html"
    done
}

# whole_or_none NAME DIR_PREFIX EXIT SIGNAL "OUTPUTS": the run died of SIGNAL or finished (0 or
# 1), never leaving a temporary name in DIR_PREFIX.d, and every output there is whole (a trace
# reads back, JSON is one object, the HTML ends in </html>).
whole_or_none() {
    name=$1 c=$2 code=$3 sig=$4 outs=$5
    left=$(ls -A "$c.d" | tr '\n' ' ')
    temps=$(ls -A "$c.d" | grep -c 'tactile-\|\.tmp-')
    whole=yes
    for f in $outs; do
        [ -e "$c.d/$f" ] || continue
        case $f in
            *.yml) valid_trace "$c.d/$f" "$c.$f" || whole=no ;;
            *.json) [ "$(tr -d ' \n' <"$c.d/$f" | head -c 1)" = "{" ] && [ "$(tr -d ' \n' <"$c.d/$f" | tail -c 1)" = "}" ] || whole=no ;;
            html) tail -c 20 "$c.d/html/index.html" | grep -q '</html>' || whole=no ;;
        esac
    done
    killed=$((128 + $(signo $sig)))
    if [ "$temps" = 0 ] && [ $whole = yes ] && { [ "$code" = $killed ] || [ "$code" = 0 ] || [ "$code" = 1 ]; }; then
        if [ "$code" = $killed ]; then how="killed mid-way (exit $code)"; else how="finished before SIG$sig (exit $code)"; fi
        result "$name" PASS "$how; left: ${left:-nothing}$([ -n "$left" ] && echo ' (whole)')"
    else
        result "$name" FAIL "exit $code, left: ${left:-nothing}, outputs whole: $whole"
        detail "$name" "$c.err" 5
    fi
}

# (l) a full disk: a 64 KiB tmpfs as the destination.
# - capture of a device playing at 200 Hz: stops with exit 73 and `FILE: write failed: No space
#   left on device`, and FILE holds a valid trace (every frame up to the last whole one);
# - convert and synth onto a fresh 64 KiB tmpfs (the output does not fit): exit 73 naming the
#   file, and nothing left on it (neither the output nor a temporary name);
# - `capture --live --latency` with only the latency log on the tmpfs: the failed write is said
#   once, the capture goes on (the live stream grows after it) until SIGINT, then exit 73 naming
#   the log, the trace whole and nothing left on the tmpfs (a log with a gap is not written).
step_l() {
    mkdir -p /mnt/full
    name="l-full-disk-capture"; o="/tmp/$name"
    mount -t tmpfs -o size=64k tmpfs /mnt/full
    if ! play_node /traces/touch-200hz.evemu "$o" --wait-before 2; then
        result "$name" FAIL "play did not start"; detail "$name" "$o.play.err"; kill $PLAY 2>/dev/null
    else
        tactile capture "$node" -o /mnt/full/cap.yml 2>"$o.cap.err" &
        CAP=$!
        wait_pid $CAP 60; crc=$rc
        kill -TERM $PLAY; wait_pid $PLAY 20
        valid_trace /mnt/full/cap.yml "$o"; vrc=$?
        left=$(ls -A /mnt/full | tr '\n' ' ')
        if [ $crc = 73 ] && [ $vrc = 0 ] && [ "$left" = "cap.yml " ] \
            && grep -q "/mnt/full/cap.yml: write failed: No space left on device" "$o.cap.err"; then
            result "$name" PASS "exit 73, '$(grep 'write failed' "$o.cap.err" | head -1)'; the trace reads back: $frames frames, $(du -k /mnt/full/cap.yml | cut -f1) KiB"
        else
            result "$name" FAIL "capture exit $crc (want 73), reads back: $([ $vrc = 0 ] && echo yes || echo no), left: ${left:-nothing}"
            detail "$name" "$o.cap.err" 5; detail "$name" "$o.norm.err" 5; tail -c 300 /mnt/full/cap.yml >"$o.tail"; detail "$name" "$o.tail" 10
        fi
    fi
    umount /mnt/full
    name="l-full-disk-latency"; o="/tmp/$name"
    mount -t tmpfs -o size=64k tmpfs /mnt/full
    if ! play_node /traces/touch-200hz.evemu "$o" --wait-before 2; then
        result "$name" FAIL "play did not start"; detail "$name" "$o.play.err"; kill $PLAY 2>/dev/null
    else
        tactile capture "$node" -o "$o.yml" --live --live-format jsonl --latency /mnt/full/lat >"$o.live" 2>"$o.cap.err" &
        CAP=$!
        wait_for "$o.cap.err" "latency is no longer recorded" 60; said=$?
        atFailure=$(grep -c '"type":' "$o.live")
        sleep 2
        kill -INT $CAP; wait_pid $CAP 30; crc=$rc
        kill -TERM $PLAY; wait_pid $PLAY 20
        atEnd=$(grep -c '"type":' "$o.live")
        once=$(grep -c "^tactile: /mnt/full/lat: write failed: No space left on device; latency is no longer recorded, the capture goes on$" "$o.cap.err")
        last=$(tail -1 "$o.cap.err")
        valid_trace "$o.yml" "$o"; vrc=$?
        left=$(ls -A /mnt/full | tr '\n' ' ')
        if [ $said = 0 ] && [ $crc = 73 ] && [ "$once" = 1 ] && [ "$last" = "tactile: /mnt/full/lat: write failed: No space left on device" ] \
            && [ "$atEnd" -gt "$atFailure" ] && [ $vrc = 0 ] && [ -z "$left" ]; then
            result "$name" PASS "exit 73, said once; $atFailure live lines at the failure, $atEnd at the stop; the trace reads back: $frames frames; nothing left on the tmpfs"
        else
            result "$name" FAIL "said: $([ $said = 0 ] && echo yes || echo no) ($once times), capture exit $crc (want 73), last '$last', live lines $atFailure then $atEnd, reads back: $([ $vrc = 0 ] && echo yes || echo no), left: ${left:-nothing}"
            detail "$name" "$o.cap.err" 10
        fi
    fi
    umount /mnt/full
    printf 'name: long\nprofile: touchscreen\nsteps:\n  - swipe: {from: [100, 100], to: [900, 700], duration: 30}\n' >/tmp/swipe-30.yml
    for cmd in convert synth; do
        name="l-full-disk-$cmd"; o="/tmp/$name"
        mount -t tmpfs -o size=64k tmpfs /mnt/full
        if [ $cmd = convert ]; then tactile convert /traces/big.evemu /mnt/full/out.yml 2>"$o.err"; code=$?
        else tactile synth /tmp/swipe-30.yml -o /mnt/full/out.yml 2>"$o.err"; code=$?; fi
        left=$(ls -A /mnt/full | tr '\n' ' ')
        if [ $code = 73 ] && [ -z "$left" ] && grep -q "/mnt/full/out.yml: write failed: No space left on device" "$o.err"; then
            result "$name" PASS "exit 73, '$(grep 'write failed' "$o.err" | head -1)'; nothing left"
        else
            result "$name" FAIL "exit $code (want 73), left: ${left:-nothing}"; detail "$name" "$o.err" 5
        fi
        umount /mnt/full
    done
}

# (m) a pen already in proximity and touching before the reading starts: `tactile capture --live`
# reads libevdev's button state with the description, so the pen's first motion is a Pencil
# touch (it sends no BTN_TOOL_PEN or BTN_TOUCH again), not a hover.
step_m() {
    name="m-pen-already-touching"; o="/tmp/$name"
    evemu-device "/traces/tablets/Wacom Intuos4 6x9.desc" >"$o.dev" 2>&1 &
    DEV=$!
    if ! wait_for "$o.dev" "/dev/input/event" 20; then
        result "$name" FAIL "evemu-device did not start"; detail "$name" "$o.dev"; kill $DEV 2>/dev/null; return
    fi
    node=$(grep -o '/dev/input/event[0-9]*' "$o.dev" | head -1)
    evemu-event "$node" --type EV_ABS --code ABS_X --value 20000
    evemu-event "$node" --type EV_ABS --code ABS_Y --value 12000
    evemu-event "$node" --type EV_ABS --code ABS_PRESSURE --value 600
    evemu-event "$node" --type EV_KEY --code BTN_TOOL_PEN --value 1
    evemu-event --sync "$node" --type EV_KEY --code BTN_TOUCH --value 1
    tactile capture "$node" -o "$o.yml" --live --live-format jsonl >"$o.live" 2>"$o.cap.err" &
    CAP=$!
    wait_for "$o.cap.err" "capturing" 20
    for x in 20100 20200 20300; do evemu-event --sync "$node" --type EV_ABS --code ABS_X --value $x; done
    wait_for "$o.live" '"touch"' 15; seen=$?
    kill -INT $CAP; wait_pid $CAP 20; crc=$rc
    kill $DEV; wait $DEV 2>/dev/null
    first=$(grep -E '"(touch|hover)"' "$o.live" | head -1)
    if [ $seen = 0 ] && [ $crc = 0 ] && echo "$first" | grep -q '"began"' && echo "$first" | grep -q '"pencil"' \
        && echo "$first" | grep -q '"touch"' && ! grep -q '"hover"' "$o.live"; then
        result "$name" PASS "first: $first"
    else
        result "$name" FAIL "touch seen: $([ $seen = 0 ] && echo yes || echo no), capture exit $crc (want 0)"
        detail "$name" "$o.live"; detail "$name" "$o.cap.err" 5; detail "$name" "$o.dev" 5
    fi
}

# (n) libinput as a peer. udevd runs with Debian's input rules and hwdb (libinput reads the
# ID_INPUT_* properties it sets); each recording is played through uinput by `tactile play` while
# `libinput debug-events` listens with the iPadOS-like settings (tapping, clickfinger, two-finger
# scrolling, natural scrolling off: its scroll then has the sign of the fingers' motion, as
# Tactile's natural scrolling does). Compared with `tactile normalize` of the same file: presses
# per button, the scroll's dominant axis and sign, the pointer's dominant direction. Where iPadOS
# differs by design the expected difference is asserted on Tactile's side.
start_udevd() {
    [ -n "${UDEVD:-}" ] && return 0
    mkdir -p /run /etc/udev
    mount -t tmpfs tmpfs /run 2>/dev/null
    /lib/systemd/systemd-udevd --daemon >/tmp/udevd.log 2>&1 || return 1
    UDEVD=1
}

# The pointer's dominant direction, shared by both summaries: step(dx, dy) counts a motion by its
# larger component, most() names the most frequent of h+, h-, v+, v- ("0" under five motions).
direction_awk='
    function step(dx, dy) { if (dx == 0 && dy == 0) return; ax = dx < 0 ? -dx : dx; ay = dy < 0 ? -dy : dy
        if (ax >= ay) { if (dx > 0) hp++; else hm++ } else { if (dy > 0) vp++; else vm++ } }
    function most(a, b, c, d) {
        if (a + b + c + d < 5) return "0"
        if (a >= b && a >= c && a >= d) return "h+"; if (b >= c && b >= d) return "h-"; if (c >= d) return "v+"; return "v-" }'

# Summary of libinput debug-events output: L R M (presses), H V (scroll sums), and the pointer's
# dominant direction: h+, h-, v+ or v-, whichever most motion events go (each by its larger
# component; "0" for fewer than five).
libinput_summary() {
    awk '
    /POINTER_BUTTON/ && /pressed/ { if ($0 ~ /BTN_LEFT/) l++; else if ($0 ~ /BTN_RIGHT/) r++; else if ($0 ~ /BTN_MIDDLE/) m++ }
    /POINTER_SCROLL_FINGER|POINTER_SCROLL_WHEEL|POINTER_SCROLL_CONTINUOUS/ {
        if (match($0, /vert [-+]?[0-9.]+/)) v += substr($0, RSTART + 5, RLENGTH - 5)
        if (match($0, /horiz [-+]?[0-9.]+/)) h += substr($0, RSTART + 6, RLENGTH - 6)
    }
    /POINTER_MOTION/ {
        if (match($0, /[-+]?[0-9]+\.[0-9]+\/ *[-+]?[0-9]+\.[0-9]+/)) {
            split(substr($0, RSTART, RLENGTH), d, "/"); step(d[1] + 0, d[2] + 0)
        }
    }
    END { printf "%d %d %d %.1f %.1f %s\n", l, r, m, h, v, most(hp, hm, vp, vm) }
    '"$direction_awk" "$1"
}

# The same from `tactile normalize --format jsonl`: presses are pointer touches beginning with a
# button; scroll sums of dx/dy; the dominant direction of the steps between pointer positions,
# but for steps that touch the screen's edges (1366 × 1024 pt), where the iPad's pointer stops and
# libinput's unbounded motion goes on.
tactile_summary() {
    awk '
    /"type":"touch"/ && /"phase":"began"/ && /indirectPointer/ {
        if ($0 ~ /"primary"/) l++; if ($0 ~ /"secondary"/) r++; if ($0 ~ /"tertiary"/) m++
    }
    /"type":"scroll"/ && !/"momentum"/ {
        if (match($0, /"dx":[-0-9.e+]+/)) h += substr($0, RSTART + 5, RLENGTH - 5)
        if (match($0, /"dy":[-0-9.e+]+/)) v += substr($0, RSTART + 5, RLENGTH - 5)
    }
    (/"type":"hover"/ && /"source":"pointer"/) || (/"type":"touch"/ && /indirectPointer/) {
        if (match($0, /"x":[-0-9.e+]+/)) px = substr($0, RSTART + 4, RLENGTH - 4) + 0
        if (match($0, /"y":[-0-9.e+]+/)) py = substr($0, RSTART + 4, RLENGTH - 4) + 0
        edge = px <= 0 || px >= 1366 || py <= 0 || py >= 1024 || lx <= 0 || lx >= 1366 || ly <= 0 || ly >= 1024
        if (seen && !edge) step(px - lx, py - ly)
        lx = px; ly = py; seen = 1
    }
    END { printf "%d %d %d %.1f %.1f %s\n", l, r, m, h, v, most(hp, hm, vp, vm) }
    '"$direction_awk" "$1"
}

# dominant H V: "h+", "h-", "v+", "v-" or "0" (nothing over 1 unit).
dominant() { awk -v h="$1" -v v="$2" 'BEGIN { ah = h < 0 ? -h : h; av = v < 0 ? -v : v
    if (ah < 1 && av < 1) print "0"; else if (ah >= av) print (h > 0 ? "h+" : "h-"); else print (v > 0 ? "v+" : "v-") }'; }

# peer NAME TRACE DESC "WHAT-TO-COMPARE" [expected tactile buttons "L R M" where iPadOS differs]
peer() {
    name="n-libinput-$1"; t=$2 d=$3 what=$4 want=${5:-}
    o="/tmp/$name"
    libinput debug-events --enable-tap --set-click-method=clickfinger --set-scroll-method=twofinger \
        --disable-natural-scrolling >"$o.li" 2>"$o.li.err" &
    LI=$!
    sleep 3
    if [ -n "$d" ]; then set -- --description "/traces/$d"; else set --; fi
    tactile play --wait-before 2 --wait-after 2 "$@" "/traces/$t" >"$o.play" 2>"$o.play.err"; prc=$?
    sleep 1
    kill -INT $LI; wait_pid $LI 10
    tactile normalize --tap-to-click --format jsonl "$@" "/traces/$t" >"$o.norm" 2>"$o.norm.err"
    set -- $(libinput_summary "$o.li"); li_b="$1 $2 $3"; li_s=$(dominant "$4" "$5"); li_m=$6
    set -- $(tactile_summary "$o.norm"); ta_b="$1 $2 $3"; ta_s=$(dominant "$4" "$5"); ta_m=$6
    ok=1; why=""
    if ! grep -q DEVICE_ADDED "$o.li"; then ok=0; why="libinput saw no device;"; fi
    case "$what" in *buttons*)
        if [ -n "$want" ]; then [ "$ta_b" = "$want" ] || { ok=0; why="$why buttons: tactile $ta_b, want $want (libinput $li_b);"; }
        else [ "$ta_b" = "$li_b" ] || { ok=0; why="$why buttons differ;"; }; fi ;; esac
    case "$what" in *scroll*) [ "$ta_s" = "$li_s" ] || { ok=0; why="$why scroll differs;"; } ;; esac
    case "$what" in *motion*) [ "$ta_m" = "$li_m" ] || { ok=0; why="$why motion differs;"; } ;; esac
    detailtext="buttons L R M libinput $li_b tactile $ta_b; scroll libinput $li_s tactile $ta_s; motion libinput $li_m tactile $ta_m"
    if [ $ok = 1 ] && [ $prc = 0 ]; then
        result "$name" PASS "$detailtext"
    else
        result "$name" FAIL "$why play exit $prc; $detailtext"
        detail "$name" "$o.li" 20; detail "$name" "$o.li.err" 10; detail "$name" "$o.play.err" 5; detail "$name" /tmp/udevd.log 5
    fi
}

step_n() {
    if ! start_udevd; then result n-libinput FAIL "systemd-udevd did not start"; detail n-libinput /tmp/udevd.log; return; fi
    peer saitek-mouse "mice/Saitek Cyborg R.A.T.5 Mouse.events" "mice/Saitek Cyborg R.A.T.5 Mouse.desc" "buttons motion"
    peer bcm5974-clickfinger "touchpads/bcm5974.three-finger-click.events" "" "buttons"
    peer cypress-two-finger-tap "touchpads/CyPS2 Cypress Trackpad.two_finger_tap.events" "" "buttons"
    peer hp8470p-horizontal-scroll "touchpads/SynPS2 Synaptics TouchPad.hp8470p.two-finger-scroll-horizontal.events" \
        "touchpads/SynPS2 Synaptics TouchPad.hp8470p.desc" "scroll"
    peer synaptics-vertical-scroll "touchpads/SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events" \
        "touchpads/SynPS2 Synaptics TouchPad.desc" "buttons scroll"
    peer synaptics-left-move "touchpads/SynPS2 Synaptics TouchPad.leftmove.events" \
        "touchpads/SynPS2 Synaptics TouchPad.desc" "buttons scroll motion"
    # No edge scrolling on an iPad (libinput here scrolls with two fingers only, so neither scrolls).
    peer hp8470p-edge "touchpads/SynPS2 Synaptics TouchPad.hp8470p.edge-scroll-vertical.events" \
        "touchpads/SynPS2 Synaptics TouchPad.hp8470p.desc" "buttons scroll"
    # By design: libinput drops the BTN_RIGHT a Cypress clickpad sends for a two-finger press;
    # iPadOS clicks with the two fingers down: one secondary click.
    peer cypress-two-finger-press "touchpads/CyPS2 Cypress Trackpad.two_finger_press.events" "" "buttons" "0 1 0"
    # With udevd running, a libinput record capture keeps udev's input properties of the device
    # (ID_INPUT_MOUSE here; MOUSE_DPI where the hwdb has one), and no serial.
    name="n-udev-properties"; o="/tmp/$name"
    tactile play --wait-before 3 --wait-after 1 --description "/traces/mice/Saitek Cyborg R.A.T.5 Mouse.desc" \
        "/traces/mice/Saitek Cyborg R.A.T.5 Mouse.events" >"$o.play" 2>"$o.play.err" &
    PLAY=$!
    node=""
    if wait_for "$o.play" "^/dev/input/event" 20; then node=$(cut -f1 "$o.play" | head -1); fi
    tactile capture "$node" -o "$o.yml" --format libinput 2>"$o.cap.err" &
    CAP=$!
    wait_pid $PLAY 60; wait_pid $CAP 20
    if grep -q -- "- ID_INPUT_MOUSE=1" "$o.yml" 2>/dev/null && ! grep -q "ID_SERIAL" "$o.yml"; then
        result "$name" PASS "$(grep -c -- '^ *- [A-Z_]*=' "$o.yml") udev properties kept"
    else
        result "$name" FAIL "no udev section in the capture"; detail "$name" "$o.cap.err" 5; detail "$name" "$o.yml" 20
    fi
}

# (o) `capture --all`: every event node is opened; a node that is no input device (a character
# device of another kind under an event name) is skipped with a warning and the rest captured,
# one device each. Where no node opens (a tmpfs over /dev/input holding only that one): 69, why,
# and no output.
step_o() {
    name="o-capture-all"; o="/tmp/$name"
    if ! play_node /traces/touch-200hz.evemu "$o" --wait-before 2; then
        result "$name" FAIL "play did not start"; detail "$name" "$o.play.err"; kill $PLAY 2>/dev/null; return
    fi
    sleep 3 # past the play's --wait-before: the device is sending
    mknod /dev/input/event99 c 1 3
    expect=$(($(ls /dev/input | grep -c '^event') - 1))
    tactile capture --all --duration 1 -o "$o.yml" 2>"$o.err"; code=$?
    rm -f /dev/input/event99
    kill -TERM $PLAY; wait_pid $PLAY 20
    n=$(sed -n 's/^ndevices: //p' "$o.yml" 2>/dev/null)
    # The second it lasted, of a device playing at 200 Hz: about 200 frames.
    frames=$(grep -c '^  - evdev:' "$o.yml" 2>/dev/null)
    if [ $code = 0 ] && [ "$n" = "$expect" ] && grep -q "skipping .*/dev/input/event99" "$o.err" \
        && grep -q "capturing $expect device(s) to $o.yml" "$o.err" && [ "${frames:-0}" -ge 100 ]; then
        result "$name" PASS "$n devices, $frames frames in 1 s, event99 skipped: $(grep skipping "$o.err" | head -1)"
    else
        result "$name" FAIL "exit $code (want 0), devices ${n:-none} (want $expect), frames ${frames:-0} (want 100 or more)"; detail "$name" "$o.err" 5
    fi
    name="o-capture-all-none"; o="/tmp/$name"
    mount -t tmpfs tmpfs /dev/input
    mknod /dev/input/event0 c 1 3
    tactile capture --all --duration 1 -o "$o.yml" 2>"$o.err"; code=$?
    umount /dev/input
    if [ $code = 69 ] && grep -q "no input device could be opened" "$o.err" && [ ! -e "$o.yml" ]; then
        result "$name" PASS "exit 69, '$(tail -1 "$o.err")'"
    else
        result "$name" FAIL "exit $code (want 69), output: $([ -e "$o.yml" ] && echo left || echo none)"; detail "$name" "$o.err" 5
    fi
}
