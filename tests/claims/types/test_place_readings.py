"""The general reader of a number at a place (claims.types.place_readings): a value a clause states, the x the
clause places it at, the series the clause (or the clauses before it, or the scope) names; judged as an x-y reading.
Each form is read right, read wrong by a fifth and contradicted, and its unclear neighbours are left alone."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

_US = [0.0, 2.0, 4.0, 6.0, 8.0]


def _fig(y_label: str = "gap [meV]") -> Figure:
    table = Table(rows=["alpha", "beta"], columns=_US,
                  values=[[1.0, 1.5, 2.0, 3.0, 4.0], [5.0, 4.5, 4.0, 3.5, 3.0]],
                  styles=[SeriesStyle(color="blue", marker="circle"), SeriesStyle(color="red", marker="square")])
    panel = Panel(title="main", x=Axis(label="coupling U", range=(0.0, 8.0)), y=Axis(label=y_label, range=(0.0, 6.0)),
                  data=table)
    return Figure(id="couplings", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _values(text: str, fig: Figure | None = None) -> list[tuple[str, str]]:
    """(verdict, the words read) of every value claim of ``text`` under a Detailed Analysis heading."""
    full = "### Detailed Analysis\n" + text
    return [(c.verdict, full[c.start:c.end]) for c in evaluate_text(fig or _fig(), full).claims if c.kind == "value"]


def _verdicts(text: str, fig: Figure | None = None) -> list[str]:
    return [v for v, _ in _values(text, fig)]


def test_a_place_said_before_the_value_places_it():
    assert _verdicts("At U = 4 the blue curve is near 2.0.\n") == ["supported"]
    assert _verdicts("At U = 4 the blue curve is near 2.4.\n") == ["contradicted"]


def test_a_word_before_a_hedge_sign_is_no_symbol_given_a_number():
    # "at ≈ 2.0" is the hedged value, not a symbol "at" given 2.0
    assert _verdicts("At U = 4 the blue curve sits at ≈ 2.0, just under its end.\n") == ["supported"]
    assert _verdicts("At U = 4 the blue curve sits at ≈ 2.4, just under its end.\n") == ["contradicted"]


def test_a_value_and_a_named_place_after_it_in_a_clause_of_a_longer_sentence():
    assert _verdicts("Beta falls steadily, reaching ~3.5 at U = 6, but alpha keeps rising.\n") == ["supported"]
    assert _verdicts("Beta falls steadily, reaching ~4.2 at U = 6, but alpha keeps rising.\n") == ["contradicted"]


def test_a_bullet_led_by_its_x_in_bold_places_the_values_of_its_clauses():
    lead = "The alpha series, point by point:\n"
    assert _verdicts(lead + "- **U ≈ 6:** ~3.0, with a shallow shoulder before it.\n") == ["supported"]
    assert _verdicts(lead + "- **U ≈ 6:** ~3.6, with a shallow shoulder before it.\n") == ["contradicted"]


def test_two_series_in_parallel_clauses_share_the_place_said_once():
    assert _verdicts("Alpha starts at ~1.0 and beta at ~5.0 at U = 0.\n") == ["supported", "supported"]
    assert _verdicts("Alpha starts at ~1.2 and beta at ~5.0 at U = 0.\n") == ["contradicted", "supported"]


def test_a_run_of_clauses_led_by_series_names_shares_the_first_place():
    assert _verdicts("* Alpha: ~2.0 at U = 4; beta: ~4.0.\n") == ["supported", "supported"]
    assert _verdicts("* Alpha: ~2.0 at U = 4; beta: ~4.8.\n") == ["supported", "contradicted"]


def test_a_where_clause_reads_at_the_place_of_the_clause_before():
    assert _verdicts("The curves are furthest apart at U = 8, where alpha reads ~4.0.\n") == ["supported"]
    assert _verdicts("The curves are furthest apart at U = 8, where alpha reads ~4.8.\n") == ["contradicted"]


def test_the_series_carries_over_to_a_clause_that_names_none():
    text = "The red squares are the upper branch, at about {} at U = 2, while the blue circles stay below.\n"
    assert _verdicts(text.format("4.5")) == ["supported"]
    assert _verdicts(text.format("3.6")) == ["contradicted"]


def test_a_place_said_in_another_clause_is_not_borrowed():
    # "starts at ~5.0" is not read at U = 8, where it ends: only at the series' start (claims.types.course_ends)
    full = "### Detailed Analysis\nBeta starts at ~5.0 and ends at ~3.0 near U = 8.\n"
    read = [(full[c.start:c.end], c.column, c.verdict) for c in evaluate_text(_fig(), full).claims if c.kind == "value"]
    assert sorted(read) == [("3.0 near U = 8", 8.0, "supported"), ("5.0", 0.0, "supported")]


def test_unclear_places_and_quantities_give_no_reading():
    assert _verdicts("Alpha stays between 1.5 and 2.0 at U = 2.\n") == []  # a span, not a value
    assert _verdicts("At U = 2, 4 and 6 alpha is about 1.5, 2.0 and 3.0.\n") == []  # which value is where
    assert _verdicts("For T = 5 alpha is ~2.0.\n") == []  # a parameter, not the x axis
    assert _verdicts("Alpha is ~2.0 at T = 5, and beta is higher.\n") == []  # the axis' symbol is U
    assert _verdicts("Alpha stays near 2.0 for U = 4–6.\n") == []  # an interval of x
    assert _verdicts("At U = 4 the gap between the two curves is ~2.0.\n") == []  # a difference
    assert _verdicts("At U = 4 alpha and beta read ~2.0.\n") == []  # two series in one clause
    assert _verdicts("Alpha, beta start near 1.0 at U = 0.\n") == []  # a list of series as the subject
    assert _verdicts("At U = 4 alpha is ~2000 μeV.\n") == []  # a unit the axis is not in


def test_a_y_axis_printed_with_a_multiplier_gives_no_reading():
    assert _verdicts("At U = 4 the blue curve is near 2.0.\n", _fig("gap (×10³)")) == []


def test_a_sentence_telling_an_axis_extent_gives_no_reading():
    """ "the x-axis shows the years from 2010 to around 2019": the years are the axis' extent, not a value at 2019."""
    fig = Figure(id="years", kind="line", layout=Layout(rows=1, cols=1),
                 panels=[Panel(title="main", x=Axis(label="Year"), y=Axis(label="Share of GDP"),
                               data=Table(rows=["share"], columns=[2010.0, 2013.0, 2016.0, 2019.0],
                                          values=[[0.30, 0.32, 0.35, 0.37]]))])
    text = "The y-axis gives the share, ranging from 0.0 to 0.5, while the x-axis covers the years from 2010 to around 2019."
    assert [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "value" and c.stated == 2010.0] == []


