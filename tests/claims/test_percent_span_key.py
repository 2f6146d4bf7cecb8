"""A table cell that gives a span of percentages ("| (A) glass, accuracy | 48%-68% | ~67% |") over a panel whose
x axis is no percentage is the span of the values shown, not a place on x the figure lacks: the other cells of its
row are not judged as readings at a place "48%-68%". Made-up figure and table in the seed format."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _figure() -> Figure:
    xs = [10.0, 40.0, 70.0, 100.0, 130.0]
    panels = [Panel(title=f"({letter}) {name}", x=Axis(ticks=[20.0, 60.0, 100.0, 140.0], range=(10.0, 140.0)),
                    y=Axis(label="Accuracy", ticks=[50.0, 60.0, 70.0], range=(47.0, 70.0)),
                    data=Table(rows=["borda", "passive"], columns=xs,
                               values=[[48.0, 60.0, 65.0, 67.5, 67.0], [48.0, 55.0, 60.0, 64.0, 66.0]]))
              for letter, name in (("A", "glass, accuracy"), ("B", "wine, accuracy"))]
    return Figure(id="curves", kind="line", layout=Layout(rows=1, cols=2), panels=panels)


def test_a_span_of_percentages_is_no_place_on_x():
    text = ("### Detailed Analysis\n| Panel | Y range shown | Dotted reference | Start (size ~10) | Peak |\n"
            "|---|---|---|---|---|\n| (A) glass, accuracy | 48%-68% | ~67% | ~48% | ~68% near size 100 |\n"
            "| (B) wine, accuracy | 48%-68% | ~67% | ~48% | ~68% near size 100 |\n")
    card = evaluate_text(_figure(), text)
    assert [c.text for c in card.claims if c.verdict == "contradicted" and "no row/column" in (c.reason or "")] == []


def test_only_a_span_of_percentages_is_spared():
    from vlmeval.claims.types.value_check import _certainly_absent
    panel = _figure().panels[0]
    assert not _certainly_absent(panel, "48%-68%", False)
    assert _certainly_absent(panel, "Weight (kg)", False)  # a name no axis of the panel bears: still certainly absent
