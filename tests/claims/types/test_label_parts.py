"""A legend or colour bar described on a figure that surely draws none (claims.types.label_parts): the record
says the key is absent and every panel plots one series."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _rainfall(tags: dict, rows: int = 1) -> Figure:
    table = Table(rows=["bars", "grey bars"][:rows], columns=["Jan", "Feb", "Mar"],
                  values=[[12.0, 30.0, 21.0], [10.0, 9.0, 8.0]][:rows])
    panel = Panel(title="main panel", x=Axis(label="month", scale="categorical"), y=Axis(label="rain [mm]"), data=table)
    return Figure(id="rainfall", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel], tags=tags)


def _parts(fig: Figure, bullet: str) -> list[tuple[str, str | None]]:
    text = "### Components/Axes\n* " + bullet + "\n"
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims if c.kind == "label" and "label" != c.text]


NO_KEYS = {"legend": False, "colorbar": False}
LEGEND = '**Legend:** Bottom right, telling "wet season" months from "dry season" months.'
COLOURBAR = "**Colours:** Each month has its own shade; a colour bar on the right maps the shades to the months."


def test_a_legend_on_a_chart_drawn_without_one_is_invented():
    assert ("contradicted", "hallucination") in _parts(_rainfall(NO_KEYS), LEGEND)


def test_a_colour_bar_on_a_chart_drawn_without_one_is_invented():
    assert ("contradicted", "hallucination") in _parts(_rainfall(NO_KEYS), COLOURBAR)


def test_a_legend_in_running_text_on_a_chart_drawn_without_one_is_invented():
    text = "**Layout:** A legend in the upper left lists the wet and dry seasons."
    assert ("contradicted", "hallucination") in _parts(_rainfall(NO_KEYS), text)


def test_a_key_stated_as_absent_is_no_claim():
    fig = _rainfall(NO_KEYS)
    assert _parts(fig, "**Legend:** None; the single series is not labelled.") == []
    assert _parts(fig, "**Colours:** one shade per month, without a colour bar.") == []
    assert _parts(fig, "**Layout:** The legend is omitted, since there is one series.") == []
    assert _parts(fig, "**Layout:** There is no legend and no colour bar.") == []


def test_the_absence_must_be_certain():
    assert ("contradicted", "hallucination") not in _parts(_rainfall({}), LEGEND)  # the record does not say
    assert ("contradicted", "hallucination") not in _parts(_rainfall({"legend": True, "colorbar": False}), LEGEND)
    # two series: a legend would name them, so a reader that saw none may have missed it
    assert ("contradicted", "hallucination") not in _parts(_rainfall(NO_KEYS, rows=2), LEGEND)
