"""The figure's own title: a line set over a row of panels as a whole (matplotlib's suptitle, a title centred over
two plots side by side) names the figure, never the panel whose frame it happens to sit over."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Page, Run

ABOVE = 30.0  # points: how far above the frames' top a title over the row may sit (as a panel's title, axes.py)
CENTRED = 0.05  # of the row's width: how far from the row's middle its title's middle may be


def row_title(page: Page, frames: list, taken: set[int]) -> list[Run]:
    """The runs of the line right above the top row of two or more panels side by side, one phrase centred over the
    row (nearer its middle than any one panel's middle: over the gap between two panels); [] when there is none."""
    if not frames:
        return []
    top = min(f.box.top for f in frames)
    row = [f for f in frames if abs(f.box.top - top) < 0.3 * f.box.h]
    if len(row) < 2:
        return []
    x0, x1 = min(f.box.x0 for f in row), max(f.box.x1 for f in row)
    runs = [r for r in page.runs if r.angle == 0 and id(r) not in taken and not any(f.box.contains(r.cx, r.cy) for f in frames)]
    edge = top
    while line := _line_above(runs, edge):
        if all(b.x0 - a.x1 <= a.size for a, b in zip(line, line[1:])):  # one phrase
            cx = (line[0].x0 + line[-1].x1) / 2
            centred = abs(cx - (x0 + x1) / 2)
            return line if centred <= CENTRED * (x1 - x0) and all(abs(cx - f.box.cx) > centred for f in row) else []
        edge = min(r.top for r in line)  # texts far apart on one line: the panels' own titles; the row's is above
    return []


def _line_above(runs: list[Run], edge: float) -> list[Run]:
    """The line of text nearest above ``edge`` (within ABOVE), left to right."""
    cands = [r for r in runs if -2 <= edge - r.bottom <= ABOVE]
    if not cands:
        return []
    nearest = max(r.bottom for r in cands)
    return sorted((r for r in cands if abs(r.bottom - nearest) < 2), key=lambda r: r.x0)


def figure_title(page: Page, frames: list, taken: set[int], over_row: list[Run]) -> str | None:
    """The figure's title: the line over its row of panels, else the largest text well above every frame."""
    if over_row:
        return " ".join(r.text for r in over_row)
    top = min(f.box.top for f in frames)
    cands = [r for r in page.runs if r.angle == 0 and r.bottom < top - 12 and id(r) not in taken]
    if not cands:
        return None
    highest = min(cands, key=lambda r: r.top)
    return highest.text if highest.size >= max(r.size for r in cands) - 0.5 else None
