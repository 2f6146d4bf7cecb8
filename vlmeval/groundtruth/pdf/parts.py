"""What a panel draws besides its data: the paths of an inset (its own panel), and the parts the record does not
hold, declared as ``Panel.unread`` (a shaded band, a reference line, a histogram or density curve beside the
panel, an inset that could not be read) so that claims about them are unverifiable, not wrong."""

from __future__ import annotations

import math
import re

from vlmeval.groundtruth.pdf.areas import read_as_curve
from vlmeval.groundtruth.pdf.axes import Frame, candidate_boxes, read_axis, tick_marks
from vlmeval.groundtruth.pdf.boxplots import BOX_ROWS, box_plots, curves_over_bars, step_lines
from vlmeval.groundtruth.pdf.clipaxes import clipped_axes, clipped_to
from vlmeval.groundtruth.pdf.diagonals import guide_parts
from vlmeval.groundtruth.pdf.legend import Entry, is_marker
from vlmeval.groundtruth.pdf.markers import without_arrowheads
from vlmeval.groundtruth.pdf.names import colour_name, describe, line_style
from vlmeval.groundtruth.pdf.primitives import Box, Page, Shape, color_key
from vlmeval.groundtruth.pdf.ticks import date_key
from vlmeval.groundtruth.schema import Panel, UnreadPart

_REPEAT = re.compile(r" \(\d+\)$")  # 'x (2)': a second series of one legend name
SWATCH_WORDS = {"box": "a filled box", "line": "a line", "marker": "a marker"}
LISTED = 6  # entries named one by one in a note; more are counted (a column of point labels read as a legend)


def inset_marks(page: Page, frame: Frame, frames: list[Frame]) -> set[int]:
    """The paths drawn inside the insets of ``frame`` (read or not): not the panel's data."""
    boxes = [f.box for f in frames if f.inset_of is frame] + _unread_inset_boxes(page, frame, frames)
    inside = {id(p) for p in page.paths if any(p.bbox.inside(b, 1) for b in boxes)}
    inside |= clipped_to(page, clipped_axes(page, frame.box, boxes))  # a drawing in tickless axes of its own
    return inside | _astride_insets(page, frame, boxes, inside)


def _marker_look(p: Shape) -> tuple:
    return color_key(p.stroke), color_key(p.fill), round(p.bbox.w, 1), round(p.bbox.h, 1)


def _astride_insets(page: Page, frame: Frame, boxes: list[Box], inside: set[int]) -> set[int]:
    """Markers on an inset's edge (within half their size), painted with no clip region (a point at the inset's
    axis limit drawn past it; a panel's own markers are clipped to its axes), in a look of three of the inset's
    markers and of no unclipped marker of the panel's: the inset's, not a series of the panel's (plated-nanopores'
    filling-the-pore: the inset's 'Exp.' squares at its top edge were a two-point series of the main panel)."""
    marks = [p for p in page.paths if is_marker(p) and p.bbox.inside(frame.box, 1) and id(p) not in inside
             and p.clip is None]
    looks = [_marker_look(p) for p in page.paths if id(p) in inside and is_marker(p)]
    ins = {k for k in looks if looks.count(k) >= 3}  # a series' look, not one colour of a colour scale
    astride = {id(p) for p in marks if _marker_look(p) in ins and any(_touches(p.bbox, b) for b in boxes)}
    own = {_marker_look(p) for p in marks if id(p) not in astride}
    return {i for i in astride if _marker_look(next(p for p in marks if id(p) == i)) not in own}


def _touches(a: Box, b: Box) -> bool:
    pad = max(a.w, a.h) / 2
    return a.x0 <= b.x1 + pad and b.x0 - pad <= a.x1 and a.top <= b.bottom + pad and b.top - pad <= a.bottom


def unread_parts(page: Page, frame: Frame, frames: list[Frame], kind: str = "line",
                 entries: list[Entry] = ()) -> list[UnreadPart]:
    """The parts of a panel no reader module turns into values: bands, reference lines (a y = x diagonal among
    them, diagonals.py), arrows, what is beside it; ``entries`` its legend's (a line they name is no guide); ``kind``
    "sideways" is a line panel keyed by y (sideways.py)."""
    spans = _spans(page, frame, frames) if kind in ("line", "scatter", "sideways") else []
    return (_bands(page, frame, frames, kind) + spans + _reference_lines(page, frame) + guide_parts(page, frame, list(entries))
            + _arrows(page, frame, frames)
            + _unread_insets(page, frame, frames) + _beside(page, frame, frames) + _drawn_unread(page, frame, frames, kind))


