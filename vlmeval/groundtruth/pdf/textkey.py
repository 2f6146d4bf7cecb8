"""A key printed as coloured texts and no swatches: a column of lines inside a panel, each set in the colour of a
curve the panel draws ('ensemble members' in grey, 'ensemble mean' in black, 'Fixed-SST ERF' in blue, stacked in
a corner). Each text names the curves of its colour, as a legend entry does. Kept only where the texts form one
column of stacked lines in distinct colours, at least one of them not black or grey (a plain black note is no key),
and every colour is a curve's stroke in that panel."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.legend import Entry
from vlmeval.groundtruth.pdf.primitives import Box, Page, Run, color_key, is_grey

STACK = 1.6  # em: lines of one key stand this close, top to top
FLUSH = 1.0  # points: their left edges agree this closely


def text_key_entries(page: Page, frames: list[Box], taken: set[int]) -> list[Entry]:
    """Entries for the texts of every coloured-text key inside a frame (see the module's note)."""
    out: list[Entry] = []
    for frame in frames:
        strokes = _curve_colours(page, frame)
        runs = [r for r in page.runs if id(r) not in taken and r.angle == 0 and r.color is not None
                and any(ch.isalpha() for ch in r.text) and frame.contains(r.cx, r.cy)]
        for column in _columns(runs):
            colours = [color_key(r.color) for r in column]
            if (len(set(colours)) == len(column) and any(not is_grey(r.color) for r in column)
                    and all(c in strokes for c in colours)):
                out += [Entry(r.text, r, "line", r.color, None, Box(r.x0, r.top, r.x1, r.bottom, None, None))
                        for r in column]
    return out


def _curve_colours(page: Page, frame: Box) -> set:
    """The stroke colours of the curves drawn in the frame (polylines of several vertices)."""
    return {color_key(p.stroke) for p in page.paths if p.stroke is not None and len(p.pts) > 4
            and frame.contains(p.bbox.cx, p.bbox.cy) and not p.closed}


def _columns(runs: list[Run]) -> list[list[Run]]:
    """Runs stacked one under another, flush left, at most STACK em apart: two or more make a column."""
    columns: list[list[Run]] = []
    for r in sorted(runs, key=lambda r: r.top):
        home = next((c for c in columns if abs(c[-1].x0 - r.x0) <= FLUSH
                     and 0 < r.top - c[-1].top <= STACK * max(r.size, c[-1].size)), None)
        if home is None:
            columns.append([r])
        else:
            home.append(r)
    return [c for c in columns if len(c) >= 2]
