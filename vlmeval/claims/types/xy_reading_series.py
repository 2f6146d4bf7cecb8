"""Several series read at one numeric x in one bullet of a line or scatter figure's description
("- K = 0.80: particle ≈ 0.050, spatial ≈ 0.052", "* N = 32: method A ~0.71; method B ~0.64", "- K ≈ 0.93: both
≈ 0.008"): each series' value at that x, scored as ``value`` claims with the x-y readings' payload
(``claims.types.xy_reading.XYReading``, judged by ``xy_reading_check``).

Each name is resolved on the bullet's panel (its lead-in or heading, ``claims.xy_readings``) by legend text or look;
"both" stands for each series of a panel of two, "all"/"each" for every series of the panel. A bullet with a name
that resolves to no series of the panel, or two names for one series, gives no claim: no reading is pinned on a
guess."""

from __future__ import annotations

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.described_keys import legend_look
from vlmeval.claims.types.xy_reading import XYReading, marked_extreme
from vlmeval.claims.xy_readings import (HEDGE, MARK, NUM, decimals_of, figure_series_names, hedged_before, number_of,
                                        scope_line, scope_panel, series_in_scope)
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile

# "- K = 0.80: ", "* N = 32: ", "* β ≈ 0.10 K⁻¹: ": the x the bullet reads at
_HEAD = lazy_compile(rf"^\s*{MARK}\s+(?:(?:[^\d:~≈=*]{{1,24}}?|[^\W\d][^\s:~≈=*,;]{{0,15}})\s*(?:=|≈|~)\s*)?(?:{HEDGE})?"
                     rf"(?P<x>{NUM})(?:\s+[^\W\d][^\d:,;()=≈~]{{0,10}})?\s*:\s*")
# "particle ≈ 0.050", "method A ~0.71", "spatial: 0.052 (the higher)": one series' name and its value there
_ITEM = lazy_compile(rf"(?P<name>[^\W\d][^\s:;,≈~=()]{{0,15}}(?:\s+[^\s:;,≈~=()]{{1,15}}){{0,3}}?(?:\s*\([^()\d]{{1,30}}\))?)"
                     rf"\s*(?:≈|~|=|:)\s*(?:{HEDGE})?(?P<y>{NUM})(?:\s*(?!and\b)[^\W\d][^\s\d;,()]{{0,8}})?(?:\s*\([^()\d]*\))?")
_GAP = lazy_compile(r"\s*(?:[,;]\s*(?:and\s+)?|\s+and\s+)")
_END = lazy_compile(r"\s*\.?\s*$")
_EVERY = {"both": 2, "all": 0, "each": 0, "all series": 0, "all curves": 0, "both series": 2, "both curves": 2}


def series_items(text: str) -> tuple[tuple[int, int], list[tuple[str, int, tuple[int, int]]]] | None:
    """The x span and each (name, name start, y span) of a bullet that is nothing but "<x>: <name> ≈ Y, <name> ≈ Y";
    None for any other line (one unnamed value: ``xy_reading`` reads it)."""
    head = _HEAD.match(text)
    if head is None:
        return None
    pos, items = head.end(), []
    while (m := _ITEM.match(text, pos)) is not None:
        items.append((m["name"].strip(), m.start("name"), m.span("y")))
        gap = _GAP.match(text, m.end())
        if gap is None:
            pos = m.end()
            break
        pos = gap.end()
    if not items or not _END.fullmatch(text, pos):
        return None
    return head.span("x"), items


def _rows_named(doc: Document, panel: Panel, name: str) -> list[int] | None:
    every = _EVERY.get(name.lower())
    n = len(panel.data.rows)
    if every is not None:
        return list(range(n)) if every in (0, n) else None
    row = series_in_scope(panel, [name, legend_look(doc, name)], figure_series_names(doc.figure))
    return None if row is None else [row]


def extract_series_readings(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if not (spec.x_at_values or spec.numeric_x) or spec.bars:
        return []
    out: list[Claim] = []
    for i, line in enumerate(doc.lines):
        if line.heading or ":" not in line.text:
            continue
        found = series_items(line.text)
        if found is None:
            continue
        panel = scope_panel(doc, line, scope_line(doc, i))
        if panel is None or panel.data is None or len(panel.data.rows) < 2:
            continue  # one series: nothing to tell the names apart by
        rows = [_rows_named(doc, panel, name) for name, _, _ in found[1]]
        flat = [r for rs in rows if rs is not None for r in rs]
        if any(rs is None for rs in rows) or len(flat) != len(set(flat)) or (len(found[1]) < 2 and len(flat) < 2):
            continue
        for (name, at, y), rs in zip(found[1], rows):
            if doc.is_taken(line.start + y[0], line.start + y[1]):
                continue
            out += [_claim(line, panel, r, found[0], at, y) for r in rs]  # "both ≈ 0.008": one claim per series
            doc.take(line.start + y[0], line.start + y[1])
    return out


def _claim(line: Line, panel: Panel, row: int, x: tuple[int, int], at: int, y: tuple[int, int]) -> Claim:
    text = line.text
    x_text, y_text = text[x[0]:x[1]], text[y[0]:y[1]]
    payload = XYReading(number_of(x_text), number_of(y_text), hedged_before(text, x[0]), decimals_of(y_text),
                        str(panel.data.rows[row]), marked_extreme(text, y[1]), decimals_of(x_text))
    return Claim("value", line.start + at, line.start + y[1], stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                 column=payload.x, hedge="approx" if hedged_before(text, y[0]) else None,
                 decimals=payload.decimals, source="xy reading", payload=payload)


ENTRY = TypeEntry(extract_series_readings)
