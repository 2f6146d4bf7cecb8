"""Panels named by their titles' parts: a grid of panels titled "<row label> – <column label>" ("Lectures – Birth
of Stars") is named in prose by the whole title or by its parts in any order ("Birth of Stars, Lectures",
"**Questions / Birth of Stars:**"). The lexicon's names do not match such titles as one name: the dash splits them."""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache

from vlmeval.claims.near_words import finditer_near, folded, occurrences, space_run, words_at
from vlmeval.claims.text import keyword_re

_PARTS = re.compile(r"\s+[–—-]\s+|\s*[|/,;]\s*")  # " – ", " | ", ", ": the parts of a compound title
_LOOSE = re.compile(r"[\s_|/,;:*\"“”‘’'–—-]+")  # case, markup, dashes and punctuation do not matter; word breaks do


def _loose(text: str) -> str:
    return _LOOSE.sub(" ", text.lower()).strip()


@lru_cache(maxsize=4096)  # read per sentence of a multi-panel text: a title's parts once per process
def _parts(title: str) -> tuple[str, ...]:
    return tuple(p for p in (_loose(x).strip() for x in _PARTS.split(title)) if p)


@lru_cache(maxsize=256)  # a figure's titles: their parts, and one pattern per distinct part, once per process
def _compound(titles: tuple[str | None, ...]) -> tuple[tuple, tuple]:
    """((title, parts, first words of the parts) of each title of two parts or more, (part, pattern) of each
    distinct part of theirs)."""
    compound = tuple((t, parts, tuple(p.split(" ", 1)[0] for p in parts))
                     for t in titles if len(parts := _parts(t or "")) >= 2)
    distinct = dict.fromkeys(p for _, parts, _ in compound for p in parts)
    return compound, tuple((p, re.compile(rf"(?<!\w){re.escape(p)}(?!\w)")) for p in distinct)


def panel_by_title_parts(titles: list[str], text: str, reading: RefReading | None = None, start: int = 0) -> str | None:
    """The one title of at least two parts whose every part ``text`` names (case, spacing and dashes aside), when
    no other title's parts are all named; else None. With ``reading``, ``text`` is its text's part from ``start``."""
    compound, parts = _compound(tuple(titles))
    if not compound:
        return None
    # a part's first word holds no character ``_loose`` replaces, so where the loosened text holds the part, the
    # lower-cased text holds that word as written: a title none of whose parts' first words all appear is not named
    if reading is None or reading.low is None:
        low = text.lower()
        if not any(all(w in low for w in words) for _, _, words in compound):
            return None
    elif not reading.may_name(compound, start, start + len(text)):
        return None
    said = _loose(text)
    # each distinct part tested once (a grid's row and column labels recur across its titles); the substring
    # test first: every match holds the part as written
    held = {p for p, pattern in parts if p in said and pattern.search(said)}
    hits = [t for t, ps, _ in compound if held.issuperset(ps)]
    return hits[0] if len(hits) == 1 else None


# --- panels named by their printed letter, their place in the grid or their rank ("(b)", "panel c", "the
# top-left panel", "the second panel from the left", "the fifth panel"): descriptions name panels so as often as by
# title, and the record keeps each panel's letter and (row, column) place (``Panel.letter``, ``Panel.position``).

_NOUN = r"(?:panel|sub-?plot|plot|graph|chart|heat ?map|histogram|sub-?figure|sub-?panel)"
_ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "1st": 1, "2nd": 2, "3rd": 3}
_ORD_WORD = r"(?P<nth>" + "|".join(_ORD) + r"|[4-9]th|1[0-2]th|last|final)"
_VERT = r"(?P<v>top|upper|bottom|lower|middle|centre|center|central)"
_HORZ = r"(?P<h>left|right|middle|centre|center|central)"
# "(b)" alone is read only for the letters a to h ("(i)" is more often a roman numeral); after "panel" a to l
_LETTER = re.compile(r"(?<![\w(])(?:(?P<noun>panel|sub-?plot|sub-?figure|fig(?:ure)?\.?)\s*)?\((?P<l>[a-l])\)(?![\w)])"
                     r"|(?<![\w-])(?:panel|sub-?plot|sub-?figure)\s+(?P<l2>[a-lA-L])(?![\w'’-])", re.I)
