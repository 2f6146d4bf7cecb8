"""Category labels beside a y axis set on two lines ('Other well-mixed' over 'greenhouse gases'): the lines of one
label are a line's pitch apart, the categories farther, so two right-aligned labels closer than ``LINE`` ems are
one label at their middle, where that leaves every category ``APART`` ems or more from the next."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Run
from vlmeval.groundtruth.pdf.ticks import calibrate, parse_number

LINE = 1.4  # ems: a label's lines (matplotlib's linespacing 1.2) are this close at most
APART = 1.8  # ems: categories set at least this far apart tell their labels' lines from one another


def join_stacked(placed: list[tuple[Run, float]], second_lines: list[Run]) -> list[tuple[Run, float]]:
    """The (label, position) pairs of a y axis's categories (bottom to top) with each two-line label joined (the
    runs joined into another added to ``second_lines``); numbers that calibrate the axis are left alone."""
    if len(placed) < 4 or calibrate([p for _, p in placed], [r.text for r, _ in placed]) is not None:
        return placed
    em = max(r.size for r, _ in placed)
    gaps = [abs(b[1] - a[1]) for a, b in zip(placed, placed[1:])]
    close = [g <= LINE * em for g in gaps]
    if not any(close) or close.count(False) < close.count(True) - 1:  # dense one-line categories: lines apart
        return placed  # (two-line labels leave a category's pitch after each pair, so as many wide gaps, less one)
    out, joined, i = [], [], 0
    saved = [(r, r.text, (r.x0, r.x1, r.top)) for r, _ in placed]
    while i < len(placed):
        r, p = placed[i]
        if (i + 1 < len(placed) and close[i] and abs(placed[i + 1][0].x1 - r.x1) < 1.0 and r.angle == 0
                and _words(r) and _words(placed[i + 1][0])):
            upper, lower = (placed[i + 1][0], r)
            r.text = f"{upper.text} {lower.text}"
            r.x0, r.x1, r.top = min(r.x0, upper.x0), max(r.x1, upper.x1), upper.top
            out.append((r, (p + placed[i + 1][1]) / 2))
            joined.append(upper)
            i += 2
            continue
        out.append((r, p))
        i += 1
    if any(abs(b[1] - a[1]) < APART * em for a, b in zip(out, out[1:])):
        for r, text, box in saved:  # not categories a line's pitch apart: left as they were
            r.text, (r.x0, r.x1, r.top) = text, box
        return placed
    second_lines += joined
    return out


def _words(r: Run) -> bool:
    """A line of a category's name: words, never a number (a tick label beside another is no second line)."""
    return parse_number(r.text) is None and any(ch.isalpha() for ch in r.text)
