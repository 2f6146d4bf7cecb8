"""The corruption check: clean descriptions from data, each injected error where it was put, detection."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.cli import app
from vlmeval.agreement.corrupt import ERROR_TYPES, check_figure, inject, summarize, write_prose, write_rows, sample_rows
from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.groundtruth.series_facts import figure_series

SHARED = Path(__file__).resolve().parents[4] / "shared"
OWID = SHARED / "data" / "quintd-owid" / "tables"
needs_owid = pytest.mark.skipif(not OWID.is_dir(), reason="../shared/data/quintd-owid not present")
SAMPLE = ["0-people_vaccinated_per_hundred-Mongolia.csv", "10-life_expectancy_0-Andorra.csv",
          "2-positive_rate-Estonia.csv", "1-reproduction_rate-Myanmar.csv"]


@pytest.fixture(scope="module")
def figures():
    return [figure_from_csv(OWID / name, "line") for name in SAMPLE]


@needs_owid
def test_clean_descriptions_state_the_data(figures):
    fig = figures[1]  # life expectancy, yearly
    s = figure_series(fig)[0]
    rows = sample_rows(s)
    assert rows[0] == 0 and rows[-1] == len(s.keys) - 1
    text = write_rows(s, rows)
    assert f"- {s.keys[0]}: {s.values[0]:g}" in text
    prose, parts = write_prose(fig, s)
    assert prose[slice(*parts["title"])] == fig.panels[0].title and "years" in prose


@needs_owid
def test_each_error_changes_the_text_at_its_span(figures):
    fig = figures[0]
    s = figure_series(fig)[0]
    clean = {"rows": write_rows(s, sample_rows(s)), "prose": write_prose(fig, s)[0]}
    for error in ERROR_TYPES:
        for style in ("table", "rows", "prose"):
            made = inject(fig, s, style, error, random.Random(1))
            if made is None:
                continue
            text, change, (a, b) = made
            assert 0 <= a < b <= len(text) and change
            if style in clean:
                assert text != clean[style]


@needs_owid
def test_injected_errors_are_detected_and_clean_text_is_not_flagged(figures):
    cases = [c for fig in figures for c in check_figure(fig, random.Random(0))]
    summary = summarize(cases, figures)
    by_type = {row.error: row for row in summary.errors}
    assert all(by_type[e].cases > 0 for e in ERROR_TYPES if e != "reversed_trend")
    missed = [(c.figure_id, c.error, c.change) for c in cases if c.error and not c.detected]
    assert missed == []
    false_alarms = [(c.figure_id, c.style, v["text"]) for c in cases if c.error is None
                    for v in c.verdicts if v["verdict"] == "contradicted"]
    assert false_alarms == []
    assert summary.clean[-1].claims > 20


def test_heatmaps_are_checked_as_grids_and_structure_only_figures_skipped():
    from vlmeval.groundtruth.load import load_figure_set

    figs = list(load_figure_set().figures.values())
    heatmap = next(f for f in figs if f.kind == "heatmap" and f.id.startswith("dynts"))
    cases = check_figure(heatmap, random.Random(0))
    assert [c.error for c in cases][:3] == [None, "changed_value", "swapped_rows"]
    assert cases[0].claims > 10 and cases[0].contradicted == 0
    assert all(c.detected for c in cases[1:3])
    no_data = [f for f in figs if f.known_cells() == 0]
    assert no_data and all(check_figure(f, random.Random(0)) == [] for f in no_data)
    assert set(summarize([], no_data).skipped_figures) == {f.id for f in no_data}


def test_cli_on_one_table(tmp_path):
    tables = tmp_path / "tables"
    tables.mkdir()
    (tables / "t.csv").write_text("year,value\n" + "".join(f"{y},{50 + (y - 1990) * 0.37:.2f}\n" for y in range(1990, 2021)))
    out = tmp_path / "cases.json"
    result = CliRunner().invoke(app, ["corrupt-check", "--no-figures", "--tables", str(tables), "--json", str(out)])
    assert result.exit_code == 0, result.output
    payload = json.loads(out.read_text())
    detected = {row["error"]: row["share"] for row in payload["summary"]["errors"]}
    assert detected["changed_value"] == 1.0 and detected["reversed_trend"] == 1.0


def test_cli_refuses_a_figures_folder_that_does_not_exist(tmp_path):
    # It used to check the tables alone without a word, as if the figures had been left out on purpose.
    missing = tmp_path / "none"
    result = CliRunner().invoke(app, ["corrupt-check", "--figures", str(missing), "--no-tables"])
    assert result.exit_code == 2
    assert str(missing) in result.output and "fix" in result.output
