"""Assemble a figure record from one PDF page: frames -> axes -> legend -> values per panel -> Figure."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

from vlmeval.groundtruth.pdf.axes import AxisRead, Frame, drawn_range, find_frames, title_above, why_unread
from vlmeval.groundtruth.pdf.parts import declare_unread_entries, inset_marks, unread_parts
from vlmeval.groundtruth.pdf.curves import drawn_curves
from vlmeval.groundtruth.pdf.decimate import decimate
from vlmeval.groundtruth.pdf.errorbars import error_table
from vlmeval.groundtruth.pdf.fits import read_fit
from vlmeval.groundtruth.pdf.facets import share_categories, share_facet_axes
from vlmeval.groundtruth.pdf.clipaxes import without_drawn_entries
from vlmeval.groundtruth.pdf.heatmap import SCALE, heatmap, is_heatmap
from vlmeval.groundtruth.pdf.markedlines import on_markers
from vlmeval.groundtruth.pdf.legendticks import frames_and_entries
from vlmeval.groundtruth.pdf.markers import join_stroked_crosses
from vlmeval.groundtruth.pdf.legendtitle import legend_titles, set_legend_titles
from vlmeval.groundtruth.pdf.offsets import offset_notes
from vlmeval.groundtruth.pdf.panellabels import label_panels
from vlmeval.groundtruth.pdf.names import name_panels, name_series
from vlmeval.groundtruth.pdf.placement import placement
from vlmeval.groundtruth.pdf.plottexts import set_plot_texts
from vlmeval.groundtruth.pdf.raster import raster_heatmap, unread_image
from vlmeval.groundtruth.pdf import barside, figkind
from vlmeval.groundtruth.pdf.scattered import scattered_markers
from vlmeval.groundtruth.pdf.sharednames import share_names
from vlmeval.groundtruth.pdf.primitives import Page, PdfFigureError, color_key, open_page
from vlmeval.groundtruth.pdf.ticks import as_key, parse_number, tick_key
from vlmeval.groundtruth.pdf.figtitle import figure_title, row_title
from vlmeval.groundtruth.pdf.titles import legend_column_runs
from vlmeval.groundtruth.pdf.twin import twin_values
from vlmeval.groundtruth.pdf.bars import bars
from vlmeval.groundtruth.pdf.topaxis import below_top_axis, top_axis_runs
from vlmeval.groundtruth.pdf.sideways import sideways_steps
from vlmeval.groundtruth.pdf.labelled import attach_printed, printed_labels
from vlmeval.groundtruth.pdf.values import STEP, Item, PanelValues, lines, round_to, scatter, step_rows
from vlmeval.groundtruth.schema import Axis, Colorbar, Figure, Layout, Panel, Source, Table, UnreadPart

IMAGE_ONLY = ("the figure is an image, not vector graphics (fix: give the data as CSV, see docs/ground-truth.md)")


def render_page(path: Path, index: int, scale: float = SCALE):
    import pypdfium2

    doc = pypdfium2.PdfDocument(str(path))
    try:
        return doc[index].render(scale=scale).to_pil().convert("RGB")
    finally:
        doc.close()


def read_figure(path: Path, page_number: int = 1, figure_id: str | None = None) -> tuple[Figure, object]:
    """The figure record of one PDF page and its rendering (a PIL image); PdfFigureError when it cannot be read."""
    path = Path(path)
    page = open_page(path, page_number)
    page.paths = join_stroked_crosses(page.paths)  # 'x' and '+' markers: two strokes each
    frames, colorbars = find_frames(page)
    share_facet_axes(page, frames)
    if not frames:
        if page.images or not page.runs:  # an image and no axes: a raster figure
            raise PdfFigureError(f"{path}: page {page_number}: {IMAGE_ONLY}")
        raise PdfFigureError(f"{path}: page {page_number}: no axes with tick labels found (fix: pass a chart PDF, "
                             "or give the data as CSV, see docs/ground-truth.md)")
    image = render_page(path, page.index)
    frames, entries = frames_and_entries(page, frames)  # a legend's texts are no tick labels
    entries = without_drawn_entries(page, frames, entries)  # a sketch's letters beside its atoms are no key
    share_categories(page, frames)  # a row of bar charts names its categories once
    skip = {id(e.swatch) for e in entries}
    taken = {id(r) for e in entries for r in (e.run, *e.parts)}
    for f in frames:  # a legend placed under the plot is no x-axis label
        for axis in (f.x, f.y, f.y2):
            if axis.label is not None and id(axis.label) in taken:
                axis.label = None
    for f in frames + colorbars:
        for axis in (f.x, f.y, f.y2):
            taken.update(id(r) for r in axis.ticks + axis.second_lines + axis.offset)
            taken.update(id(r.whole) for r in axis.ticks if r.whole is not None)  # packed labels: never a title
            if axis.label is not None:
                taken.add(id(axis.label))
                taken.update(id(r) for r in axis.label_parts)
    taken.update(id(r) for r in legend_column_runs(page.runs, [e.run for e in entries]))  # never a title
    headings = legend_titles(page, entries, [f.box for f in frames], taken)
    taken.update(id(r) for t in headings for r in t.runs)  # a legend's title is no panel's title
    over_row = row_title(page, [f for f in frames if f.inset_of is None], taken)  # the figure's, no panel's title
    taken.update(id(r) for r in over_row)
    for f in frames:
        others = [] if f.inset_of else [g.box for g in frames if g.inset_of is None]
        top_axis = top_axis_runs(page, f, [g.box for g in frames if g is not f])  # its ticks and label are no title
        taken.update(id(r) for r in top_axis)
        f.title = title_above(page, below_top_axis(f.box, top_axis), taken, others)
        f.colorbar = barside.bar_of(page, f, colorbars, frames)
    label_panels(page, frames, taken)  # a label at one place in every frame, or facet labels, names a panel
    panels, kinds, legends = [], [], []
    for i, f in enumerate(frames):
        if f.inset_of is not None and f.title is None:
            f.title = f"inset of {f.inset_of.title or f'panel {frames.index(f.inset_of) + 1}'}"
        own = skip | inset_marks(page, f, frames)
        legends.append(_entries_of(f, frames, entries))
        panel, kind = _panel(page, f, i, legends[-1], own, taken, image)
        panel.unread = (panel.unread or []) + unread_parts(page, f, frames, kind, legends[-1]) or None  # an unread image stays declared
        panels.append(panel)
        kinds.append("line" if kind == "sideways" else kind)
        panel.placement = placement(page, f)
    name_panels(page, frames, panels, taken)
    set_plot_texts(page, frames, panels, taken)  # after every name and label has taken its runs
    share_names(panels, [frames.index(f.inset_of) if f.inset_of else None for f in frames])
    set_legend_titles(panels, legends, headings)
    outside = [e for e in entries if not any(f.box.contains(e.run.cx, e.run.cy) for f in frames)]
    declare_unread_entries(panels, legends, outside)  # a legend entry whose series is not held: unread, not absent
    _unique_titles(panels)
    kind = figkind.figure_kind(kinds)
    layout = _layout([f for f in frames if f.inset_of is None])  # an inset is drawn in its panel's cell
    bars_used = [f.colorbar for f in frames if f.colorbar is not None]
    layout.shared_colorbar = len(bars_used) > 1 and len({id(b) for b in bars_used}) == 1
    fig = Figure(id=figure_id or _default_id(path, page_number), title=figure_title(page, frames, taken, over_row),
                 source=Source(file=path.name, page=page_number), kind=kind, layout=layout, panels=panels,
                 metric=_metric(panels, kind))
    fig.tags = {"legend": bool(entries), "colorbar": bool(colorbars)}  # drawn, whether or not a series is tied to it
    return fig, image


def _metric(panels: list[Panel], kind: str) -> str | None:
    """What the values measure: a heatmap's colorbar label, a chart's value axis label, when every panel agrees."""
    if kind == "heatmap":
        labels = {p.colorbar.label if p.colorbar else None for p in panels if p.data is not None}
    elif kind in ("bar", "line"):
        labels = {(p.x.label if p.y.scale == "categorical" else p.y.label) for p in panels if p.data is not None}
    else:
        return None
    return labels.pop() if len(labels) == 1 else None


def _entries_of(frame: Frame, frames: list[Frame], entries: list) -> list:
    """A panel's legend: the entries inside its frame, and those outside every frame (a figure legend)."""
    def home(e):  # the innermost frame holding the entry (an inset's own legend is the inset's)
        holders = [f for f in frames if f.box.contains(e.run.cx, e.run.cy)]
        return min(holders, key=lambda f: f.box.w * f.box.h, default=None)

    return [e for e in entries if home(e) in (frame, None)]


