"""A row of a grid of panels as the scope of what is nested under it.

A heading or bold lead-in that names a row of the grid ("**Top row**", "**Energy (bottom row)**") picks no
panel by itself, but every lead-in nested under it names a panel of that row: by its own title, by the title of
the panel in the same column of another row ("**Low barrier**" under "(bottom row)", where only the top row's
panels print titles, "Low barrier height", ...), or by the first words of such a title."""

from __future__ import annotations

import re
from functools import lru_cache

from vlmeval.claims.panel_titles import ROW_NAMED, grid_place, named_line, panel_named, reading_order
from vlmeval.groundtruth.schema import Figure
from vlmeval.lazy_re import lazy_compile

_MARKUP = lazy_compile(r"[*#`_]+|^\s*(?:[-*+•]\s+|\d{1,3}[.)]\s+)")


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
    panel (c) draws V2/V); the quantity a panel's y axis shows narrows them, or names the panel alone ("The
    critical temperature is about 1.0 K at δ = 0.1", "f_well of Mg is ~0.59 at R = 8" where both panels draw Mg).
    None where it names none or several, where its names disagree, or where a lead-in left the panel open."""
    if line.heading or line.open_scope or len(doc.lex.panels) < 2:
        return None
    start, end = line.start, line.end
    text = doc.text[start:end]
    quantity = panels_by_quantity(doc.figure, text)
    titled = panel_named(doc.figure, doc.lex.panels, text, doc.panel_reading(), start)
    if titled is not None:
        return titled if not quantity or titled in quantity else None
    mentions = doc.mentions_in(start, end)
    found = doc.lex.panels_of(doc.lex.subjects(text, mentions, start)) if mentions else []
    if not found and series_named is not None:
        low = text.lower()
        found = [p.title for p in doc.figure.panels if p.data is not None and p.data.rows and series_named(p, low)]
    if quantity:  # narrows the names' panels, or names the panel alone
        found = [t for t in found if t in quantity] if found else quantity
    return found[0] if len(found) == 1 else None


# --- a panel named by the quantity its y axis shows ("The critical temperature falls from ~1.3 K ...", "ε_fit
# reaches ~2.73"), in a figure whose panels plot different quantities

_UNIT_TAIL = lazy_compile(r"\s*[\[(][^\[\]()]{1,20}[\])]\s*$")  # "Critical Temperature (K)": the unit
_SQUASH = lazy_compile(r"[_{}^$\\*`]")  # "ε_fit", "f_{well}": subscripts and markup
_PUNCT_SPACE = lazy_compile(r"\s*([;,()/|⟨⟩\[\]])\s*")  # "S(q; t)" is "S(q;t)"


def _quantity_form(text: str) -> str:
    return " ".join(_PUNCT_SPACE.sub(r"\1", _SQUASH.sub("", text.lower())).split())


@lru_cache(maxsize=1024)  # a record's label alone decides; every line of a multi-panel description asks of each
def _quantity(label: str | None) -> str | None:
    """A y label as prose names it: without its unit, markup and subscript marks; None when too short to tell
    (fewer than four letters or digits: "U", "Pn")."""
    core = _quantity_form(_UNIT_TAIL.sub("", label or "")) or _quantity_form(label or "")
    return core if sum(c.isalnum() for c in core) >= 4 else None


def panels_by_quantity(fig: Figure, text: str) -> list[str]:
    """The titles of the panels whose y label ``text`` writes (unit, case, markup and spacing aside), when it
    writes the labels of panels plotting one quantity only; [] otherwise (two quantities, or none)."""
    labels = {p.title: _quantity(p.y.label if p.y is not None else None) for p in fig.panels}
    said = _quantity_form(text)
    named = {q for q in set(labels.values()) - {None} if _writes(said, q)}
    if len(named) != 1:
        return []
    # a short label of another panel written too ("f_well drops ...; ⟨r/R⟩ rises"): two quantities
    short = {_quantity_form(_UNIT_TAIL.sub("", p.y.label)) for p in fig.panels
             if p.y is not None and p.y.label and labels[p.title] is None}
    if any(len(q) >= 2 and _writes(said, q) for q in short):
        return []
    return [t for t, q in labels.items() if q in named]


def _writes(said: str, quantity: str) -> bool:
    """Whether ``said`` writes ``quantity`` whole (not "fraction" of "fractions"; its brackets bound it)."""
    before = r"(?<!\w)" if quantity[0].isalnum() else ""
    after = r"(?!\w)" if quantity[-1].isalnum() else ""
    return quantity in said and re.search(before + re.escape(quantity) + after, said) is not None
