"""Grids of values: markdown tables (bold row headers, transposed, long format), CSV blocks and JSON."""

from __future__ import annotations

import json
import re
from typing import Iterable, Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.lexicon import find_key
from vlmeval.claims.panel_tables import has_panel_column, panel_runs
from vlmeval.claims.text import APPROX_RE, NUMBER_RE, Number, numbers_in, parse_number_match
from vlmeval.claims.types.value_check import ValuePayload
from vlmeval.claims.types.value_points import lead_series, point_claims, point_columns
from vlmeval.claims.types.value_table_facets import facet_claims
from vlmeval.claims.types.value_table_keys import cell_key, header_key, named_key
from vlmeval.groundtruth.panel_kinds import grid_panel

_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_FENCE = re.compile(r"^\s*```\s*(\w*)\s*$")
MAX_JSON_CHARS = 100_000


def _cells(line: str, start: int, sep: str) -> list[tuple[str, int]]:
    """(cell text, absolute start) for each cell of a table line."""
    out = []
    body = line
    offset = 0
    if sep == "|":
        stripped = body.strip()
        lead = body.find(stripped[:1]) if stripped else 0
        if stripped.startswith("|"):
            offset = lead + 1
            body = body[offset:]
        if body.rstrip().endswith("|"):
            body = body.rstrip()[:-1]
    pos = 0
    for piece in body.split(sep):
        out.append((piece, start + offset + pos))
        pos += len(piece) + 1
    return out


def _value(doc: Document, cell: str, start: int) -> Number | None:
    """The single number a cell holds, as the Document read it (thousands commas included: "2,113,370")."""
    nums = doc.numbers(start, start + len(cell))
    return nums[0] if len(nums) == 1 else None


def _cell_hedge(cell: str, start: int, num: Number, hedge: str | None) -> str | None:
    """The table's hedge, or "approx" for a cell hedged itself ("~1.7", "≈ 40", "about 12")."""
    return "approx" if APPROX_RE.search(cell[:max(0, num.start - start)]) else hedge


def _orientation(doc: Document, header_keys: list, row_keys: list, header_names: list[str]) -> bool:
    """True when the grid is transposed: header holds row keys and the first column holds column keys."""
    lex = doc.lex
    first = header_names[0] if header_names else ""
    if lex.axis_re is not None and lex.axis_re.fullmatch(first.strip().strip("*`'\" ").lower() or "-"):
        axis = lex.axis_of(first.strip().strip("*`'\" "))
        if axis == "column":
            return True
        if axis == "row":
            return False
    named = [lex.axis_re.search(h) for h in header_names[1:]] if lex.axis_re else []
    axes = {lex.axis_of(m.group(0)) for m in named if m}
    if axes == {"row"}:
        return True
    if axes == {"column"}:
        return False
    normal = sum(find_key(k, lex.columns) is not None for k in header_keys if k is not None) + \
        sum(find_key(k, lex.rows) is not None for k in row_keys if k is not None)
    transposed = sum(find_key(k, lex.rows) is not None for k in header_keys if k is not None) + \
        sum(find_key(k, lex.columns) is not None for k in row_keys if k is not None)
    return transposed > normal


def grid_claims(doc: Document, rows: list[list[tuple[str, int]]], panel: str | None, hedge: str | None,
                source: str, first=None) -> Iterator[Claim]:
    """Claims from a parsed grid: ``rows[0]`` is the header, each later row starts with its key (``first``: the
    grid's first line, whose lead-in may name the series of a table of points)."""
    if len(rows) < 2 or len(rows[0]) < 2:
        return
    header = rows[0]
    if (points := point_columns(doc, panel, [c for c, _ in header])) is not None:
        led = lead_series(doc, first, points[0]) if first is not None else None
        yield from point_claims(doc, rows[1:], points, panel, hedge, source, led)  # one point a row: no cells
        return
    header_keys = [header_key(doc, c) for c, _ in header[1:]]
    header_names = [c for c, _ in header]
    keys = [named_key(doc, r[0][0]) if r else None for r in rows[1:]]  # each row's key, read once
    row_keys = [k for r, k in zip(rows[1:], keys) if r]
    faceted = facet_claims(doc, rows[1:], hedge, source)  # "| Lung | smoking | 0.52 |": a panel's name per row
    if faceted is not None:
        yield from faceted
        return
    long_format = _long_format(doc, header_names)
    if long_format is not None:
        yield from _long_claims(doc, rows[1:], long_format, panel, hedge, source)
        return
    transposed = _orientation(doc, header_keys, row_keys, header_names)
    only_series = _only_series(doc, panel)
    for r, rk in zip(rows[1:], keys):
        if len(r) < 2:
            continue
        if rk is None:
            continue
        for j, (cell, cstart) in enumerate(r[1:]):
            if j >= len(header_keys) or header_keys[j] is None:
                continue
            num = _value(doc, cell, cstart)
            if num is None:
                continue
            row, col = (header_keys[j], rk) if transposed else (rk, header_keys[j])
            if only_series is not None and find_key(row, doc.lex.rows) is None and find_key(col, doc.lex.columns) is not None:
                row = only_series  # "| Year | Accuracy |" on a one-series chart: the value column is that series
            yield Claim("value", num.start, num.end, stated=num.value, panel=panel, row=row, column=col,
                        hedge=_cell_hedge(cell, cstart, num, hedge), decimals=num.decimals, payload=ValuePayload(num.value, num.decimals), source=source)


