"""Where a marker points: its anchor from its shape, not its bounding box's centre.

A marker is drawn around its data point, but an asymmetric outline's box is not centred on it: a five-pointed
star's box reaches 1 up and cos(36°) ≈ 0.81 down, a pentagon's likewise, so the box centre lies about a tenth of
the marker's radius off the point (a star read 1.00124 where a square at the same point read 1.0). The outline of
a regular star, polygon, diamond, plus or cross is symmetric about its point, so the mean of its distinct vertices
is the point. A triangle is the exception: matplotlib draws '^' from (0, 1), (-1, -1), (1, -1), centred on its box,
not on its centroid.
"""

from __future__ import annotations

import math

from vlmeval.groundtruth.pdf.primitives import Shape, color_key
from vlmeval.groundtruth.pdf.ticks import STEP, round_to


def vertices(p: Shape) -> list[tuple[float, float]]:
    """The outline's distinct corners: a closing point on the first one is dropped."""
    pts = list(p.pts)
    while len(pts) > 1 and abs(pts[-1][0] - pts[0][0]) < 0.01 and abs(pts[-1][1] - pts[0][1]) < 0.01:
        pts.pop()
    return pts


def marker_anchor(p: Shape) -> tuple[float, float]:
    """The data point a marker is drawn at."""
    corners = vertices(p)
    if len(corners) <= 3:  # a triangle (matplotlib's are box-centred), or too few points to say
        return p.bbox.cx, p.bbox.cy
    return sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners)


def marker_point(frame, p: Shape) -> tuple[float, float]:
    """A marker's (x, y) through the frame's axis mappings, each rounded to what the drawing resolves there."""

    x, y = marker_anchor(p)
    mx, my = frame.x.mapping, frame.y.mapping
    return (round_to(mx.value(x), mx.resolution(x, x, STEP / 2)), round_to(my.value(y), my.resolution(y, y, STEP / 2)))


def without_arrowheads(page, marks: list[Shape]) -> list[Shape]:
    """Markers less the annotation arrows: a filled triangle with a corner on the end of a longer open stroke
    (matplotlib's '-|>' draws the shaft to the tip), or an arrow drawn as one polygon, shaft and head (plt.arrow),
    far longer than wide; neither is a data point. A straight stroke centred on the triangle is its error bar (a
    short one may end on the tip), not a shaft."""
    strokes = [q for q in page.paths if not q.closed and q.fill is None and q.stroke is not None]

    def is_head(p: Shape) -> bool:
        if max(p.bbox.w, p.bbox.h) > 3 * max(min(p.bbox.w, p.bbox.h), 0.1) and len(vertices(p)) >= 7:
            return True
        corners = vertices(p)
        return len(corners) == 3 and any(abs(cx - ex) < 0.3 and abs(cy - ey) < 0.3 and not _centred_on(q, p)
                                         for q in strokes for ex, ey in (q.pts[0], q.pts[-1]) for cx, cy in corners)
    return [p for p in marks if not is_head(p)]


def _centred_on(stroke: Shape, marker: Shape) -> bool:
    """A straight stroke whose middle is the marker's centre: an error bar through it."""
    if len(stroke.pts) != 2:
        return False
    (x0, y0), (x1, y1) = stroke.pts
    b = marker.bbox
    return abs((x0 + x1) / 2 - b.cx) < 0.15 * b.w + 0.1 and abs((y0 + y1) / 2 - b.cy) < 0.15 * b.h + 0.1


def fraction_bar(page, p: Shape) -> bool:
    """A short horizontal stroke with text just above and just below it: the bar of a fraction in an annotation
    (ar-mcm's 'uptake = <N>/N_A over m_pore'), not a series."""
    b = p.bbox
    if b.h > 0.5 or b.w > 60:
        return False
    near = [r for r in page.runs if r.angle == 0 and r.x1 > b.x0 and r.x0 < b.x1
            and max(r.top - b.top, b.top - r.bottom, 0.0) < 0.5 * r.size]
    return any(r.cy < b.top for r in near) and any(r.cy > b.top for r in near)