_CORNER = re.compile(rf"(?<![\w-]){_VERT}[- ]{_HORZ}(?:[- ]hand)?\s+{_NOUN}(?!s)\b", re.I)
_SIDE = re.compile(r"(?<![\w-])(?P<w>left|right|middle|centre|center|central|top|upper|bottom|lower)(?:most)?"
                   rf"(?:[- ]hand)?\s+{_NOUN}(?!s)\b", re.I)
_RANK = re.compile(rf"(?<![\w-]){_ORD_WORD}\s+{_NOUN}(?!s)\b"
                   r"(?:\s+from\s+the\s+(?P<side>left|right|top|bottom))?"
                   r"(?:\s+(?:of|in|on)\s+the\s+(?P<row>top|upper|bottom|lower|middle|first|second|third|last)\s+row)?",
                   re.I)
_NUMBERED = re.compile(r"(?<![\w-])(?:panel|sub-?plot)\s+(?P<n>\d{1,2})(?![\w.,]\d|\w)", re.I)
# what every match of the five patterns above holds (a noun of _NOUN or _LETTER, or a bracketed letter), with the
# same case folding: a text without it names no panel this way, and the five scans are skipped
_ANY_REF = re.compile(r"panel|plot|graph|chart|heat ?map|histogram|fig|\([a-l]\)", re.I)
_PATTERNS = (_LETTER, _CORNER, _SIDE, _RANK, _NUMBERED)  # in the order ``panel_refs`` lists ties
_ODD_CASES = str.maketrans("ſı", "si")  # what re.I matches to "s" and "i" beside their cases
_LETTER_MARK = re.compile(r"\([a-l]\)")  # in the folded text; no two overlap
_ANCHOR_WORDS = ("panel", "plot", "graph", "chart", "heat map", "heatmap", "histogram", "fig")  # _ANY_REF's words
# for each pattern, with w the text's longest run of white space: (a, b, c, d) where a match starts at most a + b*w
# characters before the first _ANY_REF word it holds ("sub-plot": 4; "bottom-central-hand <w> sub-panel": 24 + w),
# and it and the characters its look-aheads read end at most c + d*w characters after its start
_REACH = ((4, 0, 16, 1), (24, 1, 33, 1), (20, 1, 29, 1), (12, 1, 48, 8), (4, 0, 13, 1))
# the same patterns behind a look-ahead for the characters their matches start with: searched in windows, they
# skip the other positions sooner (``keyword_re``; the matches are the same)
_STARTING = tuple(keyword_re(rx.pattern, first, rx.flags) for rx, first in
                  zip(_PATTERNS, ("psf(", "tublmc", "lrmctub", "fsten123456789l", "ps")))

@dataclass(frozen=True, slots=True)
class Lacking:
    """A panel the figure certainly lacks: the ``nth`` ("panel (e)", "the seventh panel") of fewer panels."""
    nth: int


def reading_order(fig) -> list | None:
    """The panels in reading order (top row first, left to right), with their (row, column); None without places."""
    panels = list(fig.panels)
    if all(p.position is not None for p in panels):
        return sorted(panels, key=lambda p: tuple(p.position))
    if fig.layout.rows == 1 or fig.layout.cols == 1:
        return panels  # one row or one column: the record's order is the reading order
    return None


def _at(order: list, fig, row: int | None, col: int | None):
    hits = [p for i, p in enumerate(order) if grid_place(p, i, fig) == (row, col)]
    return hits[0] if len(hits) == 1 else None


def grid_place(p, i: int, fig) -> tuple[int, int]:
    if p.position is not None:
        return tuple(p.position)
    return (0, i) if fig.layout.rows == 1 else (i, 0)


def _letter_key(letter: str | None) -> str:
    return re.sub(r"[^a-z]", "", (letter or "").lower())


