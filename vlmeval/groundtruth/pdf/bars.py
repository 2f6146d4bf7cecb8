"""Bars: filled rectangles on a category axis (vertical or horizontal, grouped by colour, stacked), or on a
numeric x axis (histogram bins, bars at numbers); a bar's value is its end away from zero."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.axes import Frame
from vlmeval.groundtruth.pdf.bins import path_bins, text_rule
from vlmeval.groundtruth.pdf.boxplots import box_rectangles
from vlmeval.groundtruth.pdf.legend import Entry, series_for
from vlmeval.groundtruth.pdf.primitives import Box, Page, color_key, is_square_marker
from vlmeval.groundtruth.pdf.values import (STEP, Item, PanelValues, categories, inside, legend_area, nearest_category,
                                           numeric_key, round_to)


def bars(page: Page, frame: Frame, entries: list[Entry], skip: set[int]) -> PanelValues | None:
    f = frame.box
    legend = legend_area(entries, f)
    skip = skip | box_rectangles(page, f)
    rects = [c for c in (_in_frame(b, f) for b in page.boxes if b.fill is not None and id(b) not in skip)
             if c is not None and not _same_box(c, f) and c.fill != (1.0, 1.0, 1.0) and min(c.w, c.h) > 0.2
             and not (legend is not None and c.inside(legend, 0) and _swatch_part(c, entries))
             and not text_rule(c, page.runs)]
    if not rects:
        return None
    rects += _square_segments(page, rects, skip, legend)
    rects += path_bins(page, frame.box, rects, skip, legend)
    vertical = frame.x.mapping is None and frame.y.mapping is not None
    horizontal = frame.y.mapping is None and frame.x.mapping is not None
    if vertical or horizontal:
        cat_axis, val_axis = (frame.x, frame.y) if vertical else (frame.y, frame.x)
        cats = categories(cat_axis)
    else:
        cats = _numeric_columns(rects, frame)
        if cats is None:
            return None
        vertical, val_axis = True, frame.y
    out = PanelValues("bar")
    m = val_axis.mapping
    colors, drawn = [], []
    for b in rects:
        key = nearest_category(b.cx if vertical else b.cy, cats)
        if key is None:
            continue
        colors.append(color_key(b.fill))
        drawn.append(b)
        out.items.append(Item(str(color_key(b.fill)), key, None, (b.cx, b.cy), box=b))
    out.stacked = _stacked(drawn, vertical)
    tol = m.resolution(min(val_axis.positions), max(val_axis.positions), STEP)
    for it, b in zip(out.items, drawn):
        it.value, it.anchor = _bar_value(b, m, vertical, out.stacked, tol)
    _name_series(out, entries, colors)
    out.columns = [k for _, k in cats]
    out.tolerance = tol
    return out


def _numeric_columns(rects: list[Box], frame: Frame) -> list[tuple[float, object]] | None:
    """Columns of bars on a numeric x axis (linear or log: bins equal in log, peerless's periods), each bar
    standing on the y axis's zero (or on another bar: stacked):
    bars that tile the axis are a histogram's bins ('20–30'), others stand at their centre's value. None when the
    rectangles are no such bars (a shaded band, a box behind a label)."""
    x, y = frame.x.mapping, frame.y.mapping
    if x is None or y is None or x.scale not in ("linear", "log") or y.scale != "linear" or len(rects) < 2:
        return None
    zero = y.resolution(min(frame.y.positions), max(frame.y.positions), 0.5)
    for b in rects:
        stands = abs(y.value(b.bottom)) <= zero or any(
            abs(o.top - b.bottom) < 0.3 and abs(o.x0 - b.x0) < 0.5 and abs(o.x1 - b.x1) < 0.5 for o in rects)
        if not stands or b.h >= 0.98 * frame.box.h:
            return None
    near = _near(min(b.w for b in rects))
    spans: list[tuple[float, float]] = []
    for b in sorted(rects, key=lambda b: b.x0):
        if not any(abs(b.x0 - a) < near and abs(b.x1 - z) < near for a, z in spans):
            spans.append((b.x0, b.x1))
    if any(z > a2 + near for (_, z), (a2, _) in zip(spans, spans[1:])):
        return None  # overlapping columns: not bars of one axis
    if all(abs(z - a2) < near for (_, z), (a2, _) in zip(spans, spans[1:])):
        # each edge to what the drawing resolves there (finer at a log axis's low end); 12 digits, not 6, which
        # would merge 1.440041 and 1.440042
        edge = lambda p: f"{round_to(x.value(p), x.resolution(p, p, STEP)):.12g}"  # noqa: E731
        return [((a + z) / 2, f"{edge(a)}–{edge(z)}") for a, z in spans]
    return [((a + z) / 2, numeric_key(frame.x, (a + z) / 2)) for a, z in spans]


def _in_frame(b: Box, f: Box, pad: float = 1.5) -> Box | None:
    """The part of a box that is a bar of this frame: inside it, or crossing one edge by less than half its width
    (a grouped bar at the end of the axis, clipped there: pgfplots); or a bar drawn from zero on a value axis that
    starts above zero (bottom or left edge), cut at the frame's edge where the drawing clips it."""
    if inside(b, f, pad):
        return b
    across_x = f.x0 - b.x0 < b.w / 2 and b.x1 - f.x1 < b.w / 2 and f.top - pad <= b.top and b.bottom <= f.bottom + pad
    across_y = f.top - b.top < b.h / 2 and b.bottom - f.bottom < b.h / 2 and f.x0 - pad <= b.x0 and b.x1 <= f.x1 + pad
    if (across_x or across_y) and f.contains(b.cx, b.cy):
        return b
    if f.x0 - pad <= b.x0 and b.x1 <= f.x1 + pad and f.top - pad <= b.top < f.bottom - pad and b.bottom > f.bottom + pad:
        return Box(b.x0, b.top, b.x1, f.bottom, b.fill, b.stroke)
    if f.top - pad <= b.top and b.bottom <= f.bottom + pad and b.x0 < f.x0 - pad and f.x0 + pad < b.x1 <= f.x1 + pad:
        return Box(f.x0, b.top, b.x1, b.bottom, b.fill, b.stroke)
    return None


def _square_segments(page: Page, rects: list[Box], skip: set[int], legend: Box | None) -> list[Box]:
    """Filled squares that continue a bar (same width or height, edge to edge): a stacked segment that happens to
    be square, which the page reader took for a square marker."""
    out = []
    for p in page.paths:
        b = p.bbox
        if id(p) in skip or p.fill is None or len(p.pts) not in (4, 5) or not is_square_marker(b) or (
                legend is not None and b.inside(legend, 0)):
            continue
        if any((abs(b.x0 - r.x0) < 0.3 and abs(b.x1 - r.x1) < 0.3 and min(abs(b.top - r.bottom), abs(b.bottom - r.top)) < 0.3)
               or (abs(b.top - r.top) < 0.3 and abs(b.bottom - r.bottom) < 0.3 and min(abs(b.x0 - r.x1), abs(b.x1 - r.x0)) < 0.3)
               for r in rects):
            out.append(Box(b.x0, b.top, b.x1, b.bottom, p.fill, p.stroke))
    return out


def _swatch_part(b: Box, entries: list[Entry]) -> bool:
    """Part of a legend swatch: pgfplots draws a bar legend's swatch as two small bars of one width standing on one
    line, and only one is the entry's. Other bars in the legend's area are data drawn under it."""
    for e in entries:
        s = e.swatch if isinstance(e.swatch, Box) else e.swatch.bbox
        if abs(b.w - s.w) < 0.3 and abs(b.bottom - s.bottom) < 0.5 and abs(b.cx - s.cx) < 2.5 * s.w and b.h <= 1.5 * s.h:
            return True
    return False


def _bar_value(b: Box, m, vertical: bool, stacked: bool, tol: float) -> tuple[float, tuple[float, float]]:
    """A bar's value and where its printed label sits: the end away from zero (the centre of a stacked segment)."""
    lo, hi = (m.value(b.bottom), m.value(b.top)) if vertical else (m.value(b.x0), m.value(b.x1))
    far_hi = (b.cx, b.top) if vertical else (b.x1, b.cy)
    far_lo = (b.cx, b.bottom) if vertical else (b.x0, b.cy)
    if stacked:
        return hi - lo, (b.cx, b.cy)
    if abs(hi) <= 2 * tol and abs(lo) > 2 * tol and m.scale != "log":
        return lo, far_lo  # a negative bar hangs from zero
    return hi, far_hi


def _same_box(a: Box, b: Box) -> bool:
    return abs(a.x0 - b.x0) < 1 and abs(a.x1 - b.x1) < 1 and abs(a.top - b.top) < 1 and abs(a.bottom - b.bottom) < 1


def _stacked(rects: list[Box], vertical: bool) -> bool:
    """Bars are stacked when one bar starts where another of the same column ends."""
    for a in rects:
        for b in rects:
            if a is b:
                continue
            near = _near(min(a.w, b.w) if vertical else min(a.h, b.h))
            if vertical and abs(a.x0 - b.x0) < near and abs(a.x1 - b.x1) < near and abs(a.top - b.bottom) < 0.3:
                return True
            if not vertical and abs(a.top - b.top) < near and abs(a.bottom - b.bottom) < near and abs(a.x1 - b.x0) < 0.3:
                return True
    return False


def _near(width: float) -> float:
    """How close two bars' edges are to be one column's: half a point, less among bars narrower than that (a
    histogram of a thousand bins 0.3 points wide), where a neighbour's edges lie that close."""
    return min(0.5, 0.4 * width)


def _name_series(out: PanelValues, entries: list[Entry], colors: list) -> None:
    """Rows named by the legend entry of their colour; no legend and one bar per column: one series."""
    distinct = list(dict.fromkeys(colors))
    names = {}
    for c in distinct:
        rgb = tuple(x / 255 for x in c)
        names[c] = series_for(entries, rgb)
    per_column = {}
    for it in out.items:
        per_column[it.column] = per_column.get(it.column, 0) + 1
    if not entries and all(n == 1 for n in per_column.values()):
        for it in out.items:
            it.row = "value"
        out.rows = ["value"]
        if len(distinct) == 1:
            out.row_colors["value"] = tuple(x / 255 for x in distinct[0])
        return
    rows = []
    for i, c in enumerate(distinct):
        name = names[c] or f"series {i + 1}"
        rows.append(name)
        out.row_colors[name] = tuple(x / 255 for x in c)
        for it in out.items:
            if it.row == str(c):
                it.row = name
    out.rows = rows
