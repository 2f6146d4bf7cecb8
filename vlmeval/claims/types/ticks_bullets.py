"""What an axis bullet states in the seeds' list form, without "from": its range ("**Y-axis:** "Density", 0.00 to
0.35"; "the visible range is roughly 0.05 to 5000"), its tick span ("ticks 0 to 1200 every 200") and its tick step
("ticks every 0.05", "in steps of 0.2").

A bare "A to B" is read only at the start of a clause (after a comma, colon, semicolon, bar or the quoted label),
on a line that names an axis or a colour bar before it (the nearest such word is its target; a legend is no colour
bar) and says nothing between of data, values or series. With a tick word right before it, it is the ticks' span
(``claims.tick_spans``); else it is the drawn axis's range (a ``range`` claim, judged as the axis's: the drawn axis
may run past its end ticks).

A tick step ("ticks every 0.05") is a claim about the ticks that the range leaves open: every two neighbouring
labelled ticks differ by the step. When a list follows it ("every 2.5 (0.0, 2.5, …, 17.5)"), the list's first and
last tick with the step name every tick (a ``ticks`` claim).

A list of two or more ticks right after the tick word that no other reader read ("ticks at 123 and 124", "labelled
ticks 10^0 and 10^2", "ticks at 10², 10³ and 10⁴; data at 100, 200, ...") is the whole tick list. The target may
also be "X-axes"/"Y-axes" (every panel's) or the axis letter before the tick word ("inset (b) y ticks ..."); a
panel named in the clause is the claim's panel.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import Iterable, Iterator

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.lines_holding import lines_holding
from vlmeval.claims.near_words import folded
from vlmeval.claims.structure_checks import claim_panels, recorded_ticks
from vlmeval.claims.text import APPROX_RE, keyword_re, read_number
from vlmeval.claims.tick_spans import STEP, progression, tick_span
from vlmeval.claims.types.range import RangePayload
from vlmeval.claims.types.range_axis import OTHER_SUBJECT
from vlmeval.claims.types.ticks import DATA_AT, TARGETS, TicksPayload, panel_in
from vlmeval.claims.types.ticks_line import CategoryTicksPayload
from vlmeval.claims.types.ticks_panels import named_panel
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import numeric_keys
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class TickStepPayload:
    """A stated step between neighbouring labelled ticks of an axis (``Claim.target``): "ticks every 0.05"."""
    step: float


_NUM = r"[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"  # "80,000" is one
_APPROX = r"(?:(?:roughly|about|approximately|around|nearly|almost)\s+|[~≈]\s*)?"
_INTRO = (r"(?:(?:the\s+)?(?:visible\s+|drawn\s+|full\s+|axis\s+)?range(?:\s+(?:is|of))?|(?:the\s+axis\s+)?"
          r"(?:spans?|spanning|runs?|running)(?:\s+from)?|from|(?:with\s+)?(?:labell?ed\s+)?ticks?(?:\s+at)?)\s+")
# a clause's first words: after ',', ';', ':', '(', '|', the closing quote of the label or bold mark, or the line start
# or "from" anywhere, in the axis word's own clause ('x-axis U from 0 to 12'; see _from_reaches)
_BARE_SPAN = lazy_compile(rf"(?:(?:^|(?<=[,;:(|\"”*]))\s*(?P<intro>{_INTRO})?|(?<=\s)(?P<from>from\s+)){_APPROX}"
                          rf"(?P<lo>{_NUM})\s+to\s+{_APPROX}(?P<hi>{_NUM})(?![\d.,]*\d)", re.I)
_STEP_WORDS = ("every", "step", "interval", "spaced")  # one starts every match of STEP
_TO_AFTER_DIGIT = lazy_compile(r"\d\s+to\s")
_INTRO_REACH = 90  # how far before its "to" a span's clause start may lie
_FROM_REACH = 40  # how far after its axis word a "from" span may start
# a bullet's or table row's lead-in: "* **Y-axes:**", "2. Y-axis:", "| X-axis |"
_LEAD = lazy_compile(r"\s*(?:[*\-•]\s+|\d{1,2}[.)]\s+)?(?:\*\*[^*\n]{1,60}?\*\*|\|[^|\n]{1,40}\||[^*:|\"“\n]{1,60}?:)")
_STEP_PHRASE = lazy_compile(STEP, re.I)
_LIST_AFTER = lazy_compile(rf"\s*\(\s*(?P<first>{_NUM})(?:\s*,\s*{_NUM}){{0,3}}\s*,?\s*(?:…|\.\.\.)\s*,?\s*(?P<last>{_NUM})\s*\)")
_LINE_WORDS = (" to ", "every", "step", "interval", "spaced", "tick")
_AXIS_WORDS = ("axis", "axes", "colo", "tick")  # in every match of _AXES that names a target ("y ticks")
# "**Y-axes:** ... (shared across panels)": the plural names the same axis of every panel
_PLURAL = (("x", keyword_re(r"\bx[- ]?axes\b", "x")), ("y", keyword_re(r"\by[- ]?axes\b", "y")))
# "inset (b) y ticks -152.5, -155.0": the axis letter before the tick word
_LETTER = (("x", keyword_re(r"\bx(?=\s+ticks?\b)", "x")), ("y", keyword_re(r"\by(?=\s+ticks?\b)", "y")))
_AXES = (*TARGETS, *_PLURAL, *_LETTER)
# a list of two or more ticks right after the tick word: "ticks at 123 and 124", "labelled ticks 10^0 and 10^2"
_TICK_LIST_INTRO = keyword_re(r"\b(?:tick\s+labels?|ticks)\s+(?:labell?ed\s+)?(?:at\s+)?", "t")
_LIST_GAP = lazy_compile(r"\s*(?:,\s*(?:and\s+)?|and\s+)")
_LIST_GOES_ON = lazy_compile(r"\s*(?:,?\s*(?:…|\.\.\.)|to\b|[-–—]\s*\d|\s*(?:in\s+steps|every)\b)")
_QUOTED = lazy_compile(r"\"[^\"\n]*\"|“[^”\n]*”")
# what else a clause may be about: its span is then no axis's
_OTHER_THINGS = keyword_re(r"\b(?:curves?|series|markers?|bands?|shad(?:ed|ing)|regions?|arrows?|fits?)\b", "csmbraf")
_REACH = 300  # how far back a clause is read (a bound on the work per span on hostile input)


def extract_bullet_axes(doc: Document) -> Iterable[Claim]:
    for line in lines_holding(doc, _LINE_WORDS):
        low = folded(line.text)  # every axis pattern holds one of _AXIS_WORDS, every reading one of _LINE_WORDS
        if low is not None and not (any(w in low for w in _AXIS_WORDS) and any(w in low for w in _LINE_WORDS)):
            continue
        yield from _line_claims(doc, line, low)  # the axis words are looked for where a reading is found


def _axis_marks(text: str) -> tuple[list[int], list[str | None]]:
    """Where each axis or colour bar word of ``text`` ends, in order, and its target (None for a legend)."""
    marks = sorted((m.end(), None if "legend" in m.group(0).lower() else name)
                   for name, rx in _AXES for m in rx.finditer(text))
    return [e for e, _ in marks], [n for _, n in marks]


def _target_before(marks: tuple[list[int], list[str | None]], at: int) -> tuple[str, int] | None:
    """The axis or colour bar named last before ``at`` and where its word ends (None: none, or a legend)."""
    ends, names = marks
    k = bisect_right(ends, at) - 1
    return None if k < 0 or names[k] is None else (names[k], ends[k])


def _panel_at(doc: Document, line: Line, at: int, line_panel) -> str | None:
    """The one panel named in the clause (from the last ";") before ``at``, else the line's (``line_panel``)."""
    start = line.text.rfind(";", max(0, at - _REACH), at) + 1
    return named_panel(doc, line.start + start, line.start + at, line_panel)


