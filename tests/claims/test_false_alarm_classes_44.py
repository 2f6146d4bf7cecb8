"""False alarms on correct seed-format prose, by class (issue 32, real-prose-own parts own-a..own-h and
real-prose-dev dev): a points table whose header names the axes by their head nouns ("| Nodes | Edges |" for
"Number of nodes" and "Number of edges"); a hedged number read off a drawn plot judged with the same reading
tolerance by every check (a reading on a series at an x, an extreme), its x read off the drawing too; an extreme's
own "≈" beside a trend word hedging the course; "the values fall from A to B", a course and not the values' range; a
stability held over an x window a lead-in names ("**x = 0 to 2:** flat"), not the whole series'; "above"/"below"
as an adverb ("follows Xe from below;"), no pair across it; a range's end written as a mantissa ("5×10⁵"); any number in scientific notation ("3×10²", "2 × 10^-1", "10⁻³"), whose mantissa or power
alone is no value; a multiplier beside an extreme ("16 times lower") is no extreme value. Made-up figures and
sentences."""

from __future__ import annotations

import pytest

import math

from vlmeval.claims.text import numbers_in
from vlmeval.claims.types.value_points import names_axis
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _contradicted(fig: Figure, text: str) -> list[tuple[str, str]]:
    return [(c.kind, c.text) for c in evaluate_text(fig, text).claims if c.verdict == "contradicted"]


def _verdicts(fig: Figure, text: str, kind: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == kind]


