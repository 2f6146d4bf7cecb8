"""In a grid of panels with a title over each, the titles of a lower row stand right over their own frames: they
are those panels' titles, never the x label of the panel above (which prints none)."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


def _grid(path, top_label: str | None = None) -> None:
    fig, axes = plt.subplots(2, 2, figsize=(8, 6))
    for k, ax in enumerate(axes.flat):
        ax.plot([0, 1, 2, 3], [1.0 + k, 3.0, 2.0, 4.0 + k], color="tab:blue")
        ax.set_title(f"({'ABCD'[k]}) dataset {k + 1}")
    for ax in axes[1]:
        ax.set_xlabel("training size")
    if top_label:
        axes[0][0].set_xlabel(top_label)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def test_the_titles_of_a_lower_row_are_its_panels_titles(tmp_path):
    _grid(tmp_path / "grid.pdf")
    panels = read_figure(tmp_path / "grid.pdf", 1, "grid")[0].panels
    assert sorted(p.title for p in panels) == [f"({'ABCD'[k]}) dataset {k + 1}" for k in range(4)]
    by_title = {p.title: p for p in panels}
    assert by_title["(A) dataset 1"].x.label is None and by_title["(B) dataset 2"].x.label is None
    assert by_title["(C) dataset 3"].x.label == "training size"


def test_an_upper_panel_keeps_its_own_x_label(tmp_path):
    _grid(tmp_path / "own.pdf", top_label="epochs")
    panels = {p.title: p for p in read_figure(tmp_path / "own.pdf", 1, "own")[0].panels}
    assert panels["(A) dataset 1"].x.label == "epochs"
    assert panels["(C) dataset 3"].x.label == "training size"
