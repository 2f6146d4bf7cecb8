"""False alarms on correct seed-format prose, by class (issue 32, real-prose-own part own-a): a value inside a
numeric-interval category names that category; words that say where values lie are no trend; a tick span is about
the ticks; an inset is no panel and "about 50 markers" no tick count; look-alike symbols in labels; a reading at a
numeric x near a sample; a value read off a drawn plot within its resolution. Made-up figures and sentences."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Colorbar, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

BINS = ["10–20", "20–30", "30–40", "40–50"]


def _histogram() -> Figure:
    table = Table(rows=["bars"], columns=BINS, values=[[4.0, 9.0, 13.0, 6.0]], decimals=0)
    panel = Panel(title="main panel", x=Axis(label="Age", scale="categorical", ticks=BINS),
                  y=Axis(label="Count", scale="linear", ticks=[0.0, 5.0, 10.0]), data=table)
    return Figure(id="ages", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _contradicted(fig: Figure, text: str) -> list[tuple[str, str]]:
    return [(c.kind, c.text) for c in evaluate_text(fig, text).claims if c.verdict == "contradicted"]


def test_a_bin_centre_or_a_value_inside_a_bin_names_that_bin():
    assert _contradicted(_histogram(), "Counts by bin centre:\n- 15: 4\n- 25: 9\n- 34.5: 13\n- 45: 6\n") == []
    assert _contradicted(_histogram(), "Counts by bin:\n- ~15: 4\n- 20: 9\n") == []  # an edge names a bin too
    assert _contradicted(_histogram(), "Counts by bin centre:\n- 15: 4\n- 75: 9\n") == [("ticks", "75")]


def test_a_bin_named_by_its_centre_is_checked_against_that_bin():
    assert _contradicted(_histogram(), "Counts by bin centre:\n- 15: 4\n- 25: 12\n- 35: 13\n") == [("value", "25: 12")]


def test_where_values_lie_is_not_a_direction_of_the_series():
    fig = _histogram()  # counts rise overall (Kendall tau +0.33)
    assert _contradicted(fig, "The chart counts how many people fall into each age bin.") == []
    assert _contradicted(fig, "Nearly all ages fall within the plotted bins.") == []
    assert _contradicted(fig, "The red marker falls at the right edge of the tallest bar.") == []
    assert _contradicted(fig, "After the tallest bar there is a small dip.") == []
    assert _contradicted(fig, "The counts fall across the bins.") == [("trend", "fall")]
    assert _contradicted(fig, "The counts dip across the bins.") == [("trend", "dip")]


def test_a_dip_over_a_stated_window_is_still_that_windows_fall():
    fig = _histogram()
    claims = evaluate_text(fig, "There is a small dip between 30–40 and 40–50.").claims
    assert [(c.kind, c.verdict) for c in claims] == [("trend", "supported")]


def _drawn_past_ticks() -> Figure:
    fig = _histogram()
    panel = fig.panels[0].model_copy(update={"y": Axis(label="Count", scale="linear", ticks=[0.0, 5.0, 10.0, 15.0],
                                                       range=(-0.7, 16.4))})
    return fig.model_copy(update={"panels": [panel]})


def test_a_tick_span_is_about_the_ticks_not_the_drawn_axis():
    fig = _drawn_past_ticks()
    assert _contradicted(fig, '- **Y-axis:** "Count", ticks from 0 to 15 in steps of 5.') == []
    assert _contradicted(fig, '- **Y-axis:** "Count", ticks every 5 from 0 to 15.') == []
    assert _contradicted(fig, '- **Y-axis:** "Count", with tick labels from 0 to 15.') == []
    assert [k for k, _ in _contradicted(fig, '- **Y-axis:** "Count", ticks from 0 to 20 in steps of 5.')] == ["ticks"]
    assert [k for k, _ in _contradicted(fig, '- **Y-axis:** "Count", ticks every 3 from 0 to 15.')] == ["ticks"]
    assert [k for k, _ in _contradicted(fig, '- **Y-axis:** "Count", running from 0 to 40.')] == ["range"]


def _stacked_with_inset() -> Figure:
    def panel(title: str, row: int, col: int) -> Panel:
        table = Table(rows=["circles"], columns=[1.0, 2.0, 3.0], values=[[0.2, 0.5, 0.9]])
        return Panel(title=title, x=Axis(label="t", scale="linear", ticks=[1.0, 2.0, 3.0]),
                     y=Axis(label="v", scale="linear", ticks=[0.0, 0.5, 1.0]), data=table, position=(row, col))
    panels = [panel("(a)", 0, 0), panel("(b)", 1, 0), panel("(c)", 2, 0), panel("inset of panel 2", 1, 1)]
    return Figure(id="stack", kind="scatter", layout=Layout(rows=3, cols=2), panels=panels)


def test_an_inset_is_not_counted_among_the_stacked_panels():
    fig = _stacked_with_inset()
    assert _contradicted(fig, "The figure has three vertically stacked panels.") == []
    assert _contradicted(fig, "The figure has four panels.") == []  # with the inset
    assert [k for k, _ in _contradicted(fig, "The figure has two vertically stacked panels.")] == ["count"]


def _shaded_scatter() -> Figure:
    table = Table(rows=["dots"], columns=[1.0, 2.0, 3.0], values=[[0.2, 0.5, 0.9]])
    panel = Panel(title="main panel", x=Axis(label="t", scale="linear", ticks=[1.0, 2.0, 3.0]),
                  y=Axis(label="v", scale="linear", ticks=[0.0, 0.5, 1.0]), data=table,
                  colorbar=Colorbar(label="density", ticks=[0.0, 1.0, 2.0, 3.0]))
    return Figure(id="shaded", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def test_about_n_data_markers_is_no_count_of_ticks():
    fig = _shaded_scatter()
    assert _contradicted(fig, "About 40 small circular markers are shaded according to the colorbar.") == []
    assert _contradicted(fig, "Roughly 40 markers are shaded according to the colorbar.") == []
    assert [k for k, _ in _contradicted(fig, "The colorbar has 7 tick markers.")] == ["count"]


def _labelled(x_label: str) -> Figure:
    table = Table(rows=["stars"], columns=[1.0, 2.0, 3.0], values=[[0.2, 0.5, 0.9]])
    panel = Panel(title="main panel", x=Axis(label=x_label, scale="linear", ticks=[1.0, 2.0, 3.0]),
                  y=Axis(label="Rate", scale="linear", ticks=[0.0, 0.5, 1.0]), data=table)
    return Figure(id="stars", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_symbol_written_with_a_look_alike_character_is_the_same_label():
    assert _contradicted(_labelled("Radius [R⊙]"), '* **X-axis:** "Radius [R☉]", ticks at 1, 2, 3.') == []
    assert _contradicted(_labelled("Field strength (μT)"), '* **X-axis:** "Field strength (µT)", ticks at 1, 2, 3.') == []
    assert _contradicted(_labelled("Radius [R⊙]"), '* **X-axis:** "Radius [R⊕]", ticks at 1, 2, 3.') == \
        [("label", "Radius [R⊕]")]


def _sampled() -> Figure:
    table = Table(rows=["gas", "liquid"], columns=[-0.5, 0.0, 0.48, 0.9], values=[[0.31, 0.02, 0.12, 0.44],
                                                                                  [0.29, 0.03, 0.13, 0.41]])
    panel = Panel(title="main panel", x=Axis(label="Coupling g", scale="linear", ticks=[-0.5, 0.0, 0.5, 1.0],
                                             range=(-0.6, 1.0)),
                  y=Axis(label="Entropy", scale="linear", ticks=[0.0, 0.25, 0.5]), data=table)
    return Figure(id="sampled", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_reading_at_a_numeric_x_near_a_sample_is_that_samples():
    table = "| g | gas | liquid |\n|---|---|---|\n| -0.5 | 0.31 | 0.29 |\n| 0.5 | 0.12 | 0.13 |\n"
    assert _contradicted(_sampled(), table) == []
    wrong = "| g | gas | liquid |\n|---|---|---|\n| -0.5 | 0.31 | 0.29 |\n| 0.5 | 0.12 | 0.31 |\n"
    assert [k for k, _ in _contradicted(_sampled(), wrong)] == ["value"]
    far = "| g | gas | liquid |\n|---|---|---|\n| -0.5 | 0.31 | 0.29 |\n| 0.7 | 0.12 | 0.13 |\n"
    assert [k for k, _ in _contradicted(_sampled(), far)] == ["value", "value"]  # no sample near 0.7


def _drawn(values_read: str) -> Figure:
    table = Table(rows=["up", "down"], columns=[-0.25, 0.25], values=[[0.00851, 0.00824], [0.00930, 0.00828]])
    panel = Panel(title="main panel", x=Axis(label="Coupling g", scale="linear", ticks=[-0.25, 0.0, 0.25], range=(-0.3, 0.3)),
                  y=Axis(label="Density", scale="linear", ticks=[0.0, 0.025, 0.05], range=(-0.003, 0.056)),
                  data=table, values_read=values_read)
    return Figure(id="drawn", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_value_read_off_a_drawn_plot_within_its_resolution_is_right_not_misplaced():
    table = "| g | up | down |\n|---|---|---|\n| -0.25 | ~0.0085 | ~0.0093 |\n| 0.25 | ~0.0085 | ~0.0085 |\n"
    assert _contradicted(_drawn("geometry"), table) == []
    misread = "| g | up | down |\n|---|---|---|\n| -0.25 | ~0.0085 | ~0.0093 |\n| 0.25 | ~0.0085 | ~0.0105 |\n"
    assert [k for k, _ in _contradicted(_drawn("geometry"), misread)] == ["value"]  # 27% off: 2% of the axis span
    assert [k for k, _ in _contradicted(_drawn("given"), table)] == ["value", "value"]  # data given: to its digits
