"""Extremes told in one step of a course under a lead-in.

A list under a lead-in that names a series ("**Train (blue):**") often tells the series' course item by item:
"1. Starts at ~1.0 at x = 0.", "2. Rises to a peak of ~0.9 at x = 4.", "3. Ends at ~0.2 at x = 6.". A later
item's "peak", "minimum" or "highest" is that stretch's, which need not be the whole series' (its trend words tell
one stretch too: ``claims.types.xy_reading_sentences``). Where the item's series (or panel) comes from the lead-in
alone, an extreme claim of it is marked (``Claim.stretch``) and a contradiction of it is left unverifiable
(``claims.certain_chain``, link "stretch"). A sentence naming its own series keeps the whole-series reading."""

from __future__ import annotations

from bisect import bisect_right

from vlmeval.claims import Claim, Document
from vlmeval.claims.described_keys import described_look
from vlmeval.claims.xy_readings import (BULLET, figure_series_names, later_item, scope_line, scope_panel,
                                        series_in_scope)


def mark_stretch_extremes(doc: Document, claims: list[Claim]) -> None:
    """In place: every extreme claim on a later list item whose series or panel only its lead-in names."""
    starts = [line.start for line in doc.lines]
    for c in claims:
        if c.kind != "extremum" or c.panel is None:
            continue
        i = _line_index(starts, c.start)
        if i is not None and _led_later_item(doc, i, c.panel):
            c.stretch = True


def _line_index(starts: list[int], at: int) -> int | None:
    i = bisect_right(starts, at) - 1
    return i if i >= 0 else None


def _led_later_item(doc: Document, i: int, panel_title: str) -> bool:
    line = doc.lines[i]
    if not BULLET.match(line.text) or scope_line(doc, i) is None or not later_item(doc, i):
        return False
    panel = next((p for p in doc.figure.panels if p.title == panel_title), None)
    if panel is None or panel.data is None:
        return False
    several = len(panel.data.rows) > 1
    own = [line.text, described_look(doc, line.text)]  # its words, and the look its legend entry gives them
    if several and series_in_scope(panel, own, figure_series_names(doc.figure)) is not None:
        return False  # "2. s orbital, x = 9: ~0.17, the sharp peak", "* Mg: peak of ...": its own series
    return several or scope_panel(doc, line, None) is not panel  # the series, or the panel, from the lead-in
