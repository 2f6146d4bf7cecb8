"""``vlmeval gt overlay``: a record drawn over its own figure image, so a person sees in seconds what was read, what
was missed and what was misplaced. Each known value is a mark at the place the record's calibration gives it (a
heatmap cell's value is written on the cell), each panel's box, axis calibration (its tick values at their
calibrated places), title and series names are drawn, and what the record does not hold is shaded or listed.

Places come from ``Panel.placement`` (fractions of the image, see the schema); a panel without one is listed as
not placed. ``value_place`` is the pure mapping the drawing and the tests share.
"""

from __future__ import annotations

import math
from pathlib import Path

from vlmeval.groundtruth.schema import Figure, Panel, Placement

MARK_COLOURS = ["#ff00ff", "#00c8ff", "#ffb000", "#00e060", "#ff3030", "#8060ff", "#ff80c0", "#a0a000"]


class OverlayError(Exception):
    """The overlay cannot be drawn (no image, or no placement in the record)."""


def axis_place(edges: tuple[float, float] | None, lo: float, hi: float, value, scale: str) -> float | None:
    """Where a number sits between two box edges (fractions) whose values are ``edges``; None when it cannot."""
    if scale == "time" and isinstance(value, str):
        value = _days(value)
    elif isinstance(value, str):
        value = _bin_middle(value)
    if edges is None or not isinstance(value, (int, float)) or isinstance(value, bool):
        return None
    a, b, v = float(edges[0]), float(edges[1]), float(value)
    if scale == "log":
        if min(a, b, v) <= 0:
            return None
        a, b, v = math.log10(a), math.log10(b), math.log10(v)
    elif scale == "sqrt":
        a, b, v = (math.copysign(math.sqrt(abs(t)), t) for t in (a, b, v))
    if a == b:
        return None
    return lo + (v - a) / (b - a) * (hi - lo)


def _bin_middle(key: str) -> float | None:
    """A histogram bin's key ('45.36–58.604', the reader's 'low–high') as the middle of the bin; None otherwise."""
    low, dash, high = key.partition("–")
    try:
        return (float(low) + float(high)) / 2 if dash else None
    except ValueError:
        return None


def _days(text: str) -> float | None:
    """A time axis's key ('2016-03-01', '2016-03') as days since 1970-01-01, as the placement's edges are."""
    import datetime as dt

    for fmt in ("%Y-%m-%d", "%Y-%m", "%Y"):
        try:
            return (dt.datetime.strptime(text, fmt) - dt.datetime(1970, 1, 1)).total_seconds() / 86400
        except ValueError:
            continue
    return None


def _category_place(key, ticks: list | None, places: list[float] | None, lo: float, hi: float, n: int,
                    index: int) -> float:
    """A category's centre: its tick's place when the record's ticks and their places agree, else the index'th of
    ``n`` even slots between lo and hi (a heatmap's cells fill its box)."""
    if ticks and places and len(ticks) == len(places):
        for t, p in zip(ticks, places):
            if str(t) == str(key):
                return p
    return lo + (index + 0.5) / max(n, 1) * (hi - lo)


def is_heatmap(fig: Figure, panel: Panel) -> bool:
    from vlmeval.groundtruth.kinds import chart_kind

    return (chart_kind(fig.kind).grid or (panel.x.scale == "categorical" and panel.y.scale == "categorical")
            or panel.values_read == "raster"  # an image read pixel by pixel, whatever the figure's kind
            or (panel.data is not None and _ranges(panel.data.rows) and _ranges(panel.data.columns)))


def _ranges(keys: list) -> bool:
    """Every key is a value range ('0.1–0.14'): cells binned on both axes are a heatmap's, whatever the axes'
    printed ticks."""
    def is_range(key) -> bool:
        lo, dash, hi = str(key).partition("–")
        try:
            return bool(dash) and float(lo) <= float(hi)
        except ValueError:
            return False

    return bool(keys) and all(is_range(k) for k in keys)


