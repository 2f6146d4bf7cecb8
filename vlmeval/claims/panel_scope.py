"""A row of a grid of panels as the scope of what is nested under it.

A heading or bold lead-in that names a row of the grid ("**Top row**", "**Energy (bottom row)**") picks no
panel by itself, but every lead-in nested under it names a panel of that row: by its own title, by the title of
the panel in the same column of another row ("**Low barrier**" under "(bottom row)", where only the top row's
panels print titles, "Low barrier height", ...), or by the first words of such a title."""

from __future__ import annotations

import re

from vlmeval.claims.panel_titles import ROW_NAMED, grid_place, named_line, panel_named, reading_order
from vlmeval.groundtruth.schema import Figure

_MARKUP = re.compile(r"[*#`_]+|^\s*(?:[-*+•]\s+|\d{1,3}[.)]\s+)")


def _words(text: str) -> str:
    return " ".join(text.lower().split())


def row_named(fig: Figure, text: str) -> int | None:
    """The one row of a grid of panels (two rows or more, every panel placed) that ``text`` names, else None."""
    if fig.layout.rows < 2 or len(fig.panels) < 2 or "row" not in text.lower() or reading_order(fig) is None:
        return None
    return named_line(ROW_NAMED, text, "row", fig.layout.rows)


def _cells(fig: Figure) -> dict[tuple[int, int], str]:
    order = reading_order(fig) or []
    return {grid_place(p, i, fig): p.title for i, p in enumerate(order)}


def in_row(fig: Figure, row: int, title: str | None) -> str | None:
    """The panel of ``row`` in the column of the panel titled ``title`` (that panel when it is in the row)."""
    cells = _cells(fig)
    col = next((c for (r, c), t in cells.items() if t == title), None)
    return cells.get((row, col)) if col is not None else None


def in_row_by_title_start(fig: Figure, row: int, text: str) -> str | None:
    """The panel of ``row`` in the column of the one panel whose title opens with the words of the lead-in
    ``text`` (at least two words, or one of four letters or more): "Low barrier" for "Low barrier height"."""
    lead = _words(_MARKUP.sub(" ", text).split(":", 1)[0])
    if not lead or (" " not in lead and len(lead) < 4):
        return None
    cells = _cells(fig)
    cols = {c for (r, c), t in cells.items() if _words(t) == lead or _words(t).startswith(lead + " ")}
    return cells.get((row, cols.pop())) if len(cols) == 1 else None



def line_panel(doc, line, series_named=None) -> str | None:
    """The one panel a line under no panel's heading names itself, in a figure of several panels: by title parts,
    printed letter, grid place or rank ("In panel (b), Mg sits near 0.59 at R = 8", "In the bottom panel ..."),
    else by the names it holds when they narrow to one panel: the lexicon's, then the series ``series_named``
    (panel, lower-cased text -> rows) finds in one panel only ("V2/V falls to about -0.92 at δ = 0.15", where only
    panel (c) draws V2/V). None where it names none or several, or where a lead-in left the panel open."""
    if line.heading or line.open_scope or len(doc.lex.panels) < 2:
        return None
    start, end = line.start, line.end
    text = doc.text[start:end]
    titled = panel_named(doc.figure, doc.lex.panels, text, doc.panel_reading(), start)
    if titled is not None:
        return titled
    mentions = doc.mentions_in(start, end)
    found = doc.lex.panels_of(doc.lex.subjects(text, mentions, start)) if mentions else []
    if not found and series_named is not None:
        low = text.lower()
        found = [p.title for p in doc.figure.panels if p.data is not None and p.data.rows and series_named(p, low)]
    return found[0] if len(found) == 1 else None
