"""How many markers a panel draws: "a curve passes through eight dark-blue circular data points", "ten markers,
one per strain value", "about 30 black dots" (kind ``count``, ``source`` "marker count").

Read only where the count is the clause's whole subject: the sentence names no other number (a window or a subset,
"eight points above 0.5", names one), no word after the noun in its clause places or ranks the markers ("lie
above the line", "higher than"), and no word before the number makes it a part ("the first three points", "more
than 20 markers") or a change ("rises by 3 points").

Judged only where the record surely holds every marker the sentence counts: one panel is meant (the line's scope,
else the figure's one panel with data), every series of it is drawn as markers (``SeriesStyle.mark``) and one series
is (a count of two sets is not read as either), all its markers are recorded (``Table.points``) at distinct places
(overlapping markers cannot be counted on the image), and nothing left unread on the panel could hold markers (only
the kinds of ``UnreadPart.WITHOUT_VALUES``). An exact count must match; a hedged one ("about", "~", "roughly") may
be off by ``HEDGED_SHARE`` of the markers, at least one."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import prose_sentences
from vlmeval.claims.cues import declare_cues
from vlmeval.claims.structure_checks import count_value
from vlmeval.claims.text import NUMBER_WORDS
from vlmeval.claims.trend_words import SUPERLATIVES
from vlmeval.claims.types.value_check import resolve_panel
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.schema import Panel, UnreadPart
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile

HEDGED_SHARE = 0.10  # a hedged count of markers: within this share of the recorded count (at least one marker)
MARKER_NOUNS = ("data points", "points", "markers", "dots", "circles", "squares", "triangles", "diamonds", "symbols",
                "measurements", "observations", "crosses", "stars")
_NUMBER = rf"(?P<n>\d{{1,3}}|{'|'.join(w for w in NUMBER_WORDS if w not in ('one', 'single', 'pair'))})"
_HEDGE = r"(?P<h>about|around|roughly|approximately|nearly|some|~|≈)\s*"
_SAID = lazy_compile(rf"(?<![\w.,-])(?:{_HEDGE})?{_NUMBER}(?![\w.,%-])\s+(?P<adj>(?:[a-z][a-z-]*\s+){{0,3}}?)"
                     rf"(?P<noun>{'|'.join(MARKER_NOUNS)})\b", re.I)
# before the number: a part of the markers (a place, a superlative of claims.trend_words), a change, a comparison
_PART_BEFORE = lazy_compile(r"\b(?:first|last|other|remaining|further|additional|extra|another|more|fewer|least|most|"
                            rf"than|by|of|to|from|at|top|bottom|leftmost|rightmost|{SUPERLATIVES}|only)\s*$", re.I)
# words that make the number another ("two thousand points"), the noun no marker ("percentage points") or the markers
# a part of them ("outlying points")
_NOT_LOOK = lazy_compile(rf"\b(?:hundreds?|thousands?|millions?|dozens?|percentage|basis|outlying|extreme|{SUPERLATIVES}|remaining|other|of|with|and|or|the|"
                         r"are|is|were|lie|sit)\b", re.I)
# after the noun, in its clause: where the markers lie or how they rank
_PLACED_AFTER = lazy_compile(r"\b(?:above|below|over|under|beyond|exceed\w*|outside|inside|within|between|left|right|"
                             r"higher|lower|larger|smaller|greater|less|more|fewer|near|around|close|each|per|of)\b",
                             re.I)
_OTHER_NUMBER = lazy_compile(rf"\d+(?:[.,]\d+)*|\b(?:{'|'.join(NUMBER_WORDS)})\b", re.I)


@dataclass(frozen=True, slots=True)
class MarkerCount:
    """``n`` markers on one panel (``hedged``: "about", "~")."""
    n: float
    hedged: bool


def extract_marker_counts(doc: Document) -> list[Claim]:
    if not any(p.data is not None and p.data.points for p in doc.figure.panels):
        return []
    out, text = [], doc.text
    for start, end in prose_sentences(doc):
        sentence = text[start:end]
        found = [m for m in _SAID.finditer(sentence) if _read(sentence, m)]
        if len(found) != 1 or len(_OTHER_NUMBER.findall(sentence)) != 1:
            continue  # another number in the sentence: a window, a subset, a second count
        m = found[0]
        n = count_value(m["n"])
        a, b = start + m.start(), start + m.end()
        if n is None or n < 2 or doc.is_taken(a, b):
            continue
        line = doc.line_at(a)
        doc.take(a, b)
        out.append(Claim("count", a, b, stated=n, panel=line.panel if line is not None else None,
                         source="marker count", hedge="approx" if m["h"] else None,
                         payload=MarkerCount(n, bool(m["h"]))))
    return out


def _read(sentence: str, m: re.Match) -> bool:
    """Whether a matched "N <looks> <noun>" counts the markers themselves, not a part or a change of them."""
    if _PART_BEFORE.search(sentence, 0, m.start()) or _NOT_LOOK.search(m["adj"]):
        return False
    clause_end = min([i for i in (sentence.find(c, m.end()) for c in ",;:.") if i != -1] or [len(sentence)])
    return _PLACED_AFTER.search(sentence, m.end(), clause_end) is None


extract_marker_counts.cues = declare_cues(tuple(n for n in MARKER_NOUNS if " " not in n))


def _counted_panel(claim: Claim, ctx: VerifyContext) -> Panel | None:
    if claim.panel is not None:
        return resolve_panel(claim, ctx)
    held = [p for p in ctx.figure.panels if p.data is not None]
    return held[0] if len(held) == 1 else None


def verify_marker_count(claim: Claim, ctx: VerifyContext) -> Outcome:
    panel = _counted_panel(claim, ctx)
    if panel is None or panel.data is None:
        return unverifiable("which panel's markers are counted is not clear")
    t, where = panel.data, {"panel": panel.title}
    styles = t.styles or []
    if len(t.rows) != 1 or len(styles) != 1 or styles[0] is None or styles[0].mark != "marker":
        return unverifiable("the panel draws more than one set of markers, or not only markers", **where)
    if not t.points or not t.points[0]:
        return unverifiable("the panel's markers are not recorded", **where)
    if any(u.kind not in UnreadPart.WITHOUT_VALUES for u in panel.unread or []):
        return unverifiable("a part of the panel left unread may hold markers", **where)
    places = {(round(float(x), 9), round(float(y), 9)) for x, y in t.points[0]}
    if len(places) != len(t.points[0]):
        return unverifiable("some markers overlap: they cannot be counted on the image", **where)
    count, stated = len(places), claim.payload
    off = max(1.0, HEDGED_SHARE * count) if stated.hedged else 0.0
    if abs(count - stated.n) <= off:
        return supported(count, **where)
    return contradicted("value", count, f"the panel draws {count} markers, not {stated.n:g}", **where)


ENTRY = TypeEntry(extract_marker_counts, payloads=(("count", MarkerCount, verify_marker_count),))
