"""A colour bar described on a figure that surely draws none (claims.types.label_parts): the record says no colour
bar is drawn and every panel plots one series. A legend likewise, where the record says none is drawn and names no
series by printed text (the reader's legend tag misses a legend whose names it gave the series)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text


def _rainfall(tags: dict, rows: int = 1, unread: list | None = None) -> Figure:
    table = Table(rows=["bars", "grey bars"][:rows], columns=["Jan", "Feb", "Mar"],
                  values=[[12.0, 30.0, 21.0], [10.0, 9.0, 8.0]][:rows])
    panel = Panel(title="main panel", x=Axis(label="month", scale="categorical"), y=Axis(label="rain [mm]"), data=table,
                  unread=unread)
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


LEGEND = '**Legend:** Bottom right, telling "wet season" months from "dry season" months.'


def test_a_legend_on_a_chart_drawn_without_one_is_invented():
    for bullet in (LEGEND, 'Legend (upper left): "wet" for the grey bars.',
                   "**Bars:** grey; a small legend in the upper right names them \"rain\".",
                   'Grey bars, identified by a legend as "monthly rain".'):
        assert ("contradicted", "hallucination") in _parts(_rainfall(NO_KEYS), bullet), bullet
    # two series named by their looks: no legend printed their names either
    assert ("contradicted", "hallucination") in _parts(_rainfall(NO_KEYS, rows=2), LEGEND)


def test_a_legend_stated_as_absent_is_no_claim():
    fig = _rainfall(NO_KEYS)
    for bullet in ("**Legend:** None; the bars are grey.", "**No legend** is drawn.", "Legend: not shown.",
                   "**Bars:** grey, without a legend.", "**Bars:** grey; there is no legend and no title."):
        assert ("contradicted", "hallucination") not in _parts(fig, bullet), bullet


def test_a_legend_the_record_may_not_know_of_is_not_called_invented():
    named = Table(rows=["rain"], columns=["Jan", "Feb"], values=[[12.0, 30.0]])  # a printed name: from a legend?
    fig = _rainfall(NO_KEYS).model_copy(update={"panels": [Panel(title="main panel", data=named)]})
    assert ("contradicted", "hallucination") not in _parts(fig, LEGEND)
    assert ("contradicted", "hallucination") not in _parts(_rainfall({"colorbar": False}), LEGEND)  # tag unknown
    text = [UnreadPart(kind="annotation", note="2 texts not read")]  # its text may be the legend's
    assert ("contradicted", "hallucination") not in _parts(_rainfall(NO_KEYS, unread=text), LEGEND)


def _printed_map(tags: dict, printed: bool = True) -> Figure:
    """A heatmap whose cells print their numbers, read as printed (or, ``printed`` false, through a colour scale)."""
    table = Table(rows=["north", "south"], columns=["2019", "2020"], values=[[3.4, 5.1], [7.7, 9.6]])
    panel = Panel(title="main panel", x=Axis(label="year", ticks=["2019", "2020"]),
                  y=Axis(label="region", ticks=["north", "south"]), data=table, values_printed=printed,
                  values_read="printed" if printed else "raster")
    return Figure(id="yields", kind="heatmap", layout=Layout(rows=1, cols=1), panels=[panel], tags=tags)


def test_a_colour_bar_beside_cells_read_as_printed_numbers_is_invented():
    bar = "**Colour:** white for low values (~3.4) to navy for the highest (~9.6); a colour bar on the right runs from 3 to 10."
    assert ("contradicted", "hallucination") in _parts(_printed_map(NO_KEYS), bar)
    # its values read through a colour scale: a bar the reader did not tag may be there
    assert ("contradicted", "hallucination") not in _parts(_printed_map(NO_KEYS, printed=False), bar)
    assert ("contradicted", "hallucination") not in _parts(_printed_map({"colorbar": True}), bar)


def test_the_colour_scale_of_printed_cells_is_their_shading_not_a_bar():
    fig = _printed_map(NO_KEYS)
    assert _parts(fig, "**Colour:** the colour scale runs from white (low) to navy (high).") == []
    assert _parts(fig, "**Colour:** white to navy; no colour bar is drawn.") == []


def _framed(position: tuple | None = (0, 0), read: str | None = "geometry", unread: list | None = None,
            inset: bool = False) -> Figure:
    """A line chart read from its vector drawing (every set of axes framed as a panel), with an inset or not."""
    table = Table(rows=["flux"], columns=[1.0, 2.0, 3.0], values=[[4.0, 6.0, 5.0]])
    main = Panel(title="main panel", x=Axis(label="t"), y=Axis(label="flux"), data=table, values_read=read,
                 position=position, unread=unread, texts=[])
    panels = [main] + ([main.model_copy(update={"title": "inset of panel 1", "position": None})] if inset else [])
    return Figure(id="flux", kind="line", layout=Layout(rows=1, cols=1), panels=panels, tags={"legend": False})


INSET = "**Curve:** one line; a small inset in the upper right zooms into the peak."


def test_an_inset_on_a_figure_read_whole_without_one_is_invented():
    for bullet in (INSET, "An inset at the lower left shows the same curve on log axes.",
                   "**Annotations:** the title at the top, and the inset's axes are unlabelled."):
        assert ("contradicted", "hallucination") in _parts(_framed(), bullet), bullet


def test_an_inset_the_record_holds_or_may_have_missed_is_not_invented():
    for fig in (_framed(inset=True), _framed(read=None), _framed(position=None),
                _framed(unread=[UnreadPart(kind="inset", note="an inset not read")]),
                _framed(unread=[UnreadPart(kind="image", note="a raster image not read")])):
        assert ("contradicted", "hallucination") not in _parts(fig, INSET)
    for bullet in ("**Curve:** one line, without an inset.", "**Curve:** one line; there is no inset."):
        assert _parts(_framed(), bullet) == [], bullet
