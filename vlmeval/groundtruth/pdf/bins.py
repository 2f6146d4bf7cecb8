"""What is and is not a bar among a frame's filled rectangles, beyond the boxes the page reader found: a formula's
rules (a fraction bar, a minus sign drawn as a filled rectangle: pigsfli's 'U/t' and '−ln⟨SWAP⟩') are text, and a
histogram's bins too low or too square to be read as boxes (a bin of count 1 is a square the page reader keeps as
a marker, a bin of count 0 a rectangle of height 0) are bars."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Box, Page, Run, color_key
from vlmeval.groundtruth.pdf.values import inside

RULE = 1.5  # points: a formula's rule is thinner than this
GAP = 6.0  # points: how far from its rule a formula's text sits


def text_rule(b: Box, runs: list[Run]) -> bool:
    """A rule of a formula: a thin filled rectangle with text just above and just below it over its width (a
    fraction bar), or text starting right after it on its line (a minus sign before 'ln')."""
    if b.h > RULE or b.w > 40:
        return False
    over = [r for r in runs if r.angle == 0 and min(r.x1, b.x1) - max(r.x0, b.x0) >= 0.5 * b.w]
    above = any(r.cy < b.top and b.top - r.bottom <= GAP for r in over)  # the run below may reach up past it
    below = any(r.cy > b.bottom and r.top - b.bottom <= GAP for r in over)  # ('t = 0.5': '=' sits on the axis)
    minus = any(r.angle == 0 and 0 <= r.x0 - b.x1 <= 0.5 * r.size and r.top <= b.cy <= r.bottom
                and b.w <= 1.2 * r.size for r in runs)
    return (above and below) or minus


def path_bins(page: Page, frame: Box, rects: list[Box], skip: set[int], legend: Box | None) -> list[Box]:
    """Filled rectangular paths of a bar's width and of a bar series' fill, standing where the bars stand (on the
    bars' baseline, or on a bar of its column: a stacked segment of height 0) and beside or on a bar: bins the
    page reader did not take for boxes."""
    cands = []
    for p in page.paths:
        b = p.bbox
        if id(p) in skip or p.fill is None or len(p.pts) not in (4, 5) or not inside(b, frame) or (
                legend is not None and b.inside(legend, 0)) or not _rectangular(p.pts, b):
            continue
        if not any(abs(b.x0 - r.x0) < 0.3 and abs(b.top - r.top) < 0.3 and abs(b.bottom - r.bottom) < 0.3
                   for r in rects) and any(abs(r.w - b.w) < 0.3 and color_key(r.fill) == color_key(p.fill) for r in rects):
            cands.append(Box(b.x0, b.top, b.x1, b.bottom, p.fill, p.stroke))
    out: list[Box] = []
    for _ in range(len(cands)):  # a run of empty bins joins the bars one neighbour at a time
        have = rects + out
        more = [b for b in cands if b not in out and _stands(b, have) and any(
            abs(b.x0 - r.x1) < 0.3 or abs(b.x1 - r.x0) < 0.3 or abs(b.x0 - r.x0) < 0.3 for r in have)]
        if not more:
            break
        out += more
    return out


def _stands(b: Box, bars: list[Box]) -> bool:
    return any(abs(r.bottom - b.bottom) < 0.3 or (abs(r.top - b.bottom) < 0.3 and abs(r.x0 - b.x0) < 0.3)
               for r in bars)


def _rectangular(pts: list[tuple[float, float]], b: Box) -> bool:
    return all(min(abs(x - b.x0), abs(x - b.x1)) < 0.3 and min(abs(y - b.top), abs(y - b.bottom)) < 0.3
               for x, y in pts)
