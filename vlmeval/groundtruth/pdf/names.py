"""Names a description can use: a series the figure does not name is called by its look ("blue dashed line with
circles", "red bars"), a panel without a title by its printed letter ("(a)") or its place ("top left panel").

Every series gets its look (``Table.styles``), named or not, so prose can say "the red curve" about a legend-named
one too. The look comes from the drawing itself: the colour the reader read each row in, the dash pattern of the
stroke through the row's points, and the shape of the marker on them.
"""

from __future__ import annotations

import math
import re

from vlmeval.groundtruth.pdf.colours import NAMES as _NAMES, colour_name, lab as _lab
from vlmeval.groundtruth.pdf.opacity import alpha_of, face_under, seen
from vlmeval.groundtruth.pdf.markers import is_stroked_cross
from vlmeval.groundtruth.pdf.primitives import Page, Run, Shape, color_key, is_grey
from vlmeval.groundtruth.schema import Panel, SeriesStyle

PLACEHOLDER = re.compile(r"^(series \d+|value|panel \d+)( \(\d+\))?$")
LETTER = re.compile(r"^\(?([a-zA-Z])[).]?$")
LETTER_PREFIX = re.compile(r"^(\([a-zA-Z]\)|[a-zA-Z]\))\.?\s")
NEAR = 1.0  # points: a marker or a vertex this close to a row's point is the row's

ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
MARKER_WORDS = {"circle": "circles", "square": "squares", "triangle": "triangles", "triangle_down": "down triangles",
                "diamond": "diamonds", "star": "stars", "plus": "pluses", "cross": "crosses",
                "pentagon": "pentagons", "hexagon": "hexagons", "point": "dots"}


# ---------------------------------------------------------------- colours, dashes, markers

def shown_name(paint, shown) -> str | None:
    """The name of translucent paint: a grey's by the shade it shows (black at half strength is grey); a hue's
    keeps its hue, made light when it shows pale (a reader calls a faint orange line orange, never pink). Faint
    black shows light grey at the palest: a visible mark is no white one."""
    if is_grey(paint):
        name = colour_name(shown)
        return "light grey" if name == "white" and colour_name(paint) != "white" else name
    name = colour_name(paint)
    hue = name.split()[-1] if name else None
    light = _lab(color_key(shown))[0]
    if hue and light > 75 and f"light {hue}" in _NAMES:
        return f"light {hue}"
    return hue if name and name.startswith("dark ") and light > 50 else name


def tint_of(fill, outline) -> bool:
    """The fill is the outline's colour mixed with white (a paler shade of it: one-particle-entanglement's markers
    filled at half strength inside a dark red, orange or purple edge), not a colour of its own."""
    if fill is None or outline is None or color_key(fill) == color_key(outline):
        return False
    shares = [(1 - f) / (1 - o) for f, o in zip(fill, outline) if o < 0.95]
    if not shares or any(f < o - 0.02 for f, o in zip(fill, outline)):
        return False
    return max(shares) - min(shares) < 0.08 and 0.1 < sum(shares) / len(shares) < 0.9


def line_style(dash: tuple) -> str:
    """'solid', 'dashed', 'dotted' or 'dashdot' from a stroke's dash pattern (on, off, on, off...)."""
    if not dash or not any(dash):
        return "solid"
    if len(dash) >= 4 and len(set(round(d, 1) for d in dash[0::2])) > 1:
        return "dashdot"
    on, off = dash[0], dash[1] if len(dash) > 1 else dash[0]
    return "dotted" if on <= 1.2 * off and on < 2.5 else "dashed"


