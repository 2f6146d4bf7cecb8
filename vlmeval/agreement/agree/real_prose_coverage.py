"""real-prose coverage: how many CORRECT units that state a number carry a claim that reads it and is supported.

A flawed copy's wrong unit is mostly a correct unit with one number or name changed, so a number we verify on a
correct unit is a number whose changed copy we would contradict: coverage is the reading side's measure, apart from
which errors a part happens to hold. A unit "states a number" when it holds a number token (``NUMBER``: digits
standing alone, not part of a name such as R1, Qwen2.5, GPT-4 or 7B, nor a figure/table/equation reference). Each
such unit falls in one class, the first that holds: ``supported`` (a supported claim overlaps one of its numbers),
``contradicted`` (only contradicted claims overlap its numbers: a false alarm), ``unverifiable`` (claims overlap
its numbers, none judged) or ``no claim`` (no claim overlaps any of its numbers).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from vlmeval.agreement.agree.real_prose import JudgedDescription
from vlmeval.agreement.agree.tables import Section

NUMBER = re.compile(r"(?<![\w.])(?<![A-Za-z][-\u2011])(?<!Fig\. )(?<!Figure )(?<!Table )(?<!Eq\. )"
                    r"[-\u2212+]?\d+(?:[.,]\d+)*(?:[eE][-\u2212+]?\d+)?(?![A-Za-wyzA-Z_\d])")
"""A number written in digits, outside names and references (letters after it other than 'x' end the match)."""
CLASSES = ("supported", "contradicted", "unverifiable", "no claim")
TOP_REASONS = 5


@dataclass
class CoveredUnit:
    """One correct unit that states a number: its class, and (unverifiable) the reasons of its claims."""
    section: str
    text: str
    cls: str
    numbers: int
    numbers_supported: int
    reasons: list[str]


def numbers_in(text: str) -> list[tuple[int, int]]:
    """The spans of the number tokens of ``text`` (``NUMBER``)."""
    return [m.span() for m in NUMBER.finditer(text)]


def _reason_class(reason: str | None) -> str:
    """A reason with its numbers and quoted names blanked, so that like reasons count together."""
    text = re.sub(r"'[^']*'|\"[^\"]*\"", "'…'", reason or "(no reason)")
    return re.sub(r"[-\u2212]?\d+(?:\.\d+)?", "#", text)[:70]


def covered_units(judged: list[JudgedDescription]) -> list[CoveredUnit]:
    """Every correct unit that states a number, classified by the claims that overlap its numbers."""
    out = []
    for j in judged:
        text = j.description.text
        for u in j.description.units:
            if u.label != "correct":
                continue
            spans = [(u.start + a, u.start + b) for a, b in numbers_in(text[u.start:u.end])]
            if not spans:
                continue
            over = [[c for c in j.claims if c.start < b and a < max(c.end, c.start + 1)] for a, b in spans]
            verdicts = {c.verdict for cs in over for c in cs}
            cls = next((k for k in CLASSES[:3] if k in verdicts), "no claim")
            supported = sum(any(c.verdict == "supported" for c in cs) for cs in over)
            reasons = [_reason_class(c.reason) for cs in over for c in cs if c.verdict == "unverifiable"]
            out.append(CoveredUnit(u.section, text[u.start:u.end], cls, len(spans), supported,
                                   reasons if cls == "unverifiable" else []))
    return out


def coverage_rows(units: list[CoveredUnit]) -> list[list[str]]:
    """Per section (in order of first appearance) and overall: units stating a number, each class with its share,
    and numbers under a supported claim."""
    sections = list(dict.fromkeys(u.section or "(before any heading)" for u in units))
    rows = []
    for name in [*sections, "all"]:
        group = [u for u in units if name == "all" or (u.section or "(before any heading)") == name]
        counts = Counter(u.cls for u in group)
        numbers, supported = sum(u.numbers for u in group), sum(u.numbers_supported for u in group)
        rows.append([name, str(len(group)), *(f"{counts[k]} ({_share(counts[k], len(group))})" for k in CLASSES),
                     f"{supported} of {numbers}"])
    return rows


def top_reasons(units: list[CoveredUnit], n: int = TOP_REASONS) -> list[tuple[str, int]]:
    """The most common reasons (numbers blanked) of the unverifiable claims on units classed unverifiable; equal
    counts in the reasons' order, so that the table does not change from run to run (a set's order does)."""
    counts = Counter(r for u in units for r in set(u.reasons))
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:n]


def coverage_sections(half: str, judged: list[JudgedDescription]) -> list[Section]:
    """The coverage table and the most common unverifiable reasons, as printed by the real-prose report."""
    units = covered_units(judged)
    table = Section(f"real-prose, {half}: coverage of correct units that state a number (a claim overlapping one of "
                    "its numbers; first class that holds)", ["section", "units", *CLASSES, "numbers supported"],
                    coverage_rows(units))
    reasons = Section(f"real-prose, {half}: most common reasons on the units classed unverifiable", ["reason", "units"],
                      [[r, str(n)] for r, n in top_reasons(units)])
    return [table, reasons] if reasons.rows else [table]


def _share(part: int, whole: int) -> str:
    return "-" if not whole else f"{100 * part / whole:.0f}%"
