"""The one renderer of every table the CLI prints.

Off a terminal (a pipe, a file, a CI log) a table is printed whole, at its natural width: every column, every
header and cell on its own line.

In a terminal it fits the terminal's width without cutting a header or a cell: a header may wrap between its
words, and so may a cell of a ``wrap`` column; a cell of any other column (a figure id, a path, ``0.970 [0.954,
1.000]``) stays on one line. Where even then the columns do not fit, the least important ones (the table's
``first`` headers matter most, then the rest from left to right) are left out, and one line under the table names
them and how to see them.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from rich import box as boxes
from rich.console import Console
from rich.table import Table
from rich.text import Text
from vlmeval.console import printable

# how to see what a terminal's width left out, when a command has no other way (e.g. --format) to show it
WIDER = "a wider terminal, or pipe to a file (e.g. | cat)"


@dataclass(frozen=True, slots=True)
class Column:
    header: str
    right: bool = False  # numbers
    wrap: bool = False  # a cell may break between its words; otherwise it stays on one line


@dataclass
class TextTable:
    columns: list[Column]
    title: str | None = None
    caption: str | None = None
    first: tuple[str, ...] = ()  # headers kept first where the width is short, most important first
    simple: bool = False  # rules under the header only (no box)
    rows: list[tuple[str, ...]] = field(default_factory=list)  # cells may hold rich markup

    def add_row(self, *cells: str) -> None:
        self.rows.append(tuple(printable(str(c)) for c in cells))  # a model name may hold "\x1b[2J"

    def importance(self) -> list[int]:
        """Column indexes, most important first: the ``first`` headers in their order, then left to right."""
        headers = [c.header for c in self.columns]
        named = [headers.index(h) for h in self.first if h in headers]
        return named + [i for i in range(len(headers)) if i not in named]


@dataclass(frozen=True, slots=True)
class Fit:
    kept: list[int]  # column indexes, in the table's order
    widths: list[int]  # the width of each kept column's text
    left_out: list[str]  # headers, in the table's order


def overhead(n_columns: int) -> int:
    """Rich's width around the text of n columns: one space of padding each side, a rule between and at each edge."""
    return 3 * n_columns + 1


def _widest(text: Text) -> int:
    return max((line.cell_len for line in text.split()), default=0)


def _longest_word(text: Text) -> int:
    return max((Text(w).cell_len for w in text.plain.split()), default=0)


def fit(table: TextTable, width: int, console: Console) -> Fit:
    """The columns that fit ``width`` whole, and their widths: each at least its longest header word and widest
    unbreakable cell, the room left given to the most important columns first, up to their natural width."""
    cells = [[console.render_str(str(row[i])) for row in table.rows] for i in range(len(table.columns))]
    natural, least = [], []
    for column, texts in zip(table.columns, cells):
        header = Text(column.header)
        natural.append(max([header.cell_len, *(_widest(t) for t in texts)]))
        cell_least = [_longest_word(t) if column.wrap else _widest(t) for t in texts]
        least.append(max([_longest_word(header), *cell_least]))
    order = table.importance()
    kept = list(order)
    while len(kept) > 1 and overhead(len(kept)) + sum(least[i] for i in kept) > width:
        kept.pop()
    widths = {i: least[i] for i in kept}
    room = width - overhead(len(kept)) - sum(widths.values())
    for i in kept:  # most important first
        grow = max(0, min(room, natural[i] - widths[i]))
        widths[i] += grow
        room -= grow
    shown = sorted(kept)
    left_out = [table.columns[i].header for i in range(len(table.columns)) if i not in kept]
    return Fit(shown, [widths[i] for i in shown], left_out)


def _rich(table: TextTable, chosen: Fit) -> Table:
    rich = Table(title=table.title and printable(table.title), caption=table.caption, box=boxes.SIMPLE_HEAD if table.simple else boxes.HEAVY_HEAD)
    for i, width in zip(chosen.kept, chosen.widths):
        column = table.columns[i]
        # every cell of a column that does not wrap fits its width whole, so rich may wrap them all: the header
        # then breaks between its words (rich applies a column's no_wrap to its header too)
        rich.add_column(column.header, justify="right" if column.right else "left", width=width, overflow="fold")
    for row in table.rows:
        rich.add_row(*(str(row[i]) for i in chosen.kept))
    return rich


def print_table(table: TextTable, console: Console, *, to_see: str = WIDER) -> list[str]:
    """Print the table (see the module's doc); returns the headers a terminal's width left out."""
    if not console.is_terminal:
        whole = fit(table, sys.maxsize, console)  # room for every column at its natural width
        width = overhead(len(whole.kept)) + sum(whole.widths)
        Console(file=console.file, width=max(width, 20), color_system=None, highlight=False).print(_rich(table, whole))
        return []
    chosen = fit(table, console.width, console)
    console.print(_rich(table, chosen))
    if chosen.left_out:
        console.print(f"left out to fit {console.width} columns: {', '.join(chosen.left_out)}; to see them: {to_see}",
                      highlight=False)
    return chosen.left_out
