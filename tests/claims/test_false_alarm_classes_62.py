"""False alarms on correct prose about papers' figures, by class (issue 32, dev parts own-ak and own-al, round 62):
each test states the class, a made-up sentence of that form that was called wrong, and a wrong one still caught."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _lettered_panels() -> Figure:
    """Forcing against year in four panels titled with a printed letter and a model's name."""
    names = ("(a) ALPHA-2", "(b) BETA5", "(c) GAMMA-X1", "(d) DELTA-LM")
    panels = []
    for i, t in enumerate(names):
        table = Table(rows=["fixed", "implied"], columns=[1900.0, 1950.0, 2000.0],
                      values=[[0.1 * (i + 1), 0.5, 1.0 + i], [0.2, 0.6, 1.1 + i]])
        panels.append(Panel(title=t, x=Axis(label="Year", range=(1900.0, 2000.0)),
                            y=Axis(label="ERF", range=(0.0, 5.0)), data=table, position=(i // 2, i % 2)))
    return Figure(id="forcing", kind="line", layout=Layout(rows=2, cols=2), panels=panels)


def _verdicts(fig: Figure, sentence: str, kind: str | None = None) -> list[str]:
    text = "### Key Observations\n1. " + sentence + "\n"
    return [c.verdict for c in evaluate_text(fig, text).claims if kind is None or c.kind == kind]


def test_a_panel_title_without_its_printed_letter_is_the_same_name():
    # "(b) BETA5" printed, "BETA5" written: the name, not a misreading of it
    fig = _lettered_panels()
    assert "contradicted" not in _verdicts(fig, "The two estimates agree well in BETA5 and DELTA-LM.", "label")
    assert "contradicted" not in _verdicts(fig, "GAMMA-X1 has the lowest slope.", "label")
    # a misread name is still caught
    assert "contradicted" in _verdicts(fig, "The two estimates agree well in ALPHE-2 and GAMNA-X1.", "label")