def _only_series(doc: Document, panel: str | None):
    fig = doc.figure
    p = fig.panel(panel) if panel is not None else (fig.panels[0] if len(fig.panels) == 1 else None)
    if p is None or p.data is None or len(p.data.rows) != 1 or grid_panel(fig, p):
        return None
    return p.data.rows[0]


def _long_format(doc: Document, header: list[str]) -> tuple[int, int, int] | None:
    """(row column, column column, value column) when the header names both axes, e.g. | Window | Ratio | Pass@1 |."""
    lex = doc.lex
    if len(header) < 3 or lex.axis_re is None:
        return None
    axes = [lex.axis_of(h.strip().strip("*`'\" ")) for h in header]
    if "row" in axes and "column" in axes:
        r, c = axes.index("row"), axes.index("column")
        rest = [i for i in range(len(header)) if i not in (r, c)]
        return (r, c, rest[0]) if rest else None
    return None


def _long_claims(doc, rows, fmt, panel, hedge, source) -> Iterator[Claim]:
    r_i, c_i, v_i = fmt
    for r in rows:
        if len(r) <= max(fmt):
            continue
        rk, ck = cell_key(r[r_i][0])[0], cell_key(r[c_i][0])[0]
        num = _value(doc, *r[v_i])
        if rk is None or ck is None or num is None:
            continue
        yield Claim("value", num.start, num.end, stated=num.value, panel=panel, row=rk, column=ck,
                    hedge=_cell_hedge(r[v_i][0], r[v_i][1], num, hedge), decimals=num.decimals, payload=ValuePayload(num.value, num.decimals), source=source)


def _blocks(doc: Document, is_member) -> Iterator[list]:
    block: list = []
    for line in doc.lines:
        if is_member(line):
            block.append(line)
        else:
            if block:
                yield block
            block = []
    if block:
        yield block


def extract_tables(doc: Document) -> Iterable[Claim]:
    yield from _markdown_tables(doc)
    yield from _csv_blocks(doc)
    yield from _json_blocks(doc)


def _markdown_tables(doc: Document) -> Iterator[Claim]:
    if "|" not in doc.text:
        return  # every table line starts with "|"
    for block in _blocks(doc, lambda ln: ln.text.lstrip().startswith("|")):
        rows = [_cells(ln.text, ln.start, "|") for ln in block if not _SEPARATOR.match(ln.text)]
        if len(rows) < 2 or doc.is_taken(block[0].start, block[-1].end):  # read before (``grid_points``)
            continue
        doc.take(block[0].start, block[-1].end)
        doc.structured.append((block[0].start, block[-1].end))
        if has_panel_column(block[0].text):  # "| Panel | T | ...": each row in its own panel (claims.panel_tables)
            for panel, grid in panel_runs([ln for ln in block if not _SEPARATOR.match(ln.text)], rows):
                yield from grid_claims(doc, grid, panel, block[0].hedge, "markdown table")
            continue
        yield from grid_claims(doc, rows, block[0].panel, block[0].hedge, "markdown table", block[0])


_IN_PARENS = re.compile(r"\([^()]*\)")


def _csv_blocks(doc: Document) -> Iterator[Claim]:
    def member(ln) -> bool:
        t = ln.text.strip()
        if t.count(",") < 2 or ":" in t or t.startswith(("-", "*", "|")) or len(t) > 2000:
            return False
        if "(" in t and _IN_PARENS.sub("", t).count(",") < 2:
            return False  # "1. New Ireland (2,113,370)": a name and its value, the commas those of the number
        return all(len(field.split()) <= 4 and len(field) <= 40 for field in t.split(","))

    for block in _blocks(doc, member):
        if len(block) < 2 or doc.is_taken(block[0].start, block[-1].end):
            continue
        widths = {ln.text.count(",") for ln in block}
        if len(widths) != 1:
            continue
        rows = [_cells(ln.text, ln.start, ",") for ln in block]
        doc.take(block[0].start, block[-1].end)
        doc.structured.append((block[0].start, block[-1].end))
        yield from grid_claims(doc, rows, block[0].panel, block[0].hedge, "csv")


