"""A key printed in the first panel only names the curves the other panels draw some of (two of its three looks);
a panel drawing one look alone is not named from it."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

CURVES = [("new forcing", "#2040c0"), ("old forcing", "#d02020"), ("observations", "black")]


def _figure(path: Path) -> None:
    t = np.arange(1850, 2015)
    fig, axes = plt.subplots(1, 3, figsize=(11, 3.2))
    for k, (name, colour) in enumerate(CURVES):
        axes[0].plot(t, np.sin((t - 1850) / (10.0 + 4 * k)) + 0.01 * k * (t - 1850), color=colour, label=name)
    axes[0].legend(loc="upper left")
    for k, (_, colour) in enumerate(CURVES[:2]):
        axes[1].plot(t, np.cos((t - 1850) / (9.0 + 3 * k)) - 0.005 * k * (t - 1850), color=colour)
    axes[2].plot(t, np.cos((t - 1850) / 15.0), color=CURVES[0][1])
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def test_a_key_in_one_panel_names_the_looks_another_draws_some_of(tmp_path):
    _figure(tmp_path / "keyed.pdf")
    panels = read_figure(tmp_path / "keyed.pdf", 1, "keyed")[0].panels
    assert sorted(map(str, panels[0].data.rows)) == sorted(n for n, _ in CURVES)
    assert sorted(map(str, panels[1].data.rows)) == sorted(n for n, _ in CURVES[:2])
    assert [str(r) for r in panels[2].data.rows] != [CURVES[0][0]]
