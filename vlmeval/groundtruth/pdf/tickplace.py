"""Where each tick label's tick is: a label's anchor (the centre of a horizontal label; the end or the centre of
a rotated one) moved onto the tick marks drawn beside it.

A rotated label may be set by its end (``ha='right'``: the text ends at its tick) or by its centre (matplotlib's
default ``ha='center'``: the rotated box is centred on its tick). Both are tried: the one whose anchors land on more
tick marks wins, and where no marks tell them apart, the one whose numbers fit a scale (spectrum-anomaly-runtime's
100 ... 10000 rotated 60 degrees are linear from their centres, not from their ends). The end stays the default.
"""

from __future__ import annotations

from vlmeval.groundtruth.pdf.categoryticks import names_every_mark
from vlmeval.groundtruth.pdf.primitives import Box, Page, Run, color_key
from vlmeval.groundtruth.pdf.ticks import FIT_TOLERANCE, calibrate

ON_MARK = 2.0  # points: a label's anchor this close to a tick mark is at that mark


def _anchor(r: Run, side: str, centred: bool = False) -> tuple[float, float]:
    """Where a label points at its tick, and how far from it the tick may be."""
    if side == "bottom":
        anchor = r.cx if centred or not r.angle else (r.x1 if r.angle > 0 else r.x0)
        return anchor, (8.0 if r.angle else max(4.0, (r.x1 - r.x0) / 2))
    return digits_middle(r), max(3.0, (r.bottom - r.top) / 2 + 1)


DIGITS_MIDDLE = 0.36  # em over the baseline: the middle of a digit's height (0.72 em in most fonts)


def digits_middle(r: Run) -> float:
    """A y label's tick stands level with the middle of its digits (matplotlib's 'center_baseline' sets it at half
    the ascent; other tools centre the digits). The box's middle is off by as much as a third of an em, by how far
    the font says its descent reaches: the 90% of a style with no tick marks read 0.1 to 0.4 points of value low."""
    if r.angle or r.baseline is None or not r.top - 0.5 <= r.baseline - DIGITS_MIDDLE * r.size <= r.bottom + 0.5:
        return r.cy
    return r.baseline - DIGITS_MIDDLE * r.size


def tick_positions(row: list[Run], marks: list[float], side: str) -> list[float]:
    """Each label's tick (see the module's note); a rotated row is placed by its ends or its centres."""
    ends = _placed([_anchor(r, side) for r in row], marks)
    if side != "bottom":
        texts = [r.text for r in row]
        if len(row) < 2 or _fits(ends, texts):
            return ends
        snapped = _within_label(row, ends, marks)
        return snapped if _fits(snapped, texts) or names_every_mark(snapped, marks, texts) else ends
    if not any(r.angle for r in row):
        return ends
    centres = _placed([_anchor(r, side, centred=True) for r in row], marks)
    on_ends, on_centres = _on_marks(ends, marks), _on_marks(centres, marks)
    if on_centres != on_ends:
        return centres if on_centres > on_ends else ends
    texts = [r.text for r in row]
    if len(row) >= 3 and not _fits(ends, texts) and _fits(centres, texts):
        return centres
    return ends


def at_label_edges(row: list[Run], positions: list[float], marks: list[float]) -> list[float]:
    """Category labels set by an edge rather than their middle: the first and last flush with the axis's ends
    (Vega's labelFlush: the first begins at its tick, the last ends at its), or every one ending at its tick
    (matplotlib's ha='right'). A label that landed on no mark takes the one free mark at its left or right edge,
    so its category is keyed where its tick is, not at the label's middle (which would key the points there to
    nothing, or to the next category)."""
    out = list(positions)
    for i, r in enumerate(row if len(row) >= 2 else ()):
        if any(abs(out[i] - m) < 0.05 for m in marks):
            continue
        free = [m for m in marks if (abs(m - r.x0) <= ON_MARK or abs(m - r.x1) <= ON_MARK)
                and not any(abs(q - m) < 0.05 for q in out)]
        if len(free) == 1:
            out[i] = free[0]
    return out


