"""A heatmap panel beside a line panel is a grid of cells whatever the figure's kind: a name before a line of it
("the 0-9 column") is no series whose extreme the claim states, and a range of the cells above the diagonal is no
range of the whole grid (claims.described_keys.subject_series, claims.types.range, groundtruth.panel_kinds)."""

from __future__ import annotations

import math

from vlmeval.groundtruth.panel_kinds import grid_panel
from vlmeval.groundtruth.schema import Axis, Colorbar, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

GROUPS = ["0-9", "10-19", "80+"]
STEPS = [float(t) for t in range(61)]
MATRIX = [[0.2, 0.5, 0.1], [2.1, 0.3, 0.1], [0.3, 0.3, 0.05]]  # column 0-9 peaks at 10-19; row 0-9 at 10-19


def _bump(top: float, at: float) -> list[float]:
    return [round(top * math.exp(-((t - at) / 6) ** 2), 1) for t in STEPS]


def _figure() -> Figure:
    curves = Panel(title="Incidence", letter="(a)", x=Axis(label="Timestep"), y=Axis(label="Incidence"), values_read="geometry",
                   data=Table(rows=GROUPS, columns=STEPS, values=[_bump(620, 29), _bump(660, 29), _bump(290, 33)]))
    matrix = Panel(title="Contacts", letter="(b)", x=Axis(ticks=GROUPS, scale="categorical"),
                   y=Axis(ticks=GROUPS[::-1], scale="categorical"), values_read="raster",
                   colorbar=Colorbar(label="average number of contacts", ticks=[0.0, 1.0, 2.0]),
                   data=Table(rows=GROUPS, columns=GROUPS, values=MATRIX))
    return Figure(id="curves-beside-contacts", kind="line", layout=Layout(rows=1, cols=2), panels=[curves, matrix])


def _verdicts(sentence: str, kind: str) -> list:
    text = "### Detailed Analysis\n* " + sentence + "\n"
    return [c for c in evaluate_text(_figure(), text).claims if c.kind == kind]


def test_the_heatmap_panel_is_a_grid():
    fig = _figure()
    assert [grid_panel(fig, p) for p in fig.panels] == [False, True]


def test_a_named_column_is_no_series():
    found = _verdicts("In panel (b), the 0-9 column has its maximum, about 2.1, at 10-19.", "extremum")
    assert found and all(c.verdict != "contradicted" for c in found)


def test_a_range_above_the_diagonal_is_of_that_part():
    found = _verdicts("In the contact matrix, values above the diagonal range from about 0.1 to 0.5.", "range")
    assert [c.verdict for c in found] == ["unverifiable"] and "part of the grid" in found[0].reason


def test_a_range_of_the_whole_matrix_is_still_judged():
    found = _verdicts("In the contact matrix, values range from about 0.1 to 0.5.", "range")
    assert [c.verdict for c in found] == ["contradicted"]