def _drawn_unread(page: Page, frame: Frame, frames: list[Frame], kind: str) -> list[UnreadPart]:
    """Box plots (in the panel or against its side), step histograms, and curves drawn over a bar chart."""
    out = []
    own = _own(page, frame, frames)
    boxes = box_plots(page, frame.box)
    if boxes:
        out.append(UnreadPart(kind="other", note=f"{boxes} box plot(s) (outliers; medians, quartiles and whisker ends "
                                                 "unless held as the rows 'medians', 'lower quartiles' ...) not read"))
    steps = step_lines(own, read=kind in ("line", "scatter"), sideways=kind == "sideways")  # those read as series
    if steps:
        out.append(UnreadPart(kind="histogram", note=f"{steps} step histogram(s) (a step outline) not read as a "
                                                     "histogram"))
    curves = curves_over_bars(own, frame.box) if kind == "bar" else 0
    if curves:
        out.append(UnreadPart(kind="kde", note=f"{curves} curve(s) over the bars (a density curve) not read as the table's data"))
    return out


def _spans(page: Page, frame: Frame, frames: list[Frame]) -> list[UnreadPart]:
    """Shaded spans drawn as rectangles (axvspan, axhspan: a region of x or of y marked across the whole plot) in a
    panel of lines or points, where no rectangle is data: a coloured box as tall (or as wide) as the plot area and
    not the area's own background."""
    f = frame.box
    insets = [o.box for o in frames if o.inset_of is frame]
    found = [b for b in page.boxes if b.fill is not None and min(b.fill) < 0.95 and b.inside(f, 1)
             and not any(b.inside(i, 1) for i in insets) and not (b.w > 0.97 * f.w and b.h > 0.97 * f.h)
             and (b.h > 0.9 * f.h or b.w > 0.9 * f.w)]
    if not found:
        return []
    return [UnreadPart(kind="band", note=f"{len(found)} shaded span(s) across the plot (a marked region of x or y) "
                                          "not read")]


def _own(page: Page, frame: Frame, frames: list[Frame]) -> list[Shape]:
    insets = [f.box for f in frames if f.inset_of is frame]
    return [p for p in page.paths if p.bbox.inside(frame.box, 1) and not any(p.bbox.inside(b, 1) for b in insets)]


def _bands(page: Page, frame: Frame, frames: list[Frame], kind: str = "line") -> list[UnreadPart]:
    """Filled areas that are no marker and no bar (fill_between, a shaded confidence band, a filled region); a white
    fill shades nothing (a legend's box, a patch behind text); an area under a curve drawn by no line is read in a
    panel of lines (areas.py)."""
    f = frame.box
    own = _own(page, frame, frames)
    drawn = [p for p in own if p.fill is None and p.stroke is not None] if kind == "line" else []
    areas = [p for p in own if p.fill is not None and min(p.fill) < 0.95 and not is_marker(p) and len(p.pts) >= 4
             and max(p.bbox.w / f.w, p.bbox.h / f.h) > 0.1 and not (kind == "line" and read_as_curve(p, f, drawn))]
    regions = [p for p in _clipped_regions(page, frame, own) if not (kind == "line" and read_as_curve(p, f, drawn))]
    areas += regions
    if not areas:
        return []
    edges = _region_edges(page, frame, regions)
    along = f" and {edges} line(s) drawn along their edges (boundaries)" if edges else ""
    return [UnreadPart(kind="band", note=f"{len(areas)} shaded area(s) (a band or filled region){along} not read")]


def _clipped_regions(page: Page, frame: Frame, own: list[Shape]) -> list[Shape]:
    """Filled regions drawn past the frame and clipped to it (contourf's regions of a phase diagram, each a polygon
    running beyond the axes): shown over a tenth of the frame's width or height, in no white."""
    f, held = frame.box, {id(p) for p in own}
    out = []
    for p in page.paths:
        c = p.clip
        if id(p) in held or p.fill is None or min(p.fill) >= 0.95 or len(p.pts) < 4 or c is None or not (
                abs(c[0] - f.x0) < 1.5 and abs(c[1] - f.top) < 1.5 and abs(c[2] - f.x1) < 1.5 and abs(c[3] - f.bottom) < 1.5):
            continue
        w = min(p.bbox.x1, f.x1) - max(p.bbox.x0, f.x0)
        h = min(p.bbox.bottom, f.bottom) - max(p.bbox.top, f.top)
        if w > 0 and h > 0 and max(w / f.w, h / f.h) > 0.1:
            out.append(p)
    return out


