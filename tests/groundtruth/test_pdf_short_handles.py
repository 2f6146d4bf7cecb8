"""Legends drawn inside the plot with short handles, and panels with two legends (the record faults of
quench-entanglement-sqnll-n12-ee / -n13-ee, quench-structure-factor-nq-vs-v and bkt-flow-gp0-acquisition-wzoom):
a line sample 0.7 em long is a legend's handle, a legend's marker is no data point, and a second legend whose
marker shows a kind of mark in one series' colour does not rename that series."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

T = np.linspace(0.0, 12.0, 40)
GRID = np.linspace(0.0, 12.0, 300)
SHORT = {"handlelength": 0.7, "handletextpad": 0.4, "frameon": False}


def _decay_with_fit(path: Path):
    """Markers of one parameter value and their fit, keyed by a frameless legend with short handles at the top left,
    where the markers start (the data run down beside the key)."""
    fig, ax = plt.subplots(figsize=(4, 2.5))
    y = 0.5 + 0.4 * np.exp(-T / 3.0)
    ax.plot(T, y, "o", ms=2.5, color="indigo", label="g = 0.3")
    ax.plot(GRID, 0.5 + 0.4 * np.exp(-GRID / 3.1) + 0.01 * np.sin(GRID), "-", color="indigo", lw=0.8, label="model")
    ax.set_ylim(0.45, 0.95)
    ax.legend(loc="upper left", bbox_to_anchor=(0.06, 1.0), **SHORT)
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, figure_id="decay-fit")[0]


def test_a_short_line_handle_names_the_curve_and_its_marker_is_no_point(tmp_path):
    (panel,) = _decay_with_fit(tmp_path / "fit.pdf").panels
    assert panel.data.rows == ["g = 0.3"]  # named by its entry, not by its look
    assert len(panel.data.points[0]) == len(T)  # every marker drawn, and not the legend's
    assert [c.name for c in panel.curves or []] == ["model"]


def _two_keys(path: Path):
    """One marker per parameter value, coloured by it (a key of values at the top), a theory curve, and a second
    key at the bottom right naming the curve and the method, by a marker drawn in one of the values' colours."""
    fig, ax = plt.subplots(figsize=(4, 3))
    values = [(-0.4, "tab:blue"), (-0.2, "tab:orange"), (0.2, "tab:green"), (0.4, "tab:red")]
    for v, colour in values:
        ax.plot([v], [0.2 + v * v], "o", color=colour, label=f"a = {v:+.1f}")
    first = ax.legend(loc="upper left", ncol=2, **SHORT)
    ax.add_artist(first)
    grid = np.linspace(-0.5, 0.5, 50)
    theory, = ax.plot(grid, 0.2 + 0.9 * grid * grid, "-", color="grey", lw=0.8)
    marker, = ax.plot([], [], "o", color="tab:orange")
    ax.legend([theory, marker], ["theory", "simulation"], loc="lower right", **SHORT)
    ax.set_xlim(-0.5, 0.5)
    ax.set_ylim(0.0, 0.6)
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, figure_id="two-keys")[0]


def test_a_second_key_does_not_rename_a_series_of_its_colour(tmp_path):
    (panel,) = _two_keys(tmp_path / "keys.pdf").panels
    assert sorted(panel.data.rows) == ["a = +0.2", "a = +0.4", "a = -0.2", "a = -0.4"]
    assert panel.data.columns == [-0.4, -0.2, 0.2, 0.4]  # the second key's marker is no point
    assert [c.name for c in panel.curves or []] == ["theory"]
