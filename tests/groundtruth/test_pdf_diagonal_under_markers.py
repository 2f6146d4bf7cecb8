"""A y = x diagonal whose two ends carry markers of a longer line (an expectation curve from (0, 0) to (1, 1) with
a star at each of its points) is still a guide: declared unread, never silently skipped. Shapes made up."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.pdf.axes import AxisRead, Frame
from vlmeval.groundtruth.pdf.diagonals import guide_parts
from vlmeval.groundtruth.pdf.primitives import Box, Page, Shape
from vlmeval.groundtruth.pdf.ticks import Mapping

BLACK = (0.0, 0.0, 0.0)
BOX = Box(50.0, 20.0, 250.0, 220.0, (1.0, 1.0, 1.0), None)  # 0..1 on both axes


def _frame() -> Frame:
    x, y = AxisRead("bottom"), AxisRead("left")
    x.mapping = Mapping("linear", -50.0 / 200.0, 1.0 / 200.0, 0.0)  # x 50 -> 0, x 250 -> 1
    y.mapping = Mapping("linear", 220.0 / 200.0, -1.0 / 200.0, 0.0)  # y 220 -> 0, y 20 -> 1
    return Frame(BOX, x, y, AxisRead("right"))


def _star(x: float, y: float) -> Shape:
    corners = [(x - 2.0, y), (x, y - 2.0), (x + 2.0, y), (x, y + 2.0), (x - 2.0, y)]
    return Shape(corners, BLACK, BLACK, True, False)


def _page(curve: list[tuple[float, float]], starred: list[tuple[float, float]]) -> Page:
    diagonal = Shape([(50.0, 220.0), (250.0, 20.0)], BLACK, None, False, False)
    line = Shape(curve, BLACK, None, False, True, (1.5, 2.5))
    shapes = [diagonal, line] + [_star(x, y) for x, y in starred]
    return Page(300.0, 240.0, [], [BOX], shapes, [], Path("synthetic.pdf"), 0)


CURVE = [(50.0, 220.0), (90.0, 120.0), (130.0, 100.0), (190.0, 60.0), (250.0, 20.0)]


def test_a_diagonal_whose_ends_are_a_starred_curves_points_is_a_guide():
    parts = guide_parts(_page(CURVE, CURVE), _frame(), [])
    assert [(u.kind, u.note) for u in parts] == [("reference_line", "diagonal line y = x not read")]


def test_a_diagonal_with_markers_of_its_own_stays_a_series():
    ends = [(50.0, 220.0), (250.0, 20.0)]
    assert guide_parts(_page(CURVE[1:-1], ends), _frame(), []) == []  # the stars are on no longer line's points
