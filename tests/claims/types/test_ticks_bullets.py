"""An axis bullet in the seeds' list form states its range without "from" ('"Trains per day", 0 to 50'), its tick
span ("ticks 0 to 50 every 10"), its tick step ("ticks every 10") and short tick lists ("ticks at 0 and 50"):
each is read and judged against the drawn axis (issue 32: the Components/Axes bullets that got no claim)."""

from __future__ import annotations

import pytest

from figure_builders import csv_figure
from vlmeval.claims import lexicon_for
from vlmeval.claims.document import build_document
from vlmeval.claims.types.ticks_bullets import extract_bullet_axes
from vlmeval.scoring.scorecard import evaluate_text

TRAINS = "Line,Trains per day\nNorth,12\nCoast,47\nValley,31\n"
TICKS = [0.0, 10.0, 20.0, 30.0, 40.0, 50.0]


def _figure(tmp_path, span=(0.0, 54.0), ticks=TICKS, scale="linear"):
    fig = csv_figure(tmp_path, TRAINS, "Trains per day on three lines of Feldmark in 2019")
    y = fig.panels[0].y.model_copy(update={"range": span, "ticks": ticks, "label": "Trains per day", "scale": scale})
    return fig.model_copy(update={"panels": [fig.panels[0].model_copy(update={"y": y})]})


def _two_panels(tmp_path):
    one = _figure(tmp_path)
    left = one.panels[0].model_copy(update={"title": "(a)"})
    y = left.y.model_copy(update={"ticks": [0.0, 0.5, 1.0, 1.5, 2.0], "range": (0.0, 2.1)})
    right = left.model_copy(update={"title": "(b)", "y": y})
    return one.model_copy(update={"panels": [left, right]})


def _claims(fig, text, kinds=("range", "ticks")):
    return [(c.kind, c.text, c.verdict) for c in evaluate_text(fig, "### Components/Axes\n" + text).claims
            if c.kind in kinds]


@pytest.mark.parametrize("text, read", [
    ('* **Y-axis:** "Trains per day", 0 to about 54, ticks every 10.', "0 to about 54"),
    ('- Y-axis: "Trains per day", linear, 0 to 50 in steps of 10.', "0 to 50"),
    ('2. **Y-axis:** "Trains per day"; the visible range is roughly 0 to 54 trains.', "0 to 54"),
    ('| Y-axis | "Trains per day", linear, 0 to 54, ticks every 10 |', "0 to 54"),
])
def test_a_bare_axis_range_is_read_and_judged_against_the_drawn_axis(tmp_path, text, read):
    found = _claims(_figure(tmp_path), text, ("range",))
    assert ("range", read, "supported") in found, found
    wrong = text.replace("54", "90").replace("0 to 50", "0 to 90")
    assert any(v == "contradicted" for _, _, v in _claims(_figure(tmp_path), wrong, ("range",))), wrong


def test_a_tick_span_without_from_names_every_tick_of_its_step(tmp_path):
    found = _claims(_figure(tmp_path), '| Y-axis | "Trains per day", linear, ticks 0 to 50 every 10 |')
    assert ("ticks", "0 to 50", "supported") in found, found
    found = _claims(_figure(tmp_path), '| Y-axis | "Trains per day", linear, ticks 0 to 70 every 10 |')
    assert ("ticks", "0 to 70", "contradicted") in found, found


@pytest.mark.parametrize("step, verdict", [("10", "supported"), ("5", "contradicted"), ("20", "contradicted")])
def test_a_tick_step_is_the_gap_between_neighbouring_ticks(tmp_path, step, verdict):
    found = _claims(_figure(tmp_path), f'* **Y-axis:** "Trains per day", 0 to about 54, ticks every {step}.')
    assert ("ticks", step, verdict) in found, found


def test_a_step_on_a_log_axis_or_uneven_ticks_is_unverifiable(tmp_path):
    log = _figure(tmp_path, (1.0, 1000.0), [1.0, 10.0, 100.0, 1000.0], "log")
    assert ("ticks", "10", "unverifiable") in _claims(log, '* **Y-axis:** "Trains per day", ticks every 10.')


def test_a_step_before_an_elided_list_names_every_tick(tmp_path):
    text = '* **Y-axis:** "Trains per day", 0 to about 54, ticks every 10 (0, 10, …, 50).'
    assert ("ticks", "every 10 (0, 10, …, 50)", "supported") in _claims(_figure(tmp_path), text)
    text = '* **Y-axis:** "Trains per day", 0 to about 54, ticks every 10 (0, 10, …, 70).'
    assert ("ticks", "every 10 (0, 10, …, 70)", "contradicted") in _claims(_figure(tmp_path), text)


@pytest.mark.parametrize("text, read", [
    ('* **Y-axis:** "Trains per day", labelled ticks at 0 and 50; the axis spans 0 to 54.', "0 and 50"),
    ('* **Y-axis:** "Trains per day", logarithmic, ticks 10^0 and 10^1.', "10^0 and 10^1"),
    ('* **Y-axis:** "Trains sampled per day", ticks at 10⁰, 10¹ and 10²; data at 12, 31 and 47.', "10⁰, 10¹ and 10²"),
])
def test_a_tick_list_right_after_the_tick_word_is_read(tmp_path, text, read):
    fig = _figure(tmp_path, (1.0, 100.0), [1.0, 10.0, 100.0], "log") if "10" in read else _figure(tmp_path, ticks=[0.0, 50.0])
    found = _claims(fig, text, ("ticks",))
    assert found and found[0][1] == read and found[0][2] in ("supported", "contradicted"), found


