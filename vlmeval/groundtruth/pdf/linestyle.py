"""Lines told apart by more than colour: a black-and-white figure (gnuplot's monochrome terminal, papers printed in
grey) draws its series in one colour, each with its own dash pattern or marker shape, and its legend swatches the
same way."""

from __future__ import annotations

from collections import Counter

from vlmeval.groundtruth.pdf.legend import Entry, marker_shape, series_for
from vlmeval.groundtruth.pdf.primitives import Shape, color_key


def line_groups(paths: list[Shape]) -> list[list[Shape]]:
    """The series' paths: one group per colour and dash pattern, and within it one per path where paths overlap
    along x (two series of one style); a line broken into pieces along x stays one series."""
    styles: dict = {}
    for p in paths:
        styles.setdefault((color_key(p.stroke), p.dash), []).append(p)
    groups: list[list[Shape]] = []
    for style in styles.values():
        split: list[list[Shape]] = []
        for p in sorted(style, key=lambda p: p.bbox.x0):
            home = next((g for g in split if all(not _overlap(p, q) for q in g)), None)
            if home is None:
                split.append([p])
            else:
                home.append(p)
        groups += split
    return groups


def _overlap(a: Shape, b: Shape) -> bool:
    return min(a.bbox.x1, b.bbox.x1) - max(a.bbox.x0, b.bbox.x0) > 1.0 and len(a.pts) > 2 and len(b.pts) > 2


def _entry_marker(e: Entry, marks: list[Shape]) -> int | None:
    """The shape of an entry's marker: its own swatch's, or the one drawn on the middle of its line swatch."""
    if e.shape is not None:
        return e.shape
    box = e.swatch.bbox if isinstance(e.swatch, Shape) else e.swatch
    on = [m for m in marks if abs(m.bbox.cx - box.cx) < 1 and abs(m.bbox.cy - box.cy) < 1]
    return marker_shape(on[0]) if len(on) == 1 else None


def marked(p: Shape, marks: list[Shape]) -> list[Shape]:
    """The markers centred on the path's vertices."""
    return [m for m in marks if any(abs(m.bbox.cx - x) < 1 and abs(m.bbox.cy - y) < 1 for x, y in p.pts)]


def line_name(entries: list[Entry], group: list[Shape], marks: list[Shape]) -> str | None:
    """The legend's name for a group of paths: the entry of its colour; where several entries share the colour,
    the one whose swatch has the group's dash pattern, then the one whose marker is the group's."""
    colour = group[0].stroke
    same = [e for e in entries if color_key(e.color) == color_key(colour)]
    if len({e.name for e in same}) <= 1:
        return series_for(entries, colour)
    dashed = [e for e in same if isinstance(e.swatch, Shape) and e.swatch.dash == group[0].dash and e.kind == "line"]
    if len({e.name for e in dashed}) == 1:
        return dashed[0].name
    shapes = Counter(marker_shape(m) for p in group for m in marked(p, marks))
    if shapes:
        shape = shapes.most_common(1)[0][0]
        by_marker = [e for e in (dashed or same) if _entry_marker(e, marks) == shape]
        if len({e.name for e in by_marker}) == 1:
            return by_marker[0].name
    return None
