"""Panels (axes frames) and colorbars, their tick labels and tick positions, axis labels and titles."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import partial

from vlmeval.groundtruth.pdf.colorbars import draws_scale
from vlmeval.groundtruth.pdf.columnlabel import share_column_labels
from vlmeval.groundtruth.pdf.labelline import body_edge, label_line, own_rows, rotated_label
from vlmeval.groundtruth.pdf.neighbours import outside_others, without_edge_labels
from vlmeval.groundtruth.pdf.offsets import apply_offset, offset_run
from vlmeval.groundtruth.pdf.packed import split_packed
from vlmeval.groundtruth.pdf.primitives import Box, Page, Run
from vlmeval.groundtruth.pdf.rowtitles import titles_frame_below
from vlmeval.groundtruth.pdf.stackedlabels import join_stacked
from vlmeval.groundtruth.pdf.surrounds import held_boxes
from vlmeval.groundtruth.pdf.tickframes import tick_boxes
from vlmeval.groundtruth.pdf.tickplace import (at_label_edges, digits_middle, label_column, tick_marks, tick_positions,
                                               without_annotations)
from vlmeval.groundtruth.pdf.ticks import STEP, Mapping, calibrate, decade_digits, fit, parse_number, round_to

NEAR = 20.0  # points: how far outside a frame edge its tick labels may start


@dataclass(slots=True)
class AxisRead:
    side: str  # "bottom" | "left" | "right"
    ticks: list[Run] = field(default_factory=list)  # in axis order (x: left to right, y: bottom to top)
    positions: list[float] = field(default_factory=list)
    label: Run | None = None
    mapping: Mapping | None = None
    second_lines: list[Run] = field(default_factory=list)  # category labels' second lines (joined into them), values marked beside it
    label_parts: list[Run] = field(default_factory=list)  # the runs joined into the label (one line of pieces)
    offset: list[Run] = field(default_factory=list)  # the printed offset ('1e−5+1.44') applied to the ticks (offsets.py)

    @property
    def texts(self) -> list[str]:
        return [t.text for t in self.ticks]


@dataclass(slots=True)
class Frame:
    box: Box
    x: AxisRead
    y: AxisRead
    y2: AxisRead
    title: str | None = None
    colorbar: Frame | None = None
    inset_of: Frame | None = None  # the panel an inset is drawn inside


def find_frames(page: Page) -> tuple[list[Frame], list[Frame]]:
    """The panels' frames and the colorbars, each with its ticks read; a box is a frame when it has tick labels."""
    frames: list[Frame] = []
    bare: list[Frame] = []
    boxes, inner = candidate_boxes(page), candidate_boxes(page, outermost=False)
    for box in boxes:
        frame = Frame(box, _x_axis(page, box, boxes), read_axis(page, box, "left", boxes),
                      read_axis(page, box, "right", boxes))
        if _narrow(box) or min(box.w, box.h) < 20:
            continue
        if len(frame.x.ticks) + len(frame.y.ticks) + len(frame.y2.ticks) >= 2:
            frames.append(frame)
        else:
            bare.append(frame)  # below: a bare box's inner boxes are tried in its stead (surrounds.py)
            boxes += [b for b in held_boxes(box, inner) if not any(b is c for c in boxes)]
    frames += [f for f in bare if in_grid(f.box, frames)]
    frames.sort(key=lambda f: (round(f.box.top / 10), f.box.x0))
    lefts = {id(r) for f in frames for r in f.y.ticks + ([f.y.label] if f.y.label else [])}
    for f in frames:  # labels just right of a frame that are the next panel's y ticks (or its rotated y label, in
        # pieces: bhz-interacting's '⟨S²_α⟩') are not a second y axis
        if any(id(r) in lefts for r in f.y2.ticks):
            f.y2 = AxisRead("right")
    _share_axes(page, frames)
    share_column_labels(page, frames)
    frames += _insets(page, frames)
    colorbars: list[Frame] = []
    for box in candidate_boxes(page, outermost=False):  # a colorbar may sit in a box of its own (plotly)
        if (not _narrow(box) or any(box.inside(f.box) for f in frames) or any(_same(box, c.box) for c in colorbars)
                or not draws_scale(page, box)):  # an invisible box (plotly's legend entries) is no colorbar
            continue
        bar = Frame(box, read_axis(page, box, "bottom"), read_axis(page, box, "left"), read_axis(page, box, "right"))
        for name in ("x", "y", "y2"):  # beside an annotated heatmap, the cells' numbers are not the bar's ticks
            axis = getattr(bar, name)
            if any(f.box.contains(r.cx, r.cy) for r in axis.ticks for f in frames):
                setattr(bar, name, AxisRead(axis.side))
        if bar.x.ticks or bar.y.ticks or bar.y2.ticks:
            colorbars.append(bar)
    return frames, colorbars


