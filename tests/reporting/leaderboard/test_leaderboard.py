"""Leaderboard tables from run directories: statistics, ranking, failures, breakdowns, formats, bad input."""

from __future__ import annotations

import io
import json

import numpy as np
import pandas as pd
import pytest
from typer.testing import CliRunner

from reports_helpers import card, write_jsonl, write_run
from vlmeval.cli import app
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.reporting.leaderboard import RunError, bar_chart, leaderboard, load_run, load_runs, render, row_labels

STRONG = [0.9, 0.8, 1.0, 0.7, 0.85, 0.95]
WEAK = [0.3, 0.5, 0.2, 0.4, 0.35, 0.25]


def _run(tmp_path, name, model, values, prompt="describe-v1", **kw):
    cards = [card(f"fig{i}", model, v, prompt_id=prompt, value_precision=v) for i, v in enumerate(values)]
    return write_run(tmp_path / name, cards, **kw)


def test_rows_ranked_by_overall_with_means_and_intervals(tmp_path):
    runs = load_runs([_run(tmp_path, "weak", "weak-model", WEAK), _run(tmp_path, "strong", "strong-model", STRONG)])
    table = leaderboard(runs)
    assert list(table["model"]) == ["strong-model", "weak-model"]
    assert list(table["rank"]) == [1, 2]
    strong = table.iloc[0]
    assert strong["overall"] == pytest.approx(np.mean(STRONG))
    assert strong["n_descriptions"] == 6 and strong["n_figures"] == 6 and strong["failure_rate"] == 0
    # a bootstrap interval of the mean lies inside the data's range and holds the mean
    assert min(STRONG) <= strong["overall_low"] < strong["overall"] < strong["overall_high"] <= max(STRONG)
    assert strong["overlaps"] == ""  # clearly apart from the weak model
    assert np.isnan(strong["trend_accuracy"]) and strong["trend_accuracy_n"] == 0


def test_intervals_are_seeded_and_do_not_move_when_runs_are_added(tmp_path):
    strong = _run(tmp_path, "strong", "strong-model", STRONG)
    alone = leaderboard(load_runs([strong]))
    with_other = leaderboard(load_runs([_run(tmp_path, "weak", "weak-model", WEAK), strong]))
    row = with_other[with_other["model"] == "strong-model"].iloc[0]
    assert (row["overall_low"], row["overall_high"]) == (alone.iloc[0]["overall_low"], alone.iloc[0]["overall_high"])


def test_ties_share_a_rank_and_overlapping_intervals_are_listed(tmp_path):
    runs = load_runs([_run(tmp_path, "a", "model-a", STRONG), _run(tmp_path, "b", "model-b", list(reversed(STRONG))),
                      _run(tmp_path, "c", "model-c", WEAK)])
    table = leaderboard(runs)
    assert list(table["rank"]) == [1, 1, 3]
    assert list(table["overlaps"][:2]) == ["1", "1"]
    shown = render(table, "md")
    assert "| 1=     | model-a" in shown and "| 1=     | model-b" in shown and "| 3      | model-c" in shown


def test_one_description_gives_no_interval(tmp_path):
    table = leaderboard(load_runs([_run(tmp_path, "one", "solo", [0.5])]))
    assert np.isnan(table.iloc[0]["overall_low"])
    assert "0.500 (n=1)" in render(table, "md")
    assert table.iloc[0]["overlaps"] == "no interval"


