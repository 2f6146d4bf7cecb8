"""A '|' in a model name does not break the markdown leaderboard's columns."""

from __future__ import annotations

import re

from run_helpers import cli, write_figures, write_replay


def test_a_pipe_in_a_model_name_stays_in_its_cell(tmp_path):
    ids = write_figures(tmp_path / "figs", 2)
    replay = write_replay(tmp_path / "answers.jsonl", ids, model="vendor|model-a")
    out = tmp_path / "run"
    result = cli("run", "--model", f"replay:{replay}", "--figures", str(tmp_path / "figs"), "--out", str(out))
    assert result.returncode == 0, result.stderr
    board = cli("leaderboard", str(out), "-f", "md")
    assert board.returncode == 0, board.stderr
    rows = [line for line in board.stdout.splitlines() if line.startswith("|")]
    cells = [len(re.findall(r"(?<!\\)\|", line)) for line in rows]
    assert len(rows) == 3 and len(set(cells)) == 1, board.stdout
    assert "vendor\\|model-a" in rows[2]
