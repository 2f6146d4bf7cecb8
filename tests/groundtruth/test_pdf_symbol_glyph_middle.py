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


def test_a_minus_boxed_below_the_line_leaves_a_two_glyph_labels_middle():
    chars = [_char("−", 10.0, 78.0, "CMSY10"), _char("2", 17.0, 71.0)]
    (run,) = text_runs(chars, HEIGHT)
    assert run.text == "−2"
    assert run.middle == 76.0  # the digit's box (71 to 81), not the minus's (78 to 88)


def _label(text: str, baseline: float, size: float = 16.0) -> list[dict]:
    """A y tick label ending at x 40, its minus in a symbol font boxed 0.7 em below its digits' box."""
    top, w = baseline - 0.8 * size, 0.6 * size
    x0 = 40.0 - w * len(text)
    return [dict(_char(ch, x0 + i * w, top + (0.7 * size if ch == "−" else 0.0), "CMSY10" if ch == "−" else "CMR10", size),
                 matrix=(size, 0.0, 0.0, size, x0 + i * w, HEIGHT - baseline)) for i, ch in enumerate(text)]


def test_a_lowest_tick_label_whose_minus_hangs_below_the_frame_is_read():
    from pathlib import Path

    from vlmeval.groundtruth.pdf.axes import read_axis
    from vlmeval.groundtruth.pdf.primitives import Box, Page, Shape

    frame = Box(45.0, 20.0, 180.0, 100.0, (1.0, 1.0, 1.0), None)
    ticks = {"−2": 98.0, "0": 59.0, "2": 20.0}  # -2.1 to 2.1 drawn: the -2 tick 2 points above the bottom edge
    chars = [c for text, y in ticks.items() for c in _label(text, y + 0.36 * 16.0)]
    marks = [Shape([(45.0, y), (41.5, y)], (0.0, 0.0, 0.0), None, False, False) for y in ticks.values()]
    page = Page(200.0, HEIGHT, text_runs(chars, HEIGHT), [frame], marks, [], Path("synthetic.pdf"), 0)
    axis = read_axis(page, frame, "left")
    assert [r.text for r in axis.ticks] == ["−2", "0", "2"]
