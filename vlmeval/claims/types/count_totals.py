"""The total a count axis adds up to: "In total about 119 participants are shown", "a total of 240 galaxies",
"46 stars altogether" (a sentence holding no other number: no window, no subset), on a bar chart or histogram whose y axis counts those things ("Number of participants",
"Count of stars", "# galaxies"): the sum of its one series' bars.

The counted noun must be the one the y axis counts (singular or plural), so "in total 3 peaks" on a "Number of
participants" axis is no claim. Tolerance: a count axis is read bar by bar in whole numbers, so the sum is nearly
exact; the stated number may be rounded (half a unit of its last non-zero digit's place, at most
``claims.line_numbers.APPROX_RELATIVE`` of the total) and, hedged ("about", "~"), it may be off by ``HEDGED_SHARE``
of the total. Unverifiable when a bar's value is not known."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import prose_sentences
from vlmeval.claims.cues import cue_words, cues_of
from vlmeval.claims.line_numbers import APPROX_RELATIVE
from vlmeval.claims.xy_readings import HEDGE, NUM, number_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile

HEDGED_SHARE = 0.03  # a hedged total of whole-number bars: within this share of the sum
_COUNT_AXIS = lazy_compile(r"^\s*(?:(?:the\s+)?number|no\.|count|#)\s*(?:of\s+)?(?P<noun>[^\W\d_]{3,})\b", re.I)
_TOTAL_WORDS = ("in total", "in all", "altogether", "overall", "a total of", "total of")
_TOTAL = cue_words(_TOTAL_WORDS)  # whole words, a run of white space between two
_SAID = [
    lazy_compile(rf"{_TOTAL}[^.;:\d]{{0,40}}?(?P<h>{HEDGE})?(?P<n>{NUM})(?!\.?\d)\s+(?P<noun>[^\W\d_]+)", re.I),
    lazy_compile(rf"(?P<h>{HEDGE})?(?P<n>{NUM})(?!\.?\d)\s+(?P<noun>[^\W\d_]+)\b[^.;:\d]{{0,30}}?{_TOTAL}", re.I),
]


@dataclass(frozen=True, slots=True)
class CountTotal:
    """A stated total ``n`` of the things a count axis counts; ``hedged``: "about", "~"."""
    n: float
    hedged: bool
    written: str


def counted_noun(panel: Panel) -> str | None:
    """What the panel's y axis counts ("participants" for "Number of participants"), singular; else None."""
    m = _COUNT_AXIS.match(panel.y.label or "")
    return _singular(m["noun"]) if m else None


def _singular(word: str) -> str:
    w = word.lower()
    return w[:-3] + "y" if w.endswith("ies") else w[:-1] if w.endswith("s") and not w.endswith("ss") else w


def _count_panel(doc: Document) -> tuple[Panel, str] | None:
    """The figure's one panel of one series over a count axis, and the noun it counts."""
    panels = [p for p in doc.figure.panels if p.data is not None]
    if len(panels) != 1 or len(panels[0].data.rows) != 1 or not chart_kind(doc.figure.kind).bars:
        return None
    noun = counted_noun(panels[0])
    return (panels[0], noun) if noun else None


def extract_count_totals(doc: Document) -> list[Claim]:
    found = _count_panel(doc)
    if found is None:
        return []
    panel, noun = found
    out, text = [], doc.text
    for start, end in prose_sentences(doc):
        sentence = text[start:end]
        if len(re.findall(NUM, sentence)) != 1:
            continue  # a window ("from 2010 to 2020") or a subset ("above 0.5") names another number
        for rx in _SAID:
            m = rx.search(sentence)
            if m is None or _singular(m["noun"]) != noun:
                continue
            a, b = start + m.start("n"), start + m.end("noun")
            if doc.is_taken(a, b):
                break
            doc.take(a, b)
            payload = CountTotal(number_of(m["n"]), bool(m["h"]), m["n"])
            out.append(Claim("value", a, b, stated=payload.n, panel=panel.title, source="count total",
                             hedge="approx" if payload.hedged else None, payload=payload))
            break
    return out


extract_count_totals.cues = cues_of(_TOTAL_WORDS)  # "total", "all", "altogether" ("overall" holds "all")


def _rounding(written: str) -> float:
    """Half a unit of the place of the last non-zero digit of a whole number ("120": 5, "119": 0.5)."""
    digits = written.replace(",", "").split(".")[0].lstrip("-−–")
    zeros = len(digits) - len(digits.rstrip("0")) if digits.strip("0") else 0
    return 0.5 * 10 ** zeros


def verify_count_total(claim: Claim, ctx: VerifyContext) -> Outcome:
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    values = panel.data.values[0] if panel.data is not None and panel.data.values else []
    if not values or any(v is None for v in values):
        return unverifiable("a bar's count is not known", panel=panel.title)
    total, stated = float(sum(values)), claim.payload
    tol = min(_rounding(stated.written), APPROX_RELATIVE * total)
    if stated.hedged:
        tol = max(tol, HEDGED_SHARE * total)
    if abs(total - stated.n) <= tol + 1e-9 * max(1.0, total):
        return supported(total, panel=panel.title)
    return contradicted("value", total, f"the bars add up to {total:g}, not {stated.n:g}", panel=panel.title)


ENTRY = TypeEntry(extract_count_totals, payloads=(("value", CountTotal, verify_count_total),))
