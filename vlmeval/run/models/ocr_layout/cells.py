"""Values inside a plot area: the grid of printed cells, and series (bars, lines) told apart by colour."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from vlmeval.run.models.ocr_layout.boxes import TextBox
from vlmeval.run.models.ocr_layout.roles import PanelLayout


# --- values inside a plot area -------------------------------------------------------------------------


@dataclass
class Grid:
    """Printed cell values of a heatmap: rows are y ticks top to bottom, columns x ticks left to right."""

    rows: list[str]
    columns: list[str]
    values: list[list[float | None]]
    texts: list[list[str | None]]


def _nearest(centres: list[float], value: float, tolerance: float) -> int | None:
    if not centres:
        return None
    i = int(np.argmin([abs(c - value) for c in centres]))
    return i if abs(centres[i] - value) <= tolerance else None


def _spacing(centres: list[float]) -> float:
    return float(np.median(np.diff(centres))) if len(centres) >= 2 else float("inf")


def read_grid(panel: PanelLayout) -> Grid | None:
    """The cell table when the numbers inside sit on the tick crossings (a heatmap); None otherwise."""
    numbers = [b for b in panel.inside if b.number is not None]
    xs = [b.anchor_x for b in panel.x_ticks]
    ys = [b.cy for b in panel.y_ticks]
    if not numbers or len(xs) < 1 or len(ys) < 1 or (len(xs) < 2 and len(ys) < 2):
        return None
    dx = _spacing(xs) if len(xs) >= 2 else panel.rect.width
    dy = _spacing(ys) if len(ys) >= 2 else panel.rect.height
    values: list[list[float | None]] = [[None] * len(xs) for _ in ys]
    texts: list[list[str | None]] = [[None] * len(xs) for _ in ys]
    placed = 0
    for b in numbers:
        c, r = _nearest(xs, b.cx, 0.2 * dx), _nearest(ys, b.cy, 0.2 * dy)
        if c is None or r is None or values[r][c] is not None:
            continue
        values[r][c], texts[r][c] = b.number, b.text
        placed += 1
    if placed < 0.8 * len(numbers) or placed < 0.5 * len(xs) * len(ys):
        return None
    return Grid(rows=[b.text for b in panel.y_ticks], columns=[b.text for b in panel.x_ticks],
                values=values, texts=texts)


# --- series (bars, lines) by colour ---------------------------------------------------------------------


def _saturated(rgb: np.ndarray) -> np.ndarray:
    rgb = rgb.astype(np.int16)
    return (rgb.max(axis=-1) - rgb.min(axis=-1)) > 40


def swatch_colour(rgb: np.ndarray, box: TextBox, h: float) -> tuple[int, int, int] | None:
    """The colour of a legend handle: the most common saturated colour just left of the entry's text."""
    y0, y1 = int(box.cy - h / 3), int(box.cy + h / 3) + 1
    x0, x1 = int(box.x0 - 2.6 * h), int(box.x0 - 1)
    patch = rgb[max(y0, 0):max(y1, 0), max(x0, 0):max(x1, 0)].reshape(-1, 3)
    patch = patch[_saturated(patch)] if len(patch) else patch
    if len(patch) < 3:
        return None
    colours, counts = np.unique(patch // 8 * 8, axis=0, return_counts=True)
    best = colours[int(np.argmax(counts))]
    near = patch[np.abs(patch.astype(int) - best.astype(int)).sum(axis=1) < 40]
    return tuple(int(v) for v in near.mean(axis=0))


def _colour_counts(rgb: np.ndarray, x0: float, y0: float, x1: float, y1: float,
                   colours: list[tuple[int, int, int]]) -> tuple[list[int], int]:
    patch = rgb[max(int(y0), 0):max(int(y1), 0), max(int(x0), 0):max(int(x1), 0)].reshape(-1, 3).astype(int)
    return [int((np.abs(patch - np.array(c)).sum(axis=1) < 60).sum()) for c in colours], len(patch)


def series_of(rgb: np.ndarray, label: TextBox, colours: list[tuple[int, int, int]], h: float) -> int | None:
    """Which legend colour a printed value belongs to: the segment it sits on (stacked bars), else the bar
    under it or the marker above or below it."""
    if not colours:
        return None
    counts, area = _colour_counts(rgb, label.x0, label.y0, label.x1 + 1, label.y1 + 1, colours)
    if max(counts) < 0.2 * max(area, 1):
        counts, _ = _colour_counts(rgb, label.x0, label.y0 - 0.9 * h, label.x1 + 1, label.y1 + 0.9 * h, colours)
    best = int(np.argmax(counts))
    return best if counts[best] >= 3 else None