def _default_id(path: Path, page_number: int) -> str:
    stem = "".join(ch if ch.isalnum() or ch in "._-" else "-" for ch in path.stem.lower()).strip("-._") or "figure"
    return stem if page_number == 1 else f"{stem}-p{page_number}"


def _panel(page: Page, f: Frame, i: int, entries, skip, taken, image) -> tuple[Panel, str | None]:
    title = f.title or f"panel {i + 1}"
    if f.y.mapping is None and f.y2.mapping is not None and not f.y.ticks:
        f.y = f.y2
    labels = printed_labels(page, f, taken)
    if is_heatmap(page, f):  # a heatmap's ticks name its cells, even when they are numbers (4, 8, 16, 32)
        why = unread_image(page, f, labels)
        if why is not None:
            values, reason = raster_heatmap(page, f, image)
            if values is not None:  # read from its pixels through the colorbar, keyed by its continuous axes
                return _build(title, _axis(f.x, f.box), _axis(f.y, f.box), f, values), values.kind
            why = f"{why}, not read from its pixels ({reason})"
            return Panel(title=title, x=_axis(f.x, f.box), y=_axis(f.y, f.box), data=None, notes=f"{why}: values unknown",
                         unread=[UnreadPart(kind="image", note=why)]), None
        calibrated = _axis(f.x, f.box), _axis(f.y, f.box)  # the printed ticks' axes, kept when cells are bins
        f.x.mapping = f.y.mapping = None
    x_axis, y_axis = _axis(f.x, f.box), _axis(f.y, f.box)
    if f.y2.ticks and f.y is not f.y2 and f.y.ticks:
        return _twin(page, f, title, x_axis, y_axis, entries, skip, labels)
    if f.x.mapping is None and f.y.mapping is None and is_heatmap(page, f):
        values = heatmap(page, f, labels, image)
        x_axis.ticks, y_axis.ticks = list(values.columns), values.rows[::-1]  # the cells' keys (y: bottom to top)
        x_axis, y_axis = (binned(a, printed) for a, printed in zip((x_axis, y_axis), calibrated))
    else:
        values = _geometry(page, f, entries, skip)
        if values is None:
            why = why_unread(f)
            return Panel(title=title, x=x_axis, y=y_axis, data=None, notes=why), None
        if values.kind != "heatmap":
            attach_printed(values, labels)
    clash = _clash(values)
    if clash:
        return Panel(title=title, x=x_axis, y=y_axis, data=None, notes=clash), None
    panel = _build(title, x_axis, y_axis, f, values)
    if values.kind != "heatmap" and f.y.mapping is not None and f.x.mapping is not f.y.mapping:
        panel.data.errors = error_table(page, f.box, values, panel.data.rows, lambda row: f.y.mapping)
    panel.fit = read_fit(page, f, entries, skip) if values.kind == "scatter" else None
    panel.curves = drawn_curves(page, f, entries, skip, values.kind)  # a fit beside markers, a density over bars
    name_series(page, panel, values)
    panel.notes = "; ".join(([panel.notes] if panel.notes else []) + offset_notes({"x": f.x, "y": f.y})) or None
    return panel, "sideways" if values.sideways else values.kind  # a line panel keyed by y


