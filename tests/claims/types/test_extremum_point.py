"""A scatter's extreme marker stated with its place and value ("the smallest object plotted is the orange square
at ~90 days with ~0.38"), judged against every marker the panel records (claims.types.extremum_point)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text

_STARS = [[(2.0, 1.5), (40.0, 0.9), (300.0, 3.2)], [(5.0, 0.61), (80.0, 7.5), (900.0, 2.0)]]


def _stars(unread: list[UnreadPart] | None = None) -> Figure:
    table = Table(rows=["green triangles", "purple diamonds"], columns=[2.0, 5.0, 40.0, 80.0, 300.0, 900.0],
                  values=[[1.5, None, 0.9, None, 3.2, None], [None, 0.61, None, 7.5, None, 2.0]],
                  styles=[SeriesStyle(color="green", marker="triangle"), SeriesStyle(color="purple", marker="diamond")],
                  points=_STARS)
    panel = Panel(title="main panel", x=Axis(label="age [Myr]", scale="log"), y=Axis(label="mass [M⊙]", scale="log"),
                  data=table, unread=unread)
    return Figure(id="stars", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, sentence: str) -> list[str]:
    text = "### Key Observations\n* " + sentence + "\n"
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "extremum"]


def test_the_smallest_marker_of_all_series_is_judged_by_its_value():
    fig = _stars()
    assert _verdicts(fig, "The smallest star plotted is a purple diamond at ~5 Myr with ~0.6 M⊙.") == ["supported"]
    # the green triangle at 40 Myr is a real marker, but a purple diamond lies lower
    assert _verdicts(fig, "The smallest star plotted is the green triangle at ~40 Myr with ~0.9 M⊙.") == ["contradicted"]


def test_the_largest_marker_named_at_the_wrong_value_is_contradicted():
    fig = _stars()
    assert _verdicts(fig, "The largest object is the purple diamond at ~80 Myr with ~7.5 M⊙.") == ["supported"]
    assert _verdicts(fig, "The largest object is the green triangle at ~300 Myr with ~3.2 M⊙.") == ["contradicted"]


def test_a_series_named_before_is_scopes_the_extreme_to_it():
    fig = _stars()
    assert _verdicts(fig, "The largest green triangle is at ~300 Myr, with ~3.2 M⊙.") == ["supported"]
    assert _verdicts(fig, "The smallest green triangle is the one at ~2 Myr with ~1.5 M⊙.") == ["contradicted"]


def test_unread_parts_that_may_hide_markers_leave_it_unverifiable():
    hidden = _stars([UnreadPart(kind="other", note="a cloud of grey points")])
    assert _verdicts(hidden, "The smallest star plotted is the green triangle at ~40 Myr with ~0.9 M⊙.") \
        == ["unverifiable"]
    lined = _stars([UnreadPart(kind="reference_line", note="vertical line at 100")])
    assert _verdicts(lined, "The smallest star plotted is the green triangle at ~40 Myr with ~0.9 M⊙.") \
        == ["contradicted"]


def test_the_extreme_marker_stated_by_its_coordinates():
    fig = _stars()
    assert _verdicts(fig, "The largest object is a purple diamond at (~80 Myr, ~7.5 M⊙).") == ["supported"]
    assert _verdicts(fig, "The smallest object is the green triangle at (~40, ~0.9).") == ["contradicted"]
