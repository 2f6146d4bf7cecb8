"""Panels and series a description names for itself (claims.described_keys): a lead-in naming one of the panel
labels the description lists in reading order is the panel at that place; a line naming one of its legend's
entries names the series of that look. Made-up figure: two panels placed side by side, series named by look."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

XS = [0.0, 0.25, 0.45, 0.65, 0.85]


def _panel(title: str, position: tuple[int, int], green: list[float]) -> Panel:
    table = Table(rows=["light green dotted line", "grey dotted line"], columns=XS,
                  values=[green, [0.9, 0.7, 0.5, 0.3, 0.1]],
                  styles=[SeriesStyle(color="light green"), SeriesStyle(color="grey")])
    return Panel(title=title, position=position, x=Axis(label="r/R", range=(0.0, 0.85)), y=Axis(label="density"),
                 data=table)


FIG = Figure(id="described", kind="line", layout=Layout(rows=1, cols=2),
             panels=[_panel("left panel", (0, 0), [0.1, 0.5, 0.2, 0.1, 0.0]),
                     _panel("right panel", (0, 1), [0.0, 0.1, 0.2, 0.6, 0.3])])

HEAD = ("### Components/Axes\n"
        '* **Panel labels:** "R = 4 Å", "R = 8 Å" in the upper right of each panel.\n'
        "* **Legend:** Mg (light green), hard wall (grey).\n"
        "### Detailed Analysis\n")


def _verdicts(text: str, bullet: str) -> list[str]:
    at = text.index(bullet)
    return [c.verdict for c in evaluate_text(FIG, text).claims
            if c.kind in ("extremum", "value") and at <= c.start < at + len(bullet)]


def test_a_lead_in_naming_a_listed_panel_label_is_that_panel():
    text = HEAD + "**R = 8 Å:** the curves move outward.\n* Hard wall: falls.\n* Mg: peak of ~0.6 at r/R ≈ 0.63.\n"
    assert _verdicts(text, "* Mg: peak of ~0.6 at r/R ≈ 0.63.") == ["supported"]
    text = HEAD + "**R = 4 Å:** the curves stay central.\n* Hard wall: falls.\n* Mg: peak of ~0.6 at r/R ≈ 0.63.\n"
    assert _verdicts(text, "* Mg: peak of ~0.6 at r/R ≈ 0.63.") == ["contradicted"]  # here it peaks at 0.25


def test_without_the_label_list_or_the_legend_nothing_is_judged():
    bullet = "* Mg: peak of ~0.6 at r/R ≈ 0.27.\n"
    no_labels = HEAD.replace('"R = 4 Å", "R = 8 Å"', "R values") + "**R = 8 Å:** outward.\n" + bullet
    assert "contradicted" not in _verdicts(no_labels, bullet)
    no_legend = HEAD.replace("Mg (light green), hard wall (grey)", "upper right") + "**R = 8 Å:** outward.\n" + bullet
    assert "contradicted" not in _verdicts(no_legend, bullet)
