"""Claims that relate values: extrema ("peak at ... (49.3)"), trends ("increases with increasing X and
decreasing Y" -> two claims) and comparisons ("A consistently higher than B", "AMC23 yields the highest
scores")."""

from __future__ import annotations

import datetime as dt
import re
from typing import Iterable

from vlmeval.claims.years import figure_names, in_name, is_age, is_year
from vlmeval.claims import Claim, Document
from vlmeval.claims.rows import cells_from_places, drop_ranges as _drop_ranges
from vlmeval.claims.cues import declare_cues, sentences_holding
from vlmeval.claims.ordinal_extremes import ranked_superlative
from vlmeval.claims.text import NEGATION_RE, NEGATION_WORDS, hedge_of, keyword_re
from vlmeval.claims.trend_words import FALL, HIGHEST, LEVEL, LOWEST, RISE
from vlmeval.claimtypes import ComparisonPayload, ExtremumPayload, TrendPayload
from vlmeval.claims.series_prose import ABOVE, BELOW
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.series_facts import series_for

# The shared trend words (claims.trend_words), and the words results prose adds: performance superlatives
# ("best", "weakest") and comparatives as directions ("higher with larger X", "gains", "degrades"), which in
# series prose would compare categories. "steady" is level here unless it qualifies a direction (_STEADY_DIRECTION).
_EXTREMUM = keyword_re(rf"\b({HIGHEST}|peaks?|peaked|best|strongest|{LOWEST}|worst|weakest)\b", "hpmbslw")
_FIGURE_SCOPE = re.compile(r"\b(?:entire|whole|absolute|overall|all (?:panels|heatmaps|charts|benchmarks|models|datasets|configurations)|both)\b", re.I)
# "relatively flat": the hedge on the stability itself wins over a strong word elsewhere ("every cell lies in a
# narrow band, so the heatmap is relatively flat")
_SOFT_STABLE = re.compile(r"\b(?:relatively|fairly|largely|mostly|somewhat|roughly|broadly|generally)\s+"
                          rf"(?:{LEVEL}|steady|unchanged|uniform)\b", re.I)
_ALL_PANELS = re.compile(r"\b(?:for|across|in) (?:all|each|every|both)(?: of the)? (?:\w+ )?(?:models|panels|heatmaps|charts|benchmarks|datasets|plots|tasks)\b", re.I)
_UP = rf"{RISE}|ris\w*|grow\w*|higher|gains?|better|boost\w*|inclin\w*|upswing|uptrend"
_DOWN = rf"{FALL}|falls|lower|wors\w*|degrad\w*"
_STABLE = keyword_re(rf"(?<!more )(?<!less )\b(?:{LEVEL}|steady|plateaus?|unchanged|insensitive|little variation)\b(?! than)", "sfcpuil")
_DIRECTION = keyword_re(rf"\b(?:(?P<up>{_UP})|(?P<down>{_DOWN}))\b(?![- ](?:left|right|half|corner|region|part|rows?|panels?|end)\b)", "irghucbdflw")
# "steady" that qualifies a direction ("a steady, gradual increase", "the decline was steady") is not a stability claim
_STEADY_DIRECTION = re.compile(
    rf"\bsteady(?:[\s,]+(?:and|gradual|slow|overall|significant|upward|downward|\w+ly))*[\s,]+(?:{_UP}|{_DOWN})\b"
    rf"|\b(?:{_UP}|{_DOWN})\s+(?:(?:was|is|has\s+been|had\s+been|appears|seems)\s+)?(?:\w+ly\s+)?steady\b", re.I)