def in_grid(box: Box, frames: list[Frame]) -> bool:
    """A box without tick labels of its own is a panel of a grid sharing its axes (a 2x2 grid's top right with
    sharex, sharey) when a panel has its column's extent and another its row's."""
    column = any(abs(f.box.x0 - box.x0) < 1.5 and abs(f.box.x1 - box.x1) < 1.5 for f in frames)
    row = any(abs(f.box.top - box.top) < 1.5 and abs(f.box.bottom - box.bottom) < 1.5 for f in frames)
    return column and row


def _share_axes(page: Page, frames: list[Frame]) -> None:
    """Panels that share an axis (sharex, sharey) print its tick labels once, under the bottom row or left of the
    first column: a panel without labels of its own at its tick marks (none, a neighbour's title read as them, or
    one lone text, which calibrates nothing) takes the calibrated axis of the nearest panel below it in its column
    (x) or left of it in its row (y) with the same extent."""
    for f in frames:
        for name, side, same in (("x", "bottom", lambda g, b: abs(g.x0 - b.x0) < 1.5 and abs(g.x1 - b.x1) < 1.5
                                  and g.cy > b.cy),  # below (touching it where panels have no gap)
                                 ("y", "left", lambda g, b: abs(g.top - b.top) < 1.5 and abs(g.bottom - b.bottom) < 1.5
                                  and g.cx < b.cx)):
            axis = getattr(f, name)
            if axis.mapping is not None or (len(axis.ticks) >= 2 and _at_marks(page, f.box, axis)):
                continue
            donors = [g for g in frames if g is not f and same(g.box, f.box) and getattr(g, name).mapping is not None
                      and getattr(g, name).side == side and (name == "x" or shares_y(page, f, g))]
            if donors:
                donor = getattr(min(donors, key=lambda g: abs(g.box.cx - f.box.cx) + abs(g.box.cy - f.box.cy)), name)
                own = axis.label if axis.ticks else None  # without ticks, the text under it is the next panel's
                setattr(f, name, AxisRead(side, list(donor.ticks), list(donor.positions), own or donor.label,
                                             donor.mapping))


def shares_y(page: Page, f: Frame, donor: Frame) -> bool:
    """Whether a frame without y tick labels of its own may be read on its row neighbour's y axis. Not where it
    prints its own y axis on the right (its values are read there), nor where nothing ties it to the neighbour's
    scale: it draws no tick marks at the neighbour's tick heights and its x axis is not the neighbour's (a
    histogram beside a log-log plot, its y ticks switched off, is no facet of it)."""
    if len(f.y2.ticks) >= 2 and f.y2.mapping is not None and _at_marks(page, f.box, f.y2):
        return False
    marks = tick_marks(page, f.box, "left")
    if donor.y.positions and all(any(abs(p - m) < 0.5 for m in marks) for p in donor.y.positions):
        return True
    return not marks and len(f.x.ticks) >= 2 and f.x.texts == donor.x.texts


