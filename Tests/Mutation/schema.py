"""Every syntax-tree mutant of the folders named, run through mutant schemata: one build for all
of them instead of one build each (about 60 s), so that a campaign over all of Sources fits in
hours rather than weeks.

  1. The checkout is copied to .build-mutation/tree (the files git lists, tracked or not ignored);
     Tactile's own tree is never edited.
  2. Tests/Mutation/Generator writes every mutant into the copy behind a switch
     (`tactile-mutants --schema`): an expression becomes `(__tactileMutant(id) ? mutated :
     original)`, a statement `if __tactileMutant(id) { mutated } else { original }`. A file of
     each module defines the switch: TACTILE_MUTANT=id turns one mutant on, TACTILE_MUTANT_TRACE=dir
     records which switches a process reached.
  3. The copy is built. The compiler's errors say where each switch goes: a mutant refused in
     an expression switch is tried as a statement (a declaration, or a guard that binds, with the
     rest of its block); one refused in its own mutated text there, or with a member or name that
     no context can give, is *discarded* (alone it does not build either); a flow error (a
     property left unassigned) is blamed on the statement that no longer assigns what it names.
     What no switch can hold is built alone, its module first, with a probe saying which tests
     reach it.
  4. Every test class (XCTest) and suite (Swift Testing) runs once unmutated with the trace on:
     each must pass, and it names the mutants its tests reach.
  5. Each mutant runs the classes that reach it, in doubling batches of one process each, until
     one fails (killed): first a class named after the file, then the classes that killed the
     same file's mutants, then the quickest. A class that crashes, or runs three times its
     unmutated time and 20 s more and then twice that again (a busy machine slows a class; a
     loop runs on), kills it too. One that no test reaches is `unreached`: a survivor nothing
     can see.

Results are kept by key in .build-mutation/schema-results.json: a run goes on where the last
stopped and runs again only what was not killed or discarded (after new tests), never what a
judgement in equivalents.txt covers. The final verdicts (killed, discarded) are also written to
Tests/Mutation/answered.tsv, which is committed: a clean clone goes on from them and its table
says what the last campaign found. A key names its file and lines' text, not their place, so a
verdict holds until its lines change; a campaign drops the entries of its folders that no
mutant of the source has any more.
"""
import concurrent.futures
import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

import generated
import processes

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
WORK = os.path.join(ROOT, ".build-mutation")
TREE = os.path.join(WORK, "tree")
RESULTS = os.path.join(WORK, "schema-results.json")
ANSWERED = os.path.join(HERE, "answered.tsv")
ANSWERED_HEADER = ("# The syntax-tree mutants answered by Tests/Mutation/run --generated --syntax --schema: verdict,\n"
                   "# the test classes that killed it (- for the others; `kernel STEP`: the real-kernel judge's\n"
                   "# step; `noevdev CLASS`: the no-evdev build's test, by hand), key. Written by the run. killed: a test\n"
                   "# failed; discarded: built alone, it does not build; refused: the schema could not hold it,\n"
                   "# not yet built alone (open: the next run builds it alone first).\n")
RUNTIME_NAME = "__TactileMutantSchema.swift"
FINAL = ("killed", "discarded")
# Kept in the record beside the final verdicts: a mutant no schema could hold is built alone
# before it counts as discarded. The schema's reasons are guesses from compiler errors in a copy
# full of other switches (a flow error there may come from another switch's dropped statement);
# only the compiler refusing the mutant alone is evidence.
REFUSED = "refused"
RECORDED = FINAL + (REFUSED,)
# A refusal that built alone: not recorded (a working verdict), a schema holds it next.
BUILDS = "builds"
DIAGNOSTIC = re.compile(r"^(/[^:\n]+\.swift):(\d+):(\d+): (error|note): (.*)$", re.M)
# Errors of the code's flow, which a statement dropped causes on the path where it is dropped
# (so alone too): a constant or property left uninitialized, an initializer not delegated, a
# value not returned. The names they quote ('self.source', 'next') say which assignment it was.
FLOW = re.compile(r"initializ|missing return|isn't called on all paths")
# Errors inside a mutated text that its context cannot cause: the member or name does not exist
# on a type the code fixes (`e.value` → `e.standard` on an InputEvent), so the mutant alone fails
# as well, whatever switch holds it; an operator the operands' types do not have (`"# " - line`:
# the compiler names both types, as it does alone).
DECISIVE = re.compile(r"has no member|cannot find '[^']*' in scope|binary operator '[^']*' cannot be applied to two '[^']*' operands")
# The type checker giving up: what makes it give up is the number of choices, not any one.
TIMEOUT = "unable to type-check this expression in reasonable time"
QUOTED = re.compile(r"'(?:self\.)?([A-Za-z_]\w*)'")

