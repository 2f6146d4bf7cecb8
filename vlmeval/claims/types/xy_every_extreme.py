"""An extreme that every series of a panel shares, placed at a numeric x: "The maximum of both data sets is at
V/J = 0.75, at about 0.051", "the minimum of all three curves is at T ≈ 2", on a line or scatter figure. One
``extremum`` claim per series (``claims.types.xy_extreme.XYExtreme``, judged by ``verify_xy_extreme``).

"Both" names a panel of two series, "all three" one of three. The panel is the line's (heading, lead-in); where
the line names none, the one panel of the figure whose record holds exactly that many series (a main panel of two
series beside an inset whose values are not recorded). Anything less certain gives no claim."""

from __future__ import annotations

import math
import re

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import prose_sentences
from vlmeval.claims.cues import cues_of
from vlmeval.claims.types.xy_extreme import VALUE_EXTREMES, XYExtreme
from vlmeval.claims.xy_readings import HEDGE, NUM, decimals_of, number_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile

_COUNTS = {"both": 2, "two": 2, "three": 3, "four": 4, "five": 5}
_SET = r"(?:both|all\s+(?:the\s+)?(?P<n>two|three|four|five))\s+(?:the\s+)?(?:data\s*sets|series|curves|lines)"
_SAID_WORDS = "|".join(VALUE_EXTREMES).replace(" ", r"\s+")  # "the maximum of both series", "the highest value of ..."
_SAID = lazy_compile(
    rf"\b(?P<w>{_SAID_WORDS})\s+of\s+(?P<set>{_SET})\s+(?:is|lies|occurs|sits)\s+"
    rf"at\s+[^\d=≈~.;]{{1,12}}?\s*(?:=|≈|~)\s*(?P<xh>{HEDGE})?(?P<x>{NUM})(?!\.?\d)"
    rf"(?:[,\s]+(?:at|with|of)\s+(?:a\s+value\s+of\s+)?(?P<yh>{HEDGE})?(?P<y>{NUM})(?!\.?\d))?", re.I)


def _panel(doc: Document, line_panel: str | None, n: int) -> Panel | None:
    spec = chart_kind(doc.figure.kind)
    if spec.bars or not (spec.x_at_values or spec.numeric_x):
        return None
    if line_panel is not None:
        found = [p for p in doc.figure.panels if p.title == line_panel]
    else:
        found = [p for p in doc.figure.panels if p.data is not None]
    found = [p for p in found if p.data is not None and len(p.data.rows) == n]
    return found[0] if len(found) == 1 else None


def _line_panel(doc: Document, at: int) -> str | None:
    for line in doc.lines:
        if line.start <= at <= line.end:
            return line.panel
    return None


def may_hold_one(fig) -> bool:
    """Whether ``_panel`` can find a panel for some count of series: a kind of series at numeric x, and a panel
    holding 2 to 5 series. Where it cannot, the extractor claims and takes nothing, so its pattern is not run."""
    spec = chart_kind(fig.kind)
    if spec.bars or not (spec.x_at_values or spec.numeric_x):
        return False
    return any(p.data is not None and _FEWEST <= len(p.data.rows) <= _MOST for p in fig.panels)


_FEWEST, _MOST = min(_COUNTS.values()), max(_COUNTS.values())


def extract_every_extreme(doc: Document) -> list[Claim]:
    out, text = [], doc.text
    if doc.figure is not None and not may_hold_one(doc.figure):
        return out  # a heatmap, a bar chart, a panel of one series: no extreme of every series is placed
    for start, end in prose_sentences(doc):
        for m in _SAID.finditer(text, start, end):
            n = _COUNTS[(m["n"] or "both").lower()]
            panel = _panel(doc, _line_panel(doc, m.start()), n)
            a, b = m.start(), m.end()
            if panel is None or doc.is_taken(a, b):
                continue
            doc.take(a, b)  # the x is a place: no reader takes it for the extreme's value
            which = "min" if m["w"].lower().startswith(("min", "low")) else "max"
            y = m["y"]
            for row in panel.data.rows:
                payload = XYExtreme(which, number_of(m["x"]), number_of(y) if y else math.nan,
                                    decimals_of(y) if y else 0, str(row))
                out.append(Claim("extremum", a, b, stated=payload.y, panel=panel.title, row=row, column=payload.x,
                                 hedge="approx" if m["yh"] else None, decimals=payload.decimals,
                                 source="xy every extreme", payload=payload))
    return out


extract_every_extreme.cues = cues_of(VALUE_EXTREMES)

ENTRY = TypeEntry(extract_every_extreme)