_MOD_UP = r"increasing|larger|higher|bigger|greater|more|longer|growing|raising"
_MOD_DOWN = r"decreasing|smaller|lower|fewer|less|shorter|reducing|reduced|lowering"
_TREND_WORD = keyword_re(rf"\b(?:trends?\b|correlat\w*|{_UP}|{_DOWN}|(?:{LEVEL}|steady)\b)", "tcirghubdflws")
_MOD_BEFORE = re.compile(rf"\b(?:({_MOD_UP})|({_MOD_DOWN}))\s+(?:the\s+)?(?:local\s+)?['\"`*]*$", re.I)
_WITH_BEFORE = re.compile(r"\b(?:with|along|as)\s+(?:the\s+)?['\"`*]*$", re.I)
_VERB_AFTER = re.compile(r"['\"`*]*\s*(?:(increases|grows|rises)|(decreases|shrinks|falls))\b", re.I)
_PLACE_AFTER = re.compile(r"['\"`*]*\s*[=:]?\s*\d")
_RANK = keyword_re(r"\b(highest|best|strongest|easiest|lowest|worst|weakest|hardest|most challenging|most difficult)\b", "hbselwm")
_COMPARATIVE = keyword_re(r"\b(higher|greater|better|larger|stronger|above|outperforms?|outperforming|exceeds?|surpass(?:es)?|lower|worse|smaller|weaker|below|underperforms?)\b", "hgblsaoewu")
_LESS = {"lower", "worse", "smaller", "weaker", "below", "underperform", "underperforms"}
_COMPARES_AFTER = re.compile(r"\s*(?:than|values?\s+\(|at\b)")
_TREND_NAME = re.compile(rf"\btrends?\b|\b(?:{LEVEL}|steady)\b", re.I)
_TREND_PREFIX = re.compile(r"\btrend", re.I)
_TREND_OR_WITH = re.compile(r"\btrend\b|\bwith\b", re.I)
_STRICT = re.compile(r"\b(?:consistently|always|across all|every|all (?:tested )?(?:configurations|settings|cells|combinations)|uniformly|everywhere)\b", re.I)


def _stems(alternation: str) -> list[str]:
    """The literal beginnings of the words of an alternation: "increas\\w*|gains?|lower" -> increas, gain, lower."""
    return [re.sub(r"\\w\*$|s\?$", "", word) for word in alternation.split("|")]


# Words every match of a keyword pattern contains (in lower case): an extractor's cues (claims.cues), and what
# _holds tests a sentence for before running a pattern
_EXTREMUM_STEMS = ["highest", "peak", "max", "best", "strongest", "lowest", "min", "worst", "weakest"]
_TREND_STEMS = ["trend", "correlat", *_stems(_UP), *_stems(_DOWN), *_stems(LEVEL), "steady"]
_COMPARATIVE_STEMS = ["higher", "greater", "better", "larger", "stronger", "above", "outperform", "exceed", "surpass",
                      "lower", "worse", "smaller", "weaker", "below", "underperform"]
_RANK_STEMS = ["highest", "best", "strongest", "easiest", "lowest", "worst", "weakest", "hardest", "most"]
_TREND_NAME_STEMS = ["trend", *_stems(LEVEL), "steady"]  # _TREND_NAME
_STABLE_STEMS = [*_stems(LEVEL), "steady", "plateau", "unchanged", "insensitive", "little variation"]
_NEGATION_STEMS = list(NEGATION_WORDS)  # NEGATION_RE's words
_ALL_PANELS_STEMS = [" all", " each", " every", " both"]
_MOD_STEMS = _stems(_MOD_UP) + _stems(_MOD_DOWN)
_WITH_STEMS = ["with", "along", "as"]


def _lowered(sentence: str) -> str | None:
    """The sentence in lower case where that decides what a case-insensitive keyword pattern can match
    (ASCII text); None otherwise."""
    return sentence.lower() if sentence.isascii() else None


def _holds(low: str | None, stems: list[str]) -> bool:
    """False when the sentence lowered to ``low`` (see ``_lowered``) holds none of ``stems``."""
    return low is None or any(stem in low for stem in stems)


def extract_extrema(doc: Document) -> Iterable[Claim]:
    every = frozenset(doc.lex.panels)
    for line, s, e, mentions, panel in sentences_holding(doc, extract_extrema.cues):
        for start, end, m in _extremum_clauses(doc.text, s, e):
            if (start, end) != (s, e):
                mentions = [mm for mm in mentions if start <= mm.start < end]
            claim = _extremum_claim(doc, line, start, end, m, mentions, panel, every)
            if claim is not None:
                yield claim


