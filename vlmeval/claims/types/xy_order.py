"""The order of series over a line figure's whole numeric x range, said of series named by their legend text
(quoted or not, numbers and slashes included: '"PGD/no PGD"', "64 procs"), scored as ``comparison`` claims (a
bound as a ``range`` claim). Where the general comparison reader (``claims.types.comparison``) finds the names
itself, the sentence is left to it; this reader covers the names it does not find:

- one series above (below) another at every x: '"PGD/no PGD" is always above "sub-evolution/baseline"',
  "A lies below B throughout" (``XYOrder`` with ``other``);
- one series above (below) every other: "The 128 procs series (medium blue) is the lowest everywhere",
  "128 procs is the fastest configuration at every redshift" (on a y axis of time, fastest is lowest)
  (``XYOrder`` with no ``other``);
- one series on one side of a number at every x: '"sub-evolution/baseline" stays below 1 at every redshift shown'
  (``XYBound``, a ``range`` claim).

The words must say the order holds everywhere (always, everywhere, throughout, at every / all / each <x>);
a sentence that limits it ("for z ≥ 1.0", "except", "until") or hedges or negates it gives no claim. Judged at
every x where the series' values are known: contradicted when the order (bound) fails there by more than the
panel's value tolerance."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.text import norm
from vlmeval.claims.trend_words import LARGEST_WORDS, SMALLEST_WORDS
from vlmeval.claims.xy_readings import BULLET, NUM, multi_series_lines, number_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.facts import derived_for
from vlmeval.groundtruth.schema import Panel
from vlmeval.textsafe import word_key
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile

Side = Literal["above", "below"]


@dataclass(frozen=True, slots=True)
class XYOrder:
    """``series`` lies on ``side`` of ``other`` (None: of every other series of the panel) at every x."""
    series: str
    side: Side
    other: str | None


@dataclass(frozen=True, slots=True)
class XYBound:
    """``series`` lies on ``side`` of ``bound`` at every x."""
    series: str
    side: Side
    bound: float


_EVERYWHERE = r"(?:everywhere|throughout|always|consistently|across\s+the\s+(?:whole|entire|full)\s+[\w-]+(?:\s+range)?|" \
              r"(?:at|for|across|over)\s+(?:every|all|each)\s+(?:the\s+)?[\w-]+(?:\s+(?:shown|plotted|values?|points?))?)"
_NOUN = r"(?:\s+(?:series|curve|line|ratio|configuration|run|model|method|case|points|data))?"
_ASIDE = r"(?:\s*\([^()]{0,40}\))?"
_VERB = r"\s+(?:is|lies|stays|remains|sits|runs|was)\s+(?:(?:always|consistently|everywhere)\s+)?"
_THAN = {"above": "above", "below": "below", "over": "above", "under": "below", "higher than": "above",
         "lower than": "below", "greater than": "above", "less than": "below", "larger than": "above",
         "smaller than": "below"}
# the superlatives of a value (claims.trend_words) and the places of a series drawn above (below) every other
_EXTREME = {**dict.fromkeys((*LARGEST_WORDS, "top"), "above"), **dict.fromkeys((*SMALLEST_WORDS, "bottom"), "below")}
_TIMED = {"fastest": "below", "quickest": "below", "slowest": "above"}  # on a y axis of time
_TIME_AXIS = lazy_compile(r"\b(?:time|runtime|run\s+time|wall[-\s]?clock|latency|duration|seconds|sec)\b|\[\s*s\s*\]|\(\s*s\s*\)",
                          re.I)
_LIMITS = lazy_compile(r"\b(?:except|until|before|after|not|never|no|roughly|almost|nearly|mostly|about|apart|"
                       r"but|only|up\s+to|beyond|from|between)\b|[≥≤<>]", re.I)
_END = r"(?P<rest>(?:\s+" + _EVERYWHERE + r")?)\s*(?:[.;,]|\s+and\b|$)"


def _names(panel: Panel) -> str:
    names = sorted({str(r).strip() for r in panel.data.rows if str(r).strip()}, key=len, reverse=True)
    return "|".join(re.escape(n) for n in names)


def _quoted(group: str, names: str) -> str:
    return rf"[\"“']?(?P<{group}>{names})[\"”']?{_NOUN}{_ASIDE}"


def _patterns(panel: Panel) -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    names = _names(panel)
    lead = rf"\W*(?:the\s+)?{_quoted('a', names)}{_VERB}"
    than = "|".join(sorted(_THAN, key=len, reverse=True))
    order = re.compile(rf"{lead}(?P<rel>{than})\s+(?:the\s+|that\s+of\s+)?{_quoted('b', names)}{_END}", re.I)
    ext = "|".join([*_EXTREME, *_TIMED])
    extreme = re.compile(rf"{lead}the\s+(?P<rel>{ext})(?:\s+(?:one|series|curve|line|configuration|ratio|method|"
                         rf"model|run|value|of\s+all(?:\s+\w+)?))?{_END}", re.I)
    bound = re.compile(rf"{lead}(?P<rel>above|below|over|under)\s+(?P<n>{NUM})(?!\.\d|\s*%){_END}", re.I)
    return order, extreme, bound


def _everywhere(m: re.Match) -> bool:
    return bool(m["rest"].strip()) or re.search(r"\b(?:always|consistently|everywhere)\b", m.group(0), re.I) is not None


def _payload(m: re.Match, kind: str, panel: Panel) -> XYOrder | XYBound | None:
    rows = {word_key(str(r).strip()): str(r) for r in panel.data.rows}
    a, rel = rows[word_key(m["a"])], word_key(m["rel"])
    if kind == "order":
        b = rows[word_key(m["b"])]
        return XYOrder(a, _THAN[" ".join(rel.split())], b) if b != a else None
    if kind == "extreme":
        if rel in _TIMED and not _TIME_AXIS.search(panel.y.label or ""):
            return None  # fast or slow says nothing of a y axis that is not a time
        return XYOrder(a, _EXTREME.get(rel) or _TIMED[rel], None)
    return XYBound(a, "above" if rel in ("above", "over") else "below", number_of(m["n"]))


def _without_names(sentence: str, m: re.Match) -> str:
    """The sentence with the series names blanked ("PGD/no PGD" holds no negation)."""
    for group in ("a", "b"):
        if group in m.re.groupindex and m.start(group) >= 0:
            sentence = sentence[:m.start(group)] + " " * (m.end(group) - m.start(group)) + sentence[m.end(group):]
    return sentence


def _comparisons_own(doc: Document, at: int, m: re.Match, kind: str) -> bool:
    """Whether the general comparison reader (``claims.types.comparison``) reads this sentence: both series found
    as names of the figure ("train lies above test everywhere"), or a ranked one whose name holds no number (it
    skips a sentence holding a number)."""
    groups = ("a", "b") if kind == "order" else ("a",) if kind == "extreme" and m["rel"].lower() in _EXTREME else ()
    if not groups or (kind == "extreme" and re.search(r"\d", m["a"])):
        return False
    rows = doc.lex.rows_norm
    found = {x.entity for x in doc.mentions_in(at + m.start("a"), at + m.end()) if x.entity in rows}
    return all(norm(m[g]) in found for g in groups)


def _claims_of(doc: Document, line: Line, panel: Panel, patterns) -> list[Claim]:
    out = []
    for s, e in line.sentence_spans:
        sentence = line.text[s:e]
        lead = BULLET.match(sentence)
        body_at = lead.end() if lead else 0
        for kind, pattern in zip(("order", "extreme", "bound"), patterns):
            m = pattern.match(sentence, body_at)
            if m is None or not _everywhere(m) or _LIMITS.search(_without_names(sentence, m), body_at, m.end()):
                continue
            payload = _payload(m, kind, panel)
            if payload is None or _comparisons_own(doc, line.start + s, m, kind):
                break
            start, end = line.start + s + m.end("a"), line.start + s + m.end("rest")
            if doc.is_taken(start, end):
                break
            doc.take(start, end)
            out.append(Claim("range" if kind == "bound" else "comparison", line.start + s + m.start("a"), end,
                             stated=payload.side, panel=panel.title,
                             row=payload.series, source="xy order", payload=payload))
            break
    return out


def _panel_patterns(doc: Document, panel: Panel) -> tuple[re.Pattern, re.Pattern, re.Pattern]:
    """``_patterns(panel)``, compiled once per panel of the figure (its series names; ``re``'s own cache of 512
    patterns is overrun by a run over many figures, and each compile costs milliseconds)."""
    return derived_for(doc.figure, "xy_order_patterns", panel, _patterns)


def extract_xy_order(doc: Document) -> list[Claim]:
    out, cache = [], {}
    for line, panel in multi_series_lines(doc):
        patterns = cache.get(panel.title) or cache.setdefault(panel.title, _panel_patterns(doc, panel))
        out += _claims_of(doc, line, panel, patterns)
    return out


# --- judging ------------------------------------------------------------------------------------------------
def _known(panel: Panel, row: str) -> dict[float, float]:
    t = panel.data
    values = t.values[t.rows.index(row)]
    return {float(c): float(v) for c, v in zip(t.columns, values)
            if v is not None and isinstance(c, (int, float)) and not isinstance(c, bool)}


def _failures(mine: dict[float, float], other: dict[float, float], side: Side, tol: float) -> tuple[int, list[float]]:
    """(how many x both series know, the x where ``mine`` is not on ``side`` of ``other`` by more than ``tol``)."""
    shared = sorted(set(mine) & set(other))
    sign = 1 if side == "above" else -1
    return len(shared), [x for x in shared if sign * (mine[x] - other[x]) < -tol]


def verify_xy_order(claim: Claim, ctx: VerifyContext) -> Outcome:
    stated = claim.payload
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    rows = [str(r) for r in panel.data.rows] if panel.data is not None else []
    if stated.series not in rows:
        return unverifiable("the series' values are not known", panel=panel.title)
    where = {"panel": panel.title, "row": stated.series}
    tol, mine = panel.value_tolerance or 0.0, _known(panel, stated.series)
    if isinstance(stated, XYBound):
        bound = {x: stated.bound for x in mine}
        n, bad = _failures(mine, bound, stated.side, tol)
        if n < 2:
            return unverifiable("too few known values", **where)
        if bad:
            return contradicted("value", mine[bad[0]], f"the series is at {mine[bad[0]]:.4g} at x = {bad[0]:g}, "
                                f"not {stated.side} {stated.bound:g}", **where)
        return supported(stated.bound, **where)
    others = [stated.other] if stated.other is not None else [r for r in rows if r != stated.series]
    for other in others:
        if other not in rows:
            return unverifiable("the other series' values are not known", **where)
        n, bad = _failures(mine, _known(panel, other), stated.side, tol)
        if n < 2:
            return unverifiable("the series share too few known x", **where)
        if bad:
            return contradicted("magnitude", other, f"{stated.series} is not {stated.side} {other} at x = {bad[0]:g}",
                                **where)
    return supported(stated.side, **where)


ENTRY = TypeEntry(extract_xy_order, payloads=(("comparison", XYOrder, verify_xy_order),
                                              ("range", XYBound, verify_xy_order)))
