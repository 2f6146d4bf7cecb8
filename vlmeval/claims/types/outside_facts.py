"""Outside facts stated as fact: how the data were made, or what theory or earlier work says of them, naming what
the figure does not print.

A figure shows its data; it does not show the machine or code a run used, the data set behind it, or what a
theory predicts. A sentence that states one of these, unhedged, states what no reading of the figure gives:

| phrase | examples |
|---|---|
| provenance: a participle of making or measuring and its preposition | "timings measured on a 2.6 GHz Intel Core i7", "made with CRIU on a Kubernetes cluster", "losses of models trained on Project Gutenberg books" |
| outside knowledge: what is expected, found or known elsewhere | "as expected for a Luttinger liquid", "as found by Luger", "as is common when fitting with DNest4", "the accepted value for the Bose-Hubbard model", "the well-known commensurate geometry" |
| origin: where the data came from, or outside data a model was matched to | "The curves come from an age-structured SEIR model", "calibrated to POLYMOD contact data", "fitted to NHANES"; not a general "such corrections often come from ..." |
| identification: a sentence opening "This is the" | "This is the Kuiper-style metric of the cumulative approach" |

Read only where the clause holding the phrase names something (``printed_text.TERM``: a capitalised word past the
clause's first, an acronym, "DNest4") and the sentence is not hedged from that clause on ("probably", "suggests",
"consistent with", "would": an interpretation offered, which the labelled sets call uncheckable; hedges are
``outside_source``'s). Judged against the text the figure prints (``printed_text.may_print``): a sentence naming
one of the figure's printed names ("the curve computed with ROLR" names its own series), or on a figure whose record
leaves an annotation unread, gives no claim (nothing could contradict it); else contradicted with error type
``hallucination``. A spelled-out name before an acronym in
parentheses ("quantum Monte Carlo (QMC)") is that acronym: printed when the acronym is.

Not read: the same phrases without a name ("computed at 87 K", "obtained by numerical diagonalisation"): lower-case
words are common to data and description alike, so their absence from the figure proves nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import prose_sentences
from vlmeval.claims.cues import cues_of, starts_holding
from vlmeval.claims.near_words import lowered
from vlmeval.claims.types.outside_source import HEDGE_RE, source_cue
from vlmeval.claims.types.printed_text import TERM, may_print
from vlmeval.claims.types.ungrounded import attributed_names
from vlmeval.claimtypes import TypeEntry
from vlmeval.dates import month_number
from vlmeval.verify import Outcome, VerifyContext, contradicted, unverifiable

# how the data were made: "measured on", "computed with", "trained on", "made with" (not "Dickens-trained on")
_MAKING = ("measured", "computed", "calculated", "obtained", "simulated", "generated", "produced", "collected",
           "recorded", "trained", "fine-tuned", "evaluated", "made", "drawn", "taken", "derived", "performed",
           "sampled", "estimated")
_MAKING_BY = r"(?:on|with|using|by|from|in|at|under)"
# a model matched to outside data: "calibrated to POLYMOD contact data", "fitted to the NHANES survey"
_FITTED = ("calibrated", "fitted")
_FITTED_TO = r"(?:to|against|on|with|using)"
# where the data came from: "The curves come from an age-structured SEIR model", "the datasets came from UCI"
_COMING = ("come", "comes", "came")
_ORIGIN_WORDS = frozenset((*_COMING, *_FITTED))
# a statement of what is so in general ("often come from", "are usually calibrated to"), not of this figure's data
_GENERIC = re.compile(r"\b(?:often|usually|generally|commonly|sometimes|frequently|can|could|tend\w*|such)\b", re.I)
# what is known elsewhere: "as expected for", "as found by", "as is common when"; "the accepted value", "well-known"
_KNOWN = ("expected", "predicted", "found", "reported", "described", "known", "established")
_USUAL = ("common", "usual", "standard", "customary")
_RENOWNED = ("well-known", "well known", "classic", "literature value", "accepted value", "textbook")
_RENOWNED_RE = "|".join(w.replace(" ", r"\s+") for w in _RENOWNED)
# how a study was run, or who took part: "was run online on Amazon Mechanical Turk", "were recruited via Prolific",
# "conducted with GPT-4"; "introduced by Craswell", "proposed in BERT" (not "the curves run from 0 to 1": only passive)
_CONDUCTING = ("run", "conducted", "carried out", "recruited", "introduced", "proposed", "developed")
_CONDUCTING_RE = "|".join(w.replace(" ", r"\s+") for w in _CONDUCTING)
_CONDUCT = (rf"\b(?:was|were|is|are|been|being)\s+(?:first\s+)?(?:{_CONDUCTING_RE})"
            r"(?:\s+online)?\s+(?:on|with|using|via|through|from|by|in|at)\b"
            r"|\brecruited\s+(?:on|from|via|through)\b")
# what the runs used: "These runs use GPT-3.5 Turbo", "the simulations shown employ the worm algorithm"
_USED = (r"\b(?:runs?|experiments?|simulations?|computations?|calculations?)\s+(?:shown\s+|here\s+|plotted\s+)?"
         r"(?:use[sd]?|employ(?:s|ed)?|rel(?:y|ies|ied)\s+on)\b")
# what is known elsewhere, named as such: "the known result that", "reported in the literature", "as in Smith's
# original study"
_LITERATURE = (r"\b(?:the|a)\s+known\s+(?:result|effect|finding|behaviou?r|fact|law|relation)\b"
               r"|\bin\s+the\s+literature\b|\boriginal\s+(?:study|paper|work|experiment|article)\b")
_LITERATURE_WORDS = ("known", "literature", "original")
_PHRASE = re.compile(
    rf"(?<![\w-])(?:{'|'.join(_MAKING)})\s+{_MAKING_BY}\b"
    rf"|(?<![\w-])(?:{'|'.join(_FITTED)})\s+{_FITTED_TO}\b"
    rf"|\b(?:{'|'.join(_COMING)})\s+from\b"
    rf"|\bas\s+(?:(?:{'|'.join(_KNOWN)})\s+(?:for|in|by|from|when|with|of)|is\s+(?:{'|'.join(_USUAL)})\s+(?:for|in|when|with))\b"
    rf"|\b(?:{_RENOWNED_RE})\b"
    r"|^\W*(?:this|these)\s+(?:is|are)\s+the\b"
    rf"|{_CONDUCT}|{_USED}|{_LITERATURE}", re.I)
_CLAUSE_BREAK = re.compile(r"[;:]|,(?!\d{3})|\s[—–]\s|\s-\s")
# a name TERM leaves out: one with a number after a hyphen ("Gadget-4", "GPT-2")
_NUMBERED = re.compile(r"(?<![\w-])[A-Z][A-Za-z]*-\d+[a-z]?(?![\w-])")
_WEEKDAYS = frozenset(("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"))
# "quantum Monte Carlo (QMC)": the words before an acronym in parentheses spell it out
_SPELLED_OUT = re.compile(r"((?:[\w-]+\s+){1,4})\(([A-Z]{2,}[a-z0-9]*)\)")


@dataclass(frozen=True, slots=True)
class OutsideFact:
    """A sentence stating how the data were made or what is known of them elsewhere: its ``phrase`` and the
    ``names`` (lower case) of the clause holding it."""

    phrase: str
    names: tuple[str, ...]


# Every match of _PHRASE but a sentence led by "this/these is/are the" holds one of these words (lower case, ASCII:
# ``near_words.lowered`` decides where ``re.I`` can match them); that one starts after the sentence's lead of
# non-word characters
_PHRASE_WORDS = _MAKING + _FITTED + ("came", "come") + _KNOWN + _USUAL + tuple(dict.fromkeys(w.split()[0].split("-")[0] for w in _RENOWNED))
_PHRASE_WORDS += tuple(w.split()[0] for w in _CONDUCTING) + ("use", "employ", "rel") + _LITERATURE_WORDS
_NON_WORD_LEAD = re.compile(r"\W*")


def may_state_phrase(sentence: str) -> bool:
    """False where ``_PHRASE`` cannot match ``sentence``: a substring test per word in C instead of the
    case-insensitive pattern tried at every position (tests/claims/types/test_outside_facts_gate.py)."""
    low = lowered(sentence)
    if low is None:
        return True  # lower-casing moved positions ("İ"): read by the pattern itself
    return any(w in low for w in _PHRASE_WORDS) or low.startswith(("this", "these"),
                                                                   _NON_WORD_LEAD.match(sentence).end())


def outside_names(sentence: str) -> tuple[str, tuple[str, ...]] | None:
    """(phrase, names) of the first provenance or outside-knowledge phrase of an unhedged ``sentence`` whose clause
    names something; None otherwise."""
    if not may_state_phrase(sentence):
        return None
    for m in _PHRASE.finditer(sentence):
        lo = max((b.end() for b in _CLAUSE_BREAK.finditer(sentence, 0, m.start())), default=0)
        hi = next((b.start() for b in _CLAUSE_BREAK.finditer(sentence, m.end())), len(sentence))
        if HEDGE_RE.search(sentence, lo):
            return None  # an interpretation offered, from this clause on
        if _GENERIC.search(sentence, lo, hi) and m.group().split()[0].lower() in _ORIGIN_WORDS:
            continue  # "such corrections often come from corners": what is so in general, not this figure's origin
        names = clause_names(sentence[lo:hi])
        if names:
            return m.group(), names
    return None


def clause_names(clause: str) -> tuple[str, ...]:
    """The names of ``clause`` (lower case): its TERMs past a capitalised first word, a spelled-out name before an
    acronym in parentheses given as the acronym."""
    first = re.match(r"[\W\d]*\w*", clause).end()  # a capitalised first word is capitalised as the first word
    spelled = [(a.start(1), a.end(1), a.group(2)) for a in _SPELLED_OUT.finditer(clause)]
    names = []
    for t in sorted((*TERM.finditer(clause), *_NUMBERED.finditer(clause)), key=lambda t: t.start()):
        if t.end() <= first and t.group()[1:].islower() or month_number(t.group()) or t.group() in _WEEKDAYS:
            continue  # the first word; a date ("recorded on April 10") says when, not how or by whom
        names.append(next((acronym for a, b, acronym in spelled if a <= t.start() < b), t.group()).lower())
    return tuple(dict.fromkeys(names))


def extract_outside_facts(doc: Document) -> Iterator[Claim]:
    text = doc.text
    at = starts_holding(doc, extract_outside_facts.cues)
    for start, end in prose_sentences(doc):
        if start not in at:
            continue
        sentence = text[start:end]
        cue = source_cue(sentence)  # a citation, the paper, a machine: ``outside_source``'s, its words left out here
        found = outside_names(sentence.replace(cue[0], " " * len(cue[0])) if cue is not None else sentence)
        if found is None or attributed_names(sentence):  # a name stated as shown: ``ungrounded``'s (form attributed)
            continue
        if may_print(doc.figure, found[1]) is None:  # one the figure prints: nothing that could be contradicted
            yield Claim(kind="ungrounded", start=start, end=end, stated=sentence, source="outside fact",
                        payload=OutsideFact(*found))


# every match of _PHRASE holds one of these words
extract_outside_facts.cues = cues_of(_MAKING, _FITTED, ("came", "come"), _KNOWN, _USUAL, ("known", "classic", "literature", "accepted", "textbook",
                                                               "this", "these"),
                                     [w.split()[0] for w in _CONDUCTING], ("use", "employ", "rel"), _LITERATURE_WORDS)


def verify_outside_fact(claim: Claim, ctx: VerifyContext) -> Outcome:
    why = may_print(ctx.figure, claim.payload.names)
    if why is not None:
        return unverifiable(why)
    return contradicted("hallucination", None, f"states as fact what the figure cannot show ({claim.payload.phrase}: "
                        f"{', '.join(claim.payload.names[:4])}); the figure prints none of it")


ENTRY = TypeEntry(extract_outside_facts, payloads=(("ungrounded", OutsideFact, verify_outside_fact),))
