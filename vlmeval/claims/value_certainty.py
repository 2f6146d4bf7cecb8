"""A reading judged wrong only on a certain chain of evidence.

A value claim ("* x = 10: ~0.45" under "**Left panel (method A):**") is compared with the record through a chain of
look-ups: the panel it is about, the series in that panel, the place on the series, and the record's values there.
A link may rest on a guess (a series taken as the subject among several, an x beyond the drawn data), and a guess
that lands on the wrong series or place makes a correct reading look wrong. So the judging principle for readings
is: ``contradicted`` only when every link is certain; a contradiction resting on an uncertain link becomes
``unverifiable``, its reason naming each link in doubt (``Doubt``). A supported outcome is left as it is: a reading
found on a guessed series is evidence that the guess was right.

The gate is one step, run on every verifier's outcome (``pipeline.Pipeline.verify``); the links it checks:
``place`` (``_place_doubt``) and ``record`` (``_record_doubt``). A series counts as named when the words that
scope the claim (``scope_text``: its line, its lead-ins, its table's header, the heading) write its legend text, or
the one colour only it is drawn in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim
from vlmeval.claims.types.xy_reading import XYReading
from vlmeval.claims.types.xy_reading_check import row_samples
from vlmeval.groundtruth.schema import Figure, Panel
from vlmeval.outcomes import Outcome, unverifiable

Link = Literal["place", "record"]


@dataclass(frozen=True, slots=True)
class Doubt:
    """One link of a claim's evidence chain that is not certain, and why (printed in the verdict's reason)."""
    link: Link
    why: str


def gate(claim: Claim, outcome: Outcome, figure: Figure, text: str) -> Outcome:
    """``outcome``, or ``unverifiable`` naming the doubtful links when it contradicts a value claim on an uncertain
    chain of evidence."""
    if claim.kind != "value" or outcome.verdict != "contradicted":
        return outcome
    doubts = doubts_of(claim, figure, text)
    if not doubts:
        return outcome
    why = "; ".join(f"{d.link}: {d.why}" for d in doubts)
    return unverifiable(f"not judged, the evidence is not certain ({why})", panel=outcome.panel, row=outcome.row,
                        column=outcome.column)


def doubts_of(claim: Claim, figure: Figure, text: str) -> list[Doubt]:
    """The uncertain links of the chain from ``claim`` (read from ``text``) to the record of ``figure``."""
    panel = next((p for p in figure.panels if p.title == claim.panel), None)
    if panel is None or panel.data is None:
        return []  # judged without a panel's table (a figure-wide claim): no chain to doubt
    found = (_place_doubt(claim, figure, panel), _record_doubt(claim, panel, scope_text(text, claim.start)))
    return [d for d in found if d is not None]


def _place_doubt(claim: Claim, figure: Figure, panel: Panel) -> Doubt | None:
    """A reading at a numeric x (``XYReading``) beyond the series' first or last sample by more than the x's printed
    digits reach ("N = 0" where the data start at N = 1, not "U = 0" where they start at 0.1): the value there is
    carried on from the end of the drawn data, not read off it."""
    reading = claim.payload
    if not isinstance(reading, XYReading) or claim.row not in panel.data.rows:
        return None
    samples = row_samples(figure, panel, panel.data.rows.index(claim.row))
    if len(samples) < 2:
        return None
    first, last = samples[0][0], samples[-1][0]
    reach = 1e-9 * max(1.0, abs(first), abs(last))
    if reading.x_decimals is not None:
        reach += 0.5 * 10.0 ** (-reading.x_decimals)
    if first - reach <= reading.x <= last + reach:
        return None
    return Doubt("place", f"x = {reading.x:g} lies beyond the drawn data ({first:g} to {last:g})")


def _record_doubt(claim: Claim, panel: Panel, scope: str) -> Doubt | None:
    """A reading on a panel that also draws a band or filled region the record leaves unread, or curves it holds
    beside the table (``Panel.curves``), whose words name no recorded series: the reading may be of the band's edge
    (a band's edges run along x like a series) or of a curve."""
    bands = [u for u in panel.unread or () if u.kind == "band" and not _SPAN.search(u.note or "")]
    curves = _other_curves(panel, claim, scope)
    if not (bands or curves) or (claim.row in panel.data.rows
                                 and names_series(panel, panel.data.rows.index(claim.row), scope)):
        return None
    if curves:  # a fit or model line drawn over the markers, held beside the table: the words may read it
        return Doubt("record", f"the panel also draws curves the table does not hold ({', '.join(curves)}) and no "
                               "words name the series")
    parts = ", ".join(u.note or u.kind for u in bands)
    return Doubt("record", f"the panel draws a band the record leaves unread ({parts}) and no words name the series")


# words for a drawn line ("the lower dotted curve", "the dashed fit") and for markers ("the points", "circles"; not
# "8 points wide", "percentage points")
_LINE_WORDS = re.compile(r"\b(?:curves?|lines?|fits?|model|dotted|dashed|dash-dot)\b", re.I)
_MARKER_WORDS = re.compile(r"(?<!percentage\s)(?<![\d.]\s)\b(?:points?|markers?|circles?|dots|squares?|crosses|triangles?|diamonds?|bars?|bins?)\b",
                           re.I)


def _other_curves(panel: Panel, claim: Claim, scope: str) -> list[str]:
    """The names of the curves ``panel`` draws over its markers beside the table (not one of its series again),
    when the claim was read on a series of the table and its words speak of a line, not of markers."""
    if claim.row not in panel.data.rows or not _LINE_WORDS.search(scope) or _MARKER_WORDS.search(scope):
        return []
    rows = {str(r) for r in panel.data.rows}
    return [c.name for c in panel.curves or () if c.over == "markers" and c.name not in rows]


# a band recorded as a shaded span across the plot (a marked region of x or y): its edges are constant, no curve
_SPAN = re.compile(r"\bspans?\b|\bspan\(s\)")


def names_series(panel: Panel, row: int, scope: str) -> bool:
    """Whether ``scope`` names the series ``row`` of ``panel``: its legend text as whole words, or the colour it
    alone of the panel's series is drawn in."""
    if _names(str(panel.data.rows[row]), scope):
        return True
    styles = panel.data.styles or []
    style = styles[row] if row < len(styles) else None
    colour = style.color.lower() if style is not None and style.color else None
    if colour is None or not _names(colour, scope):
        return False
    return sum(1 for st in styles if st is not None and st.color and st.color.lower() == colour) == 1


def _names(name: str, scope: str) -> bool:
    """Whether ``scope`` writes ``name`` as whole words (case and runs of spaces aside)."""
    key = " ".join(name.lower().split())
    return bool(key) and re.search(rf"(?<!\w){re.escape(key)}(?!\w)", " ".join(scope.lower().split())) is not None


_BULLET = re.compile(r"^(\s*)(?:[-*+•]|\d+[.)])\s")
_HEADING = re.compile(r"^\s*#{1,6}\s")


def scope_text(text: str, pos: int) -> str:
    """The words that set the scope of the claim at ``pos``: its line (and a table row's header line); above a
    bullet, its lead-ins (each bullet less indented than the one below it, up to the first line that is no
    bullet); and the last heading."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    lines = [text[start:len(text) if end < 0 else end]]
    if lines[0].lstrip().startswith("|"):
        lines.append(_table_head(text, start))  # a table row is scoped by its header
    depth = _depth(lines[0]) if _BULLET.match(lines[0]) else None  # None: only the heading is left to find
    while start > 0 and not _HEADING.match(lines[-1]):
        prev_start = text.rfind("\n", 0, start - 1) + 1
        line, start = text[prev_start:start - 1], prev_start
        if _HEADING.match(line):
            lines.append(line)
        elif depth is not None and line.strip():
            if not _BULLET.match(line):
                lines.append(line)  # the lead-in line of the list
                depth = None
            elif _depth(line) < depth:
                lines.append(line)  # the bullet this one is nested under
                depth = _depth(line)
    return "\n".join(reversed(lines))


def _table_head(text: str, start: int) -> str:
    """The first line of the table whose row starts at ``start``."""
    head = start
    while head > 0:
        prev = text.rfind("\n", 0, head - 1) + 1
        if not text[prev:head - 1].lstrip().startswith("|"):
            break
        head = prev
    end = text.find("\n", head)
    return text[head:len(text) if end < 0 else end]


def _depth(line: str) -> int:
    return len(line) - len(line.lstrip())