GLYPH_POINTS = 40  # a marker symbol's outline has fewer points (a circle: 8 Bezier arcs, 25); a letter's more


def without_glyphs(page, marks: list[Shape]) -> list[Shape]:
    """Markers less text drawn as outlines (a label converted to paths: region names 'n = 1', 'SS', a Greek letter
    set before its printed '=0.5', a key's words): each glyph is a filled shape without a stroke (as a matplotlib
    marker never is; plotly's and gnuplot's markers are, but they are mirror-symmetric, as every marker symbol is
    and a letter's outline is not). A glyph is known by an outline of more points than a marker symbol that is
    symmetric about neither axis, or by touching a text run on its line while no shape drawn alike stands apart
    from text (a series' marker beside a tick label has twins in the plot; θ in θ0 and θ1 has none); the letters set beside one on its line (same fill,
    drawn otherwise: a row of one marker symbol is a series) are glyphs too. A white patch behind a run (a label's
    box at a curve's end) is no marker either, nor a speck of a filled region (a region's tip, a fraction of a point
    across, in the colour of a filled region drawn on the page)."""
    plain = [p for p in marks if p.fill is not None and p.stroke is None]
    beside = {id(p) for p in plain if _beside_text(page, p)}
    found = [p for p in plain if (len(vertices(p)) > GLYPH_POINTS and not _mirrored(p))
             or (id(p) in beside and not any(_alike(p, q) and id(q) not in beside for q in plain))]
    glyphs = {id(p) for p in found} | {id(p) for p in plain if _behind_text(page, p) or _speck(page, p)}
    while found:
        g = found.pop()
        for q in plain:
            if id(q) not in glyphs and _same_word(g, q) and not _alike(g, q):
                glyphs.add(id(q))
                found.append(q)
    return [p for p in marks if id(p) not in glyphs]


def _mirrored(p: Shape) -> bool:
    """The outline is its own mirror image about its box's vertical or horizontal centre line (every marker symbol:
    circle, square, diamond, star, triangle, plus; '<' and '>' about the horizontal one)."""
    b = p.bbox
    tol = 0.03 * max(b.w, b.h) + 0.02
    cells = {(round(x / tol), round(y / tol)) for x, y in p.pts}

    def has(x: float, y: float) -> bool:
        i, j = round(x / tol), round(y / tol)
        return any((i + di, j + dj) in cells for di in (-1, 0, 1) for dj in (-1, 0, 1))

    return (all(has(2 * b.cx - x, y) for x, y in p.pts) or all(has(x, 2 * b.cy - y) for x, y in p.pts))


def _beside_text(page, p: Shape) -> bool:
    """The shape is the size of a letter of a run on its line and set just before or after it, not over it."""
    b = p.bbox
    for r in page.runs:
        if r.angle != 0 or abs(b.cy - r.cy) > 0.4 * r.size or b.h > 1.3 * r.size:
            continue
        gap = max(r.x0 - b.x1, b.x0 - r.x1)
        if -0.1 * r.size <= gap <= 0.5 * r.size:
            return True
    return False


def _alike(a: Shape, b: Shape) -> bool:
    """Two drawings of one symbol (a series' markers are; a word's letters mostly are not)."""
    return (len(a.pts) == len(b.pts) and abs(a.bbox.w - b.bbox.w) < 0.1 and abs(a.bbox.h - b.bbox.h) < 0.1
            and color_key(a.fill) == color_key(b.fill))


def _behind_text(page, p: Shape) -> bool:
    b = p.bbox
    return min(p.fill) > 0.9 and any(r.angle == 0 and b.x0 - 1 <= r.x0 and r.x1 <= b.x1 + 1 and b.top - 1 <= r.top
                                     and r.bottom <= b.bottom + 1 for r in page.runs)


def _speck(page, p: Shape) -> bool:
    b = p.bbox
    areas = [q.bbox for q in page.paths if q is not p] + page.boxes
    return max(b.w, b.h) < 0.5 and any(max(a.w, a.h) > 10 and color_key(a.fill) == color_key(p.fill) for a in areas)


