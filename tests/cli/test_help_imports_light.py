"""``vlmeval --help`` (and every command's ``--help``) imports only what it prints: in a fresh interpreter, none
of the heavy libraries (pandas, numpy, matplotlib, the OpenAI SDK, the OCR runtime) nor the scoring stack is
loaded after building the help."""

from __future__ import annotations

import pytest

from run_helpers import modules_loaded_by_cli

HEAVY = ("numpy", "pandas", "matplotlib", "openai", "httpx", "aiohttp", "rapidocr", "rapidocr_onnxruntime",
         "onnxruntime", "PIL", "jinja2", "scipy", "rapidfuzz", "vlmeval.scoring.scorecard", "vlmeval.claims", "vlmeval.run.runner")

@pytest.mark.parametrize("args", [["--help"], ["run", "--help"], ["score", "--help"], ["leaderboard", "--help"],
                                  ["report", "--help"], ["compare", "--help"], ["serve", "--help"],
                                  ["gt", "--help"], ["gt", "render", "--help"], ["agree", "--help"]])
def test_help_loads_nothing_heavy(args):
    done, loaded = modules_loaded_by_cli(args, HEAVY)
    assert "Usage" in done.stdout, done.stdout + done.stderr
    assert loaded == "", f"vlmeval {' '.join(args)} imported {loaded}"


def test_the_probe_sees_a_heavy_import():
    """The check can fail: a command that does load numpy is reported."""
    assert modules_loaded_by_cli(["--help"], HEAVY, before="import numpy")[1] == "numpy"