def _subject_ok(text: str, after_axis: int, at: int) -> bool:
    """Nothing between the axis word and ``at`` makes the span the data's ("data at", "values", "bars")."""
    clause = _QUOTED.sub("", text[max(after_axis, at - _REACH, text.rfind(";", max(0, at - _REACH), at) + 1):at])  # not the label's words
    return not (OTHER_SUBJECT.search(clause) or DATA_AT.search(clause) or _OTHER_THINGS.search(clause))


def _line_claims(doc: Document, line: Line, low: str | None) -> Iterator[Claim]:
    """``low``: the line folded (``near_words.folded``; None: each pattern is run)."""
    text, base = line.text, line.start
    spans = _bare_spans(text)
    steps = list(_STEP_PHRASE.finditer(text)) if low is None or any(w in low for w in _STEP_WORDS) else []
    intros = list(_TICK_LIST_INTRO.finditer(text)) if low is None or "tick" in low else []
    if not (spans or steps or intros):
        return
    marks = _axis_marks(text)
    panel_found: list[str | None] = []
    def line_panel() -> str | None:  # the line's panel, found when first needed
        if not panel_found:
            panel_found.append(panel_in(doc, line, text, base))
        return panel_found[0]
    lead = _LEAD.match(text)
    lead_end = lead.end() if lead else -1
    table_axis = lead is not None and text.lstrip().startswith("|") and _target_before(marks, lead_end) is not None
    used: list[tuple[int, int]] = []  # the spans read here, step phrases included
    for m in spans:
        found = _target_before(marks, m.start("lo"))
        if found is None or not _subject_ok(text, found[1], m.start()) or \
                (not table_axis and doc.is_taken(base + m.start("lo"), base + m.end("hi"))):
            continue
        if m["from"] and not _from_reaches(text, found[1], m.start(), found[1] <= lead_end):
            continue
        claim, end = _span_claim(doc, line, m, found[0], line_panel)
        claim.source = "markdown table" if table_axis else claim.source  # read inside the table's block
        used.append((m.start(), end))
        doc.take(base + m.start("lo"), base + m.end("hi"))
        yield claim
    for m in steps:
        found = _target_before(marks, m.start())
        if found is None or any(a <= m.start() < b for a, b in used) or not _subject_ok(text, found[1], m.start()) \
                or doc.is_taken(base + m.start(1), base + m.end(1)):  # a tick span's step, read with its span
            continue
        claim = _step_claim(doc, line, m, found[0], line_panel)
        claim.source = "markdown table" if table_axis else claim.source
        yield claim
    yield from _tick_lists(doc, line, intros, marks, table_axis, line_panel)


