"""A colour bar described on a figure that surely draws none (claims.types.label_parts): the record says no colour
bar is drawn and every panel plots one series. Legends are not judged so: the reader's legend tag misses legends."""

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
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims if c.kind == "label"]


NO_KEYS = {"legend": False, "colorbar": False}
COLOURBAR = "**Colours:** Each month has its own shade; a colour bar on the right maps the shades to the months."


def test_a_colour_bar_on_a_chart_drawn_without_one_is_invented():
    assert ("contradicted", "hallucination") in _parts(_rainfall(NO_KEYS), COLOURBAR)


def test_a_colour_bar_stated_as_absent_is_no_claim():
    fig = _rainfall(NO_KEYS)
    assert _parts(fig, "**Colours:** one shade per month, without a colour bar.") == []
    assert _parts(fig, "**Colours:** one shade per month; the colour bar is omitted.") == []


def test_the_absence_must_be_certain():
    assert ("contradicted", "hallucination") not in _parts(_rainfall({}), COLOURBAR)  # the record does not say
    assert ("contradicted", "hallucination") not in _parts(_rainfall({"colorbar": True}), COLOURBAR)
    # two series: a key may map them, so a reader that saw none may have missed it
    assert ("contradicted", "hallucination") not in _parts(_rainfall(NO_KEYS, rows=2), COLOURBAR)


def test_a_legend_the_record_does_not_know_of_is_not_called_invented():
    legend = '**Legend:** Bottom right, telling "wet season" months from "dry season" months.'
    assert ("contradicted", "hallucination") not in _parts(_rainfall(NO_KEYS), legend)
