"""A scatter's table keeps one value per series and x key; where a series draws several markers at one x key at
different heights (a column of points: the runs that share a setting, ensemble members at x = 0) no one of them is
that cell's value, so the cell is unknown and the points (``Table.points``) keep every marker. Markers drawn at the
same place (the same value once read) are one value."""

from __future__ import annotations

from typing import Any, Protocol, TypeVar


class Cell(Protocol):
    """What a read item needs here (values.Item: values.py imports this module, so it is not imported back)."""
    row: Any
    column: Any
    value: float | None


Item = TypeVar("Item", bound=Cell)


def one_per_cell(items: list[Item]) -> tuple[list[Item], int]:
    """One item per (row, column): the first drawn, its value None where the cell's markers read different values;
    with how many cells were made unknown so."""
    cells: dict[tuple, list[Item]] = {}
    for it in items:
        cells.setdefault((it.row, it.column), []).append(it)
    kept, shared = [], 0
    for group in cells.values():
        first = group[0]
        if len({it.value for it in group}) > 1:
            first.value = None
            shared += 1
        kept.append(first)
    return kept, shared


def shared_note(shared: int) -> str:
    return (f"{shared} cell(s) where a series draws several markers at one x value at different heights are unknown "
            "(no one marker is the value there); the points keep every marker")
