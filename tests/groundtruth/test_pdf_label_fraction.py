"""A y label holding a fraction set on a rule (mathtext's \\frac: 'Energy E over kB N [K]', turned 90°) reads as
one label with the fraction written 'E/(kBN)': the numerator and denominator are pieces on either side of the rule,
not a word and a run with a stray raised part ('Energy E kBN^ [K]')."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


def _figure(path, ylabel: str) -> None:
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([0, 1, 2, 3], [1, 3, 2, 4], "o-")
    ax.set_ylabel(ylabel)
    ax.set_xlabel("Time step")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


@pytest.mark.parametrize("ylabel, want", [
    (r"Energy $\frac{E}{k_B N}$ [K]", "Energy E/(kBN) [K]"),
    (r"$\frac{U}{t}$", "U/t"),
])
def test_a_fraction_in_a_rotated_label_reads_as_numerator_over_denominator(tmp_path, ylabel, want):
    _figure(tmp_path / "f.pdf", ylabel)
    panel = read_figure(tmp_path / "f.pdf", 1, "f")[0].panels[0]
    assert panel.y.label == want


def test_a_label_without_a_fraction_is_left_as_it_is(tmp_path):
    _figure(tmp_path / "f.pdf", r"Energy $E_0$ [K]")
    assert "/" not in read_figure(tmp_path / "f.pdf", 1, "f")[0].panels[0].y.label
