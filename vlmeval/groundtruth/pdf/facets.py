"""Facets: a row of frames drawn with one value axis and one axis title for all of them (ggplot's facet_wrap,
matplotlib's sharey). Only the first frame prints the y tick labels, and the x axis title stands once under the row;
without this rule the others read a neighbour's printed bar label as their only "tick" and were left without values,
and every frame but one had no x label.
"""

from __future__ import annotations

from dataclasses import replace

from vlmeval.groundtruth.pdf.axes import Frame, shares_y
from vlmeval.groundtruth.pdf.heatmap import is_heatmap
from vlmeval.groundtruth.pdf.primitives import Page

_SAME = 1.0  # points: frames of one row have the same top and bottom


def share_facet_axes(page: Page, frames: list[Frame]) -> None:
    """Give each frame of a row without a calibrated y axis of its own the y axis of the row's calibrated frame to
    its left, and a row's one x label (standing under the row, not under its own frame) to every frame of it. A
    heatmap's neighbour (a marginal histogram) is no facet of it."""
    for row in _rows(frames):
        if any(is_heatmap(page, f) for f in row):
            _share_heatmap_rows(page, row)
            continue
        calibrated = None
        for f in row:
            if f.y.mapping is not None:
                calibrated = f
            elif calibrated is not None and not _own_ticks(f, frames) and shares_y(page, f, calibrated):
                f.y = replace(calibrated.y, ticks=list(calibrated.y.ticks), positions=list(calibrated.y.positions),
                              second_lines=[])
        _share_x_label(row)


def _share_heatmap_rows(page: Page, row: list[Frame]) -> None:
    """A row of heatmaps over one set of rows names them once, left of the first (sharey, seaborn's
    yticklabels=False): a frame of the row with no y tick labels at all takes those of the heatmap to its left, and
    keeps them only where that makes it a heatmap. Row names need no mapping (categories), so axes.py's sharing of
    calibrated axes does not cover them."""
    donor = None
    for f in row:
        if f.y.ticks:
            donor = f if len(f.y.ticks) >= 2 and is_heatmap(page, f) else None
        elif donor is not None:
            own = f.y
            f.y = replace(donor.y, ticks=list(donor.y.ticks), positions=list(donor.y.positions), label=None,
                          second_lines=[], label_parts=[], offset=[])
            if not is_heatmap(page, f):
                f.y = own


def share_categories(page: Page, frames: list[Frame]) -> None:
    """After the legend's texts have left the axes (legendticks.py: a key set left of a panel lent it its entry as a
    lone 'category'): each row of bar charts shares its categories (_share_categories)."""
    for row in _rows(frames):
        if not any(is_heatmap(page, f) for f in row):
            _share_categories(page, row)


def _share_categories(page: Page, row: list[Frame]) -> None:
    """A row of horizontal bar charts over one set of categories (sharey) names them once, left of the first: a frame
    of the row with no y tick labels at all takes the category ticks of the frame to its left where its own bars
    stand at them (a bar, or a group's edge, at every category's height), as a heatmap row does its rows above."""
    donor = None
    for f in row:
        if f.y.ticks:
            donor = f if len(f.y.ticks) >= 2 and f.y.mapping is None and _bars_at(page, f, f.y.positions) else None
        elif donor is not None and f.x.mapping is not None and _bars_at(page, f, donor.y.positions):
            f.y = replace(donor.y, ticks=list(donor.y.ticks), positions=list(donor.y.positions), label=None,
                          second_lines=[], label_parts=[], offset=[])


_BARRED = 0.8  # of the categories: a bar of the frame at this share of them at least (a zero bar draws nothing)


def _bars_at(page: Page, f: Frame, positions: list[float]) -> bool:
    """Filled horizontal bars inside the frame reach every category's height (to a point), most categories having one."""
    bars = [b for b in page.boxes if b.fill is not None and b.inside(f.box, 1) and b.w < 0.99 * f.box.w
            and b.h < 0.99 * f.box.h]
    hit = sum(1 for p in positions if any(b.top - 1 <= p <= b.bottom + 1 for b in bars))
    return len(positions) >= 2 and hit >= _BARRED * len(positions)


def _rows(frames: list[Frame]) -> list[list[Frame]]:
    rows: list[list[Frame]] = []
    for f in sorted(frames, key=lambda f: (round(f.box.top), f.box.x0)):
        row = next((r for r in rows if abs(r[0].box.top - f.box.top) <= _SAME
                    and abs(r[0].box.bottom - f.box.bottom) <= _SAME), None)
        if row is None:
            rows.append([f])
        else:
            row.append(f)
    return [sorted(r, key=lambda f: f.box.x0) for r in rows if len(r) > 1]


def _own_ticks(f: Frame, frames: list[Frame]) -> bool:
    """The frame's y ticks are its own: two or more, none of them inside another frame (a printed label)."""
    others = [g.box for g in frames if g is not f]
    inside = any(b.contains(r.cx, r.cy) for r in f.y.ticks for b in others)
    return len(f.y.ticks) >= 2 and not inside


def _share_x_label(row: list[Frame]) -> None:
    labelled = [f for f in row if f.x.label is not None]
    if len(labelled) != 1:
        return
    label = labelled[0].x.label
    left, right = row[0].box.x0, row[-1].box.x1
    own = labelled[0].box
    if abs(label.cx - (left + right) / 2) >= abs(label.cx - (own.x0 + own.x1) / 2):
        return  # centred under its own frame: that frame's label only
    for f in row:
        f.x.label = label
