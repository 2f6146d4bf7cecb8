"""Curves drawn over a panel's data and not read as its series (``Panel.curves``): a fitted or model curve among a
scatter's markers (``plot(x_fine, model(x_fine))`` beside ``errorbar(x, y)``), a density curve over a histogram.
The table keeps the data (a judge reading "the value at x" of a one-series panel keeps its one series); the curve
keeps its vertices, in the axes' units, named by the legend or by its look.

A curve is a wide, many-vertexed unfilled stroke that is a function of x and bends (no reference line), not a step
outline (steps.py), no dashed grey guide, and, over markers, not a line joining them (a quarter of its vertices at
least are on no marker: a fit passes near some points, a joining line has one on each vertex)."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.axes import Frame
from vlmeval.groundtruth.pdf.clipping import SLACK
from vlmeval.groundtruth.pdf.diagonals import diagonal_guides
from vlmeval.groundtruth.pdf.legend import Entry, is_marker
from vlmeval.groundtruth.pdf.linestyle import line_groups, line_names
from vlmeval.groundtruth.pdf.names import unique_names, colour_name, describe, line_style
from vlmeval.groundtruth.pdf.primitives import Page, Shape, is_grey
from vlmeval.groundtruth.pdf.steps import is_step
from vlmeval.groundtruth.pdf.ticks import STEP, round_to
from vlmeval.groundtruth.schema import Curve, SeriesStyle

SPAN = 0.3  # a curve runs across at least this share of the frame's width
JOINED = 0.75  # a line with a marker on this share of its vertices joins them; a fit has many vertices between markers
VERTICES = 8  # and bends through at least this many vertices (a straight fit is fits.py's)
MAX_POINTS = 200  # vertices kept of one curve
_PAD = 0.05  # points: a vertex this far past the frame is on it
OVER = {"scatter": "markers", "bar": "bars"}


def drawn_curves(page: Page, frame: Frame, entries: list[Entry], skip: set[int], kind: str | None) -> list[Curve] | None:
    """The curves over a scatter's markers or a bar panel's bars; None when there are none."""
    xm, ym = frame.x.mapping, frame.y.mapping
    if kind not in OVER or xm is None or ym is None or "time" in (xm.scale, ym.scale):
        return None
    marks = [p for p in page.paths if is_marker(p)]
    left_out = set(skip) | {id(p) for p in diagonal_guides(page, frame, entries, skip)}
    paths = [p for p in page.paths if id(p) not in left_out and is_curve(p, frame, marks)]
    if not paths:
        return None
    groups = line_groups(paths)
    styles = [SeriesStyle(color=colour_name(g[0].stroke), line=line_style(g[0].dash), mark="line") for g in groups]
    named = line_names(entries, groups, marks)
    names = unique_names([n or describe(s) for n, s in zip(named, styles)], [n is None for n in named])
    drawn = [(n, s, _points(g, frame)) for n, s, g in zip(names, styles, groups)]
    return [Curve(name=n, style=s, over=OVER[kind], points=pts) for n, s, pts in drawn if len(pts) >= 2] or None


def is_curve(p: Shape, frame: Frame, marks: list[Shape]) -> bool:
    """Within the frame's width, and wide and bending inside it: a curve leaving through the top or bottom edge is
    clipped there (matplotlib draws the whole path; the part past the edge is not shown)."""
    f, b = frame.box, p.bbox
    if p.stroke is None or p.fill is not None or is_marker(p) or b.x0 < f.x0 - 2 or b.x1 > f.x1 + 2 or b.h < 1:
        return False
    inside = [x for x, y in p.pts if f.contains(x, y, _pad(p))]
    if len(inside) < VERTICES or max(inside) - min(inside) < SPAN * f.w or is_step(p) or (p.dashed and is_grey(p.stroke)):
        return False
    xs = [x for x, _ in p.pts]
    forward = all(b >= a for a, b in zip(xs, xs[1:])) or all(b <= a for a, b in zip(xs, xs[1:]))
    return forward and _on_markers(p.pts, marks) < JOINED * len(p.pts)


def _on_markers(pts: list[tuple[float, float]], marks: list[Shape]) -> int:
    """How many of the vertices have a marker centred on them (within a point). Counted by vertex, not by marker: a
    fit through a dense cloud passes within a point of many markers, more than half its vertex count, and is still
    no line joining them (cmip-forcing-figs1's regressions through 150 yearly points)."""
    centres = [(m.bbox.cx, m.bbox.cy) for m in marks]
    return sum(any(abs(cx - x) < 1 and abs(cy - y) < 1 for cx, cy in centres) for x, y in pts)


def _points(group: list[Shape], frame: Frame) -> list[tuple[float, float]]:
    """The group's vertices inside the frame in the axes' units, each to the precision the drawing carries."""
    xm, ym = frame.x.mapping, frame.y.mapping
    f = frame.box
    page_pts = [pt for p in group for pt in _inside(p.pts, f, _pad(p))]
    xres, yres = (a.mapping.resolution(min(a.positions), max(a.positions), STEP) / 10 for a in (frame.x, frame.y))
    out = []
    for x, y in thinned(page_pts):
        vx, vy = xm.value(x), ym.value(y)
        out.append((_round(vx, xres, xm.scale), _round(vy, yres, ym.scale)))
    return out


def _pad(p: Shape) -> float:
    """How far outside the frame a vertex may lie and still be shown: a line cut to its clip region ends where it
    crosses the region's edge widened by the clipping slack (a flat stretch of a theory curve drawn from past the
    left edge to past the right one keeps only its two ends, both just outside the frame)."""
    return SLACK + _PAD if p.cut else _PAD


def _inside(pts: list[tuple[float, float]], f, pad: float = _PAD) -> list[tuple[float, float]]:
    """The vertices inside the frame (a vertex within ``pad`` outside it set on its edge), and where the stroke
    crosses its top or bottom edge between two vertices (a curve leaving the plot ends at the edge, not at its last
    vertex inside)."""
    out = []
    for i, (x, y) in enumerate(pts):
        if i and f.contains(x, y, pad) != f.contains(*pts[i - 1], pad):
            (x0, y0), edge = pts[i - 1], (f.top if min(y, pts[i - 1][1]) < f.top else f.bottom)
            if y != y0 and min(y, y0) <= edge <= max(y, y0):
                out.append((x0 + (x - x0) * (edge - y0) / (y - y0), edge))
        if f.contains(x, y, _PAD):
            out.append((x, y))
        elif f.contains(x, y, pad):
            q = _onto_edge(pts, i, f)
            if not out or out[-1][0] != q[0]:  # two ends past one edge: the first one there stands for both
                out.append(q)
    return out


def _onto_edge(pts: list[tuple[float, float]], i: int, f) -> tuple[float, float]:
    """The end vertex ``i`` of a cut line, just outside the frame, moved along its segment onto the frame's edge."""
    x, y = pts[i]
    nx, ny = pts[i - 1] if i else pts[min(i + 1, len(pts) - 1)]
    t = 0.0
    for v, nv, lo, hi in ((x, nx, f.x0, f.x1), (y, ny, f.top, f.bottom)):
        edge = lo if v < lo else hi if v > hi else None
        if edge is not None and nv != v:
            t = max(t, min(1.0, (edge - v) / (nv - v)))
    return min(max(x + t * (nx - x), f.x0), f.x1), min(max(y + t * (ny - y), f.top), f.bottom)


def _round(value: float, resolution: float, scale: str) -> float:
    return round_to(value, abs(value) * 1e-4 if scale == "log" else resolution)


def thinned(pts: list[tuple[float, float]], most: int = MAX_POINTS) -> list[tuple[float, float]]:
    """At most ``most`` vertices: the ends and every turn of y (a peak, a trough), then evenly spaced others; a
    curve of more turns than that (a noisy model) keeps its ends, its highest and lowest vertex, and turns evenly
    spaced among the rest (page y grows downward: the lowest value is the largest y)."""
    if len(pts) <= most:
        return pts
    turns = sorted({0, len(pts) - 1} | {i for i in range(1, len(pts) - 1)
                                        if (pts[i][1] - pts[i - 1][1]) * (pts[i + 1][1] - pts[i][1]) < 0})
    if len(turns) >= most:
        ys = [y for _, y in pts]
        ends = {0, len(pts) - 1, ys.index(min(ys)), ys.index(max(ys))}
        step = len(turns) / (most - len(ends))
        return [pts[i] for i in sorted(ends | {turns[int(k * step)] for k in range(most - len(ends))})]
    step = len(pts) / (most - len(turns))
    keep = set(turns) | {int(k * step) for k in range(most - len(turns))}  # at most ``most`` indices in all
    return [pts[i] for i in sorted(keep)]
