"""A histogram drawn as a step outline laid on its side (``hist(..., histtype="step", orientation="horizontal")``,
a marginal beside a scatter or heatmap): its bins run along y and its levels along x. It is read as a line series
keyed by each bin's middle on the y axis, valued on the x axis (``PanelValues.sideways``), where the panel holds no
other line or point."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.axes import Frame
from vlmeval.groundtruth.pdf.legend import Entry, is_marker
from vlmeval.groundtruth.pdf.linestyle import line_groups, line_names
from vlmeval.groundtruth.pdf.primitives import Page
from vlmeval.groundtruth.pdf.steps import sideways_levels
from vlmeval.groundtruth.pdf.ticks import STEP
from vlmeval.groundtruth.pdf.values import PanelValues, level_items, series_paths, sorted_keys


def sideways_steps(page: Page, frame: Frame, entries: list[Entry], skip: set[int]) -> PanelValues | None:
    """The step outlines of the frame that are functions of y, as rows keyed by y; None when there are none or an
    axis is not numeric."""
    xm, ym = frame.x.mapping, frame.y.mapping
    if xm is None or ym is None or "time" in (xm.scale, ym.scale):
        return None
    paths = [p for p in series_paths(page, frame, skip) if sideways_levels(p) is not None]
    if not paths:
        return None
    groups = line_groups(paths)
    marks = [p for p in page.paths if is_marker(p)]
    out = PanelValues("line", sideways=True)
    for i, (group, named) in enumerate(zip(groups, line_names(entries, groups, marks))):
        name = named or (f"series {i + 1}" if len(groups) > 1 else "value")
        out.items += level_items(name, group, sideways_levels, frame, sideways=True)
        out.rows.append(name)
        out.row_colors[name] = group[0].stroke
    out.columns = sorted_keys(out.items)
    out.tolerance = xm.resolution(min(frame.x.positions), max(frame.x.positions), STEP)
    return out if out.items else None
