"""Numbers printed on a chart as the reader should take them: two labels set so close that they read as one run
("0.040.04", "0.03-0.02" over neighbouring bars) split into their numbers, and a signed label over a bar drawn as
its magnitude ("-0.33" over a bar of height 0.33) kept as printed beside the drawn value."""

from __future__ import annotations

import re

from vlmeval.groundtruth.pdf.primitives import Run


def split_numbers(run: Run) -> list[Run] | None:
    """The numbers a run of glued labels holds, one run each (placed by its glyphs), when every one has the same
    number of decimals ("0.100.09" -> 0.10, 0.09); None when the run is not such a join."""
    text = run.text.replace(" ", "")
    if len(run.glyphs) != len(text):
        return None
    for decimals in (1, 2, 3, 4):
        pieces = re.findall(rf"[−-]?\d+\.\d{{{decimals}}}", text)
        if len(pieces) >= 2 and "".join(pieces) == text:
            return _runs(run, pieces)
    return None


def _runs(run: Run, pieces: list[str]) -> list[Run]:
    out, at = [], 0
    for piece in pieces:
        glyphs = run.glyphs[at:at + len(piece)]
        at += len(piece)
        out.append(Run(piece, glyphs[0][1], run.top, glyphs[-1][2], run.bottom, run.angle, run.size, run.color, glyphs))
    return out


def magnitude_of(printed: float, drawn: float | None, slack: float) -> bool:
    """A negative printed number whose magnitude is the drawn (non-negative) value: a bar of |v| labelled v."""
    return drawn is not None and printed < 0 <= drawn and abs(-printed - drawn) <= slack