extract_extrema.cues = declare_cues(_EXTREMUM_STEMS)  # every extremum names one (_EXTREMUM)


def _extremum_clauses(text: str, s: int, e: int) -> list[tuple[int, int, re.Match]]:
    """(start, end, keyword match) for each extremum a sentence states: one clause each when it states both a
    maximum and a minimum ("the best is 52.0 at …, while the weakest is 40.0 at …"), else the whole sentence
    with its first keyword. Positions are in the whole text."""
    m = _EXTREMUM.search(text, s, e)
    if m is None:
        return []
    found = list(_EXTREMUM.finditer(text, s, e))
    if len({_which(k) for k in found}) < 2:
        return [(s, e, m)]
    bounds = [s] + [k.start() for k in found[1:]] + [e]
    return [(bounds[i], bounds[i + 1], k) for i, k in enumerate(found)]


def _which(m: re.Match) -> str:
    return "min" if m.group(1).lower() in ("lowest", "minimum", "min", "worst", "weakest") else "max"


def _extremum_claim(doc: Document, line, s: int, e: int, m: re.Match, mentions, panel, every) -> Claim | None:
    """The extremum claim of ``text[s:e]`` (a sentence, or one clause of it) whose keyword is ``m``."""
    lex, text = doc.lex, doc.text
    sentence = text[s:e]
    if doc.is_taken(m.start(), m.end()) or ranked_superlative(text, m):
        return None  # "second-highest" is no maximum (claims.ordinal_extremes)
    after = m.end() - s
    if lex.axis_re is not None and lex.axis_re.match(sentence, after + 1) and sentence[after:after + 1] == " ":
        return None  # "the lowest Ratio" is an end of an axis, not an extreme value
    places = doc.places(s, e)
    cells = cells_from_places(places, line) if places else []
    place_spans = [(p.start, p.end) for p in places]
    free = [n for n in doc.numbers(s, e) if not any(ps <= n.start < pe for ps, pe in place_spans)
            and not doc.is_taken(n.start, n.end)]
    names = figure_names(doc.figure)
    free = [n for n in _drop_ranges(free, text) if not (is_year(text, n.start, n.end, n.value, n.decimals)
                                                         or is_age(text, n.end) or in_name(text, n.start, n.end, names))]
    values = {n.value for n in free}
    if len(values) > 1 or (not values and not cells):
        return None
    stated = free[0].value if free else None
    stated_rows = any(p.axis == "row" for p in places)
    if _FIGURE_SCOPE.search(sentence):
        scope = "figure"
    elif line.row is not None and not stated_rows:
        scope = "row"
    else:
        scope = "panel"
    named = lex.panels_of(lex.subjects(sentence, mentions, s))
    narrowing = [mm.panels for mm in mentions if mm.panels != every]
    several = [p for p in lex.panels if any(p in panels for panels in narrowing)]
    for n in free:
        doc.take(n.start, n.end)
    end = max([e2 for _, e2, _, _ in cells] + [n.end for n in free] + [m.end()])
    if text[end:end + 1] == ")":
        end += 1
    return Claim("extremum", m.start(), min(end, e), stated=stated, panel=named[0] if len(named) == 1 else panel,
                 panels=several if len(several) > 1 and scope != "figure" else None,
                 row=line.row if scope == "row" else None, hedge=hedge_of(sentence),
                 decimals=free[0].decimals if free else None,
                 payload=ExtremumPayload(stated, _which(m), tuple((r, c) for _, _, r, c in cells), scope,
                                         _bound_before(text, free[0].start) if free else None),
                 source="extremum")


def _bound_before(text: str, start: int) -> str | None:
    """"above" for "with over 50%", "below" for "less than 0.01": the stated number is a bound, not a value."""

    before = text[max(0, start - 25):start]
    return "above" if ABOVE.search(before) else "below" if BELOW.search(before) else None


