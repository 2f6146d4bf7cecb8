"""Lines and markers read from one panel: a line chart with markers (some line has a marker at most of its vertices)
or markers with model curves drawn through them (dense curves, none marked at most vertices, that pass through
every marker: computed points under the potentials fitted to them), which stay a scatter with curves over it."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.markedlines import on_markers
from vlmeval.groundtruth.pdf.values import Item, PanelValues


def _lines(rows: dict[str, list[tuple[float, float]]]) -> PanelValues:
    return PanelValues("line", items=[Item(r, x, y, (x, y)) for r, pts in rows.items() for x, y in pts], rows=list(rows))


def _points(pts: list[tuple[float, float]]) -> PanelValues:
    return PanelValues("scatter", items=[Item("data", x, y, (x, y)) for x, y in pts], rows=["data"])


def test_markers_at_every_vertex_of_a_line_are_its_markers():
    line = [(10.0 * k, 5.0 * k) for k in range(8)]
    assert on_markers(_lines({"a": line, "b": [(10.0 * k, 90.0) for k in range(8)]}), _points(line[:7]))


def test_markers_on_a_few_vertices_of_dense_curves_are_a_scatter_under_them():
    dense = {name: [(0.5 * k, 2.0 * k + shift) for k in range(141)] for name, shift in (("A", 0.0), ("B", 30.0))}
    data = [dense["A"][k] for k in (10, 30, 50, 70, 90, 110, 130)]  # every marker on a vertex of curve A
    assert not on_markers(_lines(dense), _points(data))
