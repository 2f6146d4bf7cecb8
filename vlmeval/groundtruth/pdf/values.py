"""Values per chart kind: bars, lines, scatter markers (geometry through the axis mapping), heatmap cells
(vector cells or an embedded raster, through the colorbar), and printed values that take precedence."""

from __future__ import annotations

from dataclasses import dataclass, field

from vlmeval.groundtruth.pdf.areas import area_edges
from vlmeval.groundtruth.pdf.axes import AxisRead, Frame
from vlmeval.groundtruth.pdf.boxhues import hued_boxes
from vlmeval.groundtruth.pdf.boxplots import BOX_ROWS, box_parts, box_statistics, median_group, short_medians
from vlmeval.groundtruth.pdf.connectors import inset_connectors
from vlmeval.groundtruth.pdf.diagonals import diagonal_guides
from vlmeval.groundtruth.pdf.legend import Entry, is_marker, marker_shape, series_for
from vlmeval.groundtruth.pdf.markers import (arrow_shaft, fraction_bar, marker_anchor, marker_point, polygon_edge,
                                              without_arrowheads, without_glyphs)
from vlmeval.groundtruth.pdf.linestyle import keyed_line, line_groups, line_names, marked as _marked
from vlmeval.groundtruth.pdf.names import MARKER_WORDS, marker_name
from vlmeval.groundtruth.pdf.pointcells import one_per_cell, shared_note
from vlmeval.groundtruth.pdf.primitives import Box, Page, Shape, color_key, is_grey
from vlmeval.groundtruth.pdf.ribbons import named_lines
from vlmeval.groundtruth.pdf.shades import family_names
from vlmeval.groundtruth.pdf.steps import is_step, step_levels
from vlmeval.groundtruth.pdf.ticks import (STEP, as_key, date_key, on_tick_grid, parse_number,  # noqa: F401
                                          round_to, tick_key)


COLOUR_SCALED = 6  # unnamed colours of one marker shape beside a colorbar: this many are one colour-scaled series
SCALED = "colour scale"  # the colour key of such a series' group


@dataclass(slots=True)
class Item:
    """One value of the table, with where it is drawn (for printed labels to find it)."""

    row: str
    column: int | float | str
    value: float | None
    anchor: tuple[float, float]
    printed: float | None = None
    decimals: int | None = None
    box: Box | None = None  # a bar's rectangle: a label printed inside it is its own
    shown: float | None = None  # the number printed where it differs from the drawn value (a signed label)


@dataclass(slots=True)
class PanelValues:
    kind: str
    items: list[Item] = field(default_factory=list)
    rows: list = field(default_factory=list)
    columns: list = field(default_factory=list)
    tolerance: float | None = None
    how: str = "geometry"
    stacked: bool = False
    notes: list[str] = field(default_factory=list)
    row_colors: dict = field(default_factory=dict)  # row -> the colour it is drawn in (to match a twin axis's)
    points: dict = field(default_factory=dict)  # row -> every marker's (x, y) (a scatter: see markers.py)
    line_rows: set = field(default_factory=set)  # rows drawn as lines in a scatter (a step outline: step_rows)
    sideways: bool = False  # keyed by y, valued on x (a step histogram laid on its side: sideways.py)
    unit: str | None = None  # what printed values are in: '%' where every label carries it (heatmap.py)


def categories(axis: AxisRead) -> list[tuple[float, int | float | str]]:
    return [(p, as_key(r.text)) for p, r in zip(axis.positions, axis.ticks)]


def nearest_category(pos: float, cats: list[tuple[float, object]]) -> object | None:
    if not cats:
        return None
    spacing = min((abs(a[0] - b[0]) for a, b in zip(cats, cats[1:])), default=1e9)
    p, key = min(cats, key=lambda c: abs(c[0] - pos))
    return key if abs(p - pos) <= 0.5 * spacing + 0.5 else None


def numeric_key(axis: AxisRead, pos: float):
    """The value at a position as a column key: a tick's own key when it sits on a tick, else rounded to the
    precision the drawing carries there."""
    m = axis.mapping
    value = m.value(pos)
    if m.scale == "time":
        return date_key(value)
    res = m.resolution(pos, pos, STEP / 2)
    for p, r in zip(axis.positions, axis.ticks):
        if abs(p - pos) <= 0.01 and parse_number(r.text) is not None:  # exactly on a tick (a line's point at a labelled x)
            return tick_key(r.text)
        if abs(p - pos) <= 0.5 and parse_number(r.text) is None:  # a word among numbers ('2, 4, 8, 16, sat') is its
            return as_key(r.text)  # own column: the value the mapping gives there is not what the tick says
    within = m.resolution(pos, pos, STEP)  # one coordinate step: a column written like the ticks is that number
    snapped = on_tick_grid(value, [r.text for r in axis.ticks], within) if m.scale == "linear" else None
    return round_to(value, res) if snapped is None else snapped


