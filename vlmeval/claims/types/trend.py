"""The ``trend`` claim type: a direction of change along rows or columns ("increases with increasing X and
decreasing Y" -> two claims; "remains stable"; "no strong trend"), counted toward ``trend_accuracy``. The shared
trend words are ``claims.trend_words``; results prose adds performance words ("higher with larger X", "gains",
"degrades"), which in series prose would compare categories.

Trend rules (tau = Kendall tau-b from groundtruth.facts; its scale: |tau| < 0.2 none, < 0.4 weak,
< 0.6 moderate, >= 0.6 strong):
- "increases"/"decreases" (plain): right iff tau has the stated sign and |tau| >= 0.2 (at least weak);
- soft hedge ("generally", "slightly", "tends to"): iff the sign is right and |tau| >= 0.1;
- strong hedge ("consistently", "steadily", "monotonically"): iff the sign is right and |tau| >= 0.6;
- "stable"/"flat": iff |tau| < 0.2; with a soft hedge ("relatively stable") iff |tau| < 0.4;
- "no strong/consistent trend": iff |tau| < 0.6.
A claim about several panels ("for all models") is right only if it holds in each panel with known data.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from dataclasses import dataclass
from typing import Any, Iterable, Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.cues import declare_cues, sentences_holding
from vlmeval.claims.lexicon import find_key
from vlmeval.claims.near_words import lowered, may_hold
from vlmeval.claims.places import axis_spans
from vlmeval.claims.relation_checks import all_of, claim_panels, known
from vlmeval.claims.text import NEGATION_RE, NEGATION_WORDS, hedge_of, keyword_re
from vlmeval.claims.trend_words import FALL, LEVEL, RISE, stems
from vlmeval.claims.types.trend_parts import of_a_part, of_another_quantity, under_a_part
from vlmeval.claims.years import is_year
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.dates import DECADE_YEAR, YEAR
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.facts import TREND_THRESHOLDS, classify_tau, key_positions, series_trend
from vlmeval.groundtruth.schema import Panel
from vlmeval.groundtruth.series_facts import series_for
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.partial import combine, tau_interval, unknown_cells, unknown_reason


@dataclass(frozen=True, slots=True)
class TrendPayload:
    """A direction (``stated``: up, down, flat, peak...) along rows or columns, maybe negated, maybe of one
    named series (``series``, ``key``)."""
    stated: str
    along: Literal["rows", "columns", "both"] = "both"
    negated: bool = False
    series: str | None = None
    key: Any = None


# The shared trend words (claims.trend_words), and the words results prose adds: comparatives as directions
# ("higher with larger X", "gains", "degrades"), which in series prose would compare categories. "steady" is level
# here unless it qualifies a direction (_STEADY_DIRECTION).
# "relatively flat": the hedge on the stability itself wins over a strong word elsewhere ("every cell lies in a
# narrow band, so the heatmap is relatively flat")
_SOFT_STABLE = re.compile(r"\b(?:relatively|fairly|largely|mostly|somewhat|roughly|broadly|generally)\s+"
                          rf"(?:{LEVEL}|steady|unchanged|uniform)\b", re.I)
_EVERY = "all|each|every|both"
_ALL_PANELS = re.compile(rf"\b(?:for|across|in) (?:{_EVERY})(?: of the)? (?:\w+ )?(?:models|panels|heatmaps|charts|benchmarks|datasets|plots|tasks)\b", re.I)
_UP = rf"{RISE}|ris\w*|grow\w*|higher|gains?|better|boost\w*|inclin\w*|upswing|uptrend"
_DOWN = rf"{FALL}|falls|lower|wors\w*|degrad\w*"
_STABLE_WORDS = rf"{LEVEL}|steady|plateaus?|unchanged|insensitive|little variation"
_STABLE = keyword_re(rf"(?<!more )(?<!less )\b(?:{_STABLE_WORDS})\b(?! than)", "sfcpuil")
_DIRECTION = keyword_re(rf"\b(?:(?P<up>{_UP})|(?P<down>{_DOWN}))\b(?![- ](?:left|right|half|corner|region|part|rows?|panels?|end)\b)", "irghucbdflw")
# "steady" that qualifies a direction ("a steady, gradual increase", "the decline was steady") is not a stability claim
_STEADY_DIRECTION = re.compile(
    rf"\bsteady(?:[\s,]+(?:and|gradual|slow|overall|significant|upward|downward|\w+ly))*[\s,]+(?:{_UP}|{_DOWN})\b"
    rf"|\b(?:{_UP}|{_DOWN})\s+(?:(?:was|is|has\s+been|had\s+been|appears|seems)\s+)?(?:\w+ly\s+)?steady\b", re.I)
_MOD_UP = r"increasing|larger|higher|bigger|greater|more|longer|growing|raising"
_MOD_DOWN = r"decreasing|smaller|lower|fewer|less|shorter|reducing|reduced|lowering"
_NAMED_TREND = rf"trends?|{LEVEL}|steady"  # a trend named, as whole words ("a flat trend", "the steady one")
_TREND_WORDS = rf"{_NAMED_TREND}|correlat\w*|{_UP}|{_DOWN}"  # one of them is in every trend
_TREND_WORD = keyword_re(rf"\b(?:(?:{_NAMED_TREND})\b|correlat\w*|{_UP}|{_DOWN})", "tcirghubdflws")
_MOD_BEFORE = re.compile(rf"\b(?:({_MOD_UP})|({_MOD_DOWN}))\s+(?:the\s+)?(?:local\s+)?['\"`*]*$", re.I)
_WITH = "with|along|as"
_WITH_BEFORE = re.compile(rf"\b(?:{_WITH})\s+(?:the\s+)?['\"`*]*$", re.I)
# "as the load increases", "as the load is increased": the axis' own verb (its span is no direction of the values)
_VERB_AFTER = re.compile(r"['\"`*]*\s*(?:(increases|grows|rises|is\s+(?:increased|raised))|"
                         r"(decreases|shrinks|falls|is\s+(?:decreased|reduced|lowered)))\b", re.I)
_PLACE_AFTER = re.compile(r"['\"`*]*\s*[=:]?\s*\d")
_COMPARES_AFTER = re.compile(r"\s*(?:than|values?\s+\(|at\b)")
_TREND_NAME = re.compile(rf"\b(?:{_NAMED_TREND})\b", re.I)
_TREND_PREFIX = re.compile(r"\btrend", re.I)
_TREND_OR_WITH = re.compile(r"\btrend\b|\bwith\b", re.I)


# Words every match of a keyword pattern contains (in lower case), each the stems of the alternation the pattern
# reads: the extractor's cues (claims.cues), and what may_hold tests a sentence for before running a pattern
_TREND_STEMS = stems(_TREND_WORDS)  # _TREND_WORD
_TREND_NAME_STEMS = stems(_NAMED_TREND)  # _TREND_NAME
_STABLE_STEMS = stems(_STABLE_WORDS)
_NEGATION_STEMS = list(NEGATION_WORDS)  # NEGATION_RE's words
_ALL_PANELS_STEMS = [f" {word}" for word in _EVERY.split("|")]
_MOD_STEMS = stems(_MOD_UP) + stems(_MOD_DOWN)
_WITH_STEMS = stems(_WITH)


def _ascii_names(lex) -> bool:
    return all(w.isascii() for w in lex.row_words) and all(w.isascii() for w in lex.column_words)


def _axis_mods(doc: Document, sentence: str, s: int, low: str | None) -> list[tuple[int, int, str, int]]:
    """(start, end, axis, sign) for each axis the sentence varies: 'increasing Ratio', 'larger window sizes',
    'with Ratio', 'as the Ratio increases'. ``low``: ``lowered(sentence)``."""
    lex = doc.lex
    out = []
    if lex.axis_re is None:
        return out
    if low is not None and not sentence.isascii() and not _ascii_names(lex):
        low = None  # a name outside ASCII may match a letter folding leaves ("µ" for "μ" under ``re.I``)
    if not may_hold(low, lex.row_words) and not may_hold(low, lex.column_words):
        return out  # the axis names are lower case
    for m_start, m_end in axis_spans(lex, sentence):  # the spans of ``axis_re.finditer``, found faster
        axis = lex.axis_of(sentence[m_start:m_end])
        before_start = max(0, m_start - 30)
        before = sentence[before_start:m_start]
        low_before = low[before_start:m_start] if low is not None else None
        after = sentence[m_end:m_end + 25]
        sign = None
        mod = _MOD_BEFORE.search(before) if may_hold(low_before, _MOD_STEMS) else None
        if mod:
            sign = 1 if mod.group(1) else -1
            start = m_start - (len(before) - mod.start())
        elif may_hold(low_before, _WITH_STEMS) and _WITH_BEFORE.search(before):
            later = _VERB_AFTER.match(after)
            sign = -1 if later and later.group(2) else 1
            start = m_start
        if sign is not None and axis is not None:
            if _PLACE_AFTER.match(after):
                continue  # "Ratio 0.3" names a place, not a direction
            verb = _VERB_AFTER.match(after) if not mod else None  # "as the load is increased": the axis' verb
            out.append((s + start, s + m_end + (verb.end() if verb else 0), axis, sign))
    return out


# "stays flat up to 1.37, then falls": the stability is one phase of a course, not the whole series
_PHASES = re.compile(r"\b(?:then|before|after\s+which|until|followed\s+by|at\s+first|initially)\b", re.I)
# "flat at ~0.011 out to r/R ≈ 0.2": a stability held up to a place is a window of the series, not all of it;
# "..., then decaying": a second phase in a word the directions leave out
_WINDOW = re.compile(r"\b(?:out\s+to|up\s+to|until|till|as\s+far\s+as|beyond|past)\s+(?:[^\W\d][\w/]{0,8}\s*(?:=|≈|~)\s*)?"
                     r"(?:~|≈|about\s+|around\s+)?[-−]?\d", re.I)
# "flat at ~-0.10 from U = 0 to 2, rises to ...", "**k/n = 0 to 0.05:** flat": held between two places of the x axis
_BETWEEN = re.compile(r"(?:\bfrom\s+(?:[^\W\d][\w/]{0,8}\s*(?:=|≈|~)\s*)?|(?<![\w/])[^\W\d][\w/]{0,8}\s*=\s*)(?:~|≈|about\s+|around\s+)?[-−]?\d[\d.,]*"
                      r"(?:\s*[^\W\d]{1,6})?\s+(?:to|until|through)\s+(?:~|≈|about\s+)?[-−]?\d", re.I)
# "..., with values ranging from 0.78 to 0.87": the spread of the values, not a window of the x axis
_SPREAD_BEFORE = re.compile(r"\b(?:rang\w*|var(?:y|ies|ying)|spann\w*|values?)\s+$", re.I)


# "grows or stays high", "falls or levels off": a direction given with another course as its alternative
_ALTERNATIVE = re.compile(r"\s+or\s+(?:(?:else|just|merely)\s+)?(?:stay|remain|hold|keep|level|flatten|plateau|saturat|"
                          r"stagnat|stabili[sz])\w*", re.I)


def _held_between(sentence: str) -> bool:
    return any(not _SPREAD_BEFORE.search(sentence, max(0, m.start() - 20), m.start()) for m in _BETWEEN.finditer(sentence))


_DECAY = re.compile(r"\bdecay\w*|\bvanish\w*|\btails?\s+off\b", re.I)
# "the plateaus at integer values", "two plateaus": several flat parts, not one flat series
_PARTS = re.compile(r"\b(?:the|these|several|multiple|distinct|two|three|four|many)\s+$", re.I)


def _states_stability(sentence: str) -> bool:
    stable = [m for m in _STABLE.finditer(sentence) if not (m.group(0).lower() == "plateaus" and _PARTS.search(
        sentence, 0, m.start())) and not of_another_quantity(sentence, m.start(), m.end())]
    if not stable:
        return False
    directed = [(m.start(), m.end()) for m in _STEADY_DIRECTION.finditer(sentence)]
    return any(not (m.group(0).lower() == "steady" and any(a <= m.start() < b for a, b in directed)) for m in stable)


def extract_trends(doc: Document) -> Iterable[Claim]:
    if chart_kind(doc.figure.kind).numeric_x:
        return  # scatter: no pooled trend over a cloud of points; claims.types.xy_reading_sentences reads one series' course
    lex = doc.lex
    text = doc.text
    for line, s, e, mentions, panel in sentences_holding(doc, extract_trends.cues):
        sentence = text[s:e]
        if not _TREND_WORD.search(sentence):
            continue
        low = lowered(sentence)  # each pattern below runs only where the sentence holds one of its words
        mods = _axis_mods(doc, sentence, s, low)
        mod_spans = [(a, b) for a, b, _, _ in mods]
        perf = None
        perf_at = None
        for d in _DIRECTION.finditer(sentence):
            ds = s + d.start()
            if any(a <= ds < b for a, b in mod_spans):
                continue
            if _COMPARES_AFTER.match(sentence, d.end()):
                continue  # "higher than", "higher at Ratio 0.3" compare, they do not state a trend
            if _ALTERNATIVE.match(sentence, d.end()):
                break  # "rises or stays high": one of two courses, neither stated
            perf = 1 if d.group("up") else -1
            perf_at = d.start()
            break
        trend_word = _TREND_NAME.search(sentence) if may_hold(low, _TREND_NAME_STEMS) else None
        anchor = perf_at if perf_at is not None else (trend_word.start() if trend_word else len(sentence))
        negated = may_hold(low if low is None else low[:anchor], _NEGATION_STEMS) and bool(NEGATION_RE.search(sentence[:anchor]))
        stable = may_hold(low, _STABLE_STEMS) and _states_stability(sentence)
        if perf is None and not stable and not negated:
            continue  # no direction, stability or negation: none of the claims below can be made
        places = doc.places(s, e)
        row_place, col_place = _single_place(places, "row"), _single_place(places, "column")
        all_panels = may_hold(low, _ALL_PANELS_STEMS) and bool(_ALL_PANELS.search(sentence))
        named = lex.panels_of(mentions)
        panels = list(lex.panels) if all_panels else (named if len(named) > 1 else None)
        target_panel = None if panels else panel
        series = {}
        if row_place is not None:
            series = {"series": "row", "key": row_place.keys[0]}
        elif col_place is not None:
            series = {"series": "column", "key": col_place.keys[0]}
        if mods and (perf is not None or negated):
            hedge = hedge_of(sentence)
            for a, b, axis, sign in mods:
                along = "columns" if axis == "column" else "rows"
                direction = "increasing" if (perf or 1) * sign > 0 else "decreasing"
                if negated:
                    direction = "not strong"
                # a row runs along the columns and a column along the rows: a place on the axis the trend runs
                # along ("increases with ratio, going from ... at ratio 0.1 to ... at ratio 0.5") is no series
                own = series if series.get("series") == ("row" if along == "columns" else "column") else {}
                yield Claim("trend", a, b, stated=direction, panel=target_panel, panels=panels, hedge=hedge,
                            payload=TrendPayload(direction, along, negated, **own), source="trend")
        elif (stable or (negated and _TREND_PREFIX.search(sentence))) and (series or panel or panels) and \
                not (stable and (_one_phase(sentence, perf) or of_a_part(sentence) or under_a_part(text, s))):
            values = [n for n in doc.numbers(s, e) if not is_year(text, n.start, n.end, n.value, n.decimals)]
            if not values and _names_sub_period(sentence, doc.figure):
                continue  # "has remained fairly constant since 1995": the series claims check it over that period
            along = "columns" if series.get("series") == "row" else ("rows" if series.get("series") == "column" else "both")
            direction = "flat" if stable and not negated else "not strong"
            if stable and negated:
                continue  # "not stable": too vague to check
            hedge = "soft" if _SOFT_STABLE.search(sentence) else hedge_of(sentence)
            yield Claim("trend", s, e, stated=direction, panel=target_panel, panels=panels, hedge=hedge,
                        payload=TrendPayload(direction, along, negated, **series), source="trend")
        elif perf is not None and series and _TREND_OR_WITH.search(sentence) and col_place is None:
            direction = "increasing" if perf > 0 else "decreasing"
            yield Claim("trend", s, e, stated=direction, panel=target_panel, panels=panels, hedge=hedge_of(sentence),
                        payload=TrendPayload(direction, "columns", False, **series), source="trend")


extract_trends.cues = declare_cues(_TREND_STEMS)  # every trend holds one (_TREND_WORD)
_TIME_SCOPE = re.compile(r"\b(?:since|after|before|until|till|from|between|during|in|over|through)\s+(?:the\s+)?"
                         rf"(?:(?:early|mid|late)[\s-]+)?(?:{YEAR}|{DECADE_YEAR}s)\b", re.I)
_SINCE_THEN = re.compile(r"\b(?:since\s+then|ever\s+since|thereafter|from\s+then\s+on|since\s+that\s+(?:time|point|date))\b", re.I)


def _one_phase(sentence: str, perf: int | None) -> bool:
    """The stability is one phase or window of the series' course, not the whole of it."""
    return bool(_WINDOW.search(sentence) or _held_between(sentence)) or ((perf is not None or bool(_DECAY.search(sentence)))
                                              and bool(_PHASES.search(sentence)))


