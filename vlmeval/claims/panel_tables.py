"""A markdown table with a panel column: its header opens with "Panel" (or "Subplot"), and each row's first cell
names the panel the row is about ("| Panel | Series | x = 0 |" over "| 2 | T = 1 K | ~0.5 |", "| (b) | ...",
"| Low | ..." for the panel titled "Low barrier height"). The row's panel is that one, whatever heading is above
the table; a cell naming no panel, or several, leaves the row's panel unknown (never the heading's)."""

from __future__ import annotations

import re

from vlmeval.claims.panel_titles import grid_place, panel_named, reading_order

_PANEL_HEADER = re.compile(r"^\s*\|\s*[*_`]*\s*(?:panel|sub-?plot|sub-?panel)s?\s*[*_`]*\s*\|", re.I)
_BARE_MARK = re.compile(r"^\(?(?:[a-lA-L]|\d{1,2})\)?$")  # "2", "b", "(b)", "B": a panel's number or letter
_LOOSE = re.compile(r"[\W_]+")


def has_panel_column(header: str) -> bool:
    """Whether a table's header line opens with a panel column ("| Panel | V | ...")."""
    return "|" in header and _PANEL_HEADER.match(header) is not None


def _loose(text: str) -> str:
    return " ".join(_LOOSE.sub(" ", text.lower()).split())


def _by_title_start(fig, said: str, row: int | None) -> str | None:
    """The one panel (of grid row ``row`` when one is in scope) whose title is ``said`` or opens with its words
    ("Low" for "Low barrier height"); None when none or several do."""
    order = reading_order(fig) if row is not None else None
    panels = [p for i, p in enumerate(order) if grid_place(p, i, fig)[0] == row] if order else list(fig.panels)
    lead = _loose(said)
    if sum(c.isalnum() for c in lead) < 3:
        return None
    hits = [p.title for p in panels if (t := _loose(p.title or "")) == lead or t.startswith(lead + " ")]
    return hits[0] if len(hits) == 1 else None


def row_panel(doc, raw: str, start: int, row: int | None, single_panel) -> str | None:
    """The panel the first cell of the table row ``raw`` (at ``start`` in ``doc.text``) names: its number or letter
    ("2", "(b)"), what ``single_panel`` (the document's reading of a lead-in) finds in it, or the start of one
    title, in grid row ``row`` when one is in scope."""
    fig = doc.figure
    body = raw.lstrip()
    if not body.startswith("|") or len(fig.panels) < 2:
        return None
    first = body[1:].split("|", 1)[0]
    a = start + len(raw) - len(body) + 1
    cell = first.strip().strip("*_`").strip()
    if not cell:
        return None
    if _BARE_MARK.match(cell):
        mark = cell.strip("()")
        return panel_named(fig, doc.lex.panels, f"panel {mark if mark.isdigit() else f'({mark.lower()})'}")
    return single_panel(doc, a, a + len(first)) or _by_title_start(fig, cell, row)


def panel_runs(lines: list, rows: list) -> list[tuple[str | None, list]]:
    """(panel, grid) for each run of body rows of one panel (``lines``, the table's lines less its separator, are
    ``rows``' lines): the grid is the header and those rows, each without its panel cell."""
    header = rows[0][1:]
    runs: list[tuple[str | None, list]] = []
    for line, cells in zip(lines[1:], rows[1:]):
        if not runs or runs[-1][0] != line.panel:
            runs.append((line.panel, [header]))
        runs[-1][1].append(cells[1:])
    return runs
