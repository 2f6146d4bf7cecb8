"""False alarms on correct seed-format prose, by class (issue 32, real-prose-own parts own-e and own-f, dev this
round): a hedged ("~") reading in a table of values read off a drawn plot, judged to the digits it is written with
instead of to how closely a drawing can be read; list items under a lead-in naming a part the record leaves unread;
a table header naming a series whose name holds a number; infinity as a limit ("t → ∞"); a range or peak along a
histogram's bins; a trend with an alternative course, or a level reached after a first phase; a count of the panels
named by their letters; a parameter's value written without its name; vertical lines the record leaves unread.
Made-up figures and sentences."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text


def _contradicted(fig: Figure, text: str) -> list[tuple[str, str]]:
    return [(c.kind, c.text) for c in evaluate_text(fig, text).claims if c.verdict == "contradicted"]


def _verdicts(fig: Figure, text: str, kind: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == kind]


def _drawn_lines(scale: str = "linear", read: str | None = "geometry") -> Figure:
    """Two series read off a drawing (no value printed); linear y from -2 to 4, or log y from 0.01 to 10000."""
    xs = [0.0, 0.5, 1.0, 1.5, 2.0]
    if scale == "linear":
        values = [[1.0, 1.83, 2.41, 2.96, 3.52], [1.0, -0.38, -1.17, -1.43, -1.52]]
        y = Axis(label="Gain g/g0", scale="linear", ticks=[-2.0, 0.0, 2.0, 4.0], range=(-2.2, 4.2))
    else:
        values = [[3.07, 41.6, 187.3, 733.0, 2391.0], [0.046, 0.38, 2.27, 8.64, 31.7]]
        y = Axis(label="Time (s)", scale="log", ticks=[0.01, 1.0, 100.0, 10000.0], range=(0.01, 10000.0))
    table = Table(rows=["Alpha", "Beta"], columns=xs, values=values, column_label="Load")
    panel = Panel(title="main panel", x=Axis(label="Load", scale="linear", ticks=[0.0, 1.0, 2.0], range=(-0.1, 2.1)),
                  y=y, data=table, values_read=read)
    return Figure(id="loads", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


LINEAR_TABLE = ("| Load | Alpha (red) | Beta (blue) |\n|---|---|---|\n| 0.0 | 1.0 | 1.0 |\n| 0.5 | ~1.9 | ~-0.45 |\n"
                "| 1.0 | ~2.35 | ~-1.1 |\n| 1.5 | ~3.05 | ~-1.5 |\n| 2.0 | ~3.45 | ~-1.6 |\n")
LOG_TABLE = ("| Load | Alpha | Beta |\n|---|---|---|\n| 0.0 | ~3 | ~0.05 |\n| 0.5 | ~40 | ~0.4 |\n| 1.0 | ~180 | ~2.2 |\n"
             "| 1.5 | ~700 | ~9 |\n| 2.0 | ~2500 | ~30 |\n")


def test_a_hedged_table_reading_off_a_drawn_linear_axis_is_right_within_the_reading_tolerance():
    # each "~" cell is within 2.5% of the drawn span (6.4) of the drawn value, though not to its written digits
    assert _contradicted(_drawn_lines(), LINEAR_TABLE) == []
    assert _verdicts(_drawn_lines(), LINEAR_TABLE, "value") == ["supported"] * 10


def test_a_hedged_table_reading_off_a_drawn_log_axis_is_right_within_a_tenth_of_itself():
    assert _contradicted(_drawn_lines("log"), LOG_TABLE) == []


def test_a_hedged_reading_misread_by_a_fifth_is_still_wrong():
    wrong = LINEAR_TABLE.replace("| 1.0 | ~2.35 |", "| 1.0 | ~2.95 |")
    assert _contradicted(_drawn_lines(), wrong) == [("value", "2.95")]
    wrong_log = LOG_TABLE.replace("~180", "~230").replace("~9 ", "~7 ")
    assert _contradicted(_drawn_lines("log"), wrong_log) == [("value", "230"), ("value", "7")]


def test_an_unhedged_cell_or_printed_values_keep_the_written_precision():
    plain = LINEAR_TABLE.replace("~2.35", "2.35")
    assert _contradicted(_drawn_lines(), plain) == [("value", "2.35")]
    assert ("value", "2.35") in _contradicted(_drawn_lines(read=None), LINEAR_TABLE)  # values given as data


def _bars_under_a_curve() -> Figure:
    """A histogram of bins 1 wide from 0 to 12 whose density curve drawn over the bars the record leaves unread."""
    edges = list(range(0, 13))
    bins = [f"{a}–{b}" for a, b in zip(edges, edges[1:])]
    heights = [0.0, 0.02, 0.08, 0.0, 0.16, 0.30, 0.12, 0.0, 0.04, 0.20, 0.06, 0.0]
    table = Table(rows=["grey bars"], columns=bins, values=[heights], column_label="Mass (kg)")
    panel = Panel(title="main panel", x=Axis(label="Mass (kg)", scale="linear", ticks=[0.0, 4.0, 8.0, 12.0], range=(-0.5, 12.5)),
                  y=Axis(label="Density", scale="linear", ticks=[0.0, 0.1, 0.2, 0.3], range=(0.0, 0.32)), data=table,
                  values_read="geometry", unread=[UnreadPart(kind="kde", note="1 curve over the bars not read")])
    return Figure(id="masses", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


CURVE_READINGS = ("### Detailed Analysis\nSmooth orange curve, read at:\n- x = 2.5: local peak ~0.06\n- x = 3.5: ~0.03\n"
                  "- x = 5.5: main peak ~0.22\n- x = 7.5: trough ~0.02\n- x = 9.5: secondary peak ~0.15\n")


def test_bullets_under_a_lead_in_naming_an_unread_curve_are_about_that_curve():
    # read against the bars these would be wrong (the bars: 0.08, 0.0, 0.30, 0.0, 0.20); the curve is not recorded
    assert _contradicted(_bars_under_a_curve(), CURVE_READINGS) == []


def test_bullets_under_a_lead_in_naming_the_bars_are_still_judged():
    bars = CURVE_READINGS.replace("Smooth orange curve, read at:", "Bar heights:")
    assert ("value", "3.5: ~0.03") in _contradicted(_bars_under_a_curve(), bars)
    assert _contradicted(_bars_under_a_curve(), CURVE_READINGS.replace("read at:", "read at:\n\nBars:")) != []


def _series_named_by_a_parameter() -> Figure:
    """Curves named "k = 2.0", "k = 8.0" (a parameter's value) over a numeric x axis "d" from 0 to 4."""
    table = Table(rows=["k = 0.5", "k = 2.0", "k = 8.0"], columns=[0.0, 1.0, 2.0, 3.0, 4.0],
                  values=[[1.0, 0.62, 0.41, 0.33, 0.30], [1.0, -0.21, 0.08, -0.04, 0.02], [1.0, -0.88, 0.71, -0.52, 0.44]],
                  column_label="d")
    panel = Panel(title="main panel", x=Axis(label="d", scale="linear", ticks=[0.0, 2.0, 4.0], range=(0.0, 4.0)),
                  y=Axis(label="C(d)", scale="linear", ticks=[-1.0, 0.0, 1.0], range=(-1.1, 1.1)), data=table,
                  values_read="geometry")
    return Figure(id="decay", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


NAMED_COLUMNS = "| d | k = 2.0 | k = 8.0 |\n|---|---|---|\n| 1 | ~-0.2 | ~-0.9 |\n| 2 | ~0.1 | ~0.7 |\n| 3 | ~-0.05 | ~-0.5 |\n"


def test_a_header_naming_a_series_whose_name_holds_a_number_is_that_series():
    assert _contradicted(_series_named_by_a_parameter(), NAMED_COLUMNS) == []
    assert _verdicts(_series_named_by_a_parameter(), NAMED_COLUMNS, "value") == ["supported"] * 6
    wrong = NAMED_COLUMNS.replace("~0.7", "~0.2")
    assert _contradicted(_series_named_by_a_parameter(), wrong) == [("value", "0.2")]


LIMITS = ("- Alpha shows the saturated correlation C(τ → ∞)/L.\n"
          "- Both curves approach one value as L → ∞, and the gap closes as 1/L -> ∞.\n"
          "- In the limit where τ tends to infinity the two fits agree.\n")


def test_an_arrow_to_infinity_is_a_limit_not_a_value():
    assert _contradicted(_drawn_lines(), LIMITS) == []
    assert _verdicts(_drawn_lines(), LIMITS, "non_finite") == []


def test_infinity_stated_as_a_value_is_still_wrong():
    assert _contradicted(_drawn_lines(), "- The value of Alpha at load 2.0 is ∞.") == [("non_finite", "∞")]


def _histogram() -> Figure:
    fig = _bars_under_a_curve()
    panel = fig.panels[0].model_copy(update={"unread": None})
    return fig.model_copy(update={"panels": [panel]})


BINNED = ("### Overview\nThe masses are given in kg and the data range from about -0.4 to 12.4.\n"
          "Most samples weigh between 4 and 7 kg.\n"
          "The distribution is bimodal, with its main peak near 5.5 and a second one near 9.5.\n")


def test_a_range_or_peak_on_a_histograms_binned_axis_is_not_judged_against_the_bar_heights():
    assert _contradicted(_histogram(), BINNED) == []


def test_a_range_of_the_bar_heights_is_still_judged():
    text = "The bar heights (density) range from 0.1 to 0.9."
    assert {k for k, _ in _contradicted(_histogram(), text)} == {"range"}
    assert _contradicted(_histogram(), "The data range from about -2 to 12.4.") != []  # past the bins' span


def _two_panels() -> Figure:
    """Panels (a) and (b) over strain 0..0.3: in each a red series that rises (a) or holds high and sags (b), and a
    blue series that falls fast and then levels off near -1."""
    xs = [0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]
    a = Table(rows=["p1", "p2"], columns=xs, values=[[1.0, 1.2, 1.45, 1.7, 2.0, 2.3, 2.6], [1.0, 0.4, -0.3, -0.8, -0.98, -1.0, -0.99]])
    b = Table(rows=["q1", "q2"], columns=xs, values=[[1.0, 1.05, 1.07, 1.04, 0.98, 0.9, 0.8], [1.0, 0.8, 0.6, 0.4, 0.3, 0.2, 0.1]])
    x = Axis(label="Strain", scale="linear", ticks=[0.0, 0.1, 0.2, 0.3], range=(0.0, 0.3))
    panels = [Panel(title=t, x=x, y=Axis(label="Ratio", scale="linear", ticks=[-1.0, 0.0, 1.0, 2.0], range=(-1.2, 2.8)),
                    data=d, values_read="geometry") for t, d in (("(a)", a), ("(b)", b))]
    return Figure(id="strained", kind="line", layout=Layout(rows=1, cols=2), panels=panels)


def test_a_trend_given_with_an_alternative_is_not_judged_as_one_direction():
    text = "In both panels the red series rises or stays high with strain, and the blue one falls."
    assert [k for k, _ in _contradicted(_two_panels(), text)] == []


def test_a_level_reached_after_a_fall_is_a_phase_not_the_whole_course():
    text = "### Detailed Analysis\n**Panel (a)**\n- p2 drops steeply at first, crossing zero near strain = 0.08, and flattens to a plateau close to -1 beyond strain ≈ 0.2.\n"
    assert _verdicts(_two_panels(), text, "trend").count("contradicted") == 0
    flat = "### Detailed Analysis\n**Panel (a)**\n- p1 stays flat across the whole strain range.\n"
    assert _verdicts(_two_panels(), flat, "trend") == ["contradicted"]


def _four_panels() -> Figure:
    fig = _two_panels()
    more = [p.model_copy(update={"title": t}) for p, t in zip(fig.panels, ("(c)", "(d)"))]
    return fig.model_copy(update={"panels": fig.panels + more, "layout": Layout(rows=2, cols=2)})


def test_a_count_of_the_panels_named_by_their_letters_is_no_count_of_the_figures():
    for text in ("* All three panels (a)–(c) change fastest near strain 0.1.", "* The two panels a and c share the y axis."):
        assert _contradicted(_four_panels(), text) == []
    assert _contradicted(_four_panels(), "* The figure has three panels.") == [("count", "three panels")]


def _panels_by_parameter() -> Figure:
    fig = _two_panels()
    panels = [p.model_copy(update={"title": t}) for p, t in zip(fig.panels, ("V = 0.35J", "V = 0.765J"))]
    return fig.model_copy(update={"panels": panels})


def test_a_parameter_value_without_its_name_is_that_panel_not_a_misread_name():
    text = "Each panel is for one interaction V: 0.35J and 0.765J."
    assert _contradicted(_panels_by_parameter(), text) == []


def _bars_with_marked_values() -> Figure:
    """Bars falling from left to right, with two vertical lines drawn over them that the record leaves unread."""
    fig = _bars_under_a_curve()
    marks = [UnreadPart(kind="reference_line", note=f"vertical line at x = {x} not read") for x in (3.1, 7.4)]
    falling = fig.panels[0].data.model_copy(update={"values": [[0.30 - 0.024 * i for i in range(12)]]})
    return fig.model_copy(update={"panels": [fig.panels[0].model_copy(update={"unread": marks, "data": falling})]})


def test_a_sentence_about_vertical_lines_the_record_leaves_unread_is_not_judged_on_the_bars():
    text = "Two vertical red lines of increasing thickness mark the masses 3.1 and 7.4."
    assert _contradicted(_bars_with_marked_values(), text) == []
    assert _contradicted(_bars_with_marked_values(), "The bars rise steadily from left to right.") != []