def test_a_two_tick_list_is_judged_as_the_whole_list(tmp_path):
    fig = _figure(tmp_path, ticks=[0.0, 50.0])
    assert _claims(fig, '* **Y-axis:** "Trains per day", ticks at 0 and 50.', ("ticks",)) == [("ticks", "0 and 50", "supported")]
    assert _claims(fig, '* **Y-axis:** "Trains per day", ticks at 0 and 60.', ("ticks",))[0][2] == "contradicted"


def test_plural_axes_and_the_axis_letter_name_the_target(tmp_path):
    fig = _two_panels(tmp_path)
    found = _claims(fig, '* **Y-axes:** "Trains per day", ticks at 0.0, 0.5, 1.0, 1.5, 2.0 (shared).', ("ticks",))
    assert found == [("ticks", "0.0, 0.5, 1.0, 1.5, 2.0", "supported")], found
    found = _claims(fig, "* **Insets:** panel (a) y ticks 0 and 50; panel (b) y ticks 0.5 and 1.5.", ("ticks",))
    assert [v for _, _, v in found] == ["contradicted", "contradicted"], found  # each a part of its panel's list
    found = _claims(fig, "* **Insets:** panel (a) y ticks 0, 10, 20, 30, 40 and 50; panel (b) y ticks 0.5 and 1.5.", ("ticks",))
    assert ("ticks", "0.5 and 1.5", "contradicted") in found and found[0][2] == "supported", found


@pytest.mark.parametrize("text", [
    '* **Y-axis:** "Trains per day"; the bars run 0 to 47.',  # the bars' span, not the axis's
    '* **Y-axis:** "Trains per day"; data points at 12 to 47.',
    '* **Legend:** lines 0 to 50 in steps of 10.',  # a legend is no colour bar
    "* **Bars:** three bars, 12 to 47, every 10 units.",  # no axis named
])
def test_spans_of_something_else_are_not_the_axis(tmp_path, text):
    assert _claims(_figure(tmp_path), text) == []


@pytest.mark.parametrize("text", [
    '* Y-axis "Trains per day" on the left. The busiest line rises from 12 to 47 over the day.',
    "* The y-axis is on the left, and far along this sentence the busiest line rises from 12 to 47.",
])
def test_a_from_span_past_its_axis_clause_is_not_the_axis(tmp_path, text):
    fig = _figure(tmp_path)
    doc = build_document(text, fig, lexicon_for(fig))
    assert list(extract_bullet_axes(doc)) == []


def test_an_axis_range_is_held_to_its_own_digits_not_the_datas(tmp_path):
    # the data is printed in whole trains; an axis end read as 2.4 on an axis drawn to 2.1 is still off the scale
    fig = _two_panels(tmp_path)
    assert _claims(fig, '* **Panel (b) y-axis:** "Trains per day", 0.0 to 2.1.', ("range",))[0][2] == "supported"
    assert _claims(fig, '* **Panel (b) y-axis:** "Trains per day", 0.0 to 2.4.', ("range",))[0][2] == "contradicted"


def test_the_axis_of_an_x_axis_bullet_is_the_x_axis(tmp_path):
    fig = _figure(tmp_path, span=(0.0, 9.0), ticks=[0.0, 3.0, 6.0, 9.0])
    x = fig.panels[0].x.model_copy(update={"range": (0.0, 54.0), "ticks": TICKS, "scale": "linear", "label": "Hour"})
    fig = fig.model_copy(update={"panels": [fig.panels[0].model_copy(update={"x": x})]})
    found = _claims(fig, '* **X-axis:** "Hour", linear; the axis spans roughly 0 to 54.', ("range",))
    assert found == [("range", "0 to 54", "supported")], found


def test_the_panel_a_lead_in_names_is_the_claims_panel(tmp_path):
    # (b)'s axis runs 0 to 2.1: read against every panel, "0 to 2.1" would pass in (a)'s bullet too
    fig = _two_panels(tmp_path)
    assert _claims(fig, "* **Panel (b):** y-axis from 0 to 2.1 (ticks every 0.5).") == [
        ("range", "from 0 to 2.1", "supported"), ("ticks", "0.5", "supported")]
    assert [v for _, _, v in _claims(fig, "* **Panel (a):** y-axis from 0 to 2.1 (ticks every 0.5).")] == [
        "contradicted", "contradicted"]


def test_an_inset_of_a_named_panel_is_not_that_panel(tmp_path):
    fig = _two_panels(tmp_path)
    inset = fig.panels[1].model_copy(update={"title": "inset of panel 1"})
    fig = fig.model_copy(update={"panels": [fig.panels[0], inset]})
    found = _claims(fig, "* **Insets:** inset (a) y ticks 0.0, 0.5, 1.0, 1.5 and 2.0.", ("ticks",))
    assert found == [("ticks", "0.0, 0.5, 1.0, 1.5 and 2.0", "supported")], found
