"""Outside knowledge of the figure's source stated as fact: a sentence that says what the paper, the study or its
authors did, cites a reference ("Ref. [12]", "[12]", "Roeder (1990)") or names the machine a run used ("on a 16 GB
machine"). A figure shows its data; where the data came from, who measured it and what the paper around it says
are not on it. A model that states them as part of its description states what it cannot have read.

Read only when the sentence states it: a hedge ("suggests", "probably", "is consistent with", "may") makes it an
interpretation, which the labelled sets call uncheckable, not wrong. Judged against the text the record holds as
printed: unverifiable when the figure prints the cue itself (a legend entry "Expt. Ref. [12]", a caption naming
the study), else contradicted with error type ``hallucination`` (content the figure does not have), counted with
the other ungrounded claims.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import prose_sentences
from vlmeval.claims.near_words import may_hold
from vlmeval.claims.types.printed_text import may_print
from vlmeval.claims.types.ungrounded import HEDGE_WORDS
from vlmeval.claimtypes import TypeEntry
from vlmeval.verify import Outcome, VerifyContext, contradicted, unverifiable

# What only the source can tell: the paper, the study, its authors; a citation; the hardware of a run.
_SOURCE = re.compile(
    r"\b(?i:the|this|that|its)\s+(?P<work>paper|study|article|authors?)(?:['’]s)?\b"
    r"|\b(?P<ref>Refs?\.?\s*\[?\d{1,3}\]?)"
    r"|(?<![\w\]])(?P<bracket>\[\d{1,3}\])(?![\w(])"
    r"|\b(?P<cite>[A-Z][a-zà-ÿ]+(?:\s+et\s+al\.?|\s+(?:and|&)\s+[A-Z][a-zà-ÿ]+)?,?\s+\((?:19|20)\d\d[a-z]?\))"
    r"|\b(?P<machine>\d+\s?[GT]B\s+(?:of\s+)?(?:RAM|memory|machine|GPU|node|workstation|laptop))\b")
# An interpretation, not a statement of fact: the labelled sets call such sentences uncheckable.
HEDGE_RE = re.compile(rf"\b(?:{HEDGE_WORDS}|consistent\s+with|typical(?:ly)?|appears?|hint(?:s|ing)?|would|if)\b",
                    re.I)
# Every cue holds one of these (substring tests, far cheaper than a regular expression over the whole text).
_MARKS = ("aper", "tudy", "rticle", "uthor", "Ref", "[", "(19", "(20", "GB", "TB")
_FUNCTION_WORDS = frozenset(("the", "this", "that", "its", "and", "refs"))
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")


@dataclass(frozen=True, slots=True)
class SourceStatement:
    """What a sentence states that only the figure's source can tell: the ``cue`` as written and its ``form``
    (work: the paper, study or authors; ref or bracket: a citation; cite: an author and year; machine)."""

    cue: str
    form: str


def source_cue(sentence: str) -> tuple[str, str] | None:
    """(cue, form) of the first outside-source cue a sentence states as fact, outside quotes; None if none or
    the sentence is hedged."""
    if not may_hold(sentence, _MARKS):
        return None  # every match of _SOURCE holds one of them (most sentences cite nothing: no pattern run)
    unquoted = _QUOTED.sub(lambda m: " " * len(m.group()), sentence) if '"' in sentence or "“" in sentence else sentence
    m = _SOURCE.search(unquoted)
    if m is None or HEDGE_RE.search(sentence):
        return None
    return m.group(), m.lastgroup


def extract_outside_source(doc: Document) -> Iterator[Claim]:
    text = doc.text
    if not any(mark in text for mark in _MARKS):  # most descriptions cite nothing
        return
    for start, end in prose_sentences(doc):
        sentence = text[start:end]
        found = source_cue(sentence)  # None at once where the sentence holds none of _MARKS
        if found is not None:
            yield Claim(kind="ungrounded", start=start, end=end, stated=sentence, source="outside source",
                        payload=SourceStatement(*found))


def cue_words(cue: str, form: str) -> list[str]:
    """What the figure would print of a cue: a citation's number in its brackets ("[12]", as a legend entry
    "Expt. [12]" prints it; a bare 12 is a tick's), else the cue's words and numbers."""
    if form in ("ref", "bracket"):
        return [f"[{n}]" for n in re.findall(r"\d+", cue)] + (["ref"] if form == "ref" else [])
    return [w for w in re.findall(r"[a-z]{3,}|\d+", cue.lower()) if w not in _FUNCTION_WORDS]


def verify_outside_source(claim: Claim, ctx: VerifyContext) -> Outcome:
    words = cue_words(claim.payload.cue, claim.payload.form)
    why = may_print(ctx.figure, words)
    if why is not None:
        return unverifiable(why)
    return contradicted("hallucination", None, f"states what only the figure's source can tell ({claim.payload.cue}); "
                                               "the figure prints none of it")


ENTRY = TypeEntry(extract_outside_source, payloads=(("ungrounded", SourceStatement, verify_outside_source),))