def why_unread(f: Frame) -> str:
    """Why a frame's values are unknown, when nothing could be read on it."""
    for name, axis in (("x", f.x), ("y", f.y)):
        if axis.ticks and axis.mapping is None and len(axis.ticks) >= 2 and any(
                parse_number(t) is not None for t in axis.texts):
            return f"{name} axis could not be calibrated from its ticks ({', '.join(axis.texts)}): values unknown"
    if f.x.mapping is not None and f.y.mapping is None and not f.y.ticks:
        return "the y axis prints no tick labels and shares no neighbour's (axes.shares_y): values unknown"
    return "no bars, lines, markers or cells recognised in the frame: values unknown"


def _insets(page: Page, frames: list[Frame]) -> list[Frame]:
    """Axes drawn inside a panel (an inset; frameless ones boxed by tick marks, tickframes.py): an unfilled box in it,
    both axes calibrated from its own tick labels (a bar has the panel's beside it) at marks on its own edges."""
    out: list[Frame] = []
    for box in (drawn := candidate_boxes(page, outermost=False)) + tick_boxes(page, frames, drawn):
        parent = next((f for f in frames if box.inside(f.box, 0.5) and not _same(box, f.box)
                       and box.w * box.h < 0.8 * f.box.w * f.box.h), None)
        if parent is None or _narrow(box) or min(box.w, box.h) < 30 or any(_same(box, o.box) for o in out):
            continue
        if box.fill is not None and min(box.fill) < 0.95:
            continue
        inset = Frame(box, read_axis(page, box, "bottom"), read_axis(page, box, "left"), AxisRead("right"))
        theirs = {id(r) for a in (parent.x, parent.y, parent.y2) for r in a.ticks}
        if all(a.mapping is not None and _at_marks(page, box, a) and not theirs & {id(r) for r in a.ticks}
               for a in (inset.x, inset.y)):
            inset.inset_of = parent
            out.append(inset)
    return out


def _at_marks(page: Page, box: Box, axis: AxisRead) -> bool:
    marks = tick_marks(page, box, axis.side)
    return all(any(abs(p - m) < 0.5 for m in marks) for p in axis.positions)


def _narrow(box: Box) -> bool:
    return (box.h >= 3.5 * box.w or box.w >= 3.5 * box.h) and min(box.w, box.h) <= 30 and max(box.w, box.h) > 30


def candidate_boxes(page: Page, outermost: bool = True) -> list[Box]:
    page_area = page.width * page.height
    cands = [b for b in page.boxes + _spine_boxes(page) if max(b.w, b.h) >= 30 and min(b.w, b.h) >= 4
             and b.w * b.h < 0.9 * page_area]
    unique: list[Box] = []
    for b in sorted(cands, key=lambda b: -b.w * b.h):
        if any(_same(b, u) for u in unique):
            continue
        unique.append(b)
    if not outermost:
        return unique
    return [b for b in unique if not any(u is not b and b.inside(u) and not _same(b, u) for u in unique)]


def _same(a: Box, b: Box, tol: float = 1.5) -> bool:
    return (abs(a.x0 - b.x0) < tol and abs(a.x1 - b.x1) < tol and abs(a.top - b.top) < tol
            and abs(a.bottom - b.bottom) < tol)


def _spine_boxes(page: Page) -> list[Box]:
    """Boxes drawn as separate lines: a left and a bottom spine meeting at a corner (seaborn's despined axes too)."""
    vertical, horizontal = [], []
    for p in page.paths:
        if len(p.pts) != 2 or p.fill is not None:
            continue
        b = p.bbox
        if b.w < 0.5 and b.h >= 30:
            vertical.append(b)
        elif b.h < 0.5 and b.w >= 30:
            horizontal.append(b)
    boxes = []
    for v in vertical:
        for h in horizontal:
            if abs(v.bottom - h.bottom) < 1 and abs(v.x0 - h.x0) < 1:
                boxes.append(Box(v.x0, v.top, h.x1, h.bottom, None, v.stroke))
    return boxes


