"""A key printed as coloured texts stacked in a panel's corner, no swatches: each text names the curve drawn in
its colour (a black text among them too); a column of black notes beside curves names nothing."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

KEY = [("ensemble mean", "black"), ("fixed-SST forcing", "#2255cc"), ("observed record", "#cc3311")]


def _figure(path: Path, colours: list[str]) -> None:
    t = np.arange(1850, 2015)
    fig, ax = plt.subplots(figsize=(5, 3.5))
    for k, (_, colour) in enumerate(KEY):
        ax.plot(t, np.sin((t - 1850) / (12.0 + 5 * k)) + 0.01 * (t - 1850) * (k + 1), color=colour)
    for k, ((name, _), colour) in enumerate(zip(KEY, colours)):
        ax.text(0.03, 0.93 - 0.08 * k, name, color=colour, transform=ax.transAxes, va="top")
    fig.savefig(path)
    plt.close(fig)


def _names(tmp_path: Path, colours: list[str]) -> list[str]:
    _figure(tmp_path / "key.pdf", colours)
    panel = read_figure(tmp_path / "key.pdf", 1, "key")[0].panels[0]
    return [str(r) for r in panel.data.rows]


def test_coloured_texts_name_the_curves_of_their_colours(tmp_path):
    assert sorted(_names(tmp_path, [c for _, c in KEY])) == sorted(n for n, _ in KEY)


def test_black_notes_name_no_curve(tmp_path):
    assert not set(_names(tmp_path, ["black"] * len(KEY))) & {n for n, _ in KEY}