def _names_sub_period(sentence: str, fig) -> bool:
    """The sentence scopes its trend to a period that starts after the data does ("since 1995" over data from
    1985), on a line or bar chart over dates, whose series-prose claims check the trend over that period."""

    if _SINCE_THEN.search(sentence):
        return True  # "has remained stable since then": after a date an earlier sentence named
    m = _TIME_SCOPE.search(sentence)
    if m is None:
        return False
    first = [dt.date.fromordinal(s.period[0]).year for s in series_for(fig) if s.dated]
    year = int(re.search(YEAR, m.group())[0])
    return bool(first) and year > min(first)


def _single_place(places, axis: str):
    """The one row (or column) the sentence places itself at; None when it names several ("going from 42.7 at
    ratio 0.1 to 48.7 at ratio 0.5" walks along the axis, it is not about one column)."""
    single = [p for p in places if p.axis == axis and not p.is_range and len(p.keys) == 1]
    return single[0] if len({str(p.keys[0]) for p in single}) == 1 else None


# ---- the check -------------------------------------------------------------------------------------------

SOFT_TAU = 0.1


def _trends(claim: Claim, panel: Panel, ctx: VerifyContext) -> list[tuple] | None:
    """The tau interval of each trend the claim is about (one point when every cell it rests on is known)."""
    series = claim.payload.series
    along = claim.payload.along
    t = panel.data
    col_pos, row_pos = key_positions(t.columns), key_positions(t.rows)
    if series:
        keys = t.rows if series == "row" else t.columns
        k = find_key(claim.payload.key, keys)
        if k is None:
            return None
        if series == "row":
            positions, values = col_pos, t.values[t.rows.index(k)]
        else:
            positions, values = row_pos, [row[t.columns.index(k)] for row in t.values]
        if sum(v is not None for v in values) < 2:
            return None
        if all(v is not None for v in values):  # the cached trend
            tau = series_trend(ctx.figure, panel, series, k).tau
            return [(tau, tau)]
        return [tau_interval(positions, values)]
    facts = ctx.facts.panel(panel.title)
    if facts.n_known == facts.n_cells:  # the cached pooled trends
        pooled = [tr for name, tr in (("columns", facts.trend_along_columns), ("rows", facts.trend_along_rows))
                  if along in (name, "both") and tr is not None]
        return [(tr.tau, tr.tau) for tr in pooled] or None
    cells = [(i, j, v) for i, row in enumerate(t.values) for j, v in enumerate(row)]
    values = [v for _, _, v in cells]
    out = []
    if along in ("columns", "both"):
        out.append(tau_interval([col_pos[j] for _, j, _ in cells], values))
    if along in ("rows", "both"):
        out.append(tau_interval([row_pos[i] for i, _, _ in cells], values))
    out = [iv for iv in out if iv is not None]
    return out or None