def test_failed_items_count_in_the_failure_rate_and_retried_items_do_not(tmp_path):
    cards = [card("fig0", "m", 0.8), card("fig1", "m", 0.6), card("fig2", "m", 0.7)]
    descriptions = [{"figure_id": f"fig{i}", "model": "m", "prompt_id": "describe-v1", "text": "x"} for i in range(3)]
    errors = [{"figure_id": "fig1", "model": "m", "error": "HTTP 500"},  # retried later and scored
              {"figure_id": "fig3", "model": "m", "error": "timeout"},
              {"figure_id": "fig4", "model": "m", "error": "HTTP 429"}]
    descriptions.insert(0, {"figure_id": "fig5", "model": "m", "prompt_id": "describe-v1", "error": "malformed body"})
    manifest = {"model": "m", "prompt_id": "describe-v1"}
    run = load_run(write_run(tmp_path / "r", cards, descriptions, errors, manifest))
    assert sorted((f.figure_id, f.reason) for f in run.failures) == [
        ("fig3", "timeout"), ("fig4", "HTTP 429"), ("fig5", "malformed body")]
    row = leaderboard([run]).iloc[0]
    assert (row["n_descriptions"], row["n_failed"]) == (3, 3)
    assert row["failure_rate"] == pytest.approx(0.5)
    assert row["overall"] == pytest.approx(0.7)


def test_without_a_manifest_model_and_prompt_come_from_the_scorecards(tmp_path):
    run = load_run(write_run(tmp_path / "r", [card("fig0", "m", 0.5, prompt_id="describe-v2")]))
    assert run.manifest is None
    assert leaderboard([run]).iloc[0][["model", "prompt_id"]].tolist() == ["m", "describe-v2"]


def test_a_manifest_fills_a_missing_prompt(tmp_path):
    folder = write_run(tmp_path / "r", [card("fig0", "m", 0.5, prompt_id=None)], manifest={"model": "m", "prompt_id": "p-7"})
    assert leaderboard([load_run(folder)]).iloc[0]["prompt_id"] == "p-7"


def test_breakdowns_by_figure_kind_and_tag(tmp_path):
    figures = load_figure_set()
    ids = sorted(figures.figures)
    for i, fid in enumerate(ids):
        figures.figures[fid] = figures.figures[fid].model_copy(update={"tags": {"values_printed": i % 2 == 0}})
    cards = [card(fid, "m", 0.1 * (i + 1)) for i, fid in enumerate(ids)] + [card("not-a-figure", "m", 0.9)]
    runs = load_runs([write_run(tmp_path / "r", cards)])

    by_figure = leaderboard(runs, by="figure")
    assert sorted(by_figure["group"]) == sorted([*ids, "not-a-figure"])
    by_kind = leaderboard(runs, by="kind", figures=figures)
    kinds = {figures.figures[f].kind for f in ids}
    assert set(by_kind["group"]) == kinds | {"(unknown figure)"}
    by_tag = leaderboard(runs, by="tag:values_printed", figures=figures)
    even = [0.1 * (i + 1) for i in range(len(ids)) if i % 2 == 0]
    assert by_tag.set_index("group").loc["True", "overall"] == pytest.approx(np.mean(even))
    with pytest.raises(ValueError, match="tag:<name>"):
        leaderboard(runs, by="colour")
    with pytest.raises(ValueError, match=r"--by tag:nope: no figure has the tag 'nope' \(fix: use one of .*tag:values_printed"):
        leaderboard(runs, by="tag:nope", figures=figures)


def test_an_unknown_tag_is_a_usage_error_that_lists_the_known_tags(tmp_path):
    folder = _run(tmp_path, "r", "m", STRONG)
    result = CliRunner().invoke(app, ["leaderboard", str(folder), "--by", "tag:nope"])
    # before: one "(no tag)" group and exit 0
    message = " ".join(result.output.split())
    assert result.exit_code == 2 and "error: --by tag:nope: no figure has the tag 'nope'" in message
    assert "tag:values_printed" in message and "tag:n_panels" in message and "(no tag)" not in message
    assert CliRunner().invoke(app, ["leaderboard", str(folder), "--by", "tag:n_panels"]).exit_code == 0