RUNTIME = """// Written by Tests/Mutation/schema.py into its copy of the checkout: the switch of the mutant
// schemata (not part of Tactile). TACTILE_MUTANT=id turns one mutant on; TACTILE_MUTANT_TRACE=dir
// writes each switch this process reaches to dir/MODULE-pid the first time it is reached, with
// write(2) at once: a process that traps (an exit test's child) has told what it reached.
#if canImport(Glibc)
import Glibc
#endif

let __tactileMutantActive: Int = getenv("TACTILE_MUTANT").flatMap {{ Int(String(cString: $0)) }} ?? -1

let __tactileMutantReached: UnsafeMutablePointer<UInt8>? = {{
    guard getenv("TACTILE_MUTANT_TRACE") != nil else {{ return nil }}
    let reached = UnsafeMutablePointer<UInt8>.allocate(capacity: {count})
    reached.initialize(repeating: 0, count: {count})
    return reached
}}()

// The trace's path less the process id (a child's own). The file is opened for each line and
// closed again: no descriptor stays open between two counts of a test's own (in /dev/fd).
let __tactileMutantTrace: String? = getenv("TACTILE_MUTANT_TRACE").map {{ String(cString: $0) + "/{module}-" }}

// A test may hold the process under a small RLIMIT_FSIZE (a full disk's EFBIG, SIGXFSZ ignored):
// the line is written with the soft limit raised to the hard one for the time of the write, and
// a line that still cannot be written stops the process, so no reach is lost unsaid. errno is
// kept: a switch can stand between a call and the code that reads its errno.
func __tactileMutantWrite(_ path: String, _ line: [UInt8]) {{
    let callersErrno = errno
    defer {{ errno = callersErrno }}
    let fileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    var held = rlimit()
    getrlimit(fileSize, &held)
    var raised = held
    raised.rlim_cur = held.rlim_max
    setrlimit(fileSize, &raised)
    defer {{ setrlimit(fileSize, &held) }}
    let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    let written = fd < 0 ? -1 : line.withUnsafeBytes {{ write(fd, $0.baseAddress, $0.count) }}
    let reason = errno
    if fd >= 0 {{ close(fd) }}
    if written != line.count {{
        fatalError("mutation trace: cannot write \\(path): \\(String(cString: strerror(reason)))")
    }}
}}

// Usable from inline: an `@inlinable` function's body holds switches too.
@usableFromInline @inline(never) func __tactileMutant(_ id: Int) -> Bool {{
    if let reached = __tactileMutantReached, reached[id] == 0, let path = __tactileMutantTrace {{
        reached[id] = 1 // two threads may both write an id: the reader keeps a set
        __tactileMutantWrite(path + "\\(getpid())", Array("\\(id)\\n".utf8))
    }}
    return id == __tactileMutantActive
}}

// A probe around a body's only expression: its value, the switch reached.
@usableFromInline @inline(never) func __tactileProbe<T>(_ id: Int, _ value: T) -> T {{
    _ = __tactileMutant(id)
    return value
}}
"""


def say(text):
    print(text, flush=True)


def sh(cmd, cwd, timeout, env=None):
    """(exit code, output) of `cmd` in its own process group, stopped whole at `timeout`."""
    return processes.run(cmd, cwd, timeout, env)


# The names at the copy's top that the checkout has (set by `sync_tree`), and those the runs make
# and keep: the build and the schema's map.
TOPS = set()
KEPT_AT_TOP = {".build", "schema-map.json", "Package.resolved"}


def scratch_run(cmd, timeout, env):
    """`sh` in a new empty folder of its own, removed after: what a mutant's tests write into
    their working folder (a mutant that swaps a path and a text writes files named by the text
    there: `--html/`, `old rule`) can reach no other run, not even the one running beside it.
    The tests find the checkout by their own path, not the working folder."""
    cwd = tempfile.mkdtemp(prefix="run-", dir=WORK)
    try:
        return sh(cmd, cwd, timeout, env)
    finally:
        shutil.rmtree(cwd, ignore_errors=True)
        # The `tactile` processes a test starts run in the checkout (the copy), where they may
        # leave the same.
        clean_tree()


def mutant_run(cmd, limit, env, runner=None):
    """(exit code, output) of a mutant's test process. One that runs past its limit runs once more
    with twice the time before the timeout counts: a machine busy with other work (a build beside
    the campaign) can slow a class past three times its unmutated time, and that is no verdict on
    the mutant; a mutant that loops times out twice."""
    runner = runner or scratch_run
    rc, out = runner(cmd, limit, env)
    if rc == processes.TIMED_OUT:
        rc, out = runner(cmd, 2 * limit, env)
    return rc, out


def clean_tree():
    """Removes what is at the copy's top that the checkout does not have: what the `tactile`
    processes of a mutant's tests, which run there, left (and runs before `scratch_run`)."""
    if not TOPS:
        return
    for name in os.listdir(TREE):
        if name in TOPS or name in KEPT_AT_TOP:
            continue
        path = os.path.join(TREE, name)
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path, ignore_errors=True)
        else:
            try:
                os.remove(path)
            except FileNotFoundError:
                pass


