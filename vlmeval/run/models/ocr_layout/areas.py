"""Plot areas from the pixels: a panel is where a dark left spine meets a bottom spine."""

from __future__ import annotations

import numpy as np

from vlmeval.run.models.ocr_layout.boxes import Rect


# --- plot areas from the pixels -------------------------------------------------------------------------

MIN_SPINE = 40  # px: the shortest left spine taken for a plot area
MIN_BASE = 10  # px: the shortest bottom spine (a colorbar is narrow)
TICK = 14  # px: the longest tick mark allowed to stick out at a corner


def _dark_mask(rgb: np.ndarray) -> np.ndarray:
    """Near-black, near-grey pixels: spines and outlines, not the dark end of a colormap (navy, purple)."""
    rgb = rgb.astype(np.int16)
    hi, lo = rgb.max(axis=2), rgb.min(axis=2)
    return (hi < 90) & (hi - lo < 40)


def _runs(line: np.ndarray, min_len: int) -> list[tuple[int, int]]:
    """(start, end) of the runs of True at least ``min_len`` long; end exclusive."""
    padded = np.concatenate([[False], line, [False]]).astype(np.int8)
    edges = np.flatnonzero(np.diff(padded))
    starts, ends = edges[::2], edges[1::2]
    keep = ends - starts >= min_len
    return list(zip(starts[keep].tolist(), ends[keep].tolist()))


def _segments(mask: np.ndarray, min_len: int) -> list[tuple[int, int, int]]:
    """Straight dark segments along rows of ``mask`` as (row, start, end); a thick line counts once."""
    found: list[tuple[int, int, int]] = []
    previous: set[tuple[int, int]] = set()
    for row in range(mask.shape[0]):
        runs = _runs(mask[row], min_len)
        current = set(runs)
        for start, end in runs:
            if not any(abs(start - s) <= 1 and abs(end - e) <= 1 for s, e in previous):
                found.append((row, start, end))
        previous = current
    return found


def find_plot_areas(rgb: np.ndarray) -> list[Rect]:
    """Rectangles where a left spine meets a bottom spine (a full frame or an L), outermost only."""
    dark = _dark_mask(rgb)
    bottoms = _segments(dark, MIN_BASE)  # (y, x0, x1)
    lefts = _segments(dark.T, MIN_SPINE)  # (x, y0, y1)
    rects: set[Rect] = set()
    for x, top, bottom in lefts:
        for y, start, end in bottoms:
            # a tick mark at the corner can stick out left of (or below) the meeting point
            if -3 <= x - start <= TICK and -3 <= bottom - 1 - y <= TICK and end - x >= MIN_BASE:
                rects.add(Rect(x, top, end - 1, y))
    ordered = sorted(rects, key=lambda r: -(r.width * r.height))
    outer: list[Rect] = []
    for rect in ordered:
        if not any(rect.inside(o) for o in outer):
            outer.append(rect)
    return sorted(outer, key=lambda r: (r.y0, r.x0))


def x_tick_marks(rgb: np.ndarray, rect: Rect) -> list[float]:
    """Centres of the short dark marks hanging below a plot area's bottom spine (matplotlib's x ticks)."""
    band = _dark_mask(rgb[rect.y1 + 2:rect.y1 + 5, rect.x0:rect.x1 + 1])
    if band.shape[0] < 3:
        return []
    return [rect.x0 + (start + end - 1) / 2 for start, end in _runs(band.all(axis=0), 1) if end - start <= 4]


def is_colorbar(rect: Rect) -> bool:
    return rect.width < 45 and rect.height > 2.5 * rect.width
