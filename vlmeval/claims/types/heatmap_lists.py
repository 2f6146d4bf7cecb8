"""Runs of a heatmap's printed cells written as a list: along the diagonal ("The diagonal starts at 0.45, 0.29,
0.26 and then is 0.00 from (3, 3) on", "the diagonal reads 1.00, 0.97, 0.95") and along a row with the columns
given after the list ("* Row 0 is negative: -4.81, -6.57, -5.04 (columns 1-3)", "Row 2: 2.77, 2.50 in columns
3-4"). Each number is a ``value`` claim at its cell, judged by the value verifier (``claims.types.value_check``).

The panel is the line's (its heading or lead-in); the grid's row and column keys must be the same integers, in
order, so the diagonal's k-th cell and a row's listed columns are known. A row list is read only when it holds
exactly one number per column of the range it names, and the diagonal only from its first cell, so no number
is pinned on a guessed cell."""

from __future__ import annotations

import re

from vlmeval.claims import Claim, Document
from vlmeval.claims.cues import declare_cues
from vlmeval.claims.xy_readings import NUM, decimals_of, number_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile

_LIST = rf"(?P<list>{NUM}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+){NUM}(?![\d.]\d|\d)){{1,30}})"
_DIAGONAL = lazy_compile(rf"\bthe\s+diagonal\s+(?:starts|begins|reads|is|holds|runs|goes)\s+(?:at\s+|with\s+|from\s+)?"
                         rf"{_LIST}", re.I)
_ROW = lazy_compile(rf"\brow\s+(?P<row>\d{{1,3}})\b[^:\n]{{0,60}}:\s*{_LIST}\s*(?:\(\s*|in\s+|across\s+|for\s+)"
                    r"(?:the\s+)?columns?\s+(?P<a>\d{1,3})\s*(?:-|–|to)\s*(?P<b>\d{1,3})\b", re.I)
_NUMBER = lazy_compile(NUM)


def _square_keys(panel: Panel) -> list[int] | None:
    """The grid's keys when rows and columns are the same consecutive integers in order; else None."""
    t = panel.data
    if t is None or not t.rows or list(t.rows) != list(t.columns):
        return None
    keys = t.rows
    if not all(isinstance(k, int) and not isinstance(k, bool) for k in keys):
        return None
    return list(keys) if all(b - a == 1 for a, b in zip(keys, keys[1:])) else None


def _numbers(line_start: int, text: str, m: re.Match):
    for n in _NUMBER.finditer(text, m.start("list"), m.end("list")):
        yield line_start + n.start(), line_start + n.end(), n.group()


def _claim(doc: Document, panel: Panel, start: int, end: int, written: str, row: int, column: int) -> Claim | None:
    if doc.is_taken(start, end):
        return None
    doc.take(start, end)
    return Claim("value", start, end, stated=number_of(written), panel=panel.title, row=row, column=column,
                 decimals=decimals_of(written), source="heatmap list")


def extract_heatmap_lists(doc: Document) -> list[Claim]:
    if not chart_kind(doc.figure.kind).grid:
        return []
    panels = {p.title: p for p in doc.figure.panels}
    out = []
    for line in doc.lines:
        if line.heading or line.panel is None or (panel := panels.get(line.panel)) is None:
            continue
        keys = _square_keys(panel)
        if keys is None:
            continue
        low = line.text.lower()
        if "diagonal" in low:
            for m in _DIAGONAL.finditer(line.text):
                for k, (a, b, written) in zip(keys, _numbers(line.start, line.text, m)):
                    if (c := _claim(doc, panel, a, b, written, k, k)) is not None:
                        out.append(c)
        if "row" in low and "column" in low:
            for m in _ROW.finditer(line.text):
                row, first, last = int(m["row"]), int(m["a"]), int(m["b"])
                numbers = list(_numbers(line.start, line.text, m))
                if row not in keys or first not in keys or last not in keys or last - first + 1 != len(numbers):
                    continue
                for column, (a, b, written) in zip(range(first, last + 1), numbers):
                    if (c := _claim(doc, panel, a, b, written, row, column)) is not None:
                        out.append(c)
    return out


extract_heatmap_lists.cues = declare_cues(("diagonal", "row"))

ENTRY = TypeEntry(extract_heatmap_lists)