def sync_tree():
    """The copy holds exactly the checkout's files (tracked, or untracked and not ignored), each
    rewritten only when it differs, so that the copy's build stays incremental."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                            capture_output=True, check=True).stdout.decode().split("\0")
    wanted = {f for f in listed if f and not f.startswith("Tests/Mutation/Generator/.build")}
    for rel in wanted:
        src, dst = os.path.join(ROOT, rel), os.path.join(TREE, rel)
        if os.path.islink(src) or not os.path.isfile(src):
            continue
        with open(src, "rb") as f:
            data = f.read()
        if os.path.exists(dst):
            with open(dst, "rb") as f:
                if f.read() == data:
                    continue
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        with open(dst, "wb") as f:
            f.write(data)
        shutil.copymode(src, dst)
    TOPS.clear()
    TOPS.update(rel.split("/")[0] for rel in wanted)
    clean_tree()
    # Sources a checkout no longer has would still be built.
    for top in ("Sources", "Tests"):
        for dirpath, dirs, files in os.walk(os.path.join(TREE, top)):
            dirs[:] = [d for d in dirs if d != ".build"]
            for name in files:
                rel = os.path.relpath(os.path.join(dirpath, name), TREE)
                if rel not in wanted:
                    os.remove(os.path.join(dirpath, name))


def modules():
    """The Swift targets under Sources/ (folders holding .swift files)."""
    out = []
    for name in sorted(os.listdir(os.path.join(ROOT, "Sources"))):
        path = os.path.join(ROOT, "Sources", name)
        if os.path.isdir(path) and any(f.endswith(".swift") for _, _, fs in os.walk(path) for f in fs):
            out.append(name)
    return out


def line_offsets(data):
    starts = [0]
    for i, b in enumerate(data):
        if b == 10:
            starts.append(i + 1)
    return starts


# Each mutated file's bytes when the mutants were listed: their offsets hold for those bytes only.
LISTED = {}


def write_schema(placed, count):
    """Writes the placed mutants into the copy; returns the generator's map, by path."""
    for m, _ in placed.values():
        with open(os.path.join(ROOT, m.path), "rb") as f:
            data = f.read()
        if LISTED.setdefault(m.path, data) != data:
            raise SystemExit(f"mutation: {m.path} changed since its mutants were listed; run again")
    sync_tree()
    for module in modules():
        with open(os.path.join(TREE, "Sources", module, RUNTIME_NAME), "w", encoding="utf-8") as f:
            f.write(RUNTIME.format(count=count, module=module))
    plan = [{"path": m.path, "id": i, "start": m.start, "end": m.end, "text": m.text, "level": level}
            for i, (m, level) in placed.items()]
    plan_path = os.path.join(WORK, "schema-plan.json")
    with open(plan_path, "w", encoding="utf-8") as f:
        json.dump(plan, f)
    out = subprocess.run([generated.TOOL, "--schema",
                          plan_path, ROOT, TREE], capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"mutation: the schema could not be written: {out.stderr.strip()}")
    with open(os.path.join(TREE, "schema-map.json"), encoding="utf-8") as f:
        return {m["path"]: m for m in json.load(f)}


def diagnostics(out):
    """The build's errors, each with the notes after it: (path, line, column, message, notes)."""
    errors = []
    for path, line, col, kind, message in DIAGNOSTIC.findall(out):
        if kind == "error":
            errors.append((path, line, col, message, []))
        elif errors:
            errors[-1][4].append(message)
    # The compiler prints an error twice (once with its source excerpt): one is enough.
    seen, unique = set(), []
    for e in errors:
        if e[:4] not in seen:
            seen.add(e[:4])
            unique.append(e)
    return unique


def assigns(statement, names):
    """Whether a dropped statement is the assignment (or delegation) of one of `names`."""
    text = statement.strip()
    return any(re.match(rf"(self\.)?{re.escape(n)}\s*(=|\()", text) for n in names)


def mentions_assignment(lines, names):
    """Whether a mutant's lines assign one of `names` (`x = …`, `self.x = …`, not `==`)."""
    return any(re.search(rf"(^|[^\w.])(self\.)?{re.escape(n)}\s*=(?!=)", lines) for n in names)


def flow_culprits(message, notes, within, drops, deleted, lines, mark):
    """Blames (through `mark`) the switches of the error's scope that explain an error of the
    code's flow: per name the error quotes, the statement dropped that assigned it, or the
    mutated line that no longer does (`self.a = a` → `self.b = a`), as `flow` when one
    statement's mutants are all that do (each leaves it unassigned alone), else every switch
    assigning it, to be placed otherwise; with no name (`'self' used before all stored
    properties are initialized`), every statement dropped there, as `flow`. A mutant blamed as
    `flow` is built alone before it is discarded, so a wrong guess costs seconds, not a verdict.
    Returns whether any was blamed."""
    names = [] if "missing return" in message else QUOTED.findall(" ".join([message] + notes))
    names = [n for n in names if n != "self"]
    if not names:
        for i in drops:
            mark(i, "flow")
        return bool(drops)
    placed_any = False
    for n in names:
        dropped = [i for i in drops if assigns(deleted[i], [n])] + \
            [i for i in within if i not in deleted and mentions_assignment(lines[i][0], [n])
             and not mentions_assignment(lines[i][1], [n])]
        others = [i for i in within if i not in deleted and mentions_assignment(lines[i][0], [n])]

        def text(i):
            return (deleted[i] if i in deleted else lines[i][0]).strip()
        if dropped and len({text(i) for i in dropped}) == 1:
            for i in dropped:
                mark(i, "flow")
        else:
            for i in dropped or others:
                mark(i, "switch")
        placed_any = placed_any or bool(dropped or others)
    return placed_any


