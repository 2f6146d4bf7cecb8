"""Classes of contradicted claims, and how precise each class is on a labelled set.

A rule found on one set's sentences transfers only if the contradictions it produces are right on other sets too.
So each contradicted claim is put in a class: its kind, how it was tied to its place (``claims.line_places.BINDINGS``,
grouped: stated, weak = clause / inherited / vague, whole, - = none recorded) and the family of its reason ("value at
place", "value elsewhere", "trend direction", "extreme place", "ungrounded" ...). On a set labelled by sentence
(CHOCOLATE) a class's precision is the share of the sentences holding one of its contradictions that people label
wrong; on a set labelled by span (quintd) the share of its contradicted claims that overlap a human Incorrect span;
on a set that is right by construction (the editors' summaries) every contradiction is a false alarm, so the count
is what matters. ``scripts/contradiction_classes.py`` prints the table for the four dev sets (docs/agreement.md,
"Classes of contradiction across sets")."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from typing import Iterable

from vlmeval.claims.trend_words import HIGHEST, LOWEST
from vlmeval.records import ClaimVerdict

REASON_FAMILIES: tuple[tuple[str, re.Pattern], ...] = tuple((name, re.compile(pattern)) for name, pattern in (
    ("unplotted", r"which the chart does not plot"),
    ("value-elsewhere", r"is the value at .*, not (?:in|at)"),
    ("value-at-place", r"^values in (?!the whole).* are \["),
    ("trend-dir", r"the data is (?:increasing|decreasing|flat)"),
    ("time-extent", r"the data (?:starts|ends) at"),
    ("value-range", r"range from|no such range|no movement"),
    ("extreme-place", rf"the (?:{HIGHEST}|{LOWEST}) \(?[-\d.]+\)? is at|the (?:max|min) is not at"),  # the extremes' words
    ("extreme-value", r"the (?:maximum|minimum) is [-\d.]+|a (?:peak|low) (?:above|below) the"),
    ("local-extreme", r"the local (?:maximum|minimum)"),
    ("extreme-category", r"the (?:highest|lowest) is .*\(rank"),
    ("ordinal", r"rank \d+ from the|the \d+(?:st|nd|rd|th) (?:highest|lowest)"),
    ("unknown-category", r"is not a category"),
    ("label-absent", r"has nothing about|the chart is about"),
    ("ungrounded", r"cause|benchmark|forecast|prediction|outside"),
    ("degenerate", r"twice|repeats|loop"),
    ("derived", r"steps go against|the change over"),
))
"""The family of a contradiction's reason, first match wins; "other" when none matches."""

BINDING_GROUPS = {"stated": "stated", "clause": "weak", "inherited": "weak", "vague": "weak", "whole": "whole"}


def reason_family(reason: str | None) -> str:
    return next((name for name, regex in REASON_FAMILIES if regex.search(reason or "")), "other")


def claim_class(claim: ClaimVerdict) -> str:
    """"kind / binding group / reason family" of a contradicted claim."""
    binding = (claim.payload or {}).get("binding") or ""
    return f"{claim.kind} / {BINDING_GROUPS.get(binding, '-')} / {reason_family(claim.reason)}"


@dataclass
class ClassCount:
    right: int = 0  # units people call wrong (or spans they marked): our contradiction was right
    units: int = 0

    @property
    def precision(self) -> float | None:
        return self.right / self.units if self.units else None


def count_by_sentence(sentences: Iterable[tuple[bool, list[ClaimVerdict]]]) -> dict[str, ClassCount]:
    """Per class, the sentences holding one of its contradictions and how many of them people call wrong; a
    sentence counts once per class it holds. ``sentences``: (people call it wrong, its contradicted claims)."""
    out: dict[str, ClassCount] = defaultdict(ClassCount)
    for wrong, claims in sentences:
        for name in {claim_class(c) for c in claims if c.verdict == "contradicted"}:
            out[name].units += 1
            out[name].right += wrong
    return dict(out)


def count_by_claim(claims: Iterable[tuple[bool, ClaimVerdict]]) -> dict[str, ClassCount]:
    """Per class, the contradicted claims and how many overlap what people marked. ``claims``: (marked, claim)."""
    out: dict[str, ClassCount] = defaultdict(ClassCount)
    for marked, claim in claims:
        if claim.verdict == "contradicted":
            out[claim_class(claim)].units += 1
            out[claim_class(claim)].right += marked
    return dict(out)


def _cell(c: ClassCount | None, false_alarms_only: bool) -> str:
    if c is None or not c.units:
        return "-"
    return f"{c.units} FA" if false_alarms_only else f"{c.right}/{c.units} = {c.precision:.2f}"


def markdown_table(columns: dict[str, dict[str, ClassCount]], before: dict[str, dict[str, ClassCount]] | None = None,
                   false_alarm_columns: frozenset[str] = frozenset()) -> str:
    """One row per class (most units first), one column per set; with ``before``, a cell that moved reads
    "before -> now". Columns in ``false_alarm_columns`` count false alarms only (a set right by construction)."""
    def both(name: str, col: str) -> tuple[ClassCount | None, ClassCount | None]:
        return (before or {}).get(col, {}).get(name), columns[col].get(name)

    names = {n for col in columns.values() for n in col} | {n for col in (before or {}).values() for n in col}
    size = {n: sum((c.units if c else 0) for col in columns for c in both(n, col)) for n in names}
    lines = ["| class (kind / binding / reason) | " + " | ".join(columns) + " |", "|---" * (len(columns) + 1) + "|"]
    for name in sorted(names, key=lambda n: (-size[n], n)):
        cells = []
        for col in columns:
            old, new = both(name, col)
            fa = col in false_alarm_columns
            moved = before is not None and (old.units, old.right) != (new.units, new.right) if old and new else \
                before is not None and (old is not None) != (new is not None)
            cells.append(f"{_cell(old, fa)} -> {_cell(new, fa)}" if moved else _cell(new, fa))
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"