def value_place(fig: Figure, panel: Panel, i: int, j: int, value: float | None = None) -> tuple[float, float] | None:
    """Where row i, column j of the panel's table is drawn, as fractions of the image (x from the left, y from the
    top); ``value`` replaces the cell's (a stacked segment's top). None when it cannot be placed."""
    pl, table = panel.placement, panel.data
    if pl is None or table is None:
        return None
    left, top, right, bottom = pl.box
    v = table.values[i][j] if value is None else value
    column = table.columns[j]
    if is_heatmap(fig, panel):  # the cells tile the plot area (a rotated tick label's anchor is off its cell)
        rows_up = len(table.rows) - 1 - i  # rows are top to bottom
        x = axis_place(pl.x_edges, left, right, column, panel.x.scale)  # cells keyed by axis values (an image)
        y = axis_place(pl.y_edges, bottom, top, table.rows[i], panel.y.scale)
        return (_category_place(column, None, None, left, right, len(table.columns), j) if x is None else x,
                _category_place(table.rows[i], None, None, bottom, top, len(table.rows), rows_up) if y is None else y)
    if v is None:
        return None
    y2 = panel.y2_series and table.rows[i] in panel.y2_series
    if table.columns_on == "y":  # laid on its side: columns are places on y, values are read on x
        x = axis_place(pl.x_edges, left, right, v, panel.x.scale)
        y = axis_place(pl.y_edges, bottom, top, column, panel.y.scale)
        return None if x is None or y is None else (x, y)
    if panel.y.scale == "categorical" and panel.x.scale != "categorical":  # horizontal bars
        x = axis_place(pl.x_edges, left, right, v, panel.x.scale)
        y = _category_place(column, panel.y.ticks, pl.y_ticks, bottom, top, len(table.columns), j)
        return None if x is None else (x, y)
    if panel.x.scale == "categorical" or pl.x_edges is None:
        x = _category_place(column, panel.x.ticks, pl.x_ticks, left, right, len(table.columns), j)
    else:
        x = axis_place(pl.x_edges, left, right, column, panel.x.scale)
    axis = panel.y2 if y2 and panel.y2 is not None else panel.y
    y = axis_place(pl.y2_edges if y2 else pl.y_edges, bottom, top, v, axis.scale)
    return None if x is None or y is None else (x, y)


def numbered_cells(panel: Panel, w: int, size: float) -> set[tuple[int, int]]:
    """The heatmap cells whose number is written: every cell when a number fits in one (four characters of the
    font), else only the largest and the smallest known value (an image's many small cells are dots)."""
    table = panel.data
    cells = {(i, j) for i in range(len(table.rows)) for j in range(len(table.columns))}
    cell_px = (panel.placement.box[2] - panel.placement.box[0]) * w / max(len(table.columns), 1)
    if cell_px >= 4 * size * 0.9 * 0.6:  # a character is about 0.6 of the font size wide
        return cells
    known = [(v, (i, j)) for i, row in enumerate(table.values) for j, v in enumerate(row) if v is not None]
    return {min(known)[1], max(known)[1]} if known else set()


def stacked_top(panel: Panel, i: int, j: int) -> float | None:
    """A stacked bar segment's top: the sum of the segments up to it."""
    vals = [row[j] for row in panel.data.values[: i + 1]]
    return None if any(v is None for v in vals) else sum(vals)


def point_place(panel: Panel, x: float, y: float) -> tuple[float, float] | None:
    pl = panel.placement
    left, top, right, bottom = pl.box
    px = axis_place(pl.x_edges, left, right, x, panel.x.scale)
    py = axis_place(pl.y_edges, bottom, top, y, panel.y.scale)
    return None if px is None or py is None else (px, py)


def image_path(fig: Figure, figures_file: Path | None) -> Path:
    if fig.image is None or figures_file is None:
        raise OverlayError(f"{fig.id}: the record has no image (fix: an overlay needs the figure's own image; "
                           "records read from a PDF in the bundled suites have one)")
    path = figures_file.parent / fig.image.path
    if not path.exists():
        raise OverlayError(f"{path}: the figure's image is missing (fix: rebuild the record, or restore the file)")
    return path


def overlay_png(fig: Figure, image: Path) -> bytes:
    """The overlay as PNG bytes (for the HTML report)."""
    import io

    buffer = io.BytesIO()
    draw_overlay(fig, image, buffer)
    return buffer.getvalue()


