"""Legend entries: a text run with a swatch beside it (a filled box, a short line or a marker) -> a series."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from vlmeval.groundtruth.pdf.keymarks import key_marker
from vlmeval.groundtruth.pdf.markers import without_glyphs
from vlmeval.groundtruth.pdf.outlineswatch import outline_swatch
from vlmeval.groundtruth.pdf.primitives import Box, Color, Page, Shape, Run, color_key

PANEL_LETTER = re.compile(r"^\([a-zA-Z]\)$")


@dataclass(slots=True)
class Entry:
    name: str
    run: Run
    kind: str  # "box" | "line" | "marker"
    color: Color | None
    shape: int | None  # a marker's point count: tells 'o' from '^' when colours agree
    swatch: object  # the Box or Shape drawn as the swatch (left out of the data)
    parts: list[Run] = field(default_factory=list)  # the runs after ``run`` that finish its text on its line


def marker_shape(p: Shape) -> int:
    return len(p.pts)


def is_marker(p: Shape) -> bool:
    return (p.closed or p.fill is not None) and p.bbox.w <= 30 and p.bbox.h <= 30 and len(p.pts) >= 3


def find_entries(page: Page, small_boxes: list[Box], frames: list[Box]) -> list[Entry]:
    """Legend entries: outside every frame, or inside a legend box within one (a text beside a marker in the
    plot itself is a point's label, not a legend entry)."""
    entries, loose, boxed = [], [], []
    paths = without_glyphs(page, page.paths)  # a letter drawn as an outline is no swatch (mathtext's θ)
    legend_boxes = [p.bbox for p in page.paths if len(p.pts) > 4 and (p.fill is not None or p.closed)
                    and p.bbox.w > 20 and p.bbox.h > 8 and _boxlike(p)] + [b for b in small_boxes if b.w > 20 and b.h > 8]
    for run in page.runs:
        if run.angle != 0 or not run.text.strip() or PANEL_LETTER.match(run.text.strip()):
            continue  # '(a)' beside a legend is the panel's letter, never a series
        in_frame = [f for f in frames if f.contains(run.cx, run.cy)]
        holder = min((b for b in legend_boxes if in_frame and b.contains(run.cx, run.cy) and b.w < 0.95 * in_frame[0].w),
                     key=lambda b: b.w * b.h, default=None)
        if not any(ch.isalpha() for ch in run.text) and (not _legend_box(holder or _outer_box(run, legend_boxes, frames),
                                                                          page.runs) or any(
                b.fill is not None and min(b.fill) < 0.9 and b.contains(run.cx, run.cy) for b in small_boxes)):
            continue  # a bare number names a series only in a legend's box, never on a bar or in a label's node
        if holder is not None:  # in a legend box: its texts may be centred in their column (pgfplots)
            inside = [b for b in small_boxes if b.inside(holder, 0.5)]
            found = _candidates(run, inside, [p for p in paths if p.bbox.inside(holder, 0.5)],
                                reach=holder.w / run.size)
            if found:
                boxed.append((holder, found))
            continue
        best = _best_swatch(run, small_boxes, paths, shortest=SHORT_HANDLE if in_frame else LINE_SAMPLE)
        if best is None:
            continue
        swatch = best.swatch if isinstance(best.swatch, Box) else best.swatch.bbox
        if [f for f in frames if f.contains(swatch.cx, swatch.cy)] != in_frame and not _over_edge(
                run, swatch, legend_boxes, frames):
            continue  # a tick label beside a swatch across the frame's edge (but see _over_edge)
        if in_frame:
            loose.append((best, swatch, in_frame[0]))
            continue
        entries.append(best)
    loose += _column_mates(loose, page.runs, paths)
    found = [_keyed_marker(_inner_key(e, small_boxes), paths) for e in _one_per_swatch(entries + _alike(boxed) + _aligned(_distinct(loose), frames))]
    return [_whole_line(e, page.runs, found, frames) for e in found]


JOIN = 1.0  # em: a run starting this close after an entry's text continues it (mathtext splits 'V = +0.765J')


def _whole_line(e: Entry, runs: list[Run], entries: list[Entry], frames: list[Box]) -> Entry:
    """The entry's name through the end of its line: the runs that follow its text on its baseline (a formula's
    parts, a subscript) up to a gap of more than ``JOIN`` em or another entry's swatch or text, within the frames
    that hold the entry (a tick label beside a legend set outside the plot is no part of it)."""
    def home(x: float, y: float) -> list[Box]:
        return [f for f in frames if f.contains(x, y)]

    own = {id(x.run) for x in entries}
    swatches = [x.swatch if isinstance(x.swatch, Box) else x.swatch.bbox for x in entries]
    r, parts, end = e.run, [], e.run.x1
    line = sorted((q for q in runs if q.angle == 0 and id(q) not in own and q.x0 > r.x0 and q.size >= 0.5 * r.size
                   and r.top - 0.3 * r.size <= q.cy <= r.bottom + 0.3 * r.size
                   and home(q.cx, q.cy) == home(r.cx, r.cy)), key=lambda q: q.x0)
    for q in line:
        if not -0.1 * r.size <= q.x0 - end <= JOIN * r.size or any(
                end <= b.cx <= q.x0 and r.top - r.size <= b.cy <= r.bottom + r.size for b in swatches):
            break
        parts.append(q)
        end = max(end, q.x1)
    if not parts:
        return e
    text = e.name
    prev = e.run
    for q in parts:
        text += (" " if q.x0 - prev.x1 > 0.15 * r.size else "") + q.text
        prev = q
    return Entry(text, e.run, e.kind, e.color, e.shape, e.swatch, parts)


def _over_edge(run: Run, swatch: Box, boxes: list[Box], frames: list[Box]) -> bool:
    """A line sample and its text in one legend box set over the frame's edge (bbox_to_anchor past the axes): the
    samples inside the frame, the texts outside it. The box is white or unfilled, narrower than half the frame it
    crosses, and crosses it (a bar beside its tick label, a figure's background, holds both too)."""
    return isinstance(swatch, Box) and swatch.h < 0.5 and any(
        _encloses(b, run, swatch) and (b.fill is None or min(b.fill) >= 0.9)
        and any(f.contains(swatch.cx, swatch.cy) and b.w < 0.5 * f.w and not b.inside(f, 0) for f in frames)
        for b in boxes)


def _outer_box(run: Run, boxes: list[Box], frames: list[Box]) -> Box | None:
    """The smallest box round a text outside every frame that holds no frame: a legend box set beside the plot
    (its entries may be bare numbers, age groups '0-9', '10-19')."""
    if any(f.contains(run.cx, run.cy) for f in frames):
        return None
    return min((b for b in boxes if b.contains(run.cx, run.cy) and not any(f.inside(b) for f in frames)),
               key=lambda b: b.w * b.h, default=None)


def _boxlike(p: Shape) -> bool:
    """A (rounded) rectangle: every point near an edge of its box; a band's polygon under a legend is no box."""
    b, tol = p.bbox, min(5.0, 0.25 * min(p.bbox.w, p.bbox.h))
    return all(min(x - b.x0, b.x1 - x, y - b.top, b.bottom - y) <= tol for x, y in p.pts)


def _legend_box(holder: Box | None, runs: list[Run]) -> bool:
    """A box that holds a legend of numbers: white or unfilled, most of its texts bare numbers, three at least (a
    value label's node holds one; a bar's label under a legend of words is no entry)."""
    if holder is None or (holder.fill is not None and min(holder.fill) < 0.9):
        return False
    inside = [r for r in runs if holder.contains(r.cx, r.cy)]
    numbers = [r for r in inside if not any(ch.isalpha() for ch in r.text)]
    return len(numbers) >= 3 and 2 * len(numbers) >= len(inside)


def _inner_key(e: Entry, boxes: list[Box]) -> Entry:
    """ggplot draws each legend key as a white (or grey) square with the series' swatch inside it: the entry's
    colour is the swatch's, not the key's background (multi-plier's 'No'/'Yes' were white, so no bar matched), in
    any paint unlike the key's own, a light grey too."""
    if (e.kind != "box" or not isinstance(e.swatch, Box) or e.color is None or min(e.color) < 0.85
            or max(e.color) - min(e.color) > 0.02):
        return e  # only a white or light grey key (a light pink swatch is a series' own colour)
    inner = [b for b in boxes if b is not e.swatch and b.fill is not None and b.inside(e.swatch, 0.5)
             and b.w * b.h > 0.25 * e.swatch.w * e.swatch.h and _unlike(b.fill, e.color)]
    if len(inner) != 1:
        return e
    return Entry(e.name, e.run, e.kind, inner[0].fill, e.shape, inner[0])


def _keyed_marker(e: Entry, paths: list[Shape]) -> Entry:
    """A key square with a marker at its centre names the marker (keymarks.py)."""
    if e.kind != "box" or not isinstance(e.swatch, Box):
        return e
    m = key_marker(e.swatch, e.color, [p for p in paths if is_marker(p)])
    return e if m is None else Entry(e.name, e.run, "marker", m.fill or m.stroke, marker_shape(m), m)


def _unlike(fill: Color, key: Color) -> bool:
    """A swatch painted unlike its key's square: a colour, or a grey other than the key's (a light grey series,
    'Toolbox', in a white key); a square of the key's own paint, or one a shade off, is no swatch."""
    return max(abs(a - b) for a, b in zip(fill, key)) >= KEY_SHADE


KEY_SHADE = 0.1  # a tenth of the scale: ggplot's greys step by more (grey85 in a white key), a shade off by less


def _alike(boxed: list[tuple[Box, list[tuple[float, Entry]]]]) -> list[Entry]:
    """The entries of each legend box. A legend drawn over the data hides bars under its fill, and a hidden bar
    can sit nearer a text than its own swatch: a legend's box swatches are drawn alike (one size),
    so where texts have a box swatch of the size most of them share, the nearest such is theirs (several legend
    columns: each text's own)."""
    out = []
    for holder in {id(h): h for h, _ in boxed}.values():
        groups = [found for h, found in boxed if h is holder]
        shapes = [{_shape(e.swatch) for _, e in found if e.kind == "box"} for found in groups]
        votes = {shape: sum(shape in s for s in shapes) for s in shapes for shape in s}
        common = max(votes, key=votes.get, default=None)
        for found in groups:
            alike = [(g, e) for g, e in found if e.kind == "box" and _shape(e.swatch) == common]
            out.append(min(alike, key=lambda t: t[0])[1] if common and votes[common] >= 2 and alike else _pick(found))
    return out


def _shape(b: Box) -> tuple[int, int]:
    return round(b.w * 2), round(b.h * 2)  # to half a point


LABELS = 4  # texts beside this many swatches of one look in a panel are point labels, not legend entries


def _look(entry: Entry) -> tuple:
    dash = entry.swatch.dash if isinstance(entry.swatch, Shape) else ()
    return entry.kind, color_key(entry.color), entry.shape, dash


def _distinct(loose: list[tuple[Entry, Box, Box]]) -> list[tuple[Entry, Box, Box]]:
    """The unboxed candidates but point labels: a legend draws each series' look once or twice (two series of one
    look, told apart by nothing else), but texts set beside the scattered points of one series (honesty's state
    codes beside its dots) repeat its marker over and over, and some of them line up by chance as a key's do."""
    counts: dict[tuple, int] = {}
    for entry, _, frame in loose:
        key = (id(frame), _look(entry))
        counts[key] = counts.get(key, 0) + 1
    return [(e, s, f) for e, s, f in loose if counts[(id(f), _look(e))] < LABELS]


def _aligned(loose: list[tuple[Entry, Box, Box]], frames: list[Box]) -> list[Entry]:
    """Entries of a legend drawn without a box (gnuplot's key): two or more swatches of one kind in a column
    (same left edge) or a row (same top). Point labels beside scattered markers do not line up like that, and a
    lone one is no inset's axis label."""
    keep = []
    for entry, swatch, frame in loose:
        column = [e for e, s, _ in loose if e.kind == entry.kind and abs(s.x0 - swatch.x0) < 1 and abs(s.w - swatch.w) < 1]
        row = [e for e, s, _ in loose if e.kind == entry.kind and abs(s.top - swatch.top) < 1 and abs(s.h - swatch.h) < 1]
        column += [e for e, s, _ in loose if e not in column and abs(s.cx - swatch.cx) < 1  # a marker over a line,
                   and (e.kind != entry.kind or abs(e.run.cy - entry.run.cy) <= 2.2 * entry.run.size)  # markers of
                   and (abs(e.run.x0 - entry.run.x0) < 1  # two sizes on the next line: handles centred in one column,
                        or (abs(e.run.x1 - entry.run.x1) < 1 and e.run.x1 < s.x0))]  # texts flush (or right, before)
        alone = [e for e, _, f in loose if f is frame] == [entry]  # the only one in its panel
        if len(column) >= 2 or len(row) >= 2 or (alone and _handle_box(entry, swatch, frame)
                                                  and not _under_inset(entry.run, frame, frames)):
            keep.append(entry)
    return keep


def _column_mates(loose: list[tuple[Entry, Box, Box]], runs: list[Run], paths: list[Shape]) -> list:
    """Entries whose handle is a small marker centred in the handles' column, a little farther from its text than
    a swatch is looked for (quench-structure-factor-tq-vs-q's 'ED' under 'LL'): a text set flush with an entry's,
    the next line of its key, with a marker level with it and centred under that entry's handle. A text already
    tied to a nearer swatch elsewhere (a data marker touching its far end, quench-entanglement-sqnll-n13-ee's
    'V = 0.150') is tried too: its key's handle is the one in the column."""
    mates, known = [], {id(e.run): s for e, s, _ in loose}
    for entry, swatch, frame in loose:
        em = entry.run.size
        for run in runs:
            if (run.angle != 0 or (id(run) in known and (known[id(run)] is None or abs(known[id(run)].cx - swatch.cx) <= 1))
                    or abs(run.size - em) > 0.5 or abs(run.x0 - entry.run.x0) >= 1
                    or not 0 < abs(run.cy - entry.run.cy) <= 2.2 * em or not any(ch.isalpha() for ch in run.text)):
                continue
            marks = [p for p in paths if is_marker(p) and abs(p.bbox.cx - swatch.cx) <= 1
                     and abs(p.bbox.cy - run.cy) <= 0.5 * em and p.bbox.x1 < run.x0]
            if len(marks) == 1:
                p = marks[0]
                mates.append((Entry(run.text, run, "marker", p.fill or p.stroke, marker_shape(p), p), p.bbox, frame))
                known[id(run)] = None
    return mates


def _under_inset(run: Run, frame: Box, frames: list[Box]) -> bool:
    """The text is set under an inset of the panel, within its width and three ems of its bottom: the inset's
    axis label ('τ (K)', he-graphene-bh-beta-tau-scaling), though a data point of the panel sits beside it."""
    return any(f is not frame and f.inside(frame, 1) and f.x0 <= run.cx <= f.x1 and 0 <= run.top - f.bottom <= 3 * run.size
               for f in frames)


def _handle_box(entry: Entry, swatch: Box, frame: Box) -> bool:
    """A lone entry of a legend drawn without a frame (strain-graphene's 'Critical T'): matplotlib centres a
    marker in a handle (handlelength, 2 em by default, 1 em in some styles) and sets the text handletextpad (0.8 em)
    after it, so the text starts 1.3 to 1.8 em past the marker's centre, and places the legend along the top or
    the bottom of the axes; a point's label is set beside its marker, where the point is.
    """
    em = entry.run.size
    edge = min(swatch.cy - frame.top, frame.bottom - swatch.cy) <= 0.2 * frame.h
    if entry.kind == "line":  # a line sample: the text 0.2 to 1.2 em past either end (gnuplot sets it before)
        return edge and 0.2 * em <= max(entry.run.x0 - swatch.x1, swatch.x0 - entry.run.x1) <= 1.2 * em
    return entry.kind == "marker" and edge and 1.0 * em <= entry.run.x0 - swatch.cx <= 2.1 * em


def _encloses(b: Box, run: Run, swatch: Box) -> bool:
    return (b.x0 - 1 <= min(run.x0, swatch.x0) and max(run.x1, swatch.x1) <= b.x1 + 1
            and b.top - 1 <= min(run.top, swatch.top) and max(run.bottom, swatch.bottom) <= b.bottom + 1)


def _gap(run: Run, b: Box, reach: float = 1.6, marker: bool = False) -> float | None:
    """Distance from the swatch to the text along the baseline, when the swatch sits level just left or right of
    it (within ``reach`` ems). A marker is level with the line's middle where a TeX symbol's glyph box, hung below
    the line, stretches the text's box ('3 × S'); a line sample or a box keeps the box's centre (a short stroke
    beside an in-plot label, an error bar's cap, would otherwise pass for a line sample)."""
    middle = run.middle if marker and run.middle is not None else run.cy
    if abs(b.cy - middle) > 0.5 * run.size:  # a sub- or superscript moves a text box's centre
        return None
    left = run.x0 - b.x1
    right = b.x0 - run.x1
    if 0 <= left <= reach * run.size:
        return left
    if 0 <= right <= reach * run.size:
        return right + 0.01  # text left of its swatch (gnuplot keys): a left swatch wins a tie
    return None


LINE_SAMPLE = 0.8  # em: the shortest line sample taken as a swatch
SHORT_HANDLE = 0.6  # em: inside a plot, where an entry must line up with another (or sit at the edge) to be kept,
# shorter: a legend with a short handlelength draws its line 0.7 em long, its marker centred on it
# (quench-entanglement's 'fit', quench-structure-factor's 'Bethe Ansatz')


def _best_swatch(run: Run, boxes: list[Box], paths: list[Shape], reach: float = 1.6,
                 shortest: float = LINE_SAMPLE) -> Entry | None:
    found = _candidates(run, boxes, paths, reach, shortest)
    return _pick(found) if found else None


def _candidates(run: Run, boxes: list[Box], paths: list[Shape], reach: float = 1.6,
                shortest: float = LINE_SAMPLE) -> list[tuple[float, Entry]]:
    """Every swatch level with a text and near it, with its gap to the text."""
    found: list[tuple[float, Entry]] = []
    for b in boxes:
        if ((b.fill is not None or outline_swatch(b)) and b.w <= 4 * run.size and b.h <= _tallest(b, run)
                and b.w >= 2 and b.h >= 2):
            g = _gap(run, b, reach)
            if g is not None:
                found.append((g, Entry(run.text, run, "box", b.fill or b.stroke, None, b)))
    for p in paths:
        b = p.bbox
        if is_marker(p):
            g = _gap(run, b, reach, marker=True)
            if g is not None:
                found.append((g, Entry(run.text, run, "marker", p.fill or p.stroke, marker_shape(p), p)))
        elif p.stroke is not None and b.h < 0.5 and shortest * run.size <= b.w <= 4 * run.size:
            g = _gap(run, b, reach)
            if g is not None:
                found.append((g, Entry(run.text, run, "line", p.stroke, None, p)))
    return found


KEY_SQUARE = 2.2  # em: ggplot's key, a square 1.2 lines of the base font (17.28 pt) beside 0.8 of it (8.8 pt) text


def _tallest(b: Box, run: Run) -> float:
    """How tall a box swatch beside a text may be: 1.5 em, or 2.2 em for a square (ggplot draws each key as a square
    of 1.2 lines of its base font, nearly twice its legend's 0.8-line text; a bar beside a label is seldom square)."""
    return (KEY_SQUARE if abs(b.w - b.h) <= 0.05 * b.h else 1.5) * run.size


def _pick(found: list[tuple[float, Entry]]) -> Entry:
    handles = [(g, e) for g, e in found if e.kind == "line" and _marked(e, found)]
    if handles:  # a whole handle, a line sample with its marker in the middle, wins over a nearer data marker
        g, entry = min(handles, key=lambda t: t[0])
        entry.shape = _marked(entry, found)
        return entry
    best = min(g for g, _ in found)
    near = [e for g, e in found if g <= best + 2.5]  # a line swatch with its marker on top: keep the marker's shape
    lines = [e for e in near if e.kind == "line"]
    markers = [e for e in near if e.kind == "marker"]
    if lines and markers:
        entry = lines[0]
        entry.shape = markers[0].shape
        return entry
    return min(found, key=lambda t: t[0])[1]


def _marked(line: Entry, found: list[tuple[float, Entry]]) -> int | None:
    """The shape of a marker of the line sample's colour drawn at its middle (gnuplot's and matplotlib's handle of a
    line with markers), if one is."""
    b = line.swatch.bbox
    for _, e in found:
        m = e.swatch.bbox if e.kind == "marker" else None
        if m is not None and abs(m.cx - b.cx) <= 1 and abs(m.cy - b.cy) <= 1 and color_key(e.color) == color_key(line.color):
            return e.shape
    return None


def _one_per_swatch(entries: list[Entry]) -> list[Entry]:
    """One text per swatch: of two texts level with one swatch, the one on the side where the legend sets its
    texts (most entries' side: a label left of a legend's marker, 'vacuum', is an annotation), then the nearer."""
    sides = [_side(e) for e in entries]
    usual = max(set(sides), key=sides.count, default="right")
    seen: dict[int, Entry] = {}
    for e in entries:
        other = seen.get(id(e.swatch))
        if other is None or (_side(e) == usual, -_dist(e)) > (_side(other) == usual, -_dist(other)):
            seen[id(e.swatch)] = e
    return list(seen.values())


def _side(e: Entry) -> str:
    b = e.swatch if isinstance(e.swatch, Box) else e.swatch.bbox
    return "left" if e.run.x1 <= b.cx else "right"


def _dist(e: Entry) -> float:
    return _gap(e.run, e.swatch if isinstance(e.swatch, Box) else e.swatch.bbox) or 0.0


def series_for(entries: list[Entry], color: Color | None, shape: int | None = None) -> str | None:
    """The legend name of a colour (and marker shape): an entry matching both, else one matching the colour."""
    key = color_key(color)
    same = [e for e in entries if color_key(e.color) == key]
    marked = [e for e in same if shape is not None and e.shape == shape]  # 'T=0.6 QMC' (a marker) over 'T=0.6 fit'
    exact = marked or [e for e in same if shape is None or e.shape is None or e.shape == shape]
    chosen = exact or same
    return chosen[0].name if len(chosen) == 1 or (chosen and len({e.name for e in chosen}) == 1) else None
