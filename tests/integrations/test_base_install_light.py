"""The harness libraries stay optional: the command line, its help and ``import vlmeval`` never import inspect_ai,
datasets or openpyxl (they are the extras inspect, datasets and vlmevalkit), nor the integrations package."""

from __future__ import annotations

import subprocess
import sys

import pytest

OPTIONAL = ("inspect_ai", "datasets", "openpyxl", "vlmeval.integrations")

PROBE = """
import sys
sys.argv = ["vlmeval", *sys.argv[1:]]
import vlmeval
from vlmeval.cli import main
try:
    main()
except SystemExit:
    pass
print("LOADED:", ",".join(m for m in {optional!r} if m in sys.modules), file=sys.stderr)
"""


@pytest.mark.parametrize("args", [["--help"], ["score", "--help"], ["gt", "export", "--help"], ["gt", "list"]])
def test_the_command_line_does_not_import_the_harnesses(args):
    done = subprocess.run([sys.executable, "-c", PROBE.format(optional=OPTIONAL), *args], capture_output=True,
                          text=True, timeout=120)
    assert done.stderr.strip().splitlines()[-1] == "LOADED:", done.stderr[-2000:]


def test_the_probe_sees_an_optional_import():
    done = subprocess.run([sys.executable, "-c", "import inspect_ai\n" + PROBE.format(optional=OPTIONAL), "--help"],
                          capture_output=True, text=True, timeout=120)
    assert done.stderr.strip().splitlines()[-1] == "LOADED: inspect_ai"