def inside(box: Box, frame: Box, pad: float = 1.5) -> bool:
    return box.inside(frame, pad)


def on_edge(page: Page, f: Box, inner: list, skip: set[int], handles: list[Box]) -> list:
    """Markers plotted on an axis's end (x = 0 on the left spine): centred on the frame's edge, they reach half their
    size past it. Each is a point where it is as large as the markers inside the frame (a smaller fill there is a
    fragment of something else)."""
    sizes = sorted(max(p.bbox.w, p.bbox.h) for p in inner)
    least = 0.8 * sizes[len(sizes) // 2] if sizes else 0.0
    return [p for p in page.paths if id(p) not in skip and is_marker(p) and not p.bbox.inside(f, 1)
            and f.contains(p.bbox.cx, p.bbox.cy, 0.5) and p.bbox.inside(f, max(p.bbox.w, p.bbox.h) / 2 + 1)
            and max(p.bbox.w, p.bbox.h) >= least and not any(a.contains(p.bbox.cx, p.bbox.cy) for a in handles)]


def legend_area(entries: list[Entry], frame: Box) -> Box | None:
    """The area the legend entries inside a frame take (their texts and swatches): a bar there is data unless it is
    part of a swatch (see _swatch_part); a square there is a swatch."""
    parts = []
    for e in entries:
        swatch = e.swatch if isinstance(e.swatch, Box) else e.swatch.bbox
        if frame.contains(e.run.cx, e.run.cy):
            parts += [swatch, Box(e.run.x0, e.run.top, e.run.x1, e.run.bottom, None, None)]
    if not parts:
        return None
    pad = max(e.run.size for e in entries)  # a swatch drawn as several marks reaches past the one matched
    return Box(min(b.x0 for b in parts) - pad, min(b.top for b in parts) - pad, max(b.x1 for b in parts) + pad,
               max(b.bottom for b in parts) + pad, None, None)


APART = 3.0  # em: entries farther apart than this belong to different legends of one panel


HANDLE = 0.5  # em: a swatch's other marks (a line handle's marker, its end points) lie this close to it,
LEVEL = 0.2  # em: and level with it or with the entry's text (an error bar's cap is matched, its marker is
# centred on the text's line: pigsfli-appendix-extrapolations)


def handle_areas(entries: list[Entry], frame: Box) -> list[Box]:
    """Where each legend entry inside a frame draws its handle: its swatch and a half em about it. A marker centred
    there is the handle's, not data; one beside a legend's text or in the gaps of its key is data (a series drawn
    through the legend, quench-entanglement-sqnll-n13-ee's dots beside 'V = 0.150'; a second legend of the panel
    away from the first, quench-structure-factor-nq-vs-v's)."""
    areas = []
    for e in entries:
        if frame.contains(e.run.cx, e.run.cy):
            b, em = (e.swatch if isinstance(e.swatch, Box) else e.swatch.bbox), e.run.size
            top, bottom = min(b.top, e.run.cy) - LEVEL * em, max(b.bottom, e.run.cy) + LEVEL * em
            areas.append(Box(b.x0 - HANDLE * em, top, b.x1 + HANDLE * em, bottom, None, None))
    return areas


def colour_key_entries(entries: list[Entry], frame: Box) -> list[Entry]:
    """The entries that name series by colour: where two legends of a panel give one colour two names, the legend
    of more colours tells the series apart, and the other's swatch shows a kind of mark in one of those colours
    (nq-vs-v's 'Exact Diag.' circle, teal like its 'V = -0.5J')."""
    legends = _legends(entries, frame)
    if len(legends) < 2:
        return entries
    colours = {id(e): len({color_key(o.color) for o in g}) for g in legends for e in g}
    def outranked(e: Entry) -> bool:
        return any(o.name != e.name and color_key(o.color) == color_key(e.color) and colours.get(id(o), 0) > colours[id(e)]
                   for o in entries) if id(e) in colours else False
    return [e for e in entries if not outranked(e)]


def _legends(entries: list[Entry], frame: Box) -> list[list[Entry]]:
    groups: list[list[Entry]] = []
    for e in entries:
        if not frame.contains(e.run.cx, e.run.cy):
            continue
        near = [g for g in groups if any(_apart(e, o) <= APART * max(e.run.size, o.run.size) for o in g)]
        groups = [g for g in groups if g not in near] + [[e] + [o for g in near for o in g]]
    return groups


def _apart(a: Entry, b: Entry) -> float:
    box_a, box_b = _entry_box(a), _entry_box(b)
    return max(box_a.x0 - box_b.x1, box_b.x0 - box_a.x1, box_a.top - box_b.bottom, box_b.top - box_a.bottom, 0.0)


def _entry_box(e: Entry) -> Box:
    swatch = e.swatch if isinstance(e.swatch, Box) else e.swatch.bbox
    runs = [e.run, *e.parts]  # the text through the end of its line ('V = +0.765J' is set in several runs)
    return Box(min(swatch.x0, *(r.x0 for r in runs)), min(swatch.top, *(r.top for r in runs)),
               max(swatch.x1, *(r.x1 for r in runs)), max(swatch.bottom, *(r.bottom for r in runs)), None, None)


def series_paths(page: Page, frame: Frame, skip: set[int]) -> list[Shape]:
    f = frame.box
    keep = []
    for p in page.paths:
        b = p.bbox
        if id(p) in skip or p.stroke is None or p.fill is not None or not b.inside(f, 2):
            continue
        straight_h = b.h < 0.3 and b.w > 0.8 * f.w
        straight_v = b.w < 0.3 and b.h > 0.8 * f.h
        on_edge = (b.w < 0.3 and (abs(b.x0 - f.x0) < 1 or abs(b.x0 - f.x1) < 1)) or (
            b.h < 0.3 and (abs(b.top - f.top) < 1 or abs(b.top - f.bottom) < 1))
        tick = len(p.pts) == 2 and max(b.w, b.h) < 12
        if straight_h or straight_v or on_edge or tick or is_marker(p):
            continue
        if b.w < 0.3 or fraction_bar(page, p) or arrow_shaft(page, p) or polygon_edge(page, p):
            continue  # a vertical path (an error bar, an arrow's shaft) or a fraction's bar in text: no series
        keep.append(p)
    return keep


ON_SPINE = 0.55  # points: how far past the frame's edge a vertex may be on its spine (see on_spine)


def on_spine(p: Shape, x: float, y: float, frame: Box) -> bool:
    """A vertex just past the frame's edge that its own clip region shows: an axis drawn half a point off the data's
    origin (Vega offsets its crisp strokes so; its clip region is the data's area) starts every line there. Where
    the clip region is the frame (matplotlib), a vertex past it is not drawn."""
    c = p.clip
    return (c is not None and frame.contains(x, y, ON_SPINE)
            and c[0] - 0.05 <= x <= c[2] + 0.05 and c[1] - 0.05 <= y <= c[3] + 0.05)


def lines(page: Page, frame: Frame, entries: list[Entry], skip: set[int]) -> PanelValues | None:
    if frame.y.mapping is None:
        return None
    marks = [p for p in page.paths if is_marker(p)]  # on the lines and on the legend's swatches
    guides = {id(p) for p in diagonal_guides(page, frame, entries, skip)}  # y = x: a line to compare with
    medians, caps = box_parts(page, frame.box)
    caps |= inset_connectors(page, frame.box)  # no series either: lines from an inset's corner
    paths = [p for p in series_paths(page, frame, skip | guides | caps)
             if (not p.dashed or not is_grey(p.stroke) or len(_marked(p, marks)) >= 2  # a dashed grey guide: no series
                 or keyed_line(p, entries))  # ... unless the legend names it ('direct', 'theory')
             and (step_levels(p) is not None or not is_step(p))]  # a staircase turning back along x: no function of x
    paths += [e for e in area_edges(page, frame, skip | caps, paths) if step_levels(e) is not None or not is_step(e)]
    paths += short_medians(page, medians, skip, paths)  # a narrow box's median is no tick
    if not paths:
        return None
    groups = line_groups(paths)
    out = PanelValues("line")
    cats = categories(frame.x) if frame.x.mapping is None else None
    tol = frame.y.mapping.resolution(min(frame.y.positions), max(frame.y.positions), STEP)
    medians = _median_groups(medians, groups)
    for i, (group, named) in enumerate(zip(groups, named_lines(page, frame.box, entries, groups, marks))):
        name = named or ("medians" if i in medians else f"series {i + 1}" if len(groups) > 1 else "value")
        seen = set()
        for p in group:
            for x, y in step_levels(p) or p.pts:  # a step outline: each step's level at its middle
                if not (frame.box.contains(x, y, 0.05) or on_spine(p, x, y, frame.box)):
                    continue  # a vertex past the frame is clipped: not drawn (dnest4's last iteration)
                key = nearest_category(x, cats) if cats is not None else numeric_key(frame.x, x)
                if key is None or key in seen:
                    continue
                seen.add(key)
                out.items.append(Item(name, key, frame.y.mapping.value(y), (x, y)))
        out.rows.append(name)
        out.row_colors[name] = group[0].stroke
    if medians:
        _box_rows(page, frame, cats, out, entries)
    out.columns = [k for _, k in cats] if cats is not None else sorted_keys(out.items)
    out.tolerance = tol
    return out


def _box_rows(page: Page, frame: Frame, cats: list | None, out: PanelValues, entries: list[Entry]) -> None:
    """Beside the boxes' medians, their quartiles and whisker ends, one row each, keyed like the medians: a box
    plot's other drawn statistics (a reader gives each box's range and quartiles as readily as its median). Boxes
    in several colours have these rows per colour, each box under its category (boxhues)."""
    colour = out.row_colors.get("medians")
    boxes = box_statistics(page, frame.box)
    if (hued := hued_boxes(boxes, frame.x, entries, page.boxes)) is not None:
        out.items = [it for it in out.items if it.row != "medians"]
        out.rows = [r for r in out.rows if r != "medians"] + list(dict.fromkeys(v.row for v in hued))
        out.items += [Item(v.row, v.column, frame.y.mapping.value(v.y), (v.x, v.y)) for v in hued]
        out.row_colors.update({v.row: v.fill for v in hued})  # each hue's rows in its boxes' colour
        return
    for box in boxes:
        key = nearest_category(box.x, cats) if cats is not None else numeric_key(frame.x, box.x)
        if key is None:
            continue
        for name, y in box.ends.items():
            out.items.append(Item(name, key, frame.y.mapping.value(y), (box.x, y)))
    for name in BOX_ROWS:
        if any(it.row == name for it in out.items):
            out.rows.append(name)
            out.row_colors[name] = colour


def _median_groups(medians: set[int], groups: list[list[Shape]]) -> set[int]:
    """The one line group drawn only as box plots' medians (a box's width across it), by index: its row is the
    boxes' medians, not a line joining them; none where two groups are (which box is whose is not read)."""
    found = {i for i, group in enumerate(groups) if median_group(group, medians)}
    return found if len(found) == 1 else set()


def sorted_keys(items: list[Item]) -> list:
    keys = list(dict.fromkeys(it.column for it in items))
    try:
        return sorted(keys)
    except TypeError:  # numbers and a word tick: in drawing order along the axis
        where = {}
        for it in items:
            where.setdefault(it.column, it.anchor[0])
        return sorted(keys, key=where.__getitem__)


def scatter(page: Page, frame: Frame, entries: list[Entry], skip: set[int]) -> PanelValues | None:
    if frame.x.mapping is None or frame.y.mapping is None:
        return None
    f = frame.box
    handles = handle_areas(entries, f)  # a line swatch's marker is no point
    marks = [p for p in page.paths if id(p) not in skip and is_marker(p) and p.bbox.inside(f, 1)
             and not any(a.contains(p.bbox.cx, p.bbox.cy) for a in handles)]
    marks += on_edge(page, f, marks, skip, handles)
    marks = without_glyphs(page, without_arrowheads(page, marks))
    if not marks:
        return None
    groups: dict = {}
    for p in marks:
        groups.setdefault((color_key(p.fill or p.stroke), marker_shape(p)), []).append(p)
    groups, scaled = _colour_scaled(frame, entries, groups)
    naming = colour_key_entries(entries, f)
    out = PanelValues("scatter")
    names = [scaled.get(shape) if ck == SCALED else _marker_series(naming, g[0].fill or g[0].stroke, shape)
             for (ck, shape), g in groups.items()]
    shades = family_names(page, naming, groups, {i for i, (n, (ck, _)) in enumerate(zip(names, groups)) if n or ck == SCALED})
    for i, ((ck, shape), group) in enumerate(groups.items()):
        color = None if ck == SCALED else group[0].fill or group[0].stroke
        name = names[i] or shades.get(i) or (f"series {i + 1}" if len(groups) > 1 else "value")
        if name in out.rows:
            name = f"{name} ({i + 1})"
        out.points[name] = [marker_point(frame, p) for p in group]  # every marker, kept as a set of points
        for p in group:
            x, y = marker_anchor(p)
            value = frame.y.mapping.value(y)
            out.items.append(Item(name, numeric_key(frame.x, x),
                                  round_to(value, frame.y.mapping.resolution(y, y, STEP / 2)), (x, y)))
        out.rows.append(name)
        out.row_colors[name] = color
    if scaled:
        out.notes.append(f"{', '.join(scaled.values())}: each marker's colour gives a value on the colour scale, not "
                         "read; the points keep every marker")
    out.items, shared = one_per_cell(out.items)
    if shared:
        out.notes.append(shared_note(shared))
    out.columns = sorted_keys(out.items)
    out.tolerance = max(frame.y.mapping.resolution(min(frame.y.positions), max(frame.y.positions), STEP), 0.0)
    return out


def step_rows(page: Page, frame: Frame, entries: list[Entry], skip: set[int], values: PanelValues) -> None:
    """Step outlines drawn over a scatter (mining-gold: a step function beside rows of markers) join its table as
    line rows, one level per step at the step's middle (steps.py), named by the legend or, later, by their look."""
    paths = [p for p in series_paths(page, frame, skip) if step_levels(p) is not None]
    if not paths:
        return
    groups = line_groups(paths)
    marks = [p for p in page.paths if is_marker(p)]
    for group, named in zip(groups, line_names(entries, groups, marks)):
        name = named if named and named not in values.rows else f"series {len(values.rows) + 1}"
        values.items += level_items(name, group, step_levels, frame, sideways=False)
        values.rows.append(name)
        values.row_colors[name] = group[0].stroke
        values.line_rows.add(name)
    values.columns = sorted_keys(values.items)


def _colour_scaled(frame: Frame, entries: list[Entry], groups: dict) -> tuple[dict, dict[int, str]]:
    """Beside a colorbar, many colours of one marker shape that no legend names are one series whose colour shows
    a value (``scatter(x, y, c=z)``), not a series per colour: they become one group keyed (SCALED, shape), named
    by the marker's look ('squares coloured by the colour scale')."""
    if frame.colorbar is None:
        return groups, {}
    by_shape: dict[int, list] = {}
    for (ck, shape), group in groups.items():
        if _marker_series(entries, group[0].fill or group[0].stroke, shape) is None:
            by_shape.setdefault(shape, []).append((ck, shape))
    out, scaled = dict(groups), {}
    for shape, keys in by_shape.items():
        if len(keys) >= COLOUR_SCALED:
            out[(SCALED, shape)] = [p for k in keys for p in out.pop(k)]
            word = MARKER_WORDS.get(marker_name(out[(SCALED, shape)][0]), "markers")
            scaled[shape] = f"{word} coloured by the colour scale"
    return out, scaled


def _marker_series(entries: list[Entry], color, shape: int) -> str | None:
    """A marker's series: its legend entry; where the legend gives colours and shapes apart (grey 'CoT' triangle,
    grey 'Non-CoT' circle), the colour's name and the shape's name together."""
    shape_entries = [e for e in entries if e.kind == "marker" and is_grey(e.color)]
    by_shape = [e.name for e in shape_entries if e.shape == shape]
    colour_only = [e for e in entries if not is_grey(e.color)]
    if len({e.shape for e in shape_entries}) >= 2 and len(by_shape) == 1 and not is_grey(color):
        name = series_for(colour_only, color)
        return f"{name}, {by_shape[0]}" if name else None
    return series_for(entries, color, shape)


def level_items(name: str, group: list[Shape], levels, frame: Frame, sideways: bool) -> list[Item]:
    """One item per distinct bin of a group of step outlines: ``levels(path)`` gives each level's (x, y) middle;
    the bin is keyed on x and valued on y, or keyed on y and valued on x for a step laid on its side."""
    key_axis, value_axis = (frame.y, frame.x) if sideways else (frame.x, frame.y)
    items, seen = [], set()
    for p in group:
        for x, y in levels(p):
            key = numeric_key(key_axis, y if sideways else x)
            if frame.box.contains(x, y, 0.05) and key not in seen:
                seen.add(key)
                items.append(Item(name, key, value_axis.mapping.value(x if sideways else y), (x, y)))
    return items