def trend_judgement(stated: str, hedge: str | None, taus: tuple[float, float]) -> str:
    """Whether the stated trend holds for every tau in the interval, for none, or it is unknown (the taus for
    which a trend holds form one interval, so its ends and 0 decide)."""
    lo, hi = (0.0 if t is None else t for t in taus)  # None: no tau (a constant series), read as flat
    probes = [lo, hi] + ([0.0] if lo < 0 < hi else [])
    holds = [trend_holds(stated, hedge, x) for x in probes]
    if all(holds[:2]):
        return "supported"
    return "unknown" if any(holds) else "contradicted"


def trend_holds(stated: str, hedge: str | None, tau: float | None) -> bool:
    tau = 0.0 if tau is None or math.isnan(tau) else tau
    strong = TREND_THRESHOLDS["strong"]
    if stated in ("increasing", "decreasing"):
        signed = tau if stated == "increasing" else -tau
        need = strong if hedge == "strong" else (SOFT_TAU if hedge == "soft" else TREND_THRESHOLDS["weak"])
        return signed >= need
    if stated == "flat":
        return abs(tau) < (TREND_THRESHOLDS["moderate"] if hedge == "soft" else TREND_THRESHOLDS["weak"])
    if stated == "not strong":
        return abs(tau) < strong
    raise ValueError(f"unknown trend {stated!r}")


