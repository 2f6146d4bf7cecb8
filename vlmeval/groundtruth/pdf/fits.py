"""Fitted trend lines: a straight stroke across most of a scatter panel that a legend entry names is the panel's
fit (Panel.fit), read through the axis mappings: y = intercept + slope * x, with x as log10(x) on a log x axis
(where such a fit is straight on the page). R² is taken from the legend text where it is printed there."""

from __future__ import annotations

import math
import re

from vlmeval.groundtruth.pdf.axes import Frame
from vlmeval.groundtruth.pdf.primitives import Page, Shape, color_key
from vlmeval.groundtruth.pdf.ticks import parse_number
from vlmeval.groundtruth.pdf.values import STEP, round_to
from vlmeval.groundtruth.schema import TrendLine

SPAN = 0.5  # a fit runs across at least half the frame's width
STRAIGHT = 0.5  # points: how far a fit's vertices may stray from the straight line through its ends
_R2 = re.compile(r"R(?:²|\^2|2)\s*=\s*([-+−]?\d*\.?\d+)")


def read_fit(page: Page, frame: Frame, entries, skip: set[int]) -> TrendLine | None:
    xm, ym = frame.x.mapping, frame.y.mapping
    if xm is None or ym is None or xm.scale not in ("linear", "log") or ym.scale != "linear":
        return None
    f = frame.box
    for p in page.paths:
        b = p.bbox
        if (id(p) in skip or p.stroke is None or p.fill is not None or len(p.pts) < 2 or not b.inside(f, 2)
                or b.w < SPAN * f.w or b.h < 0.3 or not _straight(p)):
            continue
        named = [e for e in entries if e.kind == "line" and color_key(e.color) == color_key(p.stroke)]
        if len(named) != 1:
            continue  # a straight stroke no legend entry names: a guide, not a fit
        return _trend(p, xm, ym, named[0].name)
    return None


def _straight(p: Shape) -> bool:
    (x0, y0), (x1, y1) = min(p.pts), max(p.pts)
    if x1 - x0 <= 0:
        return False
    return all(abs(y0 + (y1 - y0) * (x - x0) / (x1 - x0) - y) <= STRAIGHT for x, y in p.pts)


def _trend(p: Shape, xm, ym, label: str) -> TrendLine:
    (px0, py0), (px1, py1) = min(p.pts), max(p.pts)
    log = xm.scale == "log"
    t0, t1 = (math.log10(xm.value(px0)), math.log10(xm.value(px1))) if log else (xm.value(px0), xm.value(px1))
    y0, y1 = ym.value(py0), ym.value(py1)
    slope = (y1 - y0) / (t1 - t0)
    intercept = y0 - slope * t0
    res = ym.resolution(min(py0, py1), max(py0, py1), STEP)  # what the drawing's precision is worth in y
    slope_res = 2 * res / abs(t1 - t0)
    r2 = _R2.search(label)
    spread = res + slope_res * max(abs(t0), abs(t1))  # the intercept lies where the line is extended to x = 0
    return TrendLine(slope=round_to(slope, slope_res / 10), intercept=round_to(intercept, spread / 10),
                     x_transform="log10" if log else "identity", r2=parse_number(r2.group(1)) if r2 else None, label=label)
