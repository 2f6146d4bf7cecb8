"""The ends of a series' course said with no place (claims.types.course_ends): "from A" read at the series' first
sample, "to B" at its last; a course with a place, a span of x, or no verb of change is left alone."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text


def _fig(kind: str = "line") -> Figure:
    table = Table(rows=["alpha", "beta"], columns=[10.0, 20.0, 40.0, 80.0],
                  values=[[0.5, 1.0, 2.0, 4.0], [9.0, 7.0, 5.0, 3.0]],
                  styles=[SeriesStyle(color="blue"), SeriesStyle(color="red")])
    panel = Panel(title="main", x=Axis(label="size N", range=(10.0, 80.0)), y=Axis(label="time [s]", range=(0.0, 10.0)),
                  data=table)
    return Figure(id="courses", kind=kind, layout=Layout(rows=1, cols=1), panels=[panel])


def _values(text: str, kind: str = "line") -> list[tuple[str, str]]:
    full = "### Detailed Analysis\n" + text
    return [(c.verdict, full[c.start:c.end]) for c in evaluate_text(_fig(kind), full).claims if c.kind == "value"]


def test_a_course_from_a_to_b_reads_the_first_and_the_last_value():
    assert _values("The alpha curve rises steadily from ~0.5 to ~4.0.\n") == [("supported", "0.5"), ("supported", "4.0")]
    assert _values("The alpha curve rises steadily from ~0.5 to ~6.0.\n") == [("supported", "0.5"),
                                                                            ("contradicted", "6.0")]


def test_a_bullet_led_by_its_series_reads_the_course_after_the_colon():
    assert _values("* Beta (red): from ~9 s to ~3 s at the right edge.\n") == [("supported", "9"), ("supported", "3")]
    assert _values("* Beta (red): from ~7 s to ~3 s at the right edge.\n")[0] == ("contradicted", "7")


def test_a_course_with_a_place_a_span_of_x_or_no_verb_is_left_alone():
    # places said: the place readers read each value at its own x, this reader nothing
    assert _values("Alpha rises from ~0.5 at N = 10 to ~4.0 at N = 80.\n") == [("supported", "0.5 at N = 10"),
                                                                              ("supported", "4.0 at N = 80")]
    assert _values("The alpha timings were taken from 10 to 80 processes.\n") == []
    assert _values("Both curves rise from ~0.5 to ~4.0.\n") == []  # two series: which one is not said
    assert _values("The alpha curve rises from ~0.5 to ~4.0.\n", kind="scatter") == []


def test_a_course_of_a_part_or_in_a_clause_about_another_series_is_left_alone():
    assert _values("Beta is flat at ~5, while the alpha plateau rises from ~3.0 to ~4.0 s.\n") == []
    # "while alpha rises ...": the clause names its own series, not beta of the clause before
    assert _values("Beta is flat at ~5, while alpha rises from ~0.5 to ~4.0.\n")[-2:] == [("supported", "0.5"),
                                                                                     ("supported", "4.0")]
    assert _values("Alpha rises from ~0.5 to ~4.25 s.\n") == [("supported", "0.5"), ("supported", "4.25")]


def test_a_lead_holding_a_number_still_leads_the_course():
    # "* J = 4 (green): from ...": the series' name may hold a number
    assert _values("* Beta (red, 2 runs): from ~9 s to ~3 s.\n") == [("supported", "9"), ("supported", "3")]
    assert _values("* Beta (red, 2 runs): from ~9 s to ~5 s.\n") == [("supported", "9"), ("contradicted", "5")]


def test_one_end_said_with_no_place_is_read_at_that_end():
    assert _values("* Beta (red): starts at ~9 s and drops off the plot.\n") == [("supported", "9")]
    assert _values("* Beta (red): starts at ~6 s and drops off the plot.\n") == [("contradicted", "6")]
    assert _values("Alpha climbs throughout, ending near 4.0.\n") == [("supported", "4.0")]
    # with a place after it, the end is the place readers' ("starts at ~1.0 at N = 2": at N = 2, not the first x)
    assert _values("Alpha starts at ~1.0 at N = 20.\n") == [("supported", "1.0 at N = 20")]


def test_a_number_the_x_axis_holds_is_no_end_value():
    # "rises from 20 to 80": sizes N on the x axis as often as values
    assert _values("The alpha curve rises steadily from 20 to 80.\n") == []
    assert _values("The alpha curve starts at 10 and keeps rising.\n") == []


def _three() -> Figure:
    table = Table(rows=["alpha", "beta", "gamma"], columns=[10.0, 20.0, 40.0, 80.0],
                  values=[[0.5, 1.0, 2.0, 6.0], [0.5, 1.0, 2.0, 4.0], [9.0, 7.0, 5.0, 3.0]])
    panel = Panel(title="main", x=Axis(label="size N", range=(10.0, 80.0)), y=Axis(label="time [s]", range=(0.0, 10.0)),
                  data=table)
    return Figure(id="courses3", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, text: str) -> list[tuple[str, str, str]]:
    full = "### Detailed Analysis\n" + text
    return [(c.verdict, full[c.start:c.end], str(c.row)) for c in evaluate_text(fig, full).claims if c.kind == "value"]


def test_a_list_of_names_sharing_the_course_reads_it_on_each_series():
    # the one rule of place_series.series_of_clause: "Alpha and beta both rise ..." is a course of both series
    both = _verdicts(_three(), "Alpha and beta both rise from ~0.5 to ~4.0.\n")
    assert sorted(both) == [("contradicted", "4.0", "alpha"), ("supported", "0.5", "alpha"),
                            ("supported", "0.5", "beta"), ("supported", "4.0", "beta")]
    assert sorted(_verdicts(_three(), "Beta rises from ~0.5 to ~4.0.\n")) == [("supported", "0.5", "beta"),
                                                                          ("supported", "4.0", "beta")]

