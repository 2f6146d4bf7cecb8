"""The from-pdf reader on two real figure PDFs from research repositories (../shared/data/pdf-figures-dev), measured
against the data their repositories hold: >= 90% of geometry-read values within 2% of the axis span, no invented
series, points or cells."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402



@pytest.fixture(scope="module")
def dev(shared_dir) -> Path:
    return shared_dir / "data" / "pdf-figures-dev"


def _known(dev: Path, name: str) -> dict:
    return json.loads((dev / f"{name}.json").read_text())


def test_timeline_lines_read_within_two_percent(dev):
    known = _known(dev, "cf-origin-frame-timeline")
    fig, _ = read_figure(dev / "cf-origin-frame-timeline.pdf")
    panel = fig.panels[0]
    assert panel.x.label == "Time" and panel.y.label == known["panels"][0]["axes"]["y"]["label"]
    assert panel.x.scale == "time" and panel.values_read == "geometry"
    table = known["panels"][0]["data"]["table"]
    assert sorted(panel.data.rows) == sorted(table)  # the legend's two series, none invented
    span = panel.y.range[1] - panel.y.range[0]
    within = total = invented = 0
    for series, row in zip(panel.data.rows, panel.data.values):
        for date, value in zip(panel.data.columns, row):
            truth = table[series].get(date)
            if value is not None and truth is None:
                invented += 1
        for date, truth in table[series].items():
            total += 1
            got = row[panel.data.columns.index(date)] if date in panel.data.columns else None
            within += got is not None and abs(got - truth) <= 0.02 * span
    assert invented == 0
    assert within / total >= 0.90, f"{within}/{total}"


def _known_points(panel: dict) -> list[tuple[float, float]]:
    return [(row["Accuracy (x)"], row["Verbal ECE (y)"]) for row in panel["data"]["table"].values()]


def test_scatter_points_read_within_two_percent_and_none_invented(dev):
    known = _known(dev, "llmcal-ece-vs-acc-scatter")
    fig, _ = read_figure(dev / "llmcal-ece-vs-acc-scatter.pdf")
    assert fig.kind == "scatter"
    assert [p.title for p in fig.panels] == [p["title"] for p in known["panels"]]
    legend = set(known["panels"][0]["legend"])
    for panel, kp in zip(fig.panels, known["panels"]):
        for row in panel.data.rows:  # every series is named from the legend: colour family and marker
            assert set(row.split(", ")) <= legend, row
        read = [(float(x), v) for row in panel.data.values for x, v in zip(panel.data.columns, row) if v is not None]
        truth = _known_points(kp)
        xs, ys = panel.x.range, panel.y.range
        tol_x, tol_y = 0.02 * (xs[1] - xs[0]), 0.02 * (ys[1] - ys[0])
        unmatched = list(read)
        hits = 0
        for tx, ty in truth:
            near = [p for p in unmatched if abs(p[0] - tx) <= tol_x and abs(p[1] - ty) <= tol_y]
            if near:
                unmatched.remove(min(near, key=lambda p: abs(p[0] - tx) + abs(p[1] - ty)))
                hits += 1
        assert not unmatched, f"{kp['title']}: points not in the data: {unmatched}"
        assert hits / len(truth) >= 0.90, f"{kp['title']}: {hits}/{len(truth)}"
