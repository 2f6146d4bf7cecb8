"""Whether a panel's lines and markers are one line chart with markers, or markers with lines (fits, models) drawn
over them."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.values import PanelValues


def on_markers(as_lines: PanelValues, as_points: PanelValues) -> bool:
    """A line chart with markers has its points on the line's vertices (three at least: a fit's ends may touch a
    marker by chance) or, where only some lines have markers, its markers are, and then a line has a marker at
    (nearly) every vertex; a scatter's lines (fits) do not. Markers lying on dense model curves, none of them marked
    at most of its vertices, are a scatter with curves over it (he-benzene's computed points under four potentials)."""
    marks = [it.anchor for it in as_points.items]
    vertices = [it.anchor for it in as_lines.items]

    def marked(x: float, y: float) -> bool:
        return any(abs(x - mx) < 1 and abs(y - my) < 1 for mx, my in marks)
    on_marks = sum(marked(x, y) for x, y in vertices)
    on_vertices = sum(any(abs(x - vx) < 1 and abs(y - vy) < 1 for vx, vy in vertices) for x, y in marks)
    rows = {it.row for it in as_lines.items}
    a_marked_line = any(sum(marked(*it.anchor) for it in as_lines.items if it.row == row)
                        >= 0.5 * sum(1 for it in as_lines.items if it.row == row) for row in rows)
    return on_marks >= max(0.5 * len(vertices), 3) or (on_vertices >= 0.9 * len(marks) and a_marked_line)