def _same_word(g: Shape, q: Shape) -> bool:
    """``q`` is a letter of ``g``'s label: its counter (inside it), or in the same fill on its line, at most two
    letter heights away."""
    a, b = g.bbox, q.bbox
    if b.inside(a, 0.1):
        return True
    if g.fill != q.fill or not 0.3 <= b.h / max(a.h, 0.01) <= 3:
        return False
    overlap = min(a.bottom, b.bottom) - max(a.top, b.top)
    gap = max(b.x0 - a.x1, a.x0 - b.x1)
    return overlap >= 0.6 * min(a.h, b.h) and gap <= 2 * max(a.h, b.h)


def arrow_shaft(page, p: Shape) -> bool:
    """A short open stroke (at most four points: straight or one curve) that runs into a filled triangle's tip
    from its base: an annotation arrow's shaft drawn to its head's tip ('-|>'), no series. The head is one of few
    triangles of its size and colour on the page (a series' triangle markers are many, and its line does not run
    along one's axis into a corner)."""
    if p.closed or p.fill is not None or len(p.pts) > 4:
        return False
    for end, before in ((p.pts[0], p.pts[1]), (p.pts[-1], p.pts[-2])):
        for tip, base in _arrow_heads(page):
            if abs(tip[0] - end[0]) < 0.3 and abs(tip[1] - end[1]) < 0.3 and _along(tip, base, before):
                return True
    return False


def _along(tip, base, before) -> bool:
    """The stroke comes to the tip from the base's side, along the head's axis."""
    ax, ay, bx, by = base[0] - tip[0], base[1] - tip[1], before[0] - tip[0], before[1] - tip[1]
    norm = math.hypot(ax, ay) * math.hypot(bx, by)
    return norm > 0 and (ax * bx + ay * by) / norm > 0.9


_HEADS: list = [None, []]  # the last page asked about, and its arrowheads: (tip, base midpoint)
HEADS_MAX = 3  # more triangles of one size and colour than this are markers


def _arrow_heads(page) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    if _HEADS[0] is page:
        return _HEADS[1]
    triangles = [q for q in page.paths if q.fill is not None and max(q.bbox.w, q.bbox.h) <= 15 and len(vertices(q)) == 3]
    kinds: dict = {}
    for q in triangles:
        kinds.setdefault((color_key(q.fill), round(q.bbox.w), round(q.bbox.h)), []).append(q)
    heads = []
    for group in kinds.values():
        if len(group) > HEADS_MAX:
            continue
        for q in group:
            corners = vertices(q)
            for i, tip in enumerate(corners):
                a, b = corners[i - 1], corners[(i + 1) % 3]
                heads.append((tip, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)))
    _HEADS[:] = [page, heads]
    return heads


def polygon_edge(page, p: Shape) -> bool:
    """A straight stroke that is one side of a closed polygon drawn side by side (a sketch in the plot: a hexagon
    of a lattice, he-graphene-bh): every corner is the end of exactly two sides of one colour. A series' line is a
    function of x and never closes on itself."""
    return id(p) in _polygon_sides(page)


_SIDES: list = [None, set()]  # the last page asked about, and the ids of its polygons' sides


def _polygon_sides(page) -> set[int]:
    if _SIDES[0] is page:
        return _SIDES[1]
    ends: dict[tuple, list[Shape]] = {}
    segments = [q for q in page.paths if len(q.pts) == 2 and q.stroke is not None and q.fill is None]
    for q in segments:
        for x, y in q.pts:
            ends.setdefault((color_key(q.stroke), round(x, 1), round(y, 1)), []).append(q)
    sides: set[int] = set()
    seen: set[int] = set()
    for q in segments:
        if id(q) in seen:
            continue
        loop, todo, ok = [], [q], True
        seen.add(id(q))
        while todo:
            s = todo.pop()
            loop.append(s)
            for x, y in s.pts:
                at = ends[(color_key(s.stroke), round(x, 1), round(y, 1))]
                ok = ok and len(at) == 2
                for t in at:
                    if id(t) not in seen:
                        seen.add(id(t))
                        todo.append(t)
        if ok and len(loop) >= 3:
            sides.update(id(s) for s in loop)
    _SIDES[:] = [page, sides]
    return sides