def _x_axis(page: Page, box: Box, others: list[Box] = ()) -> AxisRead:
    """The x axis's labels below the frame; where none are, above it (matshow's) when each sits at a top tick mark."""
    axis = read_axis(page, box, "bottom", others)
    if axis.ticks:
        return axis
    top = read_axis(page, box, "top", others)
    marks = tick_marks(page, box, "top")
    if len(top.ticks) >= 2 and all(any(abs(p - m) < 0.5 for m in marks) for p in top.positions):
        top.label = None  # the text above a matshow's ticks is its title
        return top
    return axis


def read_axis(page: Page, box: Box, side: str, others: list[Box] = ()) -> AxisRead:
    """The tick labels beside one side of a frame (none inside another panel's frame: neighbours.py), where
    they are, and the scale they calibrate."""
    axis = AxisRead(side)
    runs = [r for r in page.runs if _beside(r, box, side)]
    if side in ("bottom", "top"):  # not a note in the panel right under it (a y label may reach into the next)
        runs = outside_others(runs, box, others)
    if not runs:
        return axis
    marks = tick_marks(page, box, side)
    if side == "bottom":
        first = min(r.top for r in runs)
        row = sorted((r for r in runs if r.top - first < 3), key=lambda r: r.x1)
        row = [part for r in row for part in split_packed(r, marks)]
    elif side == "top":
        last = max(r.bottom for r in runs)
        row = sorted((r for r in runs if last - r.bottom < 3), key=lambda r: r.x1)
        row = [part for r in row for part in split_packed(r, marks)]
    else:
        row = label_column(runs, side)
        row.sort(key=lambda r: -r.cy)
        if len(row) < 2 and (row[0].angle != 0 or side == "right"):
            row = []  # a lone run beside a frame (a neighbour's axis label, a colorbar's title) is not an axis
    horizontal = side in ("bottom", "top")
    placed = list(zip(row, tick_positions(row, tick_marks(page, box, side, len(row)), "bottom" if horizontal else side)))
    lo, hi = (box.x0, box.x1) if horizontal else (box.top, box.bottom)
    placed, axis.second_lines = without_annotations([(r, p) for r, p in placed if lo - 2 <= p <= hi + 2], marks)  # a neighbour's rotated label reaches over
    placed = placed if horizontal else join_stacked(placed, axis.second_lines)  # two-line category labels
    axis.ticks = [r for r, _ in placed]
    axis.positions = [p for _, p in placed]
    axis.mapping = calibrate(axis.positions, axis.texts) if len(placed) >= 2 else None
    if axis.mapping is None and not horizontal and len(placed) >= 4:  # a stacked neighbour's label at an edge
        placed, axis.mapping = without_edge_labels(placed, box)
        axis.ticks, axis.positions = [r for r, _ in placed], [p for _, p in placed]
    if axis.mapping is not None and axis.mapping.scale == "linear" and _log_minor_marks(axis, marks):
        axis.mapping = fit(axis.positions, [parse_number(t) for t in axis.texts], "log")
    full = decade_digits(axis.texts) if axis.mapping is None and len(placed) >= 3 else None
    mapping = calibrate(axis.positions, full) if full else None
    if mapping is not None and mapping.scale == "log":  # '2' between '10' and '100' stands for 20
        for r, text in zip(axis.ticks, full):
            r.text = text
        axis.mapping = mapping
    if horizontal and axis.mapping is None:  # categories: each at its tick mark
        axis.positions = at_label_edges(axis.ticks, axis.positions, marks)
    if side == "bottom" and axis.mapping is None:
        axis.second_lines += _join_second_lines(axis.ticks, page.runs)
    offset = offset_run(page.runs, box, side, axis.ticks)
    if offset is not None and not apply_offset(axis, offset):
        offset = None
    axis.label = _axis_label(page, box, side, axis.ticks + (offset if offset and side == "bottom" else [])) if side != "top" else None
    if axis.label is not None:  # a label set in pieces is one label (a rotated one: never a stacked panel's)
        join, runs = (partial(label_line, centre=box.cx), page.runs) if side == "bottom" else (rotated_label, own_rows(page.runs, box, others))
        axis.label, axis.label_parts = join(axis.label, runs, axis.ticks,
                                            page.boxes + [p.bbox for p in page.paths if len(p.pts) == 2])
    return axis


