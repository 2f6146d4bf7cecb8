"""The last phase of a course told in phases on a line or x-y figure: "~1.1 at q = 0, flat to q ≈ 0.35, then
decreasing to ~0.0075 at q ≈ 0.63", "falls to a minimum of ~4.05 at x ≈ 14, then rising to ~5.0 at x = 75", "rises
to about 0.47 and then falls again beyond -94 K". ``claims.types.xy_reading_sentences`` reads a course of one
direction and leaves a sentence in phases; this module reads the phase after the last "then" when it runs to the
series' end: a one-way trend (``XYTrend``, judged by ``xy_reading_check.verify_xy_trend``) from the x where the
phase before it ended (the last x stated before "then": "x ≈ 14", "at -100 K") or the x the phase names ("beyond
-94 K").

Only a last phase of one direction and nothing else (no second verb, no "stays", "levels off", peak or dip after
it), whose last stated x, if any, is the series' last one (within a twentieth of its x range); the clause is cut
at ", while" / "; " / ", whereas" (another series' course follows); the series is the one the clause names, its
lead-in's, or the panel's only one (``claims.xy_readings``)."""

from __future__ import annotations

import re

from vlmeval.claims import Claim, Document
from vlmeval.claims.trend_words import FALLS, RISES
from vlmeval.claims.types.xy_reading import XYTrend
from vlmeval.claims.types.xy_reading_sentences import QUALIFIED, STRUCTURE_SECTION, sentence_series
from vlmeval.claims.xy_readings import NUM, number_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.lazy_re import lazy_compile

_THEN = lazy_compile(rf"\bthen\s+(?:(?:it|they|\w+ly)\s+)?(?:(?P<up>{RISES}|climb\w*)|(?P<down>{FALLS}|decay(?:s|ing)?))\b",
                     re.I)
# an x as the seeds' format states it: "q ≈ 0.35", "U = 3", "at -100 K", "near x = 14"
_X = lazy_compile(rf"(?:(?<![\w/])[^\W\d][\w/]{{0,6}}\s*(?:=|≈)\s*|\b(?:at|near|beyond|past|after)\s+(?:about\s+|~|≈)?)"
                  rf"(?P<x>{NUM})(?!\.?\d)", re.I)
_START_AFTER = lazy_compile(rf"^[^.;,]{{0,30}}?\b(?:beyond|past|after|from)\s+(?:[^\W\d][\w/]{{0,6}}\s*(?:=|≈)\s*)?"
                            rf"(?:about\s+|~|≈)?(?P<x>{NUM})(?!\.?\d)", re.I)
_OTHER_COURSE = lazy_compile(rf"\b(?:{RISES}|{FALLS}|climb\w*|decay\w*|then|stay\w*|remain\w*|level\w*|flat\w*|plateau\w*|"
                             r"saturat\w*|peak\w*|dips?|maxim\w*|minim\w*|turn\w*|recover\w*|oscillat\w*|"
                             rf"{QUALIFIED})\b|n['’]t\b", re.I)
_CLAUSE_END = lazy_compile(r",\s*(?:while|whereas|but)\b|;\s", re.I)
_END_FRACTION = 0.05  # a last stated x this close to the series' last x (as a share of its x range) is its end


def _clause(sentence: str, at: int) -> tuple[int, str]:
    """The clause of the sentence holding ``at``: from the last clause break before it to the first after it."""
    start = max((m.end() for m in _CLAUSE_END.finditer(sentence, 0, at)), default=0)
    end = _CLAUSE_END.search(sentence, at)
    return start, sentence[start:end.start() if end else len(sentence)]


def _phase_start(before: str, after: str) -> tuple[float | None, str]:
    """Where the phase starts, and what the clause says after that start."""
    own = _START_AFTER.match(after)
    if own is not None:
        return number_of(own["x"]), after[own.end():]
    xs = list(_X.finditer(before))
    return (number_of(xs[-1]["x"]) if xs else None), after


def _runs_to_end(after: str, xs: list[float]) -> bool:
    stated = list(_X.finditer(after))
    if not stated:
        return True
    span = xs[-1] - xs[0]
    return abs(number_of(stated[-1]["x"]) - xs[-1]) <= _END_FRACTION * span


def extract_last_phases(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if spec.bars or not (spec.x_at_values or spec.numeric_x):
        return []
    out = []
    for i, line in enumerate(doc.lines):
        if line.heading or STRUCTURE_SECTION.search(line.section or "") or "then" not in line.text.lower():
            continue
        for s, e in line.sentence_spans:
            sentence = line.text[s:e]
            for m in _THEN.finditer(sentence):
                claim = _phase_claim(doc, i, line, s, sentence, m)
                if claim is not None:
                    out.append(claim)
    return out


def _phase_claim(doc: Document, i: int, line, s: int, sentence: str, m: re.Match) -> Claim | None:
    c0, clause = _clause(sentence, m.start())
    at, verb_end = m.start() - c0, m.end() - c0
    before, after = clause[:at], clause[verb_end:]
    if _OTHER_COURSE.search(after) or _THEN.search(after):
        return None  # the phase is not the last, or more than one way
    found = sentence_series(doc, i, line, clause)
    start_x, after = _phase_start(before, after)
    if found is None or start_x is None:
        return None
    panel, row = found
    xs = sorted(float(c) for c in panel.data.columns if isinstance(c, (int, float)) and not isinstance(c, bool))
    if panel.data.points is not None and row < len(panel.data.points) and panel.data.points[row]:
        xs = sorted(float(x) for x, _ in panel.data.points[row])
    if len(xs) < 3 or not xs[0] <= start_x < xs[-1] or not _runs_to_end(after, xs):
        return None
    word = "up" if m["up"] else "down"
    start, end = line.start + s + m.start(m.lastgroup), line.start + s + m.end(m.lastgroup)
    payload = XYTrend(start_x, word, str(panel.data.rows[row]))
    return Claim("trend", start, end, stated=word, panel=panel.title, row=panel.data.rows[row],
                 source="xy last phase", payload=payload)


ENTRY = TypeEntry(extract_last_phases)
