"""A panel singled out by a dashed box drawn round it (its ticks and labels inside the box) is still a panel: the
box holds no tick labels of its own, so the frame inside it is tried in its stead, and its key stays its own
rather than naming every other panel's curves; a panel without a key takes the key of its own row."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

YEARS = list(range(1900, 2001, 5))
KEYS = [("new (35)", "old (27)"), ("new (13)", "old (13)"), ("new (13)", "old (13)"), ("new (9)", "old (9)")]


def _figure(path: Path) -> None:
    fig, axes = plt.subplots(2, 2, figsize=(7, 6))
    fig.subplots_adjust(hspace=0.5, wspace=0.4)
    for k, (ax, (a, b)) in enumerate(zip(axes.flat, KEYS)):
        ax.plot(YEARS, [0.01 * (y - 1900) * (k + 1) for y in YEARS], color="tab:blue", label=a)
        ax.plot(YEARS, [0.012 * (y - 1900) * (k + 1) for y in YEARS], color="tab:red", label=b)
        ax.set_title(f"({'abcd'[k]}) quantity {k + 1}")
        ax.legend(loc="upper left")
    fig.add_artist(Rectangle((0.02, 0.5), 0.47, 0.48, transform=fig.transFigure, fill=False, linestyle="--",
                             edgecolor="black"))
    fig.savefig(path)
    plt.close(fig)


def test_a_panel_in_a_dashed_box_is_read_with_its_own_key(tmp_path):
    _figure(tmp_path / "boxed.pdf")
    panels = read_figure(tmp_path / "boxed.pdf", 1, "boxed")[0].panels
    assert [p.title for p in panels] == [f"({c}) quantity {k + 1}" for k, c in enumerate("abcd")]
    assert [tuple(p.data.rows) for p in panels] == KEYS


def test_each_row_keys_the_panel_beside_it(tmp_path):
    """Keys in the left column only, naming each row's ensembles by their size: a right panel takes the names of
    the key in its own row, never those another row gives the same colours."""
    keys = [("new (35)", "old (27)"), ("new (13)", "old (13)")]
    fig, axes = plt.subplots(2, 2, figsize=(7, 6))
    fig.subplots_adjust(hspace=0.4, wspace=0.3)
    for r, (a, b) in enumerate(keys):
        for c in range(2):
            ax = axes[r, c]
            ax.plot(YEARS, [0.01 * (y - 1900) * (r + c + 1) for y in YEARS], color="tab:blue", label=a)
            ax.plot(YEARS, [0.013 * (y - 1900) * (r + c + 1) for y in YEARS], color="tab:red", label=b)
        axes[r, 0].legend(loc="upper left")
    fig.savefig(tmp_path / "rows.pdf")
    plt.close(fig)
    panels = read_figure(tmp_path / "rows.pdf", 1, "rows")[0].panels
    assert [tuple(p.data.rows) for p in panels] == [keys[0], keys[0], keys[1], keys[1]]
