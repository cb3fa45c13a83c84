"""Mutants generated from the code: the operators of the established mutation tools (mull, Muter,
Stryker, PIT's defaults), applied to every eligible line of Sources/ (`candidates`), and the
operators over the syntax tree that make the slips people make (`syntax_candidates`:
Tests/Mutation/Generator, a swift-syntax package of its own, built the first time they are asked
for; its main.swift lists them).

A mutant changes one line. Its key — file, operator, the line's text and the mutated text, with
white space folded (a deletion's mutated text is `(deleted)`; the second and later mutants of one
file with the same key end with `| #n`) — names it whatever else moves in the file, so a judgement that it is
equivalent (equivalents.txt) holds across unrelated edits. `candidates()` lists every mutant of a
folder in a stable order; `sample()` draws from them by a seed.

Operators:
  cmp       `<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=` (binary operators written with spaces around them)
  logic     `&&` ↔ `||`
  not       a prefix `!` dropped
  clause    one clause of a one-line `if`/`guard`/`while` condition list dropped (not a binding)
  abs       `abs(x)` → `(x)`
  minmax    `min(` ↔ `max(`
  int       an integer literal + 1 and − 1
  float     a floating literal × 1.1
  bool      a `return` in a function or property of type Bool negated
  default   the literal after `??` changed (a number ± 1, `true` ↔ `false`, a string)
"""
import hashlib
import json
import os
import random
import re
import subprocess

OPERATORS = ["cmp", "logic", "not", "clause", "abs", "minmax", "int", "float", "bool", "default"]


def mask(line, in_block_comment=False):
    """The line with string literals' contents replaced by `_` (same length) and a `//` comment cut,
    and whether a `/* */` comment is still open after it."""
    out, i, n = [], 0, len(line)
    in_string = False
    while i < n:
        c = line[i]
        if in_block_comment:
            if line.startswith("*/", i):
                in_block_comment = False
                out.append("  ")
                i += 2
            else:
                out.append(" ")
                i += 1
            continue
        if in_string:
            if c == "\\" and i + 1 < n:
                out.append("__")
                i += 2
                continue
            if c == '"':
                in_string = False
                out.append('"')
            else:
                out.append("_")
            i += 1
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            in_block_comment = True
            out.append("  ")
            i += 2
            continue
        if c == '"':
            in_string = True
        out.append(c)
        i += 1
    return "".join(out), in_block_comment


def fold(s):
    return " ".join(s.split())


class Mutant:
    def __init__(self, path, folder, lineno, operator, original, mutated, endlineno=None, occurrence=1):
        self.path = path            # relative to the repository
        self.folder = folder        # e.g. Harness/Machine
        self.lineno = lineno        # 1-based, in the file as listed
        self.endlineno = endlineno or lineno    # the last line it changes (syntax operators may span lines)
        self.operator = operator
        self.original = original    # the whole lines, joined by newlines
        self.mutated = mutated      # the same lines, mutated
        self.occurrence = occurrence    # the n-th mutant of the file with this key: identical lines told apart
        self.syntax = False         # made by the syntax-tree generator (`syntax_candidates`)

    @property
    def key(self):
        base = f"{self.path} | {self.operator} | {fold(self.original)} | {fold(self.mutated) or '(deleted)'}"
        return base if self.occurrence == 1 else f"{base} | #{self.occurrence}"

    @property
    def id(self):
        return "g-" + hashlib.sha1(self.key.encode("utf-8")).hexdigest()[:10]

    def describe(self):
        return f"{self.path}:{self.lineno} [{self.operator}] {fold(self.original)}  →  {fold(self.mutated)}"


def replace_at(line, start, end, text):
    return line[:start] + text + line[end:]


def top_level_commas(s):
    """Positions of the commas of `s` outside brackets."""
    depth, out = 0, []
    for i, c in enumerate(s):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(i)
    return out


