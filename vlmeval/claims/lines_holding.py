"""The lines of a document that hold one of a few lower-case words, found by one ``str.find`` pass per word over
the lower-cased text instead of a test (or a case-insensitive pattern) per line.

Exact for ASCII text: there a case-insensitive pattern matches a letter only as its own upper or lower case, and
lower-casing moves no character, so a line whose pattern matches holds the word at the same place in the
lower-cased text. So does a text that is not ASCII whose folded lower case (``near_words.folded``) keeps its length,
for ASCII words. In other text each line is tested alone (lower-casing may lengthen the text before it): ASCII words in the line lower-cased with what ``re.I`` reads as an ASCII letter folded to it
(``near_words.folded``: "ſ" as "s", "ı" as "i"), and every line that lower-casing lengthens ("İ"); with a word that
is not ASCII, every line that is not ASCII.
"""

from __future__ import annotations

from bisect import bisect_right

from vlmeval.claims import Document, Line
from vlmeval.claims.near_words import folded


def lines_holding(doc: Document, words: tuple[str, ...]) -> list[Line]:
    """The lines of ``doc`` (in order) holding one of the lower-case ``words`` (none crossing a line end) as
    ``re.I`` reads them; in a text that is not ASCII also the lines that may hold one in a way lower-casing
    hides (see the module's note)."""
    text = doc.text
    if text.isascii():
        low = text.lower()
    elif all(w.isascii() for w in words) and (low := folded(text)) is not None:
        pass  # no character lengthens: each line's folded lower case is its place in the text's, read as ASCII text
    elif all(w.isascii() for w in words):  # lower-casing may move characters: each line alone
        return [line for line in doc.lines if _may_hold(line.text, words)]
    else:
        return [line for line in doc.lines if not line.text.isascii() or _holds(line.text.lower(), words)]
    lines = doc.lines
    starts = [line.start for line in lines]
    found: set[int] = set()
    for word in words:
        i = low.find(word)
        while i != -1:
            k = bisect_right(starts, i) - 1
            if k < 0:  # before the first line (no line holds it)
                i = low.find(word, i + 1)
                continue
            found.add(k)
            i = low.find(word, max(lines[k].end, i + 1))  # the rest of this line adds nothing
    return [lines[k] for k in sorted(found)]


def _holds(lower: str, words: tuple[str, ...]) -> bool:
    return any(w in lower for w in words)


def _may_hold(line: str, words: tuple[str, ...]) -> bool:
    """Whether ``re.I`` may find one of the ASCII ``words`` in ``line``: in its folded lower case, or (where
    lower-casing lengthens it) always."""
    low = folded(line)
    return low is None or _holds(low, words)


__all__ = ["lines_holding"]
