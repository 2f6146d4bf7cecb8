"""Negative y tick labels set in Computer Modern (matplotlib's mathtext.fontset 'cm', usetex): the minus is a CMSY
glyph whose box reaches far below the digits. Matplotlib's BaKoMa fonts code it as '¡' (161), so the label read
'¡20' and calibrated nothing; and the tall box put the label's middle off its tick (celerite-correct's '−20' and
'−5' left two panels uncalibrated). The minus reads '−' and the label takes the tick mark within its height."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.groundtruth.pdf.texchars import unicode_text  # noqa: E402

XS = [0, 1, 2, 3, 4]
YS = [-20.0, -10.0, 0.0, 10.0, 20.0]


def test_bakoma_cmsy_minus_reads_as_a_minus_sign():
    assert unicode_text("¡", "ABCDEF+Cmsy10") == "−"
    assert unicode_text("¡", "ABCDEF+DejaVuSans") == "¡"  # not a BaKoMa font: left alone


def test_negative_ticks_in_computer_modern_calibrate_the_axis(tmp_path: Path):
    with plt.rc_context({"mathtext.fontset": "cm"}):
        fig, ax = plt.subplots(figsize=(4, 2.5))
        ax.plot(XS, YS, marker="o", color="tab:blue")
        ax.set_yticks([-20, 0, 20])
        ax.set_yticklabels([r"$-20$", r"$0$", r"$20$"])
        fig.savefig(tmp_path / "cm.pdf")
        plt.close(fig)
    panel = read_figure(tmp_path / "cm.pdf")[0].panels[0]
    assert panel.y.ticks == [-20.0, 0.0, 20.0]
    row = dict(zip(panel.data.columns, panel.data.values[0]))
    for x, y in zip(XS, YS):
        assert row[float(x)] == pytest.approx(y, abs=max(panel.value_tolerance or 0, 0.05)), (x, row)


def test_computer_modern_math_symbols_read_as_tex_codes(tmp_path: Path):
    """BaKoMa CMMI/CMSY/CMEX keep printable codes in place: CMMI's '/' is code 61 ('='), CMEX's radical 112
    ('p'), CMSY's infinity 49 ('1'); the label read '1=pN and x<y;α 1'."""
    with plt.rc_context({"mathtext.fontset": "cm"}):
        fig, ax = plt.subplots(figsize=(4, 3))
        ax.plot([0.1, 0.2, 0.3], [1, 2, 3], marker="o")
        ax.set_xlabel(r"$1/\sqrt{N}$ and $x<y, \alpha$ $\infty$")
        fig.savefig(tmp_path / "symbols.pdf")
        plt.close(fig)
    label = read_figure(tmp_path / "symbols.pdf")[0].panels[0].x.label
    assert label == "1/√N and x<y,α ∞", label


def test_cmex_codes_are_big_delimiters_not_greek_capitals():
    """CMEX (TeX's big delimiters) was read through OT1, so a '[⟨S²⟩ − ⟨S²⟩]' legend's big ']' (code 3) read 'Λ'."""
    assert unicode_text("(cid:3)", "ABCDEF+CMEX10") == "]"
    assert unicode_text("(cid:112)", "ABCDEF+CMEX10") == "√"


def test_a_raised_tex_minus_is_part_of_its_exponent(tmp_path: Path):
    """CMSY's minus is an em wide, so its size did not mark it raised: 'ρrad(r) [Å−^3]' (ar-mcm-combined-radial-
    density) for Å⁻³; a raised minus is the exponent's sign."""
    with plt.rc_context({"mathtext.fontset": "cm"}):
        fig, ax = plt.subplots(figsize=(4, 3))
        ax.plot([1, 2, 3], [1, 2, 3])
        ax.set_ylabel(r"$\rho(r)$ [$\AA^{-3}$]")
        fig.savefig(tmp_path / "exponent.pdf")
        plt.close(fig)
    assert read_figure(tmp_path / "exponent.pdf")[0].panels[0].y.label == "ρ(r) [Å^−3]"