def _by_letter(fig, order: list | None, letter: str):
    """The panel printed with ``letter``; when the record reads no letter for one panel only (or none at all), the
    letters run a, b, c... in reading order, so the missing one is that panel's. ``Lacking`` past the last panel."""
    letter = letter.lower()
    hits = [p for p in fig.panels if _letter_key(p.letter) == letter]
    if len(hits) == 1:
        return hits[0]
    if order is None:
        return None
    index = ord(letter) - ord("a")
    read = {_letter_key(p.letter) for p in fig.panels if p.letter}
    unread = [p for p in order if not p.letter]
    if index >= len(order) and (not read or len(unread) <= 1):
        return Lacking(index + 1)
    if index < len(order) and (not read or (len(unread) == 1 and order[index] is unread[0])):
        return order[index]
    return None


def _word(word: str) -> str:
    """A word the patterns matched, lower-cased as ``re.I`` reads it: "ſecond", "fırst", "fİrst" are "second", "first"."""
    return "".join(c.lower()[:1] for c in word).translate(_ODD_CASES)


def _index(word: str, n: int) -> int | None:
    w = _word(word)
    if w in ("top", "upper", "left", "first"):
        return 0
    if w in ("bottom", "lower", "right", "last"):
        return n - 1
    if w in ("middle", "centre", "center", "central"):
        return n // 2 if n % 2 == 1 and n > 1 else None
    nth = {"second": 1, "third": 2}.get(w)
    return nth if nth is not None and nth < n else None


def _by_rank(fig, order: list, m: re.Match):
    nth = _word(m["nth"])
    rows, cols = fig.layout.rows, fig.layout.cols
    n = len(order) if nth in ("last", "final") else (_ORD.get(nth) or int(nth[:-2]))
    if m["row"]:
        row = _index(m["row"], rows)
        if row is None:
            return None
        in_row = [p for i, p in enumerate(order) if grid_place(p, i, fig)[0] == row]
        return in_row[n - 1] if n <= len(in_row) else None
    if m["side"]:
        line = rows == 1 if _word(m["side"]) in ("left", "right") else cols == 1
        if not line:
            return None
        n = len(order) - n + 1 if _word(m["side"]) in ("right", "bottom") else n
    if n > len(order):
        return Lacking(n)
    return order[n - 1] if n >= 1 else None


ROW_NAMED = re.compile(r"\b(?P<row>top|upper|bottom|lower|middle|first|second|third|last)\s+row\b", re.I)
_COLUMN_NAMED = re.compile(r"\b(?P<col>left|right|middle|first|second|third|last)(?:most|-hand)?\s+column\b", re.I)


def by_side(fig, order: list, word: str, text: str):
    """The panel at one side ("the rightmost panel"): of the one row or column, or of the row (column) the text
    names ("top row, rightmost panel", "the bottom panel of the left column")."""
    rows, cols = fig.layout.rows, fig.layout.cols
    w = _word(word)
    horizontal = w in ("left", "right") or (w in ("middle", "centre", "center", "central") and rows == 1)
    if horizontal:
        row = 0 if rows == 1 else named_line(ROW_NAMED, text, "row", rows)
        return _at(order, fig, row, _index(w, cols)) if row is not None and cols > 1 else None
    col = 0 if cols == 1 else named_line(_COLUMN_NAMED, text, "col", cols)
    return _at(order, fig, _index(w, rows), col) if col is not None and rows > 1 else None


def named_line(rx: re.Pattern, text: str, group: str, n: int) -> int | None:
    """The one row (column) index the text names ("the top row"), else None."""
    named = {_index(m[group], n) for m in rx.finditer(text)}
    return named.pop() if len(named) == 1 else None


def panel_refs(fig, text: str, lacking_only: bool = False) -> list[tuple[int, int, object]]:
    """(start, end, panel) for each panel ``text`` names by letter, grid place or rank: the panel, ``Lacking`` for
    one the figure certainly lacks, None for one the record cannot place. With ``lacking_only``, only the
    ``Lacking`` ones."""
    if len(fig.panels) < 2:
        return []
    return _resolve(fig, _scan(text, 0, len(text)), text, lacking_only)


def _scan(text: str, start: int, end: int) -> tuple[list, ...]:
    """The matches of the five patterns in ``text[start:end]`` read alone (positions in ``text``), one list each."""
    said = text[start:end]
    if not _ANY_REF.search(said):
        return ([],) * len(_PATTERNS)
    return tuple([(start + m.start(), start + m.end(), m) for m in rx.finditer(said)] for rx in _PATTERNS)


