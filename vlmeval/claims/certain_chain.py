"""A trend, extreme, comparison, range, tick or count claim is contradicted only when every link of its evidence
chain is certain; otherwise it is unverifiable, never wrong.

A verifier of these claim types reaches "contradicted" through a chain: it chose what the claim is about (the
panel, the series), took the record's cells there, measured them and compared them with the claim. A link that is
a guess makes a right sentence look wrong, and descriptions written by others break the guesses in ways no wording
rule foresees. So one step, after every verifier and cross-check (``Pipeline.cross_check``), keeps such a
contradiction only if no link is in doubt (``LINKS``); each doubt is typed by its link and printed in the reason.

* record: the record read the panel without reservation; a panel whose notes say what could not be read there
  (``Panel.notes``) bears no contradiction of these types, save an extreme of the whole panel that a recorded value
  already beats (unread values can only push the true extreme further).
* coverage: the record holds what the claim speaks about. In a panel with parts the record declares unread
  (``Panel.unread``: a band, a fit, a density curve, a reference line, an inset), a verdict the check did not tie
  to one series of the record (nor to bars, where no unread part draws bars) may be about a part it never saw.
* stretch: an extreme told in one step of a course under a lead-in that alone names its series may be that
  stretch's, not the series' (``claims.stretch_items``).

Measured and left out (docs/agreement.md, "Evidence chain"): scope (a claim pooled over panels or series it did
not name) and strength (a trend short of the opposite direction beyond noise, a comparison reversed at under 3/4
of its points, a range off by under 5% of its span): each cleared false alarms on the dev parts and moved nothing
held out, or lost held-out catches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Literal, Protocol, Sequence

from vlmeval.claims import Claim
from vlmeval.claims.record_notes import withheld_from
from vlmeval.groundtruth.schema import Key, Panel
from vlmeval.records import ClaimVerdict
from vlmeval.verify import VerifyContext

GATED_KINDS = frozenset({"trend", "extremum", "comparison", "range", "ticks", "count"})
# the links a gate doubts: these claim types' (``LINKS``) and the value readings' (``claims.value_certainty``:
# place, record); scope and strength were measured and left out (see above)
Link = Literal["scope", "coverage", "strength", "record", "place", "stretch"]


class Found(Protocol):
    """What a link reads of a verdict (an ``Outcome`` or a ``ClaimVerdict``)."""
    panel: str | None
    expected: object
    reason: str | None
    row: Key | None


@dataclass(frozen=True, slots=True)
class Doubt:
    """One link of a contradiction's evidence chain that is not certain, and why (printed in the verdict's reason)."""
    link: Link
    why: str

    def __str__(self) -> str:
        return f"{self.link}: {self.why}"


# a sentence naming bars or bins speaks of a bar chart's or histogram's table (naming markers or points does not
# say as much: a panel's unread parts are often drawn with them)
_OWN_MARKS = re.compile(r"\b(?:bars?|bins?)\b", re.I)
# unread parts that draw no bars: a line, a band, a curve, printed notes
_MARKLESS = frozenset({"reference_line", "band", "annotation", "fit", "error_bars", "kde"})


def _line_of(text: str, start: int, end: int) -> str:
    """The line (a bullet, a paragraph) holding the claim."""
    lo = text.rfind("\n", 0, max(0, start)) + 1
    hi = text.find("\n", end)
    return text[lo:hi if hi >= 0 else len(text)]


def _panels_of(claim: Claim, found: Found, ctx: VerifyContext) -> list[Panel]:
    """The panel the verdict was reached on; every panel where neither the verdict nor the claim names one."""
    panel = ctx.named_panel(found.panel) or ctx.named_panel(claim.panel)
    return [panel] if panel is not None else list(ctx.figure.panels)


def coverage_doubt(claim: Claim, found: Found, ctx: VerifyContext) -> Doubt | None:
    """The record leaves part of the panel unread and the verdict rests on no one series it holds: the claim may
    speak of what is drawn there."""
    if claim.kind in ("ticks", "count"):  # about the axes and the layout, which the record reads whole
        return None
    if found.row is not None or getattr(claim.payload, "cells", ()):
        return None  # tied to one series, or to cells, the record holds: not to what it leaves unread
    bars = bool(_OWN_MARKS.search(_line_of(ctx.text, claim.start, claim.end)))
    for p in _panels_of(claim, found, ctx):
        # a sentence about bars is about the record's own where no unread part draws bars
        if p.unread and not (bars and all(u.kind in _MARKLESS for u in p.unread)):
            kinds = ", ".join(sorted({u.kind.replace("_", " ") for u in p.unread}))
            return Doubt("coverage", f"panel {p.title!r} has parts the record does not hold ({kinds})")
    return None


def record_doubt(claim: Claim, found: Found, ctx: VerifyContext) -> Doubt | None:
    """The record says in the panel's notes what it could not read there (``Panel.notes``): its cells are not the
    whole of what is drawn. An extreme of the whole panel that a recorded value beats stays certain
    (``_beaten_extreme``)."""
    if claim.kind in ("ticks", "count"):
        return None
    panels = _panels_of(claim, found, ctx)
    if _beaten_extreme(claim, found, max((p.value_tolerance or 0.0 for p in panels), default=0.0)):
        return None
    for p in panels:
        if _reserves(p.notes, withheld_from(claim, found, p, ctx)):
            return Doubt("record", f"the record notes what it could not read in panel {p.title!r}")
    return None


# notes that withhold nothing: how the record's numbers are stated (its tolerance, ticks printed as offsets), and
# cells or series declared unknown, which the data itself holds as unknown (the verifiers see those nulls)
_NO_RESERVATION = ("value_tolerance is ", "ticks are printed as offsets", "left unknown", "values unknown")


def _reserves(notes: str | None, withholds: Callable[[str], bool] = lambda part: True) -> bool:
    """Whether a panel's notes hold a reservation about what was read: any part that is neither a statement of how
    the numbers are given nor a declaration of cells the data leaves unknown, and that ``withholds`` something the
    verdict rests on (``record_notes.withheld_from``)."""
    return any(part.strip() and not any(s in part for s in _NO_RESERVATION) and withholds(part)
               for part in re.split(r";\s+", notes or ""))


def _beaten_extreme(claim: Claim, found: Found, tolerance: float) -> bool:
    """An extreme said of the whole panel ("the smallest object plotted is ~0.38", tied to no one series) that a
    value the record holds beats by more than the reading's rounding (``_BEYOND``) and the record's ``tolerance``
    (``Panel.value_tolerance``): what the record left unread can only add values, never take that one away, so the
    panel's true extreme lies beyond the stated one too. An extreme of one series rests on that series being the
    one meant, which this link does not test; a local peak, a bound ("over 50") or a number that may be a place
    states no extreme value."""
    payload = claim.payload
    if claim.kind != "extremum" or found.row is not None or getattr(payload, "which", None) not in ("max", "min"):
        return False
    if getattr(payload, "local", False) or getattr(payload, "bound", None) or getattr(payload, "or_place", False):
        return False
    stated, expected = getattr(found, "stated", None), found.expected
    value = expected.get("value") if isinstance(expected, dict) else None
    if not _is_number(stated) or not _is_number(value):
        return False
    beyond = max(_BEYOND * abs(stated), tolerance)
    return value > stated + beyond if payload.which == "max" else value < stated - beyond


# how far past a stated extreme ("~0.75") a recorded value must lie to beat it beyond the reading's rounding
_BEYOND = 0.05


def _is_number(v: object) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def stretch_doubt(claim: Claim, found: Found, ctx: VerifyContext) -> Doubt | None:
    """An extreme told in one step of a course under a lead-in that alone names its series ("**Train:**", "1.
    Starts at ~1.0.", "2. Rises to a peak of ~0.9 at x = 4."): it may be that stretch's (``claims.stretch_items``)."""
    if claim.kind == "extremum" and claim.stretch:
        return Doubt("stretch", "an extreme told in one step of a course under its lead-in may be that stretch's")
    return None


LINKS: dict[Link, Callable[[Claim, Found, VerifyContext], Doubt | None]] = {"coverage": coverage_doubt,
                                                                           "record": record_doubt,
                                                                           "stretch": stretch_doubt}


def doubts(claim: Claim, found: Found, ctx: VerifyContext) -> list[Doubt]:
    """The links of the contradiction ``found`` of ``claim`` that are not certain."""
    return [d for link in LINKS.values() if (d := link(claim, found, ctx)) is not None]


def certain_verdict(claim: Claim, verdict: ClaimVerdict, ctx: VerifyContext) -> ClaimVerdict:
    """``verdict``, or unverifiable when it contradicts a gated claim through a link that is not certain (the
    doubts and what the check found in its reason)."""
    if verdict.verdict != "contradicted" or claim.kind not in GATED_KINDS or verdict.error_type == "nonsense":
        return verdict
    found = doubts(claim, verdict, ctx)
    if not found:
        return verdict
    said = f"; the check found: {verdict.reason}" if verdict.reason else ""
    reason = "not certainly wrong (" + "; ".join(map(str, found)) + ")" + said
    return verdict.model_copy(update={"verdict": "unverifiable", "error_type": None, "reason": reason})


def certain_verdicts(ctx: VerifyContext, claims: Sequence[Claim], verdicts: Sequence[ClaimVerdict]) -> list[ClaimVerdict]:
    """Every verdict of a description through ``certain_verdict`` (``claims`` and ``verdicts`` in the same order)."""
    return [certain_verdict(c, v, ctx) for c, v in zip(claims, verdicts, strict=True)]
