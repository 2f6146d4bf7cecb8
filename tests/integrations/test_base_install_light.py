"""The harness libraries stay optional: the command line, its help and ``import vlmeval`` never import inspect_ai,
datasets or openpyxl (they are the extras inspect, datasets and vlmevalkit), nor the integrations package."""

from __future__ import annotations

import pytest

from run_helpers import modules_loaded_by_cli

OPTIONAL = ("inspect_ai", "datasets", "openpyxl", "vlmeval.integrations")


@pytest.mark.parametrize("args", [["--help"], ["score", "--help"], ["gt", "export", "--help"], ["gt", "list"]])
def test_the_command_line_does_not_import_the_harnesses(args):
    done, loaded = modules_loaded_by_cli(args, OPTIONAL, before="import vlmeval")
    assert loaded == "", done.stderr[-2000:]


def test_the_probe_sees_an_optional_import():
    assert modules_loaded_by_cli(["--help"], OPTIONAL, before="import inspect_ai")[1] == "inspect_ai"
