"""A y label whose subscript is set beside the line and overlapping it along (mathtext's 'ρ' with '1D' under and
'2' over) is one label: the script alone is never read as the label."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


def _figure(path, label: str) -> None:
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([0, 1, 2, 3], [1.0, 3.0, 2.0, 4.0], color="tab:blue")
    ax.set_xlabel("separation")
    ax.set_ylabel(label, fontsize=12)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def test_a_script_beside_a_rotated_label_joins_it(tmp_path):
    _figure(tmp_path / "script.pdf", r"$g_2(z)/\rho_{\mathrm{1D}}^2$")
    label = read_figure(tmp_path / "script.pdf", 1, "script")[0].panels[0].y.label
    assert label.startswith("g2(z)/ρ") and label.endswith("_1D")


def test_a_label_without_scripts_is_read_as_it_was(tmp_path):
    _figure(tmp_path / "plain.pdf", "density (arb. units)")
    assert read_figure(tmp_path / "plain.pdf", 1, "plain")[0].panels[0].y.label == "density (arb. units)"
