"""Failure-aware ranking, repeats pooled with the sampling variance, and leaderboards over messy folders."""

from __future__ import annotations

import json

import numpy as np
import pytest
from typer.testing import CliRunner

from reports_helpers import card, write_jsonl, write_run
from vlmeval.cli import app
from vlmeval.reporting.leaderboard import clustered_bootstrap_ci, gather_runs, leaderboard, load_runs, seeded_rng


def _manifest(model: str, repeat: int | None = None) -> dict:
    return {"model": model, "prompt_id": "describe-v1", "parameters": {"repeat": repeat}}


def test_a_run_that_failed_two_of_three_items_ranks_below_a_complete_worse_run(tmp_path):
    # its one scored description is perfect; the complete run's are all worse than that one
    lucky = write_run(tmp_path / "lucky", [card("fig0", "lucky", 1.0)],
                      errors=[{"figure_id": f"fig{i}", "model": "lucky", "prompt_id": "describe-v1", "error": "HTTP 500"}
                              for i in (1, 2)], manifest=_manifest("lucky"))
    steady = write_run(tmp_path / "steady", [card(f"fig{i}", "steady", v) for i, v in enumerate((0.6, 0.7, 0.5))],
                       manifest=_manifest("steady"))
    table = leaderboard(load_runs([lucky, steady])).set_index("model")
    assert table.loc["steady", "rank"] == 1 and table.loc["lucky", "rank"] == 2
    assert table.loc["lucky", "overall"] == 1.0  # the mean over scored items is still shown beside it
    assert table.loc["lucky", "overall_attempted"] == pytest.approx(1 / 3)
    assert table.loc["steady", "overall_attempted"] == pytest.approx(0.6)


def test_a_description_with_nothing_checkable_counts_as_zero_in_the_rank(tmp_path):
    silent = write_run(tmp_path / "silent", [card("fig0", "silent", 0.9), card("fig1", "silent", None)])
    table = leaderboard(load_runs([silent]))
    assert table.iloc[0]["overall"] == pytest.approx(0.9) and table.iloc[0]["overall_attempted"] == pytest.approx(0.45)


def test_repeats_pool_into_one_row_whose_interval_holds_the_sampling_variance(tmp_path):
    # two repeats over the same six figures that disagree a lot: the pooled interval must be wider than the
    # interval of either repeat alone, and the mean is the mean of both
    first, second = [0.9, 0.2, 0.8, 0.3, 0.7, 0.4], [0.3, 0.8, 0.2, 0.9, 0.4, 0.6]
    for k, values in ((1, first), (2, second)):
        write_run(tmp_path / "sampler-describe-v1" / f"r{k}", [card(f"fig{i}", "sampler", v) for i, v in enumerate(values)],
                  manifest=_manifest("sampler", k))
    runs, skipped = gather_runs([tmp_path])  # the folder holding the repeats stands for them
    assert skipped == [] and len(runs) == 2
    table = leaderboard(runs)
    assert len(table) == 1
    row = table.iloc[0]
    assert (row["n_runs"], row["n_descriptions"], row["n_figures"]) == (2, 12, 6)
    assert row["run"] == "sampler-describe-v1"
    assert row["overall"] == pytest.approx(np.mean(first + second))
    width = row["overall_high"] - row["overall_low"]
    # the same figure means with the within-figure spread removed give a narrower interval
    means = [np.array([(a + b) / 2]) for a, b in zip(first, second)]
    flat = clustered_bootstrap_ci(means, seeded_rng("x"))
    assert width > (flat[1] - flat[0]) * 1.5


def test_leaderboard_over_messy_folders_ranks_what_it_can_and_lists_the_rest(tmp_path):
    write_run(tmp_path / "good", [card("fig0", "good", 0.8), card("fig1", "good", 0.6)])
    write_jsonl(tmp_path / "crashed" / "descriptions.jsonl", [{"figure_id": "fig0", "model": "m", "text": "x"}])
    (tmp_path / "empty").mkdir()
    write_run(tmp_path / "broken", [card("fig0", "broken", 0.5)])
    (tmp_path / "broken" / "scorecards.jsonl").write_text("{not json\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["leaderboard", *(str(tmp_path / n) for n in ("broken", "crashed", "empty", "good"))])
    assert result.exit_code == 0, result.output
    output = " ".join(result.output.split())
    assert "| good " in result.output
    assert f"skipped {tmp_path / 'crashed'}: no scorecards.jsonl: the run was cut off before scoring (fix: re-run the same 'vlmeval run' command to resume" in output
    assert f"skipped {tmp_path / 'empty'}: not a run directory" in output
    assert f"skipped {tmp_path / 'broken'}: {tmp_path / 'broken' / 'scorecards.jsonl'}: line 1: not valid JSON" in output
    # nothing readable at all is still an error
    alone = CliRunner().invoke(app, ["leaderboard", str(tmp_path / "empty")])
    assert alone.exit_code == 2 and "not a run directory" in " ".join(alone.output.split())


def test_csv_keeps_both_overall_columns(tmp_path):
    folder = write_run(tmp_path / "r", [card("fig0", "m", 0.8), card("fig1", "m", 0.4)],
                       errors=[{"figure_id": "fig2", "model": "m", "error": "timeout"}], manifest=_manifest("m"))
    out = tmp_path / "board.json"
    assert CliRunner().invoke(app, ["leaderboard", str(folder), "-f", "json", "-o", str(out)]).exit_code == 0
    (row,) = json.loads(out.read_text())
    assert row["overall"] == pytest.approx(0.6) and row["overall_attempted"] == pytest.approx(0.4)
    assert row["n_failed"] == 1 and row["failure_rate"] == pytest.approx(1 / 3)
