"""The opacity of the PDF graphics state, which pdfminer ignores (its ``gs`` operator does nothing): a path painted
under an ExtGState whose ``ca`` (fill) or ``CA`` (stroke) is below 1 is translucent, and the colour seen is its
colour composited over what lies beneath. matplotlib writes ``alpha=`` this way (bars, bands of fill_between,
markers, and every legend frame at 0.8), so a grey bar drawn as black at alpha 0.5 read as "black".

The interpreter keeps the two alphas through q/Q and into forms (a marker drawn as a form takes the alpha set at its
``Do``) and tags every path it paints with them (``fill_alpha``, ``stroke_alpha``); primitives.py keeps them on the
element, and names.py names a translucent colour by its composite over the panel's face (``seen``)."""

from __future__ import annotations

import pdfplumber.page
from pdfminer.pdftypes import resolve1
from pdfminer.psparser import literal_name

Color = tuple[float, float, float]
OPAQUE = (1.0, 1.0)  # (fill alpha, stroke alpha)
ATTRS = ("fill_alpha", "stroke_alpha")

pdfplumber.page.ALL_ATTRS.update(ATTRS)  # pdfplumber copies only the attributes it knows into its objects


def seen(color: Color | None, alpha: float, under: Color | None = None) -> Color | None:
    """The colour a translucent paint shows over ``under`` (white when None): alpha * colour + (1 - alpha) * under."""
    if color is None or alpha >= 1.0:
        return color
    base = under or (1.0, 1.0, 1.0)
    a = max(0.0, alpha)
    return tuple(a * c + (1 - a) * b for c, b in zip(color, base))  # type: ignore[return-value]


def alphas(obj: dict) -> tuple[float, float]:
    """A painted path's (fill, stroke) opacity as the interpreter tagged it; 1 when untagged."""
    return float(obj.get("fill_alpha", 1.0)), float(obj.get("stroke_alpha", 1.0))


def _alpha(value, default: float) -> float:
    try:
        return min(1.0, max(0.0, float(resolve1(value))))
    except (TypeError, ValueError):
        return default


class OpacityTracking:
    """An interpreter mix-in: reads ``ca``/``CA`` at ``gs``, keeps them like the rest of the graphics state, and
    tags each painted path. Its saved state is the one of the classes after it, with the alphas last."""

    _alpha: tuple[float, float] = OPAQUE
    _inherited_alpha: tuple[float, float] = OPAQUE

    def subinterp(self):
        sub = super().subinterp()
        sub._inherited_alpha = self._alpha
        return sub

    def init_state(self, ctm) -> None:
        super().init_state(ctm)
        self._alpha = self._inherited_alpha

    def get_current_state(self):
        return (*super().get_current_state(), self._alpha)

    def set_current_state(self, state) -> None:
        super().set_current_state(state[:-1])
        self._alpha = state[-1]

    def do_gs(self, name) -> None:
        states = resolve1((self.resources or {}).get("ExtGState")) or {}
        entry = resolve1(states.get(literal_name(name))) if isinstance(states, dict) else None
        if not isinstance(entry, dict):
            return
        fill, stroke = self._alpha
        self._alpha = (_alpha(entry.get("ca"), fill) if "ca" in entry else fill,
                       _alpha(entry.get("CA"), stroke) if "CA" in entry else stroke)

    def _tagged(self, paint) -> None:
        container = self.device.cur_item
        before = len(getattr(container, "_objs", []))
        paint()
        for item in getattr(container, "_objs", [])[before:]:
            item.fill_alpha, item.stroke_alpha = self._alpha

    def do_S(self) -> None:
        self._tagged(super().do_S)

    def do_f(self) -> None:
        self._tagged(super().do_f)

    def do_f_a(self) -> None:
        self._tagged(super().do_f_a)

    def do_B(self) -> None:
        self._tagged(super().do_B)

    def do_B_a(self) -> None:
        self._tagged(super().do_B_a)


def _key(color) -> tuple | None:
    return None if color is None else tuple(round(c * 255) for c in color)


def alpha_of(page, color, anchors: list[tuple[float, float]]) -> float:
    """The opacity a row's own marks are painted with: the bars holding its points (by their fill), the markers
    centred on them (fill) and the lines through them (stroke), in the row's colour; 1 when none is found."""
    want = _key(color)
    cells = {(round(x), round(y)) for x, y in anchors}
    exact = {(round(x, 1), round(y, 1)) for x, y in anchors}

    def near(x: float, y: float) -> bool:
        return any((round(x) + i, round(y) + j) in cells for i in (-1, 0, 1) for j in (-1, 0, 1))

    votes: dict[float, float] = {}
    for b in page.boxes:
        if b.fill is not None and _key(b.fill) == want and any(b.contains(x, y, 1.0) for x, y in anchors):
            votes[b.fill_alpha] = votes.get(b.fill_alpha, 0) + 1
    for p in page.paths:
        if max(p.bbox.w, p.bbox.h) <= 12 and near(p.bbox.cx, p.bbox.cy):  # a marker on a point: its fill, else outline
            for paint, alpha in ((p.fill, p.fill_alpha), (p.stroke, p.stroke_alpha)):
                if paint is not None and _key(paint) == want:
                    votes[alpha] = votes.get(alpha, 0) + 1
                    break
        elif p.fill is None and p.stroke is not None and _key(p.stroke) == want:  # a filled area is no line
            # a line through the row's own points outweighs one that only passes near them (curves told apart
            # by opacity alone lie within a point of each other)
            weight = sum((round(x, 1), round(y, 1)) in exact for x, y in p.pts) or 0.01 * any(near(x, y) for x, y in p.pts)
            if weight:
                votes[p.stroke_alpha] = votes.get(p.stroke_alpha, 0) + weight
    return max(votes, key=votes.__getitem__) if votes else 1.0


def face_under(page, anchors: list[tuple[float, float]]) -> Color | None:
    """The colour of the panel's face under a row's points: the smallest opaque filled box, larger than a legend
    swatch, that holds them all; None (white) when there is none."""
    if not anchors:
        return None
    best = None
    for b in page.boxes:
        if b.fill is None or b.fill_alpha < 1.0 or b.w <= 30 or b.h <= 30:
            continue
        if all(b.contains(x, y, 0.5) for x, y in anchors) and (best is None or b.w * b.h < best.w * best.h):
            best = b
    return None if best is None else best.fill
