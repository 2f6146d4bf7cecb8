"""Which panel a colour bar belongs to: the nearest at its left, never one with another panel between them (a line
panel left of a heatmap took the heatmap's bar, and a heatmap with no bar of its own took its neighbour's), save
a row of heatmaps of one width sharing one bar (matplotlib's colorbar(ax=[...]) narrows every panel it serves
alike; a bar made for one panel narrows that panel only)."""

from __future__ import annotations

from typing import Callable, TypeVar

from vlmeval.groundtruth.pdf.heatmap import is_heatmap
from vlmeval.groundtruth.pdf.primitives import Box, Page

T = TypeVar("T")


def _level(a: Box, b: Box) -> bool:
    return a.top < b.bottom and a.bottom > b.top


def panel_between(frame: Box, bar: Box, others: list[Box]) -> bool:
    """Whether another panel stands between the frame and the bar at its right: it starts right of the frame's
    right edge, ends left of the bar, and shares height with both."""
    return any(o.x0 >= frame.x1 - 1 and o.x1 <= bar.x0 + 1 and _level(o, frame) and _level(o, bar) for o in others)


def nearest_bar(frame: Box, bars: list[Box], others: list[Box], items: list[T]) -> T | None:
    """The item whose bar stands nearest at the frame's right, level with it, with no other panel between."""
    beside = [(b.x0 - frame.x1, i) for i, b in enumerate(bars)
              if b.x0 >= frame.x1 - 1 and _level(b, frame) and not panel_between(frame, b, others)]
    return items[min(beside)[1]] if beside else None


def blocking(frame, others: list, draws_cells: Callable[[object], bool]) -> list[Box]:
    """The boxes of the other frames that stand between ``frame`` and a bar as panels of their own: all of them,
    save heatmaps of the frame's own width beside a heatmap frame (one bar shared by the row)."""
    def shares(o) -> bool:
        return abs(o.box.w - frame.box.w) <= 1.0 and draws_cells(frame) and draws_cells(o)

    return [o.box for o in others if not shares(o)]


def bar_of(page: Page, frame, colorbars: list, frames: list):
    """The colour bar (a Frame) that belongs to ``frame``, or None."""
    others = blocking(frame, [g for g in frames if g is not frame], lambda g: is_heatmap(page, g))
    return nearest_bar(frame.box, [c.box for c in colorbars], others, colorbars)