def _json_blocks(doc: Document) -> Iterator[Claim]:
    text = doc.text
    if "```" not in text and "{" not in text:
        return  # a JSON block is fenced or starts with "{"
    i = 0
    n_lines = len(doc.lines)
    while i < n_lines:
        line = doc.lines[i]
        fence = _FENCE.match(line.text) if "```" in line.text else None  # (a fence line holds ```)
        if fence and fence.group(1).lower() in ("json", ""):
            j = i + 1
            while j < n_lines and not _FENCE.match(doc.lines[j].text):
                j += 1
            if j < n_lines:
                start, end = doc.lines[i + 1].start if i + 1 < j else line.end, doc.lines[j - 1].end if i + 1 < j else line.end
                body = text[start:end].strip()
                if body.startswith(("{", "[")):
                    yield from _json_claims(doc, start, end, line.panel, line.hedge)
            i = j + 1
            continue
        if "{" in line.text and line.text.strip().startswith("{") and not doc.is_taken(line.start, line.end):
            depth, j = 0, i
            while j < n_lines and j - i < 5000:
                depth += doc.lines[j].text.count("{") - doc.lines[j].text.count("}")
                if depth <= 0:
                    break
                j += 1
            if j < n_lines:
                yield from _json_claims(doc, line.start, doc.lines[j].end, line.panel, line.hedge)
            i = j + 1
            continue
        i += 1


def _json_claims(doc: Document, start: int, end: int, panel, hedge) -> Iterator[Claim]:
    body = doc.text[start:end]
    if len(body) > MAX_JSON_CHARS:
        return
    try:
        data = json.loads(body.strip())
    except (json.JSONDecodeError, RecursionError, ValueError):
        return
    doc.take(start, end)
    doc.structured.append((start, end))
    cursor = [0]
    for path, value in _leaves(data, (), 0):
        if not isinstance(value, (int, float)) or isinstance(value, bool):
            continue
        where = _locate(body, value, cursor)
        panel_here, row, col = _json_referents(doc, path, panel)
        if where is None or row is None or col is None:
            continue
        n = parse_number_match(NUMBER_RE.match(body, where), start) if NUMBER_RE.match(body, where) else None
        if n is None:
            continue
        yield Claim("value", n.start, n.end, stated=n.value, panel=panel_here, row=row, column=col, hedge=hedge,
                    decimals=n.decimals, payload=ValuePayload(n.value, n.decimals), source="json")


def _leaves(data, path, depth):
    if depth > 50:
        return
    if isinstance(data, dict):
        grid = _grid(data)
        if grid is not None:  # {"ratio": [...], "window": [...], "values": [[...], ...]}: cells by their keys
            row_keys, column_keys, matrix = grid
            for r, row in zip(row_keys, matrix):
                for c, v in zip(column_keys, row):
                    yield path + (str(r), str(c)), v  # keys, not list indexes (an int in a path is an index)
            return
        for k, v in data.items():
            yield from _leaves(v, path + (k,), depth + 1)
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _leaves(v, path + (i,), depth + 1)
    else:
        yield path, data


_MATRIX_NAMES = ("values", "value", "data", "matrix", "z", "cells", "scores", "grid")


def _grid(data: dict):
    """(row keys, column keys, rows of values) when ``data`` holds a matrix under a name such as "values" and
    exactly two lists of keys, as long as its height and its width (a square one: the list written first is
    the rows, as in the matrix); else None."""
    name = next((k for k in data if str(k).lower() in _MATRIX_NAMES and _is_matrix(data[k])), None)
    if name is None:
        return None
    matrix = data[name]
    lists = [v for k, v in data.items() if k != name and isinstance(v, list) and v
             and all(isinstance(x, (str, int, float)) and not isinstance(x, bool) for x in v)]
    if len(lists) != 2:
        return None  # which lists are the keys is not clear
    shape = (len(matrix), len(matrix[0]))
    first, second = lists
    if (len(first), len(second)) == shape:
        return first, second, matrix
    if (len(second), len(first)) == shape:
        return second, first, matrix
    return None


def _is_matrix(value) -> bool:
    return (isinstance(value, list) and value and all(isinstance(r, list) and r for r in value)
            and len({len(r) for r in value}) == 1)


def _locate(body: str, value, cursor: list[int]) -> int | None:
    for m in NUMBER_RE.finditer(body, cursor[0]):
        n = parse_number_match(m)
        if n is not None and abs(n.value - float(value)) < 1e-9:
            cursor[0] = m.end()
            return m.start()
    return None


def _json_referents(doc: Document, path: tuple, panel):
    """Panel, row and column from a JSON path: panel names, axis-named keys ("window_500") or bare keys."""
    lex = doc.lex
    row = col = None
    for part in path:
        if isinstance(part, int):
            continue
        found = lex.panels_of(lex.mentions(str(part)))
        if len(found) == 1:
            panel = found[0]
            continue
        nums = numbers_in(str(part).replace("_", " "))
        axis = None
        if lex.axis_re is not None:
            m = lex.axis_re.search(str(part).replace("_", " "))
            axis = lex.axis_of(m.group(0)) if m else None
        key = nums[0].value if len(nums) == 1 else str(part)
        if axis is None:
            axis = lex.key_axis(key) or ("row" if row is None else "column")
        if axis == "row" and row is None:
            row = key
        elif axis == "column" and col is None:
            col = key
        elif row is None:
            row = key
        elif col is None:
            col = key
    return panel, row, col
