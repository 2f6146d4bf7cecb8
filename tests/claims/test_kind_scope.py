"""Panels of several kinds in one figure: a claim naming a curve resolves among the line panels' series, one about a
cell, row or column among the heatmap panels, one about bars among the bar panels; a name two kinds carry, in a
sentence that does not say which, is unverifiable with the doubt typed "kind" (claims.kind_scope)."""

from __future__ import annotations

import math

from vlmeval.groundtruth.panel_kinds import data_kinds, mixed, panel_kind
from vlmeval.groundtruth.schema import Axis, Colorbar, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

GROUPS = ["0-9", "10-19", "20-29"]
DAYS = [float(t) for t in range(41)]
MATRIX = [[0.05, 0.21, 0.34], [0.21, 0.08, 0.18], [0.34, 0.18, 0.02]]


def _bump(top: float, at: float) -> list[float]:
    return [round(top * math.exp(-((t - at) / 6) ** 2), 1) for t in DAYS]


def _curves_and_matrix() -> Figure:
    curves = Panel(title="Incidence", letter="(a)", x=Axis(label="Day of outbreak"), y=Axis(label="Cases"),
                   values_read="geometry",
                   data=Table(rows=GROUPS, columns=DAYS, values=[_bump(900, 12), _bump(700, 20), _bump(500, 25)]))
    matrix = Panel(title="Contacts", letter="(b)", x=Axis(ticks=GROUPS, scale="categorical"),
                   y=Axis(ticks=GROUPS[::-1], scale="categorical"), values_read="raster",
                   colorbar=Colorbar(label="mean contacts", ticks=[0.0, 0.1, 0.2, 0.3]),
                   data=Table(rows=GROUPS, columns=GROUPS, values=MATRIX))
    return Figure(id="curves-beside-matrix", kind="line", layout=Layout(rows=1, cols=2), panels=[curves, matrix])


def _bars_and_curves() -> Figure:
    years = ["2019", "2020", "2021", "2022"]
    bars = Panel(title="Budget", letter="(a)", x=Axis(ticks=years, scale="categorical"), y=Axis(label="Spending"),
                 data=Table(rows=["North", "South"], columns=years, values=[[5, 9, 4, 3], [2, 3, 8, 1]],
                            styles=[SeriesStyle(color="blue", mark="bar"), SeriesStyle(color="red", mark="bar")]))
    lines = Panel(title="Staff", letter="(b)", x=Axis(ticks=years, scale="categorical"), y=Axis(label="Staff"),
                  data=Table(rows=["North", "South"], columns=years, values=[[40, 20, 10, 5], [10, 20, 30, 45]],
                             styles=[SeriesStyle(color="blue", line="solid", mark="line"),
                                     SeriesStyle(color="red", line="solid", mark="line")]))
    return Figure(id="bars-beside-curves", kind="bar", layout=Layout(rows=1, cols=2), panels=[bars, lines])


def _claims(fig: Figure, sentence: str, kind: str):
    text = "### Detailed Analysis\n* " + sentence + "\n"
    return [c for c in evaluate_text(fig, text).claims if c.kind == kind]


def _verdicts(fig: Figure, sentence: str, kind: str) -> list[tuple[str, str | None]]:
    return [(c.verdict, c.panel) for c in _claims(fig, sentence, kind)]


def test_each_panel_has_its_own_kind():
    fig = _curves_and_matrix()
    assert [panel_kind(fig, p) for p in fig.panels] == ["line", "heatmap"] and mixed(fig)
    bars = _bars_and_curves()
    assert data_kinds(bars) == {"Budget": "bar", "Staff": "line"}


def test_a_curve_peak_resolves_among_the_line_panels():
    fig = _curves_and_matrix()
    assert _verdicts(fig, "The 0-9 curve peaks at about 900 on day 12.", "extremum") == [("supported", "Incidence")]
    said = _verdicts(fig, "The 0-9 curve peaks at about 300 on day 12.", "extremum")
    assert said and all(p != "Contacts" for _, p in said)


def test_a_row_of_the_matrix_resolves_among_the_heatmap_panels():
    fig = _curves_and_matrix()
    said = _verdicts(fig, "In the contact matrix, the 0-9 row is highest, about 0.34, at 20-29.", "extremum")
    assert said and all(p == "Contacts" for v, p in said if v != "unverifiable")


def test_a_name_both_kinds_carry_is_unverifiable_and_says_why():
    fig = _curves_and_matrix()
    claims = _claims(fig, "0-9 reaches a maximum of about 5.", "extremum")
    assert claims and all(c.verdict == "unverifiable" for c in claims)
    assert any("kind:" in (c.reason or "") and "'0-9'" in (c.reason or "") for c in claims)


def test_a_bar_sentence_is_read_on_the_bars_only():
    fig = _bars_and_curves()
    assert _verdicts(fig, "The North bars peak at about 9 in 2020.", "extremum") == [("supported", "Budget")]
    # the curve of that name peaks at 40 in 2019: not what the bars do
    assert _verdicts(fig, "The North bars peak at about 40 in 2019.", "extremum") == [("contradicted", "Budget")]


def test_a_curve_sentence_is_read_on_the_curves_only():
    fig = _bars_and_curves()
    assert _verdicts(fig, "The South curve peaks at about 45 in 2022.", "extremum") == [("supported", "Staff")]
    # the bars of that name peak at 8 in 2021: not what the curve does
    assert _verdicts(fig, "The South curve peaks at about 8 in 2021.", "extremum") == [("contradicted", "Staff")]
