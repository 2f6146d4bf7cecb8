"""`vlmeval compare` on a folder of repeats (OUT/<model>-<prompt>/ holding r1/, r2/, as `run --config` writes)
says it holds several runs and names them, and comparing two of those repeats works as the fix says."""

from __future__ import annotations

from pathlib import Path

from run_helpers import cli, write_figures, write_replay


def _evaluation(tmp_path: Path) -> Path:
    ids = write_figures(tmp_path / "figs", 3)
    write_replay(tmp_path / "answers.jsonl", ids)
    config = tmp_path / "eval.toml"
    config.write_text(f'[run]\nfigures = "{tmp_path / "figs"}"\nprompts = ["describe-v1"]\nrepeats = 2\n\n'
                      '[[models]]\nname = "recorded"\nmodel = "replay:answers.jsonl"\n', encoding="utf-8")
    out = tmp_path / "out"
    result = cli("run", "--config", str(config), "--out", str(out))
    assert result.returncode == 0, result.stdout + result.stderr
    return out


def test_compare_on_a_folder_of_repeats_names_the_repeat_folders(tmp_path):
    out = _evaluation(tmp_path)
    pooled = next(p for p in out.iterdir() if p.is_dir())
    result = cli("compare", str(pooled), str(pooled))
    assert result.returncode == 2
    assert "not a run directory" not in result.stderr
    assert f"{pooled}: holds 2 runs (r1, r2), not one run (fix: pass one of them, e.g. {pooled / 'r1'}" in result.stderr
    # the fix works: one repeat against the other
    again = cli("compare", str(pooled / "r1"), str(pooled / "r2"))
    assert again.returncode == 0, again.stdout + again.stderr


def test_a_folder_of_repeats_still_pools_in_the_leaderboard(tmp_path):
    out = _evaluation(tmp_path)
    pooled = next(p for p in out.iterdir() if p.is_dir())
    board = cli("leaderboard", str(pooled), "-f", "json")
    assert board.returncode == 0, board.stderr
