#!/usr/bin/env python3
"""Turns Benchmarks/run's key=value results into BENCHMARKS.md (table + machine + notes)."""
import sys

results, notes_path = sys.argv[1], sys.argv[2]
r = {}
for line in open(results):
    line = line.rstrip("\n")
    if "=" in line:
        k, v = line.split("=", 1)
        r[k] = v


def f(key):
    try:
        return float(r[key])
    except (KeyError, ValueError):
        return float("nan")


def mps(events, seconds):
    return events / seconds / 1e6 if seconds > 0 else float("nan")


def yes(ok):
    return "**met**" if ok else "**not met**"


rows = []
runs = r.get("runs", "5")
quick = r.get("quick") == "1"

# parse
ev, b = f("parse.events"), f("parse.bytes")
tt, tl, tw = f("parse.tactile"), f("parse.libevemu"), f("parse.wc")
rows.append(("parse evemu — Tactile `EvemuReader`", f"{ev/1e6:.1f} M events, {b/1e6:.0f} MB",
             f"{mps(ev, tt):.2f} M ev/s, {b/tt/1e6:.0f} MB/s ({tt:.2f} s); **{tl/tt:.2f}×** libevemu; the `wc -l` floor is {tt/tw:.0f}× faster",
             "≥ 3× libevemu", yes(tl / tt >= 3)))
rows.append(("parse evemu — libevemu `evemu_read_event`", "same file",
             f"{mps(ev, tl):.2f} M ev/s, {b/tl/1e6:.0f} MB/s ({tl:.2f} s; {r.get('parse.libevemu.events')} events)", "", ""))
rows.append(("parse evemu — `wc -l` (floor)", "same file", f"{b/tw/1e6:.0f} MB/s ({tw:.2f} s)", "", ""))
yev, yb, yt, yw = f("yaml.events"), f("yaml.bytes"), f("yaml.tactile"), f("yaml.wc")
rows.append(("parse libinput record — Tactile", f"same events as YAML, {yb/1e6:.0f} MB",
             f"{mps(yev, yt):.2f} M ev/s, {yb/yt/1e6:.0f} MB/s ({yt:.2f} s, median of {r.get('yaml.runs')}); `wc -l` {yt/yw:.0f}× faster ({yb/yw/1e6:.0f} MB/s)",
             "", ""))
# normalize
for p in ["touchscreen", "display-pen", "trackpad", "keyboard"]:
    e, u, s = f(f"norm.{p}.events"), f(f"norm.{p}.unified"), f(f"norm.{p}.s")
    rate = mps(e, s)
    rows.append((f"normalize — {p}", f"{e/1e6:.1f} M raw events → {u/1e6:.2f} M unified",
                 f"{rate:.2f} M raw ev/s/core ({s:.2f} s)", "≥ 20 M ev/s/core", yes(rate >= 20)))
if "norm.trace10.s" in r:
    e, u, s = f("norm.trace10.events"), f("norm.trace10.unified"), f("norm.trace10.s")
    rate = mps(e, s)
    rows.append(("normalize — touchscreen, 10 contacts", f"the parse trace's first {e/1e6:.1f} M raw events (33 a frame) → {u/1e6:.2f} M unified",
                 f"{rate:.2f} M raw ev/s/core ({s:.2f} s)", "≥ 20 M ev/s/core", yes(rate >= 20)))
# the Replay API against the same work composed by hand on the closure path
if "api.replay.s" in r:
    e, u, s = f("api.replay.events"), f("api.replay.unified"), f("api.replay.s")
    rate, crate = mps(e, s), mps(f("api.compose.events"), f("api.compose.s"))
    rows.append(("Replay API — raw events → outcomes (touchscreen, no scene)", f"{e/1e6:.1f} M raw events → {u/1e6:.2f} M unified",
                 f"{rate:.2f} M raw ev/s ({s:.2f} s); by hand, `NormalizationPipeline.run` feeding `InteractionMachine.apply`: "
                 f"{crate:.2f} M raw ev/s — Replay at {rate/crate:.2f}× that"
                 + (f"; through `import TactileTesting` (a synthesized trace replayed as it is): {mps(f('api.testing.events'), f('api.testing.s')):.2f} M raw ev/s"
                    if "api.testing.s" in r else ""), "", ""))
# replay
base = None
for n in ["10", "1000", "100000", "100000.dense"]:
    e, o, s = f(f"replay.{n}.events"), f(f"replay.{n}.outcomes"), f(f"replay.{n}.s")
    rate = mps(e, s)
    target, met = "", ""
    if n == "1000":
        base = rate
        target, met = "≥ 5 M ev/s", yes(rate >= 5)
    if n.startswith("100000") and base:
        slow = base / rate
        target, met = "≤ 2× slower than 1 k", f"{slow:.2f}× slower — " + yes(slow <= 2)
    label = f"{int(n.split('.')[0]):,}".replace(",", " ") + (" elements, all on screen" if n.endswith("dense") else " elements")
    rows.append((f"replay — {label}", f"{e/1e6:.2f} M unified events → {o/1e6:.2f} M outcomes",
                 f"{rate:.2f} M ev/s ({s:.2f} s)", target, met))
