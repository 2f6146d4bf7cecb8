"""Readings at a numeric x in the bullets of a line or scatter description ("* x = 10: ~0.45"), under the series
scope the line above sets, judged against the series at that x (claims.types.xy_reading, xy_reading_check)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text


def _curves(styles: bool = False, points: bool = False) -> Figure:
    xs = [0.0, 5.0, 10.0, 20.0, 40.0, 100.0]
    table = Table(rows=["sum", "product"], columns=xs,
                  values=[[0.1, 0.3, 0.45, 0.6, 0.7, 0.75], [2.0, 1.8, 1.5, 1.0, 0.6, 0.2]],
                  styles=[SeriesStyle(color="blue", marker="circle"), SeriesStyle(color="orange", marker="square")]
                  if styles else None,
                  points=[[(x, v) for x, v in zip(xs, row)] for row in ([0.1, 0.3, 0.45, 0.6, 0.7, 0.75],
                                                                         [2.0, 1.8, 1.5, 1.0, 0.6, 0.2])]
                  if points else None)
    panel = Panel(title="panel 1", x=Axis(label="N", range=(0.0, 100.0)), y=Axis(label="score"), data=table)
    return Figure(id="xy-curves", kind="scatter" if points else "line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, text: str, reading: str) -> list[str]:
    at = text.index(reading)
    scored = evaluate_text(fig, text)
    return [c.verdict for c in scored.claims if c.kind == "value" and at <= c.start < at + len(reading)]


def _doc(scope: str, *bullets: str) -> str:
    return "### Detailed Analysis\n" + scope + "\n" + "".join(f"* {b}\n" for b in bullets)


def test_a_reading_under_a_series_scope_is_looked_up_at_that_x():
    fig = _curves()
    text = _doc('The "sum" series increases and levels off.', "N = 10: ~0.45", "N = 40: ~0.95")
    assert _verdicts(fig, text, "N = 10: ~0.45") == ["supported"]
    assert _verdicts(fig, text, "N = 40: ~0.95") == ["contradicted"]  # 0.7 misread by a third


def test_the_subject_of_the_scope_wins_over_a_series_named_later():
    text = _doc('The "product" series falls, ending below sum.', "x = 0: ~2.0", "x=100: ~0.75")
    assert _verdicts(_curves(), text, "x = 0: ~2.0") == ["supported"]
    assert _verdicts(_curves(), text, "x=100: ~0.75") == ["contradicted"]  # the sum's value on the product


def test_a_reading_between_samples_is_judged_on_the_line_between_them():
    fig = _curves()
    text = _doc("**Product:** falls steadily.", "N = 15: ~1.25", "N = 15: ~1.6", "N = 70: ~0.4")
    assert _verdicts(fig, text, "N = 15: ~1.25") == ["supported"]  # halfway between 1.5 and 1.0
    assert _verdicts(fig, text, "N = 15: ~1.6") == ["contradicted"]
    assert _verdicts(fig, text, "N = 70: ~0.4") == ["unverifiable"]  # samples 60 apart: the curve is not known


def _shifted_curves() -> Figure:
    """The curves sampled from N = 1 (1% of the drawn 0-100 range) instead of N = 0."""
    fig = _curves()
    fig.panels[0].data.columns = [1.0, 5.0, 10.0, 20.0, 40.0, 100.0]
    return fig


def test_a_reading_at_the_axis_start_just_before_the_first_sample_is_judged_on_the_end_of_the_line():
    text = _doc("**Product:** falls steadily.", "N = 0: ~2.05", "N = 0: ~1.5", "N = 0: ~2.1")
    assert _verdicts(_shifted_curves(), text, "N = 0: ~2.05") == ["supported"]  # the start carried on: 2.05
    # the first sample is 2.0, but N = 0 lies beyond the drawn data: not judged wrong (claims.value_certainty)
    assert _verdicts(_shifted_curves(), text, "N = 0: ~1.5") == ["unverifiable"]
    assert _verdicts(_shifted_curves(), text, "N = 0: ~2.1") == ["supported"]  # within the hedge of 2.0-2.05


def test_a_reading_farther_outside_the_samples_stays_unknown():
    fig = _shifted_curves()
    fig.panels[0].x = Axis(label="N", range=(-20.0, 100.0))  # N = -10 lies 9% of the range before the first sample
    text = _doc("**Product:** falls steadily.", "N = -10: ~0.3")
    assert _verdicts(fig, text, "N = -10: ~0.3") == ["unverifiable"]


def test_no_series_named_gives_no_judged_reading():
    text = _doc("Both curves are shown below.", "N = 40: ~0.95")
    assert "contradicted" not in _verdicts(_curves(), text, "N = 40: ~0.95")


def test_a_series_named_by_colour_resolves_only_when_the_record_holds_its_look():
    text = _doc("The orange squares fall with N.", "N = 20: ~0.6")
    assert _verdicts(_curves(styles=True), text, "N = 20: ~0.6") == ["contradicted"]  # orange is 1.0 there
    assert "contradicted" not in _verdicts(_curves(styles=False), text, "N = 20: ~0.6")


def test_a_scatter_reading_is_matched_to_the_nearest_marker_of_the_series():
    text = _doc("The blue circles rise.", "~20: ~0.6", "~20: ~0.9")
    fig = _curves(styles=True, points=True)
    assert _verdicts(fig, text, "~20: ~0.6") == ["supported"]
    assert _verdicts(fig, text, "~20: ~0.9") == ["contradicted"]


def test_a_bar_reading_names_a_numeric_category_and_is_judged_on_that_bar_only():
    panel = Panel(title="panel 1", x=Axis(label="Year", ticks=[88, 89, 90], scale="categorical"),
                  data=Table(rows=["value"], columns=[88, 89, 90], values=[[49.0, 128.0, 50.0]]))
    fig = Figure(id="xy-bars", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])
    text = _doc("The counts are irregular.", "88 (Ann Arbor, MI): ~49", "89 (Ithaca, NY): ~50", "91 (Evanston): ~50")
    assert _verdicts(fig, text, "88 (Ann Arbor, MI): ~49") == ["supported"]
    assert _verdicts(fig, text, "89 (Ithaca, NY): ~50") == ["contradicted"]  # 90's value on 89
    assert "contradicted" not in _verdicts(fig, text, "91 (Evanston): ~50")  # no such bar: not read as a reading


def test_a_scale_suffix_on_the_x_is_not_a_unit():
    text = _doc('The "sum" series increases.', "1k: 0.45")  # x = 1000, not 1
    assert _verdicts(_curves(), text, "1k: 0.45") == []


def test_a_reading_the_series_prose_reader_already_took_is_not_read_twice():
    table = Table(rows=["Life expectancy"], columns=[1960, 1970, 1980], values=[[60.0, 65.0, 70.0]])
    panel = Panel(title="panel 1", x=Axis(label="Year"), y=Axis(label="years"), data=table)
    fig = Figure(id="years-line", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])
    text = _doc("Life expectancy rises.", "1970: 65.0", "1980: 75.0")
    assert _verdicts(fig, text, "1970: 65.0") == ["supported"]
    assert len(_verdicts(fig, text, "1980: 75.0")) == 1


def test_a_bullet_of_one_series_values_at_several_x_is_read_pair_by_pair():
    fig = _curves()
    text = _doc("Both curves are shown.", "Product: ~2.0 at N = 0, ~1.5 at 10, ~0.6 at 40.",
                "Sum: ~0.1 at N = 0, ~0.9 at 10 and ~0.7 at 40.")
    assert _verdicts(fig, text, "Product: ~2.0 at N = 0, ~1.5 at 10, ~0.6 at 40.") == ["supported"] * 3
    assert _verdicts(fig, text, "Sum: ~0.1 at N = 0, ~0.9 at 10 and ~0.7 at 40.") == \
        ["supported", "contradicted", "supported"]  # 0.45 at N = 10


def test_a_bullet_with_other_words_between_its_readings_is_not_read_as_a_list():
    from vlmeval.claims.types.xy_reading import reading_pairs

    bullet = "Sum: ~0.9 at N = 10 before it levels off, ~0.7 at 40."
    assert reading_pairs(f"* {bullet}") is None
    # the sentence reader reads each "~Y at X" of the course on the bullet's series (round 42: a course word such
    # as "before" or "levels off" no longer hides the readings): 0.45 at N = 10, 0.7 at 40
    assert _verdicts(_curves(), _doc("Both curves are shown.", bullet), bullet) == ["contradicted", "supported"]


def test_a_reading_hedged_in_words_is_read_with_the_shared_hedge_words():
    fig = _curves()
    text = _doc('The "sum" series increases.', "N = 10: about 0.48", "N = 20: roughly 0.63", "N = 40: nearly 0.9")
    assert _verdicts(fig, text, "N = 10: about 0.48") == ["supported"]  # 0.45: within the hedge's tolerance
    assert _verdicts(fig, text, "N = 20: roughly 0.63") == ["supported"]  # 0.6
    assert _verdicts(fig, text, "N = 40: nearly 0.9") == ["contradicted"]  # 0.7


def test_a_reading_with_thousands_commas_is_read_by_the_shared_number_reader():
    fig = _curves()
    text = _doc('The "product" series falls.', "N = 1,000: ~0.2", "N = 100: ~1,200")
    assert _verdicts(fig, text, "N = 100: ~1,200") == ["contradicted"]  # 0.2, not 1200


def test_a_direction_after_a_bullets_reading_is_where_the_series_goes_on_from_there():
    fig = _curves()
    text = _doc("Both series are drawn over N.", "Sum: ~0.1 at N = 0, increasing toward large N.",
                "Product: ~1.8 at N = 5, increasing toward the right.", "Product: ~2.0 at N = 0, decreasing steadily.")
    scored = evaluate_text(fig, text)
    trends = [(text[c.start:c.end], c.verdict) for c in scored.claims if c.kind == "trend"]
    assert trends == [("increasing", "supported"), ("increasing", "contradicted"), ("decreasing", "supported")]
