"""Extremes of curves named by numbers ('0-9' ... '80+', an age group each), drawn beside a matrix over the same
groups: the number of a name written with its mark ("the 80+ curve") is no value, and "the lowest peak" ("peaks
lowest") is the least of the curves' peaks, neither the values' maximum nor their minimum (claims.years.in_name,
claims.types.extremum)."""

from __future__ import annotations

import math

from vlmeval.groundtruth.schema import Axis, Colorbar, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

GROUPS = ["0-9", "10-19", "80+"]
STEPS = [float(t) for t in range(61)]


def _bump(top: float, at: float) -> list[float]:
    return [round(top * math.exp(-((t - at) / 6) ** 2), 1) for t in STEPS]


def _incidence() -> Figure:
    """Incidence curves beside a contact matrix over the same groups (the matrix's cells are no curve's values)."""
    curves = Panel(title="(a)", x=Axis(label="Timestep"), y=Axis(label="Incidence per 10,000 inhabitants"),
                   values_read="geometry",
                   data=Table(rows=GROUPS, columns=STEPS, values=[_bump(620, 29), _bump(660, 29), _bump(290, 33)]))
    matrix = Panel(title="Contacts", x=Axis(ticks=GROUPS, scale="categorical"),
                   y=Axis(ticks=GROUPS[::-1], scale="categorical"), values_read="raster",
                   colorbar=Colorbar(label="average number of contacts", ticks=[0.0, 1.0, 2.0, 3.0]),
                   data=Table(rows=GROUPS, columns=GROUPS, values=[[None, 2.1, 0.1], [2.1, None, 0.1], [0.3, 0.3, None]]))
    return Figure(id="incidence-by-age", kind="line", layout=Layout(rows=1, cols=2), panels=[curves, matrix])


def _extremes(sentence: str):
    text = "### Detailed Analysis\n* " + sentence + "\n"
    return [c for c in evaluate_text(_incidence(), text).claims if c.kind == "extremum"]


def test_a_name_written_with_a_mark_is_no_value():
    for sentence in ("The 80+ curve is the lowest.", "The 80+ curve stays the lowest."):
        assert not [c for c in _extremes(sentence) if c.verdict == "contradicted"], sentence


def test_the_lowest_peak_is_no_minimum_and_no_maximum():
    for sentence in ("The 80+ curve has the lowest peak, about 290.", "The 80+ group peaks lowest, at about 290.",
                     "The lowest peak belongs to 80+ (about 290)."):
        assert not [c for c in _extremes(sentence) if c.verdict == "contradicted"], sentence


def test_the_highest_peak_is_still_the_maximum():
    assert [c.verdict for c in _extremes("The highest peak of the curves is about 660.")] == ["supported"]
    assert [c.verdict for c in _extremes("The highest peak of the curves is about 400.")] == ["contradicted"]
    both = _extremes("On the curves the highest value is about 660 and the lowest about 0.")
    assert [c.verdict for c in both] == ["supported", "supported"]
