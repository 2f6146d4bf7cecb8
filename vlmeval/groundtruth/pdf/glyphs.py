"""The PDF interpreter the reader runs pdfplumber with: form XObjects inherit the graphics state, and glyphs that
matplotlib draws as forms become characters.

pdfminer resets the graphics state when it enters a form XObject, but the PDF specification says a form inherits
the state at its ``Do``; matplotlib draws every marker as a form whose colour is set outside it, so without the fix
every scatter marker would read as black.

matplotlib before 3.11 writes the characters its Type 3 font cannot encode (beyond its first 256: U+2212 MINUS
SIGN, Greek letters typed as text, mathtext's italic θ and ϕ) as form XObjects named ``F<n>-<font>-<glyph name>``
(before 3.2 ``<font>-<glyph name>``, the font file's name holding hyphens of its own: ``DejaVuSans-Oblique-theta``),
drawn after the rest of their label: pdfminer sees only a small filled path (the minus sign is a rectangle), so
"−0.3" read as "0.3". Such a form is read as the character its glyph name says (Adobe glyph list, ``uni2212``),
placed where it is drawn, with the advance its drawn outline gives (side bearings taken as equal; an accent's
outline, left of its origin, is its box), and moved to its place in its label (glyph_forms_in_place).
"""

from __future__ import annotations

import math
import re
import unicodedata

from pdfminer.encodingdb import name2unicode
from pdfminer.layout import LTChar, LTComponent, LTContainer, LTCurve
from pdfminer.pdfinterp import PDFPageInterpreter
from pdfminer.psparser import literal_name
from pdfminer.utils import mult_matrix

from vlmeval.groundtruth.pdf.clipping import ClipTracking
from vlmeval.groundtruth.pdf.opacity import OpacityTracking

GLYPH_FONT = "glyph-form"  # the font name of a character read from a glyph form (text_runs places it in its label)
# F1-DejaVuSans-uni2212; before matplotlib 3.2 the font file's name alone, which may hold hyphens: Vera-minus,
# DejaVuSans-Oblique-theta (the glyph name is the last part: Adobe glyph names hold no hyphen)
_GLYPH_FORM = re.compile(r"^(?:F\d+-)?[A-Za-z][A-Za-z0-9+]*(?:-[A-Za-z0-9+]+)*?-([A-Za-z0-9_.]+)$")
_EM = 1000.0  # matplotlib draws a glyph form in font units, scaled by fontsize / 1000


class _GlyphFont:
    """What LTChar asks of a font, for a character read from a glyph form."""

    fontname = GLYPH_FONT

    def is_vertical(self) -> bool:
        return False

    def get_descent(self) -> float:
        return -0.236  # DejaVu Sans, matplotlib's default; only the character's box depends on it


class ReadingInterpreter(OpacityTracking, ClipTracking, PDFPageInterpreter):
    _inherited = None

    def subinterp(self):
        sub = super().subinterp()
        sub._inherited = self.graphicstate.copy()
        return sub

    def init_state(self, ctm) -> None:
        super().init_state(ctm)
        if self._inherited is not None:
            self.graphicstate = self._inherited.copy()

    def do_Do(self, xobjid_arg) -> None:
        match = _GLYPH_FORM.match(literal_name(xobjid_arg))
        text = _glyph_text(match.group(1)) if match else None
        container = self.device.cur_item
        if text is None or not isinstance(container, LTContainer):
            return super().do_Do(xobjid_arg)
        before = len(container._objs)
        super().do_Do(xobjid_arg)
        drawn = container._objs[before:]
        del container._objs[before:]
        char = self._glyph_char(text, [p for item in drawn for p in _points(item)])
        if char is None:
            container._objs.extend(drawn)
        else:
            container.add(char)

    def _glyph_char(self, text: str, points: list[tuple[float, float]]) -> LTChar | None:
        a, b, _, _, e, f = self.ctm
        scale = (a * a + b * b) ** 0.5
        if not points or scale == 0:
            return None
        along = [((x - e) * a + (y - f) * b) / scale for x, y in points]  # distance along the baseline
        advance = max(max(along) + min(along), max(along)) / (_EM * scale)
        shift = 0.0
        if unicodedata.combining(text[:1]):  # an accent has no advance; its outline lies left of its origin
            shift, advance = min(along) / scale, (max(along) - min(along)) / (_EM * scale)
        matrix = mult_matrix((_EM, 0, 0, _EM, shift, 0), self.ctm)
        state = self.graphicstate.copy()
        return LTChar(matrix, _GlyphFont(), 1.0, 1.0, 0.0, text, advance, 0.0, state.ncs, state)


def _glyph_text(name: str) -> str | None:
    try:
        return name2unicode(name)
    except (KeyError, ValueError):
        return None


def _points(item) -> list[tuple[float, float]]:
    if isinstance(item, LTCurve):
        return [(float(x), float(y)) for x, y in item.pts]
    if isinstance(item, LTContainer):
        return [p for child in item for p in _points(child)]
    if isinstance(item, LTComponent):
        return [(item.x0, item.y0), (item.x1, item.y1)]
    return []


def glyph_forms_in_place(chars: list[dict], page_height: float) -> list[dict]:
    """The page's characters with each one read from a glyph form moved, in content-stream order, to its place in
    its label: after the character whose end it starts at (θ in 'x|θ0'), else before the one it ends at ('−0.3'),
    an accent after the letter it is drawn over.
    Drawn at the end, it would break its label where it belongs (a subscript after it then starts a new line)."""
    forms = [c for c in chars if c.get("fontname") == GLYPH_FONT]
    if not forms:
        return chars
    out = [c for c in chars if c.get("fontname") != GLYPH_FONT]
    for form in forms:
        place = _place_in(out, form, page_height)
        out.insert(len(out) if place is None else place, form)
    return out


def _baseline(c: dict, page_height: float) -> tuple[int, float, float, float]:
    """(angle, start along the baseline, distance across it, advance along it) of a character."""
    a, b, _, _, e, f = c["matrix"]
    scale = (a * a + b * b) ** 0.5 or 1.0
    dx, dy = a / scale, -b / scale
    oy = page_height - f
    return round(math.degrees(math.atan2(b, a))), e * dx + oy * dy, e * -dy + oy * dx, c["adv"] * scale


def _place_in(chars: list[dict], form: dict, page_height: float) -> int | None:
    angle, start, across, advance = _baseline(form, page_height)
    after = before = None
    for i, c in enumerate(chars):
        c_angle, c_start, c_across, c_advance = _baseline(c, page_height)
        size = max(min(max(form["size"], c["size"]), 40.0), 1.0)
        # an exponent (the ring of '[°]') is set up to 0.9 em high, a little after the character before it
        if c_angle != angle or abs(c_across - across) > 0.9 * size:
            continue
        if unicodedata.combining(form["text"][:1]):  # an accent: after the letter it is drawn over (joined there)
            if c_start <= start + advance / 2 <= c_start + c_advance:
                after = i + 1
        elif -0.25 * size < start - (c_start + c_advance) < 0.4 * size:
            after = i + 1
        elif before is None and -0.25 * size < c_start - (start + advance) < 0.4 * size:
            before = i  # up to a word space before it, as after ('ℓ' in mathtext's 'ℓ = 4', spaced round the '=')
    return after if after is not None else before
