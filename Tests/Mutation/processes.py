"""Running the build and the tests for the mutation tools (`run`, `schema.py`): a command in its
own process group, stopped whole at its time limit, and what a test run says it ran."""
import os
import re
import signal
import subprocess

TIMED_OUT = 124


def run(cmd, cwd, timeout, env=None, started=None):
    """(exit code, output) of `cmd` in its own process group; at `timeout` the whole group is
    killed (the test binary `swift test` starts would otherwise run on) and the code is TIMED_OUT.
    `started` is told the process when it starts and None when it is over, so an interrupted
    runner can stop it with its children. Bytes of the output that are not UTF-8 are replaced,
    not fatal (a CI run died of one): the output is only read for counts and logs."""
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
                         encoding="utf-8", errors="replace", start_new_session=True)
    if started:
        started(p)
    try:
        out, _ = p.communicate(timeout=timeout)
        return p.returncode, out
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        return TIMED_OUT, out or ""
    except BaseException:
        # Interrupted: the group goes too (it may be gone already, stopped by a signal handler).
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        raise
    finally:
        if started:
            started(None)


def tests_run(out):
    """Tests a run executed: XCTest's count and Swift Testing's ("Test run with N tests"); a filter
    may name either framework's tests, or both."""
    return sum(int(n) for n in re.findall(r"Executed (\d+) tests?,", out)) \
        + sum(int(n) for n in re.findall(r"Test run with (\d+) tests?", out))