def test_a_later_sentence_of_a_bullet_reads_the_series_its_bold_lead_in_names():
    # "It ... ~4.0 at U = 6": the sentence names no series; the bullet's bold lead-in does, not the line above it
    text = "Readings of both series:\n\n- **Beta (red):** the upper curve. It sinks slowly, to ~{} at U = 6.\n"
    assert _verdicts(text.format("3.5")) == ["supported"]
    assert _verdicts(text.format("4.4")) == ["contradicted"]
    # a paragraph led by a bold series name, its second sentence
    para = "**Alpha (blue).** The lowest curve. The line climbs, passing ~{} at U = 4.\n"
    assert _verdicts(para.format("2.0")) == ["supported"]
    assert _verdicts(para.format("2.6")) == ["contradicted"]


def test_a_bold_lead_in_that_names_no_series_leaves_the_later_sentence_unread():
    # "**Overall.**" names neither series: "~3.5 at U = 6" is of no known series
    assert _verdicts("**Overall.** Both curves are smooth. It sits at ~3.5 at U = 6.\n") == []


def _three() -> Figure:
    table = Table(rows=["alpha", "beta", "gamma"], columns=_US,
                  values=[[1.0, 1.5, 2.0, 3.0, 4.0], [1.0, 1.5, 2.1, 3.1, 4.1], [5.0, 4.5, 4.0, 3.5, 3.0]],
                  styles=[SeriesStyle(color="blue"), SeriesStyle(color="red"), SeriesStyle(color="green")])
    panel = Panel(title="main", x=Axis(label="coupling U", range=(0.0, 8.0)), y=Axis(label="gap", range=(0.0, 6.0)),
                  data=table)
    return Figure(id="three-couplings", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_reading_given_to_a_list_of_series_is_judged_on_each():
    # "Alpha and beta: ~2.0 at U = 4": one reading the words give both (a name-led clause, or "together")
    assert _verdicts("* Alpha and beta: ~2.0 at U = 4, ~3.0 at U = 6.\n", _three()) == ["supported"] * 4
    assert _verdicts("* Alpha and gamma: ~2.0 at U = 4.\n", _three()) == ["supported", "contradicted"]
    assert _verdicts("Alpha, beta and gamma start together at ~1.0 at U = 0.\n", _three()) == \
        ["supported", "supported", "contradicted"]


def test_a_list_of_series_with_a_verb_alone_gives_no_reading():
    # "Alpha and gamma fall to ~3.0 at U = 6" may sum up two values roughly: which is meant is not said
    assert _verdicts("Alpha and gamma rise to ~3.2 at U = 6.\n", _three()) == []