def draw_overlay(fig: Figure, image: Path, out) -> object:
    """Write the overlay PNG (to a path or a binary file), the image's own size; OverlayError when no panel has a
    placement."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from PIL import Image

    if not any(p.placement for p in fig.panels):
        raise OverlayError(f"{fig.id}: no panel has a placement (fix: rebuild the record with the PDF reader, "
                           "which records where each panel is drawn)")
    picture = Image.open(image).convert("RGB")
    w, h = picture.size
    canvas = plt.figure(figsize=(w / 100, h / 100), dpi=100)
    ax = canvas.add_axes((0, 0, 1, 1))
    ax.imshow(picture, extent=(0, w, h, 0), alpha=0.55)
    ax.set_xlim(0, w)
    ax.set_ylim(h, 0)
    ax.axis("off")
    for panel in fig.panels:
        if panel.placement is not None:
            _draw_panel(ax, fig, panel, w, h)
    canvas.savefig(out, dpi=100, format="png")
    plt.close(canvas)
    return out


def _draw_panel(ax, fig: Figure, panel: Panel, w: int, h: int) -> None:
    from matplotlib.patches import Rectangle

    pl = panel.placement
    left, top, right, bottom = pl.box[0] * w, pl.box[1] * h, pl.box[2] * w, pl.box[3] * h
    missing = panel.data is None or panel.data.known_cells() == 0
    ax.add_patch(Rectangle((left, top), right - left, bottom - top, fill=missing, facecolor="#ff000030",
                           edgecolor="#ff00ff", linewidth=1, hatch="//" if missing else None))
    small = max(7.0, min(w, h) / 70)
    ax.text(left, top - 2, panel.title, color="#d000d0", fontsize=small, va="bottom", weight="bold",
            bbox={"facecolor": "white", "alpha": 0.8, "pad": 1, "linewidth": 0})
    _draw_calibration(ax, panel, pl, w, h, small * 0.8)
    if panel.data is not None:
        _draw_values(ax, fig, panel, w, h, small)
    notes = [f"unread: {u.kind}" + (f" ({u.note})" if u.note else "") for u in panel.unread or []]
    if missing:
        notes.append(panel.notes or "no values read")
    if notes:
        ax.text(left + 3, bottom - 3, "\n".join(notes), color="black", fontsize=small * 0.8, va="bottom",
                wrap=True, bbox={"facecolor": "#ffd0d0", "alpha": 0.9, "pad": 2, "linewidth": 0})


def _tick_text(tick) -> str:
    """A number tick as its shortest form; a date tick (a string on a time axis) as printed."""
    return tick if isinstance(tick, str) else f"{tick:g}"


def _draw_calibration(ax, panel: Panel, pl: Placement, w: int, h: int, size: float) -> None:
    """Each number tick at its calibrated place: a cyan tick outside the box, with its value."""
    left, top, right, bottom = pl.box
    for t in panel.x.ticks or []:
        x = axis_place(pl.x_edges, left, right, t, panel.x.scale)
        if x is not None and left - 0.01 <= x <= right + 0.01:
            ax.plot([x * w, x * w], [bottom * h, bottom * h + 6], color="#00b0ff", linewidth=1.2)
            ax.text(x * w, bottom * h + 7, _tick_text(t), color="#0080c0", fontsize=size, ha="center", va="top")
    for axis, edges, at, side in ((panel.y, pl.y_edges, left, -1), (panel.y2, pl.y2_edges, right, 1)):
        if axis is None:
            continue
        for t in axis.ticks or []:
            y = axis_place(edges, bottom, top, t, axis.scale)
            if y is not None and top - 0.01 <= y <= bottom + 0.01:
                ax.plot([at * w, at * w + 6 * side], [y * h, y * h], color="#00b0ff", linewidth=1.2)
                ax.text(at * w + 7 * side, y * h, _tick_text(t), color="#0080c0", fontsize=size,
                        ha="right" if side < 0 else "left", va="center")


def _draw_values(ax, fig: Figure, panel: Panel, w: int, h: int, size: float) -> None:
    table = panel.data
    heat = is_heatmap(fig, panel)
    numbered = numbered_cells(panel, w, size) if heat else set()
    handles = []
    for i, row in enumerate(table.rows):
        colour = MARK_COLOURS[i % len(MARK_COLOURS)]
        xs, ys = [], []
        for j, v in enumerate(table.values[i]):
            value = stacked_top(panel, i, j) if panel.stacked and v is not None else None
            place = value_place(fig, panel, i, j, value)
            if place is None:
                continue
            if heat and (i, j) not in numbered:  # a cell too small for its number: a dot at its centre
                ax.plot(place[0] * w, place[1] * h, marker="x" if v is None else ".", color="#d000d0",
                        markersize=size * 0.3)
            elif heat:
                ax.text(place[0] * w, place[1] * h, "?" if v is None else f"{v:g}", color="#d000d0",
                        fontsize=size * 0.9, ha="center", va="center", weight="bold")
            else:
                xs.append(place[0] * w)
                ys.append(place[1] * h)
        for x, y in (table.points[i] if table.points and i < len(table.points) else []):
            place = point_place(panel, x, y)
            if place is not None:
                xs.append(place[0] * w)
                ys.append(place[1] * h)
        if not heat:
            handles.append(ax.scatter(xs, ys, marker="x", s=size * 5, color=colour, linewidths=1.3, label=str(row)))
    handles += _draw_curves(ax, panel, w, h)
    if handles:
        left, top = panel.placement.box[2] * w, panel.placement.box[1] * h
        ax.add_artist(ax.legend(handles=handles, loc="upper right", bbox_to_anchor=(left / w, 1 - top / h),
                                fontsize=size * 0.8, framealpha=0.85, handletextpad=0.2, borderpad=0.3))


def _draw_curves(ax, panel: Panel, w: int, h: int) -> list:
    """Each curve the record holds beside its table (``Panel.curves``) as a thin dashed line through its vertices."""
    out = []
    for k, curve in enumerate(panel.curves or []):
        places = [p for p in (point_place(panel, x, y) for x, y in curve.points) if p is not None]
        if places:
            colour = MARK_COLOURS[(k + 3) % len(MARK_COLOURS)]
            out += ax.plot([x * w for x, _ in places], [y * h for _, y in places], color=colour, linewidth=1.2,
                           linestyle=(0, (3, 2)), label=f"curve: {curve.name}")
    return out
