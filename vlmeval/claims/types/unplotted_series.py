"""A series the chart does not plot (issue class 1): sentences that name one, and claims about one.

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

A sentence that names one and states no number ("The three sectors are agriculture, industry and services" on a
chart of services alone; "Both Facebook fans and Twitter followers grew" on a chart of Facebook fans) states, as
the chart's content, something the chart does not show: one ``ungrounded`` claim carrying an ``UnplottedSeries``
(form "series"), checked by ``verify_unplotted_mention`` (a hallucination, or unverifiable as context).
Sentences with numbers are left to their data claims, which the cross-check ``mark_out_of_chart`` judges by
their clause's subject.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import prose_sentences
from vlmeval.claims.types.ungrounded import UngroundedStatement
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.schema import Key
from vlmeval.records import ClaimVerdict
from vlmeval.verify import Outcome, VerifyContext, contradicted, unverifiable
from vlmeval.verify.context import SCOPE_WIDENING, widens_scope
from vlmeval.dates import YEAR

DATA_KINDS = frozenset({"value", "extremum", "range", "trend", "comparison", "derived", "count"})
_CLAUSE_CUT = re.compile(r"[,;:]|\b(?:while|whereas|but|and)\b", re.I)


@dataclass(frozen=True, slots=True)
class UnplottedSeries(UngroundedStatement):
    """The payload of an ``ungrounded`` claim of form "series": a sentence naming a series the chart does not
    plot (``stated``: its name). An ``UngroundedStatement`` checked by ``verify_unplotted_mention``."""


_STOP = frozenset("the a an and or of for to in on at by with from years year old aged".split())
_GENERIC = frozenset({"total", "other", "others", "overall", "all", "average", "value"})
_SYNONYMS = {"female": r"(?:females?|wom[ae]n|girls?)", "male": r"(?:males?|m[ae]n|boys?)"}
_OLDER = r"(?:\s*\+|\s+(?:years?\s+)?(?:(?:and|or)\s+(?:older|over|above)|plus))"
_NAMED_NUMBERS = re.compile(rf"\d+\s*(?:-|–|to|and)\s*\d+|\d+{_OLDER}", re.I)  # "0-14", "65 and over": names


def name_pattern(name: Key) -> re.Pattern | None:
    """How a sentence names a series; None for names it cannot tell from other words (years, "Total")."""
    text = str(name).lower()
    numbers = re.findall(r"\d+(?:\.\d+)?", text)
    if any(re.fullmatch(YEAR, n) for n in numbers):
        return None
    if numbers and len(numbers) <= 2:
        if len(numbers) == 2:
            return re.compile(rf"(?<![\d.]){numbers[0]}\s*(?:-|–|to|and)\s*{numbers[1]}(?![\d.])", re.I)
        if re.search(r"\+|older|over|above|plus", text):
            return re.compile(rf"(?<![\d.]){numbers[0]}{_OLDER}|\b(?:over|above|older\s+than)\s+{numbers[0]}\b", re.I)
        return None
    words = [w for w in re.findall(r"[a-z][a-z.']*[a-z]|[a-z]", text) if w not in _STOP and len(w) > 1]
    words = [w for w in words if not (w in _GENERIC and len(words) == 1)]
    if not words:
        return None
    parts = [_SYNONYMS.get(w, re.escape(w[:-1] if w.endswith("s") and len(w) > 4 else w) + r"s?") for w in words]
    return re.compile(r"".join(rf"(?=.*\b{p}\b)" for p in parts), re.I | re.S)


def extract_unplotted_mentions(doc: Document) -> Iterator[Claim]:
    """Extractor: prose sentences without numbers that name a series the chart does not plot."""
    panels = [p for p in doc.figure.panels if p.unplotted] if doc.figure is not None else []
    if len(panels) != 1:
        return
    patterns = [(n, p) for n in panels[0].unplotted or [] if (p := name_pattern(n)) is not None]
    for start, end in prose_sentences(doc) if patterns else ():
        sentence = doc.text[start:end]
        if re.search(r"\d", _NAMED_NUMBERS.sub(" ", sentence)):
            continue  # numbers (other than age ranges written as names): the data claims speak for this sentence
        named = [n for n, p in patterns if p.search(sentence)]
        if named:
            yield Claim(kind="ungrounded", start=start, end=end, stated=str(named[0]),
                        payload=UnplottedSeries("series", str(named[0])), source="ungrounded")


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
    """A sentence naming a series the chart does not plot (``extract_unplotted_mentions``)."""
    panel = next(p for p in ctx.figure.panels if p.unplotted)
    shown = ", ".join(str(r) for r in panel.data.rows) if panel.data is not None else "other series"
    if SCOPE_WIDENING.search(ctx.text[claim.start:claim.end]):  # the claim's span is its sentence
        return unverifiable(f"about {claim.stated}, which the chart does not plot, said as context")
    return contradicted("hallucination", None, f"about {claim.stated}, which the chart does not plot (it plots {shown})")


ENTRY = TypeEntry(extract_unplotted_mentions, payloads=(("ungrounded", UnplottedSeries, verify_unplotted_mention),))
