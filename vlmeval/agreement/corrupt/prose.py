"""Errors injected into real descriptions (the seeds' format), one at a time, and whether vlmeval catches them.

For each description: its units that are correct (labelled ``correct`` with ``record_agrees`` not false, or, when not
labelled, every unit with no contradicted claim) and hold a claim vlmeval supports get, per error class, one
injected error at such a claim (``prose_inject``: value, swap, trend, extreme; ``prose_scope``: scope;
``prose_structure``: tick, label, series), written only where the record shows the change certainly wrong. The mutated text is scored with the normal
pipeline; the error is caught when a contradicted claim overlaps the mutated unit (a swapped scope: the lead-in
or its bullets). False alarms are the correct units
flagged in the unmutated descriptions, and, in the mutated texts, other units flagged that were not flagged before.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from vlmeval.agreement.corrupt.prose_inject import READING_CLASSES, Mutation
from vlmeval.agreement.corrupt.prose_scope import inject_scope
from vlmeval.agreement.corrupt.prose_structure import STRUCTURE_CLASSES
from vlmeval.agreement.corrupt.prose_units import DescriptionsError, ProseInput, ProseUnit
from vlmeval.groundtruth.load import default_figures_dir, suite_dirs
from vlmeval.groundtruth.schema import Figure
from vlmeval.records import ClaimVerdict

CLASSES = {**READING_CLASSES, "scope": inject_scope, **STRUCTURE_CLASSES}
PER_DESCRIPTION = 4
"""At most this many cases of one class per description, so that one long description does not fill a class."""


@dataclass
class ProseCase:
    where: str
    figure_id: str
    error: str
    change: str
    unit: str  # the mutated unit's text
    caught: bool
    reasons: list[str]  # the contradicted claims over the unit
    spill: int  # other units flagged in the mutated text that were not flagged before
    text: str = ""  # the whole mutated description
    span: tuple[int, int] = (0, 0)  # where the error shows in it


@dataclass
class ProseSummary:
    descriptions: int = 0
    units: int = 0
    eligible: int = 0  # correct units holding a supported claim
    correct: int = 0
    correct_flagged: int = 0
    spill: int = 0
    cases: list[ProseCase] = field(default_factory=list)

    def rows(self) -> list[tuple[str, int, int, float | None]]:
        out = []
        for name in CLASSES:
            mine = [c for c in self.cases if c.error == name]
            hit = sum(c.caught for c in mine)
            out.append((name, len(mine), hit, hit / len(mine) if mine else None))
        return out


def default_roots() -> list[Path]:
    return suite_dirs("real") + [default_figures_dir() / "papers"]


def _overlaps(span: tuple[int, int], c: ClaimVerdict) -> bool:
    return c.start < span[1] and span[0] < max(c.end, c.start + 1)


def _score(fig: Figure, text: str) -> list[ClaimVerdict]:
    from vlmeval.scoring.scorecard import evaluate_text

    return evaluate_text(fig, text).claims


def _flags(units: list[tuple[int, int]], claims: list[ClaimVerdict]) -> list[bool]:
    bad = [c for c in claims if c.verdict == "contradicted"]
    return [any(_overlaps(u, c) for c in bad) for u in units]


def _correct(u: ProseUnit, flagged: bool) -> bool:
    if u.label is None:
        return not flagged
    return u.label == "correct" and u.record_agrees is not False


def _shifted(units: list[ProseUnit], m: Mutation) -> list[tuple[int, int]]:
    """Every unit's span in the mutated text."""
    return [(m.moved(u.start) if not any(a == u.start == b for a, b, _ in m.edits) else u.start, m.moved(u.end))
            for u in units]


def mutate_description(fig: Figure, item: ProseInput, rng: random.Random, summary: ProseSummary,
                       classes: list[str], per_description: int = PER_DESCRIPTION) -> None:
    units = list(item.units)
    claims = _score(fig, item.text)
    before = _flags([(u.start, u.end) for u in units], claims)
    summary.descriptions += 1
    summary.units += len(units)
    labelled = [u.label is not None for u in units]
    for u, flag, has in zip(units, before, labelled):
        if not has or u.label == "correct":
            summary.correct += 1
            summary.correct_flagged += flag
    supported = [[c for c in claims if c.verdict == "supported" and _overlaps((u.start, u.end), c)] for u in units]
    eligible = [i for i, u in enumerate(units) if _correct(u, before[i]) and supported[i]]
    summary.eligible += len(eligible)
    for name in classes:
        made = []
        for i in eligible:
            for claim in rng.sample(supported[i], len(supported[i])):
                m = CLASSES[name](fig, item.text, (units[i].start, units[i].end), claim, rng)
                if m is not None:
                    made.append((i, m))
                    break
        for i, m in rng.sample(made, min(per_description, len(made))):
            summary.cases.append(_judge(fig, item, units, before, i, m))
    summary.spill = sum(c.spill for c in summary.cases)


def _judge(fig: Figure, item: ProseInput, units: list[ProseUnit], before: list[bool], i: int, m: Mutation) -> ProseCase:
    claims = _score(fig, m.text)
    spans = _shifted(units, m)
    after = _flags(spans, claims)
    hits = [c for c in claims if c.verdict == "contradicted" and _overlaps(m.span, c)]
    inside = [m.span[0] <= s[0] and s[1] <= m.span[1] for s in spans]  # the injected unit, or a swapped scope's bullets
    spill = sum(a and not b for a, b, own in zip(after, before, inside) if not own)
    return ProseCase(item.where, item.figure_id, m.error, m.change, m.text[m.span[0]:m.span[1]], bool(hits),
                     [f"{c.kind}: {c.reason}" for c in hits], spill, m.text, m.span)


def check_descriptions(items: list[ProseInput], roots: list[Path] | None = None, seed: int = 0,
                       classes: list[str] | None = None, half: str = "all",
                       per_description: int = PER_DESCRIPTION, progress: Callable[[], None] | None = None) -> ProseSummary:
    """Inject, score and count over the descriptions of ``half`` (all, dev or validation: real-prose's split, by paper
    unless the description's folder holds its file out)."""
    from vlmeval.agreement.agree.real_prose import half_of, record_and_paper

    roots = roots or default_roots()
    rng = random.Random(seed)
    summary = ProseSummary()
    figures: dict[str, tuple[Figure, str]] = {}
    for item in items:
        if item.figure_id not in figures:
            figures[item.figure_id] = record_and_paper(item.figure_id, roots, item.where, DescriptionsError)
        fig, paper = figures[item.figure_id]
        if half == "all" or half_of(paper, item.held_out) == half:
            mutate_description(fig, item, rng, summary, list(classes or CLASSES), per_description)
        if progress:
            progress()
    return summary