def blame(errors, maps, deleted, level, lines):
    """What each error points at: id → `mutated` (inside a statement switch's mutated text: the
    statement with its edit does not build), `flow` (an error of the code's flow that one dropped
    statement alone explains) or `switch` (to be placed otherwise). An error in a switch blames
    it, and every expression switch of its statement too: the type checker gives up on an
    expression at its first error, so the others' errors are not shown. An error outside every
    switch blames, for an error of the code's flow, the switches of its function that assign
    what it names or the statements dropped there; for another, the switches of its statement;
    else every switch of its function (or file). `deleted`: id → the dropped
    statement; `level`: id → its place; `lines`: id → its original and mutated lines."""
    blamed = {}
    unexplained = []
    cache = {}
    rank = {"switch": 0, "mutated": 1, "flow": 1}
    def mark(i, how):
        if rank[how] >= rank.get(blamed.get(i), -1):
            blamed[i] = how
    for path, line, col, message, notes in errors:
        rel = os.path.relpath(path, TREE)
        m = maps.get(rel)
        if m is None:
            unexplained.append(f"{rel}:{line}:{col}: {message}")
            continue
        if rel not in cache:
            with open(path, "rb") as f:
                cache[rel] = line_offsets(f.read())
        starts = cache[rel]
        offset = starts[int(line) - 1] + int(col) - 1
        holding = [s for s in m["switches"] if s["start"] <= offset < s["end"]]
        statements = [st for st in m["statements"] if st[0] <= offset < st[1]]
        # The innermost statement around the error that holds a switch (the error may stand in
        # a closure of the statement, past the switch: `(switch).map { … }`).
        in_statement = []
        for lo, hi in sorted(statements, key=lambda st: st[1] - st[0]):
            in_statement = [s["id"] for s in m["switches"] if lo <= s["start"] and s["end"] <= hi]
            if in_statement:
                break
        within = []
        for lo, hi in sorted([sc for sc in m["scopes"] if sc[0] <= offset < sc[1]], key=lambda sc: sc[1] - sc[0]) + [(0, 1 << 62)]:
            within = [s["id"] for s in m["switches"] if lo <= s["start"] and s["end"] <= hi]
            if within:
                break
        drops = [i for i in within if i in deleted]
        if FLOW.search(message):
            # An error of the code's flow (a property used or returned before it is assigned,
            # or assigned twice) comes from the statements around it, wherever the compiler
            # points: in a switch's mutated text too (`abs(padding)` read after another
            # switch dropped `self.bounds = …`). Those statements are blamed; the switch the
            # error stands in only when none explains it, and never as decisive.
            if flow_culprits(message, notes, within, drops, deleted, lines, mark):
                continue
            for i in [s["id"] for s in holding] or drops or within:
                mark(i, "switch")
            continue
        for i in in_statement:
            # A declaration's switch holds its mutants' copies: an error outside them, in the
            # initializer the closure returns last, is the closure's (its type not inferred).
            if level.get(i) == "expr" or level.get(i) == "decl" and not holding:
                mark(i, "switch")
        if holding:
            s = min(holding, key=lambda s: s["end"] - s["start"])
            inside = s["mutatedStart"] <= offset < s["mutatedEnd"]
            if TIMEOUT in message:
                # The type checker gave up: on the statement's original text, in which expression
                # switches multiply the overloads it tries (they are blamed, above), or on the
                # mutated text in its switch's context. What gives up in a schema may build
                # alone: never decisive.
                if not (level.get(s["id"]) in ("stmt", "decl") and not inside
                        and any(level.get(i) == "expr" for i in in_statement)):
                    mark(s["id"], "switch")
                continue
            # In an `if` expression (`sole`) the branches lose the context's type: not decisive.
            decisive = inside and (level.get(s["id"]) in ("stmt", "decl") and not s.get("sole") or DECISIVE.search(message))
            mark(s["id"], "mutated" if decisive else "switch")
            continue
        if in_statement:
            # An expression's error (its type, its size): the switches of its statement.
            for i in in_statement:
                mark(i, "switch")
            continue
        for i in drops or within:
            mark(i, "switch")
    return blamed, unexplained


# A mutant's place in the schema, from the first tried to the last: behind an expression switch,
# behind a statement switch, behind a declaration's switch (a table's initializer written once
# per mutant), built alone with a probe saying which tests reach it, built alone and run against
# every test.
LEVELS = ["expr", "stmt", "decl", "probe", "bare"]
SWITCHED = ("expr", "stmt", "decl")