CMP = re.compile(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)")
CMP_SWAP = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
LOGIC = re.compile(r"(?<=\s)(&&|\|\|)(?=\s)")
NOT = re.compile(r"(?<![\w\)\]\}!?.])!(?=[\w(.$])")
ABS = re.compile(r"(?<![\w.])abs\(")
MINMAX = re.compile(r"(?<![\w])(min|max)\(")
# A numeric literal whole: hexadecimal, decimal, with a fraction or an exponent (`1e-9`).
NUMBER = re.compile(r"(?<![\w.$])(0x[0-9A-Fa-f_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][-+]?\d+)?)(?![\w.])")
DEFAULT = re.compile(r"\?\? (true|false|-?\d[\d_]*(?:\.\d[\d_]*)?|\"_*\")(?=\s|\)|,|$)")
CONDITION = re.compile(r"^(\s*(?:\} else )?(?:if|guard|while) )(.*?)(\s*(?:else )?\{\s*)$")


def line_mutants(masked, line):
    """(operator, mutated line) for one line; `masked` has strings and comments blanked."""
    out = []
    stripped = masked.strip()
    if not stripped or stripped.startswith(("import ", "#", "@")):
        return out
    for m in CMP.finditer(masked):
        out.append(("cmp", replace_at(line, m.start(), m.end(), CMP_SWAP[m.group(1)])))
    for m in LOGIC.finditer(masked):
        out.append(("logic", replace_at(line, m.start(), m.end(), "||" if m.group(1) == "&&" else "&&")))
    for m in NOT.finditer(masked):
        out.append(("not", replace_at(line, m.start(), m.end(), "")))
    c = CONDITION.match(masked)
    if c:
        cond = c.group(2)
        commas = top_level_commas(cond)
        if commas:
            bounds = [-1] + commas + [len(cond)]
            base = len(c.group(1))
            for k in range(len(bounds) - 1):
                clause = cond[bounds[k] + 1:bounds[k + 1]].strip()
                if clause.startswith(("let ", "var ", "case ")):
                    continue
                # Drop the clause with the comma before it (or after it, for the first).
                if k == 0:
                    s, e = base, base + bounds[1] + 1
                    while e < len(line) and line[e] == " ":
                        e += 1
                else:
                    s, e = base + bounds[k], base + bounds[k + 1]
                out.append(("clause", replace_at(line, s, e, "")))
    for m in ABS.finditer(masked):
        out.append(("abs", replace_at(line, m.start(), m.end(), "(")))
    for m in MINMAX.finditer(masked):
        out.append(("minmax", replace_at(line, m.start(), m.start() + 3, "max" if m.group(1) == "min" else "min")))
    for m in NUMBER.finditer(masked):
        lit = m.group(1)
        digits = lit.replace("_", "")
        if digits.startswith("0x"):
            v = int(digits, 16)
            news = [hex(w) for w in (v + 1, v - 1) if w >= 0]
            op = "int"
        elif "." in digits or "e" in digits.lower():
            v = float(digits)
            if v == 0:
                continue
            new = f"{v * 1.1:.6g}"
            news, op = [new if ("." in new or "e" in new) else new + ".0"], "float"
        else:
            v = int(digits)
            news, op = [str(w) for w in (v + 1, v - 1) if w >= 0], "int"
        for new in news:
            out.append((op, replace_at(line, m.start(), m.end(), new)))
    for m in DEFAULT.finditer(masked):
        lit = line[m.start(1):m.end(1)]
        if lit in ("true", "false"):
            new = "false" if lit == "true" else "true"
        elif lit.startswith('"'):
            new = '"mutant"' if lit == '""' else '""'
        elif "." in lit:
            new = repr(round(float(lit.replace("_", "")) * 1.1 + (1 if float(lit.replace("_", "")) == 0 else 0), 10))
        else:
            new = str(int(lit.replace("_", "")) + 1)
        out.append(("default", replace_at(line, m.start(1), m.end(1), new)))
    return out


BOOL_DECL = re.compile(r"(\bfunc\b.*->\s*Bool\s*\{|\bvar\s+\w+\s*:\s*Bool\s*\{)\s*$")
RETURN = re.compile(r"^(\s*return )(.+?)\s*$")