def _region_edges(page: Page, frame: Frame, regions: list[Shape]) -> int:
    """Lines stroked in the frame with every vertex but its ends (cut at the frame's edge) on a vertex of a clipped
    region's outline (within half a point): the boundaries drawn between contourf's regions (contour lines, each
    cut where a label is set in it)."""
    corners = {(round(x), round(y)) for r in regions for x, y in r.pts}

    def on_edge(x: float, y: float) -> bool:
        return any((round(x) + i, round(y) + j) in corners for i in (-1, 0, 1) for j in (-1, 0, 1)) and any(
            abs(x - u) <= 0.5 and abs(y - v) <= 0.5 for r in regions for u, v in r.pts if abs(u - x) <= 1)
    return sum(1 for p in page.paths if p.fill is None and p.stroke is not None and len(p.pts) >= 8
               and p.bbox.inside(frame.box, 1) and all(on_edge(x, y) for x, y in p.pts[1:-1])) if regions else 0


def _reference_lines(page: Page, frame: Frame) -> list[UnreadPart]:
    """Straight lines across the frame (axhline, axvline) that are not its grid: a grid draws one line at each of
    several ticks in one style; a reference line is a style of its own."""
    f = frame.box
    found: dict[tuple, list[tuple[float, Shape]]] = {}  # (direction, colour, dash) -> (position, path)
    for side, pos, p in _edge_lines(page, f):
        found.setdefault((side, None, pos), []).append((pos, p))  # each one its own: never read as a grid
    for p in page.paths:
        b = p.bbox
        if p.fill is not None or p.stroke is None or not b.inside(f, 1):
            continue
        if b.h < 0.3 and b.w > 0.8 * f.w and f.top + 1 < b.top < f.bottom - 1:
            found.setdefault(("y", color_key(p.stroke), p.dash), []).append((b.top, p))
        elif b.w < 0.3 and b.h > 0.8 * f.h and f.x0 + 1 < b.x0 < f.x1 - 1:
            found.setdefault(("x", color_key(p.stroke), p.dash), []).append((b.x0, p))
    out = []
    for (side, _, _), lines in found.items():
        axis = frame.y if side == "y" else frame.x
        if len(lines) >= 3 and _is_grid([pos for pos, _ in lines], axis):
            continue  # three or more alike across the frame at its ticks or evenly apart: its grid
        for pos, p in lines:
            value = axis.mapping.value(pos) if axis.mapping is not None else None
            ends = (f.x0, f.x1) if side == "x" else (f.top, f.bottom)
            if value is not None and abs(value) < 1e-9 * abs(axis.mapping.value(ends[0]) - axis.mapping.value(ends[1])):
                value = 0.0  # an edge at 0 read as 1.4e-16
            shown = None if value is None else date_key(value) if axis.mapping.scale == "time" else f"{value:.4g}"
            at = f" at {side} = {shown}" if shown is not None else ""  # a date on a time axis (days since 1970)
            out.append(UnreadPart(kind="reference_line",
                                  note=f"{_look(p)}{'horizontal' if side == 'y' else 'vertical'} line{at} not read"))
    return out


def _is_grid(places: list[float], axis) -> bool:
    """Whether lines of one look across the frame at ``places`` are its grid: each at a labelled tick, or all evenly
    apart (a minor grid between the ticks), or on a log axis each at a whole multiple of its decade. Levels of one
    look at places of their own (trappist1's Earth, Mars, Moon and chondrite lines, all black and dashed) are
    reference lines, each declared."""
    at = sorted(places)
    if all(any(abs(p - t) < 1.0 for t in axis.positions) for p in at):
        return True
    gaps = [b - a for a, b in zip(at, at[1:])]
    if max(gaps) - min(gaps) <= max(0.5, 0.03 * max(gaps)):
        return True
    mapping = axis.mapping
    if mapping is None or mapping.scale != "log":
        return mapping is None and not axis.positions  # an axis without ticks read: no place tells the lines apart
    values = [mapping.value(p) for p in at]
    return all(v > 0 and abs(m - round(m)) < 0.05 for v in values for m in [v / 10 ** math.floor(math.log10(v))])


def _look(p: Shape) -> str:
    """A reference line's colour and dash in words, as descriptions name it ('black dashed ', 'red '; a solid
    line's style goes unsaid), so the note says which line of the figure it is."""
    style = line_style(p.dash)
    return "".join(f"{w} " for w in (colour_name(p.stroke), style if style != "solid" else None) if w)