def _twin(page, f: Frame, title: str, x_axis: Axis, y_axis: Axis, entries, skip, labels) -> tuple[Panel, str | None]:
    """A panel with a right y axis too: each series read against its own axis (see twin.py)."""
    y2_axis = _axis(f.y2, f.box)
    twin = twin_values(page, f, entries, skip, [bars, _lines_or_points])
    if twin is None:
        why = (why_unread(f) if f.y.mapping is not None and f.y2.mapping is not None else
               f"a right y axis ({', '.join(f.y2.texts)}) is drawn too and an axis could not be calibrated: values unknown")
        return Panel(title=title, x=x_axis, y=y_axis, y2=y2_axis, data=None, notes=why), None
    attach_printed(twin.values, labels)
    clash = _clash(twin.values)
    if clash:
        return Panel(title=title, x=x_axis, y=y_axis, y2=y2_axis, data=None, notes=clash), None
    if twin.values.how == "geometry" and twin.y2_rows:
        ends = [(min(a.positions), max(a.positions)) for a in (f.y, f.y2)]
        left, right = (a.mapping.resolution(lo, hi, STEP) for a, (lo, hi) in zip((f.y, f.y2), ends))
        twin.values.notes.append(f"value_tolerance is the coarser of the two axes' resolutions (left ±{left:.3g}, "
                                 f"right ±{right:.3g})")
    panel = _build(title, x_axis, y_axis, f, twin.values)
    panel.y2, panel.y2_series = y2_axis, twin.y2_rows or None
    on_y2 = set(twin.y2_rows)
    panel.data.errors = error_table(page, f.box, twin.values, panel.data.rows,
                                    lambda row: f.y2.mapping if row in on_y2 else f.y.mapping)
    name_series(page, panel, twin.values)
    return panel, twin.values.kind


