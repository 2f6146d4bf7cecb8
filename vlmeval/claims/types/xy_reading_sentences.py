"""Readings and trends in the sentences of a line or scatter figure's description, on one series over a numeric x
("The approx curve falls from ~0.8 at N = 8 to ~0.1 at N = 128", "Exact increases steadily with N").

The bullets' readings ("* x = 10: ~0.45") are read by ``claims.types.xy_reading``; this module reads the same things
when a sentence states them. The series is the one the sentence names (legend text, or colour and marker where
the record holds each series' look), the panel's only one, or the one its scope names
(``claims.xy_readings.series_in_scope``); a sentence naming none, or several, gives no claim.

- a reading: "~Y at X" (also "~Y at N = X") in such a sentence: the series' value at that x (``XYReading``);
- a trend: the sentence says the series goes one way (rises, falls, ...) and nothing else about its course
  (no "then", "peaks", "flattens", no second direction): where it goes from its first x, or from the x the
  sentence starts it at ("from ~0.8 at N = 8", "from N = 8") when that window runs to the series' last sample
  (``XYTrend``, judged by ``claims.types.xy_reading_check.verify_xy_trend``). A window that ends earlier gives no trend.
"""

from __future__ import annotations

import re

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.types.xy_reading import BOUND_BEFORE, PAIR, XYTrend, reading_claim, reading_pairs
from vlmeval.claims.xy_readings import (BULLET, NUM, READING, figure_series_names, number_of, later_item, scope_line,
                                        scope_panel, series_in_scope)
from vlmeval.claims.near_words import lowered, may_hold
from vlmeval.claims.x_axis_subject import x_axis_verb
from vlmeval.claims.trend_words import FALLS, PEAKING_FORMS, RISES, stems
from vlmeval.groundtruth.facts import derived_for
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile

_UP = lazy_compile(rf"\b(?:{RISES}|go(?:es)?\s+up)\b", re.I)  # claims.trend_words' present tense, and "goes up"
_DOWN = lazy_compile(rf"\b(?:{FALLS}|decay(?:s|ing)?|"
                     r"go(?:es)?\s+down)\b", re.I)
# Word pre-tests (``near_words.may_hold``): each match of _UP (_DOWN) holds one of these in the sentence's folded
# lower case, each reading of PAIR (case-sensitive) "at" and a digit; most sentences hold none, and the patterns
# would be tried at every position
_UP_WORDS = (*stems(RISES), "up")
_DOWN_WORDS = (*stems(FALLS), "decay", "down")
_DIGIT = lazy_compile(r"\d")
# words that make a "~Y at X" in a sentence no plain reading of its one series: several series, a comparison, and
# (``QUALIFIED``) a condition, a guess or a negation ("peaks at ~0.11 at U = 5, then drops to ~0.02 at U = 5.5")
_SEVERAL = r"but|while|whereas|except|both|all|each|every"
_COMPARED = r"than|faster|slower|steeper|more|less|rather|between"
QUALIFIED = r"if|when|would|could|may|might|suggest\w*|expected|not|no|never|hardly|barely"
# "lie above the curve by about 0.1 K at 0.014": an amount of difference at that x, not the series' value there (a
# year after "by" is a time: "falls to 0.2 by 2010")
_BY_AMOUNT = r"\bby\s+(?:(?:about|around|roughly|approximately|nearly|almost|only|just|some)\s+)?[~≈]?\s*[-+−]?" \
             r"(?!(?:1[6-9]|20)\d\d\b)\d"
NOT_READING = lazy_compile(rf"\b(?:{_SEVERAL}|{_COMPARED}|{QUALIFIED})\b|n['’]t\b|{_BY_AMOUNT}", re.I)
# those and the words that describe a course with more than one direction
_COURSE = lazy_compile(r"\b(?:then|before|after|until|flatten\w*|plateau\w*|levels?\s+off|saturat\w*|"
                       rf"{'|'.join(PEAKING_FORMS)}|"
                       r"maxim\w*|minim\w*|dips?|turns?|recover\w*|fluctuat\w*|oscillat\w*|shaped|initially|first|"
                       r"eventually|later|curves?\s+(?:up|down)|bend\w*|non-?monoton\w*|briefly|"
                       rf"{_SEVERAL}|{_COMPARED}|{QUALIFIED})\b|n['’]t\b", re.I)
_FROM_X = lazy_compile(rf"\bfrom\s+(?:(?:about|around|approximately|roughly)\s+|[~≈]\s*)?(?:{NUM}\s+at\s+)?"
                       rf"(?:[^\d\s,;=≈~]{{1,12}}\s*(?:=|≈|~)\s*)?[~≈]?\s*(?P<x>{NUM})(?!\.?\d)", re.I)
