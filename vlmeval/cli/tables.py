"""Tables for people and for logs: whole when the output is not a terminal.

A terminal gets rich's table at the terminal's width. A pipe or a file (a CI log, ``| cat``) would get rich's
80-column default, which cuts headers to ``sta…``; there the table is printed at its natural width instead,
so every header and cell reads whole.
"""

from __future__ import annotations

from rich.console import Console
from rich.measure import Measurement
from rich.table import Table

NATURAL_WIDTH_LIMIT = 100_000


def print_table(table: Table, console: Console) -> None:
    if console.is_terminal:
        console.print(table)
        return
    roomy = Console(file=console.file, width=NATURAL_WIDTH_LIMIT, color_system=None, highlight=False)
    width = Measurement.get(roomy, roomy.options, table).maximum
    Console(file=console.file, width=max(width, 20), color_system=None, highlight=False).print(table)
