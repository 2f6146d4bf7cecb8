"""The lines of a document that hold one of a few lower-case words, found by one ``str.find`` pass per word over
the lower-cased text instead of a test (or a case-insensitive pattern) per line.

Exact for ASCII text: there a case-insensitive pattern matches a letter only as its own upper or lower case, and
lower-casing moves no character, so a line whose pattern matches holds the word at the same place in the
lower-cased text. Every line that is not ASCII is returned (there ``re.I`` may match "ſ" to "s"); in a text that is
not ASCII the other lines are tested one by one (lower-casing may lengthen the text before them).
"""

from __future__ import annotations

from bisect import bisect_right

from vlmeval.claims import Document, Line


def lines_holding(doc: Document, words: tuple[str, ...]) -> list[Line]:
    """The lines of ``doc`` (in order) holding one of the lower-case ``words`` (none crossing a line end), and
    every line that is not ASCII."""
    text = doc.text
    if not text.isascii():  # lower-casing may move characters: each line alone, every line that is not ASCII
        return [line for line in doc.lines if not line.text.isascii() or _holds(line.text.lower(), words)]
    low = text.lower()
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


__all__ = ["lines_holding"]
