"""Markers given as coordinate pairs in brackets ("UT at about (−0.007, 98.2)"): a marker of the panel's one series
at (x, y), judged in both coordinates (some marker near x sits at y); pairs that are no marker's are left alone."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

# dense markers: two at nearly the same x (-0.0418 and -0.0413) with very different y
_POINTS = [(-0.053, 91.3), (-0.0418, 98.2), (-0.0413, 91.6), (-0.007, 98.0), (0.0197, 87.5), (0.0207, 91.9),
           (0.045, 95.2)]


def _fig(series: int = 1) -> Figure:
    xs = [x for x, _ in _POINTS]
    rows = ["blue circles", "red squares"][:series]
    table = Table(rows=rows, columns=xs, values=[[y for _, y in _POINTS]] * series,
                  points=[list(_POINTS)] * series, styles=[SeriesStyle(color="blue", marker="circle")] * series)
    panel = Panel(title="main", x=Axis(label="shift D", range=(-0.06, 0.06)), y=Axis(label="S", range=(85.0, 100.0)),
                  data=table, values_read="geometry")
    return Figure(id="states", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def _values(text: str, fig: Figure | None = None, section: str = "Detailed Analysis") -> list[str]:
    full = f"### {section}\n" + text
    return [c.verdict for c in evaluate_text(fig or _fig(), full).claims if c.kind == "value"]


def test_a_pair_names_a_marker_at_that_place():
    assert _values("- Highest: UT at about (−0.042, 98.2). Lowest: HI at about (−0.053, 91.3).\n") == [
        "supported", "supported"]
    assert _values("- NV ≈ (0.045, 95.2), OK (~0.020, 87.5).\n") == ["supported", "supported"]


def test_the_last_x_digit_may_name_a_neighbouring_marker():
    # -0.042 is nearer the marker at -0.0418 (98.2), but the one at -0.0413 (91.6) is as much a reading of it
    assert _values("- LA moves to about (−0.042, 91.6).\n") == ["supported"]
    assert _values("- WA at (0.020, 91.9).\n") == ["supported"]


def test_a_pair_where_no_marker_sits_is_contradicted():
    assert _values("- UT at about (−0.007, 90.0).\n") == ["contradicted"]


def test_pairs_that_are_no_markers_are_left_alone():
    assert _values("- A dashed diagonal runs from (−0.05, 86.0) to (0.05, 99.0).\n") == []  # a line's ends
    assert _values("- Two parameter values (6.0, 10.0) were used.\n") == []  # outside the axes
    assert _values("- UT at about (−0.007, 98.0).\n", _fig(series=2)) == []  # which series is not said
    assert _values("* **Points:** UT at about (−0.007, 98.0).\n", section="Components/Axes") == []
