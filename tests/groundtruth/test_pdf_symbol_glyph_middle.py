"""A TeX symbol font boxes its glyphs as if hung below the line (CMSY's × reaches an em under '3 × S'): the run keeps
its box, and its line's middle (Run.middle) from its other full-size glyphs, so a legend marker level with the
text is its swatch. Characters as pdfplumber gives them, made up."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import text_runs

HEIGHT = 200.0
SIZE = 10.0


def _char(text: str, x0: float, top: float, font: str = "CMR10", size: float = SIZE) -> dict:
    baseline = 80.0
    return {"text": text, "x0": x0, "x1": x0 + 0.6 * size, "top": top, "bottom": top + size, "size": size,
            "fontname": font, "adv": 0.6, "matrix": (size, 0.0, 0.0, size, x0, HEIGHT - baseline), "upright": True,
            "non_stroking_color": (0,)}


def test_a_symbol_glyph_boxed_below_the_line_leaves_the_lines_middle():
    chars = [_char("3", 10.0, 71.0), _char("×", 17.0, 78.0, "CMSY10"), _char("S", 24.0, 71.0, "CMMI10")]
    (run,) = text_runs(chars, HEIGHT)
    assert run.text == "3 × S" or run.text == "3×S"
    assert run.bottom == 88.0  # the box still holds every glyph
    assert run.middle == 76.0  # the line's middle: its other glyphs' box (71 to 81)


def test_a_run_of_one_line_has_no_separate_middle():
    chars = [_char("3", 10.0, 71.0), _char("S", 17.0, 71.0, "CMMI10"), _char("a", 24.0, 69.0, "CMR7", 7.0)]
    assert text_runs(chars, HEIGHT)[0].middle is None  # a superscript is on its line