def test_help_says_what_the_defaults_do(monkeypatch):
    import typer.rich_utils as typer_rich

    # typer reads TERMINAL_WIDTH once per process: setting it in the environment here would widen every later help
    # text of this process; the width is set on typer for this test alone
    monkeypatch.setattr(typer_rich, "MAX_WIDTH", 250)
    wide = {"COLUMNS": "250"}
    board = " ".join(CliRunner().invoke(app, ["leaderboard", "--help"], env=wide).output.split())
    assert "Default: no breakdown, one row per model, prompt and run" in board
    gate = " ".join(CliRunner().invoke(app, ["compare", "--help"], env=wide).output.split())
    assert "(by default the first 10), then a count of the rest; 0 prints only the count" in gate
    assert "--allow-missing" in gate


def test_every_format(tmp_path):
    table = leaderboard(load_runs([_run(tmp_path, "a", "model_a", STRONG), _run(tmp_path, "b", "model_b", WEAK)]))
    as_csv = pd.read_csv(io.StringIO(render(table, "csv")))
    assert as_csv["overall"].tolist() == pytest.approx([np.mean(STRONG), np.mean(WEAK)])
    as_json = json.loads(render(table, "json"))
    assert as_json[1]["model"] == "model_b" and as_json[1]["trend_accuracy"] is None
    md = render(table, "md").splitlines()
    assert len(md) == 4 and md[0].startswith("| rank")
    html = render(table, "html")
    assert html.count("<tr") == 3 and "model_a" in html
    latex = render(table, "latex")
    assert r"\begin{tabular}" in latex and r"model\_a" in latex and r"$\downarrow$" in latex
    with pytest.raises(ValueError, match="unknown format"):
        render(table, "xlsx")


def test_bad_input_names_the_file_the_line_and_the_fix(tmp_path):
    folder = _run(tmp_path, "r", "m", [0.5, 0.6])
    with (folder / "scorecards.jsonl").open("a") as handle:
        handle.write('{"figure_id": "fig9", "model": "m"\n')
    with pytest.raises(RunError, match=r"scorecards.jsonl: line 3: not valid JSON .*fix:"):
        load_run(folder)
    (folder / "scorecards.jsonl").write_text('{"figure_id": "fig9", "model": "m", "counts": {}, "claims": []}\n')
    with pytest.raises(RunError, match=r"line 1: metrics: Field required"):
        load_run(folder)
    with pytest.raises(RunError, match="no such run directory"):
        load_run(tmp_path / "missing")
    (tmp_path / "empty").mkdir()
    with pytest.raises(RunError, match=r"empty: not a run directory: no scorecards.jsonl and nothing recorded") as e:
        load_run(tmp_path / "empty")
    assert "score the run first" not in str(e.value)  # there is nothing to score
    write_jsonl(tmp_path / "unscored" / "descriptions.jsonl", [{"figure_id": "fig0", "model": "m", "text": "x"}])
    with pytest.raises(RunError, match=r"no scorecards.jsonl: the run was cut off before scoring \(fix: re-run the same 'vlmeval run' command to resume it; .*'vlmeval score .*unscored"):
        load_run(tmp_path / "unscored")
    with pytest.raises(RunError, match=r"manifest.json: is a file, not a run directory \(fix: pass the folder that holds"):
        load_run(_run(tmp_path, "with-manifest", "m", [0.5], manifest={"model": "m"}) / "manifest.json")


def test_a_run_whose_every_item_failed_has_a_failure_rate_of_100_percent(tmp_path):
    # what `vlmeval run` leaves when every request failed: a manifest and errors.jsonl, nothing to score
    failed = tmp_path / "allfailed"
    write_jsonl(failed / "errors.jsonl", [{"figure_id": f"fig{i}", "model": "flaky", "prompt_id": "describe-v1",
                                           "error": "HTTP 500"} for i in range(3)])
    (failed / "manifest.json").write_text(json.dumps({"model": "flaky", "prompt_id": "describe-v1", "status": "failed"}))
    run = load_run(failed)
    assert run.scorecards == [] and len(run.failures) == 3
    table = leaderboard(load_runs([_run(tmp_path, "ok", "steady", STRONG), failed]))
    row = table.set_index("model").loc["flaky"]
    assert (row["n_descriptions"], row["n_failed"], row["failure_rate"]) == (0, 3, 1.0) and np.isnan(row["overall"])
    result = CliRunner().invoke(app, ["leaderboard", str(tmp_path / "ok"), str(failed)])
    assert result.exit_code == 0 and "| flaky " in result.output and "| 100%" in result.output
    # an empty descriptions file (what a run with nothing described may leave) is nothing to score either
    write_jsonl(failed / "descriptions.jsonl", [])
    assert len(load_run(failed).failures) == 3


