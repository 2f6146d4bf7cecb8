"""``vlmeval score`` re-scoring a run folder's descriptions reads the figures the run was made on (its manifest's
``figures_source``), as leaderboard and report do; ``--figures`` / ``--suite`` still override, saying so."""

from __future__ import annotations

import json

from run_helpers import cli, read_jsonl
from vlmeval.groundtruth.load import load_figure_set, suite_dirs


def _real_run(folder, n: int = 2) -> list[str]:
    """A run folder as ``vlmeval run --suite real --limit n --no-score`` leaves it: manifest and descriptions."""
    figures = load_figure_set(suite_dirs("real")).figures
    ids = sorted(figures)[:n]
    folder.mkdir(parents=True)
    (folder / "manifest.json").write_text(json.dumps({"schema_version": 2, "model": "m", "prompt_id": "describe-v1",
                                                      "figures_source": "suite real (bundled)", "figure_ids": ids}))
    lines = [{"figure_id": fid, "model": "m", "prompt_id": "describe-v1", "text": f"The figure is titled "
              f"{figures[fid].title or fid}."} for fid in ids]
    (folder / "descriptions.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return ids


def test_rescoring_a_real_suite_run_reads_the_real_figures(tmp_path):
    ids = _real_run(tmp_path / "real2")
    result = cli("score", str(tmp_path / "real2" / "descriptions.jsonl"), "-o", str(tmp_path / "real2"), "--no-progress")
    assert result.returncode == 0, result.stderr
    assert "unknown figure id" not in result.stderr
    assert "figures: suite real (bundled) (recorded in" in result.stderr
    assert [row["figure_id"] for row in read_jsonl(tmp_path / "real2" / "scorecards.jsonl")] == ids


def test_the_run_folder_itself_is_rescored(tmp_path):
    ids = _real_run(tmp_path / "real2")
    result = cli("score", str(tmp_path / "real2"), "-o", str(tmp_path / "out"), "--no-progress")
    assert result.returncode == 0, result.stderr
    assert [row["figure_id"] for row in read_jsonl(tmp_path / "out" / "scorecards.jsonl")] == ids


def test_suite_option_overrides_the_manifest_and_says_so(tmp_path):
    _real_run(tmp_path / "real2")
    result = cli("score", str(tmp_path / "real2" / "descriptions.jsonl"), "-o", str(tmp_path / "out"),
                 "--no-progress", "--suite", "synth")
    assert "figures: --suite synth (given; overrides what the runs recorded: suite real (bundled))" in result.stderr
    assert result.returncode == 2  # the real figures are not in the synthetic suite
    assert "unknown figure id" in result.stderr


def test_a_file_outside_a_run_folder_is_scored_on_the_bundled_figures(tmp_path):
    figures = load_figure_set().figures
    fid = sorted(figures)[0]
    path = tmp_path / "d.jsonl"
    path.write_text(json.dumps({"figure_id": fid, "model": "m", "text": "A chart."}) + "\n", encoding="utf-8")
    result = cli("score", str(path), "-o", str(tmp_path / "out"), "--no-progress")
    assert result.returncode == 0, result.stderr
    assert "figures:" not in result.stderr