_TO_X = lazy_compile(rf"\bto\s+(?:(?:about|around|approximately|roughly)\s+|[~≈]\s*)?(?:{NUM}\s+at\s+)?"
                     rf"(?:[^\d\s,;=≈~]{{1,12}}\s*(?:=|≈|~)\s*)?[~≈]?\s*(?P<x>{NUM})(?!\.?\d)", re.I)
# "U ≈ 4.5 at ~0.88", "ends near ln ℓ ≈ 3.0 at about 0.73": a number given as a named quantity's, before a bare
# "at <number>", is the place (the x), and the number after "at" the value there: no "~Y at X" reading
_PLACE_NAMED = lazy_compile(r"[^\W\d]\s*(?:=|≈)\s*$")
_X_NAMED = lazy_compile(r"\sat\s+[^\d,;=≈~]{0,20}?(?:=|≈)")
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
# "All four series", "Both curves", "In the main panel, all the lines": every series of the panel
_EVERY = lazy_compile(r"^\W*(?:all|both)\s+(?:of\s+)?(?:the\s+)?(?:(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten)\s+)?"
                      r"(?:series|curves|lines|configurations|data\s+sets|datasets|methods|models|runs)\b", re.I)
STRUCTURE_SECTION = lazy_compile(r"component|axes|axis|legend", re.I)
# "..., hard wall: ~0.006 at r/R = 0": the "name:" that leads the segment a reading ends
_SEGMENT_LEAD = lazy_compile(r"(?:^|[,;])\s*(?:[*\-•]\s+)?(?:\*\*)?(?P<name>[^\d:,;*~≈=]{1,40}?)(?:\*\*)?\s*:\s*(?:\*\*)?\s*$")


def _own_row(doc: Document, panel: Panel, row: int, sentence: str, at: int) -> int | None:
    """The series of the reading at ``at``: a sentence listing several "name: value" pairs ("* Au: ~0.026, Ar:
    ~0.013, hard wall: ~0.006 at r/R = 0") gives each reading to the name leading its own segment; a later
    segment led by no series of the panel gives none. Else the sentence's series ``row``."""
    lead = _SEGMENT_LEAD.search(sentence, 0, at)
    if lead is None or lead.start() == 0 and sentence[:1] != ",":
        return row  # the sentence's own lead: its series is the sentence's
    if len(panel.data.rows) == 1:  # a one-series panel: only a segment that names its series
        return 0 if lead["name"].strip().lower() == str(panel.data.rows[0]).strip().lower() else None
    return series_in_scope(panel, [lead["name"] + ":"], figure_series_names(doc.figure))


def _known_xs(doc: Document, panel: Panel, row: int) -> tuple[float, ...]:
    """The x of every known sample of the series, in order (its markers where the record holds them); found once
    per panel row and kept with the figure (``derived_for``): each sentence about the series asks."""
    rows = derived_for(doc.figure, "known xs", panel, _no_rows)
    found = rows.get(row)
    if found is None:
        found = rows[row] = tuple(_xs_of(panel, row))
    return found


def _no_rows(_panel: Panel) -> dict[int, tuple[float, ...]]:
    return {}


def _xs_of(panel: Panel, row: int) -> list[float]:
    t = panel.data
    if t.points is not None and row < len(t.points) and t.points[row]:
        return sorted(float(x) for x, _ in t.points[row])
    return sorted(float(c) for c, v in zip(t.columns, t.values[row])
                  if v is not None and isinstance(c, (int, float)) and not isinstance(c, bool))


def sentence_series(doc: Document, i: int, line: Line, sentence: str) -> tuple[Panel, int] | None:
    """The panel and series a sentence (or bullet) of line ``i`` is about: by name, scope or the panel's only one."""
    scope = scope_line(doc, i) if BULLET.match(line.text) else None
    panel = scope_panel(doc, line, scope)
    if panel is None or panel.data is None:
        return None
    row = series_in_scope(panel, [sentence] + ([scope.text] if scope is not None else []),
                          figure_series_names(doc.figure))
    if row is None or len(_known_xs(doc, panel, row)) < 2:
        return None  # a series over categories or dates is the series prose's (claims.line_prose)
    return panel, row


def _without_xs(sentence: str, pairs: list[re.Match]) -> str:
    """The sentence with its readings' x values blanked: "~10⁻² s at J = 256" places a reading at J = 256 and names
    no series 256 (a legend of numbers: the series named where the sentence leads, "N = 256 (orange): ...")."""
    for p in pairs:
        sentence = sentence[:p.start("x")] + " " * (p.end("x") - p.start("x")) + sentence[p.end("x"):]
    return sentence


