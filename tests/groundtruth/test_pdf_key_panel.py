"""A legend set in a panel that holds no data (a panel left empty to hold the key) names the series of its looks
drawn in the other panel, and its entries are then held, not declared unread."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = [0.5 * k for k in range(-8, 9)]
CURVES = {"Wannier": ("tab:blue", 0.5), "Hartree-Fock": ("tab:orange", 1.5), "Hartree": ("tab:green", 2.5)}


def _figure(path: Path) -> None:
    fig, (data, key) = plt.subplots(1, 2, figsize=(6, 3), sharey=True)
    handles = []
    for name, (colour, level) in CURVES.items():
        handles += data.plot(XS, [level + 0.1 * x * x for x in XS], color=colour, label=name)
    key.set_xlim(0, 1)
    key.legend(handles=handles, loc="center")
    fig.savefig(path)
    plt.close(fig)


def test_a_key_in_an_empty_panel_names_the_other_panels_series(tmp_path):
    _figure(tmp_path / "key.pdf")
    left, right = read_figure(tmp_path / "key.pdf", 1, "key")[0].panels
    assert left.data.rows == list(CURVES)
    assert right.data is None and not [u for u in right.unread or () if "legend" in u.note]