def build_schema(mutants, ids, builds=frozenset()):
    """Places every mutant of `ids` and builds the copy until it builds: returns (level by id,
    refused ids: to be built alone before they count as discarded). A mutant at `probe` or `bare`
    is to be built alone. `builds`: ids known to build alone, never refused (built alone with a
    probe when no switch holds them)."""
    level = {i: ("stmt" if mutants[i].operator.startswith("delete-") else "expr") for i in ids}
    deleted, sources = {}, {}
    for i in ids:
        m = mutants[i]
        if m.operator.startswith("delete-"):
            if m.path not in sources:
                with open(os.path.join(ROOT, m.path), "rb") as f:
                    sources[m.path] = f.read()
            deleted[i] = sources[m.path][m.start:m.end].decode("utf-8", "replace")
    discarded = set()
    count = max(ids, default=0) + 1
    for attempt in range(1, 41):
        placed = {i: (mutants[i], l) for i, l in level.items() if l != "bare"}
        # Each round's places, to see why a mutant went where it went.
        with open(os.path.join(WORK, f"schema-levels-{attempt}.json"), "w", encoding="utf-8") as f:
            json.dump({mutants[i].key: l for i, l in level.items()}, f, indent=0)
        maps = write_schema(placed, count)
        for m in maps.values():
            for i in m["unplaced"]:
                level[i] = LEVELS[LEVELS.index(level[i]) + 1]
        t0 = time.time()
        # One line per diagnostic, notes included (the default style puts notes in excerpts).
        rc, out = sh(["swift", "build", "--build-tests", "-Xswiftc", "-diagnostic-style", "-Xswiftc", "llvm"], TREE, 7200)
        errors = diagnostics(out)
        with open(os.path.join(WORK, f"schema-build-{attempt}.log"), "w", encoding="utf-8") as f:
            f.write(out)
        switched = sum(1 for l in level.values() if l in SWITCHED)
        say(f"schema: build {attempt}: {switched} mutants behind switches, {len(level) - switched} to build alone, "
            f"{len(errors)} errors ({time.time() - t0:.0f} s)")
        if rc == 0:
            return level, discarded
        blamed, unexplained = blame(errors, maps, deleted, level, {i: (mutants[i].original, mutants[i].mutated) for i in level})
        if not blamed:
            tail = "\n".join(unexplained[:20]) or out[-3000:]
            raise SystemExit(f"mutation: the schema does not build and no switch is to blame:\n{tail}")
        for i, how in blamed.items():
            if level.get(i) in SWITCHED and how in ("flow", "mutated") and i not in builds:
                # The statement with the edit does not build where it stands: likely nor alone
                # (built alone to be sure, after the run).
                del level[i]
                discarded.add(i)
            elif level.get(i) in SWITCHED and how in ("flow", "mutated"):
                level[i] = "probe"
            elif i in level and level[i] != "bare":
                level[i] = LEVELS[LEVELS.index(level[i]) + 1]
    raise SystemExit("mutation: the schema still does not build after 40 attempts")


def test_binary():
    rc, out = sh(["swift", "build", "--build-tests", "--show-bin-path"], TREE, 600)
    return os.path.join(out.strip().splitlines()[-1], "TactilePackageTests.xctest")


def groups(binary):
    """Test classes and suites: (name, command arguments). XCTest's `--list-tests` lists only its
    own; Swift Testing's are listed with `--testing-library swift-testing`."""
    names = []
    for args in ([], ["--testing-library", "swift-testing"]):
        rc, out = sh([binary] + args + ["--list-tests"], TREE, 300)
        if rc != 0:
            raise SystemExit(f"mutation: cannot list the tests:\n{out[-2000:]}")
        names += [l.strip() for l in out.splitlines() if "/" in l]
    classes = sorted({n.split("/")[0] for n in names if not n.endswith(")")})
    suites = sorted({n.split("/")[0] for n in names if n.endswith(")")})
    return [(c, [c]) for c in classes] + \
           [(s, ["--testing-library", "swift-testing", "--filter", "^" + re.escape(s) + "/"]) for s in suites]


def trace(binary, group_list, jobs):
    """Runs every group unmutated with the trace on: (reached ids by group, seconds by group)."""
    base = os.path.join(WORK, "trace")
    shutil.rmtree(base, ignore_errors=True)
    reached, seconds, failed = {}, {}, []

    def one(k_group):
        k, (name, args) = k_group
        d = os.path.join(base, str(k))
        os.makedirs(d)
        env = dict(os.environ, TACTILE_MUTANT_TRACE=d)
        env.pop("TACTILE_MUTANT", None)
        t0 = time.time()
        rc, out = scratch_run([binary] + args, 1800, env)
        dt = time.time() - t0
        ids = set()
        for f in os.listdir(d):
            with open(os.path.join(d, f)) as fh:
                ids.update(int(x) for x in fh.read().split())
        return name, rc, out, dt, ids

    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for name, rc, out, dt, ids in pool.map(one, enumerate(group_list)):
            if rc != 0 or processes.tests_run(out) == 0:
                failed.append((name, out[-1500:]))
            reached[name], seconds[name] = ids, dt
    if failed:
        for name, tail in failed:
            say(f"{name} fails unmutated:\n{tail}")
        raise SystemExit("mutation: unmutated tests fail in the schema's build; nothing can be measured against them")
    return reached, seconds


