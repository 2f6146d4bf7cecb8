"""A stability word that qualifies another quantity ("the only one with constant slope", "numerically stable") or
is held for a part of the range ("stays low and flat for most of the range") states no level course of the
whole series. Made-up line chart over dates and sentences in the seed format."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_YEARS = [1940.0, 1950.0, 1960.0, 1970.0, 1980.0, 1990.0, 2000.0, 2010.0]


def _figure() -> Figure:
    panel = Panel(title="main panel", x=Axis(label="Year", ticks=[1940.0, 1980.0, 2020.0], range=(1938.0, 2012.0)),
                  y=Axis(label="Weight", ticks=[0.0, 0.5, 1.0], range=(0.0, 1.0)),
                  data=Table(rows=["linear", "exponential"], columns=_YEARS,
                             values=[[0.0, 0.14, 0.28, 0.42, 0.57, 0.71, 0.86, 1.0],
                                     [0.0, 0.01, 0.02, 0.04, 0.08, 0.16, 0.4, 1.0]]))
    return Figure(id="weights", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _flat_contradicted(sentence: str) -> list[str]:
    card = evaluate_text(_figure(), f"### Key Observations\n{sentence}\n")
    return [c.text for c in card.claims if c.kind == "trend" and c.stated == "flat" and c.verdict == "contradicted"]


def test_a_stability_of_another_quantity_is_no_flat_series():
    for sentence in ("The linear curve is the only one with constant slope.",
                     "Even the worst case stays near 0.9, so the method is numerically stable.",
                     "The exponential curve stays low and flat for most of the range and climbs sharply at the end."):
        assert _flat_contradicted(sentence) == [], sentence


def test_a_flat_series_stays_judged():
    assert _flat_contradicted("The linear curve is flat.") != []
