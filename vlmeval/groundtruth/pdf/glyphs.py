"""The PDF interpreter the reader runs pdfplumber with: form XObjects inherit the graphics state, and glyphs that
matplotlib draws as forms become characters.

pdfminer resets the graphics state when it enters a form XObject, but the PDF specification says a form inherits
the state at its ``Do``; matplotlib draws every marker as a form whose colour is set outside it, so without the fix
every scatter marker would read as black.

matplotlib before 3.11 writes the characters its Type 3 font cannot encode (beyond its first 256: U+2212 MINUS
SIGN, Greek letters typed as text) as form XObjects named ``F<n>-<font>-<glyph name>``, drawn after the rest of
their label: pdfminer sees only a small filled path (the minus sign is a rectangle), so "−0.3" read as "0.3".
Such a form is read as the character its glyph name says (Adobe glyph list, ``uni2212``), placed where it is
drawn, with the advance its drawn outline gives (side bearings taken as equal).
"""

from __future__ import annotations

import re

from pdfminer.encodingdb import name2unicode
from pdfminer.layout import LTChar, LTComponent, LTContainer, LTCurve
from pdfminer.pdfinterp import PDFPageInterpreter
from pdfminer.psparser import literal_name
from pdfminer.utils import mult_matrix

GLYPH_FONT = "glyph-form"  # the font name of a character read from a glyph form (text_runs places it in its label)
_GLYPH_FORM = re.compile(r"^(?:F\d+-[^ ]+|[A-Za-z][A-Za-z0-9]*)-([A-Za-z0-9_.]+)$")  # F1-DejaVuSans-uni2212, Vera-minus (older)
_EM = 1000.0  # matplotlib draws a glyph form in font units, scaled by fontsize / 1000


class _GlyphFont:
    """What LTChar asks of a font, for a character read from a glyph form."""

    fontname = GLYPH_FONT

    def is_vertical(self) -> bool:
        return False

    def get_descent(self) -> float:
        return -0.236  # DejaVu Sans, matplotlib's default; only the character's box depends on it


class ReadingInterpreter(PDFPageInterpreter):
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
        matrix = mult_matrix((_EM, 0, 0, _EM, 0, 0), self.ctm)
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
