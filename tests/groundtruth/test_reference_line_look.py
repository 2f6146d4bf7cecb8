"""Reference lines declared unread carry their look (colour, dash) in words: a page drawn by hand, read by
parts._reference_lines."""

from pathlib import Path

from vlmeval.groundtruth.pdf.axes import AxisRead, Frame
from vlmeval.groundtruth.pdf.parts import _reference_lines
from vlmeval.groundtruth.pdf.primitives import Box, Page, Shape

BLACK, RED = (0.0, 0.0, 0.0), (0.84, 0.15, 0.16)


def _line(x0, y0, x1, y1, colour, dash=()):
    return Shape(pts=[(x0, y0), (x1, y1)], stroke=colour, fill=None, closed=False, dashed=bool(dash), dash=dash)


def _notes(paths):
    box = Box(100, 100, 300, 200, None, BLACK)
    frame = Frame(box, AxisRead("bottom"), AxisRead("left"), AxisRead("right"))
    spines = [_line(100, 100, 100, 200, BLACK), _line(300, 100, 300, 200, BLACK)]
    page = Page(400, 300, [], [box], spines + paths, [], Path("hand.pdf"), 0)
    return sorted(u.note for u in _reference_lines(page, frame))


def test_a_reference_line_is_declared_with_its_colour_and_dash():
    assert _notes([_line(100, 150, 300, 150, RED, (3.7, 1.6)), _line(180, 100, 180, 200, BLACK)]) == [
        "black vertical line not read", "red dashed horizontal line not read"]

