"""Ungrounded content: statements a chart cannot support, whatever its data.

A chart shows values; it cannot show why they moved, what they will do after its last point, or how they
compare with a benchmark it does not plot. Three forms are claims of kind ``ungrounded``, checked by the
"ungrounded" verifier (``vlmeval.verify.ungrounded``):

| form (``payload.form``) | examples | grounded when |
|---|---|---|
| cause | "fell in 2020 due to the pandemic", "the rise was driven by exports" (a cause of a movement the sentence states before it: "infections caused by one person" is a definition, not a cause; "the trends cannot be determined due to the missing labels" explains the reading, not a movement) | the cause is one of the figure's names (a category "Assault, lost productivity" grounds "due to lost productivity") |
| forecast | "is expected to reach 90 by 2030", "will continue to grow" (a number, a year or a direction after the verb: "the chart will be updated" is none) | the year named is one of the chart's (Statista charts plot forecasts: 2025*) |
| outside benchmark | "above the global average", "than the national average" | the benchmark is one of the figure's names |

A hedge ("may be due to", "possibly driven by", "likely") does not make an explanation grounded: hedged or
not, a cause, forecast or benchmark the chart cannot show is a claim (the policy and its evidence:
``claims.speculation``, which also reads causes of the movement the sentence before states).
"""

from __future__ import annotations

import re
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.speculation import refers_back
from vlmeval.claimtypes import UngroundedStatement
from vlmeval.claims.category_names import prose_sentences

CAUSE_RE = re.compile(r"\b(?:due\s+to|because(?:\s+of)?|as\s+a\s+(?:direct\s+)?(?:result|consequence)\s+of|driven\s+by|thanks\s+to|"
                      r"owing\s+to|caused\s+by|attributed\s+to|fu(?:el|ell)ed\s+by|on\s+account\s+of|in\s+response\s+to|"
                      r"(?:as|was|were)\s+(?:a\s+)?result(?:ed)?\s+(?:of|from))\s+(?P<cause>[^,;.]{3,80})", re.I)
FORECAST_RE = re.compile(r"\b(?:(?:is|are)\s+(?:expected|projected|forecast(?:ed)?|predicted|set|anticipated)\s+to|"
                         r"will\s+(?:likely\s+)?(?:continue|reach|rise|increase|decrease|grow|fall|decline|be|remain|exceed|"
                         r"surpass|double|amount))\b", re.I)
BENCHMARK_RE = re.compile(r"\b(?:the\s+)?(?P<bench>(?:global|world(?:wide)?|national|international|country's|regional|"
                          r"EU|European|OECD|U\.?S\.?|state)\s+(?:\w+\s+){0,2}?(?:average|median))\b", re.I)
CHANGE_RE = re.compile(r"\b(?:increas|decreas|ris[ei]|rose|grow|grew|growth|declin|fell|fall|drop|dip|jump|surg|spike|"
                       r"peak|plung|climb|soar|slump|fluctuat|improv|worsen|recover|boost|gain|loss|lost|reduc|change|shift|"
                       r"high|low|trend)\w*", re.I)
# a predicate about reading the chart: a cause after it explains why something cannot be read, not a movement
READING_RE = re.compile(r"\b(?:can(?:not|'t|\s+not)|could(?:\s+not|n't)|unable|impossible|(?:difficult|hard)\s+to|"
                        r"not\s+(?:be\s+)?(?:possible|clear|precise|exact|legible|visible)|unclear|illegible)\b", re.I)
_YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")
# a word every match of each pattern holds (lower-cased): a sentence without one is not read by the pattern
_CAUSE_CUES = ("due", "because", "result", "consequence", "driven", "thanks", "owing", "caused", "attributed", "fuel",
               "account", "response")
_FORECAST_CUES = ("will", "expected", "projected", "forecast", "predicted", "set", "anticipated")
_BENCHMARK_CUES = ("average", "median")


def extract_ungrounded_claims(doc: Document) -> Iterator[Claim]:
    """Extractor: causes, forecasts and outside benchmarks in prose (see the module doc)."""

    text = doc.text
    # ASCII text lower-cases without moving a character; outside ASCII, case-insensitive matching and
    # str.lower may disagree, so there every sentence is read by every pattern
    lower = text.lower() if text.isascii() else None
    cause_cues, forecast_cues, bench_cues = (_cues_in(lower, cues) for cues in (_CAUSE_CUES, _FORECAST_CUES, _BENCHMARK_CUES))
    if not (cause_cues or forecast_cues or bench_cues):
        return
    for start, end in prose_sentences(doc):
        if cause_cues and _has_cue(lower, cause_cues, start, end):
            yield from _causes(text, start, end)
        if forecast_cues and _has_cue(lower, forecast_cues, start, end):
            yield from _forecasts(text, start, end)
        if bench_cues and _has_cue(lower, bench_cues, start, end):
            yield from _benchmarks(text, start, end)


def _cues_in(lower: str | None, cues: tuple[str, ...]) -> tuple[str, ...]:
    """The cues the lower-cased text holds (all of them where there is none)."""
    return cues if lower is None else tuple(c for c in cues if c in lower)


def _has_cue(lower: str | None, cues: tuple[str, ...], start: int, end: int) -> bool:
    return lower is None or any(lower.find(c, start, end) >= 0 for c in cues)


def _causes(text: str, start: int, end: int) -> Iterator[Claim]:
    for m in CAUSE_RE.finditer(text, start, end):
        # a cause explains a movement of the data ("fell ... due to"), or the one the sentence before states
        # ("This is because ..."); "infections caused by one person" defines
        changes = list(CHANGE_RE.finditer(text, start, m.start()))
        if changes and READING_RE.search(text, changes[-1].end(), m.start()):
            continue  # "the trends cannot be determined due to the lack of labels": why the chart is hard to read
        if changes or refers_back(text, start, CHANGE_RE):
            cause = m["cause"].strip()
            yield Claim(kind="ungrounded", start=m.start(), end=m.end("cause"), stated=cause,
                        payload=UngroundedStatement("cause", cause), source="ungrounded")


def _forecasts(text: str, start: int, end: int) -> Iterator[Claim]:
    for m in FORECAST_RE.finditer(text, start, end):
        clause_end = _clause_end(text, m.end(), end)
        # a forecast says where the values go: a number, a year or a direction ("the chart will be updated" does not)
        said = text[m.start():clause_end]
        if not (re.search(r"\d", said) or CHANGE_RE.search(said)):
            continue
        # "after 2020", "beyond 2020": the years that follow it
        years = [int(y[0]) + (1 if re.search(r"\b(?:after|beyond)\s+$", text[max(0, y.start() - 8):y.start()]) else 0)
                 for y in _YEAR.finditer(text, m.end(), clause_end)]
        yield Claim(kind="ungrounded", start=m.start(), end=clause_end, stated=said,
                    payload=UngroundedStatement("forecast", said, tuple(years)), source="ungrounded")


def _benchmarks(text: str, start: int, end: int) -> Iterator[Claim]:
    for m in BENCHMARK_RE.finditer(text, start, end):
        yield Claim(kind="ungrounded", start=m.start("bench"), end=m.end("bench"), stated=m["bench"],
                    payload=UngroundedStatement("benchmark", m["bench"]), source="ungrounded")


def _clause_end(text: str, pos: int, end: int) -> int:
    cut = [i for i in (text.find(ch, pos, end) for ch in ",;") if i >= 0]
    stop = min(cut) if cut else end
    return len(text[:stop].rstrip(" .")) if stop == end else stop
