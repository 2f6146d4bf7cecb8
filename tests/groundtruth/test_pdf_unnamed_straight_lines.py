"""Slanted straight strokes across a scatter panel that no legend names (a band of sampled regression lines) are
declared unread: no fit, no curve, no guide holds them. Shapes made up."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.pdf.parts import unread_parts
from vlmeval.groundtruth.pdf.primitives import Page, Shape

from test_pdf_diagonal_under_markers import BOX, _frame, _star

GREEN = (0.0, 0.5, 0.0)


def _page(lines: int) -> Page:
    dots = [_star(x, y) for x, y in ((80.0, 120.0), (150.0, 110.0), (200.0, 150.0))]
    band = [Shape([(60.0, 100.0 + i), (150.0, 125.0 + i), (240.0, 150.0 + i)], GREEN, None, False, False)
            for i in range(lines)]
    return Page(300.0, 240.0, [], [BOX], dots + band, [], Path("synthetic.pdf"), 0)


def test_a_band_of_unnamed_straight_lines_over_a_scatter_is_declared():
    frame = _frame()
    parts = unread_parts(_page(40), frame, [frame], "scatter")
    assert [(u.kind, u.note) for u in parts] == [("other", "40 straight line(s) across the panel (no fit, curve or guide) not read")]


def test_a_scatter_without_such_lines_declares_none():
    frame = _frame()
    assert unread_parts(_page(0), frame, [frame], "scatter") == []


def test_a_straight_line_joining_markers_is_their_series_not_declared():
    frame = _frame()
    joined = [(60.0, 100.0), (150.0, 125.0), (240.0, 150.0)]
    page = _page(0)
    page.paths += [Shape(joined, GREEN, None, False, False)] + [_star(x, y) for x, y in joined]
    assert unread_parts(page, frame, [frame], "scatter") == []