def _axis_mods(doc: Document, sentence: str, s: int, low: str | None) -> list[tuple[int, int, str, int]]:
    """(start, end, axis, sign) for each axis the sentence varies: 'increasing Ratio', 'larger window sizes',
    'with Ratio', 'as the Ratio increases'. ``low``: ``_lowered(sentence)``."""
    lex = doc.lex
    out = []
    if lex.axis_re is None or not _holds(low, lex.row_words) and not _holds(low, lex.column_words):
        return out  # the axis names are lower case
    for m in lex.axis_re.finditer(sentence):
        axis = lex.axis_of(m.group(0))
        before_start = max(0, m.start() - 30)
        before = sentence[before_start:m.start()]
        low_before = low[before_start:m.start()] if low is not None else None
        after = sentence[m.end():m.end() + 25]
        sign = None
        mod = _MOD_BEFORE.search(before) if _holds(low_before, _MOD_STEMS) else None
        if mod:
            sign = 1 if mod.group(1) else -1
            start = m.start() - (len(before) - mod.start())
        elif _holds(low_before, _WITH_STEMS) and _WITH_BEFORE.search(before):
            later = _VERB_AFTER.match(after)
            sign = -1 if later and later.group(2) else 1
            start = m.start()
        if sign is not None and axis is not None:
            if _PLACE_AFTER.match(after):
                continue  # "Ratio 0.3" names a place, not a direction
            out.append((s + start, s + m.end(), axis, sign))
    return out


def _states_stability(sentence: str) -> bool:
    stable = list(_STABLE.finditer(sentence))
    if not stable:
        return False
    directed = [(m.start(), m.end()) for m in _STEADY_DIRECTION.finditer(sentence)]
    return any(not (m.group(0).lower() == "steady" and any(a <= m.start() < b for a, b in directed)) for m in stable)


def extract_trends(doc: Document) -> Iterable[Claim]:
    if chart_kind(doc.figure.kind).numeric_x:
        return  # scatter: no pooled trend over a cloud of points; claims.xy_sentences reads one series' course
    lex = doc.lex
    text = doc.text
    for line, s, e, mentions, panel in sentences_holding(doc, extract_trends.cues):
        sentence = text[s:e]
        if not _TREND_WORD.search(sentence):
            continue
        low = _lowered(sentence)  # each pattern below runs only where the sentence holds one of its words
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
            perf = 1 if d.group("up") else -1
            perf_at = d.start()
            break
        trend_word = _TREND_NAME.search(sentence) if _holds(low, _TREND_NAME_STEMS) else None
        anchor = perf_at if perf_at is not None else (trend_word.start() if trend_word else len(sentence))
        negated = _holds(low if low is None else low[:anchor], _NEGATION_STEMS) and bool(NEGATION_RE.search(sentence[:anchor]))
        stable = _holds(low, _STABLE_STEMS) and _states_stability(sentence)
        if perf is None and not stable and not negated:
            continue  # no direction, stability or negation: none of the claims below can be made
        places = doc.places(s, e)
        row_place, col_place = _single_place(places, "row"), _single_place(places, "column")
        all_panels = _holds(low, _ALL_PANELS_STEMS) and bool(_ALL_PANELS.search(sentence))
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
        elif (stable or (negated and _TREND_PREFIX.search(sentence))) and (series or panel or panels):
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
                         r"(?:(?:early|mid|late)[\s-]+)?(?:(?:1[89]|20)\d{2}|(?:1[89]|20)\d0s)\b", re.I)


_SINCE_THEN = re.compile(r"\b(?:since\s+then|ever\s+since|thereafter|from\s+then\s+on|since\s+that\s+(?:time|point|date))\b", re.I)


