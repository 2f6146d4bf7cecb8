"""The in-process CLI runner of the tests (``inprocess_cli.run_main``, behind ``run_helpers.cli``) gives what the
installed command gives in its own process, and leaves the test process as it found it."""

from __future__ import annotations

import os
import subprocess
import sys
import warnings

import pytest

from inprocess_cli import run_main
from vlmeval.console import console, err_console

VLMEVAL = [sys.executable, "-c", "from vlmeval.cli import main; main()"]


@pytest.mark.parametrize("args", [["--version"], ["gt", "validate", "no/such/folder"], ["score", "--help"],
                                  ["leaderboard", "--by", "nope", "no/such/run"]], ids=" ".join)
def test_the_same_exit_code_stdout_and_stderr_as_a_process(args):
    env = {**os.environ, "COLUMNS": "70"}
    process = subprocess.run([*VLMEVAL, *args], capture_output=True, text=True, env=env, timeout=120)
    called = run_main(args, env, None, timeout=120)
    assert (called.returncode, called.stdout, called.stderr) == (process.returncode, process.stdout, process.stderr)


def test_a_crash_is_exit_1_with_its_traceback_on_stderr(monkeypatch):
    def crash(**_):
        raise RuntimeError("a bug in a command")

    monkeypatch.setattr("vlmeval.cli.app", crash)
    done = run_main(["score"], dict(os.environ), None, timeout=60)
    assert done.returncode == 1 and done.stdout == ""
    assert "Traceback (most recent call last)" in done.stderr and "RuntimeError: a bug in a command" in done.stderr


def test_warnings_reach_stderr_under_the_default_filters(monkeypatch):
    def warn(**_):
        warnings.warn("shown as a process shows it", UserWarning)
        warnings.warn("hidden as in a process", DeprecationWarning)

    monkeypatch.setattr("vlmeval.cli.app", warn)
    done = run_main(["score"], dict(os.environ), None, timeout=60)
    assert done.returncode == 0
    assert "UserWarning: shown as a process shows it" in done.stderr and "hidden" not in done.stderr


def test_environment_folder_streams_and_consoles_are_put_back(tmp_path, monkeypatch):
    seen = {}

    def look(**_):
        seen.update(cwd=os.getcwd(), marker=os.environ.get("VLMEVAL_TEST_MARKER"), width=console.width,
                    err_width=err_console.width, terminal=console.is_terminal)
        print("out")
        print("err", file=sys.stderr)

    monkeypatch.setattr("vlmeval.cli.app", look)
    before = (dict(os.environ), os.getcwd(), sys.stdout, sys.stderr, sys.stdin, dict(console.__dict__), sys.argv)
    done = run_main(["score"], {**os.environ, "COLUMNS": "57", "VLMEVAL_TEST_MARKER": "1"}, tmp_path, timeout=60)
    assert (done.stdout, done.stderr) == ("out\n", "err\n")
    assert seen == {"cwd": str(tmp_path), "marker": "1", "width": 57, "err_width": 57, "terminal": False}
    assert (dict(os.environ), os.getcwd(), sys.stdout, sys.stderr, sys.stdin, dict(console.__dict__), sys.argv) == before
