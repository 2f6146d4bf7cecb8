"""Lines told apart by more than colour: a black-and-white figure (gnuplot's monochrome terminal, papers printed in
grey) draws its series in one colour, each with its own dash pattern or marker shape, and its legend swatches the
same way."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from vlmeval.groundtruth.pdf.legend import Entry, marker_shape, series_for
from vlmeval.groundtruth.pdf.primitives import Shape, color_key
from vlmeval.groundtruth.pdf.stylekey import style_key_names


def line_groups(paths: list[Shape]) -> list[list[Shape]]:
    """The series' paths: one group per colour and dash pattern, and within it one per path where paths overlap
    along x (two series of one style); a line broken into pieces along x stays one series, but a path cut at the
    axes' edge (a curve running past the limits: each of a family of peaks) is all of its line that is shown, so
    a series of its own, unless every such piece's path runs over a stretch of x of its own (_apart: one line
    drawn in pieces; where any two overlap, a family of curves). A path drawn twice over (the same points in the same style) is one series."""
    styles: dict = {}
    drawn = set()
    for p in paths:
        again = (color_key(p.stroke), p.dash, tuple((round(x, 2), round(y, 2)) for x, y in p.pts))
        if again not in drawn:
            drawn.add(again)
            styles.setdefault((color_key(p.stroke), p.dash), []).append(p)
    groups: list[list[Shape]] = []
    for style in styles.values():
        split: list[list[Shape]] = []
        pieces = [p for p in style if _cut_across(p)]
        one_line = all(_apart(a, b) for a, b in combinations(pieces, 2))  # else a family, each cut from its range
        for p in sorted(style, key=lambda p: p.bbox.x0):
            home = next((g for g in split if all(_cut_across(q) == _cut_across(p) and not _overlap(p, q)
                                                 and (not _cut_across(p) or one_line) for q in g)), None)
            if home is None:
                split.append([p])
            else:
                home.append(p)
        groups += split
    return groups


def _cut_across(p: Shape) -> bool:
    """Cut where it runs past the value limits (the frame's top or bottom edge: one of a family of peaks). A line cut
    at the left or right edge only begins or ends past the x limits (a history drawn from before the axis' first
    year), and its next piece along x is the same line."""
    if not p.cut or p.clip is None:
        return p.cut
    return any(min(abs(y - p.clip[1]), abs(y - p.clip[3])) <= EDGE for _, y in p.pts)


def _apart(a: Shape, b: Shape) -> bool:
    """Two pieces cut across the value limits whose paths, before the cut, run over different stretches of x: a
    line drawn in pieces where it leaves the frame (a volcanic forcing's dips below the axis) is split so, while
    a family of peaks draws each over all of x or over windows that overlap."""
    return a.reach is not None and b.reach is not None and (a.reach[0] >= b.reach[1] - 0.5 or b.reach[0] >= a.reach[1] - 0.5)


EDGE = 1.0  # points: a vertex this near the clip's top or bottom edge is where the line was cut (clipping.SLACK)


def _overlap(a: Shape, b: Shape) -> bool:
    return min(a.bbox.x1, b.bbox.x1) - max(a.bbox.x0, b.bbox.x0) > 1.0 and len(a.pts) > 2 and len(b.pts) > 2


def keyed_line(p: Shape, entries: list[Entry]) -> bool:
    """A line the legend keys: an entry's swatch is a line of its colour and dash pattern; or a bending line (more
    than a guide's two ends) of a colour a line entry names, dashed like another entry's sample (a key of colours,
    one per scenario, beside a key of dashes, one per variant: the grey dashed line is the grey scenario's other
    variant, not a guide)."""
    lines = [e for e in entries if e.kind == "line" and isinstance(e.swatch, Shape)]
    if any(e.swatch.dash == p.dash and color_key(e.color) == color_key(p.stroke) for e in lines):
        return True
    return (len(p.pts) > 2 and any(color_key(e.color) == color_key(p.stroke) for e in lines)
            and any(e.swatch.dash == p.dash for e in lines))


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


def line_names(entries: list[Entry], groups: list[list[Shape]], marks: list[Shape]) -> list[str | None]:
    """The legend's name of each group, one entry to one group: where several groups read as one entry (a solid and a
    dashed line of one colour, and one legend swatch), the group that matches it best keeps it (its swatch's dash
    pattern, then its marker on more of the group's vertices); the others, and all of them on a tie, stay unnamed."""
    names = [line_name(entries, g, marks) for g in groups]
    for name in {n for n in names if n is not None and names.count(n) > 1}:
        claims = [i for i, n in enumerate(names) if n == name]
        score = {i: _affinity([e for e in entries if e.name == name], groups[i], marks) for i in claims}
        best = max(score.values())
        winners = [i for i in claims if score[i] == best]
        for i in claims:
            if len(winners) > 1 or i != winners[0]:
                names[i] = None
    return style_key_names(entries, groups, names)  # a key of colours beside a key of dashes: both parts


def _affinity(named: list[Entry], group: list[Shape], marks: list[Shape]) -> tuple[bool, float]:
    votes = _marker_votes(group, marks)
    colour, dash = color_key(group[0].stroke), group[0].dash
    mine = [e for e in named if color_key(e.color) == colour] or named
    same_dash = any(e.kind == "line" and isinstance(e.swatch, Shape) and e.swatch.dash == dash for e in mine)
    return same_dash, max((votes.get(_entry_marker(e, marks), 0.0) for e in mine), default=0.0)


def _marker_votes(group: list[Shape], marks: list[Shape]) -> Counter:
    """The marker shapes on a group's vertices: each vertex votes for the marker centred nearest on it (lines of
    one colour drawn through the same points carry both markers there: a tie splits the vote)."""
    votes: Counter = Counter()
    for p in group:
        for x, y in p.pts:
            near = [(abs(m.bbox.cx - x) + abs(m.bbox.cy - y), marker_shape(m)) for m in marks
                    if abs(m.bbox.cx - x) < 1 and abs(m.bbox.cy - y) < 1]
            if near:
                closest = min(d for d, _ in near)
                shapes = {s for d, s in near if d <= closest + 0.05}
                for s in shapes:
                    votes[s] += 1 / len(shapes)
    return votes


def line_name(entries: list[Entry], group: list[Shape], marks: list[Shape]) -> str | None:
    """The legend's name for a group of paths: the entry of its colour; where several entries share the colour,
    the one whose swatch has the group's dash pattern, then its width, then the one whose marker is the group's
    (the marker most of its vertices carry)."""
    colour = group[0].stroke
    same = [e for e in entries if color_key(e.color) == color_key(colour)]
    if len({e.name for e in same}) <= 1:
        return series_for(entries, colour)
    dashed = [e for e in same if isinstance(e.swatch, Shape) and e.swatch.dash == group[0].dash and e.kind == "line"]
    if len({e.name for e in dashed}) == 1:
        return dashed[0].name
    if len(thick := _same_width(dashed or same, group[0])) == 1:
        return thick.pop()
    shapes = _marker_votes(group, marks)
    if shapes:
        shape = shapes.most_common(1)[0][0]
        by_marker = [e for e in (dashed or same) if _entry_marker(e, marks) == shape]
        if len({e.name for e in by_marker}) == 1:
            return by_marker[0].name
        if len(by_marker) > 1:
            return _by_marker_look(by_marker, group, marks, shape)
    return None


WIDTH = 0.1  # points: a key's line sample is stroked as wide as its series' line


def _same_width(entries: list[Entry], line: Shape) -> set[str]:
    """The names of the line entries whose sample is as wide as the line (a thick black 'Total anthropogenic' and
    a thin black 'Total': one colour, one dash, told apart by width); none where the samples are all alike."""
    lines = [e for e in entries if e.kind == "line" and isinstance(e.swatch, Shape) and e.swatch.width > 0]
    if len({round(e.swatch.width, 1) for e in lines}) < 2 or line.width <= 0:
        return set()
    return {e.name for e in lines if abs(e.swatch.width - line.width) <= WIDTH}


SIZE = 0.15  # of the marker's size: a key's marker and its series' markers are drawn alike (markerscale 1)


def _by_marker_look(entries: list[Entry], group: list[Shape], marks: list[Shape], shape: int) -> str | None:
    """Of keys alike in colour, dash and marker shape, the one whose marker looks like the group's markers: their
    size (series told apart by marker size only: large and small squares) and whether it is filled or open (a
    filled and an open circle); None unless exactly one does."""
    on = [m for p in group for m in marked(p, marks) if marker_shape(m) == shape]
    if not on:
        return None
    sizes = sorted(max(m.bbox.w, m.bbox.h) for m in on)
    size, filled = sizes[len(sizes) // 2], 2 * sum(m.fill is not None for m in on) > len(on)
    fits = {e.name for e in entries if (m := _key_marker(e, marks)) is not None and (m.fill is not None) == filled
            and abs(max(m.bbox.w, m.bbox.h) - size) <= SIZE * size}
    return fits.pop() if len(fits) == 1 else None


def _key_marker(e: Entry, marks: list[Shape]) -> Shape | None:
    """The marker an entry's key shows: its swatch, or the one marker centred on its line swatch."""
    if e.kind == "marker" and isinstance(e.swatch, Shape):
        return e.swatch
    box = e.swatch.bbox if isinstance(e.swatch, Shape) else e.swatch
    on = [m for m in marks if abs(m.bbox.cx - box.cx) < 1 and abs(m.bbox.cy - box.cy) < 1]
    return on[0] if len(on) == 1 else None