def _geometry(page, f: Frame, entries, skip) -> PanelValues | None:
    found = bars(page, f, entries, skip)
    if found is not None and found.items:
        return found
    return _lines_or_points(page, f, entries, skip)


def _lines_or_points(page, f: Frame, entries, skip) -> PanelValues | None:
    as_lines = lines(page, f, entries, skip)
    as_points = scatter(page, f, entries, skip)
    if as_lines and as_lines.items and (not as_points or not as_points.items or on_markers(as_lines, as_points)):
        if as_points and as_points.items:
            _vertices_from_markers(as_lines, as_points)
            _marker_series(as_lines, as_points)
            scattered_markers(as_lines, as_points, entries)  # a scatter with a front drawn through some points
        return as_lines
    if as_points and as_points.items:
        step_rows(page, f, entries, skip, as_points)  # a step function beside the markers: rows of its own
    if as_points and as_points.items:
        return as_points
    return sideways_steps(page, f, entries, skip)  # a histogram laid on its side (a marginal beside a panel)


def _vertices_from_markers(as_lines: PanelValues, as_points: PanelValues) -> None:
    """A line's marker where its path has no vertex (plotly simplifies a path, dropping a point that lies nearly on
    the line) gives that point: the marker's series is the line of its colour."""
    line_of = {color_key(c): row for row, c in as_lines.row_colors.items()}
    have = {(it.row, str(it.column)) for it in as_lines.items}
    added = False
    for it in as_points.items:
        row = line_of.get(color_key(as_points.row_colors.get(it.row)))
        if row is not None and (row, str(it.column)) not in have and _on_line(it.anchor, as_lines, row):
            as_lines.items.append(Item(row, it.column, it.value, it.anchor))
            have.add((row, str(it.column)))
            added = True
    if added and all(isinstance(c, (int, float)) for c in as_lines.columns):
        as_lines.columns = sorted({it.column for it in as_lines.items})


def _marker_series(as_lines: PanelValues, as_points: PanelValues) -> None:
    """Markers in a colour no line is drawn in are a series of their own (ar-mcm: measured dots beside a
    simulated curve): its values join the table, every marker its points."""
    colours = {color_key(c) for c in as_lines.row_colors.values()}
    numeric = all(isinstance(c, (int, float)) for c in as_lines.columns + as_points.columns)
    vertices = [it.anchor for it in as_lines.items]
    for row, colour in as_points.row_colors.items():
        if color_key(colour) in colours or row in as_lines.rows or not numeric:
            continue
        marks = [it.anchor for it in as_points.items if it.row == row]
        if sum(any(abs(x - vx) < 1 and abs(y - vy) < 1 for vx, vy in vertices) for x, y in marks) > 0.2 * len(marks):
            continue  # the markers of a line (drawn in another colour than its stroke): not a series of their own
        if as_lines.rows == ["value"]:  # the lone line's placeholder name no longer says which
            _rename(as_lines, "value", "series 1")
        as_lines.items += [it for it in as_points.items if it.row == row]
        as_lines.rows.append(row)
        as_lines.row_colors[row] = colour
        as_lines.points[row] = as_points.points.get(row, [])
        as_lines.columns = sorted({it.column for it in as_lines.items})


def _rename(values: PanelValues, old: str, new: str) -> None:
    values.rows = [new if r == old else r for r in values.rows]
    values.row_colors[new] = values.row_colors.pop(old)
    for it in values.items:
        if it.row == old:
            it.row = new


def _on_line(point: tuple[float, float], values: PanelValues, row: str, within: float = 1.0) -> bool:
    """The point lies on the straight piece of the row's line between the vertices either side of it."""
    xs = sorted(it.anchor for it in values.items if it.row == row)
    for (x0, y0), (x1, y1) in zip(xs, xs[1:]):
        if x0 < point[0] < x1:
            return abs(y0 + (y1 - y0) * (point[0] - x0) / (x1 - x0) - point[1]) <= within
    return False


def _clash(v: PanelValues) -> str | None:
    """Why a panel's values are left unknown when two series or two categories were read under one key: a table
    keyed so would merge them, and which value is whose cannot be told (the record's checks reject such a table)."""
    rows = v.rows or list(dict.fromkeys(it.row for it in v.items))
    for what, keys in (("series", rows), ("categories", v.columns)):
        seen = [str(k) for k in keys]
        twice = list(dict.fromkeys(k for k in seen if seen.count(k) > 1))
        if twice:
            return f"two or more {what} read under one key ({', '.join(twice)}): values unknown"
    return None


