"""A box drawn round a panel (a dashed outline that singles one panel out of a grid) holds no tick labels of its
own: the panel's frame inside it does. Only the outermost boxes are tried as frames, so the boxes a bare box holds
are tried in its stead."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Box


def held_boxes(outer: Box, boxes: list[Box]) -> list[Box]:
    """The outermost of the boxes inside ``outer`` (not ``outer`` itself, nor one of its size)."""
    inner = [b for b in boxes if b is not outer and b.inside(outer) and not _same(b, outer)]
    return [b for b in inner if not any(u is not b and b.inside(u) and not _same(b, u) for u in inner)]


def _same(a: Box, b: Box, tol: float = 1.5) -> bool:
    return max(abs(a.x0 - b.x0), abs(a.x1 - b.x1), abs(a.top - b.top), abs(a.bottom - b.bottom)) < tol