# memory
mb, ms = f("mem.big.kb") / 1024, f("mem.small.kb") / 1024
rows.append(("memory — `tactile replay BIG --format jsonl`", f"{f('mem.big.bytes')/1e9:.2f} GB evemu, {f('mem.big.events')/1e6:.0f} M events",
             f"peak RSS {mb:.1f} MB ({f('mem.big.s'):.0f} s, one run); {ms:.1f} MB on the {f('mem.small.bytes')/1e6:.0f} MB trace",
             "≤ 64 MB, flat", yes(mb <= 64)))
# conformance
ca, c1 = f("conf.all"), f("conf.one")
rows.append((f"conformance — `tactile conformance Scenes/*.yml`", f"{r.get('conf.scenes')} sample scenes",
             f"{ca:.2f} s on {r.get('machine.cores')} cores; {c1:.2f} s with `--jobs 1`", "< 2 s on 2 cores", yes(ca < 2)))
# import
if "import.xml" in r:
    rows.append(("import — `tactile import DUMP -o SCENE`", f"10 000 elements: Appium XML ({f('import.xml.bytes')/1e6:.1f} MB), "
                 f"UIKit recursiveDescription ({f('import.txt.bytes')/1e6:.1f} MB)",
                 f"{f('import.xml'):.2f} s (XML), {f('import.txt'):.2f} s (UIKit), scene read back and written", "", ""))
if "shape.deep.1000" in r:
    def shape(k):
        s, kb, code = r[k].split()
        return f"{float(s):.2f} s, {float(kb) / 1024:.0f} MB" + ("" if code == "0" else f", refused ({code})")
    rows.append(("import — deep and wide Appium dumps", "1 000, 10 000, 50 000 elements deep (each the only child of the one before), and as many sibling buttons",
                 "deep: " + "; ".join(shape(f"shape.deep.{n}") for n in (1000, 10000, 50000))
                 + " — wide: " + "; ".join(shape(f"shape.wide.{n}") for n in (1000, 10000, 50000)), "linear", ""))
if "confimport.s" in r:
    rows.append(("conformance — an imported iPad scene, `--every-window`", f"{r.get('confimport.elements')} elements (Appium XML), the full matrix",
                 f"{f('confimport.s'):.2f} s on {r.get('machine.cores')} cores; peak RSS {f('confimport.kb') / 1024:.0f} MB"
                 + (f"; through TactileTesting, `conformance(dump:everyWindow:)` on the dump's text, import included: {f('confimport.api.s'):.2f} s "
                    f"(the command: import {f('confimport.import.s'):.2f} s, then conformance {f('confimport.s'):.2f} s)"
                    if "confimport.api.s" in r else ""), "", ""))
# the live path on this host (no kernel): Tactile's own work per frame
if "livepath.p99_us" in r and r["livepath.p99_us"]:
    rows.append(("live path — capture loop on this host, no kernel", f"{r.get('livepath.frames')} frames of a 1 kHz touchscreen "
                 "(trace written as libinput record, jsonl lines to /dev/null)",
                 f"p50 {f('livepath.p50_us'):.0f} µs, p99 {f('livepath.p99_us'):.0f} µs, max {f('livepath.max_us') / 1000:.1f} ms a frame "
                 "(`tactile-bench live-path`: Tactile's share of the latency, without the kernel's wake-up)", "", ""))
# live latency (Tests/Kernel/run step j in a qemu TCG guest: an upper bound)
if "live.p99_us" in r and r["live.p99_us"]:
    p50, p99, mx = f("live.p50_us") / 1000, f("live.p99_us") / 1000, f("live.max_us") / 1000
    rows.append(("live latency — `tactile capture --live`",
                 f"uinput touchscreen at 1 kHz, {r.get('live.frames', '?').replace('/', ' of ')} frames captured "
                 f"({r.get('live.syn_dropped', '?')} SYN_DROPPED), qemu TCG guest, {r.get('live.vcpus', '1')} vCPU(s)",
                 f"p50 {p50:.2f} ms, p99 {p99:.2f} ms, max {mx:.1f} ms over {r.get('live.events')} unified events "
                 f"(kernel frame timestamp → line written; TCG emulation: an upper bound; {r.get('live.s')} s with the boot)",
                 "p99 < 1 ms", yes(p99 < 1) + (" (under TCG)" if p99 < 1 else " under TCG (upper bound)")))
else:
    rows.append(("live latency — `tactile capture --live`", "uinput at 1 kHz in the qemu guest",
                 "not measured: " + r.get("live.error", "skipped (TACTILE_BENCH_LIVE=0)"), "p99 < 1 ms", "—"))

print("# Benchmarks\n")
print(f"Generated by `Benchmarks/run` on {r.get('machine.date')}. Each figure is the median of {runs} runs unless "
      "the row says otherwise (the libinput record parse uses 3, the 1 GB memory run 1)."
      + (" **Quick mode: small inputs, not the issue's sizes.**" if quick else ""))
print()
print(f"Machine: {r.get('machine.cpu')}, {r.get('machine.cores')} cores, {r.get('machine.mem')} RAM, "
      f"{r.get('machine.kernel')}, {r.get('machine.swift')}.")
print()
print("| Item | Input | Figure | Target | |")
print("|---|---|---|---|---|")
for row in rows:
    print("| " + " | ".join(row) + " |")
print()
try:
    print(open(notes_path).read())
except FileNotFoundError:
    pass
