"""A figure that prints its key once, in its first panel, for model curves every panel draws over its markers in
the same looks: the other panels' curves take the key's names instead of their looks ('blue line'). Panels whose
curves differ in looks keep their looks' names."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = np.linspace(0.0, 4.0, 60)
MARKS = [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5]


def _figure(tmp_path: Path, third_look: str = "tab:blue"):
    fig, axes = plt.subplots(1, 3, figsize=(9, 2.8))
    for k, ax in enumerate(axes):
        look = third_look if k == 2 else "tab:blue"
        ax.plot(XS, np.sin(XS + k) + 2, color=look, label="Harmonic model")
        ax.plot(XS, np.cos(XS + k) + 2, color="tab:orange", label="Anharmonic model")
        ax.plot(MARKS, [np.sin(x + k) + 2.1 for x in MARKS], "o", color="red", markersize=3, label="Measured")
        ax.set_title(f"({'abc'[k]})", loc="left")
    axes[0].legend(loc="upper right", fontsize=6)
    fig.savefig(tmp_path / "shared.pdf")
    plt.close(fig)
    return read_figure(tmp_path / "shared.pdf")[0]


def _curve_names(panel) -> set[str]:
    return {c.name for c in panel.curves or []}


def test_curves_of_the_same_looks_take_the_first_panels_key(tmp_path: Path):
    fig = _figure(tmp_path)
    assert _curve_names(fig.panels[0]) == {"Harmonic model", "Anharmonic model"}
    for panel in fig.panels[1:]:
        assert _curve_names(panel) == {"Harmonic model", "Anharmonic model"}, panel.title


def test_a_panel_drawing_other_looks_keeps_its_looks(tmp_path: Path):
    fig = _figure(tmp_path, third_look="tab:green")
    assert _curve_names(fig.panels[1]) == {"Harmonic model", "Anharmonic model"}
    assert "Harmonic model" not in _curve_names(fig.panels[2])