def _bare_spans(text: str) -> list[re.Match]:
    """The matches of ``_BARE_SPAN``, searched only around each "<digit> to " (most lines hold none)."""
    out: list[re.Match] = []
    for t in _TO_AFTER_DIGIT.finditer(text) if " to " in text else ():
        for m in _BARE_SPAN.finditer(text, max(0, t.start() - _INTRO_REACH, out[-1].end() if out else 0), t.end() + 40):
            if m.start("lo") <= t.start() < m.end("lo"):
                out.append(m)
    return out


def _from_reaches(text: str, axis_end: int, at: int, lead_names_axis: bool) -> bool:
    """Whether a "from" span at ``at`` is its axis word's: in the same sentence when the bullet's lead-in names the
    axis ("**X-axes, bottom row:** panel C ..., both from −0.1 to 0.05"), else close after it in its clause."""
    between = text[axis_end:at]
    if lead_names_axis:
        return re.search(r"\.\s", between) is None
    return at - axis_end <= _FROM_REACH and re.search(r"[;.]\s", between) is None


def _tick_lists(doc: Document, line: Line, intros: list[re.Match], marks, table_axis: bool, line_panel) -> Iterator[Claim]:
    """"ticks at 123 and 124", "ticks at 10², 10³ and 10⁴; data at ...": two or more ticks right after the tick
    word, that no other reader read (a list going on with an ellipsis, "to" or a step is not the whole list)."""
    text, base = line.text, line.start
    read = [(a, b) for a, b in doc.structured if a < line.end and line.start < b]  # lists other readers read
    for m in intros:
        found = _target_before(marks, m.start())
        if found is None or not _subject_ok(text, found[1], m.start()):
            continue
        nums = doc.numbers(base + m.end(), min(line.end, base + m.end() + _REACH))
        run = []
        for n in nums:
            gap = text[(run[-1].end if run else base + m.end()) - base:n.start - base]
            if (run and not _LIST_GAP.fullmatch(gap)) or (not run and gap):
                break
            run.append(n)
        if len(run) < 2 or _LIST_GOES_ON.match(text, run[-1].end - base):
            continue
        start, end = run[0].start, run[-1].end
        if any(a < end and start < b for a, b in read) or (not table_axis and doc.is_taken(start, end)):
            continue
        doc.structured.append((base + m.start(), end))
        stated = tuple(n.value for n in run)
        yield Claim("ticks", start, end, stated=stated, payload=TicksPayload(stated), target=found[0],
                    panel=_panel_at(doc, line, m.start(), line_panel), source="tick list")


