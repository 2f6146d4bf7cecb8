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



def _levels(places, positions=(110, 130, 150, 170, 190)):
    """The notes of black dashed lines across a frame at ``places`` (page y, top down), its y axis labelled at
    ``positions`` and calibrated there (0 at the bottom edge, 100 at the top)."""
    from vlmeval.groundtruth.pdf.ticks import Mapping

    box = Box(100, 100, 300, 200, None, BLACK)
    y = AxisRead("left", positions=list(positions), mapping=Mapping("linear", 200.0, -1.0, 0.0))
    frame = Frame(box, AxisRead("bottom"), y, AxisRead("right"))
    spines = [_line(100, 100, 100, 200, BLACK), _line(300, 100, 300, 200, BLACK)]
    lines = [_line(100, t, 300, t, BLACK, (5.55, 2.4)) for t in places]
    page = Page(400, 300, [], [box], spines + lines, [], Path("hand.pdf"), 0)
    return sorted(u.note for u in _reference_lines(page, frame))


def test_levels_of_one_look_at_places_of_their_own_are_reference_lines_not_a_grid():
    # four black dashed levels (a planet's, a moon's ...) at no tick and unevenly apart: each declared with its place
    assert _levels([117, 132, 164, 181]) == [f"black dashed horizontal line at y = {v} not read" for v in (19, 36, 68, 83)]


def test_lines_at_the_ticks_or_evenly_apart_stay_a_grid():
    assert _levels([110, 130, 150, 170, 190]) == []  # at every labelled tick
    assert _levels([120, 140, 160, 180], positions=(110, 150, 190)) == []  # a minor grid between the ticks


def test_a_line_on_a_time_axis_is_placed_at_its_date():
    from vlmeval.groundtruth.pdf.ticks import Mapping

    box = Box(100, 100, 300, 200, None, BLACK)
    x = AxisRead("bottom", positions=[100.0, 300.0], mapping=Mapping("time", 18262.0 - 100.0, 1.0, 0.0))  # 2020-01-01
    frame = Frame(box, x, AxisRead("left"), AxisRead("right"))
    spines = [_line(100, 100, 100, 200, BLACK), _line(300, 100, 300, 200, BLACK)]
    page = Page(400, 300, [], [box], spines + [_line(t, 100, t, 200, BLACK, (3.7, 1.6)) for t in (131, 190, 221)],
                [], Path("hand.pdf"), 0)
    assert sorted(u.note for u in _reference_lines(page, frame)) == [
        f"black dashed vertical line at x = {d} not read" for d in ("2020-02-01", "2020-03-31", "2020-05-01")]
