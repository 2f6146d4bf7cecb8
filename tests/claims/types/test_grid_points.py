"""A heatmap's value read at a point given by both axes' numbers (claims.types.grid_points): a table row "| (0.6,
0.2) | ~1.2 |" under a header naming the axes, or a clause "at s₁ = 0.6, s₂ = 0.2 it is about 1.2"; right when a cell
within the point's printed reach holds the value, wrong only when every such cell is known and none does."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Colorbar, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

# eight bins of 0.1 from 0.1 to 0.9 on each axis; a cell holds 1 + its column index / 4 (x left to right), on the
# row (y) 0.1-0.2 and below it all 0 -- except that the rows are listed top (0.8-0.9) down, as records hold them
_EDGES = [round(0.1 + 0.1 * i, 1) for i in range(9)]
_BINS = [f"{a:g}–{b:g}" for a, b in zip(_EDGES, _EDGES[1:])]


def _grid(unknown: tuple[int, int] | None = None) -> Figure:
    rows = list(reversed(_BINS))
    values = [[None if unknown == (r, c) else (0.0 if r == len(rows) - 1 else 1.0 + c / 4) for c in range(8)]
              for r in range(len(rows))]
    panel = Panel(title="main panel", x=Axis(label="s1"), y=Axis(label="s2"), data=Table(rows=rows, columns=_BINS,
                  values=values), values_read="raster", colorbar=Colorbar(range=(0.0, 2.75)))
    return Figure(id="grid", kind="heatmap", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, text: str) -> list[tuple[float, str]]:
    return [(c.stated, c.verdict) for c in evaluate_text(fig, text).claims if c.kind == "value"]


_TABLE = "### Detailed Analysis\n| Location ({a}, {b}) | Colour | Approx. value |\n|---|---|---|\n{rows}\n"


def test_a_table_of_points_is_read_at_each_point_by_the_axes_the_header_names():
    rows = "| (0.15, 0.55) | teal | ~1.0 |\n| (0.65, 0.55) | yellow | ~1.4 |\n| (0.65, 0.35) | green | ~2.5 |"
    assert _verdicts(_grid(), _TABLE.format(a="s₁", b="s₂", rows=rows)) == [
        (1.0, "supported"), (1.4, "contradicted"), (2.5, "contradicted")]
    # the header names the axes the other way round: (y, x)
    rows = "| (0.55, 0.65) | yellow | ~2.25 |\n| (0.55, 0.15) | teal | ~1.0 |"
    assert _verdicts(_grid(), _TABLE.format(a="s₂", b="s₁", rows=rows)) == [(2.25, "supported"), (1.0, "supported")]


def test_a_header_naming_no_axes_gives_no_point():
    rows = "| (0.15, 0.55) | teal | ~2.5 |"
    assert all(v != "contradicted" for _, v in _verdicts(_grid(), _TABLE.format(a="a", b="b", rows=rows)))


def test_a_clause_at_both_axes_numbers():
    text = "### Detailed Analysis\nAround s₁ = 0.65, s₂ = 0.55 the colour is yellow, about 1.5; at s₂ = 0.55, s₁ = 0.15 it is about 1.0.\n"
    assert _verdicts(_grid(), text) == [(1.5, "contradicted"), (1.0, "supported")]
    # a range of values, or a point with two values, is no reading of one cell
    text = "### Detailed Analysis\nAt s₁ = 0.65, s₂ = 0.55 the values are about 1.0–1.1.\n"
    assert _verdicts(_grid(), text) == []


def test_a_point_names_every_cell_its_digits_reach():
    # "0.2" on the y axis reaches 0.15-0.25: the zero row 0.1-0.2 and the row above; either cell's value is right,
    # one that neither holds is wrong
    text = "### Detailed Analysis\nAt s₁ = 0.65, s₂ = 0.2 it is about {v}.\n"
    assert _verdicts(_grid(), text.format(v="0")) == [(0.0, "supported")]
    assert _verdicts(_grid(), text.format(v="2.25")) == [(2.25, "supported")]
    assert _verdicts(_grid(), text.format(v="1.2")) == [(1.2, "contradicted")]
    # a cell within reach that the record does not know leaves it open
    assert _verdicts(_grid(unknown=(7, 5)), text.format(v="1.2")) == [(1.2, "unverifiable")]


def test_a_point_written_with_approximate_coordinates():
    # "τ₁ ≈ 1.08, τ₂ ≈ 1.20 (about 0.022)": each coordinate read off the axis with "≈"
    text = "### Detailed Analysis\n- s₁ ≈ 0.65, s₂ ≈ 0.55 (about {v}), near the right edge\n"
    assert _verdicts(_grid(), text.format(v="2.25")) == [(2.25, "supported")]
    assert _verdicts(_grid(), text.format(v="1.1")) == [(1.1, "contradicted")]
    text = "### Detailed Analysis\n- a single cell at s₁ ≈ 0.65, s₂ ≈ 0.15, value ≈ 1.4, the brightest.\n"
    assert _verdicts(_grid(), text) == [(1.4, "contradicted")]  # the zero row