def _towns(series: list[str]) -> Figure:
    xs = [120.0, 950.0, 4100.0, 26000.0]
    values = [[40.0, None, 900.0, None], [None, 300.0, None, 5200.0]][:len(series)]
    table = Table(rows=series, columns=xs, values=values, column_label="Number of households")
    panel = Panel(title="main panel", x=Axis(label="Number of households", scale="log", ticks=[100.0, 1000.0, 10000.0]),
                  y=Axis(label="Total shops", scale="log", ticks=[10.0, 100.0, 1000.0, 10000.0]), data=table)
    return Figure(id="towns", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


HEAD_NOUNS = ("**Coastal (red dots):**\n| Households (approx.) | Shops (approx.) |\n|---|---|\n| 130 | 40 |\n"
              "| 4,000 | 900 |\n")


def test_a_header_naming_an_axis_by_its_head_noun_names_that_axis():
    assert names_axis("Households (approx.)", "Number of households", "x")
    assert names_axis("shop", "Total shops", "y")
    assert names_axis("t (days)", "t [days]", "x") and names_axis("y", None, "y")
    assert not names_axis("Number", "Number of households", "x")  # a leading word is no head noun
    assert not names_axis("Cats", "Number of households", "x")


def test_a_points_table_whose_header_names_the_axes_by_head_nouns_is_no_grid_of_cells():
    fig = _towns(["Coastal", "Inland"])  # two series, no cell naming one: nothing to check, nothing invented
    assert _contradicted(fig, "### Detailed Analysis\n" + HEAD_NOUNS) == []


def test_a_points_table_by_head_nouns_on_one_series_is_still_read():
    fig = _towns(["Coastal"])
    assert _verdicts(fig, HEAD_NOUNS, "value") == ["supported", "supported"]
    assert _contradicted(fig, HEAD_NOUNS.replace("| 4,000 | 900 |", "| 4,000 | 2,500 |")) == [("value", "2,500")]


def _well() -> Figure:
    """A steep dip drawn through vertices every 0.7 along r (none at 12), and a slowly rising, near-zero series."""
    xs = [round(0.7 * k, 1) for k in range(29)]
    values = [[round(-100 * math.exp(-((x - 14.0) ** 2) / 2), 2) for x in xs],
              [round(0.006 * math.exp(-0.2 * x), 5) for x in xs]]
    table = Table(rows=["Argon", "Neon"], columns=xs, values=values, column_label="r [Å]")
    panel = Panel(title="main panel", x=Axis(label="r [Å]", scale="linear", ticks=[0.0, 10.0, 20.0], range=(0.0, 20.0)),
                  y=Axis(label="V [K]", scale="linear", ticks=[-100.0, -50.0, 0.0], range=(-110.0, 20.0)), data=table,
                  values_read="geometry")
    return Figure(id="well", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_hedged_reading_on_a_steep_drawn_curve_is_read_within_the_x_reading_tolerance():
    # at r = 12 the line through the vertices is at -14.8; within 2% of the r span it runs from -9 to -22
    assert _contradicted(_well(), "**Argon (green):** it dips to about -20 K at r = 12 Å.") == []


def test_a_reading_far_off_the_curve_or_at_a_precisely_written_x_is_still_wrong():
    assert _contradicted(_well(), "**Argon (green):** it dips to about -40 K at r = 12 Å.") == [("value", "-40 K at r = 12")]
    assert _contradicted(_well(), "**Argon (green):** it dips to about -24 K at r = 12.0 Å.") == [
        ("value", "-24 K at r = 12.0")]  # "12.0" reaches 0.05 either side, where the line is -14 to -16


def test_a_hedged_reading_near_zero_is_as_close_as_the_drawing_resolves():
    # Neon is 0.0009 at r = 9.8: "~0.004" is 2.4% of the 130 K span off, a tenth of itself would be 0.0004
    assert _contradicted(_well(), "**Neon (red):** ~0.004 at r = 9.8 Å.") == []
    assert _contradicted(_well(), "**Neon (red):** ~5 at r = 9.8 Å.") == [("value", "5 at r = 9.8")]


def test_an_extremes_own_hedge_counts_beside_a_trend_word_and_the_drawing_resolves_it():
    # Neon's maximum is 0.006 (at r = 0): "≈ 0.5" is within the drawing's reading of a 130 K span
    assert _contradicted(_well(), "- Neon falls roughly linearly from a maximum of ≈ 0.5.") == []
    assert [k for k, _ in _contradicted(_well(), "- Neon falls roughly linearly from a maximum of ≈ 9.")] == ["extremum"]


def _curves() -> Figure:
    """Two series over x 0..10: Kr flat near 0.42 with a slow drift down, Xe rising from 0.1 to 0.8."""
    xs = [float(x) for x in range(11)]
    values = [[round(0.44 - 0.004 * x, 3) for x in xs], [round(0.1 + 0.07 * x, 3) for x in xs]]
    table = Table(rows=["Kr", "Xe"], columns=xs, values=values, column_label="R")
    panel = Panel(title="main panel", x=Axis(label="R", scale="linear", ticks=[0.0, 5.0, 10.0], range=(0.0, 10.0)),
                  y=Axis(label="Filling", scale="linear", ticks=[0.0, 0.5, 1.0], range=(0.0, 1.0)), data=table,
                  values_read="geometry")
    return Figure(id="curves", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_values_falling_from_one_value_to_another_state_a_course_not_their_range():
    # the panel's values run 0.1-0.8: a range claim "0.44 to 0.40" would be wrong, the course is Kr's
    assert _contradicted(_curves(), "- The values fall from ~0.44 to about 0.40 over the window.") == []
    assert _verdicts(_curves(), "- The values fall from ~0.44 to about 0.40 over the window.", "range") == []


def test_values_ranging_from_one_value_to_another_are_still_a_range():
    assert [k for k, _ in _contradicted(_curves(), "- The values range from 0.3 to 0.6.")] == ["range"]


def test_a_stability_over_an_x_window_a_lead_in_names_is_not_the_whole_series():
    fig = _curves()
    assert _contradicted(fig, "- **R = 0 to 1:** the curves are flat there, near their starting values.") == []


def test_a_stability_of_the_whole_panel_naming_no_series_is_still_judged():
    assert [k for k, _ in _contradicted(_curves(), "* Both curves stay flat across the whole range of R.")] == ["trend"]


def test_below_as_an_adverb_at_the_end_of_its_clause_pairs_no_series_across_it():
    text = "* Kr follows Xe closely from below; Kr starts highest at ~0.44 and ends near 0.40."
    assert [k for k, _ in _contradicted(_curves(), text)] == []


def test_a_series_below_another_is_still_compared():
    assert [k for k, _ in _contradicted(_curves(), "* Xe stays below Kr.")] == ["comparison"]


def _sizes() -> Figure:
    table = Table(rows=["solver"], columns=[64.0, 512.0, 4096.0, 32768.0, 262144.0], values=[[0.001, 0.004, 0.03, 0.2, 1.7]])
    panel = Panel(title="main panel", x=Axis(label="Number of points", scale="log", ticks=[100.0, 1e4], range=(50.0, 5e5)),
                  y=Axis(label="Time [s]", scale="log", ticks=[0.001, 0.1, 10.0], range=(5e-4, 10.0)), data=table)
    return Figure(id="sizes", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_range_end_in_scientific_notation_is_not_its_mantissa():
    text = '* **X-axis:** "Number of points", logarithmic, from about 50 to about 5×10⁵.'
    assert _contradicted(_sizes(), text) == []
    assert [k for k, _ in _contradicted(_sizes(), '* **X-axis:** "Number of points", from 200 to 900.')] == ["range"]


def test_scientific_notation_is_one_number_never_its_mantissa_or_its_power():
    text = "8×10⁴ edges, 3.2 × 10⁵, 2 x 10^5, 10^-3, 10⁻³ and 7 × 10^−2 s; a 2 × 10 grid of 45%"
    read = [(text[n.start:n.end], n.value) for n in numbers_in(text)]
    assert read == [("8×10⁴", 8e4), ("3.2 × 10⁵", 3.2e5), ("2 x 10^5", 2e5), ("10^-3", 1e-3), ("10⁻³", 1e-3),
                    ("7 × 10^−2", pytest.approx(0.07)), ("2", 2.0), ("10", 10.0), ("45%", 45.0)]


def _timings() -> Figure:
    table = Table(rows=["solver", "naive"], columns=[64.0, 512.0, 4096.0, 32768.0],
                  values=[[0.001, 0.004, 0.03, 0.2], [0.002, 0.1, 6.0, 300.0]])
    panel = Panel(title="main panel", x=Axis(label="Number of points", scale="log", ticks=[100.0, 1e4], range=(50.0, 5e4)),
                  y=Axis(label="Time [s]", scale="log", ticks=[0.001, 0.1, 10.0], range=(5e-4, 1000.0)), data=table,
                  values_read="geometry")
    return Figure(id="timings", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_table_cell_or_an_extreme_in_scientific_notation_is_not_judged_as_its_mantissa():
    table = "| N | solver | naive |\n|---|---|---|\n| 4096 | 3×10⁻² | 6 |\n| 32768 | 2 × 10^-1 | 3×10² |\n"
    assert _contradicted(_timings(), table) == []
    assert _contradicted(_timings(), "- The naive curve peaks at about 3×10² s.") == []


def test_a_plain_number_beside_scientific_notation_is_still_judged():
    table = "| N | solver | naive |\n|---|---|---|\n| 4096 | 3×10⁻² | 60 |\n"
    assert _contradicted(_timings(), table) == [("value", "60")]


def test_a_multiplier_beside_an_extreme_is_not_its_value():
    assert _contradicted(_timings(), "* The solver reaches the lowest time, ~1 ms, roughly 2 times lower than naive.") == []
    assert _contradicted(_timings(), "* The solver reaches the lowest time, roughly 2 times lower than naive.") == []


def test_an_extreme_value_beside_a_multiplier_is_still_judged():
    assert [k for k, _ in _contradicted(_timings(), "* The naive curve reaches the highest time, 30 s, 5 times the solver's.")] == [
        "extremum"]
