"""A panel's letter printed inside its frame a little lower than 20 points under the top ('(c)' 22 points down,
as a 2x2 figure with letters at a fixed fraction of each axes prints it): the parenthesised letter names the panel;
a bare word there does not."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = [0, 1, 2, 3, 4]


def _panels(tmp_path: Path, words: list[str], below: float):
    fig, axes = plt.subplots(2, 2, figsize=(6, 4.5), dpi=72)
    for ax, word in zip(axes.flat, words):
        ax.plot(XS, [x * x for x in XS], color="tab:blue")
        top = ax.get_window_extent().height  # pixels at 72 dpi: points
        ax.text(0.05, 1 - below / top, word, transform=ax.transAxes, va="center", fontsize=10)
    fig.savefig(tmp_path / "letters.pdf")
    plt.close(fig)
    return read_figure(tmp_path / "letters.pdf")[0].panels


def test_a_letter_22_points_under_the_top_names_its_panel(tmp_path: Path):
    panels = _panels(tmp_path, ["(a)", "(b)", "(c)", "(d)"], below=22.0)
    assert [p.letter for p in panels] == ["(a)", "(b)", "(c)", "(d)"]
    assert [p.title for p in panels] == ["(a)", "(b)", "(c)", "(d)"]


def test_a_bare_letter_there_names_no_panel(tmp_path: Path):
    panels = _panels(tmp_path, ["a", "b", "c", "d"], below=22.0)
    assert all(p.letter is None for p in panels)