def _edge_lines(page: Page, f: Box) -> list[tuple[str, float, Shape]]:
    """Vertical lines drawn on the frame's left or right edge in a colour no line on the other edge has (the
    spines are one colour on both) and no line across the plot has (a grid line at the first tick): an axvline at
    the axis' end (brainfit's line at accuracy 1.0 on the right edge)."""
    edges: dict[str, list] = {"left": [], "right": [], None: []}
    for p in page.paths:
        b = p.bbox
        if p.fill is None and p.stroke is not None and b.w < 0.3 and b.h > 0.8 * f.h and b.inside(f, 1):
            side = "left" if abs(b.x0 - f.x0) <= 1 else "right" if abs(b.x0 - f.x1) <= 1 else None
            edges[side].append((color_key(p.stroke), b.x0, p))
    inside = {c for c, _, _ in edges[None]}
    if not edges["left"] or not edges["right"]:
        return []  # no spine drawn as a line on one side: which line is the axis' own cannot be told
    out = []
    for side, other in (("left", "right"), ("right", "left")):
        others = {c for c, _, _ in edges[other]} | inside
        out += [("x", x, p) for c, x, p in edges[side] if c not in others]
    return out


def _arrows(page: Page, frame: Frame, frames: list[Frame]) -> list[UnreadPart]:
    """Annotation arrows (their heads are left out of the data, see markers.without_arrowheads)."""
    marks = [p for p in _own(page, frame, frames) if is_marker(p)]
    heads = len(marks) - len(without_arrowheads(page, marks))
    return [UnreadPart(kind="annotation", note=f"{heads} annotation arrow(s) not read")] if heads else []


def _unread_insets(page: Page, frame: Frame, frames: list[Frame]) -> list[UnreadPart]:
    boxes = _unread_inset_boxes(page, frame, frames)
    drawn = clipped_axes(page, frame.box, [f.box for f in frames if f.inset_of is frame] + boxes)
    return [UnreadPart(kind="inset", note="an inset (axes inside the panel, its ticks unlabelled or not calibrated) "
                                          "not read") for _ in boxes] + [
        UnreadPart(kind="inset", note="a drawing in axes of its own inside the panel (no ticks) not read") for _ in drawn]


def _unread_inset_boxes(page: Page, frame: Frame, frames: list[Frame]) -> list[Box]:
    """Axes inside the panel that were not read as a panel of their own: a box within the frame, not filled with a
    colour, with tick marks on its edges and drawing inside it."""
    read = [f.box for f in frames if f.inset_of is frame]
    out: list[Box] = []
    for box in candidate_boxes(page, outermost=False):  # matplotlib draws an inset's frame as four spines, no box
        if not box.inside(frame.box, 0.5) or min(box.w, box.h) < 30 or box.w * box.h > 0.8 * frame.box.w * frame.box.h:
            continue
        if (box.fill is not None and min(box.fill) < 0.95) or any(abs(box.x0 - b.x0) < 1.5 and abs(box.top - b.top) < 1.5
                                                                  for b in read + out):
            continue
        marks = len(tick_marks(page, box, "bottom")) + len(tick_marks(page, box, "left"))
        drawn = sum(1 for p in page.paths if p.bbox.inside(box, 1) and max(p.bbox.w, p.bbox.h) > 3)
        if drawn >= 2 and (marks >= 4 or (marks == 3 and _labels(page, box) >= 3)):  # or partly labelled: one axis
            out.append(box)  # with a lone label calibrates nothing (bkt-flow's zoom, hourglass-nanopores' inset)
    return out


def _labels(page: Page, box: Box) -> int:
    return len(read_axis(page, box, "bottom").ticks) + len(read_axis(page, box, "left").ticks)


def _beside(page: Page, frame: Frame, frames: list[Frame]) -> list[UnreadPart]:
    """Axes without tick labels set against the panel's side (a marginal histogram, a density curve): boxes that
    share the panel's height (or width), within a few points of it, holding bars or curves."""
    f = frame.box
    out = []
    for box in page.boxes:
        if any(abs(box.x0 - o.box.x0) < 1.5 and abs(box.top - o.box.top) < 1.5 for o in frames) or box.w < 20 or box.h < 20:
            continue
        beside = (abs(box.top - f.top) < 2 and abs(box.bottom - f.bottom) < 2 and
                  (0 <= box.x0 - f.x1 < 25 or 0 <= f.x0 - box.x1 < 25))
        over = (abs(box.x0 - f.x0) < 2 and abs(box.x1 - f.x1) < 2 and (0 <= f.top - box.bottom < 25 or 0 <= box.top - f.bottom < 25))
        if not (beside or over):
            continue
        bars = [b for b in page.boxes if b is not box and b.fill is not None and b.inside(box, 1)]
        curves = [p for p in page.paths if p.fill is None and len(p.pts) > 8 and p.bbox.inside(box, 1)]
        where = "beside" if beside else "above or below"
        if bars:
            out.append(UnreadPart(kind="histogram", note=f"a histogram {where} the panel ({len(bars)} bars) not read"))
        if curves:
            out.append(UnreadPart(kind="kde", note=f"a density curve {where} the panel not read"))
    return out