def file_mutants(path, rel, folder):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out = []
    in_block = False
    in_multiline_string = False
    bool_depths = []    # brace depths at which a Bool function's body opened
    depth = 0
    for n, line in enumerate(lines, start=1):
        if line.count('"""') % 2 == 1:
            in_multiline_string = not in_multiline_string
            continue
        if in_multiline_string:
            continue
        masked, in_block = mask(line, in_block)
        made = set()
        for op, mutated in line_mutants(masked, line):
            # Two operators can make the same line (`?? 0` is both an integer and a default):
            # it is one mutant, under the first.
            if mutated != line and mutated not in made:
                made.add(mutated)
                out.append(Mutant(rel, folder, n, op, line, mutated))
        r = RETURN.match(masked)
        if r and bool_depths and bool_depths[-1] == depth:
            expr = line[len(r.group(1)):].rstrip()
            out.append(Mutant(rel, folder, n, "bool", line, r.group(1) + "!(" + expr + ")"))
        if BOOL_DECL.search(masked):
            bool_depths.append(depth + 1)
        for c in masked:
            if c == "{":
                depth += 1
            elif c == "}":
                if bool_depths and bool_depths[-1] == depth:
                    bool_depths.pop()
                depth -= 1
    return out


def folder_of(rel):
    """`Sources/Harness/Machine/Recognizers/X.swift` → `Harness/Machine`; a file at a module's top
    level belongs to the module."""
    parts = rel.split("/")[1:-1]
    return "/".join(parts[:2]) if len(parts) >= 2 else parts[0]


def in_folders(folder, folders):
    """Whether `folder` is one of `folders` or inside one (`Harness` takes all of Harness/…;
    `TraceFormats/.` takes the files at TraceFormats' top level only); every folder when none
    are named."""
    def takes(f):
        if f.endswith("/."):
            return folder == f[:-2]
        return folder == f or folder.startswith(f + "/")
    return not folders or any(takes(f) for f in folders)


def numbered(mutants):
    """`mutants` with identical keys told apart by their order in the file (`Mutant.occurrence`):
    two identical lines make two mutants, each its own id."""
    seen = {}
    for m in mutants:
        seen[m.key] = seen.get(m.key, 0) + 1
        m.occurrence = seen[m.key]
    return mutants


def candidates(root, folders=None):
    """Every generated mutant of Sources/ (or of the folders named: `Harness` takes all of
    Harness/…), in file and line order."""
    out = []
    sources = os.path.join(root, "Sources")
    for dirpath, _, files in sorted(os.walk(sources)):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root)
            folder = folder_of(rel)
            if in_folders(folder, folders):
                out.extend(file_mutants(path, rel, folder))
    return numbered(out)


GENERATOR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Generator")
# The generator's binary, built by `syntax_candidates` (schema.py runs it again to write schemata).
TOOL = os.path.join(GENERATOR, ".build", "debug", "tactile-mutants")


def syntax_candidates(root, folders=None):
    """Every mutant of the syntax-tree operators of Sources/ (or of the folders named), in file and
    line order. Builds Tests/Mutation/Generator first (swift-syntax: a minute or two the first
    time, in its own .build)."""
    build = subprocess.run(["swift", "build", "--package-path", GENERATOR], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True)
    if build.returncode != 0:
        raise SystemExit(f"mutation: the generator does not build:\n{build.stderr[-2000:]}")
    listed = subprocess.run([TOOL, root], capture_output=True, text=True)
    if listed.returncode != 0:
        raise SystemExit(f"mutation: the generator failed: {listed.stderr.strip()}")
    out = []
    for line in listed.stdout.splitlines():
        m = json.loads(line)
        folder = folder_of(m["path"])
        if in_folders(folder, folders):
            mutant = Mutant(m["path"], folder, m["line"], m["operator"], m["original"], m["mutated"], m["endLine"])
            mutant.syntax = True
            # The edit itself (UTF-8 offsets in the file), for the schemata (schema.py).
            mutant.start, mutant.end, mutant.text = m["start"], m["end"], m["text"]
            out.append(mutant)
    return numbered(out)


def sample(mutants, n, seed):
    """`n` of them drawn by `seed`, in the list's order (all of them when there are no more)."""
    if n >= len(mutants):
        return list(mutants)
    picked = random.Random(seed).sample(range(len(mutants)), n)
    return [mutants[i] for i in sorted(picked)]


def read_equivalents(path):
    """Key → reason, from blocks of `key: …` and `why: …` lines."""
    out, key = {}, None
    if not os.path.exists(path):
        return out
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, start=1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if line.startswith("key: "):
                key = line[5:]
            elif line.startswith("why: ") and key:
                out[key] = line[5:]
                key = None
            else:
                raise SystemExit(f"{path}:{n}: expected `key: …` then `why: …`")
    return out
