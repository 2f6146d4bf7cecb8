"""A reading judged wrong only on a certain chain of evidence.

A value claim ("* x = 10: ~0.45" under "**Left panel (method A):**") is compared with the record through a chain of
look-ups: the panel it is about, the series in that panel, the place on the series, and the record's values there.
A link may rest on a guess (a series taken as the subject among several, an x beyond the drawn data), and a guess
that lands on the wrong series or place makes a correct reading look wrong. So the judging principle for readings
is: ``contradicted`` only when every link is certain; a contradiction resting on an uncertain link becomes
``unverifiable``, its reason naming each link in doubt (``claims.certain_chain.Doubt``, as the other claim types'
gate types its doubts). A supported outcome is left as it is: a reading found on a guessed series is evidence that
the guess was right.

The gate is one step, run on every verifier's outcome (``pipeline.Pipeline.verify``); the links it checks:
``place`` (``_place_doubt``) and ``record`` (``_record_doubt``). A series counts as named when the words that
scope the claim (``claims.xy_readings.scope_words``: its line, its lead-ins, its table's header, the heading) name
it as the x-y readers name a series (``claims.xy_readings.names_row``: its legend text, or a look it alone is
drawn in).
"""

from __future__ import annotations

import re

from vlmeval.claims import Claim
from vlmeval.claims.certain_chain import Doubt
from vlmeval.claims.types.xy_reading import XYReading
from vlmeval.claims.types.xy_reading_check import row_samples
from vlmeval.claims.claim_scope import claim_scope
from vlmeval.claims.xy_readings import names_row
from vlmeval.groundtruth.schema import Figure, Panel
from vlmeval.outcomes import Outcome, unverifiable
from vlmeval.verify import VerifyContext

def gate(claim: Claim, outcome: Outcome, ctx: VerifyContext) -> Outcome:
    """``outcome``, or ``unverifiable`` naming the doubtful links when it contradicts a value claim on an uncertain
    chain of evidence."""
    if claim.kind != "value" or outcome.verdict != "contradicted":
        return outcome
    doubts = doubts_of(claim, ctx)
    if not doubts:
        return outcome
    why = "; ".join(map(str, doubts))
    return unverifiable(f"not judged, the evidence is not certain ({why})", panel=outcome.panel, row=outcome.row,
                        column=outcome.column)


def doubts_of(claim: Claim, ctx: VerifyContext) -> list[Doubt]:
    """The uncertain links of the chain from ``claim`` (read from ``ctx.text``) to the record of ``ctx.figure``."""
    panel = next((p for p in ctx.figure.panels if p.title == claim.panel), None)
    if panel is None or panel.data is None:
        return []  # judged without a panel's table (a figure-wide claim): no chain to doubt
    found = (_place_doubt(claim, ctx.figure, panel), _record_doubt(claim, panel, ctx))
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


def _record_doubt(claim: Claim, panel: Panel, ctx: VerifyContext) -> Doubt | None:
    """A reading on a panel that also draws a band or filled region the record leaves unread, or curves it holds
    beside the table (``Panel.curves``), whose words name no recorded series: the reading may be of the band's edge
    (a band's edges run along x like a series) or of a curve."""
    bands = [u for u in panel.unread or () if u.kind == "band" and not _SPAN.search(u.note or "")]
    if not bands and not panel.curves:
        return None  # nothing else drawn that the reading could be of: its words need not be read
    scope = claim_scope(claim, ctx)
    named = _named_curves(panel, claim, scope)
    if named:  # the words name a curve held beside the table: the reading may be of it, whatever row they name too
        return Doubt("record", f"the words name curves the table does not hold ({', '.join(named)})")
    curves = _other_curves(panel, claim, scope)
    if not (bands or curves) or (claim.row in panel.data.rows
                                 and names_row(panel, panel.data.rows.index(claim.row), scope)):
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


def _named_curves(panel: Panel, claim: Claim, scope: str) -> list[str]:
    """The curves held beside the table (not one of its series again) whose names the claim's words hold, when the
    claim was read on a series of the table ('Lennard-Jones only about 255' read on a panel whose one series is the
    reference points: a panel of one series takes every reading for it)."""
    if claim.row not in panel.data.rows:
        return []
    rows = {str(r) for r in panel.data.rows}
    return [c.name for c in panel.curves or () if c.name not in rows
            and re.search(rf"(?<!\w){re.escape(c.name)}(?!\w)", scope, re.I)]


def _other_curves(panel: Panel, claim: Claim, scope: str) -> list[str]:
    """The names of the curves ``panel`` draws over its markers beside the table (not one of its series again),
    when the claim was read on a series of the table and its words speak of a line, not of markers."""
    if claim.row not in panel.data.rows or not _LINE_WORDS.search(scope) or _MARKER_WORDS.search(scope):
        return []
    rows = {str(r) for r in panel.data.rows}
    return [c.name for c in panel.curves or () if c.over == "markers" and c.name not in rows]


# a band recorded as a shaded span across the plot (a marked region of x or y): its edges are constant, no curve
_SPAN = re.compile(r"\bspans?\b|\bspan\(s\)")