def _join_second_lines(labels: list[Run], runs: list[Run]) -> list[Run]:
    """Category labels set on two lines or more ('Clear' over 'Namespace') are one label each: a line of words in
    the labels' font right under a label, centred on it, at a line's pitch (closer than an axis label's pad), is
    joined to it (the labels are changed in place); the lines joined are returned. A lone such line under one label
    could be the axis's label centred under it: it is joined only when set tight (under 0.12 em). Under a number
    the text is the axis's label or, a number, a stacked fraction's denominator: left alone."""
    words = [label for label in labels if label.angle == 0 and parse_number(label.text) is None]
    first = {id(label): _line_under(label, labels, runs, []) for label in words}
    tops = [round(r.top) for r in first.values() if r is not None]
    joined: list[Run] = []
    for label in words:
        line = first[id(label)]
        if line is None or (tops.count(round(line.top)) < 2 and line.top - label.bottom > 0.12 * label.size):
            continue
        while line is not None:  # and a third line under the second
            label.text = f"{label.text} {line.text}"
            label.x0, label.x1, label.bottom = min(label.x0, line.x0), max(label.x1, line.x1), line.bottom
            joined.append(line)
            line = _line_under(label, labels, runs, joined)
    return joined


def _line_under(label: Run, labels: list[Run], runs: list[Run], joined: list[Run]) -> Run | None:
    under = [r for r in runs if r is not label and r not in labels and r not in joined and r.angle == 0
             and abs(r.size - label.size) < 0.5 and abs(r.cx - label.cx) < 1.5
             and -0.5 <= r.top - label.bottom <= 0.3 * label.size and any(ch.isalpha() for ch in r.text)]
    return under[0] if len(under) == 1 else None


def _beside(r: Run, box: Box, side: str) -> bool:
    if side == "top":
        return -1 <= box.top - r.bottom <= NEAR and r.x1 >= box.x0 - 8 and r.x0 <= box.x1 + 8 and r.angle != -90
    if side == "bottom":
        return -1 <= r.top - box.bottom <= NEAR and r.x1 >= box.x0 - 8 and r.x0 <= box.x1 + 8 and r.angle != 90
    cy = r.middle if r.middle is not None else digits_middle(r)  # a TeX minus boxed below the line stretches the run's box; a large font's box hangs its descent past the tick
    inside_band = box.top - 4 <= cy <= box.bottom + 4 or (_narrow(box) and r.angle == 0 and abs(r.cy - 0.35 * r.size - box.bottom) <= 4)  # a colorbar's large end label: its box hangs its descent, the digits' middle 0.35 em above
    if side == "left":
        return inside_band and -1 <= box.x0 - r.x1 <= NEAR
    return inside_band and -1 <= r.x0 - box.x1 <= NEAR


