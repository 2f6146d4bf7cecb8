"""The clip path of the PDF graphics state, which pdfminer ignores: a path drawn wholly outside the current clip
region is not on the page (matplotlib clips each axes' artists to its frame; an inset's markers past its frame,
kept in the file, would otherwise read as data of the panel the inset sits in). The clip region is kept as its
bounding box on the page, so only what lies wholly outside that box is dropped: a clip path of any other shape
keeps more, never less, than the page shows. Each path painted is tagged with that box (``clip_bounds``), so an
open line running past it (data beyond the axis limits) keeps only its vertices the page shows (``inside_clip``)."""

from __future__ import annotations

import pdfplumber.page

ATTR = "clip_bounds"
pdfplumber.page.ALL_ATTRS.add(ATTR)  # pdfplumber copies only the attributes it knows into its objects

Bounds = tuple[float, float, float, float]  # x0, y0, x1, y1 in PDF page space (y up)
SLACK = 0.5  # points: a path touching the clip's edge is drawn (its stroke's width reaches in)
MIN_VERTICES = 8  # a line of data drawn past the axes (a curve, a series' polyline) has at least this many


def path_bounds(path: list[tuple], ctm: tuple) -> Bounds | None:
    """The page-space bounding box of a pdfminer path (its operators' points through the matrix ``ctm``)."""
    a, b, c, d, e, f = ctm
    xs, ys = [], []
    for op in path:
        nums = [float(v) for v in op[1:] if isinstance(v, (int, float))]
        for x, y in zip(nums[0::2], nums[1::2]):
            xs.append(a * x + c * y + e)
            ys.append(b * x + d * y + f)
    return (min(xs), min(ys), max(xs), max(ys)) if xs else None


def narrowed(clip: Bounds | None, region: Bounds | None) -> Bounds | None:
    """The clip region after intersecting it with a new clip path's bounds (clip paths only ever narrow it)."""
    if region is None:
        return clip
    if clip is None:
        return region
    return (max(clip[0], region[0]), max(clip[1], region[1]), min(clip[2], region[2]), min(clip[3], region[3]))


def inside_clip(pts: list[tuple[float, float]], obj: dict, page) -> list[tuple[float, float]]:
    """An open unfilled polyline (top-down page points) cut to the clip region it was painted in: a line whose data
    run past the axis limits is drawn only inside the axes, to where it crosses their edge. Unchanged where nothing
    of it is inside, or it has fewer than MIN_VERTICES vertices: a marker, or a straight guide or fit drawn through
    a few vertices past the frame, which is no series whether cut or not (a fit over a scatter's markers)."""
    clip = clip_region(obj, page)
    if clip is None or obj.get("fill") or len(pts) < MIN_VERTICES:
        return pts
    box = (clip[0] - SLACK, clip[1] - SLACK, clip[2] + SLACK, clip[3] + SLACK)
    if all(box[0] <= x <= box[2] and box[1] <= y <= box[3] for x, y in pts):
        return pts
    kept: list[tuple[float, float]] = []
    for a, b in zip(pts, pts[1:]):
        for p in _segment_in(a, b, box) or ():
            if not kept or kept[-1] != p:
                kept.append(p)
    return kept if len(kept) >= 2 else pts


def clip_region(obj: dict, page) -> tuple[float, float, float, float] | None:
    """The clip region a path was painted in as (x0, top, x1, bottom) in top-down page points; None: none."""
    clip = obj.get(ATTR)
    if clip is None:
        return None
    x0, top = page.point2coord((clip[0], clip[3]))
    x1, bottom = page.point2coord((clip[2], clip[1]))
    return (x0, top, x1, bottom)


def _segment_in(a, b, box) -> tuple | None:
    """The part of segment a-b inside the box (x0, top, x1, bottom), by Liang-Barsky; None when none is."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    lo, hi = 0.0, 1.0
    for p, q in ((-dx, a[0] - box[0]), (dx, box[2] - a[0]), (-dy, a[1] - box[1]), (dy, box[3] - a[1])):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            lo = max(lo, t)
        else:
            hi = min(hi, t)
    if lo > hi:
        return None
    return (a[0] + lo * dx, a[1] + lo * dy), (a[0] + hi * dx, a[1] + hi * dy)


def clipped_away(clip: Bounds | None, drawn: Bounds | None) -> bool:
    """Whether a path with bounds ``drawn`` lies wholly outside the clip region."""
    if clip is None or drawn is None:
        return False
    return (drawn[2] < clip[0] - SLACK or drawn[0] > clip[2] + SLACK
            or drawn[3] < clip[1] - SLACK or drawn[1] > clip[3] + SLACK)


class ClipTracking:
    """An interpreter mix-in: keeps the clip region through q/Q and into forms, and paints no path outside it."""

    _clip: Bounds | None = None
    _inherited_clip: Bounds | None = None

    def subinterp(self):
        sub = super().subinterp()
        sub._inherited_clip = self._clip
        return sub

    def init_state(self, ctm) -> None:
        super().init_state(ctm)
        self._clip = self._inherited_clip

    def get_current_state(self):
        return (*super().get_current_state(), self._clip)

    def set_current_state(self, state) -> None:
        super().set_current_state(state[:3])
        self._clip = state[3] if len(state) > 3 else None

    def do_W(self) -> None:
        self._clip = narrowed(self._clip, path_bounds(self.curpath, self.ctm))

    def do_W_a(self) -> None:
        self.do_W()

    def _paint(self, paint) -> None:
        if clipped_away(self._clip, path_bounds(self.curpath, self.ctm)):
            self.curpath = []
            return
        container = self.device.cur_item
        before = len(getattr(container, "_objs", []))
        paint()
        for item in getattr(container, "_objs", [])[before:]:
            setattr(item, ATTR, self._clip)

    def do_S(self) -> None:
        self._paint(super().do_S)

    def do_f(self) -> None:
        self._paint(super().do_f)

    def do_f_a(self) -> None:
        self._paint(super().do_f_a)

    def do_B(self) -> None:
        self._paint(super().do_B)

    def do_B_a(self) -> None:
        self._paint(super().do_B_a)