def binned(cells: Axis, printed: Axis) -> Axis:
    """A heatmap axis with cells keyed by value range ('0.1–0.14': heatmap.bin_keys) is the numeric axis its printed
    ticks calibrate (0.2, 0.4, ...); one whose ticks name the cells (4, 8, 16; 0, 2, 4 counted on) keeps their keys."""
    named = {parse_number(str(t)) for t in cells.ticks or []} & {parse_number(str(t)) for t in printed.ticks or []}
    return printed if printed.scale not in ("categorical", "time") and not named else cells


def _axis(a: AxisRead, box) -> Axis:
    label = a.label.text if a.label is not None else None
    if a.mapping is None:
        ticks = [as_key(r.text) for r in a.ticks] or None
        return Axis(label=label, ticks=ticks, scale="categorical" if ticks else "linear")
    ticks = [tick_key(t) for t in a.texts] if a.mapping.scale != "time" else a.texts
    return Axis(label=label, ticks=[t for t in ticks if t is not None] or None, scale=a.mapping.scale,
                range=drawn_range(a, box) if a.mapping.scale != "time" else None)


def _build(title: str, x_axis: Axis, y_axis: Axis, f: Frame, v: PanelValues) -> Panel:
    decimate(v)  # a dense line panel keeps its series' extremes, not every drawn x
    index = {(str(it.row), str(it.column)): it.value for it in v.items}
    rows = v.rows or list(dict.fromkeys(it.row for it in v.items))
    tol = v.tolerance
    log = (x_axis if _horizontal(x_axis, y_axis, v) else y_axis).scale == "log"
    table_values = [[_rounded(index.get((str(r), str(c))), tol, v.how, log) for c in v.columns] for r in rows]
    decimals = None
    if tol:
        decimals = max(0, min(12, math.ceil(-math.log10(2 * tol) - 1e-9))) if v.how == "printed" else None
    colorbar = None
    if f.colorbar is not None:
        bar_axis = next((a for a in (f.colorbar.y2, f.colorbar.y, f.colorbar.x) if a.ticks), None)
        if bar_axis is not None:
            label = bar_axis.label.text if bar_axis.label else None
            numbers = [parse_number(t) for t in bar_axis.texts]
            colorbar = Colorbar(label=label, ticks=[n for n in numbers if n is not None] or None)
    if v.kind == "heatmap":
        row_label, col_label = y_axis.label, x_axis.label
    else:
        row_label, col_label = None, (y_axis.label if _horizontal(x_axis, y_axis, v) else x_axis.label)
    points = [v.points.get(r, []) for r in rows] if v.points and f.x.mapping.scale != "time" else None
    shown = {(str(it.row), str(it.column)): it.shown for it in v.items if it.shown is not None}
    printed = [[shown.get((str(r), str(c))) for c in v.columns] for r in rows] if shown else None
    table = Table(rows=rows, columns=v.columns, values=table_values, decimals=decimals, row_label=row_label,
                  column_label=col_label, points=points, printed=printed, columns_on="y" if v.sideways else None,
                  unit=v.unit)
    return Panel(title=title, x=x_axis, y=y_axis, colorbar=colorbar, data=table, values_printed=v.how == "printed",
                 stacked=v.stacked, values_read=v.how, value_tolerance=_tol_out(tol),
                 notes="; ".join(v.notes) or None)


def _horizontal(x_axis: Axis, y_axis: Axis, v: PanelValues) -> bool:
    return (v.kind == "bar" and y_axis.scale == "categorical") or v.sideways


def _rounded(value, tol, how, log: bool = False):
    if value is None:
        return None
    if log and how != "printed":  # the axis's resolution is at its top: 10^-5 read on a log axis is no 0
        return round_to(value, abs(value) * 1e-4)
    return value if how == "printed" or not tol else round_to(value, tol / 10)  # rounding adds under a tenth


def _tol_out(tol: float | None) -> float | None:
    return None if tol is None else float(f"{tol:.3g}")


def _unique_titles(panels: list[Panel]) -> None:
    seen: Counter = Counter()
    for p in panels:
        seen[p.title] += 1
        if seen[p.title] > 1:
            p.title = f"{p.title} ({seen[p.title]})"


def _layout(frames: list[Frame]) -> Layout:
    rows: list[list[Frame]] = []
    for f in sorted(frames, key=lambda f: f.box.top):
        for row in rows:
            if abs(row[0].box.top - f.box.top) < 0.3 * row[0].box.h:
                row.append(f)
                break
        else:
            rows.append([f])
    return Layout(rows=len(rows), cols=max(len(r) for r in rows))
