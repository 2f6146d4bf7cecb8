"""Heatmap cells: one per (y tick, x tick); a printed number at the centre, else the cell's colour read back
through the colorbar (vector cells and embedded rasters alike, sampled from the rendered page). An image whose
ticks do not mark its cells is read pixel by pixel instead (raster.py, which also says when)."""

from __future__ import annotations

import math

from vlmeval.groundtruth.pdf.axes import Frame
from vlmeval.groundtruth.pdf.primitives import Box, Page, Run
from vlmeval.groundtruth.pdf.ticks import STEP, as_key, calibrate, printed_decimals, round_to
from vlmeval.groundtruth.pdf.values import Item, PanelValues

SCALE = 2.0  # pixels per point of the rendering colours are sampled from
EVEN_WITHIN = 0.2  # points: how far a drawn cell edge may lie from the even progression it is read as
NEXT_TO = 0.05  # points: cells this close share their edge


def is_heatmap(page: Page, frame: Frame) -> bool:
    """An image or a tiling of filled cells covers most of the frame, and both axes have category ticks."""
    f = frame.box
    if not (frame.x.ticks and frame.y.ticks):
        return False
    area = f.w * f.h
    covered = sum(overlap(box, f) for box, _ in page.images)
    if covered >= 0.6 * area:
        return True
    cells = [b for b in page.boxes if b.fill is not None and b.inside(f, 1) and b.w < 0.9 * f.w]
    if len(cells) < 4 or sum(b.w * b.h for b in cells) < 0.6 * area:
        return False
    # a grid of cells, not bars packed closely: most cells have one width and one height
    w = sorted(b.w for b in cells)[len(cells) // 2]
    h = sorted(b.h for b in cells)[len(cells) // 2]
    alike = sum(abs(b.w - w) <= 0.05 * w and abs(b.h - h) <= 0.05 * h for b in cells)
    return alike >= 0.8 * len(cells)


def overlap(a: Box, b: Box) -> float:
    w = min(a.x1, b.x1) - max(a.x0, b.x0)
    h = min(a.bottom, b.bottom) - max(a.top, b.top)
    return max(w, 0) * max(h, 0)


def heatmap(page: Page, frame: Frame, labels: list[tuple[Run, float]], image) -> PanelValues:
    xs = [(p, as_key(r.text)) for p, r in zip(frame.x.positions, frame.x.ticks)]
    ys = sorted(((p, as_key(r.text)) for p, r in zip(frame.y.positions, frame.y.ticks)), key=lambda t: t[0])
    cells = drawn_cells(page, frame)
    grid = printed_grid(labels, frame, cells) or drawn_grid(cells, frame)
    if grid is not None:  # the ticks do not mark the cells one each (imshow's default ticks): the printed grid does
        xs, ys = grid
    out = PanelValues("heatmap", rows=[k for _, k in ys], columns=[k for _, k in xs])  # rows top to bottom
    dx = _spacing([p for p, _ in xs])
    dy = _spacing([p for p, _ in ys])
    free = list(labels)
    for y, ky in ys:
        for x, kx in xs:
            label = _label_at(free, x, y, dx, dy)
            item = Item(ky, kx, None, (x, y))
            if label is not None:
                free.remove(label)
                item.printed, item.decimals = label[1], printed_decimals(label[0].text)
            out.items.append(item)
    labelled = [it for it in out.items if it.printed is not None]
    if labelled and len(labelled) >= 0.5 * len(out.items):
        for it in out.items:
            it.value = it.printed
        out.how = "printed"
        out.tolerance = 0.5 * 10.0 ** (-max(it.decimals for it in labelled))
        used = [r for r, _ in labels if not any(r is q for q, _ in free)]  # a '%' on every cell's label: the unit
        out.unit = "%" if used and all(r.text.strip().endswith("%") for r in used) else None
        missing = len(out.items) - len(labelled)
        if missing:
            out.notes.append(f"{missing} cell(s) without a printed value left unknown")
        return out
    _through_colorbar(page, out, frame, image)
    return out


def printed_grid(labels: list[tuple[Run, float]], frame: Frame, cells: list[Box] = ()) -> tuple[list, list] | None:
    """The cells as the printed numbers lay them out, where one number is printed in each cell of a full grid and
    the ticks do not mark those cells one for one: ([(x, column key)], [(y, row key)], rows top to bottom), each
    key the tick label at that cell, or counted on from the ticks that do mark cells (0, 2, 4 -> 1, 3)."""
    cols, rows = _clusters([r.cx for r, _ in labels]), _clusters([r.cy for r, _ in labels])
    if len(cols) < 2 or len(rows) < 2 or len(cols) * len(rows) != len(labels):
        return None
    if {(_index(cols, r.cx), _index(rows, r.cy)) for r, _ in labels} != {(i, j) for i in range(len(cols))
                                                                         for j in range(len(rows))}:
        return None
    return _grid(frame, cols, rows, cells)


def drawn_cells(page: Page, frame: Frame) -> list[Box]:
    f = frame.box
    return [b for b in page.boxes if b.fill is not None and b.inside(f, 1) and b.w < 0.9 * f.w]


def drawn_grid(cells: list[Box], frame: Frame) -> tuple[list, list] | None:
    """The cells as they are drawn (a full grid of filled boxes), where the ticks do not mark them one for one."""
    cols, rows = _clusters([b.cx for b in cells]), _clusters([b.cy for b in cells])
    if len(cols) < 2 or len(rows) < 2 or len(cols) * len(rows) != len(cells):
        return None
    return _grid(frame, cols, rows, cells)


def _grid(frame: Frame, cols: list[float], rows: list[float], cells) -> tuple[list, list] | None:
    if _marks(frame.x.positions, cols) and _marks(frame.y.positions, rows):
        return None
    xs = _keys(frame.x, cols) or bin_keys(frame.x, cols, cells, (frame.box.x0, frame.box.x1))
    ys = _keys(frame.y, rows) or bin_keys(frame.y, rows, cells, (frame.box.top, frame.box.bottom))
    return (list(zip(cols, xs)), list(zip(rows, ys))) if xs and ys else None


def _clusters(ps: list[float], within: float = 2.0) -> list[float]:
    groups: list[list[float]] = []
    for p in sorted(ps):
        if groups and p - groups[-1][-1] <= within:
            groups[-1].append(p)
        else:
            groups.append([p])
    return [sum(g) / len(g) for g in groups]


def _index(centres: list[float], p: float) -> int:
    return min(range(len(centres)), key=lambda i: abs(centres[i] - p))


def _marks(ticks: list[float], centres: list[float]) -> bool:
    near = 0.25 * _spacing(centres)
    return len(ticks) == len(centres) and all(any(abs(t - c) <= near for t in ticks) for c in centres)


def _keys(axis, centres: list[float]) -> list | None:
    """Each cell's key: the label of the tick at its centre; with as many labels as cells, the labels in order;
    a cell between marked ones is counted on from them when the marked cells' labels are whole numbers evenly
    spaced by cell (0, 2, 4 at cells 0, 2, 4)."""
    numeric = calibrate(axis.positions, axis.texts) if len(axis.ticks) >= 2 else None
    near = (0.1 if numeric is not None else 0.25) * _spacing(centres)  # a number names the cell it is centred on
    at = {}
    for p, r in zip(axis.positions, axis.ticks):
        i = _index(centres, p)
        if abs(centres[i] - p) <= near:
            at[i] = as_key(r.text)
    if len(at) == len(centres):
        return [at[i] for i in range(len(centres))]
    if len(axis.ticks) == len(centres) and numeric is None:  # one label per cell, drawn off its centre (rotated)
        return [as_key(r.text) for _, r in sorted(zip(axis.positions, axis.ticks), key=lambda t: t[0])]
    whole = {i: k for i, k in at.items() if isinstance(k, int) or (isinstance(k, float) and k.is_integer())}
    if len(whole) < 2 or len(whole) != len(at) or (numeric is not None and numeric.scale != "linear"):
        return None
    (i0, k0), (i1, k1) = sorted(whole.items())[:2]
    step = (k1 - k0) / (i1 - i0)
    if not step.is_integer() or any(k != k0 + step * (i - i0) for i, k in whole.items()):
        return None
    return [int(k0 + step * (i - i0)) for i in range(len(centres))]


def bin_keys(axis, centres: list[float], cells, ends: tuple[float, float]) -> list[str] | None:
    """Cells on a numeric axis whose ticks do not name them (a log axis's 0.2, 0.5, 1, 2 over seven rows): each
    keyed by the values at its edges ('0.3228–0.4749', low to high) through the axis's calibration; its edges are
    a drawn cell's, else half way to the next cell (the frame's edge for the outer ones). None when the ticks do
    not calibrate the axis."""
    mapping = calibrate(axis.positions, axis.texts) if len(axis.ticks) >= 2 else None
    if mapping is None or mapping.scale == "time":
        return None
    horizontal = axis.side in ("bottom", "top")
    spans = []
    for i, c in enumerate(centres):
        box = next((b for b in cells if (b.x0 < c < b.x1 if horizontal else b.top < c < b.bottom)), None)
        if box is not None:
            spans.append((box.x0, box.x1) if horizontal else (box.top, box.bottom))
        else:
            spans.append(((centres[i - 1] + c) / 2 if i else ends[0],
                          (centres[i + 1] + c) / 2 if i + 1 < len(centres) else ends[1]))
    edges = even_edges(mapping, spans)
    if edges is not None:
        return [f"{min(a, z):.12g}–{max(a, z):.12g}" for a, z in zip(edges, edges[1:])]
    keys = []
    for a, z in spans:
        lo, hi = sorted(round_to(mapping.value(p), mapping.resolution(p, p, STEP)) for p in (a, z))
        keys.append(f"{lo:.12g}–{hi:.12g}")
    return keys


def even_edges(mapping, spans: list[tuple[float, float]]) -> list[float] | None:
    """The edges of cells side by side in equal steps on a linear axis, as the progression they were made from:
    the shortest decimals start + k × step within EVEN_WITHIN points of every drawn edge. A drawing's cells may lie
    a few hundredths of a point off its ticks' calibration, which read edge by edge gives 0.33995 for 0.34; the
    progression as a whole is read to a fifth of a point, far finer than a cell. None when the cells leave gaps,
    their steps are uneven, or the axis is not linear."""
    if mapping.scale != "linear" or len(spans) < 3 or any(abs(z - a) > NEXT_TO for (_, z), (a, _) in zip(spans, spans[1:])):
        return None
    points = [spans[0][0]] + [z for _, z in spans]
    values = [mapping.value(p) for p in points]
    n = len(values) - 1
    within = mapping.resolution(points[0], points[-1], EVEN_WITHIN)
    step = (values[-1] - values[0]) / n
    if any(abs(v - (values[0] + k * step)) > within for k, v in enumerate(values)):
        return None
    for digits in range(0, 11):
        start, short = round(values[0], digits), round(step, digits)
        if short and all(abs(start + k * short - v) <= within for k, v in enumerate(values)):
            return [round(start + k * short, digits) + 0.0 for k in range(n + 1)]
    return None


def _spacing(ps: list[float]) -> float:
    ps = sorted(ps)
    return min((b - a for a, b in zip(ps, ps[1:])), default=20.0)


def _label_at(labels, x, y, dx, dy):
    near = [lab for lab in labels if abs(lab[0].cx - x) <= dx / 2 and abs(lab[0].cy - y) <= dy / 2]
    return min(near, key=lambda lab: math.dist((lab[0].cx, lab[0].cy), (x, y)), default=None)


def _through_colorbar(page: Page, out: PanelValues, frame: Frame, image) -> None:
    bar = frame.colorbar
    axis = None if bar is None else next((a for a in (bar.y2, bar.y, bar.x) if a.mapping is not None), None)
    if bar is None or axis is None or image is None:
        out.notes.append("no calibrated colorbar: cell values unknown")
        out.how = "raster"
        return
    scale_samples = colorbar_samples(page, bar.box, axis, image)
    if not scale_samples:
        out.notes.append("colorbar colours could not be sampled: cell values unknown")
        return
    bins: dict[tuple, list[float]] = {}
    for v, c in scale_samples:
        bins.setdefault(tuple(c), []).append(v)
    levels = sorted((sum(vs) / len(vs), c) for c, vs in bins.items())  # each colour at the middle of its stretch
    vertical = bar.box.h >= bar.box.w
    edges = (bar.box.top, bar.box.bottom) if vertical else (bar.box.x0, bar.box.x1)
    ends = sorted(axis.mapping.value(e) for e in edges)
    sampled, levels = levels, at_bar_ends(levels, ends)
    for it in out.items:
        colour = colour_at(page, it.anchor[0], it.anchor[1], image, frame.box)
        if colour is None:
            continue
        dist, value = _nearest_on_scale(colour, levels, ends)
        if dist <= 12:  # not a colour of the colorbar (a masked cell, a label): unknown
            it.value = value
    unknown = sum(it.value is None for it in out.items)
    if unknown:
        out.notes.append(f"{unknown} cell(s) in no colour of the colorbar (masked or empty) left unknown")
    values = [v for v, _ in sampled]
    out.how = "raster"
    # the colormap puts a whole bin of values on one colour (half a level either way), and the colorbar may show
    # fewer levels than the colormap has (a level more): one and a half of its widest level steps
    out.tolerance = 1.5 * max((b - a for a, b in zip(values, values[1:])), default=max(values) - min(values))


CONTINUOUS = 32  # distinct colours sampled along a colour bar: this many or more is a continuous colormap


def at_bar_ends(levels: list[tuple[float, tuple]], ends: list[float]) -> list[tuple[float, tuple]]:
    """A continuous colormap's first and last colours stand at the bar's ends, not at the middle of the stretch
    they were sampled over: they are the colours of the data's own minimum and maximum (the default limits) and of
    any value past the bar's ends, and a viewer reads a cell in them as the end (an empty region in the lowest
    colour of a 0 to 2 bar is 0, not 0.003). A bar of few levels (contourf's) keeps each level's middle: its
    first level spans a wide range."""
    if len(levels) < CONTINUOUS:
        return levels
    return [(ends[0], levels[0][1])] + levels[1:-1] + [(ends[1], levels[-1][1])]


def colorbar_samples(page: Page, box: Box, axis, image) -> list[tuple[float, tuple]]:
    vertical = box.h >= box.w
    out = []
    n = int((box.h if vertical else box.w) * SCALE)
    for i in range(1, n):
        pos = (box.top + i / SCALE) if vertical else (box.x0 + i / SCALE)
        x, y = (box.cx, pos) if vertical else (pos, box.cy)
        c = colour_at(page, x, y, image, within=box)
        if c is not None:
            out.append((axis.mapping.value(pos), c))
    return _without_outline(out)


def _without_outline(samples: list[tuple[float, tuple]]) -> list[tuple[float, tuple]]:
    """The samples less those at either end that the bar's outline blends into (a jump in colour far larger than
    the gradient's steps)."""
    steps = sorted(_cdist(a[1], b[1]) for a, b in zip(samples, samples[1:]))
    if len(steps) < 4:
        return samples
    jump = 4 * max(steps[len(steps) // 2], 1.0)
    lo, hi = 0, len(samples)
    while hi - lo > 2 and _cdist(samples[lo][1], samples[lo + 1][1]) > jump:
        lo += 1
    while hi - lo > 2 and _cdist(samples[hi - 1][1], samples[hi - 2][1]) > jump:
        hi -= 1
    return samples[lo:hi]


def colour_at(page: Page, x: float, y: float, image, within: Box):
    """The colour drawn at a point: a vector cell's fill, else an embedded image's pixel, else the rendering's."""
    for b in reversed(page.boxes):  # the last drawn is on top
        if b.fill is not None and b.contains(x, y) and b.inside(within, 1) and b.w < 0.9 * within.w:
            return tuple(round(c * 255) for c in b.fill)
    for box, pixels in reversed(page.images):
        if pixels is not None and box.contains(x, y) and box.w > 0 and box.h > 0:
            px = min(int((x - box.x0) / box.w * pixels.width), pixels.width - 1)
            py = min(int((y - box.top) / box.h * pixels.height), pixels.height - 1)
            return pixels.getpixel((px, py))[:3]
    return _pixel(image, x - page.shown[0], y - page.shown[1])


def _pixel(image, x: float, y: float):
    """The rendering's pixel at (x, y) points from the shown part's top left (the rendering is of the CropBox)."""
    px, py = int(x * SCALE), int(y * SCALE)
    if 0 <= px < image.width and 0 <= py < image.height:
        return image.getpixel((px, py))[:3]
    return None


def _nearest_on_scale(colour, levels: list[tuple[float, tuple]], ends: list[float] | None = None) -> tuple[float, float]:
    """Distance from the colorbar's colours and the value there: a colour the colorbar skips (it shows fewer
    levels than the colormap has) lies between two of its neighbours, and is placed between them; one beyond its
    first or last sampled colour (the bar's outline covers its ends) continues the scale's last stretch up to the
    bar's end value."""
    best = min((_cdist(colour, c), v) for v, c in levels)
    for va, ca, vb, cb in _end_stretches(levels) if ends else ():
        seg = [b - a for a, b in zip(ca, cb)]
        norm = sum(x * x for x in seg)
        t = sum((c - a) * s for c, a, s in zip(colour, ca, seg)) / norm if norm else 0.0
        value = min(max(va + t * (vb - va), ends[0]), ends[1])  # the scale ends where the bar does
        if t < 0:
            d = _cdist(colour, [a + t * s for a, s in zip(ca, seg)])
            if d < best[0] - 1e-9:
                best = (d, value)
    for (va, ca), (vb, cb) in zip(levels, levels[1:]):
        seg = [b - a for a, b in zip(ca, cb)]
        norm = sum(x * x for x in seg)
        if norm == 0:
            continue
        t = sum((c - a) * s for c, a, s in zip(colour, ca, seg)) / norm
        if 0 <= t <= 1:
            point = [a + t * s for a, s in zip(ca, seg)]
            d = _cdist(colour, point)
            if d < best[0] - 1e-9:
                best = (d, va + t * (vb - va))
    return best


def _end_stretches(levels: list[tuple[float, tuple]], span: int = 4) -> list[tuple]:
    """Each end colour and one a few levels in (colours are whole numbers: one level's step is too coarse a
    direction), as (value at end, colour at end, value inside, colour inside)."""
    if len(levels) < 2:
        return []
    k = min(span, len(levels) - 1)
    (v0, c0), (vk, ck) = levels[0], levels[k]
    (vn, cn), (vm, cm) = levels[-1], levels[-1 - k]
    return [(v0, c0, vk, ck), (vn, cn, vm, cm)]


def _cdist(a, b) -> float:
    return math.sqrt(sum((x - y) ** 2 for x, y in zip(a, b)))