def extract_xy_sentences(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if not (spec.x_at_values or spec.numeric_x) or spec.bars:
        return []
    out = []
    for i, line in enumerate(doc.lines):
        if line.heading or STRUCTURE_SECTION.search(line.section or "") or READING.match(line.text) or reading_pairs(line.text):
            continue  # a bullet of readings is read by claims.xy_readings
        for s, e in line.sentence_spans:
            sentence = line.text[s:e]
            pairs = list(PAIR.finditer(sentence)) if "at" in sentence and _DIGIT.search(sentence) else []
            pairs = [] if pairs and NOT_READING.search(sentence) else pairs
            low = lowered(sentence)
            up = _UP.search(sentence) if may_hold(low, _UP_WORDS) else None
            down = _DOWN.search(sentence) if may_hold(low, _DOWN_WORDS) else None
            if not pairs and not (up or down):
                continue
            every = _EVERY.match(sentence)
            if every is not None and not pairs:  # "All four series increase with redshift": each of them
                out += _every_trend(doc, i, line, s, sentence, every, up, down)
                continue
            found = sentence_series(doc, i, line, _without_xs(sentence, pairs))
            if found is None:
                continue
            panel, row = found
            for p in pairs:
                if BOUND_BEFORE.search(sentence, max(0, p.start() - 14), p.start()):
                    continue  # "above 0.35 at x = 2": a bound there, not a reading
                if _PLACE_NAMED.search(sentence, max(0, p.start("y") - 16), p.start("y")) and not _X_NAMED.search(p.group()):
                    continue  # "peak near U ≈ 4.5 at ~0.88": a named place, then the value there, the other way round
                if (own := _own_row(doc, panel, row, sentence, p.start())) is None:
                    continue
                claim = reading_claim(doc, line, panel, own, (s + p.start("x"), s + p.end("x")), (s + p.start("y"), s + p.end("y")))
                if claim is not None:
                    out.append(claim)
            trend = _trend(doc, line, s, sentence, panel, row, up, down)
            if trend is not None:
                out.append(trend)
    return out


def _every_trend(doc: Document, i: int, line: Line, s: int, sentence: str, every: re.Match, up, down) -> list[Claim]:
    panel = scope_panel(doc, line, scope_line(doc, i) if BULLET.match(line.text) else None)
    if panel is None or panel.data is None or len(panel.data.rows) < 2:
        return []
    n = every.group("n")
    if n and _count(n) != len(panel.data.rows):
        return []  # "all three curves" of a panel of four series: some other set
    rest = sentence[every.end():]
    claims = [_trend(doc, line, s + every.end(), rest, panel, row, _UP.search(rest), _DOWN.search(rest), take=False)
              for row in range(len(panel.data.rows))]
    return [c for c in claims if c is not None]


def _count(word: str) -> int | None:
    return int(word) if word.isdigit() else _NUMBER_WORDS.get(word.lower())


def _led(doc: Document, line: Line, sentence: str, panel: Panel) -> bool:
    """Whether a bullet's panel or series is known only from the lead-in above its list (not from its own words,
    the line's panel or the figure's one panel)."""
    return scope_panel(doc, line, None) is not panel or len(panel.data.rows) > 1 and series_in_scope(panel, [sentence]) is None


def _trend(doc: Document, line: Line, s: int, sentence: str, panel: Panel, row: int, up, down,
           take: bool = True) -> Claim | None:
    if bool(up) == bool(down) or _COURSE.search(sentence) or len(_UP.findall(sentence) + _DOWN.findall(sentence)) > 1:
        return None  # no direction, or a course that goes more than one way
    word = up or down
    if panel.x is not None and x_axis_verb(sentence, word.start(), [panel.x.label]):
        return None  # "separate as the cell spacing grows": the x axis' own verb, no course of the values
    xs = _known_xs(doc, panel, row)
    if len(xs) < 3:
        return None
    start_x = xs[0]
    after = sentence[word.end():]
    frm, to = _FROM_X.search(after), _TO_X.search(after)
    if frm is not None or to is not None:
        if frm is None or to is None:
            return None
        lo, hi = number_of(frm.group("x")), number_of(to.group("x"))
        span = xs[-1] - xs[0]
        if hi < lo or abs(hi - xs[-1]) > 0.05 * span:
            return None  # a window that ends before the series does: XYTrend runs to the end
        start_x = lo
    elif _led(doc, line, sentence, panel) and later_item(doc, doc.text.count("\n", 0, line.start)):
        return None  # "2. Falls steeply." in a course told item by item under its lead-in: one stretch
    start, end = line.start + s + word.start(), line.start + s + word.end()
    if take and doc.is_taken(start, end):
        return None
    payload = XYTrend(start_x, "up" if up else "down", str(panel.data.rows[row]))
    return Claim("trend", start, end, stated=payload.direction, panel=panel.title, row=panel.data.rows[row],
                 source="xy sentence", payload=payload)

