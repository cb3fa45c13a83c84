"""How Tests/Mutation/run reads its options (python3 -m unittest discover -s Tests/Mutation)."""
import contextlib
import importlib.machinery
import importlib.util
import io
import os
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
_loader = importlib.machinery.SourceFileLoader("mutation_run", os.path.join(HERE, "run"))
_spec = importlib.util.spec_from_loader("mutation_run", _loader)
run = importlib.util.module_from_spec(_spec)
_loader.exec_module(run)


def main(*args):
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        rc = run.main(["run", *args])
    return rc, err.getvalue()


class SuitePassedTests(unittest.TestCase):
    # Each is refused before anything builds: a build would take minutes, these take none.
    def test_seconds_that_are_no_number_are_refused(self):
        self.assertEqual(main("--ci", "--suite-passed", "abc"), (64, "mutation: --suite-passed needs the seconds the suite took\n"))

    def test_a_missing_value_is_refused(self):
        self.assertEqual(main("--ci", "--suite-passed"), (64, "mutation: --suite-passed needs a value\n"))

    def test_a_budget_that_is_no_number_is_refused(self):
        self.assertEqual(main("--generated", "--ci", "--budget", "soon"), (64, "mutation: --budget needs a number of seconds\n"))

    def test_an_unknown_option_is_still_refused_beside_it(self):
        rc, err = main("--ci", "--suite-passed", "12", "--suite")
        self.assertEqual(rc, 64)
        self.assertIn("unknown option '--suite'", err)


class CIDrawTests(unittest.TestCase):
    class Mutant:
        def __init__(self, key):
            self.key = key

    def test_the_draw_leaves_out_what_the_host_cannot_kill_or_build(self):
        answered = {
            "host": {"verdict": "killed", "by": "HarnessTests.ReplayTests"},
            "kernel": {"verdict": "killed", "by": "kernel d-capture-sigint"},
            "noevdev": {"verdict": "killed", "by": "noevdev HarnessTests.LiveDevicesUnavailableTests"},
            "refused": {"verdict": "discarded"},
        }
        keys = ["host", "kernel", "noevdev", "refused", "judged", "new"]
        drawn = run.ci_drawable([self.Mutant(k) for k in keys], answered, {"judged": "why"})
        self.assertEqual([m.key for m in drawn], ["host", "new"])


if __name__ == "__main__":
    unittest.main()
