"""Markers in a line's colour that mostly lie off the line: a scatter with a line drawn through some of its points
(a Pareto front, a guide), not the line's markers.

spectrum-anomaly's OCSVM figures draw about thirty circles per colour and a dashed front through a few of them;
the legend's swatches are circles. The reader took the dashed lines as the series, gave them the legend's names,
and kept only the circles on them. Here the circles become the series the legend names (every marker), and a
line whose legend entry is a marker, not a line, is named by its look. Markers in a colour of their own that sit
on an unnamed line's vertices give it the legend's name (he-graphene-bh: light circles on darker dashed lines,
the swatches circles). Where the legend names a colour's markers and its line by entries of their own (a marker
swatch and a line swatch), the markers are that series beside the line, wherever they sit.
"""

from __future__ import annotations

import math

from vlmeval.groundtruth.pdf.legend import Entry
from vlmeval.groundtruth.pdf.names import PLACEHOLDER
from vlmeval.groundtruth.pdf.primitives import color_key

NEAR = 1.0  # points: a marker this close to a line's vertex is on it
ON_LINE = 1.5  # points: a marker this close to a line's drawn path is on it
OFF_SHARE = 0.5  # more than this share of a colour's markers off its line: they are a scatter
MIN_OFF = 3


def scattered_markers(as_lines, as_points, entries: list[Entry]) -> None:
    """Add to ``as_lines`` each marker row of a line's colour whose markers mostly lie off that line, or some of
    them where the legend's swatch for that colour is a marker alone."""
    if not all(isinstance(c, (int, float)) for c in as_lines.columns + as_points.columns):
        return
    for row, colour in list(as_points.row_colors.items()):
        key = color_key(colour)
        lines = [r for r, c in as_lines.row_colors.items() if color_key(c) == key]
        marks = [it.anchor for it in as_points.items if it.row == row]
        if not marks or row in as_lines.rows and row not in lines:
            continue  # a row already joined (see record._marker_series)
        same = [e for e in entries if color_key(e.color) == key]
        by_marker = bool(same) and all(e.kind == "marker" for e in same)  # the legend names the markers
        apart = _apart(same, lines)
        if apart is not None and apart not in as_lines.rows and row not in as_lines.rows:
            _join(as_lines, as_points, row, colour)
            _rename(as_lines, row, apart)
            continue
        if not lines:  # markers in a colour no line has: the series the legend names, or the name of their line
            host = _host(as_lines, marks) if by_marker else None
            if host is not None:
                _rename(as_lines, host, row)
            elif by_marker:
                _join(as_lines, as_points, row, colour)
            continue
        polylines = [sorted(it.anchor for it in as_lines.items if it.row == r) for r in lines]
        off = sum(not any(_near(m, line) for line in polylines) for m in marks)
        if not (off >= MIN_OFF and off > OFF_SHARE * len(marks) or by_marker and off >= 1):
            continue
        if row in lines:  # the line took the legend's name: it is the markers' where the swatch is a marker
            if not by_marker:
                continue
            _rename(as_lines, row, _placeholder(as_lines))
        _join(as_lines, as_points, row, colour)


def _apart(same: list[Entry], lines: list[str]) -> str | None:
    """The name of the colour's one marker-only legend entry where a line-only entry of the colour names its line
    (data and their fit: 'V = 0.150' a marker, 'fit' a line): the markers are a series of their own, also where
    they sit on the line's vertices (a fit evaluated at the data's x)."""
    marks = [e for e in same if e.kind == "marker"]
    named = any(e.kind == "line" and e.name in lines for e in same)
    return marks[0].name if len(marks) == 1 and named else None


def _near(point: tuple[float, float], line: list[tuple[float, float]]) -> bool:
    """The point lies on the line through these vertices (sorted by x), within ``ON_LINE`` points: a marker on a
    line whose table keeps fewer vertices than it draws markers (a decimated curve) is still on it."""
    px, py = point
    for (x0, y0), (x1, y1) in zip(line, line[1:] or line):
        dx, dy = x1 - x0, y1 - y0
        t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((px - x0) * dx + (py - y0) * dy) / (dx * dx + dy * dy)))
        if math.hypot(px - x0 - t * dx, py - y0 - t * dy) <= ON_LINE:
            return True
    return False


def _host(as_lines, marks: list) -> str | None:
    """The unnamed line the markers are drawn on (most of the markers on its vertices, most of its vertices under
    a marker: he-graphene-bh's light circles on darker dashed lines), if one."""
    for row in as_lines.rows:
        if not PLACEHOLDER.match(str(row)):
            continue
        vertices = [it.anchor for it in as_lines.items if it.row == row]
        on = sum(any(abs(x - vx) < NEAR and abs(y - vy) < NEAR for vx, vy in vertices) for x, y in marks)
        under = sum(any(abs(x - mx) < NEAR and abs(y - my) < NEAR for mx, my in marks) for x, y in vertices)
        if on > 0.5 * len(marks) and under > 0.5 * len(vertices):
            return row
    return None


def _join(as_lines, as_points, row, colour) -> None:
    as_lines.items += [it for it in as_points.items if it.row == row]
    as_lines.rows.append(row)
    as_lines.row_colors[row] = colour
    as_lines.points[row] = as_points.points.get(row, [])
    as_lines.columns = sorted({it.column for it in as_lines.items})


def _placeholder(values) -> str:
    """A 'series N' no row has (names.name_series then names it by its look)."""
    n = len(values.rows) + 1
    while f"series {n}" in values.rows:
        n += 1
    return f"series {n}"


def _rename(values, old, new: str) -> None:
    values.rows = [new if r == old else r for r in values.rows]
    values.row_colors[new] = values.row_colors.pop(old)
    if old in values.points:
        values.points[new] = values.points.pop(old)
    for it in values.items:
        if it.row == old:
            it.row = new
