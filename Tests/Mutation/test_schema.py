"""How the schema blames a build's errors and keeps its record (`python3 -m unittest discover -s
Tests/Mutation -p 'test_*.py'`; CI runs it). The errors are the compiler's own messages, as a
schema build printed them; the file is a small initializer with switches placed by hand."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import schema  # noqa: E402

# An initializer as the schema writes it: a dropped assignment behind a statement switch (id 1),
# a sign mutant behind an expression switch (id 2) in a later statement that reads `padding`.
SOURCE = """init(padding: Double) {
    if __tactileMutant(1) { } else { self.padding = padding }
    let slack = 1e-9 * (1 + (__tactileMutant(2) ? -abs(padding) : abs(padding)))
    self.slack = slack
}
"""


def span(fragment):
    start = SOURCE.index(fragment)
    return start, start + len(fragment)


class BlameTests(unittest.TestCase):
    def setUp(self):
        self.tree = tempfile.mkdtemp()
        self.saved = schema.TREE
        schema.TREE = self.tree
        self.path = os.path.join(self.tree, "Init.swift")
        with open(self.path, "w") as f:
            f.write(SOURCE)
        drop_start, drop_end = span("if __tactileMutant(1) { } else { self.padding = padding }")
        sign_start, sign_end = span("(__tactileMutant(2) ? -abs(padding) : abs(padding))")
        mutated_start, mutated_end = span("-abs(padding)")
        self.maps = {"Init.swift": {
            "switches": [
                {"id": 1, "start": drop_start, "end": drop_end, "mutatedStart": drop_start, "mutatedEnd": drop_start + 25},
                {"id": 2, "start": sign_start, "end": sign_end, "mutatedStart": mutated_start, "mutatedEnd": mutated_end},
            ],
            "statements": [span("if __tactileMutant(1) { } else { self.padding = padding }"),
                           span("let slack = 1e-9 * (1 + (__tactileMutant(2) ? -abs(padding) : abs(padding)))")],
            "scopes": [(0, len(SOURCE))],
        }}
        self.deleted = {1: "self.padding = padding"}
        self.lines = {1: ("self.padding = padding", ""), 2: ("abs(padding)", "-abs(padding)")}

    def tearDown(self):
        schema.TREE = self.saved

    def error_at(self, fragment, message, level):
        offset = SOURCE.index(fragment)
        line = SOURCE[:offset].count("\n") + 1
        col = offset - (SOURCE.rindex("\n", 0, offset) + 1 if line > 1 else 0) + 1
        return schema.blame([(self.path, str(line), str(col), message, [])], self.maps, self.deleted, level, self.lines)

    def test_a_flow_error_in_a_mutated_text_blames_the_dropped_statement_not_the_switch(self):
        blamed, unexplained = self.error_at("padding) : abs", "'self' used before all stored properties are initialized",
                                            {1: "stmt", 2: "stmt"})
        self.assertEqual(unexplained, [])
        self.assertEqual(blamed, {1: "flow"})

    def test_a_flow_error_nothing_explains_moves_the_switch_it_stands_in(self):
        self.deleted = {}
        self.lines[1] = ("self.other = padding", "self.other = padding")
        blamed, _ = self.error_at("padding) : abs", "'self' used before all stored properties are initialized",
                                  {1: "stmt", 2: "stmt"})
        self.assertEqual(blamed, {2: "switch"})

    def test_a_missing_member_in_a_mutated_text_is_decisive(self):
        blamed, _ = self.error_at("padding) : abs", "value of type 'Double' has no member 'hitFrame'", {1: "stmt", 2: "expr"})
        self.assertEqual(blamed, {2: "mutated"})

    def test_the_type_checker_giving_up_in_a_mutated_text_is_not_decisive(self):
        blamed, _ = self.error_at("padding) : abs", schema.TIMEOUT, {1: "stmt", 2: "stmt"})
        self.assertEqual(blamed, {2: "switch"})

    def test_another_error_in_a_statement_switch_mutated_text_is_decisive(self):
        blamed, _ = self.error_at("padding) : abs", "cannot convert value of type 'Int' to expected argument type 'Double'",
                                  {1: "stmt", 2: "stmt"})
        self.assertEqual(blamed, {2: "mutated"})

    def test_the_same_error_in_an_expression_switch_moves_it(self):
        blamed, _ = self.error_at("padding) : abs", "cannot convert value of type 'Int' to expected argument type 'Double'",
                                  {1: "stmt", 2: "expr"})
        self.assertEqual(blamed, {2: "switch"})


class TimeoutTests(unittest.TestCase):
    def runner(self, codes):
        calls = []

        def run(cmd, limit, env):
            calls.append(limit)
            return codes[len(calls) - 1], ""
        return run, calls

    def test_a_class_slowed_past_its_limit_once_runs_again_with_twice_the_time(self):
        run, calls = self.runner([schema.processes.TIMED_OUT, 0])
        self.assertEqual(schema.mutant_run(["t"], 50, {}, run)[0], 0)
        self.assertEqual(calls, [50, 100])

    def test_a_mutant_that_times_out_twice_is_killed(self):
        run, calls = self.runner([schema.processes.TIMED_OUT, schema.processes.TIMED_OUT])
        self.assertEqual(schema.mutant_run(["t"], 50, {}, run)[0], schema.processes.TIMED_OUT)
        self.assertEqual(calls, [50, 100])

    def test_a_failure_is_not_run_again(self):
        run, calls = self.runner([1])
        self.assertEqual(schema.mutant_run(["t"], 50, {}, run)[0], 1)
        self.assertEqual(calls, [50])


class WrittenAloneTests(unittest.TestCase):
    def test_the_mutant_stands_in_its_file_for_the_block_and_the_file_is_restored_after_an_error(self):
        tree = tempfile.mkdtemp()
        saved, schema.TREE = schema.TREE, tree
        try:
            os.makedirs(os.path.join(tree, "Sources", "M"))
            path = os.path.join(tree, "Sources", "M", "A.swift")
            with open(path, "w") as f:
                f.write("let a = b + c\n")

            class Mutant:
                pass
            m = Mutant()
            m.path, m.start, m.end, m.text = "Sources/M/A.swift", 10, 11, "-"
            with self.assertRaises(RuntimeError):
                with schema.written_alone(m):
                    with open(path) as f:
                        self.assertEqual(f.read(), "let a = b - c\n")
                    raise RuntimeError("a build stopped")
            with open(path) as f:
                self.assertEqual(f.read(), "let a = b + c\n")
        finally:
            schema.TREE = saved


class RecordTests(unittest.TestCase):
    def setUp(self):
        self.saved = schema.ANSWERED
        fd, schema.ANSWERED = tempfile.mkstemp(suffix=".tsv")
        os.close(fd)

    def tearDown(self):
        os.remove(schema.ANSWERED)
        schema.ANSWERED = self.saved

    def write(self, rows):
        with open(schema.ANSWERED, "w") as f:
            f.write(schema.ANSWERED_HEADER + "".join(rows))

    def test_refusals_are_kept_and_read_back_as_open(self):
        self.write(["killed\tA\tk1\n", "discarded\t-\tk2\n", "refused\t-\tk3\n"])
        self.assertEqual(schema.load_answered(),
                         {"k1": {"verdict": "killed", "by": "A"}, "k2": {"verdict": "discarded"}, "k3": {"verdict": "refused"}})
        self.assertNotIn(schema.REFUSED, schema.FINAL)

    def test_an_unknown_verdict_names_the_line(self):
        self.write(["killed\tA\tk1\n", "survived\t-\tk2\n"])
        with self.assertRaises(SystemExit) as raised:
            schema.load_answered()
        # The second row, under the header's lines.
        self.assertIn(f"{schema.ANSWERED}:{schema.ANSWERED_HEADER.count(chr(10)) + 2}:", str(raised.exception))


if __name__ == "__main__":
    unittest.main()