_BOTH = re.compile(r"(.+) \((.+)\)")  # a line named by two keys (stylekey.py): 'SSP1-1.9 (Unaltered scenario)'


def _held_names(rows: list) -> set[str]:
    """The names rows hold: each as it stands ('CMIP6 (35)', a key's count of models) and without a repeat's
    number ('x (2)', a second series of one legend name)."""
    return {n for r in rows for n in (str(r), _REPEAT.sub("", str(r)))}


def unread_entries(panel: Panel, entries: list[Entry], held: set[str]) -> list[UnreadPart]:
    """The legend entries of a panel whose series the record does not hold (a fit, a dashed curve, a band, markers
    the reader could not follow): a description naming one is then unverifiable, not "no series is named X".
    ``held`` is what other panels hold of a legend they share (a figure legend names the series of every panel)."""
    names = _held_names(panel.data.rows if panel.data is not None else []) | held
    names |= {part for n in list(names) if (m := _BOTH.fullmatch(n)) for part in m.groups()}  # a colour's and a dash's
    names |= {n[:-len(s) - 1] for n in list(names) for s in ("medians", *BOX_ROWS) if n.endswith(" " + s)}  # a hue's boxes
    if panel.fit is not None and panel.fit.label:
        names.add(panel.fit.label)
    names |= {str(t) for a in (panel.x, panel.y) for t in a.ticks or []}  # a category's tick label beside a marker
    missing: dict[str, str] = {}
    for e in entries:
        name = e.name.strip()
        if name and name not in names:
            missing.setdefault(name, SWATCH_WORDS.get(e.kind, e.kind))
    if not missing:
        return []
    if len(missing) > LISTED:
        shown = ", ".join(repr(n) for n in list(missing)[:LISTED])
        note = f"{len(missing)} legend entries (or labels beside marks) not read as series: {shown}, ..."
    else:
        note = "legend entries not read as series: " + ", ".join(f"{n!r} ({w})" for n, w in missing.items())
    return [UnreadPart(kind="other", note=note)]


def name_from_key_panels(panels: list[Panel], legends: list[list[Entry]]) -> None:
    """A legend set in a panel that holds no data (a panel left empty to hold the key) names the series of its
    look in the others: a row named only by its look ('blue line') takes the name of the key's one entry of that
    colour and kind, where that row is the only one of its look in the figure's other panels."""
    rows = [(p, i) for p in panels if p.data is not None for i, st in enumerate(p.data.styles or [])
            if st is not None and str(p.data.rows[i]) == describe(st)]
    for key, legend in zip(panels, legends):
        if key.data is not None:
            continue
        for e in legend:
            look = (colour_name(e.color), "line" if e.kind == "line" else "marker")
            same = [e2 for e2 in legend if (colour_name(e2.color), "line" if e2.kind == "line" else "marker") == look]
            hits = [(p, i) for p, i in rows if (p.data.styles[i].color, p.data.styles[i].mark) == look]
            if len(same) == 1 and len(hits) == 1 and e.name.strip() not in hits[0][0].data.rows:
                p, i = hits[0]
                p.data.rows = [e.name.strip() if j == i else r for j, r in enumerate(p.data.rows)]


def declare_unread_entries(panels: list[Panel], legends: list[list[Entry]], outside: list[Entry]) -> None:
    """Add to each panel the entries of its legend (``legends[i]``) that no series holds; an entry of a legend
    outside every frame (``outside``) is held when any panel holds its series. A key set in an empty panel names
    the series of the others first (``name_from_key_panels``)."""
    name_from_key_panels(panels, legends)
    shared = {e.name.strip() for e in outside}
    every = _held_names([r for p in panels if p.data is not None for r in p.data.rows])
    for panel, legend in zip(panels, legends):  # a key panel's entries are held where the others hold them
        held = every if panel.data is None else every & shared
        panel.unread = (panel.unread or []) + unread_entries(panel, legend, held) or None