def _axis_label(page: Page, box: Box, side: str, ticks: list[Run]) -> Run | None:
    if side == "bottom":
        # a label set close under its ticks may start above their bottom (tall glyphs: 'i = r_y'), but its middle is
        # below it; text inside the frame of the panel under this one is its own (a letter, a note), unless centred
        # under this frame (a label that reaches into a tightly packed panel below: dnest4-fig2's 'Level'); a number
        # there is that panel's (a heatmap cell's printed value: peerless-completeness's '0.569'), never a label
        # (a number's line ends no lower than a line is tall: TeX's CMSY minus has a box hanging far under '−2')
        below = max((min(r.bottom, r.top + 1.25 * r.size) if r.angle == 0 and parse_number(r.text) is not None
                     else r.bottom for r in ticks), default=box.bottom)
        frames = [b for b in page.boxes if b is not box and min(b.w, b.h) >= 30 and b.top > box.bottom]
        cands = [r for r in page.runs if r.angle == 0 and -0.4 * r.size <= r.top - below <= 25 and r.cy > below
                 and box.x0 <= r.cx <= box.x1 and r not in ticks and not titles_frame_below(r, below, frames)
                 and not any(b.contains(r.cx, r.cy) for b in frames if parse_number(r.text) is not None
                             or abs(r.cx - box.cx) >= 0.15 * box.w)]
        return min(cands, key=lambda r: r.top, default=None)
    # a rotated label may reach into the tick labels' column by half an em or a quarter of its thickness (its box
    # is the font's, taller than its glyphs: peerless-full-sample's 'planet radius [R⊕]', TeX's '|ψ(r)|²')
    if side == "left":
        edge = min((r.x0 for r in ticks), default=box.x0)
        cands = [r for r in page.runs if abs(r.angle) == 90 and -max(0.5 * r.size, 0.25 * (r.x1 - r.x0)) <= edge - body_edge(r, 2) <= 30
                 and box.top <= r.cy <= box.bottom and r not in ticks]
        return max(cands, key=lambda r: r.x1, default=None)
    edge = max((r.x1 for r in ticks), default=box.x1)
    cands = [r for r in page.runs if abs(r.angle) == 90 and -max(0.5 * r.size, 0.25 * (r.x1 - r.x0)) <= body_edge(r, 1) - edge <= 30
             and box.top <= r.cy <= box.bottom and r not in ticks]
    return min(cands, key=lambda r: r.x0, default=None)


def title_above(page: Page, box: Box, taken: set[int], others: list[Box] = ()) -> str | None:
    """The line of text nearest above a frame (legend entries and other panels' text in ``taken`` excluded). Text
    inside another panel's frame (a legend or labels at the bottom of the panel above) is that panel's, no title."""
    cands = [r for r in page.runs if r.angle == 0 and -2 <= box.top - r.bottom <= 30 and box.x0 - 5 <= r.cx <= box.x1 + 5
             and id(r) not in taken and not any(o is not box and o.contains(r.cx, r.cy) for o in others)]
    if not cands:
        return None
    nearest = max(r.bottom for r in cands)
    line = sorted((r for r in cands if abs(r.bottom - nearest) < 2), key=lambda r: r.x0)
    taken.update(id(r) for r in line)
    return " ".join(r.text for r in line)


def drawn_range(axis: AxisRead, box: Box) -> tuple[float, float]:
    """The axis's limits: the frame's edges (where the axis is drawn) through the tick calibration, not the first
    and last tick, each rounded to what the drawing resolves there (a log axis's low end far finer: never 0)."""

    edges = (box.x0, box.x1) if axis.side in ("bottom", "top") else (box.bottom, box.top)
    ends = [round_to(axis.mapping.value(p), axis.mapping.resolution(p, p, STEP)) for p in edges]
    return min(ends), max(ends)


LOG_MINORS = [math.log10(k) for k in range(2, 10)]  # where a log axis's minor ticks fall within a decade


def _log_minor_marks(axis: AxisRead, marks: list[float]) -> bool:
    """Decade labels ('1', '10') fit a line as well as a log scale when there are only two of them: the minor tick
    marks between them tell, sitting at log10(2), ..., log10(9) of the decade (matplotlib's LogLocator)."""
    values = [parse_number(t) for t in axis.texts]
    if any(v is None or v <= 0 for v in values) or len(values) < 2:
        return False
    logs = [math.log10(v) for v in values]
    if any(abs(g - round(g)) > 1e-9 for g in logs):
        return False
    (p0, g0), (p1, g1) = sorted(zip(axis.positions, logs), key=lambda t: t[1])[:2]
    if g1 - g0 != 1:  # ticks a decade apart
        return False
    between = [(m - p0) / (p1 - p0) for m in marks if min(p0, p1) + 0.5 < m < max(p0, p1) - 0.5]
    hits = sum(any(abs(f - k) < 0.015 for f in between) for k in LOG_MINORS)
    return hits >= 6 and len(between) <= 10
