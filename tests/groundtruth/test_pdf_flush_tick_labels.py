"""Category labels set flush with the axis's ends (Vega's labelFlush: the first label begins at its tick, the last
ends at its) key the points at those ticks, not at the labels' middles; and a line starting on the frame's corner,
half a point past the spines (Vega offsets its crisp axis strokes by half a point, and clips its marks to the data's
area, not to the spines), keeps that first value; where the clip region is the frame, a vertex past it is not drawn."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

LABELS = ["hardly any", "few", "some", "many", "nearly all"]
VALUES = [1.0, 0.9, 0.8, 0.7, 0.6]
HEIGHT_PT = 120.0  # the frame's height in points


def _figure(path: Path, past_edge_pt: float = 0.0, clip_past_pt: float | None = None, align: str = "flush") -> None:
    """``clip_past_pt``: the line is clipped to the frame grown by that many points (None: to the frame); ``align``:
    "flush" (the first label left, the last right, the others centred) or "right" (every label ends at its tick)."""
    fig = plt.figure(figsize=(4, 2.5))
    ax = fig.add_axes([0.1, 0.2, 0.8, HEIGHT_PT / (2.5 * 72)])
    top = 1.0 - past_edge_pt * 0.5 / HEIGHT_PT  # the first value sits this many points above the frame's top
    (line,) = ax.plot(range(len(VALUES)), VALUES, marker="o", color="tab:blue")
    if clip_past_pt is not None:
        grow = clip_past_pt / HEIGHT_PT
        line.set_clip_path(Rectangle((-grow, -grow), 1 + 2 * grow, 1 + 2 * grow, transform=ax.transAxes))
    ax.set_xlim(*_xlim(align))
    ax.set_ylim(0.5, top)
    ax.set_yticks([0.5, 0.6, 0.7, 0.8, 0.9])
    ax.set_xticks(range(len(LABELS)), LABELS, fontsize=7)
    labels = ax.get_xticklabels()
    for label in labels if align == "right" else labels[-1:]:
        label.set_horizontalalignment("right")
    if align == "flush":
        labels[0].set_horizontalalignment("left")
    fig.savefig(path)
    plt.close(fig)


def _xlim(align: str) -> tuple[float, float]:
    """Flush labels stand at the axis's ends; labels ending at their ticks, on ticks half a category inside."""
    pad = 0.5 if align == "right" else 0.0
    return -pad, len(VALUES) - 1 + pad


def _read(path: Path):
    return read_figure(path, 1, path.stem)[0].panels[0]


@pytest.mark.parametrize("align", ["flush", "right"])
def test_labels_set_by_an_edge_key_the_points_at_their_ticks(tmp_path, align):
    _figure(tmp_path / f"{align}.pdf", align=align)
    panel = _read(tmp_path / f"{align}.pdf")
    assert panel.data.columns == LABELS
    assert panel.data.values[0] == pytest.approx(VALUES, abs=0.005)
    x0, _, x1, _ = panel.placement.box
    lo, hi = _xlim(align)
    ticks = [x0 + (x1 - x0) * (i - lo) / (hi - lo) for i in range(len(LABELS))]
    assert panel.placement.x_ticks == pytest.approx(ticks, abs=0.002)


def test_a_line_starting_half_a_point_past_the_corner_keeps_its_first_value(tmp_path):
    _figure(tmp_path / "corner.pdf", past_edge_pt=0.5, clip_past_pt=0.5)
    panel = _read(tmp_path / "corner.pdf")
    assert panel.data.values[0][0] == pytest.approx(1.0, abs=0.005)


def test_a_vertex_past_a_frame_that_clips_it_is_left_out(tmp_path):
    _figure(tmp_path / "past.pdf", past_edge_pt=0.5)
    panel = _read(tmp_path / "past.pdf")
    assert panel.data.values[0][0] is None


def test_a_rotated_axis_label_boxed_over_the_digits_edge_is_not_in_their_column():
    from vlmeval.groundtruth.pdf.primitives import Run
    from vlmeval.groundtruth.pdf.tickplace import label_column

    digits = [Run(t, 35.0, y - 5.0, 40.0, y + 5.0, 0.0, 10.0, None) for t, y in (("0", 130.0), ("1", 85.0), ("2", 40.0))]
    title = Run("Value ×10^5", 22.0, 18.0, 40.5, 120.0, 90.0, 7.5, None)  # a TeX font's box reaches past its glyphs
    assert label_column(digits + [title], "left") == digits


def test_a_value_marked_under_the_axis_in_another_colour_at_no_tick_is_no_tick_label():
    from vlmeval.groundtruth.pdf.primitives import Run
    from vlmeval.groundtruth.pdf.tickplace import without_annotations

    black, lilac = (0.0, 0.0, 0.0), (0.69, 0.65, 0.82)
    row = [(Run(t, x - 3.0, 70.0, x + 3.0, 78.0, 0.0, 8.0, c), x)
           for t, x, c in (("2", 60.0, black), ("2.71", 100.0, lilac), ("3", 116.0, black), ("4", 172.0, black))]
    marks = [60.0, 116.0, 172.0]
    kept, marked = without_annotations(row, marks)
    assert [r.text for r, _ in kept] == ["2", "3", "4"] and [r.text for r in marked] == ["2.71"]
    assert without_annotations(row, marks + [100.0]) == (row, [])  # at a tick of its own: a tick label in a colour
    recoloured = [(Run(r.text, r.x0, r.top, r.x1, r.bottom, 0.0, 8.0, black), p) for r, p in row]
    assert without_annotations(recoloured, marks) == (recoloured, [])  # one colour: no sign it is not a tick label
