"""Lines named by the band they run in: ggplot's geom_line over a geom_ribbon whose fill the legend keys
(``aes(fill = group)``) draws every line in one colour and tells them apart only by their bands, each keyed by a box
of its fill. A line no legend entry names by its own look is the entry whose box has the fill of the one band (one
colour of band) holding every vertex of the line and no other line."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.legend import Entry, is_marker
from vlmeval.groundtruth.pdf.linestyle import line_names
from vlmeval.groundtruth.pdf.primitives import Box, Page, Shape, color_key

EDGE = 0.01  # points: a vertex at a band's end (its first or last x) is inside it
ACROSS = 0.5  # points: a vertex this near a band's edge, above or below, is inside it (a stroke's rounding)


def named_lines(page: Page, frame: Box, entries: list[Entry], groups: list[list[Shape]],
                marks: list[Shape]) -> list[str | None]:
    """The legend's name of each line group (line_names), and for a group it leaves unnamed the band's name."""
    names = line_names(entries, groups, marks)
    if all(names) or not any(e.kind == "box" for e in entries):
        return names
    bands = [p for p in page.paths if p.fill is not None and not is_marker(p) and len(p.pts) >= 6
             and p.bbox.inside(frame, 1) and p.bbox.w > 0.1 * frame.w]
    held = [_fills_holding(g, bands, frame) for g in groups]
    found = [None if n else _band_name(i, held, entries) for i, n in enumerate(names)]
    for name in {f for f in found if f is not None}:
        if found.count(name) > 1 or name in names:  # two lines in one band, or a name already given: none is sure
            found = [None if f == name else f for f in found]
    return [n or f for n, f in zip(names, found)]


def _fills_holding(group: list[Shape], bands: list[Shape], frame: Box) -> set:
    """The fills of the bands that hold every vertex of the group."""
    vertices = [(x, y) for p in group for x, y in p.pts if frame.contains(x, y, 0.05)]
    return {color_key(b.fill) for b in bands if vertices and all(_holds(b, x, y) for x, y in vertices)}


def _band_name(i: int, held: list[set], entries: list[Entry]) -> str | None:
    """The key's name for the one fill holding line i and no other line (a band over two lines is neither's)."""
    if len(held[i]) != 1:
        return None
    fill = next(iter(held[i]))
    if any(fill in h for j, h in enumerate(held) if j != i):
        return None
    keyed = {e.name for e in entries if e.kind == "box" and color_key(e.color) == fill}
    return keyed.pop() if len(keyed) == 1 else None


def _holds(band: Shape, x: float, y: float) -> bool:
    """The point lies within the band's outline: between its lowest and highest crossing of the vertical at x."""
    pts = band.pts
    ys = []
    for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]):
        if min(x0, x1) - EDGE <= x <= max(x0, x1) + EDGE:
            ys += [y0, y1] if abs(x1 - x0) < 1e-9 else [y0 + (y1 - y0) * (min(max(x, min(x0, x1)), max(x0, x1)) - x0)
                                                         / (x1 - x0)]
    return bool(ys) and min(ys) - ACROSS <= y <= max(ys) + ACROSS