def _resolve(fig, found: tuple[list, ...], said: str, lacking_only: bool, base: int = 0) -> list:
    """``panel_refs`` of the matches ``found`` (``_scan``'s lists), positions less ``base``; ``said``: the text
    read, which a side ("the rightmost panel") reads for the row or column it names."""
    letters, corner, side, rank, numbered = found
    if not any(found):
        return []
    order = reading_order(fig)
    out: list[tuple[int, int, object]] = []
    for a, b, m in letters:
        letter = _word(m["l"] or m["l2"])
        if m["l"] and not m["noun"] and letter > "h":
            continue
        mark = f"({letter.lower()})"
        if any(mark in (t := (p.title or "").lower()) and t.strip() != mark for p in fig.panels):
            continue  # a title that prints its letter ("(a) Out-of-domain") is named by the lexicon, misreadings too
            # (a title that is the bare letter, "(b)", has no word the lexicon reads: its letter names it here)
        out.append((a - base, b - base, _by_letter(fig, order, letter)))
    if order is None:
        return [r for r in out if isinstance(r[2], Lacking)] if lacking_only else out
    if not lacking_only:  # a corner or side names no panel past the last
        for a, b, m in corner:
            row, col = _index(m["v"], fig.layout.rows), _index(m["h"], fig.layout.cols)
            ok = fig.layout.rows > 1 and fig.layout.cols > 1 and row is not None and col is not None
            out.append((a - base, b - base, _at(order, fig, row, col) if ok else None))
        taken = [(a, b) for a, b, _ in out]
        for a, b, m in side:
            if not any(x <= a - base < y for x, y in taken):
                out.append((a - base, b - base, by_side(fig, order, m["w"], said)))
    for a, b, m in rank:
        out.append((a - base, b - base, _by_rank(fig, order, m)))
    for a, b, m in numbered:
        n = int(m["n"])
        out.append((a - base, b - base, Lacking(n) if n > len(order) else order[n - 1] if n >= 1 else None))
    if lacking_only:
        out = [r for r in out if isinstance(r[2], Lacking)]
    return sorted(out, key=lambda t: t[0])


def _scan_whole(text: str, low: str | None, run=space_run) -> tuple[tuple[list, ...], list[int] | None]:
    """``_scan`` of a whole text, each pattern run only near the places of the _ANY_REF words (``near_words``),
    and those places; ``low``: ``near_words.folded(text)`` (None: the text is scanned whole); ``run``: what gives
    the text's longest run of white space."""
    if low is None:
        return _scan(text, 0, len(text)), None
    anchors = _anchors(low)
    if not anchors:
        return ([],) * len(_PATTERNS), anchors
    w = run(text)
    return tuple([(m.start(), m.end(), m) for m in finditer_near(rx, text, anchors, a + b * w, c + d * w)]
                 for rx, (a, b, c, d) in zip(_STARTING, _REACH)), anchors


def _anchors(low: str) -> list[int]:
    """Where each _ANY_REF word starts in the folded text, overlapping ones too, in order."""
    return sorted(words_at(low, _ANCHOR_WORDS) + [m.start() for m in _LETTER_MARK.finditer(low)])