def test_cli_writes_each_format_and_reports_bad_input(tmp_path):
    runner = CliRunner()
    a, b = _run(tmp_path, "a", "model-a", STRONG), _run(tmp_path, "b", "model-b", WEAK)
    result = runner.invoke(app, ["leaderboard", str(a), str(b)])
    assert result.exit_code == 0, result.output
    assert result.output.index("model-a") < result.output.index("model-b") and "bootstrap" in result.output
    out = tmp_path / "board.csv"
    assert runner.invoke(app, ["leaderboard", str(a), str(b), "--format", "csv", "-o", str(out)]).exit_code == 0
    assert pd.read_csv(out)["model"].tolist() == ["model-a", "model-b"]
    bad = runner.invoke(app, ["leaderboard", str(tmp_path / "nope")])
    assert bad.exit_code == 2 and "no such run directory" in " ".join(bad.output.split())
    assert runner.invoke(app, ["leaderboard", str(a), "--format", "xlsx"]).exit_code == 2


def test_bar_chart_png(tmp_path):
    import matplotlib.image

    table = leaderboard(load_runs([_run(tmp_path, "a", "model-a", STRONG), _run(tmp_path, "b", "model-b", WEAK)]))
    image = matplotlib.image.imread(bar_chart(table, tmp_path / "chart" / "board.png"))
    assert image.shape[0] > 400 and image.shape[1] > 900
    result = CliRunner().invoke(app, ["leaderboard", str(tmp_path / "a"), "--by", "figure", "--plot", str(tmp_path / "x.png")])
    assert result.exit_code == 2 and not (tmp_path / "x.png").exists()


def test_a_plot_path_without_a_suffix_is_reported_as_the_png_written(tmp_path):
    _run(tmp_path, "a", "model-a", STRONG)
    result = CliRunner().invoke(app, ["leaderboard", str(tmp_path / "a"), "--plot", str(tmp_path / "chart")])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "chart.png").is_file() and not (tmp_path / "chart").exists()
    assert f"wrote{tmp_path / 'chart.png'}" in "".join(result.output.split())  # however the console wraps it


def test_numeric_tag_groups_are_in_numeric_order(tmp_path):
    figures = load_figure_set()
    ids = sorted(figures.figures)[:3]
    for fid, n in zip(ids, (10, 2, 100)):
        figures.figures[fid] = figures.figures[fid].model_copy(update={"tags": {"n_cells": n}})
    runs = load_runs([write_run(tmp_path / "r", [card(fid, "m", 0.5) for fid in ids])])
    assert list(leaderboard(runs, by="tag:n_cells", figures=figures)["group"]) == ["2", "10", "100"]


def test_two_runs_of_the_same_model_and_prompt_stay_two_rows(tmp_path):
    base = _run(tmp_path / "baseline", "run", "captioner", STRONG)
    candidate = _run(tmp_path / "candidate", "run", "captioner", WEAK)
    table = leaderboard(load_runs([candidate, base]))
    assert list(table["run"]) == [str(base), str(candidate)]  # same folder name: the whole path tells them apart
    assert table["overall"].tolist() == pytest.approx([np.mean(STRONG), np.mean(WEAK)])
    assert row_labels(table) == [f"captioner · describe-v1 · {base}", f"captioner · describe-v1 · {candidate}"]
