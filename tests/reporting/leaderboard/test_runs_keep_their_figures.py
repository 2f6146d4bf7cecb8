"""A run folder's manifest records the figures it was made on (``figures_source``): ``leaderboard --by kind`` and
``report`` read them from there, a mix of runs on different suites works in one command, and ``--figures`` /
``--suite`` still override, saying so."""

from __future__ import annotations

import json

from reports_helpers import card, write_run
from run_helpers import cli
from vlmeval.groundtruth.load import load_figure_set, suite_dirs


def _first(suite: str, n: int) -> list:
    figures = load_figure_set(suite_dirs(suite)).figures
    return [figures[fid] for fid in sorted(figures)[:n]]


def _run(folder, suite: str, figs, source: str | None):
    manifest = {"model": folder.name, "prompt_id": "p", "figures_source": source} if source else None
    return write_run(folder, [card(f.id, folder.name, 0.5, prompt_id="p") for f in figs], manifest=manifest)


def _groups(stdout: str) -> set[str]:
    return {row["group"] for row in json.loads(stdout)}


def test_leaderboard_by_kind_reads_the_suite_the_run_was_made_on(tmp_path):
    real = _first("real", 4)
    run = _run(tmp_path / "real5", "real", real, "suite real (bundled)")
    result = cli("leaderboard", str(run), "--by", "kind", "-f", "json")
    assert result.returncode == 0, result.stderr
    assert _groups(result.stdout) == {f.kind for f in real}


def test_a_mix_of_suites_in_one_command(tmp_path):
    real, synth = _first("real", 3), _first("synth", 3)
    runs = [_run(tmp_path / "a", "real", real, "suite real (bundled)"),
            _run(tmp_path / "b", "synth", synth, "suite synth (bundled)")]
    result = cli("leaderboard", *map(str, runs), "--by", "kind", "--all-figures", "-f", "json")
    assert result.returncode == 0, result.stderr
    assert _groups(result.stdout) == {f.kind for f in real + synth}


def test_a_figures_folder_recorded_by_path_is_read_from_it(tmp_path):
    from run_helpers import write_figures

    write_figures(tmp_path / "figs", 2)
    figs = list(load_figure_set(tmp_path / "figs").figures.values())
    run = _run(tmp_path / "mine", "", figs, str((tmp_path / "figs").resolve()))
    result = cli("leaderboard", str(run), "--by", "kind", "-f", "json")
    assert result.returncode == 0, result.stderr
    assert _groups(result.stdout) == {"heatmap"}


def test_figures_option_overrides_and_says_so(tmp_path):
    run = _run(tmp_path / "real5", "real", _first("real", 2), "suite real (bundled)")
    result = cli("leaderboard", str(run), "--by", "kind", "-f", "json", "--suite", "synth")
    assert result.returncode == 0, result.stderr
    assert "overrides what the runs recorded: suite real (bundled)" in result.stderr
    assert _groups(result.stdout) == {"(unknown figure)"}


def test_report_shows_the_images_of_the_runs_suite(tmp_path):
    real = _first("real", 2)
    run = _run(tmp_path / "real5", "real", real, "suite real (bundled)")
    out = tmp_path / "r.html"
    result = cli("report", str(run), "-o", str(out), timeout=120)
    assert result.returncode == 0, result.stderr
    html = out.read_text(encoding="utf-8")
    assert "not in the figure set" not in html
    assert html.count("data:image/png;base64") >= len(real)