CROSS_SIDE = 15.0  # pt: a marker symbol's size; a longer pair of strokes is a grid or a drawing, not a marker


def _stroke(p: Shape) -> tuple[float, float, float] | None:
    """A short straight stroke (two points: a fill of it paints nothing): its midpoint and length; None else."""
    if p.stroke is None or len(p.pts) != 2:
        return None
    (x0, y0), (x1, y1) = p.pts
    length = math.dist(p.pts[0], p.pts[1])
    return ((x0 + x1) / 2, (y0 + y1) / 2, length) if 0.5 < length <= CROSS_SIDE else None


def is_stroked_cross(p: Shape) -> bool:
    """A marker made by join_stroked_crosses: its points are the two strokes' ends, each pair through the centre."""
    if p.fill is not None or len(p.pts) != 4:
        return False
    (a0, a1, b0, b1), (cx, cy) = p.pts, (p.bbox.cx, p.bbox.cy)
    return all(abs((u[0] + v[0]) / 2 - cx) < 0.15 and abs((u[1] + v[1]) / 2 - cy) < 0.15 for u, v in ((a0, a1), (b0, b1)))


def join_stroked_crosses(paths: list[Shape]) -> list[Shape]:
    """Markers drawn as two crossing strokes (matplotlib's 'x' and '+', gnuplot's point types 1 and 2) come out of
    the PDF as two open two-point paths that no filled or closed outline holds: each pair of short strokes of one
    colour, alike in length, crossing at right angles at their common midpoint, is one marker (a Shape through the
    four ends, closed), so it is read like any other marker and named 'cross' or 'plus' by its ends. Where another
    marker is centred on the crossing, the strokes are that point's error bars in x and y (flares-soc's dots), not
    a marker."""
    found: dict[tuple[int, int], list[int]] = {}
    info = [_stroke(p) for p in paths]
    centres = {(round(p.bbox.cx * 2), round(p.bbox.cy * 2)) for p in paths
               if (p.closed or p.fill is not None) and len(p.pts) >= 3 and max(p.bbox.w, p.bbox.h) <= 30}
    for i, s in enumerate(info):
        if s is not None:
            found.setdefault((round(s[0] * 5), round(s[1] * 5)), []).append(i)
    used: set[int] = set()
    joined: dict[int, Shape] = {}
    for i, s in enumerate(info):
        if s is None or i in used:
            continue
        kx, ky = round(s[0] * 5), round(s[1] * 5)
        for j in (j for dx in (-1, 0, 1) for dy in (-1, 0, 1) for j in found.get((kx + dx, ky + dy), ())):
            if j <= i or j in used or not _crosses(paths[i], paths[j], s, info[j]):
                continue
            if any((round(s[0] * 2) + dx, round(s[1] * 2) + dy) in centres for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
                break  # error bars through a marker
            a, b = paths[i], paths[j]
            joined[i] = Shape([a.pts[0], a.pts[1], b.pts[0], b.pts[1]], a.stroke, None, True, False, (),
                              a.fill_alpha, a.stroke_alpha)
            used.update((i, j))
            break
    return [joined.get(i, p) for i, p in enumerate(paths) if i not in used or i in joined]


def _crosses(a: Shape, b: Shape, sa: tuple[float, float, float], sb: tuple[float, float, float]) -> bool:
    if color_key(a.stroke) != color_key(b.stroke) or a.dashed or b.dashed:
        return False
    if math.dist(sa[:2], sb[:2]) > 0.03 * max(sa[2], sb[2]) + 0.05 or max(sa[2], sb[2]) > 1.3 * min(sa[2], sb[2]):
        return False
    (ax0, ay0), (ax1, ay1) = a.pts
    (bx0, by0), (bx1, by1) = b.pts
    dot = (ax1 - ax0) * (bx1 - bx0) + (ay1 - ay0) * (by1 - by0)
    return abs(dot) < 0.1 * sa[2] * sb[2]  # at right angles