def _placed(anchors: list[tuple[float, float]], marks: list[float]) -> list[float]:
    """Labels sit at one offset from their ticks (a font's baseline, a rotation), so the median offset of the
    first matches places every label, and a label is matched again from there."""
    offsets = []
    for anchor, reach in anchors:
        near = [m for m in marks if abs(m - anchor) <= reach]
        if near:
            offsets.append(anchor - min(near, key=lambda m: abs(m - anchor)))
    shift = sorted(offsets)[len(offsets) // 2] if offsets else 0.0
    out = []
    for anchor, _ in anchors:
        target = anchor - shift
        near = [m for m in marks if abs(m - target) <= ON_MARK]
        out.append(min(near, key=lambda m: abs(m - target)) if near else target)
    return out


def _on_marks(positions: list[float], marks: list[float]) -> int:
    return sum(any(abs(p - m) < 0.05 for m in marks) for p in positions)


def _fits(positions: list[float], texts: list[str]) -> bool:
    m = calibrate(positions, texts)
    return m is not None and m.misfit <= FIT_TOLERANCE


def _within_label(row: list[Run], positions: list[float], marks: list[float]) -> list[float]:
    """A y tick label whose box is taller than its digits (a TeX minus sign's glyph box reaches far below the
    line: celerite-correct's '−20' spans 27 points) has its middle off its tick: it takes the one free tick mark
    within its own height instead (used only where the labels' numbers then fit a scale and did not before)."""
    out = list(positions)
    for i, (r, p) in enumerate(zip(row, positions)):
        if any(abs(p - m) < 0.05 for m in marks):
            continue
        free = [m for m in marks if r.top - 0.5 <= m <= r.bottom + 0.5
                and not any(abs(q - m) < 0.05 for j, q in enumerate(out) if j != i)]
        if len(free) == 1:
            out[i] = free[0]
    return out


def without_annotations(placed: list[tuple[Run, float]], marks: list[float]) -> tuple[list[tuple[Run, float]], list[Run]]:
    """The labels less a value marked beside the axis ('2.71' under a dotted line at the curve's peak), and those
    values (no panel's title): a label in another colour than the rest, standing at no tick mark, where every one
    of the rest stands at one."""
    colours = [color_key(r.color) for r, _ in placed]
    main = max(set(colours), key=colours.count) if colours else None
    odd = [c != main for c in colours]
    on = [any(abs(p - m) < 0.5 for m in marks) for _, p in placed]
    if colours.count(main) < 2 or not any(o and not m for o, m in zip(odd, on)) or not all(m for o, m in zip(odd, on) if not o):
        return placed, []
    return [t for t, o, m in zip(placed, odd, on) if m or not o], [r for (r, _), o, m in zip(placed, odd, on) if o and not m]


def label_column(runs: list[Run], side: str) -> list[Run]:
    """The y tick labels among the runs beside a frame's left or right side: the runs set flush to one edge toward
    the frame (within 3 points inside it), set at one angle, that most of them share; on a tie the column nearest the frame. A lone
    label of a point, set beside the frame nearer to it than the tick labels (a state's code by its dot), is no tick."""
    def edge(r: Run) -> float:
        return r.x1 if side == "left" else -r.x0

    runs = _once(runs)
    columns = [[q for q in runs if q.angle == r.angle and 0 <= edge(r) - edge(q) < 3] for r in runs]  # a rotated axis label boxed over the digits' edge is none
    return max(columns, key=lambda c: (len(c), max(edge(q) for q in c)))


def _once(runs: list[Run]) -> list[Run]:
    """One label of each text drawn twice in one place (two panels packed edge to edge each print '0.90' at the
    edge they share: beside either frame it is one tick label)."""
    out: list[Run] = []
    for r in runs:
        if not any(q.text == r.text and abs(q.cx - r.cx) < 1 and abs(q.cy - r.cy) < 1 for q in out):
            out.append(r)
    return out


def bar_caps(paths: list) -> set[int]:
    """The short straight strokes (by id) that are an error bar's caps: a stroke across whose middle the bar (a
    straight stroke at right angles) ends. Such a cap crossing a frame's edge (a point at the axis' end) is no tick
    mark; a tick has no stroke ending on its middle."""
    if _CAPS[0] is paths:
        return _CAPS[1]
    lines = [p for p in paths if len(p.pts) == 2]
    ends = {(round(x, 1), round(y, 1), p.bbox.w < 0.3) for p in lines for x, y in p.pts if min(p.bbox.w, p.bbox.h) < 0.3}
    caps = {id(p) for p in lines if min(p.bbox.w, p.bbox.h) < 0.3 < max(p.bbox.w, p.bbox.h) <= 12
            and any((round(p.bbox.cx + dx, 1), round(p.bbox.cy + dy, 1), p.bbox.h < 0.3) in ends
                    for dx in (-0.1, 0.0, 0.1) for dy in (-0.1, 0.0, 0.1))}
    _CAPS[:] = [paths, caps]
    return caps


_CAPS: list = [None, set()]  # the last page's paths asked about, and their caps


def tick_marks(page: Page, box: Box, side: str, labels: int = 0) -> list[float]:
    """Positions of short tick lines that touch the edge of ``side`` (inside or outside the frame), or else of
    grid lines across the frame (styles without tick marks, seaborn's whitegrid). Given the number of labels: where
    the marks are major and minor (a log axis) and there are major marks enough for the labels, only the major
    (longest) ones, so a label is not matched to the minor mark beside its own (a raised '10^0' sits nearer 0.9).
    A lone line across the frame is no grid but a reference level (a dotted line at 89.4 beside the '90%' label):
    taken for a grid line, the offset of its one label moved every label onto it, and the axis read 0.6 high."""
    ticks, grid, lengths, caps = [], [], [], bar_caps(page.paths)  # an error bar's cap across the edge is no tick
    for p in page.paths:
        if len(p.pts) != 2 or id(p) in caps:
            continue
        b = p.bbox
        edge_y = box.top if side == "top" else box.bottom
        if side in ("bottom", "top") and b.w < 0.3 and box.x0 - 1 <= b.x0 <= box.x1 + 1:
            if 1 <= b.h <= 12 and (abs(b.top - edge_y) < 1 or abs(b.bottom - edge_y) < 1):
                ticks.append(b.x0)
                lengths.append(b.h)
            elif b.h >= 0.9 * box.h and b.top >= box.top - 1 and b.bottom <= box.bottom + 1 and box.x0 + 1 < b.x0 < box.x1 - 1:
                grid.append(b.x0)  # a line on the frame's edge is its spine, not a grid line
        elif side in ("left", "right") and b.h < 0.3 and box.top - 1 <= b.top <= box.bottom + 1:
            edge = box.x0 if side == "left" else box.x1
            if 1 <= b.w <= 12 and (abs(b.x0 - edge) < 1 or abs(b.x1 - edge) < 1):
                ticks.append(b.top)
                lengths.append(b.w)
            elif b.w >= 0.9 * box.w and b.x0 >= box.x0 - 1 and b.x1 <= box.x1 + 1 and box.top + 1 < b.top < box.bottom - 1:
                grid.append(b.top)
    major = [t for t, n in zip(ticks, lengths) if n >= max(lengths, default=0) - 0.3]
    if labels and len(major) < len(ticks) and len(major) >= labels:
        return major
    return ticks or (grid if len(grid) >= 2 else [])  # a lone line across is a reference level, no grid (_placed)
