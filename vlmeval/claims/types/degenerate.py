"""Degenerate text: a sentence that repeats itself is nonsense, whatever the figure.

Captioning models sometimes loop ("... of live with the shortest life expectancy of live with the shortest life
expectancy of ...", "house house house") or list one name again and again ("Bangladesh, Bangladesh, Nepal").
People mark these sentences as nonsense. Two forms, each a claim of kind ``degenerate`` checked by
``verify_degenerate`` below (contradicted, error type ``nonsense``, unless the figure holds what is repeated):

* **loop**: a run of four words written three times or more in one sentence, the repeats making up at least
  half of its words, or one word five times in a row;
* **repeated item**: the same name twice in a row in a list that goes on ("Bangladesh, Bangladesh, Nepal"), in
  prose (a list after a colon records what was read: "Other text: Model, Model, Model").

Real prose repeats a phrase now and then, never three times in a sentence; the thresholds leave it alone.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Iterator, Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import prose_sentences
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.verify import Outcome, VerifyContext, contradicted, unverifiable
from vlmeval.verify.held_repeats import held_by_figure


@dataclass(frozen=True, slots=True)
class Degenerate:
    """The payload of a ``degenerate`` claim: its form and the words repeated."""

    form: Literal["loop", "repeated item"]
    repeated: str
    times: int


LOOP_NGRAM = 4  # words in a run
LOOP_TIMES = 3  # how often a run must recur in one sentence ...
LOOP_SHARE = 0.5  # ... covering at least this share of its words (a unit repeated in a long sentence does not)
SAME_WORD_TIMES = 5  # one word this often in a row
_WORD = re.compile(r"[\w'’-]+")
# a name twice in a row inside a list that goes on ("A, A, B", "A, A and B"); "Other text: Model, Model." is two labels read
_REPEATED_ITEM = re.compile(r"(?<![\w'’])(?P<item>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}),\s+(?P=item)(?![\w'’])"
                            r"(?=,\s*\w|\s+and\s+\w)")
_COMMA_NAME = re.compile(r",\s+[A-Z]")


def extract_degenerate_claims(doc: Document) -> Iterator[Claim]:
    """Extractor: loops and repeated list items (see the module doc)."""

    text = doc.text
    # ASCII text lower-cases in one call without moving a character, and its words are read by one C translate and
    # split (``ascii_words``), and so is each ASCII sentence of other text; other sentences word by word
    words = ascii_words(text.lower()) if text.isascii() else None
    for start, end in prose_sentences(doc):
        if words is not None:
            tokens = words[start:end].split()
        elif (sentence := text[start:end]).isascii():  # an ASCII sentence of a text that is not
            tokens = ascii_words(sentence.lower()).split()
        else:
            tokens = [w.lower() for w in _WORD.findall(text, start, end)]
        # word positions only for a sentence that may hold a loop
        loop = _loop([(m.group().lower(), m.start(), m.end()) for m in _WORD.finditer(text, start, end)]) \
            if _may_loop(tokens) else None
        if loop is not None:
            phrase, times, first, last = loop
            yield Claim(kind="degenerate", start=first, end=last, stated=phrase, payload=Degenerate("loop", phrase, times),
                        source="degenerate")
            continue
        if _COMMA_NAME.search(text, start, end) is None:
            continue  # every repeated item has a comma and a capital after it
        for m in _REPEATED_ITEM.finditer(text, start, end):
            if ":" in text[start:m.start()]:
                continue  # "Other text: Model, Model, Model": labels read off the image, listed as found
            yield Claim(kind="degenerate", start=m.start(), end=m.end(), stated=m["item"],
                        payload=Degenerate("repeated item", m["item"], 2), source="degenerate")


# In ASCII text ``_WORD`` matches the runs of [A-Za-z0-9_'-] (``\w`` is [A-Za-z0-9_] there): every other byte as a
# space, a run is one word of ``bytes.split`` (the same words, as bytes, at C speed)
_WORD_BYTES = bytes(c if (c < 128 and chr(c).isalnum()) or c in b"_'-" else 32 for c in range(256))


def ascii_words(lower: str) -> bytes:
    """ASCII ``lower`` with every character ``_WORD`` does not match as a space (the same length): the words of
    ``lower[start:end]`` are ``ascii_words(lower)[start:end].split()``."""
    return lower.encode("ascii").translate(_WORD_BYTES)


def _may_loop(tokens: list) -> bool:
    """Whether some pair of words in a row occurs LOOP_TIMES times or more, which every loop needs: a run of
    LOOP_NGRAM words repeats its first pair, one word SAME_WORD_TIMES times in a row repeats itself as a pair."""
    need = min(LOOP_TIMES, SAME_WORD_TIMES - 1)
    if len(tokens) - len(set(tokens)) < need:
        # a pair (a, b) at ``need`` places repeats words ``need`` times or more beyond their first writing: a and b
        # ``need - 1`` times each when they differ, and when they are one word its ``need`` places span ``need``
        # + 1 words at least: most sentences repeat fewer
        return False
    pairs = list(zip(tokens, tokens[1:]))
    if len(pairs) - len(set(pairs)) < need - 1:
        return False  # fewer repeated pairs than one pair written ``need`` times makes
    return max(Counter(pairs).values()) >= need


def _loop(words: list[tuple[str, int, int]]) -> tuple[str, int, int, int] | None:
    """(phrase, times, start, end) of the first run of words the sentence repeats, or None."""
    tokens = [w for w, _, _ in words]
    run = 1
    for i in range(1, len(tokens)):
        run = run + 1 if tokens[i] == tokens[i - 1] else 1
        if run >= SAME_WORD_TIMES:
            return tokens[i], run, words[i - run + 1][1], words[i][2]
    if len(tokens) < LOOP_NGRAM * LOOP_TIMES:
        return None
    grams = Counter(tuple(tokens[i:i + LOOP_NGRAM]) for i in range(len(tokens) - LOOP_NGRAM + 1))
    gram, times = grams.most_common(1)[0]
    if times < LOOP_TIMES:
        return None
    starts = [i for i in range(len(tokens) - LOOP_NGRAM + 1) if grams[tuple(tokens[i:i + LOOP_NGRAM])] >= LOOP_TIMES]
    covered = {j for i in starts for j in range(i, i + LOOP_NGRAM)}
    if len(covered) < LOOP_SHARE * len(tokens):
        return None
    return " ".join(gram), times, words[starts[0]][1], words[-1][2]


def verify_degenerate(claim: Claim, ctx: VerifyContext) -> Outcome:
    """A sentence that repeats itself is nonsense, decided from the text, unless the figure holds what is repeated
    (``verify.held_repeats``): then the repetition is a reading and the claim is unverifiable."""
    p = claim.payload
    if held_by_figure(ctx.figure, p.repeated, p.times):
        return unverifiable(f"the figure holds {p.repeated!r} {p.times} times or more: a reading, not a loop")
    if p.form == "loop":
        return contradicted("nonsense", None, f"the sentence repeats {p.repeated!r} {p.times} times")
    return contradicted("nonsense", None, f"{p.repeated!r} is listed twice in a row")


TYPE = ClaimType("degenerate", Degenerate, (), "a sentence that loops or lists one name twice in a row: nonsense")
ENTRY = TypeEntry(extract_degenerate_claims, TYPE, verify_degenerate)
