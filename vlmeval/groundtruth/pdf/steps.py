"""Step outlines read as series: a histogram drawn as a step line (``hist(histtype="step")``) or a step function
(``ax.step``) holds one level per step, the height of its horizontal run. Its vertices are not its values: at each
riser two levels share one x, so a reader of vertices keeps whichever comes first (or the baseline). Each step is
read at the middle of its run instead, where its level is the only value drawn.

A staircase that goes back along x (a histogram laid on its side, a cumulative curve drawn against y) is no function
of x: it stays declared unread (``parts.py``)."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Shape

FLAT = 0.05  # points: a run this flat is level, a riser this narrow is vertical


def is_step(p: Shape) -> bool:
    """An unfilled polyline of at least three horizontal runs and two risers, every segment horizontal or vertical."""
    if p.fill is not None or len(p.pts) < 7:
        return False
    kinds: list[str] = []
    for (x0, y0), (x1, y1) in zip(p.pts, p.pts[1:]):
        dx, dy = abs(x1 - x0), abs(y1 - y0)
        if dx < FLAT and dy < FLAT:
            continue  # a step of no height (two equal bins)
        if dx >= FLAT and dy >= FLAT:
            return False
        kind = "v" if dx < FLAT else "h"
        if not kinds or kinds[-1] != kind:
            kinds.append(kind)
    return kinds.count("h") >= 3 and kinds.count("v") >= 2


def step_levels(p: Shape) -> list[tuple[float, float]] | None:
    """The middle of each horizontal run of a step outline that is a function of x (its x never turns back), as
    page positions; None when the path is no step outline or turns back along x."""
    if not is_step(p):
        return None
    runs = [((x0 + x1) / 2, (y0 + y1) / 2, x1 - x0) for (x0, y0), (x1, y1) in zip(p.pts, p.pts[1:])
            if abs(x1 - x0) >= FLAT and abs(y1 - y0) < FLAT]
    if len(runs) > 1 and abs(runs[-1][2]) > 0.9 * abs(sum(r[2] for r in runs[:-1])):
        runs = runs[:-1]  # a closed outline's return along its baseline
    if not runs or not (all(r[2] > 0 for r in runs) or all(r[2] < 0 for r in runs)):
        return None
    return [(x, y) for x, y, _ in runs]


def sideways_levels(p: Shape) -> list[tuple[float, float]] | None:
    """A step outline laid on its side (a histogram's bars along y, a marginal beside a panel): the middle of each
    vertical run as (x, y) page positions, x its level; None when the path is no such outline or turns back along y."""
    turned = Shape([(y, x) for x, y in p.pts], p.stroke, p.fill, p.closed, p.dashed, p.dash)
    levels = step_levels(turned)
    return None if levels is None else [(x, y) for y, x in levels]
