"""The clip path of the PDF graphics state, which pdfminer ignores: a path drawn wholly outside the current clip
region is not on the page (matplotlib clips each axes' artists to its frame; an inset's markers past its frame,
kept in the file, would otherwise read as data of the panel the inset sits in). The clip region is kept as its
bounding box on the page, so only what lies wholly outside that box is dropped: a clip path of any other shape
keeps more, never less, than the page shows."""

from __future__ import annotations

Bounds = tuple[float, float, float, float]  # x0, y0, x1, y1 in PDF page space (y up)
SLACK = 0.5  # points: a path touching the clip's edge is drawn (its stroke's width reaches in)


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
        paint()

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