def load_answered():
    """Tests/Mutation/answered.tsv: key → the final verdict kept there."""
    out = {}
    if not os.path.exists(ANSWERED):
        return out
    with open(ANSWERED, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            parts = line.rstrip("\n").split("\t")
            if len(parts) != 3 or parts[0] not in RECORDED:
                raise SystemExit(f"mutation: {ANSWERED}:{n}: expected 'verdict<TAB>by<TAB>key' with a verdict of {RECORDED}")
            verdict, by, key = parts
            out[key] = {"verdict": verdict} if by == "-" else {"verdict": verdict, "by": by}
    return out


def load_results():
    results = load_answered()
    if os.path.exists(RESULTS):
        with open(RESULTS, encoding="utf-8") as f:
            for key, r in json.load(f).items():
                # A working verdict that is not final (a survivor before its test) never hides a
                # final one from the record.
                if r.get("verdict") in FINAL or results.get(key, {}).get("verdict") not in FINAL:
                    results[key] = r
    return results


def save_results(results):
    partial = RESULTS + ".partial"
    with open(partial, "w", encoding="utf-8") as f:
        json.dump(results, f, indent=0, sort_keys=True)
    os.replace(partial, RESULTS)
    lines = [f"{r['verdict']}\t{r.get('by') or '-'}\t{key}\n"
             for key, r in sorted(results.items()) if r.get("verdict") in RECORDED]
    partial = ANSWERED + ".partial"
    with open(partial, "w", encoding="utf-8") as f:
        f.write(ANSWERED_HEADER)
        f.writelines(lines)
    os.replace(partial, ANSWERED)


def forget_gone(results, everything, folders):
    """Drops the verdicts of the folders' mutants that the source no longer makes (their lines
    changed): the record holds what the source has."""
    keys = {m.key for m in everything}
    for key in list(results):
        path = key.split(" | ")[0]
        if path.startswith("Sources/") and generated.in_folders(generated.folder_of(path), folders) and key not in keys:
            del results[key]


@contextlib.contextmanager
def written_alone(m):
    """The mutant written into its file of the copy (which holds the checkout, no switch), for
    the time of the block; the file restored after, also on an error or an interrupt."""
    path = os.path.join(TREE, m.path)
    with open(path, "rb") as f:
        data = f.read()
    with open(path, "wb") as f:
        f.write(data[:m.start] + m.text.encode() + data[m.end:])
    try:
        yield
    finally:
        with open(path, "wb") as f:
            f.write(data)


def module_builds(m):
    """Whether the mutant's module builds, the copy holding it (`written_alone`): seconds when
    the compiler refuses it (one file compiled again), without the modules and tests above it."""
    rc, _ = sh(["swift", "build", "--target", m.path.split("/")[1]], TREE, 3600)
    return rc == 0


def confirm_refused(mutants, results):
    """Builds each refused mutant alone (its module): one the compiler refuses is discarded; one
    that builds is kept as `BUILDS` (not recorded), for a schema to hold or a build alone.
    Returns the ids that build."""
    sync_tree()
    t0, builds = time.time(), set()
    for n, (i, m) in enumerate(sorted(mutants.items()), 1):
        with written_alone(m):
            built = module_builds(m)
        if built:
            builds.add(i)
            results[m.key] = {"verdict": BUILDS}
            say(f"builds alone  {m.id}  {m.describe()}")
        else:
            results[m.key] = {"verdict": "discarded"}
        if n % 50 == 0 or n == len(mutants):
            save_results(results)
            say(f"schema: {n}/{len(mutants)} refused mutants built alone, {len(builds)} build "
                f"({(time.time() - t0) / n:.1f} s each)")
    sync_tree()
    return builds


def run_alone(m, group_list, seconds, binary):
    """One mutant built by itself in the copy: discarded, killed or SURVIVED, run against the
    groups given; its file is restored after."""
    with written_alone(m):
        if not module_builds(m):
            return "discarded", None
        rc, out = sh(["swift", "build", "--build-tests"], TREE, 3600)
        if rc != 0:
            return "discarded", None
        if not group_list:
            return "unreached", None
        env = {k: v for k, v in os.environ.items() if k not in ("TACTILE_MUTANT", "TACTILE_MUTANT_TRACE")}
        for name, args in group_list:
            rc, out = mutant_run([binary] + args, 3 * seconds[name] + 20, env)
            if rc != 0:
                return "killed", name
        return "SURVIVED", None


def stale_equivalents(everything, equivalents, folders):
    """The keys of equivalents.txt for a syntax-tree mutant of the folders (an operator the
    regular-expression generator does not have) that no mutant of the source has: its line
    changed since it was judged, and the judgement holds for nothing."""
    keys = {m.key for m in everything}
    stale = []
    for key in equivalents:
        parts = key.split(" | ")
        if len(parts) < 4 or parts[1] in generated.OPERATORS:
            continue
        if generated.in_folders(generated.folder_of(parts[0]), folders) and key not in keys:
            stale.append(key)
    return stale


def campaign(folders, equivalents, jobs=2, table_only=False):
    os.makedirs(TREE, exist_ok=True)
    everything = generated.syntax_candidates(ROOT, folders)
    stale = stale_equivalents(everything, equivalents, folders)
    if stale:
        print("mutation: equivalents.txt judges mutants the source no longer has (the line changed: judge "
              "it again, or remove the entry):\n  " + "\n  ".join(stale), file=sys.stderr)
        sys.exit(2)
    results = load_results()
    if table_only:
        return table(everything, equivalents, results)
    forget_gone(results, everything, folders)
    # What an earlier schema refused is built alone first (seconds each): what the compiler
    # refuses is discarded, what builds goes behind a switch with the rest.
    refused = [m for m in everything if m.key not in equivalents and results.get(m.key, {}).get("verdict") == REFUSED]
    if refused:
        say(f"schema: {len(refused)} mutants an earlier schema refused, built alone first")
        confirm_refused(dict(enumerate(refused)), results)
    todo = [m for m in everything if m.key not in equivalents and results.get(m.key, {}).get("verdict") not in FINAL]
    say(f"schema: {len(everything)} syntax mutants in {', '.join(folders) if folders else 'Sources'}; "
        f"{len(todo)} to run ({sum(1 for m in everything if m.key in equivalents)} judged equivalent, "
        f"{len(everything) - len(todo) - sum(1 for m in everything if m.key in equivalents)} killed or discarded before)")
    mutants = dict(enumerate(todo))
    builds = {i for i, m in mutants.items() if results.get(m.key, {}).get("verdict") == BUILDS}
    level, refused_now = build_schema(mutants, list(mutants), builds)
    alone = {i for i, l in level.items() if l in ("probe", "bare")}
    for i in refused_now:
        results[mutants[i].key] = {"verdict": REFUSED}
    save_results(results)
    binary = test_binary()
    group_list = groups(binary)
    t0 = time.time()
    reached, seconds = trace(binary, group_list, jobs)
    say(f"schema: {len(group_list)} test groups traced ({time.time() - t0:.0f} s)")
    lock = threading.Lock()
    by_mutant = {i: [g for g in reached if i in reached[g] or level[i] == "bare"] for i in level}
    # What the schema refused is built alone at the end: against every test, should it build.
    by_mutant.update({i: list(reached) for i in refused_now})
    # A class named after the file goes first (`ClassificationTests` for
    # DeviceClassification.swift, `SceneElementInitTests` for SceneElement.swift): it is one
    # batch of one and most often the one that checks it. Then the classes that killed the
    # mutants of the same file so far, then the quickest. Without it a mutant of code every test
    # reaches waits for the one class that checks it behind dozens that only pass through.
    kills = {}

    def order(i):
        path = mutants[i].path
        stem = os.path.splitext(os.path.basename(path))[0].lower()
        def named(g):
            cls = g.split(".")[-1].lower().replace("tests", "")
            return bool(cls) and (cls in stem or stem in cls)
        with lock:
            known = dict(kills.get(path, {}))
        return sorted(by_mutant[i], key=lambda g: (not named(g), -known.get(g, 0), seconds[g]))
    switched = sorted(i for i in level if i not in alone)
    args_of = dict(group_list)
    done = [0]
    started = time.time()

    def batches(names):
        """The classes that reach a mutant, quickest first, in batches that double (1, 2, 4, 8…),
        each batch one process (XCTest's `A,B,C`; Swift Testing's suites in one filter): a test
        process runs on past a failure, so a mutant that dies early wastes at most its batch,
        and one that lives starts a handful of processes, not one per class."""
        out, k, size = [], 0, 1
        while k < len(names):
            chunk = names[k:k + size]
            k += size
            size *= 2
            xctest = [g for g in chunk if args_of[g] == [g]]
            suites = [g for g in chunk if args_of[g] != [g]]
            if xctest:
                out.append((",".join(xctest), [",".join(xctest)]))
            if suites:
                out.append(("|".join(suites), ["--testing-library", "swift-testing", "--filter",
                                               "^(" + "|".join(re.escape(g) for g in suites) + ")/"]))
        return out

    def one(i):
        verdict, by = "unreached", None
        for name, args in batches(order(i)):
            verdict = "SURVIVED"
            env = dict(os.environ, TACTILE_MUTANT=str(i))
            env.pop("TACTILE_MUTANT_TRACE", None)
            limit = 3 * sum(seconds[g] for g in re.split(r"[,|]", name)) + 20
            rc, out = mutant_run([binary] + args, limit, env)
            if rc != 0:
                verdict, by = "killed", name
                break
        with lock:
            if verdict == "killed":
                # Which class of the batch failed is not told apart: each is credited.
                credit = kills.setdefault(mutants[i].path, {})
                for g in re.split(r"[,|]", by):
                    credit[g] = credit.get(g, 0) + 1
            results[mutants[i].key] = {"verdict": verdict, "by": by}
            done[0] += 1
            if done[0] % 10 == 0:
                save_results(results)
            if done[0] % 50 == 0:
                rate = (time.time() - started) / done[0]
                say(f"schema: {done[0]}/{len(switched)} run, {rate:.1f} s each")
        return i, verdict

    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        for i, verdict in pool.map(one, switched):
            if verdict != "killed":
                say(f"{verdict:10} {mutants[i].id}  {mutants[i].describe()}")
    save_results(results)
    say(f"schema: {len(switched)} mutants behind switches run ({time.time() - started:.0f} s); {len(alone)} to build "
        f"alone, and {len(refused_now)} the schema refused")
    # The copy without switches, once: each mutant built alone restores its own file.
    sync_tree()
    for i in sorted(alone | refused_now):
        verdict, by = run_alone(mutants[i], [(g, args_of[g]) for g in order(i)], seconds, binary)
        results[mutants[i].key] = {"verdict": verdict, "by": by, "alone": True}
        save_results(results)
        if verdict != "killed":
            say(f"{verdict:10} {mutants[i].id}  {mutants[i].describe()}  (built alone)")
    sync_tree()
    return table(everything, equivalents, results)


# The `by` of a verdict that no host test gave: the real-kernel judge's (below), and the no-evdev
# build's (Tests/NoEvdev/run with the mutant written in, for `LiveDevices`, which a build with the
# Evdev trait never calls).
OFF_HOST_JUDGES = ("kernel ", "noevdev ")

# The real-kernel test's steps that run what only a device reaches (Tests/Kernel/guest-steps.sh):
# d a device removed mid-capture, f --grab, g two devices into one file, h capture --live with a
# scene, k signals during capture, l a full disk under capture.
KERNEL_STEPS = "d f g h k l"
# The guest's time for those steps under TCG on 2 cores, with a margin: per mutant, and for the
# boot and the unmutated run.
KERNEL_SECONDS_EACH, KERNEL_SECONDS_BASE = 600, 1800
# Mutants a boot: its unmutated run comes first each time (TACTILE_KERNEL_BATCH: more a boot
# for quick steps, such as p alone).
KERNEL_BATCH = int(os.environ.get("TACTILE_KERNEL_BATCH", "8"))


def kernel_campaign(folders, equivalents, steps=KERNEL_STEPS):
    """The mutants of the folders that no host test killed (`unreached`, `SURVIVED`: code only a
    device reaches, the live capture's), judged by the real-kernel test: the copy is built once
    with their switches, and Tests/Kernel/run boots its `tactile` once, runs the steps unmutated
    (they must pass) and then again with each mutant on. A step that fails kills it. One that
    needs building alone is left as it was (said)."""
    os.makedirs(TREE, exist_ok=True)
    everything = generated.syntax_candidates(ROOT, folders)
    results = load_results()
    todo = [m for m in everything if m.key not in equivalents
            and results.get(m.key, {}).get("verdict") in ("unreached", "SURVIVED")]
    say(f"kernel: {len(todo)} mutants of {', '.join(folders) if folders else 'Sources'} that no host test killed")
    if not todo:
        return table(everything, equivalents, results)
    mutants = dict(enumerate(todo))
    level, refused_now = build_schema(mutants, list(mutants))
    for i in refused_now:
        say(f"not judged (the schema refused it; a host run builds it alone)  {mutants[i].id}  {mutants[i].describe()}")
    switched = sorted(i for i, l in level.items() if l in SWITCHED)
    for i in sorted(set(level) - set(switched)):
        say(f"not judged (built alone only)  {mutants[i].id}  {mutants[i].describe()}")
    # The schema's build (with the tests) put it beside the test bundle.
    tactile = os.path.join(os.path.dirname(test_binary()), "tactile")
    t0 = time.time()
    # In batches, one boot each, the results kept after each: a run stopped keeps what it judged.
    for at in range(0, len(switched), KERNEL_BATCH):
        batch = switched[at:at + KERNEL_BATCH]
        seconds = KERNEL_SECONDS_BASE + KERNEL_SECONDS_EACH * len(batch)
        env = dict(os.environ, TACTILE_BIN=tactile, TACTILE_KERNEL_STEPS=steps, TACTILE_KERNEL_CONFIG="debug",
                   TACTILE_KERNEL_MUTANTS=" ".join(str(i) for i in batch), TACTILE_KERNEL_TIMEOUT=str(seconds))
        env.pop("TACTILE_MUTANT", None)
        env.pop("TACTILE_MUTANT_TRACE", None)
        say(f"kernel: steps {steps}, mutants {at + 1}–{at + len(batch)} of {len(switched)} (at most {seconds // 60} minutes)")
        rc, out = sh([os.path.join(ROOT, "Tests", "Kernel", "run")], ROOT, seconds + 600, env)
        verdicts = dict(re.findall(r"^mutant (\d+): (.*)$", out, re.M))
        if rc != 0 or len(verdicts) != len(batch):
            raise SystemExit(f"mutation: the real-kernel test did not judge the mutants (exit {rc}):\n{out[-3000:]}")
        for i in batch:
            said = verdicts[str(i)]
            if said.startswith("killed by "):
                results[mutants[i].key] = {"verdict": "killed", "by": "kernel " + said[len("killed by "):]}
            else:
                results[mutants[i].key] = {"verdict": "SURVIVED", "by": None, "kernel": steps}
                say(f"SURVIVED   {mutants[i].id}  {mutants[i].describe()}  (kernel: {said})")
        save_results(results)
    say(f"kernel: {len(switched)} mutants judged ({time.time() - t0:.0f} s)")
    sync_tree()
    return table(everything, equivalents, results)


def table(everything, equivalents, results):
    """The scores by folder and by operator (Markdown); returns how many are open."""
    def rows_by(key):
        rows = {}
        for m in everything:
            r = rows.setdefault(key(m), {"generated": 0, "killed": 0, "equivalent": 0, "discarded": 0, "open": 0})
            r["generated"] += 1
            v = "equivalent" if m.key in equivalents else results.get(m.key, {}).get("verdict", "open")
            r[v if v in ("killed", "equivalent", "discarded") else "open"] += 1
        return rows
    out = []
    for title, key in (("folder", lambda m: m.folder), ("operator", lambda m: m.operator)):
        rows = rows_by(key)
        out += [f"| {title} | generated | killed | equivalent | discarded (did not build) | open |", "|---|---|---|---|---|---|"]
        for name in sorted(rows):
            r = rows[name]
            out.append(f"| {name} | {r['generated']} | {r['killed']} | {r['equivalent']} | {r['discarded']} | {r['open']} |")
        out.append("")
    say("\n".join(out))
    return sum(r["open"] for r in rows_by(lambda m: m.folder).values())