def verify_trend(claim: Claim, ctx: VerifyContext) -> Outcome:
    panels = claim_panels(claim, ctx)
    if panels is None:
        return unverifiable(UNCLEAR_PANEL)
    outcomes = []
    for p in panels:
        if not known(p):
            outcomes.append(unverifiable("the panel's values are not known", panel=p.title))
            continue
        trends = _trends(claim, p, ctx)
        if trends is None:
            key = claim.payload.key
            if key is not None and find_key(key, p.data.rows if claim.payload.series == "row" else p.data.columns) is None:
                outcomes.append(contradicted("hallucination", None, f"no {claim.payload.series} {key}", panel=p.title))
            else:
                outcomes.append(unverifiable("too few known values for a trend", panel=p.title))
            continue
        expected = [_trend_expected(lo, hi) for lo, hi in trends]
        verdict = combine([trend_judgement(claim.stated, claim.hedge, iv) for iv in trends])
        if verdict == "supported":
            outcomes.append(supported(expected, panel=p.title))
        elif verdict == "contradicted":
            outcomes.append(contradicted("trend", expected, None, panel=p.title))
        else:
            unknown = _trend_unknown(claim, p)
            outcomes.append(unverifiable(unknown_reason(unknown, "the trend") + " (tau may be "
                                         f"{trends[0][0]:.2f} to {trends[0][1]:.2f})", panel=p.title))
    return all_of(outcomes)


def _trend_expected(lo: float | None, hi: float | None) -> dict:
    if lo == hi:  # every cell known: the trend itself (tau None where it is undefined)
        direction, strength = classify_tau(lo)
        return {"direction": direction, "strength": strength, "tau": None if lo is None else round(lo, 3)}
    return {"tau_between": [round(lo, 3), round(hi, 3)]}


def _trend_unknown(claim: Claim, panel: Panel) -> list[tuple]:
    series, t = claim.payload.series, panel.data
    k = find_key(claim.payload.key, t.rows if series == "row" else t.columns) if series else None
    return unknown_cells(panel, k if series == "row" else None, k if series == "column" else None)


TYPE = ClaimType("trend", TrendPayload, ("trend_accuracy",), "a direction of change along rows or columns")
ENTRY = TypeEntry(extract_trends, TYPE, verify_trend)