class RefReading:
    """The five patterns' matches in a whole text, found once (``Document.panel_reading``), and a span's share.

    A span whose neighbouring characters are neither word characters nor a bracket, dash or quote the
    look-arounds test, and which no whole-text match crosses, holds exactly the matches that reading the span alone
    finds: each pattern's look-arounds see such a character as they see either end of a string, so at every
    position of the span the first successful path is the same in both readings (tests/claims/
    test_panel_reading.py checks it against reading each span alone). Other spans are read alone."""

    __slots__ = ("text", "found", "edges", "anchors", "low", "folded", "_words", "_places", "_space_run")

    def __init__(self, text: str):
        self.text = text
        # a text's parts lower-case as its whole does where each character lower-cases alone to one character
        # (the only exception Python makes, "Σ" at a word's end, is left out)
        low = text.lower()
        self.low = low if len(low) == len(text) and "Σ" not in text else None
        self.folded = folded(text, low)  # also read by the count patterns (claims.types.count)
        self._words: dict = {}  # see may_name
        self._places: dict = {}  # see may_name_panel
        self._space_run: int | None = None
        self.found, self.anchors = _scan_whole(text, self.folded, self.space_run)
        self.edges = sorted((a, b) for matches in self.found for a, b, _ in matches)

    def refs(self, fig, start: int, end: int, lacking_only: bool = False, letters_only: bool = False) -> list:
        """``panel_refs(fig, text[start:end], lacking_only)``; with ``letters_only``, the printed letters' only."""
        if len(fig.panels) < 2:
            return []
        anchors = self.anchors
        if anchors is not None and bisect_left(anchors, end - 2) <= bisect_left(anchors, start):
            return []  # every reference holds an _ANY_REF word (of 3 characters or more), and none starts here
        if not self._exact(start, end):
            found = _scan(self.text, start, end)
        else:
            found = tuple([t for t in matches if start <= t[0] and t[1] <= end] for matches in self.found)
        if letters_only:
            found = (found[0],) + ([],) * (len(found) - 1)
        return _resolve(fig, found, self.text[start:end], lacking_only, start)

    def space_run(self, _text: str | None = None) -> int:
        """``near_words.space_run(text)``, found once."""
        if self._space_run is None:
            self._space_run = space_run(self.text)
        return self._space_run

    def may_name(self, compound: tuple, start: int, end: int) -> bool:
        """Whether ``text[start:end].lower()`` holds every first word of some title of ``compound`` (the
        ``_compound`` titles); the words' places in the lower-cased text found once per figure's titles."""
        if (at := self._words.get(compound)) is None:
            words = {w for _, _, ws in compound for w in ws}
            at = self._words[compound] = sorted((i, w) for w in words for i in occurrences(self.low, w))
        lo = bisect_left(at, (start,))
        hi = bisect_left(at, (end,), lo)
        if lo == hi:
            return False
        held = {w for i, w in at[lo:hi] if i + len(w) <= end}
        return any(held.issuperset(ws) for _, _, ws in compound)

    def may_name_panel(self, titles: list[str], start: int, end: int) -> bool:
        """False only where ``panel_named(fig, titles, text[start:end], self, start)`` is None for certain: the span
        holds no _ANY_REF word (``refs`` finds nothing then) and no first word of a part of a compound title
        (``may_name`` is False then). One bisect into those places, found once per titles; True where the text's
        reading has no places (lower-casing moved positions)."""
        if self.low is None or self.anchors is None:
            return True
        places = self._places.get(key := tuple(titles))
        if places is None:
            words = {w for _, _, ws in _compound(key)[0] for w in ws}
            places = self._places[key] = sorted(self.anchors + [i for w in words for i in occurrences(self.low, w)])
        k = bisect_left(places, start)
        return k < len(places) and places[k] < end

    def _exact(self, start: int, end: int) -> bool:
        text = self.text
        if start > 0 and _BEFORE.match(text, start - 1) or end < len(text) and _AFTER.match(text, end):
            return False
        return not any(a < start < b or a < end < b for a, b in self.edges)


_BEFORE = re.compile(r"[\w(\-]")  # what the patterns' look-behinds and ``\b`` test before a match
_AFTER = re.compile(r"[\w)'’\-.,]")  # what their look-aheads and ``\b`` test after one


def panel_named(fig, titles: list[str], text: str, reading: RefReading | None = None, start: int = 0) -> str | None:
    """The title of the one panel ``text`` names: by its title's parts, else by letter, grid place or rank; None
    when it names none, several, or one the figure lacks. With ``reading``, ``text`` is ``reading.text[start:
    start + len(text)]`` and its references are taken from the whole text's reading."""
    titled = panel_by_title_parts(titles, text, reading, start)
    if titled is not None:
        return titled
    refs = panel_refs(fig, text) if reading is None else reading.refs(fig, start, start + len(text))
    found = {id(p): p for _, _, p in refs if p is not None and not isinstance(p, Lacking)}
    if len(found) == 1 and all(p is not None and not isinstance(p, Lacking) for _, _, p in refs):
        return next(iter(found.values())).title
    return None

