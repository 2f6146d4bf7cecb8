"""Extremes and trends named by category on a bar chart whose categories are numbers, including two-digit year
labels named by the year they stand for (claims.types.xy_extreme, xy_reading_check)."""

from __future__ import annotations

from vlmeval.claims.types.xy_extreme import year_of_key
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_YEARS = [96, 97, 98, 99, 0, 1, 2, 3, 4, 5]
_COUNTS = [31.0, 58.0, 35.0, 40.0, 22.0, 45.0, 52.0, 61.0, 70.0, 84.0]


def _fig(columns=_YEARS, values=_COUNTS) -> Figure:
    panel = Panel(title="Talks per meeting", x=Axis(label="Meeting year", scale="categorical", ticks=list(columns)),
                  y=Axis(label="Talks", range=(0.0, 90.0)),
                  data=Table(rows=["talks"], columns=list(columns), values=[list(values)]))
    return Figure(id="talks", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(text: str, kind: str, fig: Figure | None = None) -> list[str]:
    return [c.verdict for c in evaluate_text(fig or _fig(), text).claims if c.kind == kind]


def test_two_digit_year_labels_stand_for_their_years_across_the_century():
    assert year_of_key(_YEARS) == {96: 1996, 97: 1997, 98: 1998, 99: 1999, 0: 2000, 1: 2001, 2: 2002, 3: 2003,
                                   4: 2004, 5: 2005}
    assert year_of_key([10, 11, 12]) == {10: 2010, 11: 2011, 12: 2012}
    assert year_of_key([2, 4, 8, 16]) is None  # not consecutive: numbers, not years


def test_an_extreme_placed_on_the_wrong_year_is_caught_and_the_right_one_holds():
    assert _verdicts("### Key Observations\n* The shortest bar is 2000 (Lyon) at ~22.\n", "extremum") == ["supported"]
    assert _verdicts("### Key Observations\n* The shortest bar is 1996 (Oslo) at ~22.\n", "extremum") == ["contradicted"]
    assert _verdicts("* The tallest bar is 2005, at about 84.\n", "extremum") == ["supported"]
    assert _verdicts("* The tallest bar is 05 with 60.\n", "extremum") == ["contradicted"]  # right place, wrong value


def test_a_bar_too_close_to_the_extreme_to_tell_by_eye_is_not_called_misplaced():
    values = [31.0, 58.0, 35.0, 40.0, 22.0, 22.9, 52.0, 61.0, 70.0, 84.0]
    assert _verdicts("* The lowest value is 2001 at ~23.\n", "extremum", _fig(values=values)) == ["supported"]


def test_a_trend_from_a_year_to_the_last_bar_is_judged_in_drawn_order():
    assert _verdicts("* From 2000 to 2005 the number of talks shrinks to about half.\n", "trend") == ["contradicted"]
    assert _verdicts("* Talks grow steadily from 2000 to 2005.\n", "trend") == ["supported"]


def test_no_trend_claim_for_a_window_short_of_the_last_bar_or_both_directions():
    assert _verdicts("* From 1996 to 1999 the count rises.\n", "trend") == []
    assert _verdicts("* From 2000 to 2005 the count first falls and then rises.\n", "trend") == []


def test_plain_numbered_categories_are_named_by_their_labels():
    fig = _fig(columns=[2, 4, 8, 16, 32], values=[10.0, 30.0, 80.0, 45.0, 20.0])
    assert _verdicts("* The tallest bar is 8, at ~80.\n", "extremum", fig) == ["supported"]
    assert _verdicts("* The tallest bar is 16, at ~80.\n", "extremum", fig) == ["contradicted"]
