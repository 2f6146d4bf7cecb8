"""Box plots, step histograms and curves over bars: drawing no reader module turns into values, found so that the
panel declares them (``Panel.unread``) instead of leaving them out silently.

A box plot is a rectangle (the quartiles) with a line across it (the median) and a whisker leaving it from the
middle of an end; a step histogram is a polyline of alternating horizontal and vertical segments; a curve over bars
is a smooth line drawn across a bar chart (a KDE over a histogram)."""

from __future__ import annotations

from dataclasses import dataclass

from vlmeval.groundtruth.pdf.primitives import Box, Page, Shape, as_rectangle, is_square_marker
from vlmeval.groundtruth.pdf.steps import is_step, sideways_levels, step_levels

NEAR = 25.0  # points: a box plot this close outside the frame (a marginal one) is the panel's


def box_plots(page: Page, frame: Box) -> int:
    """How many box plots are drawn in the frame or against its side."""
    return len(_box_plots(page, frame))


def box_rectangles(page: Page, frame: Box) -> set[int]:
    """The rectangles (by id) drawn as box plots' boxes: never bars, though filled (a box's top is its upper
    quartile, not a value)."""
    return {id(b) for b in _box_plots(page, frame)}


def box_parts(page: Page, frame: Box) -> tuple[set[int], set[int]]:
    """The paths (by id) drawn as upright box plots' medians (a stroke across a box's width inside it) and as
    their whiskers and caps. None is a line: the whiskers and caps are left out of the series, the medians are a
    row of their own, named so (values.lines). Whiskers drawn in the medians' colour (seaborn draws every line of a
    box plot in one grey) would otherwise join the medians' group, which then is no group of medians alone."""
    segments = [p for p in page.paths if len(p.pts) == 2 and p.fill is None]
    boxes = [b for b in _box_plots(page, frame) if _vertical_box(b, [s.bbox for s in segments])]
    medians = {id(s) for s in segments for b in boxes if _median_of(s.bbox, b)}
    ends = {id(s) for s in segments for b in boxes if _cap_of(s.bbox, b) or _whisker_from(s.bbox, b)}
    return medians, ends - medians


def median_group(group: list[Shape], medians: set[int]) -> bool:
    """A line group drawn only as box plots' medians (by id in ``medians``): each path a median, or a flat stroke as
    wide as the medians, the whole of a box whose quartiles coincide (no box to find it by: drawn as its median)."""
    widths = [p.bbox.w for p in group if id(p) in medians]
    return bool(widths) and all(id(p) in medians or (len(p.pts) == 2 and p.bbox.h < 0.3 and any(
        abs(p.bbox.w - w) < 0.5 for w in widths)) for p in group) and 2 * len(widths) > len(group)


def short_medians(page: Page, medians: set[int], skip: set[int], kept: list[Shape]) -> list[Shape]:
    """The medians (by id in ``medians``) that the series' paths left out: a box narrower than a tick mark's
    length (seaborn's sixteen boxes a panel, 9.5 points wide) has a median as short as a tick."""
    have = {id(p) for p in kept}
    return [p for p in page.paths if id(p) in medians and id(p) not in skip and id(p) not in have]


def _whisker_from(s: Box, b: Box) -> bool:
    """A vertical stroke from the middle of the box's top or bottom edge outward, however short."""
    return s.w < 0.3 and abs(s.x0 - b.cx) < 1 and (abs(s.bottom - b.top) < 0.5 or abs(s.top - b.bottom) < 0.5)


# the rows an upright box plot's drawn statistics are held in beside 'medians', each with where it is drawn
BOX_ROWS = ("lower whiskers", "lower quartiles", "upper quartiles", "upper whiskers")


@dataclass(frozen=True, slots=True)
class BoxDrawn:
    """An upright box plot as drawn: its centre across and the page heights (downward) of what it marks."""

    x: float
    ends: dict[str, float]  # BOX_ROWS name -> page y: the box's bottom and top edges, each whisker's far end
    fill: tuple | None = None  # the box's colour (a hue's, where boxes come in several)
    median: float | None = None  # page y of the stroke across it


def box_statistics(page: Page, frame: Box) -> list[BoxDrawn]:
    """The quartiles (the box's edges) and whisker ends (the whisker's far end, or its cap) of each upright box plot
    with a median: what a reader reads off a box plot beside its median. A whisker as short as nothing (caps on
    the box's edges) is no whisker end: nothing is drawn past the quartile. Only this frame's strokes count (a panel
    stacked under it draws its caps at the same x)."""
    segments = [p.bbox for p in page.paths if len(p.pts) == 2 and p.fill is None and _near(p.bbox, frame)]
    out = []
    for b in _box_plots(page, frame):
        if not _vertical_box(b, segments):
            continue
        low = [s.bottom for s in segments if _whisker_of(s, b) and abs(s.top - b.bottom) < 1.5]
        low += [s.top for s in segments if _cap_of(s, b) and s.top >= b.bottom - 1.5]
        high = [s.top for s in segments if _whisker_of(s, b) and abs(s.bottom - b.top) < 1.5]
        high += [s.top for s in segments if _cap_of(s, b) and s.top <= b.top + 1.5]
        ends = {"lower quartiles": b.bottom, "upper quartiles": b.top}
        if max(low, default=b.bottom) > b.bottom + 1.5:  # a whisker drawn past the box, not one of no length
            ends["lower whiskers"] = max(low)
        if min(high, default=b.top) < b.top - 1.5:
            ends["upper whiskers"] = min(high)
        median = next((s.top for s in segments if _median_of(s, b)), None)
        out.append(BoxDrawn(b.cx, ends, b.fill, median))
    return out + flat_boxes(page, frame, segments)


