"""A markdown table of a plot's points: its header names the x axis and the y axis ("| Point | t (days) | v (km/s) |"
on a scatter of v against t, or "| # | x | y |"). Each row is one point, a reading of the series at its x, not a
cell at a row key and a column key: the running number is no place in the figure, and the axis names are no
categories. Read as value claims (the series, the x, the y) when the panel has one series, a cell of the row names
one, or the lead-in right above the table names one ("**Social (blue circles):**" over "| Nodes | Edges |": every
row is a point of that series); a row of a table of several series that nothing names a series for says nothing that
can be checked, so it gives no claim."""

from __future__ import annotations

import re
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.lexicon import find_key
from vlmeval.claims.types.value_check import ValuePayload
from vlmeval.claims.xy_readings import figure_series_names, series_in_scope
from vlmeval.groundtruth.panel_kinds import grid_panel
from vlmeval.groundtruth.schema import Panel

_BRACKETED = re.compile(r"[(\[{][^()\[\]{}]*[)\]}]")
_NON_WORD = re.compile(r"[\W_]+")


def _axis_name(text: str | None) -> str:
    """An axis name without its bracketed unit, spaces, marks and case: "t [days]" and "t (days)" are "t";
    "v_A [km s^-1]" and "vA (km/s)" are "va"."""
    return _NON_WORD.sub("", _BRACKETED.sub("", text or "")).lower()


_WORD = re.compile(r"[^\W_]+")


def names_axis(text: str, label: str | None, letter: str = "") -> bool:
    """Whether a table header or key names the axis labelled ``label``: its name ("t (days)" for "t [days]"), its
    letter, or the label's last words, its head noun ("Nodes (approx.)" for "Number of nodes", "Edges" for "Total
    edges"), with a plural's "s" not mattering."""
    name = _axis_name(text)
    if not name or name == letter:
        return bool(name)
    if not label or name == _axis_name(label):
        return bool(label)
    said = [w.rstrip("s") for w in _WORD.findall(_BRACKETED.sub("", text).lower())]
    whole = [w.rstrip("s") for w in _WORD.findall(_BRACKETED.sub("", label).lower())]
    return 0 < len(said) < len(whole) and whole[-len(said):] == said and len(said[-1]) > 2


def _panel(doc: Document, panel: str | None) -> Panel | None:
    fig = doc.figure
    p = fig.panel(panel) if panel is not None else (fig.panels[0] if len(fig.panels) == 1 else None)
    if p is None or p.data is None or grid_panel(fig, p):
        return None
    if not p.data.columns or not all(isinstance(c, (int, float)) for c in p.data.columns):
        return None  # the points of a numeric x axis only
    return p


def point_columns(doc: Document, panel: str | None, header: list[str]) -> tuple[Panel, int, int] | None:
    """(the panel, the x column, the y column) when ``header`` names the panel's x and y axes, one cell each."""
    p = _panel(doc, panel)
    if p is None:
        return None
    found = []
    for axis, letter in ((p.x, "x"), (p.y, "y")):
        at = [i for i, h in enumerate(header) if names_axis(h, axis.label, letter)]
        if len(at) != 1:
            return None
        found.append(at[0])
    return (p, found[0], found[1]) if found[0] != found[1] else None


def lead_series(doc: Document, first, panel: Panel) -> int | None:
    """The series the lead-in right above a table names (``first``: the table's first line): the one series of
    ``panel`` a bold lead-in or sentence there names by legend text or look, else None. Only the line next above
    (blank lines aside) leads the table; a markdown heading or another table's row leads nothing."""
    if panel.data is None or len(panel.data.rows) < 2:
        return None
    at = next((i for i, line in enumerate(doc.lines) if line is first), 0)
    above = next((line.text.strip() for line in reversed(doc.lines[:at]) if line.text.strip()), "")
    if not above or above.startswith(("#", "|")):
        return None
    return series_in_scope(panel, [above], figure_series_names(doc.figure))


def point_claims(doc: Document, rows: list[list[tuple[str, int]]], columns: tuple[Panel, int, int],
                 panel: str | None, hedge: str | None, source: str, led: int | None = None) -> Iterator[Claim]:
    """A value claim per row of a points table (``rows`` without the header): the y at the x, on the one series, on
    the series the lead-in above names (``led``, its row index), or on the series another cell of the row names ("|
    blue circles | 5.0 | 8.3 |"); none where no series is known."""
    p, xi, yi = columns
    only = p.data.rows[0] if len(p.data.rows) == 1 else p.data.rows[led] if led is not None else None
    for r in rows:
        if len(r) <= max(xi, yi):
            continue
        xs, ys = doc.numbers(r[xi][1], r[xi][1] + len(r[xi][0])), doc.numbers(r[yi][1], r[yi][1] + len(r[yi][0]))
        named = [k for i, (cell, _) in enumerate(r) if i not in (xi, yi)
                 and (k := find_key(cell.strip().strip("*`_ "), p.data.rows)) is not None]
        series = named[0] if len(named) == 1 else only
        if len(xs) != 1 or len(ys) != 1 or series is None:
            continue
        y = ys[0]
        yield Claim("value", y.start, y.end, stated=y.value, panel=panel, row=series, column=xs[0].value,
                    hedge=hedge, decimals=y.decimals, payload=ValuePayload(y.value, y.decimals), source=source)
