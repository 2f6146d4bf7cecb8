"""Two-column tables of a figure's parts and what each shows ("| Element | Description |" over "| X-axis | label
"x [cm]", range 0 to about 31 |"), read as the bullets they stand for ("- X-axis: label "x [cm]", range 0 to about
31"): a "Components/Axes" section written as a table says what its bullets say, and the readers of axis labels,
ranges, ticks and legend entries read bullets. The table's header row and separator are no statement and read as
blank lines; an escaped pipe in a cell ("s(x\\|θ)") reads as the pipe it stands for.

Only a table of names and descriptions is read so: two cells on every line, a header without digits, each row led by
a name (not a number), every description holding words and at least half of them three or more. A table of values
("| x interval | s(x) |" over "| 18–19 | ~0.62 |", "| Method | Accuracy |" over "| A | 0.85 |") stays a table."""

from __future__ import annotations

import re

_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_CELL_BREAK = re.compile(r"(?<!\\)\|")
_WORD = re.compile(r"[^\W\d_]{2,}")
_NAME = re.compile(r"^\W*[^\W\d_]")  # a row's first cell opens with a letter (after marks such as "**")
_BOLD = re.compile(r"^\*\*(.+)\*\*$")


def _cells(line: str) -> list[tuple[int, int]] | None:
    """(start, end) within ``line`` of each cell of a table line "| a | b |"; None for a line of another form."""
    body = line.rstrip()
    if not body.lstrip().startswith("|") or not body.endswith("|") or len(body.strip()) < 3:
        return None
    bars = [m.start() for m in _CELL_BREAK.finditer(body)]
    return [(a + 1, b) for a, b in zip(bars, bars[1:])]


def _stripped(line: str, span: tuple[int, int]) -> tuple[int, int]:
    """A cell's span without surrounding spaces and bold marks."""
    a, b = span
    while a < b and line[a].isspace():
        a += 1
    while b > a and line[b - 1].isspace():
        b -= 1
    if _BOLD.match(line[a:b]) and b - a > 4:
        a, b = a + 2, b - 2
    return a, b


def _is_key_table(lines: list[str], cells: list[list[tuple[int, int]]]) -> bool:
    if len(lines) < 3 or not _SEPARATOR.match(lines[1]) or any(c is None or len(c) != 2 for c in cells[:1] + cells[2:]):
        return False
    if any(ch.isdigit() for ch in lines[0]):
        return False  # a header with numbers is a grid's (its columns are places)
    rows = [[lines[i][a:b] for a, b in cells[i]] for i in range(2, len(lines))]
    if not all(_NAME.match(key) and _WORD.search(desc) for key, desc in rows):
        return False
    return 2 * sum(len(_WORD.findall(desc)) >= 3 for _, desc in rows) >= len(rows)


def key_table_bullets(text: str) -> tuple[str, list[int]] | None:
    """``text`` with each key table read as bullets, and for each character of the result the index in ``text``
    it stands for (an inserted mark stands for the pipe it replaces); None when ``text`` holds no key table."""
    if "|" not in text:
        return None
    lines = text.split("\n")
    starts, pos = [], 0
    for ln in lines:
        starts.append(pos)
        pos += len(ln) + 1
    out: list[str] = []
    index: list[int] = []
    changed = False
    i = 0
    while i < len(lines):
        j = i
        while j < len(lines) and lines[j].lstrip().startswith("|"):
            j += 1
        block = lines[i:j]
        cells = [_cells(ln) for ln in block]
        if j > i and _is_key_table(block, cells):
            changed = True
            for k, ln in enumerate(block):
                if k >= 2:
                    _bullet(ln, starts[i + k], cells[k], out, index)
                if i + k < len(lines) - 1:
                    out.append("\n")
                    index.append(starts[i + k] + len(ln))
            i = j
            continue
        for k in range(i, max(j, i + 1)):
            ln = lines[k] + ("\n" if k < len(lines) - 1 else "")
            out.append(ln)
            index.extend(range(starts[k], starts[k] + len(ln)))
        i = max(j, i + 1)
    return ("".join(out), index) if changed else None


def _bullet(line: str, start: int, cells: list[tuple[int, int]], out: list[str], index: list[int]) -> None:
    """"| key | description |" as "- key: description" (an escaped pipe unescaped)."""
    (ka, kb), (da, db) = (_stripped(line, c) for c in cells)
    bar = line.index("|")
    out.append("- ")
    index.extend([start + bar] * 2)
    out.append(line[ka:kb])
    index.extend(range(start + ka, start + kb))
    out.append(": ")
    index.extend([start + cells[0][1]] * 2)
    k = da
    while k < db:
        if line[k] == "\\" and k + 1 < db and line[k + 1] == "|":
            k += 1
        out.append(line[k])
        index.append(start + k)
        k += 1
