"""Legend handles of error-bar series: matplotlib's HandlerErrorbar draws the series' marker in the middle of the
handle with a vertical error bar through it, half an em each way (its default yerr_size), and the bar's caps when the
series has them. Beside its text such a handle is a legend entry wherever the legend sits: the one-em bar centred on
a marker that is centred on the text's line tells it from a data point with its own error bar, whose bar has the
length of its error. Without this the caps were taken for line samples (of the caps' colour, which names no series)
and a lone key away from the plot's edge was no entry at all, its marker read as a data point."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Box, Run, Shape

BAR = (0.85, 1.15)  # em: the handle's bar is one em long (0.5 em each way)
TEXT = (0.5, 2.1)  # em: from the marker's centre to the text's start: half the handle plus the pad (2 + 0.8 em by
# default, 0.7 + 0.4 em in a short-handled key)
LEVEL = 0.5  # em: the marker centred on the text's line (a text box's centre moves with its sub- and superscripts)


def error_bar_keys(runs: list[Run], markers: list[Shape], paths: list[Shape]) -> dict[int, Shape]:
    """The marker of each error-bar handle, by the id of the text it keys: the first text after it on its line."""
    bars = [q for q in paths if q.stroke is not None and q.bbox.w < 0.5 and q.bbox.h > 1.0]
    found: dict[int, Shape] = {}
    for m in markers:
        b = m.bbox
        line = [r for r in runs if r.angle == 0 and abs(b.cy - r.cy) <= LEVEL * r.size and r.x0 >= b.x1]
        first = min(line, key=lambda r: r.x0, default=None)
        if (first is not None and TEXT[0] * first.size <= first.x0 - b.cx <= TEXT[1] * first.size
                and any(ch.isalpha() for ch in first.text) and _barred(b, bars, first.size)):
            found[id(first)] = m
    return found


def _barred(b: Box, bars: list[Shape], em: float) -> bool:
    return any(abs(q.bbox.cx - b.cx) <= 0.5 and abs(q.bbox.cy - b.cy) <= 0.1 * em and BAR[0] * em <= q.bbox.h <= BAR[1] * em
               for q in bars)
