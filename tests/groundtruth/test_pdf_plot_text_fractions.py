"""A stacked fraction printed in a panel (mathtext's \\frac{U}{t} = 0.5, a parameter in a corner) is one text,
'U/t = 0.5': its numerator over its denominator with the fraction bar between them, and what follows at their
middle height. Read apart they were a lone letter and a lone number, neither held. Two short lines of a note set
one over the other, with no bar between them, stay two texts."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import matplotlib.transforms as mtransforms  # noqa: E402
import pytest  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


def _stacked(path: Path, top: str, bottom: str, bar: bool, rest: str | None = "= 0.5") -> list[str] | None:
    """`top` over `bottom` (7 pt, centred on one x), a bar between them or none, `rest` (10 pt) after them at
    their middle height: how matplotlib before 3.11 sets mathtext's \\frac{U}{t} = 0.5, each piece a run."""
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.bar([1, 2, 3, 4], [3, 5, 4, 2])
    points = mtransforms.Affine2D().scale(1 / 72) + fig.dpi_scale_trans + mtransforms.ScaledTranslation(
        0, 0, ax.transAxes)  # points from the axes' lower left corner
    ax.text(150, 120, top, transform=points, ha="center", fontsize=7)
    ax.text(150, 110, bottom, transform=points, ha="center", fontsize=7)
    if bar:
        ax.add_artist(Rectangle((146, 117.6), 8, 0.4, transform=points, color="black", clip_on=False))
    if rest:
        ax.text(156, 113, rest, transform=points, fontsize=10)
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, 1, "t")[0].panels[0].texts


def test_a_stacked_fraction_and_its_value_are_one_text(tmp_path):
    assert _stacked(tmp_path / "frac.pdf", "U", "t", bar=True) == ["U/t = 0.5"]


def test_two_lines_with_no_bar_between_them_stay_apart(tmp_path):
    assert _stacked(tmp_path / "lines.pdf", "high", "low", bar=False, rest=None) == ["high", "low"]
