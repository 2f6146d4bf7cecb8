"""Series of one colour, one line style and one marker shape told apart by the marker's size only (a solver's two
variants drawn as large and small squares): the legend draws each key's marker at its series' size, so each key
names the series whose markers are its size, not neither of them."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

X = np.array([1.0, 2.0, 4.0, 8.0, 16.0])


def _sized(path: Path):
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.plot(X, 3.0 + 2.0 / X, "-s", color="black", ms=7, label="variant large")
    ax.plot(X, 5.5 - 2.0 / X, "-s", color="black", ms=3.5, label="variant small")
    ax.plot(X, 4.2 + 0.5 / X, "-p", color="grey", ms=8, label="reference wide")
    ax.plot(X, 4.6 - 0.5 / X, "-p", color="grey", ms=4, label="reference narrow")
    ax.set_ylim(2.5, 6.5)
    ax.legend(loc="upper right", fontsize=7)
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, figure_id="sized")[0]


def test_keys_of_one_look_but_the_markers_size_name_their_series(tmp_path):
    (panel,) = _sized(tmp_path / "sized.pdf").panels
    rows = dict(zip(panel.data.rows, panel.data.values))
    assert set(rows) == {"variant large", "variant small", "reference wide", "reference narrow"}
    assert rows["variant large"][-1] == pytest.approx(3.0 + 2.0 / 16, abs=0.02)
    assert rows["variant small"][-1] == pytest.approx(5.5 - 2.0 / 16, abs=0.02)
    assert rows["reference wide"][0] == pytest.approx(4.7, abs=0.02)
    assert rows["reference narrow"][0] == pytest.approx(4.1, abs=0.02)


def _open_and_filled(path: Path):
    """Two series per colour on one dash pattern, one with filled circles and one with open ones (a parameter's
    two values), keyed each by its own marker."""
    fig, ax = plt.subplots(figsize=(5, 3.5))
    for colour, sign in (("red", 1.0), ("blue", -1.0)):
        ax.plot(X, sign * (0.09 - 0.02 / X), "--o", color=colour, ms=5, label=f"{colour} U = 5")
        ax.plot(X, sign * (0.01 + 0.02 / X), "--o", color=colour, ms=5, mfc="none", label=f"{colour} U = 10")
    ax.set_ylim(-0.12, 0.12)
    ax.legend(loc="center right", fontsize=7)
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, figure_id="open-filled")[0]


def test_keys_of_one_look_but_filled_or_open_name_their_series(tmp_path):
    (panel,) = _open_and_filled(tmp_path / "open.pdf").panels
    rows = dict(zip(panel.data.rows, panel.data.values))
    assert set(rows) == {"red U = 5", "red U = 10", "blue U = 5", "blue U = 10"}
    assert rows["red U = 5"][0] == pytest.approx(0.07, abs=0.002)
    assert rows["blue U = 10"][0] == pytest.approx(-0.03, abs=0.002)