def _names_sub_period(sentence: str, fig) -> bool:
    """The sentence scopes its trend to a period that starts after the data does ("since 1995" over data from
    1985), on a line or bar chart over dates, whose series-prose claims check the trend over that period."""

    if _SINCE_THEN.search(sentence):
        return True  # "has remained stable since then": after a date an earlier sentence named
    m = _TIME_SCOPE.search(sentence)
    if m is None:
        return False
    first = [dt.date.fromordinal(s.period[0]).year for s in series_for(fig) if s.dated]
    year = int(re.search(r"(?:1[89]|20)\d{2}", m.group())[0])
    return bool(first) and year > min(first)


def _single_place(places, axis: str):
    """The one row (or column) the sentence places itself at; None when it names several ("going from 42.7 at
    ratio 0.1 to 48.7 at ratio 0.5" walks along the axis, it is not about one column)."""
    single = [p for p in places if p.axis == axis and not p.is_range and len(p.keys) == 1]
    return single[0] if len({str(p.keys[0]) for p in single}) == 1 else None


def extract_comparisons(doc: Document) -> Iterable[Claim]:
    lex = doc.lex
    text = doc.text
    every = frozenset(lex.panels)
    for line, s, e, mentions, panel in sentences_holding(doc, extract_comparisons.cues):
        if not mentions:
            continue  # a comparison or ranking needs a named panel or series
        sentence = text[s:e]
        named = [m for m in mentions if (m.panels != every or m.entity in lex.rows_norm) and m.entity not in lex.columns_norm]
        columns = [m.entity for m in mentions if m.entity in lex.columns_norm]
        comp = _COMPARATIVE.search(sentence)
        if comp is not None and (" than " in sentence or "perform" in comp.group(1).lower() or comp.group(1).lower() in ("exceed", "exceeds", "surpass", "surpasses")):
            cpos = s + comp.start()
            before = [m for m in named if m.end <= cpos]
            after = [m for m in named if m.start >= s + comp.end()]
            subject = before[-1] if before else None
            if after and (subject is not None or panel is not None):
                less = comp.group(1).lower() in _LESS
                strict = bool(_STRICT.search(sentence))
                # "A is higher than A" with nothing else named or placed compares a thing with itself (nonsense)
                itself = (subject is not None and {m.entity for m in named} == {subject.entity} and not columns
                          and not doc.places(s, e) and not doc.numbers(s, e)
                          and (lex.axis_re is None or not lex.axis_re.search(sentence)))
                seen = set()
                for obj in after:
                    if obj.entity in seen or (subject is not None and obj.entity == subject.entity and not itself):
                        continue
                    seen.add(obj.entity)
                    a_name = subject.entity if subject else None
                    # two series are compared in the panel the sentence is about (every panel when none)
                    series = subject is not None and {subject.entity, obj.entity} <= lex.rows_norm
                    yield Claim("comparison", (subject.start if subject else cpos), obj.end,
                                stated="less" if less else "greater", panel=panel if subject is None or series else None,
                                hedge="strong" if strict else hedge_of(sentence),
                                payload=ComparisonPayload("less" if less else "greater", "pair", a_name, obj.entity,
                                                          tuple(columns or ()),
                                                          tuple(sorted(subject.panels)) if subject else (panel,),
                                                          tuple(sorted(obj.panels))), source="comparison")
                continue
        rank = _RANK.search(sentence) if len(named) == 1 else None
        if rank is not None and not doc.places(s, e):
            subject = named[0]
            free = _drop_ranges(doc.numbers(s, e), text)
            if free:
                continue
            low = rank.group(1).lower() in ("lowest", "worst", "weakest", "hardest", "most challenging", "most difficult")
            yield Claim("comparison", min(subject.start, s + rank.start()), max(subject.end, s + rank.end()),
                        stated="lowest" if low else "highest", hedge="strong" if _STRICT.search(sentence) else hedge_of(sentence),
                        payload=ComparisonPayload("lowest" if low else "highest", "rank", subject.entity,
                                                  a_panels=tuple(sorted(subject.panels))), source="comparison")


extract_comparisons.cues = declare_cues(_COMPARATIVE_STEMS + _RANK_STEMS)  # _COMPARATIVE or _RANK
