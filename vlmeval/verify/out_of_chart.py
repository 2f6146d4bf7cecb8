"""A sentence about a series the chart does not plot (issue class 1).

A chart of one column of a wider table (``Panel.unplotted``: "0-14 years" and "65 years and older" beside the
plotted "15-64 years"; "Female" and "Total" beside "Male") shows nothing about the other columns. A clause whose
subject is one of them ("about 30 percent were aged 0 to 14", "coal generation declined", "women numbered 5.6
million") is out of the chart: its data claims are never value, trend or label errors against the plotted
column. They are hallucinations (content stated as the chart's that the chart does not have), or unverifiable
when the sentence speaks beyond the chart ("overall", "in total": ``verify.context``).

The subject of a claim: the series named in its clause (clauses split at commas, semicolons, "while",
"whereas", "but", "and"), else in the nearest clause before it in the sentence, else the sentence's. A clause
naming a plotted series is about the chart. Names are matched by their words (plural-loose; female/women,
male/men) or, for ranges of ages, by their numbers ("0 to 14", "65 and older", "65+").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from vlmeval.claims import Claim
from vlmeval.claims.unplotted_series import name_pattern
from vlmeval.groundtruth.schema import Figure, Key
from vlmeval.records import ClaimVerdict
from vlmeval.verify import Outcome, VerifyContext, contradicted, unverifiable
from vlmeval.verify.context import SCOPE_WIDENING, widens_scope

DATA_KINDS = frozenset({"value", "extremum", "range", "trend", "comparison", "derived", "count"})
_CLAUSE_CUT = re.compile(r"[,;:]|\b(?:while|whereas|but|and)\b", re.I)


def _names(patterns: list[tuple[Key, re.Pattern]], text: str) -> list[Key]:
    return [name for name, p in patterns if p.search(text)]


def _clauses(text: str, start: int, end: int) -> list[tuple[int, int]]:
    cuts = [start] + [m.start() for m in _CLAUSE_CUT.finditer(text, start, end)] + [end]
    return [(a, b) for a, b in zip(cuts, cuts[1:]) if b > a]


def subject(text: str, sentence: tuple[int, int], pos: int, plotted: list[tuple[Key, re.Pattern]],
            unplotted: list[tuple[Key, re.Pattern]]) -> Key | None:
    """The unplotted series the claim at ``pos`` is about, or None when it is about the chart (or unknown)."""
    clauses = _clauses(text, *sentence)
    here = max((i for i, (a, _) in enumerate(clauses) if a <= pos), default=0)
    for a, b in [*reversed(clauses[:here + 1]), sentence]:
        piece = text[a:b]
        if _names(plotted, piece):
            return None
        found = _names(unplotted, piece)
        if found:
            return found[0]
    return None


def mark_out_of_chart(ctx: VerifyContext, claims: Sequence[Claim], verdicts: Sequence[ClaimVerdict],
                      spans: Sequence[tuple[int, int]]) -> list[ClaimVerdict]:
    """The verdicts with each data claim whose subject is a series the chart does not plot made a hallucination
    (or unverifiable where the sentence widens its scope), in new records. ``verdicts`` carry their ``sentence``
    index into ``spans``."""
    text, out = ctx.text, list(verdicts)
    panels = [p for p in ctx.figure.panels if p.unplotted and p.data is not None]
    if len(panels) != 1 or not spans:
        return out
    panel = panels[0]
    unplotted = [(n, p) for n in panel.unplotted or [] if (p := name_pattern(n)) is not None]
    if not unplotted:
        return out
    plotted = [(n, p) for n in panel.data.rows if (p := name_pattern(n)) is not None]
    for i, v in enumerate(verdicts):
        if v.kind not in DATA_KINDS or v.verdict == "unverifiable" or v.sentence is None:
            continue
        name = subject(text, spans[v.sentence], max(v.start, v.end - 1), plotted, unplotted)
        if name is None:
            continue
        shown = ", ".join(str(r) for r in panel.data.rows)
        if widens_scope(text, v.start):
            update = {"verdict": "unverifiable", "error_type": None,
                      "reason": f"about {name}, which the chart does not plot (it plots {shown}), said as context"}
        else:
            update = {"verdict": "contradicted", "error_type": "hallucination",
                      "reason": f"about {name}, which the chart does not plot (it plots {shown})"}
        out[i] = v.model_copy(update=update)
    return out


def verify_unplotted_mention(claim: Claim, ctx: VerifyContext) -> Outcome:
    """A sentence naming a series the chart does not plot (``claims.unplotted_series``)."""
    panel = next(p for p in ctx.figure.panels if p.unplotted)
    shown = ", ".join(str(r) for r in panel.data.rows) if panel.data is not None else "other series"
    if SCOPE_WIDENING.search(ctx.text[claim.start:claim.end]):  # the claim's span is its sentence
        return unverifiable(f"about {claim.stated}, which the chart does not plot, said as context")
    return contradicted("hallucination", None, f"about {claim.stated}, which the chart does not plot (it plots {shown})")