def _vertices(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    out: list[tuple[float, float]] = []
    for p in pts:
        if not out or math.dist(out[-1], p) > 0.05:
            out.append(p)
    if len(out) > 1 and math.dist(out[0], out[-1]) <= 0.05:
        out.pop()
    return out


def marker_name(p: Shape) -> str:
    """A marker's shape from its outline: the number of corners, how they sit, and whether their distances from
    the centre alternate (a star) or it is curved (a circle: Bezier control points make many points)."""
    v = _vertices(p.pts)
    b = p.bbox
    cx, cy = (b.x0 + b.x1) / 2, (b.top + b.bottom) / 2
    n = len(v)
    if is_stroked_cross(p):  # two strokes: corner to corner ('x'), or edge to edge ('+')
        return "cross" if all(min(abs(x - b.x0), abs(x - b.x1)) < 0.2 for x, _ in p.pts) else "plus"
    if n == 3 and not p.curved:  # a circle of two or three arcs (gnuplot): its control points are no corners
        top = sum(1 for _, y in v if abs(y - b.top) < 0.2)
        return "triangle" if top == 1 else "triangle_down" if sum(1 for _, y in v if abs(y - b.bottom) < 0.2) == 1 \
            else "triangle"
    if n == 4 and not p.curved:
        on_corner = sum(1 for x, y in v if min(abs(x - b.x0), abs(x - b.x1)) < 0.2 and min(abs(y - b.top), abs(y - b.bottom)) < 0.2)
        return "square" if on_corner >= 3 else "diamond"
    if n in (5, 6) and not p.curved:
        return "pentagon" if n == 5 else "hexagon"
    radii = [math.dist((cx, cy), q) for q in v]
    if n == 10 and min(radii) < 0.7 * max(radii):
        return "star"
    if n == 12 and min(radii) < 0.7 * max(radii):
        axis_aligned = sum(1 for x, y in v if abs(x - cx) < 0.2 or abs(y - cy) < 0.2)
        near_axes = sum(1 for x, y in v if min(abs(x - b.x0), abs(x - b.x1), abs(y - b.top), abs(y - b.bottom)) < 0.2)
        return "plus" if near_axes >= 8 and axis_aligned == 0 else "cross"
    return "point" if max(b.w, b.h) < 2.5 else "circle"


# ---------------------------------------------------------------- series

def style_of(page: Page, kind: str, color, anchors: list[tuple[float, float]]) -> SeriesStyle:
    """How one row looks: its colour's name (a translucent one's as it shows over the panel's face); for lines, the
    dash of the stroke through its points and the marker on them; for a scatter, the marker at its points."""
    want = color  # the colour as drawn: what the row's marks are found by
    name = colour_name(color)
    if color is not None and (alpha := alpha_of(page, color, anchors)) < 1.0:  # translucent: as it shows
        color = seen(color, alpha, face_under(page, anchors))
        name = shown_name(want, color)
    if kind == "bar":
        return SeriesStyle(color=name, mark="bar")
    marker, outline = _marker_at(page, anchors, want)
    if outline is not None and (name == "white" or tint_of(color, outline)):  # an open marker, or one filled with
        name = colour_name(outline)  # a paler shade of its outline: a reader names it by its outline's colour
    if kind == "scatter":
        return SeriesStyle(color=name, marker=marker, mark="marker")
    dash = _dash_through(page, anchors, want)
    return SeriesStyle(color=name, line=line_style(dash) if dash is not None else "solid", marker=marker, mark="line")


def _marker_at(page: Page, anchors: list[tuple[float, float]], color) -> tuple[str | None, object]:
    """The shape of most markers of the row's colour on its points, and their outline's colour."""
    from vlmeval.groundtruth.pdf.legend import is_marker

    want = color_key(color)
    votes: dict[str, int] = {}
    outline = None
    for p in page.paths:
        if not is_marker(p) or (want is not None and color_key(p.fill or p.stroke) != want):  # None: a colour scale
            continue
        b = p.bbox
        if any(abs(b.cx - x) <= NEAR + b.w / 4 and abs(b.cy - y) <= NEAR + b.h / 4 for x, y in anchors):
            name = marker_name(p)
            votes[name] = votes.get(name, 0) + 1
            outline = outline or seen(p.stroke, p.stroke_alpha, face_under(page, anchors))
    return (max(votes, key=votes.__getitem__) if votes else None), outline


def _dash_through(page: Page, anchors: list[tuple[float, float]], color) -> tuple | None:
    """The dash of the stroke of the row's colour through most of its points: a solid line and a dashed one drawn
    over a shared stretch (a scenario and its unaltered twin, one history) pass through some points of both."""
    want = color_key(color)
    points = set((round(x, 1), round(y, 1)) for x, y in anchors)
    best, most = None, min(2, len(points)) - 1
    for p in page.paths:
        if p.stroke is None or p.fill is not None or color_key(p.stroke) != want:
            continue
        hits = sum((round(x, 1), round(y, 1)) in points for x, y in p.pts)
        if hits > most:
            best, most = p.dash, hits
    return best


def describe(style: SeriesStyle | None) -> str | None:
    """The words for a look: 'blue dashed line with circles', 'red bars', 'orange squares'."""
    if style is None:
        return None
    colour = f"{style.color} " if style.color else ""
    if style.mark == "bar":
        return f"{colour}bars"
    if style.mark == "marker":
        return f"{colour}{MARKER_WORDS.get(style.marker or 'circle', 'markers')}"
    line = "" if style.line in (None, "solid") else f"{style.line} "
    with_marker = f" with {MARKER_WORDS[style.marker]}" if style.marker else ""
    return f"{colour}{line}line{with_marker}"


def name_series(page: Page, panel: Panel, values) -> None:
    """Record each row's look in ``panel.data.styles`` and rename the rows the figure does not name by it."""
    table = panel.data
    if table is None or values.kind == "heatmap":
        return
    anchors: dict[str, list] = {}
    for it in values.items:
        anchors.setdefault(str(it.row), []).append(it.anchor)
    line_rows = {str(r) for r in getattr(values, "line_rows", ())}  # a step line over a scatter is drawn as a line
    table.styles = [style_of(page, "line" if str(r) in line_rows else values.kind, values.row_colors.get(r),
                             anchors.get(str(r), [])) for r in table.rows]
    words = [describe(s) if PLACEHOLDER.match(str(r)) else None for r, s in zip(table.rows, table.styles)]
    new = unique_names([w or str(r) for w, r in zip(words, table.rows)], [w is not None for w in words])
    renamed = dict(zip(map(str, table.rows), new))
    table.rows = new
    if panel.y2_series:
        panel.y2_series = [renamed.get(str(r), r) for r in panel.y2_series]


def unique_names(names: list[str], changed: list[bool]) -> list[str]:
    """Two series of one look: 'first blue line', 'second blue line' (in drawing order)."""
    out = list(names)
    for name in set(names):
        where = [i for i, n in enumerate(names) if n == name and changed[i]]
        if len(where) > 1 or (where and names.count(name) > 1):
            for k, i in enumerate(where):
                out[i] = f"{ORDINALS[k] if k < len(ORDINALS) else f'#{k + 1}'} {name}"
    return out


# ---------------------------------------------------------------- panels

def place_words(row: int, col: int, rows: int, cols: int) -> str:
    """A panel's place in words: 'left panel', 'top right panel', 'second panel', 'main panel'."""
    def side(i: int, n: int, ends: tuple[str, str]) -> str | None:
        if n == 1:
            return None
        if n == 2 or (n == 3 and i != 1):
            return ends[0] if i == 0 else ends[1]
        if n == 3:
            return "middle"
        return None

    v, h = side(row, rows, ("top", "bottom")), side(col, cols, ("left", "right"))
    if rows == 1 and cols == 1:
        return "main panel"
    if (rows > 3 or cols > 3) and rows * cols > 1:
        index = row * cols + col
        if rows == 1 or cols == 1:
            return f"{_ordinal(index)} panel"
        return f"{_ordinal(col)} panel of the {_ordinal(row)} row"
    if v == "middle" and h == "middle":
        return "centre panel"
    return " ".join(w for w in (v, h) if w) + " panel"


def _ordinal(i: int) -> str:
    return ORDINALS[i] if i < len(ORDINALS) else f"#{i + 1}"


def letter_of(page: Page, box, title: str | None, taken: set[int]) -> str | None:
    """The panel's printed letter: the title's own prefix ('(a) Accuracy'), or a lone '(a)', 'a' or 'a)' printed
    just above the frame's left corner or inside it at the top left, else a lone '(a)' inside it at the top right
    (bhz-interacting's first panel, whose legend takes the top left)."""
    if title:
        if m := LETTER_PREFIX.match(title):
            return m.group(1)
        if LETTER.match(title.strip()):
            return title.strip()
    best: tuple[float, Run] | None = None
    for r in page.runs:
        text = r.text.strip()
        if id(r) in taken or r.angle != 0 or not LETTER.match(text):
            continue
        left = box.x0 - 45 <= r.cx <= box.x0 + 25
        up = box.top - 30 <= r.cy <= box.top + (25 if text.startswith("(") else 20)  # '(c)' may sit a bit lower
        if left and up:
            d = math.dist((r.cx, r.cy), (box.x0, box.top))
            if best is None or d < best[0]:
                best = (d, r)
        elif text.startswith("(") and box.x1 - 25 <= r.cx <= box.x1 and box.top <= r.cy <= box.top + 20:
            d = 1e6 + math.dist((r.cx, r.cy), (box.x1, box.top))  # counts only where none is at the left
            if best is None or d < best[0]:
                best = (d, r)
    return best[1].text.strip() if best else None


def name_panels(page: Page, frames: list, panels: list[Panel], taken: set[int]) -> None:
    """Set each panel's grid place (an inset, drawn in its panel's cell, has none) and letter; name untitled ones."""
    main = [i for i, f in enumerate(frames) if getattr(f, "inset_of", None) is None]
    grid = dict(zip(main, _grid([frames[i].box for i in main])))
    rows, cols = (max((place[k] for place in grid.values()), default=0) + 1 for k in (0, 1))
    for i, (f, panel) in enumerate(zip(frames, panels)):
        r, c = grid.get(i, (0, 0))
        panel.position = (r, c) if i in grid else None
        panel.letter = letter_of(page, f.box, f.title, taken)
        if f.title is None:
            panel.title = panel.letter or place_words(r, c, rows, cols)


def _grid(boxes: list) -> list[tuple[int, int]]:
    """(row, column) of each box: rows by their tops (within 30% of a height), columns by left edges in a row."""
    order = sorted(range(len(boxes)), key=lambda i: boxes[i].top)
    rows: list[list[int]] = []
    for i in order:
        for row in rows:
            if abs(boxes[row[0]].top - boxes[i].top) < 0.3 * boxes[row[0]].h:
                row.append(i)
                break
        else:
            rows.append([i])
    out: list[tuple[int, int]] = [(0, 0)] * len(boxes)
    for r, row in enumerate(rows):
        for c, i in enumerate(sorted(row, key=lambda i: boxes[i].x0)):
            out[i] = (r, c)
    return out


# ---------------------------------------------------------------- one legend for several panels

_ORDINAL = re.compile(r"^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|#\d+) ")


def look_named(row, style: SeriesStyle | None) -> bool:
    """The row carries only its look's words ('blue dashed line', 'second orange dotted line')."""
    return style is not None and _ORDINAL.sub("", str(row)) == describe(style)


def look_key(style: SeriesStyle) -> tuple:
    return style.color, style.line, style.marker, style.mark


def share_legend_names(panels: list[Panel]) -> None:
    """A legend printed in one panel names the series of the same look in the others (nanopores-wetting: 'Ar',
    'Mg', ... in the first of six panels): a row named only by its look takes the one name the figure gives that
    look in a panel that draws the same looks (colour cycles repeat across unrelated panels: a lone blue histogram
    beside a legend's blue 'cold' and orange 'warm' is not 'cold'). Where one look is drawn by several series (two
    shades of orange: 'Au' and 'Ne'), the panels draw them in one order, so the k-th such row takes the k-th name."""
    def looks(t) -> frozenset:
        return frozenset(look_key(s) for s in t.styles or [] if s is not None)

    names: dict[frozenset, dict[tuple, list]] = {}
    for p in panels:
        t = p.data
        for row, style in zip(t.rows, t.styles or []) if t is not None else ():
            if style is not None and not look_named(row, style):
                given = names.setdefault(looks(t), {}).setdefault(look_key(style), [])
                if str(row) not in given:
                    given.append(str(row))
    for p in panels:
        t = p.data
        if t is None or not t.styles or looks(t) not in names:
            continue
        given_by_look = names[looks(t)]
        seen = [look_key(s) if s is not None else None for s in t.styles]
        new = []
        for i, (row, style, look) in enumerate(zip(t.rows, t.styles, seen)):
            given = given_by_look.get(look, []) if look_named(row, style) else []
            if len(given) != seen.count(look) or any(not look_named(r, s) for r, s, k in zip(t.rows, t.styles, seen)
                                                     if k == look):
                given = []  # names for some of the look only: which is which is not known
            name = given[seen[:i].count(look)] if given else None
            new.append(name if name is not None and name not in t.rows else row)
        renamed = dict(zip(map(str, t.rows), new))
        t.rows = new
        if p.y2_series:
            p.y2_series = [renamed.get(str(r), r) for r in p.y2_series]


def share_names_with_insets(panels: list[Panel], parents: list[int | None]) -> None:
    """An inset zooms on part of its panel: an inset's row named only by its look takes the name the panel gives its
    one row of that look (bkt-flow's 'ground truth' circles in the zoom, beside a marker the panel does not draw)."""
    for panel, parent in zip(panels, parents):
        t = panel.data
        src = panels[parent].data if parent is not None else None
        if t is None or src is None or not t.styles or not src.styles:
            continue
        theirs = [(look_key(s), r, look_named(r, s)) for r, s in zip(src.rows, src.styles) if s is not None]
        mine = [look_key(s) if s is not None else None for s in t.styles]
        for i, (row, style) in enumerate(zip(t.rows, t.styles)):
            named = [r for k, r, by_look in theirs if k == mine[i] and not by_look]
            if (look_named(row, style) and mine.count(mine[i]) == 1 and len(named) == 1
                    and sum(k == mine[i] for k, _, _ in theirs) == 1 and named[0] not in t.rows):
                if panel.y2_series:
                    panel.y2_series = [named[0] if str(r) == str(row) else r for r in panel.y2_series]
                t.rows = [named[0] if j == i else r for j, r in enumerate(t.rows)]
