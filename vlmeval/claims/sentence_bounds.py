"""The sentence (or clause) holding a span of a description, by the document's own sentence reading.

Readers that judge a claim by the words around it ("on average", "each row", "above the diagonal") ask here where
its sentence begins and ends, so every reader cuts a text into sentences one way: ``text.sentence_spans`` (". ",
"! ", "? " before a capital, a digit or markup; a line end always; a decimal point, "e.g. the" and "et al. (2017)"
never). The spans of a text are read once and kept for the next question about the same text, since readers ask
about every claim of a description in turn.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache

from vlmeval.claims.text import sentence_spans

# Cuts inside a sentence that some readers make. A clause ends at a semicolon before a space or the sentence's end
# ("A rises; B falls"; one glued to a word, "&amp;", is no end). Every stop: ". ! ?" before a space ends a piece
# whatever follows it, a lower-case word or an inline bullet's dash ("... 0.35. - Orlando, FL, ..."), which the
# sentence grammar reads on (it ends a sentence only before a capital, a digit or markup); the mark stays with the
# piece it closes.
_CUTS = {(True, False): re.compile(r";(?=\s|$)"), (False, True): re.compile(r"(?<=[.!?])(?=\s)"),
         (True, True): re.compile(r";(?=\s|$)|(?<=[.!?])(?=\s)")}


@lru_cache(maxsize=16)  # one description's claims are read one after another: the last few texts suffice
def _spans(text: str) -> tuple[list[int], list[tuple[int, int]]]:
    spans = sentence_spans(text)
    return [a for a, _ in spans], spans


def text_sentences(text: str) -> list[tuple[int, int]]:
    """``text.sentence_spans(text)``, read once per text and shared with ``sentence_around`` (the document reader
    places its lines' sentences from it; the readers then ask about the same text). Read, never changed."""
    return _spans(text)[1]


def sentence_around(text: str, start: int, end: int | None = None, *, clause: bool = False,
                    every_stop: bool = False, mark: bool = True) -> tuple[int, int]:
    """(lo, hi) of the sentence holding ``text[start:end]`` (``end`` defaults to ``start``): from the start of the
    sentence holding ``start`` to the end of the one holding the span's last character, with its closing mark and
    without the white space around it. A text without sentences (all white space) is one span, (0, len).

    ``clause=True``: of the clause, cut further at "; " on either side (a semicolon inside the span cuts nothing).
    ``every_stop=True``: cut further at every ". ! ?" before a space, where the sentence grammar reads on (before a
    lower-case word, an inline bullet's dash). ``mark=False``: without the closing ". ! ?", for patterns that read
    a number's end as "no '.' or digit after it" ("between 1,000 and 10,000.")."""
    end = start if end is None else max(end, start)
    starts, spans = _spans(text)
    if not spans:
        return 0, len(text)
    i = max(bisect_right(starts, start) - 1, 0)
    j = max(bisect_right(starts, max(end - 1, start)) - 1, i)
    lo, hi = spans[i][0], spans[j][1]
    if clause or every_stop:
        cut = _CUTS[clause, every_stop]
        lo = max((m.end() for m in cut.finditer(text, lo, max(start, lo))), default=lo)
        after = cut.search(text, min(end, hi), hi)
        hi = after.start() if after else hi
        lo += len(text[lo:hi]) - len(text[lo:hi].lstrip())
    if not mark and hi > lo and text[hi - 1] in ".!?":
        hi -= 1
    return lo, hi


def sentence_text(text: str, start: int, end: int | None = None, *, clause: bool = False, every_stop: bool = False,
                  mark: bool = True) -> str:
    """The words of ``sentence_around`` (see there)."""
    lo, hi = sentence_around(text, start, end, clause=clause, every_stop=every_stop, mark=mark)
    return text[lo:hi]
