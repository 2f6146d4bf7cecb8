"""The ``comparison`` claim type: one thing higher or lower than another ("A consistently higher than B"), or
ranked first ("AMC23 yields the highest scores"), checked with the derived facts: two panels cell by cell (every
cell with "consistently", else on average), two series of a panel, or a panel against all the others.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterable, Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.cues import cues_of, sentences_holding
from vlmeval.claims.relation_checks import all_of, known, unknown_in
from vlmeval.claims.text import hedge_of, keyword_re, norm
from vlmeval.claims.trend_words import BEST_WORDS, WORST_WORDS
from vlmeval.claims.types.value import drop_ranges as _drop_ranges
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.partial import unknown_reason
from vlmeval.claims.types.value_check import resolve_panel
from vlmeval.claims.xy_readings import series_by_look
from vlmeval.claims.types.xy_rank_everywhere import RUN_TIME_AXIS
from vlmeval.claims.types.series_rank import (STRICT_RANK, better_direction, measured_panel, names_measure,
                                                verify_series_rank)


@dataclass(frozen=True, slots=True)
class ComparisonPayload:
    """``a`` against ``b`` (a ``pair``, over some ``columns``) or ``a`` ranked first (``rank``)."""
    stated: str
    type: Literal["pair", "rank"] = "pair"
    a: str | None = None
    b: str | None = None
    columns: tuple[Any, ...] = ()
    a_panels: tuple[str, ...] = ()
    b_panels: tuple[str, ...] = ()
    within: str | None = None  # two panels compared in a part of theirs only (a series, a place): what the text names


# a subject ranked first: the shared superlatives of results prose (claims.trend_words) and how hard a benchmark is
_RANK_HIGH = ("highest", *BEST_WORDS, "easiest")
_RANK_LOW = ("lowest", *WORST_WORDS, "hardest", "most challenging", "most difficult")
_RANK = keyword_re(rf"\b({'|'.join(_RANK_HIGH + _RANK_LOW)})\b", "".join({w[0] for w in _RANK_HIGH + _RANK_LOW}))
# a subject against another ("slower": more time on a y axis of time, as "faster" is less)
_MORE = ("higher", "greater", "better", "larger", "stronger", "above", "outperform", "outperforms", "outperforming",
         "exceed", "exceeds", "surpass", "surpasses", "slower")
_LESS = ("lower", "worse", "smaller", "weaker", "below", "underperform", "underperforms", "faster", "quicker")
_COMPARATIVE = keyword_re(rf"\b({'|'.join(_MORE + _LESS)})\b", "".join({w[0] for w in _MORE + _LESS}))
_SPEED = {"slower", "faster", "quicker"}  # on a y axis measuring a run time: more time, less time
_STRICT = re.compile(r"\b(?:consistently|always|across all|every|all (?:tested )?(?:configurations|settings|cells|combinations)|uniformly|everywhere)\b", re.I)


def extract_comparisons(doc: Document) -> Iterable[Claim]:
    lex = doc.lex
    text = doc.text
    every = frozenset(lex.panels)
    for line, s, e, mentions, panel in sentences_holding(doc, extract_comparisons.cues):
        if not any(m.entity in lex.rows_norm for m in mentions) and (looks := _look_pair(doc, s, e, panel)) is not None:
            yield looks  # "the orange curve is higher than the blue one": series named by their look
            continue
        if not mentions:
            continue  # a comparison or ranking needs a named panel or series
        sentence = text[s:e]
        named = [m for m in mentions if (m.panels != every or m.entity in lex.rows_norm) and m.entity not in lex.columns_norm]
        columns = [m.entity for m in mentions if m.entity in lex.columns_norm]
        comp = _COMPARATIVE.search(sentence)
        if comp is not None and (" than " in sentence or "perform" in comp.group(1).lower() or comp.group(1).lower() in ("exceed", "exceeds", "surpass", "surpasses")
                                 or _series_above(lex, named, comp, s)):
            cpos = s + comp.start()
            before = [m for m in named if m.end <= cpos]
            after = [m for m in named if m.start >= s + comp.end()]
            subject = before[-1] if before else None
            if after and (subject is not None or panel is not None) and not _speed_off_time(doc, comp.group(1), panel):
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
                    within = None if series else _panel_part(doc, mentions, s, e, columns)
                    yield Claim("comparison", (subject.start if subject else cpos), obj.end,
                                stated="less" if less else "greater", panel=panel if subject is None or series else None,
                                hedge="strong" if strict else hedge_of(sentence),
                                payload=ComparisonPayload("less" if less else "greater", "pair", a_name, obj.entity,
                                                          tuple(columns or ()),
                                                          tuple(sorted(subject.panels)) if subject else (panel,),
                                                          tuple(sorted(obj.panels)), within), source="comparison")
                continue
        rank = _RANK.search(sentence) if len(named) == 1 else None
        if rank is not None and not doc.places(s, e):
            subject = named[0]
            free = _drop_ranges(doc.numbers(s, e), text)
            if free:
                continue
            word = rank.group(1).lower()
            low = word in _RANK_LOW
            strict = _STRICT.search(sentence)
            if subject.entity in lex.rows_norm:  # a series ranked among the series of its panel
                stated = _series_rank_word(doc, subject, word)
                where = measured_panel(doc.figure.panels, subject.entity, panel, sentence)
                holding = [p for p in doc.figure.panels if p.title == where or (where is None and p.title in subject.panels)]
                if stated is None or where is False or not names_measure(sentence[rank.end():], holding):
                    continue
                low, strict, panel = stated == "lowest", STRICT_RANK.search(sentence), where
            hedge = "strong" if strict else hedge_of(sentence)
            if subject.entity in lex.rows_norm and not strict and hedge == "strong":
                hedge = None  # "strongly", "clearly" state no rank at every x
            yield Claim("comparison", min(subject.start, s + rank.start()), max(subject.end, s + rank.end()),
                        stated="lowest" if low else "highest", hedge=hedge,
                        panel=panel if subject.entity in lex.rows_norm else None,
                        payload=ComparisonPayload("lowest" if low else "highest", "rank", subject.entity,
                                                  a_panels=tuple(sorted(subject.panels))), source="comparison")


# where along the panels a comparison of two panels is made ("Rejection in the right panel starts lower than in the
# left panel", "larger at large β"): a part of theirs, not their whole data
_PART_WORDS = re.compile(r"\b(?:start(?:s|ing)?|begin(?:s|ning)?|initial(?:ly)?|ends?|ending|final(?:ly)?|peaks?"
                         r"|maxim(?:um|a)|minim(?:um|a)|(?:at|for)\s+(?:large|small|high|low|larger|smaller|higher|lower)\b)",
                         re.I)


def _panel_part(doc: Document, mentions: list, s: int, e: int, columns: list) -> str | None:
    """What a sentence comparing two panels compares them in, when not their whole data: a series of the record it
    names, a column or place, or a place word ("starts", "at large β"); None where it names none."""
    series = next((m.surface for m in mentions if m.entity in doc.lex.rows_norm), None)
    if series is not None:
        return series
    if columns or doc.places(s, e):
        return "a place"
    word = _PART_WORDS.search(doc.text, s, e)
    return word.group(0) if word else None


def _series_rank_word(doc: Document, subject, word: str) -> str | None:
    """"highest"/"lowest" for a series: "best"/"worst" (and "easiest", "hardest") by the direction its panels' y
    measure is better in, None where that is not clear."""
    if word in ("highest", "lowest"):
        return word
    better = better_direction([p for p in doc.figure.panels if p.title in subject.panels])
    if better is None:
        return None
    return better if word in _RANK_HIGH else ("lowest" if better == "highest" else "highest")


def _speed_off_time(doc: Document, word: str, panel_title: str | None) -> bool:
    """"Slower"/"faster" on a panel whose y axis does not measure a run time (or no panel known): no comparison."""
    if word.lower() not in _SPEED:
        return False
    panels = doc.figure.panels
    panel = next((p for p in panels if p.title == panel_title), None) if panel_title else (panels[0] if len(panels) == 1 else None)
    return panel is None or panel.y is None or not RUN_TIME_AXIS.search(panel.y.label or "")


_CLAUSE_BREAK = re.compile(r"[,;:()]|\b(?:while|whereas|but)\b", re.I)
_SERIES_NOUN = re.compile(r"\b(?:curves?|lines?|series|bars?|points?|dots?|markers?|circles?|squares?|triangles?|ones?)\b", re.I)


def _look_pair(doc: Document, s: int, e: int, panel_title: str | None) -> Claim | None:
    """Two series of one panel compared by their look ("the orange curve is higher than the blue curve at every
    epoch", "the blue series stays below the orange series"): each side of the comparative names exactly one
    series by its recorded colour (and marker), within its clause, with a series noun."""
    sentence = doc.text[s:e]
    comp = _COMPARATIVE.search(sentence)
    if comp is None or not (" than " in sentence or comp.group(1).lower() in ("above", "below")):
        return None
    panels = doc.figure.panels
    panel = next((p for p in panels if p.title == panel_title), None) if panel_title else (panels[0] if len(panels) == 1 else None)
    if panel is None or panel.data is None or not panel.data.styles or len(panel.data.rows) < 2:
        return None
    left_start = max([m.end() for m in _CLAUSE_BREAK.finditer(sentence, 0, comp.start())], default=0)
    right_break = _CLAUSE_BREAK.search(sentence, comp.end())
    right_end = right_break.start() if right_break else len(sentence)
    left, right = sentence[left_start:comp.start()], sentence[comp.end():right_end]
    if not (_SERIES_NOUN.search(left) and _SERIES_NOUN.search(right)):
        return None
    a, b = series_by_look(panel, left), series_by_look(panel, right)
    if a is None or b is None or a == b:
        return None
    less = comp.group(1).lower() in _LESS
    stated = "less" if less else "greater"
    name_a, name_b = norm(str(panel.data.rows[a])), norm(str(panel.data.rows[b]))
    lead = re.match(r"[\s*\-•]*", left).end()  # the bullet and spaces before the subject
    return Claim("comparison", s + left_start + lead, s + right_end, stated=stated,
                 panel=panel.title, hedge="strong" if _STRICT.search(sentence) else hedge_of(sentence),
                 payload=ComparisonPayload(stated, "pair", name_a, name_b, (), (panel.title,), (panel.title,)),
                 source="comparison by look")


_ADVERBIAL = re.compile(r"\s*(?:[;:,.)]|$)")  # "... from below;": nothing after the word in its clause
_ADVERBIAL_BEFORE = re.compile(r"\bfrom\s+$", re.I)


def _series_above(lex, named, comp: re.Match, s: int) -> bool:
    """"Train lies above test", "the test curve stays below train everywhere": "above"/"below" with no "than",
    between two series of the figure (a place, a value or a legend "above the plot" is no comparison)."""
    if comp.group(1).lower() not in ("above", "below"):
        return False
    before = [m for m in named if m.end <= s + comp.start()]
    after = [m for m in named if m.start >= s + comp.end()]
    if _ADVERBIAL.match(comp.string, comp.end()) or _ADVERBIAL_BEFORE.search(comp.string, 0, comp.start()):
        return False  # "follow Ne closely from below": the subject is below Ne, no pair on either side of the word
    return bool(before and after) and before[-1].entity in lex.rows_norm and after[0].entity in lex.rows_norm \
        and before[-1].entity != after[0].entity


extract_comparisons.cues = cues_of(_MORE, _LESS, _RANK_HIGH, _RANK_LOW)  # the words of _COMPARATIVE or _RANK


# ---- the check -------------------------------------------------------------------------------------------

def _single_panel(panels: tuple[str, ...]) -> str | None:
    return panels[0] if panels and len(panels) == 1 else None


def verify_comparison(claim: Claim, ctx: VerifyContext) -> Outcome:
    p = claim.payload
    if p.type == "rank":
        return verify_series_rank(claim, ctx) if p.a in ctx.lex.rows_norm else _verify_rank(claim, ctx)
    if p.a in ctx.lex.rows_norm and p.b in ctx.lex.rows_norm:
        return _compare_series(claim, ctx)
    a = _single_panel(p.a_panels)
    b = _single_panel(p.b_panels)
    if a is None or b is None or a == b:
        return unverifiable("the compared things are not panels or series with data")
    if p.within is not None:  # "Rejection in the right panel starts lower": no verdict of the panels' whole data
        return unverifiable(f"the panels are compared in a part of theirs ({p.within}), not over their whole data")
    pa, pb = ctx.panel(a), ctx.panel(b)
    if not (known(pa) and known(pb)):
        return unverifiable("a compared panel's values are not known")
    greater = claim.stated == "greater"
    cmp = ctx.facts.comparison(a, b)
    unknown = unknown_in([pa, pb])
    if unknown:  # only an "always" refuted by known cells is decided
        if cmp is not None and claim.hedge == "strong" and (cmp.b_greater if greater else cmp.a_greater) + cmp.equal:
            return contradicted("magnitude", {"a_greater": cmp.a_greater, "b_greater": cmp.b_greater, "equal": cmp.equal},
                                "known cells already break it")
        return unverifiable(unknown_reason(unknown, "the comparison"))
    if cmp is not None:
        expected = {"a_greater": cmp.a_greater, "b_greater": cmp.b_greater, "equal": cmp.equal,
                    "mean_difference": round(cmp.mean_difference, 4)}
        if claim.hedge == "strong":
            ok = (cmp.a_greater if greater else cmp.b_greater) == cmp.n_cells
        else:
            ok = cmp.mean_difference > 0 if greater else cmp.mean_difference < 0
    else:
        ma, mb = ctx.facts.panel(a).mean, ctx.facts.panel(b).mean
        expected = {"mean_a": ma, "mean_b": mb}
        ok = ma > mb if greater else ma < mb
    return supported(expected) if ok else contradicted("magnitude", expected, None)


def _verify_rank(claim: Claim, ctx: VerifyContext) -> Outcome:
    a = _single_panel(claim.payload.a_panels)
    if a is None or len(ctx.figure.panels) < 2:
        return unverifiable("the ranked thing is not a panel among others")
    if not all(known(p) for p in ctx.figure.panels):
        return unverifiable("not every panel's values are known")
    unknown = unknown_in(list(ctx.figure.panels))
    if unknown:  # a panel's mean rests on its unknown cells
        return unverifiable(unknown_reason(unknown, "the ranking of the panels"))
    order = ctx.facts.panels_by_mean
    target = order[0] if claim.stated == "highest" else order[-1]
    expected = {"ranking": order}
    ok = target == a
    if ok and claim.hedge == "strong":
        for other in ctx.figure.panels:
            if other.title == a:
                continue
            cmp = ctx.facts.comparison(a, other.title)
            if cmp is None:
                continue
            wins = cmp.a_greater if claim.stated == "highest" else cmp.b_greater
            if wins != cmp.n_cells:
                ok = False
    return supported(expected) if ok else contradicted("magnitude", expected, None)


def _compare_series(claim: Claim, ctx: VerifyContext) -> Outcome:
    """Two series (rows of a bar/line panel, e.g. two models): every shared column, or their means. With no
    panel named, in every panel that has both series: wrong if wrong in any, right if right in all."""
    a_name, b_name = claim.payload.a, claim.payload.b
    if a_name is None or b_name is None:
        return unverifiable("the compared things are not panels or series with data")
    if claim.panel is None and len(ctx.figure.panels) > 1:
        both = [(p, rows) for p in ctx.figure.panels if (rows := _series_rows(p, a_name, b_name)) is not None]
        if both:
            return all_of([_compare_series_in(claim, p, *rows) for p, rows in both])
    panel = resolve_panel(claim, ctx)
    if panel is None or panel.data is None:
        return unverifiable("the compared things are not panels or series with data")
    rows = _series_rows(panel, a_name, b_name)
    if rows is None:
        return unverifiable("the compared things are not series of this panel")
    return _compare_series_in(claim, panel, *rows)


def _series_rows(panel: Panel, a_name: str, b_name: str) -> tuple[int, int] | None:
    """The row indexes of the two series (names normalised) in the panel's table, or None."""
    if panel.data is None:
        return None
    keys = [norm(str(k)) for k in panel.data.rows]
    if a_name not in keys or b_name not in keys:
        return None
    return keys.index(a_name), keys.index(b_name)


def _compare_series_in(claim: Claim, panel: Panel, ra: int, rb: int) -> Outcome:
    t = panel.data
    only = [norm(str(c)) for c in claim.payload.columns]
    in_scope = [(x, y, c) for x, y, c in zip(t.values[ra], t.values[rb], t.columns) if not only or norm(str(c)) in only]
    pairs = [(x, y) for x, y, _ in in_scope if x is not None and y is not None]
    unknown = [(t.rows[r], c) for x, y, c in in_scope for r, v in ((ra, x), (rb, y)) if v is None]
    if not pairs:
        return unverifiable("the compared series have no known values in common")
    diffs = [x - y for x, y in pairs]
    greater = claim.stated == "greater"
    expected = {"a_greater": sum(d > 0 for d in diffs), "b_greater": sum(d < 0 for d in diffs),
                "mean_difference": round(sum(diffs) / len(diffs), 4)}
    if unknown:  # only an "always" refuted by known cells is decided
        if claim.hedge == "strong" and not all(d > 0 if greater else d < 0 for d in diffs):
            return contradicted("magnitude", expected, "known values already break it", panel=panel.title)
        return unverifiable(unknown_reason(unknown, "the comparison"), panel=panel.title)
    if claim.hedge == "strong":
        ok = all(d > 0 for d in diffs) if greater else all(d < 0 for d in diffs)
    else:
        ok = (sum(diffs) > 0) if greater else (sum(diffs) < 0)
    return supported(expected, panel=panel.title) if ok else contradicted("magnitude", expected, None, panel=panel.title)


TYPE = ClaimType("comparison", ComparisonPayload, (), "one thing higher or lower than another, or ranked first")
ENTRY = TypeEntry(extract_comparisons, TYPE, verify_comparison)
