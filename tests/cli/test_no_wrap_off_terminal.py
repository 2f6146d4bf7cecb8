"""Off a terminal (stderr to a file, stdout to a pipe) messages and paths are never wrapped, whatever the width."""

from __future__ import annotations

import shutil

from run_helpers import PROJECT, cli

NARROW = {"COLUMNS": "80"}


def test_an_error_is_one_line_on_a_redirected_stderr(tmp_path):
    deep = tmp_path / ("a-rather-long-folder-name-" * 3) / "config"
    deep.mkdir(parents=True)
    result = cli("run", "--config", str(deep / "nope.toml"), env=NARROW)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) > 80, result.stderr
    assert lines[0].startswith(f"error: {deep / 'nope.toml'}: ")


def test_a_path_printed_to_a_pipe_is_whole(tmp_path):
    folder = tmp_path / ("figures-with-a-long-name-" * 3)
    shutil.copytree(PROJECT / "ground_truth", folder)
    result = cli("gt", "validate", str(folder), env=NARROW)
    assert result.returncode == 0, result.stderr
    assert str(folder) in result.stdout, result.stdout
