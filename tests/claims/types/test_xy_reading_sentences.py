"""Readings and one-way trends that sentences state about one series over a numeric x
(claims.types.xy_reading_sentences, xy_reading_check)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

_XS = [4.0, 8.0, 16.0, 32.0, 64.0]


def _fig() -> Figure:
    table = Table(rows=["direct", "iterative"], columns=_XS,
                  values=[[1.5, 2.5, 3.25, 4.0, 6.0], [9.0, 7.0, 5.5, 3.0, 1.0]],
                  styles=[SeriesStyle(color="green", marker="triangle"), SeriesStyle(color="purple", marker="square")])
    panel = Panel(title="main", x=Axis(label="threads", range=(0.0, 70.0)), y=Axis(label="speed-up", range=(0.0, 10.0)),
                  data=table)
    return Figure(id="threads", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(text: str, kind: str) -> list[str]:
    return [c.verdict for c in evaluate_text(_fig(), "### Detailed Analysis\n" + text).claims if c.kind == kind]


def test_a_reading_at_an_x_inside_a_sentence_is_the_named_series_value_there():
    assert _verdicts("The direct series climbs to ~4.0 at 32 threads.\n", "value") == ["supported"]
    assert _verdicts("The direct series climbs to ~5.2 at 32 threads.\n", "value") == ["contradicted"]
    assert _verdicts("The purple squares sit at ~7 at threads = 8.\n", "value") == ["supported"]


def test_a_one_way_trend_of_a_named_series_is_judged_from_its_first_x():
    assert _verdicts("The iterative curve declines steadily with the thread count.\n", "trend") == ["supported"]
    assert _verdicts("The green triangles decline steadily with the thread count.\n", "trend") == ["contradicted"]


def test_a_window_to_the_last_sample_starts_the_trend_there_and_a_shorter_one_gives_none():
    assert _verdicts("The direct series falls from ~2.5 at 8 threads to ~6.0 at 64 threads.\n", "trend") == ["contradicted"]
    assert _verdicts("The direct series falls from 8 to 16 threads.\n", "trend") == []


def test_a_course_with_more_than_one_phase_gives_no_trend():
    assert _verdicts("The direct series rises, then flattens out beyond 32 threads.\n", "trend") == []
    assert _verdicts("The iterative curve declines, and later it grows.\n", "trend") == []


def test_every_series_of_the_panel_named_together_gets_the_trend_each():
    assert _verdicts("Both curves rise with the thread count.\n", "trend") == ["supported", "contradicted"]
    assert _verdicts("All three curves rise with the thread count.\n", "trend") == []  # the panel draws two


def _scatter() -> Figure:
    xs = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]
    table = Table(rows=["field stars", "cluster stars"], columns=xs,
                  values=[[0.9, None, 1.4, None, 2.1, None, 2.2, None], [None, 3.0, None, 2.6, None, 2.7, None, 1.9]],
                  styles=[SeriesStyle(color="grey", marker="circle"), SeriesStyle(color="red", marker="star")])
    panel = Panel(title="main", x=Axis(label="age", range=(0.0, 9.0)), y=Axis(label="spin", range=(0.0, 4.0)), data=table)
    return Figure(id="spins", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_scatter_series_trend_is_judged_on_its_own_points_and_a_cloud_gets_no_pooled_trend():
    def trends(text: str) -> list[str]:
        return [c.verdict for c in evaluate_text(_scatter(), "### Detailed Analysis\n" + text).claims if c.kind == "trend"]

    assert trends("The red stars decline with age.\n") == ["supported"]
    assert trends("The grey circles decline with age.\n") == ["contradicted"]
    assert trends("The points rise with age.\n") == []  # no one series: no pooled trend over both groups


def test_a_colour_named_by_another_word_of_its_family_names_the_one_series_of_that_family():
    from vlmeval.claims.xy_readings import series_in_scope

    table = Table(rows=["a", "b", "c"], columns=_XS, values=[[1.0] * 5, [2.0] * 5, [3.0] * 5],
                  styles=[SeriesStyle(color="pink", marker="circle"), SeriesStyle(color="orange", marker="circle"),
                          SeriesStyle(color="light grey", marker="circle")])
    panel = Panel(title="p", x=Axis(label="x"), y=Axis(label="y"), data=table)
    assert series_in_scope(panel, ["* Crimson circles: ~1.0 at x = 8"]) == 0
    assert series_in_scope(panel, ["* Navy circles: ~1.0 at x = 8"]) is None  # no recorded blue
    assert series_in_scope(panel, ["* Crimson squares: ~1.0 at x = 8"]) is None  # no pink squares
    assert series_in_scope(panel, ["* Salmon circles: ~1.0 at x = 8"]) is None  # pink and orange are both salmon's
