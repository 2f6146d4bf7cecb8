"""A title centred over two panels side by side (a suptitle over the gap between them) is the figure's title, not the
left panel's name; a panel's own title, centred over its frame, stays the panel's."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

TITLE = "Size dependence"


def _figure(path: Path, own_titles: bool) -> None:
    fig, axes = plt.subplots(1, 2, figsize=(6, 3), sharey=True)
    fig.subplots_adjust(wspace=0.03, top=0.8)
    for ax, scale in zip(axes, (1.0, 1.5)):
        ax.plot([1, 2, 3, 4], [scale * v for v in (2.0, 3.0, 5.0, 4.0)], marker="o")
        if own_titles:
            ax.set_title(f"scale {scale}")
    fig.suptitle(TITLE, y=0.97)
    fig.savefig(path)
    plt.close(fig)


@pytest.mark.parametrize("own_titles", [False, True])
def test_a_title_centred_over_a_row_of_panels_names_the_figure(tmp_path, own_titles):
    _figure(tmp_path / "row.pdf", own_titles)
    fig = read_figure(tmp_path / "row.pdf", 1, "row")[0]
    assert fig.title == TITLE
    titles = [p.title for p in fig.panels]
    assert TITLE not in titles
    if own_titles:
        assert titles == ["scale 1.0", "scale 1.5"]
