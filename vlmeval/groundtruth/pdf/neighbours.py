"""Panels packed edge to edge (a grid with no gaps: harmonic-sampling's rows) put text beside one frame that is
another's: a note boxed at the top of the panel below sits right under this frame, and the tick labels at the
edge two stacked panels share ('0' of the upper, '1.0' of the lower) lie beside both. Neither is a tick label of
this frame."""

from __future__ import annotations

from itertools import combinations

from vlmeval.groundtruth.pdf.primitives import Box, Run
from vlmeval.groundtruth.pdf.ticks import Mapping, calibrate

EDGE = 2.0  # points: a tick label this close to the frame's top or bottom edge is at it


def outside_others(runs: list[Run], box: Box, others: list[Box]) -> list[Run]:
    """The runs not inside another panel's frame (one that neither is this frame nor holds it, and is not filled
    with a colour: a bar drawn from zero reaches past a frame whose axis starts above it)."""
    theirs = [o for o in others if o is not box and not box.inside(o, 1.5) and not _same(o, box)
              and (o.fill is None or min(o.fill) >= 0.95)]
    return [r for r in runs if not any(o.contains(r.cx, r.cy) for o in theirs)]


def without_edge_labels(placed: list[tuple[Run, float]], box: Box) -> tuple[list, Mapping | None]:
    """Where a y axis's labels fit no scale: the fewest labels at the frame's top or bottom edge (a stacked
    neighbour's) whose removal lets the rest, three at least, fit one; (placed, None) when none does."""
    edge = [i for i, (_, p) in enumerate(placed) if abs(p - box.top) < EDGE or abs(p - box.bottom) < EDGE]
    for k in range(1, len(edge) + 1):
        for drop in combinations(edge, k):
            kept = [t for i, t in enumerate(placed) if i not in drop]
            if len(kept) < 3:
                return placed, None
            mapping = calibrate([p for _, p in kept], [r.text for r, _ in kept])
            if mapping is not None:
                return kept, mapping
    return placed, None


def _same(a: Box, b: Box, tol: float = 1.5) -> bool:
    return (abs(a.x0 - b.x0) < tol and abs(a.x1 - b.x1) < tol and abs(a.top - b.top) < tol
            and abs(a.bottom - b.bottom) < tol)
