"""The ``ticks`` claim type: the tick labels of an axis as listed, read with the rest of what a description says
about the axes (``extract_axes``): axis labels (``claims.types.label``), axis, colorbar and value ranges
(``claims.types.range``) and counts of ticks ("five values"). Tick lists are checked by ``verify_ticks``.

A tick list written with an ellipsis is an arithmetic progression, not a complete enumeration.

"ticks every 20 (0, 20, 40, ..., 160)" lists 0 to 160 in steps of 20; "ticks at 0, 0.5, 1.0, …" lists a
progression whose end is not written (open). The run of numbers before the ellipsis fixes the step; a number
right after it fixes the end."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable, Iterator

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.document import tick_run
from vlmeval.claims.lines_holding import lines_holding
from vlmeval.claims.lexicon import find_key
from vlmeval.claims.line_words import COURSE_BEFORE_FROM, PART_OF_PERIOD
from vlmeval.claims.near_words import folded
from vlmeval.claims.structure_checks import COUNT_START, NOT_IN_NAME, claim_panels, count_value, recorded_ticks
from vlmeval.claims.text import APPROX_RE, NUMBER_WORDS, POWER, TIMES_POWER, keyword_re, read_number
from vlmeval.claims.tick_spans import progression, tick_span
from vlmeval.claims.types.count import CountPayload
from vlmeval.claims.types.label import LabelPayload, legend_entries, series_legend
from vlmeval.claims.types.range import RangePayload
from vlmeval.claims.types.ticks_counts import of_a_parameter
from vlmeval.claims.types.ticks_labels import label_in, label_lead, may_match
from vlmeval.claims.types.ticks_line import CategoryTicksPayload, category_ticks
from vlmeval.claims.types.ticks_panels import named_panel
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable


@dataclass(frozen=True, slots=True)
class TicksPayload:
    """The ticks of an axis (``Claim.target``) as listed, and the order they were read in."""
    stated: tuple[Any, ...]
    order: str | None = None
    open_end: bool = False  # "0, 0.5, 1.0, …": a progression whose last tick is not written



_ELLIPSIS = re.compile(r"\s*,?\s*(?:\.\.\.|…)\s*(?:,\s*|and\s+)?")

TARGETS = (
    ("colorbar", keyword_re(r"\bcolou?r[- ]?(?:bar|scale|map|legend|gradient)\b|\blegend\b|\bcolorbar\b", "cl")),
    # "**Y-axes:**" names the same axis of every panel; "the x- and y-axes" names both (so no label is either's)
    ("x", keyword_re(r"\bx[- ]?ax[ie]s\b|\bhorizontal ax[ie]s\b|\bx-?\s*(?:and|&|/)\s*y[- ]?ax[ie]s\b", "xh")),
    ("y", keyword_re(r"\by[- ]?ax[ie]s\b|\bvertical ax[ie]s\b", "yv")),
)
# Lower-case words every match of a target's pattern starts with (see ticks_labels.may_match).
_TARGET_WORDS = {"colorbar": ("color", "colour", "legend"),
                 "x": ("x-ax", "x ax", "xax", "horizontal ax", "x- and", "x and", "x/", "x &", "x-/"),
                 "y": ("y-ax", "y ax", "yax", "vertical ax")}
_TICK_INTRO = keyword_re(r"\b(?:tick\s+labels?|ticks?)\b(?!.*\bticks?\b)", "t")
_TICK_WORD = keyword_re(r"\bticks?\b|\bmarkers?\b|\bmarks?\b|\bvalues?\b|\bcategories\b|\blevels\b|:\s*[`*]*[-−]?\d", "tmvcl:")
_NUM = r"[-−]?(?:10" + POWER + r"|\d+(?:\.\d+)?(?:" + TIMES_POWER + r")?)"  # "5×10⁵", "10⁻³": one number
_RANGE_FROM = keyword_re(
    rf"\b(?:from|between)\s+(?:approximately\s+|about\s+|around\s+|roughly\s+)?[~≈]?\s*\**({_NUM})\**"
    rf"(?:\s*\([^()\n]{{0,40}}\))?\s*(?:to|and|-|–|—)\s+(?:approximately\s+|about\s+|around\s+)?[~≈]?\s*\**({_NUM})\**", "fb")
_RANGE_OF = keyword_re(rf"\branges?\s+(?:of\s+|is\s+)?(?:approximately\s+|about\s+)?[~≈]?\s*({_NUM})\s*(?:to|-|–|—)\s*[~≈]?\s*({_NUM})", "r")
_RANGE_PAREN = re.compile(rf"\(\s*[~≈]?\s*({_NUM})\s*(?:-|–|—|to)\s*[~≈]?\s*({_NUM})\s*\)")
_SAMPLED = keyword_re(r"\b(?:sampled|measured|evaluated|computed)\s+(?:at|for|over)\s+(?:\w+\s+){0,2}(?:values|points)\s*$", "smec")
_VALUE_WORDS = keyword_re(r"\b(?:scores?|values?|performance|pass@\w+|accuracy|results?|high|low|highest|lowest|range[sd]?|ranging|vary|varies)\b", "svparhl")
# "five labelled ticks", not "from 27 to 33 with ticks every 1": a preposition between ends the count's noun phrase
_TICK_COUNT = re.compile(COUNT_START + NOT_IN_NAME + r"(\d{1,3}|" + "|".join(NUMBER_WORDS) + r")\s+"
                         r"(?:(?!(?:with|at|and|every|of|in|on|to|from|by|for|per)\b)[A-Za-z,-]+\s+){0,3}?"
                         r"(values|ticks|markers|categories|levels)\b", re.I)


_TARGETS_BY_NAME = dict(TARGETS)
_TICKS = keyword_re(r"\bticks?\b", "t")
_NUMBER_WORD = keyword_re(r"\b(?:" + "|".join(NUMBER_WORDS) + r")\b", "".join({w[0] for w in NUMBER_WORDS}))
_DIGIT = re.compile(r"\d")
_TOP_TO_BOTTOM = re.compile(r"top to bottom", re.I)
_COMPARISON_END = re.compile(r"[=<>]\s*$")
_OVERVIEW_WORD = keyword_re(r"overview|component|axes|axis|legend", "ocal")
_TICK_COUNT_WORDS = ("values", "ticks", "markers", "categories", "levels")  # in every match of _TICK_COUNT


def _targets(text: str, lower: str | None = None) -> list[str]:
    low = folded(text, lower)
    if low is not None and "axis" not in low and "axes" not in low and "colo" not in low and "legend" not in low:
        return []  # every target pattern needs one of these words (a cheap test first; exact, see ticks_labels.may_match)
    return [name for name, rx in TARGETS if may_match(rx, text, low, _TARGET_WORDS[name])]


def _approx(sentence: str, line: Line) -> str | None:
    return "approx" if APPROX_RE.search(sentence) else line.hedge


def _num(s: str) -> float:
    return read_number(s).value


def _decimals(*parts: str) -> int:
    return min(read_number(p).decimals for p in parts)


def extract_axes(doc: Document) -> Iterable[Claim]:
    for line in _candidate_lines(doc):
        if not line.text.strip():
            continue
        if doc.is_taken(line.start, line.end):
            if "|" in line.text and (row := _table_row_label(doc, line)) is not None:
                yield row
            continue
        line_lower = line.text.lower()
        targets = _targets(line.text, line_lower)
        if not targets and not _may_state_range(line.text, line_lower):
            continue  # with no axis word, a sentence can only state a range of values
        line_has_digit = _DIGIT.search(line.text) is not None
        if not line_has_digit and not targets:
            continue  # no number and no axis in any sentence: nothing structural to read
        spans = line.sentence_spans
        for s, e in spans:
            sentence = line.text[s:e]
            # a line of one sentence is that sentence (stripped): its digits and axis words are the line's
            one = len(spans) == 1
            has_digit = line_has_digit and (one or _DIGIT.search(sentence) is not None)
            lower = sentence.lower()
            sentence_targets = (targets if one else _targets(sentence, lower) or targets) if targets else []
            if not sentence_targets and not (has_digit and _may_state_range(sentence, lower)):
                continue  # with no axis, only a range of values is read: it needs a number and one of its words
            yield from _sentence_axes(doc, line, line.start + s, sentence, lower, has_digit, sentence_targets)


# every word _targets and _may_state_range test a line for (each a substring of their lower-cased line)
_LINE_WORDS = ("axis", "axes", "colo", "legend", "(", "from", "between", "range")


def _label_claim(doc: Document, line: Line, start: int, label: tuple[str, int, int], target: str,
                 source: str = "axis label") -> Claim:
    text, ls, le = label
    doc.take(start + ls, start + le)  # one claim for the label: no title or name claim on the same words
    doc.label_spans.append((start + ls, start + le))
    return Claim("label", start + ls, start + le, stated=text, panel=line.panel, target=target,
                 payload=LabelPayload(text), source=source)


def _clause_labels(doc: Document, line: Line, start: int, sentence: str) -> Iterator[Claim]:
    """The labels of a sentence naming two axes, one a clause ("; " parts it): each clause naming one x or y axis."""
    at = 0
    for clause in sentence.split(";"):
        targets = [t for t in _targets(clause) if t in ("x", "y")]
        if len(targets) == 1 and len(_targets(clause)) == 1:
            label = label_in(clause, clause.lower(), _TARGETS_BY_NAME[targets[0]])
            if label is not None and not doc.is_taken(start + at + label[1], start + at + label[2]):
                yield _label_claim(doc, line, start + at, label, targets[0])
        at += len(clause) + 1


def _table_row_label(doc: Document, line: Line) -> Claim | None:
    """'| Y-axis | "Delay [ms]", ticks ... |': the label a row of a table of the figure's parts gives its axis (the
    table is taken whole as one of values, ``value_tables``, and none of its cells reads as a label there)."""
    lead = label_lead(line.text)
    if lead is None or lead.group("cell") is None or lead.group("label").strip() == "":
        return None
    targets = _targets(lead.group("cell"))
    if len(targets) != 1 or targets[0] not in ("x", "y") or not any(ch.isalpha() for ch in lead.group("label")):
        return None
    text = lead.group("label").strip()
    span = (text, lead.start("label"), lead.start("label") + len(text))
    return _label_claim(doc, line, line.start, span, targets[0], "table axis label")


def _candidate_lines(doc: Document) -> list[Line]:
    """The lines ``extract_axes`` reads: those holding one of ``_LINE_WORDS`` (``claims.lines_holding``; every line
    of a text that is not ASCII, where the axis patterns run without the substring test)."""
    return lines_holding(doc, _LINE_WORDS)


def _may_state_range(text: str, lower: str) -> bool:
    """False when no sentence of ``text`` has a word every range pattern below needs ("from", "between",
    "range", "(": _sentence_axes tests its sentences for the same words)."""
    return "(" in text or "from" in lower or "between" in lower or "range" in lower


def _sentence_axes(doc: Document, line: Line, start: int, sentence: str, lower: str, has_digit: bool,
                   targets: list[str]) -> Iterator[Claim]:
    if not has_digit and not targets:
        return  # no number and no axis: nothing structural to read
    target = targets[0] if len(targets) == 1 else None
    if target is not None:
        label = label_in(sentence, lower, _TARGETS_BY_NAME[target]) if target in ("x", "y") else \
            label_in(sentence, lower, _TARGETS_BY_NAME[target], parens=False)
        named = "legend" if target == "colorbar" and series_legend(doc, lower) else target
        legend = legend_entries(doc, line, start, sentence) if named == "legend" else None
        if label is not None and legend is None:  # a quoted entry of a legend's list is no label of it
            yield _label_claim(doc, line, start, label, named)
        elif legend is not None:
            yield legend  # claims.legends: the entries a legend lists
        ticks = _tick_claim(doc, line, start, sentence, has_digit, lambda _: target) or \
            category_ticks(doc, line, start, sentence, target)
        if ticks is not None:
            yield ticks
        m = _tick_count(sentence, lower, has_digit)
        if m and ticks is None and not of_a_parameter(doc, sentence, m, target):
            n = count_value(m.group(1))
            if n is not None:
                yield Claim("count", start + m.start(), start + m.end(), stated=n, payload=CountPayload(n), panel=line.panel, target=target,
                            source="tick count")
    elif len(targets) > 1:  # "F1 (y-axis) against Context length (x-axis, ticks 1k, 2k, 4k)": the nearest axis before
        yield from _clause_labels(doc, line, start, sentence)  # 'x axis "N", ticks 8, 16; y axis "E"'
        ticks = _tick_claim(doc, line, start, sentence, has_digit, lambda at: _target_before(sentence, targets, at))
        if ticks is not None:
            yield ticks
    if not has_digit:
        return
    # the range patterns need one of these words: test for them before running them
    ranges = list(_RANGE_FROM.finditer(sentence)) if "from" in lower or "between" in lower else []
    if "range" in lower:
        ranges += _RANGE_OF.finditer(sentence)
    for m in ranges:
        lo, hi = _num(m.group(1)), _num(m.group(2))
        before = sentence[max(0, m.start() - 30):m.start()]
        axis_before = doc.lex.axis_re is not None and doc.lex.axis_re.search(before[-20:])
        what = target if target is not None else ("values" if _VALUE_WORDS.search(before) and not axis_before else None)
        if what == "values" and _SAMPLED.search(before):
            what = "samples"  # "sampled at four values from 0.5 to 2.0": where the data is sampled on x
        if what is None or (what == "values" and (_names_a_series(doc, start, sentence) or COURSE_BEFORE_FROM.search(before) or PART_OF_PERIOD.search(sentence) and chart_kind(doc.figure.kind).series)):
            continue  # "Mistral-7B ranges from 72.6 to 89.1", "... between 50 and 150 until 2003", "values fall from": the series prose reads it
        span = tick_span(sentence, m.start(), m.end(), lo, hi) if what in ("x", "y", "colorbar") else None
        if span is not None:  # "ticks from 0.00 to 0.05 in steps of 0.01": the ticks, not the axis (claims.tick_spans)
            stated, complete, step_at = span
            payload = TicksPayload(stated) if complete else CategoryTicksPayload(stated)
            yield Claim("ticks", start + m.start(), start + m.end(), stated=stated, payload=payload, target=what,
                        panel=panel_in(doc, line, sentence, start), source="tick span")
            if step_at is not None:
                doc.take(start + step_at[0], start + step_at[1])
        else:
            yield Claim("range", start + m.start(), start + m.end(), stated=(lo, hi), payload=RangePayload((lo, hi)), panel=panel_in(doc, line, sentence, start),
                        target=what, hedge=_approx(sentence, line), decimals=_decimals(m.group(1), m.group(2)), source="range")
        doc.take(start + m.start(), start + m.end())
    for m in (_RANGE_PAREN.finditer(sentence) if "(" in sentence else ()):
        if doc.is_taken(start + m.start(), start + m.end()):
            continue
        before = sentence[max(0, m.start() - 40):m.start()]
        if _COMPARISON_END.search(before):
            continue
        axis_word = doc.lex.axis_re.search(before[-25:]) if doc.lex.axis_re else None
        if axis_word is not None and before.rstrip(" *`'\"").lower().endswith(axis_word.group(0).lower()):
            if not _OVERVIEW_WORD.search(line.section + " " + sentence):
                continue
            axis = doc.lex.axis_of(axis_word.group(0))
            if axis == "column":
                what = "x"
            elif axis == "row" and chart_kind(doc.figure.kind).grid:
                what = "y"
            else:
                continue
        elif _VALUE_WORDS.search(before):
            what = "values"
        else:
            continue
        lo, hi = _num(m.group(1)), _num(m.group(2))
        doc.take(start + m.start(), start + m.end())
        yield Claim("range", start + m.start(), start + m.end(), stated=(lo, hi), payload=RangePayload((lo, hi)), panel=panel_in(doc, line, sentence, start),
                    target=what, hedge=_approx(sentence, line) or "approx", decimals=_decimals(m.group(1), m.group(2)), source="range")


def _tick_claim(doc: Document, line: Line, start: int, sentence: str, has_digit: bool, target_at) -> Claim | None:
    """The tick list of a sentence ("ticks 1k, 2k, 4k"), for the axis ``target_at(position of the list)``."""
    nums = doc.numbers(start, start + len(sentence)) if has_digit and _TICK_WORD.search(sentence) else []
    run = tick_run(sentence, start, nums) if nums else []
    if not run:
        return None
    last = max((n for n in nums if n.value == run[-1]), key=lambda n: n.end)
    first = nums[k] if (k := nums.index(last) - len(run) + 1) >= 0 and nums[k].value == run[0] else next(n for n in nums if n.value == run[0])  # the run's own: "10²" may equal its 100
    run, open_end = expand_progression(sentence, run, last.end, nums, start)  # "0, 20, 40, ..., 160"
    last = max((n for n in nums if n.value == run[-1] and n.end >= last.end), key=lambda n: n.end, default=last)
    target = target_at(first.start - start)
    if target is None or _data_positions(sentence, first.start - start):
        return None
    order = "top-to-bottom" if _TOP_TO_BOTTOM.search(sentence) else None
    # from the word that introduces the list: "ticks, bottom up: 0, 20" is read by no prose extractor
    intro = _TICK_INTRO.search(sentence, 0, first.start - start)
    doc.structured.append((start + intro.start() if intro else first.start, last.end))
    return Claim("ticks", first.start, last.end, stated=run, panel=line.panel, target=target,
                 payload=TicksPayload(tuple(run), order, open_end), source="tick list")


# words saying a list gives where the data lies on the axis ("data at 100, 200, 500", "measured at"), not its ticks
DATA_AT = keyword_re(r"\b(?:data|points?|samples?|measurements?|observations?|sampled|measured|evaluated|computed|"
                     r"recorded|observed)\b", "dpsmoecr")


def _data_positions(sentence: str, at: int) -> bool:
    """Whether the clause before the list at ``at`` (from the last ";" on) says where the data lies and names no
    tick: '"N", ticks at 10², 10³; data at 100, 200, 500, ...' is no tick list (the ticks are 10², 10³)."""
    clause = sentence[sentence.rfind(";", 0, at) + 1:at]
    return DATA_AT.search(clause) is not None and _TICKS.search(clause) is None


def _target_before(sentence: str, targets: list[str], at: int) -> str | None:
    """Of the axes a sentence names, the one named last before position ``at``."""
    best, best_end = None, -1
    for name in targets:
        for m in _TARGETS_BY_NAME[name].finditer(sentence, 0, at):
            if m.end() > best_end:
                best, best_end = name, m.end()
    return best


# "the rest of the grid ... values between 6 and 9.6", "values from 8.12 to 8.85 off the diagonal": part of the values
_PART_OF_VALUES = keyword_re(r"\b(?:the\s+rest|remaining|other\s+cells|off[- ]the[- ]diagonal|off-diagonal|non-diagonal|"
                              r"except|excluding|apart\s+from|outside\s+the)\b", "tronea")


def _names_a_series(doc: Document, start: int, sentence: str) -> bool:
    """Whether the sentence names a series (a line or a bar group) of a chart of series (line, bar), a row or column
    of a grid ("the Melville column"), or a part of the values ("the rest of the grid")."""
    if _PART_OF_VALUES.search(sentence):
        return True
    keys = doc.lex.rows_norm | doc.lex.columns_norm if chart_kind(doc.figure.kind).grid else \
        doc.lex.rows_norm if chart_kind(doc.figure.kind).series else set()
    return bool(keys) and any(m.entity in keys for m in doc.mentions_in(start, start + len(sentence)))


def panel_in(doc: Document, line: Line, sentence: str, start: int) -> str | None:
    return named_panel(doc, start, start + len(sentence), lambda: line.panel)


def _tick_count(sentence: str, lower: str, has_digit: bool) -> re.Match | None:
    """"five ticks", "3 values": a number (digits or a word) a few words before values/ticks/markers/levels."""
    if (low := folded(sentence, lower)) is not None and not any(w in low for w in _TICK_COUNT_WORDS):
        return None  # every match holds one of these words (exact, see ticks_labels.may_match)
    if not has_digit and not _NUMBER_WORD.search(sentence):
        return None
    m = _TICK_COUNT.search(sentence)
    if m is not None and m.group(2).lower() == "markers" and (
            _DATA_MARKERS.search(m.group()) or _HEDGED.search(sentence, max(0, m.start() - 12), m.start())):
        return None  # "about 50 small circular markers": the data's markers, not an axis's tick marks
    return m


_DATA_MARKERS = keyword_re(r"\b(?:data|small|large|big|tiny|circular|round|square|triangular|star|filled|open|hollow|"
                            r"colou?red|scatter(?:ed)?)\b", "dslbtcrfoh")
_HEDGED = keyword_re(r"\b(?:about|around|roughly|approximately|nearly|some|over|almost)\s+$|[~≈]\s*$", "arnso~≈")


def expand_progression(sentence: str, run: list[float], run_end: int, nums: list, offset: int
                       ) -> tuple[list[float], bool]:
    """(the ticks, open) for a run of 3+ evenly spaced numbers ending at ``run_end`` (a position in the text,
    ``offset`` the sentence's start) followed by an ellipsis: up to the number after it (when it lies on the
    progression), else open-ended. A run without an ellipsis after it is returned as it is."""
    m = _ELLIPSIS.match(sentence, run_end - offset)
    if m is None or len(run) < 2:
        return run, False
    steps = [b - a for a, b in zip(run, run[1:])]
    step = steps[0]
    if step == 0 or any(abs(s - step) > 1e-9 * max(1.0, abs(step)) for s in steps):
        return run, False
    after = next((n for n in nums if n.start == offset + m.end()), None)
    if after is None:
        return run, True
    ticks = progression(run[0], after.value, step)
    if ticks is None or len(ticks) < len(run):
        return run, False
    return list(ticks), False


def verify_ticks(claim: Claim, ctx: VerifyContext) -> Outcome:
    outcomes = []
    for panel in claim_panels(claim, ctx):
        ticks = recorded_ticks(panel, claim.target or "", chart_kind(ctx.figure.kind).grid)
        if ticks is None:
            continue
        extra = [v for v in claim.stated if find_key(v, list(ticks)) is None]
        missing = [t for t in ticks if find_key(t, list(claim.stated)) is None]
        if getattr(claim.payload, "partial", False):
            missing = []  # a list of some of the categories
        if claim.payload is not None and getattr(claim.payload, "open_end", False):  # "0, 0.5, 1.0, …"
            top = max((v for v in claim.stated if isinstance(v, (int, float))), default=None)
            missing = [t for t in missing if not (isinstance(t, (int, float)) and top is not None and t > top)]
        if not extra and not missing:
            return supported(list(ticks), panel=panel.title if len(ctx.figure.panels) > 1 and claim.panel else None)
        outcomes.append((len(extra), len(missing), ticks, extra, missing))
    if not outcomes:
        return unverifiable("the figure's ticks for this axis are not known")
    n_extra, n_missing, ticks, extra, missing = min(outcomes, key=lambda o: (o[0], o[1]))
    if extra:
        said = ", ".join(f"{v:g}" if isinstance(v, (int, float)) else repr(v) for v in extra)
        return contradicted("hallucination", list(ticks), f"the axis has no tick {said}")
    return contradicted("value", list(ticks), f"ticks missing: {', '.join(str(t) for t in missing)}")


TYPE = ClaimType("ticks", (TicksPayload, CategoryTicksPayload), (), "the tick labels of an axis")
AXES = TypeEntry(extract_axes, TYPE, verify_ticks)  # also the axes' ranges (claims.types.range)
