"""Ctrl-C during `vlmeval score` exited 130 silently: it says what was written (scorecards are published whole or
not at all) and what a re-run does."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time

from reports_helpers import seed_lines
from run_helpers import VLMEVAL


def _interruptible():
    # as a shell starts a command: Ctrl-C not ignored, whatever the test process inherited
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_says_what_was_written_and_how_to_go_on(tmp_path):
    src = tmp_path / "many.jsonl"
    src.write_text("".join(json.dumps(line) + "\n" for line in seed_lines() * 400), encoding="utf-8")
    out = tmp_path / "out"
    process = subprocess.Popen([*VLMEVAL, "score", str(src), "--out", str(out), "--jobs", "1", "--no-progress"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "COLUMNS": "200"}, preexec_fn=_interruptible)
    deadline = time.monotonic() + 90
    while not out.exists() and time.monotonic() < deadline and process.poll() is None:
        time.sleep(0.2)  # the output folder is made when scoring starts
    time.sleep(1)
    process.send_signal(signal.SIGINT)
    stdout, stderr = process.communicate(timeout=120)
    assert process.returncode == 130, stdout + stderr
    said = " ".join(stderr.split())
    assert f"interrupted: nothing written to {out}" in said and f"Re-run the same command to score {src}" in said
    assert not (out / "scorecards.jsonl").exists()
