"""``vlmeval --help`` (and every command's ``--help``) imports only what it prints: in a fresh interpreter, none
of the heavy libraries (pandas, numpy, matplotlib, the OpenAI SDK, the OCR runtime) nor the scoring stack is
loaded after building the help."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

HEAVY = ("numpy", "pandas", "matplotlib", "openai", "httpx", "aiohttp", "rapidocr", "rapidocr_onnxruntime",
         "onnxruntime", "PIL", "jinja2", "scipy", "rapidfuzz", "vlmeval.scoring", "vlmeval.claims", "vlmeval.runner")

PROBE = """
import sys
sys.argv = ["vlmeval", *sys.argv[1:]]
from vlmeval.cli import main
try:
    main()
except SystemExit:
    pass
heavy = [m for m in {heavy!r} if m in sys.modules]
print("LOADED:", ",".join(heavy), file=sys.stderr)
"""


@pytest.mark.parametrize("args", [["--help"], ["run", "--help"], ["score", "--help"], ["leaderboard", "--help"],
                                  ["report", "--help"], ["compare", "--help"], ["serve", "--help"],
                                  ["gt", "--help"], ["gt", "render", "--help"], ["agree", "--help"]])
def test_help_loads_nothing_heavy(args):
    done = subprocess.run([sys.executable, "-c", PROBE.format(heavy=HEAVY), *args], capture_output=True, text=True,
                          env={**os.environ, "COLUMNS": "100"}, timeout=60)
    assert "Usage" in done.stdout, done.stdout + done.stderr
    loaded = done.stderr.strip().splitlines()[-1]
    assert loaded == "LOADED:", f"vlmeval {' '.join(args)} imported {loaded}"


def test_the_probe_sees_a_heavy_import():
    """The check can fail: a command that does load numpy is reported."""
    probe = PROBE.format(heavy=HEAVY).replace("from vlmeval.cli import main", "import numpy\nfrom vlmeval.cli import main")
    done = subprocess.run([sys.executable, "-c", probe, "--help"], capture_output=True, text=True, timeout=60)
    assert done.stderr.strip().splitlines()[-1] == "LOADED: numpy"
