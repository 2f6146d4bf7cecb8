"""Case-insensitive patterns run only near the words every match of theirs holds (issue 34).

Python's ``re`` tries a case-insensitive pattern without a literal start at every position of a text; where each
match holds one of a few words ("panel", "row", "grid"), the words' places are found by ``str.find`` in the
lower-cased text and the pattern is searched only in a window around each (``finditer_near``). The matches are
those of ``rx.finditer(text)`` exactly (tests/claims/test_panel_reading.py checks it)."""

from __future__ import annotations

import re
import sys
from bisect import bisect_left

from vlmeval.lazy_re import LazyPattern, lazy_compile

_FOLD = str.maketrans("ſı", "si")
_SPACE_RUN = re.compile(r"\s\s+")


def folded(text: str, low: str | None = None) -> str | None:
    """``text`` lower-cased with what ``re.I`` matches to an ASCII letter folded to that letter ("K" lower-cases
    to "k"; "ſ" and "ı" are translated), position for position: an ASCII word written in lower case occurs there
    exactly where ``re.I`` finds it in ``text``. None when lower-casing changes the length ("İ"). ``low``:
    ``text.lower()`` when already made."""
    low = text.lower() if low is None else low
    if len(low) != len(text):
        return None
    if not text.isascii() and ("ſ" in low or "ı" in low):
        low = low.translate(_FOLD)
    return low


def lowered(text: str) -> str | None:
    """What decides where a case-insensitive pattern can match words written in lower case: an ASCII ``text``
    lower-cased, another folded (``folded``); None where lower-casing lengthens it ("İ"). Exact for ASCII words
    and for words whose characters outside ASCII have no case ("’"): ``re.I`` matches an ASCII letter only as its
    own two cases or as "ſ", "ı" or the Kelvin sign, each read there as that letter."""
    return text.lower() if text.isascii() else folded(text)


def read_by_lowered(word: str) -> bool:
    """Whether ``lowered`` decides where ``re.I`` can match ``word``: each character is ASCII or has no case ("–",
    "’", "≈"); ``re`` compiles a character without case as itself, so only that character matches it, and
    lower-casing leaves it in place."""
    return word.isascii() or all(c.isascii() or c.lower() == c == c.upper() for c in word)


def may_hold(low: str | None, words) -> bool:
    """False when the text lowered to ``low`` (``lowered``) holds none of ``words``; True when ``low`` is None.
    A loop, not ``any`` over a generator: asked a few hundred times a description, mostly of a short sentence."""
    if low is None:
        return True
    for w in words:
        if w in low:
            return True
    return False


def occurrences(text: str, word: str) -> list[int]:
    """Where ``word`` starts in ``text``, overlapping places too."""
    out = []
    i = text.find(word)
    while i >= 0:
        out.append(i)
        i = text.find(word, i + 1)
    return out


def words_at(low: str, words: tuple[str, ...]) -> list[int]:
    """Where any of ``words`` starts in ``low`` (``folded``), in order."""
    return sorted(i for word in words for i in occurrences(low, word))


def space_run(text: str) -> int:
    """The longest run of white space in ``text`` (at least 1): what ``\\s+`` in a match can span.

    ``_SPACE_RUN`` enters ``re``'s matcher at every white-space character, a sixth of a text. Instead, in the text's
    UTF-8 bytes (an ASCII character is its own byte, every other one bytes from 0x80 on), each ASCII white-space
    character is made b" " and the runs are sought by ``bytes.find`` in C. Exact where the text writes no white
    space outside ASCII (sought among the bytes of its other characters alone; ``\\s`` and ``str.isspace`` agree
    on every character: tests/claims/test_reader_shortcuts.py); other texts, and runs of 8 or more (each length
    is one more search), are measured by the pattern."""
    try:
        raw = text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate
        raw = None
    # the bytes of the characters outside ASCII, whole (UTF-8 never writes a byte under 0x80 inside one)
    if raw is not None and (len(raw) == len(text) or not _WIDE_SPACE.search(raw.translate(None, _ASCII))):
        spaced = raw.translate(_ONE_SPACE)
        run = 1
        while run < 8 and b" " * (run + 1) in spaced:
            run += 1
        if run < 8:
            return run
    return max(map(len, _SPACE_RUN.findall(text)), default=1)


# each ASCII white-space character as b" "; the white space outside ASCII, as UTF-8 (a byte pattern of literals:
# ``re`` skips in C to their first bytes)
_ONE_SPACE = bytes(32 if i < 128 and chr(i).isspace() else i for i in range(256))
_ASCII = bytes(range(128))
# the white space outside ASCII (``str.isspace``), listed: finding it among all 1.1 million code points took ~40 ms
# of every start-up (tests/claims/test_reader_shortcuts.py checks the list against that search)
WIDE_SPACE_CHARS = "\x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
_WIDE_SPACE = re.compile(b"|".join(re.escape(ch.encode("utf-8")) for ch in WIDE_SPACE_CHARS))


def finditer_near(rx: re.Pattern, text: str, anchors: list[int], before: int, reach: int) -> list[re.Match]:
    """``list(rx.finditer(text))`` where each match holds an anchor (a place in ``anchors``) at most ``before``
    characters after its start, and it and the characters its look-aheads read end at most ``reach`` characters
    after its start.

    Exact: the first match from ``pos`` holds some anchor at or after the first anchor ``q`` from ``pos``; if it
    starts at or before ``q`` it starts within ``before`` of ``q`` and is found by a search of the window from
    there to ``q + reach`` (a match starting in the window at or before ``q`` ends, with what it reads, inside the
    window, so the window reads it as the whole text does); otherwise no match starts at or before ``q``."""
    out: list[re.Match] = []
    pos, i, n = 0, 0, len(text)
    while (i := bisect_left(anchors, pos, i)) < len(anchors):
        q = anchors[i]
        m = rx.search(text, max(pos, q - before), min(n, q + reach))
        if m is not None and m.start() <= q:
            out.append(m)
            pos = m.end()
        else:
            pos = q + 1
    return out


class FoldedSearch:
    """``rx.search`` for a case-insensitive ``rx`` written in lower case, run without ``re.I`` on the text's folded
    lower case (``lowered``) where there is one: the same spans (folding keeps every position, what ``\\w``,
    ``\\d``, ``\\s`` and ``\\b`` see, and each place ``re.I`` matches a lower-case ASCII letter), found about three
    times faster, since a case-sensitive literal is tested in one comparison. The match's groups are lower case."""

    __slots__ = ("rx", "lower")

    def __init__(self, rx: re.Pattern | LazyPattern) -> None:
        bare = re.sub(r"\\.", "", rx.pattern)  # escapes (\\w, \\d, \\b, \\s) read the same on the folded text
        lazy = isinstance(rx, LazyPattern)  # compiled on first use, and so its folded twin
        flags = rx.given_flags if lazy else rx.flags
        if not flags & re.I or any(c.isupper() or (not c.isascii() and c.lower() != c.upper()) for c in bare):
            raise ValueError(f"not a case-insensitive pattern of lower-case ASCII and caseless characters: {rx.pattern!r}")
        self.rx, self.lower = rx, (lazy_compile if lazy else re.compile)(rx.pattern, flags & ~re.I)

    def search(self, text: str, low: str | None, pos: int = 0, endpos: int = sys.maxsize) -> re.Match | None:
        """``self.rx.search(text, pos, endpos)``'s span; ``low``: ``lowered(text)`` (None: ``rx`` on ``text``)."""
        if low is None:
            return self.rx.search(text, pos, endpos)
        return self.lower.search(low, pos, endpos)

