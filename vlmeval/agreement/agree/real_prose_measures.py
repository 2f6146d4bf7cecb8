"""real-prose measures: unit-level agreement (MCC, wrong units caught, correct units called wrong) and
careful-vs-flawed pairs, for our flags beside raters that never look at the figure, split by whether the
record could judge the unit (``record_agrees``), by the section (heading) the unit sits under, and for the wrong
units by their labelled error type (value, label, trend, ...).

Uncheckable units are left out. Trivial raters: flag all; flag by position (every unit from a relative place in
its description on, the place picked for the best MCC on the same units: an upper bound for such a rule); flag
the Interpretation section. A pair counts for a rater when the careful copy scores strictly above its flawed
copy: for us the scorecard's ``overall``, for a trivial rater one minus the share of units it flags.
"""

from __future__ import annotations

from typing import Callable

from pydantic import BaseModel

from vlmeval.agreement.agree.real_prose import JudgedDescription, Unit
from vlmeval.agreement.agree.stats import matthews, ratio

Rule = Callable[[JudgedDescription, Unit], bool]
POSITIONS = tuple(k / 10 for k in range(1, 10))
AGREES_GROUPS = (("all units", None), ("record_agrees true", True), ("record_agrees false", False),
                 ("record_agrees null", "null"))


class RaterRow(BaseModel):
    rater: str
    units: int
    wrong: int
    caught: int
    correct: int
    called_wrong: int
    called_wrong_share: float | None
    mcc: float | None


class PairRow(BaseModel):
    rater: str
    pairs: int
    careful_above: int
    ties: int
    inverted: int


class GroupResult(BaseModel):
    group: str
    rows: list[RaterRow]  # ours first, then the trivial raters


class PairDetail(BaseModel):
    figure_id: str
    careful_overall: float | None
    flawed_overall: float | None


class ErrorTypeRow(BaseModel):
    """Wrong units of one labelled error type: how many each rater catches, in all and where the record could judge."""
    error_type: str
    wrong: int
    judgeable: int  # of them with record_agrees true
    caught: dict[str, int]  # rater -> wrong units of this type it flags
    judgeable_caught: dict[str, int]


class RealProseResult(BaseModel):
    half: str
    descriptions: int
    units: int
    uncheckable: int
    groups: list[GroupResult]
    pairs: list[PairRow]
    pair_details: list[PairDetail]
    sections: list[RaterRow]  # ours, one row per section heading (rater = the heading)
    error_types: list[ErrorTypeRow] = []


def _is_interpretation(u: Unit) -> bool:
    return u.section.lower().startswith("interpretation")


def _units(items: list[JudgedDescription], keep: Callable[[Unit], bool]):
    for j in items:
        for u in j.description.units:
            if u.label != "uncheckable" and keep(u):
                yield j, u


def rater_row(name: str, items: list[JudgedDescription], rule: Rule, keep: Callable[[Unit], bool]) -> RaterRow:
    tp = fp = fn = tn = 0
    for j, u in _units(items, keep):
        wrong, flagged = u.label == "wrong", rule(j, u)
        tp += wrong and flagged
        fp += flagged and not wrong
        fn += wrong and not flagged
        tn += not wrong and not flagged
    return RaterRow(rater=name, units=tp + fp + fn + tn, wrong=tp + fn, caught=tp, correct=fp + tn, called_wrong=fp,
                    called_wrong_share=ratio(fp, fp + tn), mcc=matthews(tp, fp, fn, tn))


def ours(j: JudgedDescription, u: Unit) -> bool:
    return j.flags[u.index]


def position_rule(p: float) -> Rule:
    return lambda j, u: u.index >= p * len(j.description.units)


def raters(items: list[JudgedDescription]) -> list[tuple[str, Rule]]:
    """Ours, flag all, the best position rule on these units, flag the Interpretation section."""
    def mcc(p: float) -> float:
        return rater_row("", items, position_rule(p), lambda u: True).mcc or -2.0

    best = max(POSITIONS, key=mcc)
    return [("ours", ours), ("flag all", lambda j, u: True),
            (f"flag from {best:.0%} of the units on", position_rule(best)),
            ("flag the Interpretation section", lambda j, u: _is_interpretation(u))]


def _keep(value) -> Callable[[Unit], bool]:
    if value is None:
        return lambda u: True
    if value == "null":
        return lambda u: u.record_agrees is None
    return lambda u: u.record_agrees is value


def _pair_score(name: str, rule: Rule, j: JudgedDescription) -> float | None:
    if name == "ours":
        return j.overall
    units = j.description.units
    return 1 - sum(rule(j, u) for u in units) / len(units) if units else None


def pair_rows(items: list[JudgedDescription], rules: list[tuple[str, Rule]]) -> tuple[list[PairRow], list[PairDetail]]:
    careful = {j.description.figure_id: j for j in items if j.description.variant == "natural"}
    pairs = [(careful[j.description.figure_id], j) for j in items
             if j.description.variant == "flawed" and j.description.figure_id in careful]
    rows = []
    for name, rule in rules:
        above = ties = inverted = 0
        for c, f in pairs:
            a, b = _pair_score(name, rule, c), _pair_score(name, rule, f)
            a, b = (-1.0 if a is None else a), (-1.0 if b is None else b)  # no checkable claim: lowest
            above += a > b
            ties += a == b
            inverted += a < b
        rows.append(PairRow(rater=name, pairs=len(pairs), careful_above=above, ties=ties, inverted=inverted))
    details = [PairDetail(figure_id=c.description.figure_id, careful_overall=c.overall, flawed_overall=f.overall)
               for c, f in pairs]
    return rows, details


def section_rows(items: list[JudgedDescription]) -> list[RaterRow]:
    names = list(dict.fromkeys(u.section for _, u in _units(items, lambda u: True)))
    return [rater_row(name or "(before the first heading)", items, ours, lambda u, n=name: u.section == n)
            for name in names]


def error_type_rows(items: list[JudgedDescription], rules: list[tuple[str, Rule]]) -> list[ErrorTypeRow]:
    wrong = [(j, u) for j, u in _units(items, lambda u: u.label == "wrong")]
    rows = []
    for kind in sorted({u.error_type or "(none)" for _, u in wrong}):
        these = [(j, u) for j, u in wrong if (u.error_type or "(none)") == kind]
        judgeable = [(j, u) for j, u in these if u.record_agrees is True]
        rows.append(ErrorTypeRow(error_type=kind, wrong=len(these), judgeable=len(judgeable),
                                 caught={n: sum(rule(j, u) for j, u in these) for n, rule in rules},
                                 judgeable_caught={n: sum(rule(j, u) for j, u in judgeable) for n, rule in rules}))
    return rows


def real_prose_result(half: str, items: list[JudgedDescription]) -> RealProseResult:
    rules = raters(items)
    groups = []
    for title, value in AGREES_GROUPS:
        keep = _keep(value)
        if any(True for _ in _units(items, keep)):
            groups.append(GroupResult(group=title, rows=[rater_row(n, items, r, keep) for n, r in rules]))
    pairs, details = pair_rows(items, rules)
    every = [u for j in items for u in j.description.units]
    return RealProseResult(half=half, descriptions=len(items), units=len(every),
                           uncheckable=sum(u.label == "uncheckable" for u in every), groups=groups, pairs=pairs,
                           pair_details=details, sections=section_rows(items),
                           error_types=error_type_rows(items, rules))