def _span_claim(doc: Document, line: Line, m: re.Match, target: str, line_panel) -> tuple[Claim, int]:
    """The claim of a bare span and where its reading ends in the line (past a step it consumed)."""
    text, base = line.text, line.start
    lo, hi = read_number(m["lo"]).value, read_number(m["hi"]).value
    panel = _panel_at(doc, line, m.start(), line_panel)
    start, end = base + m.start("lo"), base + m.end("hi")
    span = tick_span(text, m.start("lo"), m.end("hi"), lo, hi) if m["intro"] and "tick" in m["intro"].lower() else None
    if span is not None:
        stated, complete, step_at = span
        payload = TicksPayload(stated) if complete else CategoryTicksPayload(stated)
        return (Claim("ticks", start, end, stated=stated, payload=payload, target=target, panel=panel,
                      source="tick span"), max(m.end(), step_at[1]) if step_at else m.end())
    hedge = "approx" if APPROX_RE.search(m.group(0)) else line.hedge
    decimals = min(read_number(m["lo"]).decimals, read_number(m["hi"]).decimals)
    return (Claim("range", start, end, stated=(lo, hi), payload=RangePayload((lo, hi)), panel=panel, target=target,
                  hedge=hedge, decimals=decimals, source="range"), m.end())


def _step_claim(doc: Document, line: Line, m: re.Match, target: str, line_panel) -> Claim:
    """A tick step, or every tick when a progression list follows it ("every 2.5 (0.0, 2.5, …, 17.5)")."""
    text, base = line.text, line.start
    step = read_number(m.group(1)).value
    panel = _panel_at(doc, line, m.start(), line_panel)
    listed = _LIST_AFTER.match(text, m.end())
    ticks = progression(read_number(listed["first"]).value, read_number(listed["last"]).value, step) \
        if listed is not None and step > 0 else None
    if ticks is not None:
        doc.take(base + m.start(), base + listed.end())
        return Claim("ticks", base + m.start(), base + listed.end(), stated=ticks, payload=TicksPayload(ticks),
                     target=target, panel=panel, source="tick step list")
    return Claim("ticks", base + m.start(1), base + m.end(1), stated=step, payload=TickStepPayload(step),
                 target=target, panel=panel, source="tick step")


def verify_tick_step(claim: Claim, ctx: VerifyContext) -> Outcome:
    """Supported when a panel's labelled ticks on the axis all lie the step apart; contradicted when every panel
    with known ticks has one even step, another; else unverifiable (a log axis, uneven or unknown ticks)."""
    step = claim.payload.step
    other = []
    for panel in claim_panels(claim, ctx):
        axis = panel.x if claim.target == "x" else panel.y if claim.target == "y" else None
        ticks = numeric_keys(recorded_ticks(panel, claim.target or "", chart_kind(ctx.figure.kind).grid))
        if len(ticks) < 2 or (axis is not None and axis.scale == "log"):
            continue  # unknown, or not an even scale
        gaps = [b - a for a, b in zip(ticks, ticks[1:])]
        if all(_same(g, step) for g in gaps):
            return supported(ticks, panel=panel.title if len(ctx.figure.panels) > 1 and claim.panel else None)
        if not all(_same(g, gaps[0]) for g in gaps):
            return unverifiable("the recorded ticks are not evenly spaced")
        other.append((gaps[0], ticks))
    if not other:
        return unverifiable("the figure's ticks for this axis are not known")
    gap, ticks = other[0]
    return contradicted("value", ticks, f"the ticks lie {gap:g} apart")


def _same(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-6 * max(abs(a), abs(b)) + 1e-12


ENTRY = TypeEntry(extract_bullet_axes, payloads=(("ticks", TickStepPayload, verify_tick_step),))