def flat_boxes(page: Page, frame: Box, segments: list[Box]) -> list[BoxDrawn]:
    """Boxes of no height (quartiles and median one value: a group of one), drawn as a filled rectangle flat under
    its median's stroke: the median alone is read."""
    flat = [b for b in page.boxes if b.fill is not None and b.h < 0.3 and b.w >= 3 and _near(b, frame)
            and b.w < 0.5 * frame.w]
    return [BoxDrawn(b.cx, {}, b.fill, b.top) for b in flat if any(
        s.h < 0.3 and abs(s.x0 - b.x0) < 1.5 and abs(s.x1 - b.x1) < 1.5 and abs(s.top - b.top) < 0.5 for s in segments)]


def _whisker_of(s: Box, b: Box) -> bool:
    return s.w < 0.3 and abs(s.x0 - b.cx) < 1 and s.h > 1


def _box_plots(page: Page, frame: Box) -> list[Box]:
    segments = [p.bbox for p in page.paths if len(p.pts) == 2 and p.fill is None]
    small = [p.bbox for p in page.paths if len(p.pts) in (4, 5) and p.closed and as_rectangle(p) is not None]
    return [b for b in page.boxes + small if _near(b, frame) and min(b.w, b.h) >= 3
            and max(b.w, b.h) < 0.9 * max(frame.w, frame.h) and not _marker_on_error_bar(b, segments)
            and (_vertical_box(b, segments) or _vertical_box(_swap(b), [_swap(s) for s in segments]))]


def _marker_on_error_bar(b: Box, segments: list[Box]) -> bool:
    """A square marker ('s') with its error bar: a line through its middle (its ends, or caps, look like whiskers).
    A stroke that spans the square's width exactly is a square box's median, no error bar (seaborn's narrow boxes
    of data spread little are as tall as wide)."""
    return is_square_marker(b) and any(
        (s.w < 0.3 and abs(s.x0 - b.cx) < 1 and s.top < b.cy < s.bottom)
        or (s.h < 0.3 and abs(s.top - b.cy) < 1 and s.x0 < b.cx < s.x1 and not _median_of(s, b)) for s in segments)


def _near(b: Box, f: Box) -> bool:
    return (f.x0 - NEAR <= b.x0 and b.x1 <= f.x1 + NEAR and f.top - NEAR <= b.top and b.bottom <= f.bottom + NEAR
            and not (abs(b.x0 - f.x0) < 1.5 and abs(b.x1 - f.x1) < 1.5 and abs(b.top - f.top) < 1.5))


def _swap(b: Box) -> Box:
    return Box(b.top, b.x0, b.bottom, b.x1, b.fill, b.stroke)


def _vertical_box(b: Box, segments: list[Box]) -> bool:
    median = any(_median_of(s, b) for s in segments)
    whisker = any(_whisker_of(s, b) and (abs(s.bottom - b.top) < 1.5 or abs(s.top - b.bottom) < 1.5)
                  for s in segments)
    cap = any(_cap_of(s, b) for s in segments)  # whiskers may be as short as nothing (the data ends at the quartiles)
    return median and (whisker or cap)


def _median_of(s: Box, b: Box) -> bool:
    return s.h < 0.3 and abs(s.x0 - b.x0) < 1.5 and abs(s.x1 - b.x1) < 1.5 and b.top + 0.5 < s.top < b.bottom - 0.5


def _cap_of(s: Box, b: Box) -> bool:
    return s.h < 0.3 and abs(s.cx - b.cx) < 1 and 1 < s.w < 0.8 * b.w and (s.top <= b.top + 1.5 or s.top >= b.bottom - 1.5)


def step_lines(paths: list[Shape], read: bool = False, sideways: bool = False) -> int:
    """How many paths are step outlines (a histogram drawn as a step line); with ``read``, only those the line and
    scatter readers do not read (one that turns back along x, see steps.py); with ``sideways``, only those the
    reader of outlines laid on their side does not read (sideways.py)."""
    return sum(1 for p in paths if is_step(p) and not (read and step_levels(p) is not None)
               and not (sideways and sideways_levels(p) is not None))


def curves_over_bars(paths: list[Shape], frame: Box) -> int:
    """How many smooth unfilled curves run across a bar panel (a density curve over a histogram)."""
    return sum(1 for p in paths if p.fill is None and len(p.pts) > 8 and p.bbox.w > 0.3 * frame.w and not is_step(p))
