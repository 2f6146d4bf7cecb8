"""The ``value`` claim type: a number stated at a place ("34.7 at Ratio 0.3"), counted toward ``value_precision``
and ``value_recall``. Its readers: markdown tables, CSV and JSON (``claims.types.value_tables``) and, here, the
values stated row by row or cell by cell in prose and lists; its payload (``ValuePayload``) and verifier
(``verify_value``) are in ``claims.types.value_check``; its line/bar prose reading in ``claims.types.value_line``.

- row lists: "500: 41.3, 42.7, 45.3, 44.7, 42.7" (column order from the text's x-axis tick list, else the
  figure's), "Row 1 (Local Window Size 3000): Values from left to right (...): 49.1, 50.1, ...",
  column lists "Ratio 0.1: 47.3, 42.7, 44.0, 42.7" (listed top to bottom, the figure's row order);
- cell values: "Ratio 0.1, Window 500: 40.0", "Window Size 2000 (49.3)", "52.8 at Size 2000/Ratio 0.3",
  "(56.3 at Ratio 0.4)" with the row taken from the line ("Row 2 (Local Window Size 2000): ...").
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.document import sentences
from vlmeval.claims.near_words import folded, may_hold
from vlmeval.claims.places import Place
from vlmeval.claims.text import APPROX_RE, Number, norm, numbers_in
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.claims.types.value_check import ValuePayload, verify_value
from vlmeval.claims.types.value_tables import extract_tables

_DIGIT = re.compile(r"\d")
_SEP = re.compile(r"^[\s,;`*]*(?:and\s+)?[\s`*]*$", re.I)
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])?\s*")
# the place, then the value: "at window 1000 and ratio 0.2 the score is roughly 88" (the hedges of text.APPROX_RE)
_AFTER_CELL = re.compile(r"^[\s*`'\")]*(?:,?\s*(?:the\s+)?(?:pass@\w+|scores?|values?|accuracy|performance|result)\s+)?(?::|=|\(|is|was|of|reaches|reaching|scores?|yields?|shows?|with|gives?|gets?|(?:is\s+|was\s+)?equal(?:s|led|ed)?(?:\s+to)?|stands\s+at)?[\s*`~≈(]*(?:(?:approx(?:imately)?\.?|about|around|roughly|nearly|almost|circa|ca\.)\s*)?$", re.I)
# a panel named between the place and the value: "at Ratio 0.3 and Window 2000 in R1-Qwen is 54.6" (each name the
# lexicon found is one \0 in the gap; a name in several words may be several)
_PANEL_GAP = re.compile(r"^(?:,?\s*(?:in|on|for|of|within|under)\s+(?:the\s+)?\0(?:[\s-]*\0)*"
                        r"(?:\s+(?:panel|model|heatmap|subplot|plot|chart|case|setting))?(?=[\s,]))+", re.I)
_BEFORE_CELL = re.compile(r"^[\s*`)]*(?:at|@|for|in|when|with)\s+(?:the\s+)?[\s(*`]*$", re.I)
_RANGE_GLUE = re.compile(r"^\s*(?:to|-|–|—)\s*[~≈]?\s*$")


_THOUSANDS_GROUP = re.compile(r"(?<=\d),\d{3}(?![\d.,]\d|\d)")


def number_runs(nums: list[Number], text: str, offset: int, min_len: int = 2) -> list[list[Number]]:
    """Runs of numbers separated only by commas/'and'/markup, at least ``min_len`` long."""
    runs: list[list[Number]] = []
    run: list[Number] = []
    for n in nums:
        if run and n.start - run[-1].end <= 12 and _SEP.match(text[run[-1].end - offset:n.start - offset]) and \
                not _THOUSANDS_GROUP.match(text, n.start - offset - 1):  # "2,113,370" is one number, not a run of 3
            run.append(n)
        else:
            if len(run) >= min_len:
                runs.append(run)
            run = [n]
    if len(run) >= min_len:
        runs.append(run)
    return runs


_NAMED_LINE = re.compile(r"(?:(?P<a>row|column)\s+)?[\"“'`]?(?P<key>[^\"”'`]{1,60}?)[\"”'`]?(?:\s+(?P<b>row|column))?", re.I)


def _key_on(keys, stated: str):
    """The key of ``keys`` written as ``stated`` (case and spacing aside), or None: the first such key."""
    keys = tuple(keys)
    return _keys_by_norm(keys, tuple(map(type, keys))).get(norm(stated))


@lru_cache(maxsize=256)
def _keys_by_norm(keys: tuple, types: tuple) -> dict:
    """Each key's loose form (``norm(str(key))``) -> the first key of ``keys`` with that form (a figure's axis keys:
    row lists ask for each listed tick). ``types``: the keys' types, so that keys equal as numbers but written
    apart (``1`` and ``1.0``) are not taken for one another."""
    out: dict = {}
    for k in keys:
        out.setdefault(norm(str(k)), k)
    return out


_ROWS_WORD = re.compile(r"\brows?\b", re.I)
_COLUMNS_WORD = re.compile(r"\bcolumns?\b", re.I)
_LIST_LINE = re.compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])\s")


def lead_axis(doc: Document, i: int) -> str | None:
    """The axis the lead-in of bullet line ``i`` says its lists run along: "row" when the nearest line above its
    run of bullets (in its section) speaks of rows and not of columns ("Rows are listed as training author: ..."),
    "column" the other way round; None when it says neither or both."""
    for line in reversed(doc.lines[:i]):
        if line.heading and line.text.lstrip().startswith("#"):
            return None
        if not line.text.strip() or (_LIST_LINE.match(line.text) and not line.heading):
            continue
        rows, cols = bool(_ROWS_WORD.search(line.text)), bool(_COLUMNS_WORD.search(line.text))
        return "row" if rows and not cols else "column" if cols and not rows else None
    return None


def _head_key(doc: Document, line: Line, head: str, lead_axis: str | None = None):
    """(axis, key) the head of a list line names: a place ("Window 500"), or a bare key ("500", "AIME24"); a key
    that heads both a row and a column is on ``lead_axis`` (what the bullets' lead-in says they list)."""
    if line.row is not None:
        return "row", line.row
    if line.column is not None:
        return "column", line.column
    bare = _BULLET.sub("", head).strip().strip("*`_ ").strip()
    named = _NAMED_LINE.fullmatch(bare)
    if named and (named["a"] or named["b"]):  # "Row "L"", "Austen row": a key of the axis the word names
        axis = "row" if (named["a"] or named["b"]).lower() == "row" else "column"
        key = _key_on(doc.lex.rows if axis == "row" else doc.lex.columns, named["key"].strip())
        return (axis, key) if key is not None else None
    nums = numbers_in(bare)
    if len(nums) == 1 and nums[0].end - nums[0].start >= len(bare) - 1:
        key = nums[0].value
    elif bare and len(bare) <= 60 and not nums:
        key = bare
    else:
        return None
    axis = doc.lex.key_axis(key)
    if axis is None and isinstance(key, str) and lead_axis is not None and \
            _key_on(doc.lex.rows, key) is not None and _key_on(doc.lex.columns, key) is not None:
        axis = lead_axis  # "Austen" heads a row and a column: the lead-in says which the bullets list
    if axis is None:
        if isinstance(key, str):
            return None  # a word that is not one of the figure's keys: not a row list
        axis = "row"  # an unknown numeric key: read as a row, so verification can say the figure has no such row
    return axis, key


def extract_row_lists(doc: Document) -> Iterable[Claim]:
    lex = doc.lex
    for i, line in enumerate(doc.lines):
        if line.heading or ":" not in line.text or doc.is_taken(line.start, line.end):
            continue
        colon = line.text.index(":")
        head = line.text[:colon]
        if len(head) > 120:
            continue
        rest_start = line.start + colon + 1
        nums = doc.numbers(rest_start, line.end)
        if len(nums) < 3:
            continue  # a row list is a run of 3 numbers or more
        runs = number_runs(nums, doc.text, 0, min_len=3)
        if not runs:
            continue
        found = _head_key(doc, line, head, lead_axis(doc, i) if lex.rows and lex.columns else None)
        if found is None:
            continue
        axis, key = found
        run = max(runs, key=len)
        others = lex.columns if axis == "row" else lex.rows
        stated_order = line.column_order if axis == "row" else None
        if stated_order and len(stated_order) == len(run) and all(v in others or _key_on(others, str(v)) is not None
                                                                  for v in stated_order):
            order = stated_order
        elif len(others) == len(run):
            order = list(others)
        else:
            order = [None] * len(run)
        hedge = line.hedge or ("approx" if APPROX_RE.search(line.text) else None)
        doc.take(run[0].start, run[-1].end)
        doc.structured.append((line.start, line.end))
        for n, other in zip(run, order):
            row, col = (key, other) if axis == "row" else (other, key)
            yield Claim("value", n.start, n.end, stated=n.value, panel=line.panel, row=row, column=col,
                        hedge=hedge, decimals=n.decimals, payload=ValuePayload(n.value, n.decimals), source="row list")


def cells_from_places(places: list[Place], line: Line | None) -> list[tuple[int, int, object, object]]:
    """Group places into cells (start, end, row, column); a lone axis takes the other from the line."""
    cells = []
    i = 0
    while i < len(places):
        p = places[i]
        q = places[i + 1] if i + 1 < len(places) else None
        if p.is_range:
            i += 1
            continue
        if q is not None and not q.is_range and q.axis != p.axis and q.start - p.end <= 40:
            rows = p.keys if p.axis == "row" else q.keys
            cols = q.keys if p.axis == "row" else p.keys
            for r in rows:
                for c in cols:
                    cells.append((p.start, q.end, r, c))
            i += 2
            continue
        for k in p.keys:
            if p.axis == "row":
                cells.append((p.start, p.end, k, line.column if line else None))
            else:
                cells.append((p.start, p.end, line.row if line else None, k))
        i += 1
    return cells


def extract_cell_values(doc: Document) -> Iterable[Claim]:
    lex = doc.lex
    if lex.axis_re is None:
        return
    text = doc.text
    needles = axis_needles(tuple(lex.row_words + lex.column_words))
    for line, s, e, mentions, panel in sentences(doc):
        nums = doc.numbers(s, e)
        if not nums:
            continue  # no number, so no value (and no place: a place holds a number); cheaper than a digit search
        sentence = text[s:e]
        if needles is not None and (low := folded(sentence)) is not None and not _holds_any(low, needles):
            continue  # no axis name, so no place: most sentences, and a substring test is cheaper than places()
        places = doc.places(s, e)
        if not places:
            continue
        cells = cells_from_places(places, line)
        if not cells:
            continue
        place_spans = [(p.start, p.end) for p in places]
        free = [n for n in nums if not _starts_in(n.start, place_spans) and not doc.is_taken(n.start, n.end)]
        free = drop_ranges(free, text)
        hedge = line.hedge or ("approx" if APPROX_RE.search(sentence) else None)
        for n in free:
            cell = _cell_for(n, cells, text, mentions)
            if cell is None:
                continue
            _, _, row, col = cell
            doc.take(n.start, n.end)
            yield Claim("value", n.start, n.end, stated=n.value, panel=panel, row=row, column=col,
                        hedge=hedge, decimals=n.decimals, payload=ValuePayload(n.value, n.decimals), source="cell value")


@lru_cache(maxsize=256)
def axis_needles(axis_names: tuple[str, ...]) -> tuple[str, ...] | None:
    """Lower-case words one of which every match of the lexicon's axis pattern holds (the pattern is built from
    ``axis_names``, case-insensitively): the first word of each name, without the words that hold a shorter one.

    For ASCII text, no needle in ``text.lower()`` means no axis name in the text. None when a name is not ASCII:
    there ``re.I`` may match an ASCII letter to another one ("ſ" to "s"), and the test would not be exact."""
    if not all(name.isascii() for name in axis_names):
        return None
    firsts = {name.lower().split(" ")[0] for name in axis_names}
    return tuple(sorted(w for w in firsts if not any(o != w and o in w for o in firsts)))


def _starts_in(at: int, spans: list[tuple[int, int]]) -> bool:
    """Whether ``at`` lies in one of ``spans`` (a loop: no generator for ``any`` per number)."""
    for a, b in spans:
        if a <= at < b:
            return True
    return False


def _holds_any(text: str, words: tuple[str, ...]) -> bool:
    return may_hold(text, words)


def drop_ranges(nums: list[Number], text: str) -> list[Number]:
    """``nums`` without the two ends of each range ("85.0-88.5", "24 to 48"): a range is not two values."""
    out = []
    skip = set()
    for a, b in zip(nums, nums[1:]):
        if b.start - a.end <= 8 and _RANGE_GLUE.match(text[a.end:b.start]):
            skip.update((a.start, b.start))
    for n in nums:
        if n.start not in skip:
            out.append(n)
    return out


def _after_gap(text: str, start: int, end: int, mentions) -> str:
    """The text between a place and a value, less a panel named there ("in R1-Qwen", "for the AIME'24 panel")."""
    if end - start > 60 or not mentions:
        return text[start:end]
    gap, cut = "", start
    for m in sorted(mentions, key=lambda m: m.start):
        if start <= m.start and m.end <= end:
            gap += text[cut:m.start] + "\0"
            cut = m.end
    gap += text[cut:end]
    named = _PANEL_GAP.match(gap)
    return gap[named.end():] if named else text[start:end]


def _cell_for(n: Number, cells, text: str, mentions=()):
    best = None
    for cell in cells:
        cs, ce, row, col = cell
        if row is None or col is None:
            continue
        gap = _after_gap(text, ce, n.start, mentions) if ce <= n.start else ""
        if ce <= n.start and len(gap) <= 30 and _AFTER_CELL.match(gap):
            if best is None or n.start - ce < best[0]:
                best = (n.start - ce, cell)
        elif n.end <= cs and cs - n.end <= 20 and _BEFORE_CELL.match(text[n.end:cs]):
            if best is None or cs - n.end < best[0]:
                best = (cs - n.end, cell)
    return None if best is None else best[1]


TYPE = ClaimType("value", ValuePayload, ("value_precision", "value_recall"), "a number stated at a place")
TABLES = TypeEntry(extract_tables, TYPE, verify_value)  # tables, CSV, JSON: also ticks, ranges and labels
ROW_LISTS = TypeEntry(extract_row_lists)  # "* Row A: 1.0, 2.0, 3.0"
CELLS = TypeEntry(extract_cell_values)  # a number prose places at a row and column
