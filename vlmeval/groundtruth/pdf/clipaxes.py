"""Axes drawn inside a panel without ticks or a frame of their own (a 3D sketch of a molecule, a drawing set into
the plot): matplotlib clips every axes' artists to that axes' box, so paths painted under a clip region well inside
the panel's frame, smaller than it and shared by several paths, are that other axes' drawing, never the panel's
data (he-benzene's benzene sketch, its atoms read as two marker series of the panel around it)."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Box, Page

SMALLER = 0.5  # a drawing's axes cover at most this share of the panel's area
SAME = 1.5  # points: clip regions this close to a box are that box


def clipped_axes(page: Page, frame: Box, known: list[Box]) -> list[Box]:
    """The clip regions inside ``frame`` (within half a point), at most SMALLER of its area, that two or more paths
    are painted under and that are none of the ``known`` boxes (insets read or declared already)."""
    counts: dict[tuple, int] = {}
    for p in page.paths:
        if p.clip is not None:
            counts[p.clip] = counts.get(p.clip, 0) + 1
    out = []
    for (x0, top, x1, bottom), n in counts.items():
        box = Box(x0, top, x1, bottom, None, None)
        if n < 2 or not box.inside(frame, 0.5) or box.w * box.h > SMALLER * frame.w * frame.h:
            continue
        if not any(_same(box, k) for k in known):
            out.append(box)
    return out


def clipped_to(page: Page, boxes: list[Box]) -> set[int]:
    """The paths painted under one of these clip regions."""
    return {id(p) for p in page.paths if p.clip is not None and any(_same(Box(*p.clip, None, None), b) for b in boxes)}


def _same(a: Box, b: Box) -> bool:
    return all(abs(u - v) <= SAME for u, v in ((a.x0, b.x0), (a.top, b.top), (a.x1, b.x1), (a.bottom, b.bottom)))


def without_drawn_entries(page: Page, frames: list, entries: list) -> list:
    """The legend entries but those whose swatch is part of a drawing in axes of its own inside a frame (a sketch's
    axis letter 'x' beside one of its atoms is no key entry)."""
    drawn = [b for f in frames for b in clipped_axes(page, f.box, [g.box for g in frames if g.inset_of is f])]
    inside = clipped_to(page, drawn) if drawn else set()
    return [e for e in entries if id(e.swatch) not in inside]
