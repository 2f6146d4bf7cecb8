"""Category tick labels beside a y axis placed on their tick marks. A rotated label's box is set off its tick by
its length (matplotlib aligns the rotated box by its baseline: '0-9' and '80+' stand 3 points off the ticks that
'10-19' and '70-79' sit on), so the row's common offset leaves the short ones on no mark. Numbers are checked
by the scale they fit; names have no scale, so their snap is kept only where it puts every label on a mark of its
own: then each mark is named once and no label is left between marks."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.ticks import parse_number

ON = 0.05  # points: a position this close to a mark is on it


def names_every_mark(positions: list[float], marks: list[float], texts: list[str]) -> bool:
    """Whether the labels are names (not all numbers) and each stands on a tick mark of its own."""
    if all(parse_number(t) is not None for t in texts):
        return False
    taken = [min(range(len(marks)), key=lambda k: abs(marks[k] - p), default=None) for p in positions]
    return (None not in taken and len(set(taken)) == len(taken)
            and all(abs(marks[k] - p) < ON for k, p in zip(taken, positions)))
