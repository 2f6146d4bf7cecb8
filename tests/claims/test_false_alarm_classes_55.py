"""False alarms on correct prose about papers' figures, by class (issue 32, dev parts own-t, own-v, own-w and older):
each test states the class, a made-up sentence of that form that was called wrong, and a wrong one still caught."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _two_panels() -> Figure:
    """Coverage against year in two panels, A and B, two parties each."""
    table = Table(rows=["Democrat", "Republican"], columns=[2012.0, 2014.0, 2016.0, 2018.0, 2020.0],
                  values=[[16.0, 25.0, 38.0, 45.0, 50.0], [15.0, 20.0, 18.0, 28.0, 49.0]])
    panels = [Panel(title=t, x=Axis(label="Year", range=(2011.5, 2020.5)), y=Axis(label="Coverage", range=(0.0, 60.0)),
                    data=table, position=(0, i)) for i, t in enumerate(("A", "B"))]
    return Figure(id="coverage", kind="line", layout=Layout(rows=1, cols=2), panels=panels)


def _verdicts(fig: Figure, sentence: str, kind: str | None = None) -> list[str]:
    text = "### Key Observations\n- " + sentence + "\n"
    return [c.verdict for c in evaluate_text(fig, text).claims if kind is None or c.kind == kind]


def test_a_number_before_in_panel_is_no_count_of_panels():
    # "about 20 points in panel A", "~50 in both panels": a value placed in a panel, not a count of the panels
    fig = _two_panels()
    assert _verdicts(fig, "The largest gap is about 20 points in panel A and about 25 points in panel B.", "count") == []
    assert _verdicts(fig, "Coverage roughly triples, from ~16 to ~50 in both panels.", "count") == []
    assert _verdicts(fig, "The sum is about 0.31 of 1 in panel A.", "count") == []
    # a count of the panels is still read, and a wrong one caught
    assert _verdicts(fig, "The figure has two side-by-side panels.", "count") == ["supported"]
    assert _verdicts(fig, "The figure has three side-by-side panels.", "count") == ["contradicted"]


def test_a_number_ending_a_bullet_is_no_count_of_the_next_bullets_panels():
    # "- Panel A: 0, 20\n- Panel B: ...": 20 ends one bullet, "Panel" opens the next
    fig = _two_panels()
    text = "### Components/Axes\n- Panel A ticks: 0, 20\n- Panel B ticks: 0, 20, 40\n"
    assert [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "count"] == []


def test_values_of_a_parameter_are_no_count_of_ticks():
    # "for nine values of J": the levels of a parameter the series stand for, not the ticks of an axis
    fig = _two_panels()
    for p in fig.panels:
        p.x.ticks = [2012.0, 2016.0, 2020.0]
    text = '### Components/Axes\n- **X-axes:** "Year"; the curves stand for nine values of the coupling J.\n'
    assert [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "count"] == []
    # a count of an axis's tick values is still read, and a wrong one caught
    text = "### Components/Axes\n- **X-axes:** \"Year\", with five tick values.\n"
    assert [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "count"] == ["contradicted"]
