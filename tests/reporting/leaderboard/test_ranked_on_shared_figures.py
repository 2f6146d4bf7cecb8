"""Runs over different figure sets are not ranked together silently: by default every row is ranked on the figures
all the rows share, and one line says so; ``--all-figures`` (or runs that share no figure) ranks each row on its
own figures, with a coverage column."""

from __future__ import annotations

import json

import pytest

from reports_helpers import card, write_run
from run_helpers import cli
from vlmeval.reporting.leaderboard import leaderboard, load_runs

# "lucky" described one easy figure well; "thorough" described it better and two hard ones badly: over their own
# figures lucky ranks first (0.60 > 0.37), over the figure both described thorough does (0.90 > 0.60)
LUCKY = {"fig-a": 0.6}
THOROUGH = {"fig-a": 0.9, "fig-b": 0.1, "fig-c": 0.1}
SHARED_NOTE = ("ranked on 1 figure(s) shared by all runs; 1 run(s) also cover other figures (--all-figures ranks "
               "each run on its own)")


def _run(folder, model, scores):
    return write_run(folder / model, [card(fid, model, v) for fid, v in scores.items()])


@pytest.fixture
def runs(tmp_path):
    return [_run(tmp_path, "lucky", LUCKY), _run(tmp_path, "thorough", THOROUGH)]


def _ranked(stdout: str) -> list[str]:
    return [row["model"] for row in json.loads(stdout)]


def test_by_default_the_runs_are_ranked_on_the_figures_they_share(runs):
    result = cli("leaderboard", *map(str, runs), "-f", "json")
    assert result.returncode == 0, result.stderr
    rows = json.loads(result.stdout)
    assert [r["model"] for r in rows] == ["thorough", "lucky"]
    assert [r["n_figures"] for r in rows] == [1, 1] and [r["overall_attempted"] for r in rows] == [0.9, 0.6]
    assert SHARED_NOTE in result.stderr
    md = cli("leaderboard", *map(str, runs))
    assert md.stdout.splitlines()[0] == SHARED_NOTE
    assert md.stdout.index("| thorough") < md.stdout.index("| lucky")


def test_all_figures_ranks_each_run_on_its_own_with_a_coverage_column(runs):
    result = cli("leaderboard", *map(str, runs), "--all-figures")
    assert result.returncode == 0, result.stderr
    header = next(line for line in result.stdout.splitlines() if line.startswith("| rank"))
    assert [c.strip() for c in header.strip("|").split("|")][:6] == ["rank", "model", "prompt", "run", "figures",
                                                                     "coverage"]
    assert result.stdout.index("| lucky") < result.stdout.index("| thorough")
    assert "| 1 of 3 " in result.stdout and "| 3 of 3 " in result.stdout
    assert "each run ranked on its own figures (--all-figures)" in result.stdout


def test_runs_that_share_no_figure_are_each_ranked_on_their_own_and_the_line_says_so(tmp_path):
    runs = [_run(tmp_path, "left", {"fig-a": 0.2}), _run(tmp_path, "right", {"fig-b": 0.8, "fig-c": 0.4})]
    result = cli("leaderboard", *map(str, runs), "-f", "json")
    assert result.returncode == 0, result.stderr
    assert [(r["model"], r["coverage"]) for r in json.loads(result.stdout)] == [("right", "2 of 3"), ("left", "1 of 3")]
    assert "the runs share no figure: each run is ranked on its own figures" in result.stderr


def test_runs_over_the_same_figures_get_no_note_and_no_coverage_column(tmp_path):
    runs = [_run(tmp_path, "one", {"fig-a": 0.2, "fig-b": 0.4}), _run(tmp_path, "two", {"fig-a": 0.8, "fig-b": 0.6})]
    from vlmeval.reporting.leaderboard import ranking_basis

    loaded = load_runs(runs)
    assert ranking_basis(loaded).note() is None and "coverage" not in leaderboard(loaded)
    result = cli("leaderboard", *map(str, runs))
    assert result.stdout.startswith("| rank") and "coverage" not in result.stdout


def test_a_failed_item_keeps_its_figure_in_the_run_s_figures(tmp_path):
    """A figure the run attempted and failed is covered (it counts as 0), so failing cannot shrink the basis."""
    failed = write_run(tmp_path / "failed", [card("fig-a", "failed", 0.7)],
                       errors=[{"figure_id": "fig-b", "model": "failed", "prompt_id": "describe-v1", "error": "timeout"}])
    other = _run(tmp_path, "other", {"fig-a": 0.5, "fig-b": 0.5})
    from vlmeval.reporting.leaderboard import ranking_basis

    loaded = load_runs([failed, other])
    assert ranking_basis(loaded).note() is None
    table = leaderboard(loaded).set_index("model")
    assert table.loc["failed", "overall_attempted"] == pytest.approx(0.35)


def test_the_html_report_ranks_on_the_shared_figures_and_says_so(runs):
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.reporting.html import build_report

    html = build_report(load_runs(runs), load_figure_set())
    assert "Ranked on 1 figure(s) shared by all runs; 1 run(s) also cover other figures" in html
    assert html.index("<td>thorough</td>") < html.index("<td>lucky</td>")


def test_in_a_terminal_the_coverage_is_kept_beside_the_score(tmp_path):
    from run_helpers import cli_in_terminal

    runs = [_run(tmp_path, "a-model-with-a-rather-long-name", {"fig-a": 0.2}),
            _run(tmp_path, "right", {"fig-b": 0.8, "fig-c": 0.4})]
    code, text = cli_in_terminal("leaderboard", *map(str, runs), columns=80)
    assert code == 0, text
    header = next(line for line in text.splitlines() if line.startswith("┃"))
    assert [c.strip() for c in header.strip("┃ ").split("┃")][:4] == ["rank", "model", "coverage",
                                                                    "overall (attempted)"], header
    assert "the runs share no figure" in " ".join(text.split())
