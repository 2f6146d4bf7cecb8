"""Ticks printed as powers of two (2^2, 2^3 ... 2^6 on a base-2 log axis) are numbers, 4 to 64 on a log scale, as
powers of ten are: read as categories, the panel's values were keyed '2^2' ... and a value at 16 had no column."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.groundtruth.pdf.ticks import parse_number  # noqa: E402

XS = [4, 8, 16, 32, 64]
YS = [470.0, 510.0, 610.0, 720.0, 850.0]


def test_a_base_two_log_axis_keys_its_values_by_number(tmp_path: Path):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(XS, YS, "o--", color="tab:red")
    ax.set_xscale("log", base=2)
    fig.savefig(tmp_path / "pow2.pdf")
    plt.close(fig)
    panel = read_figure(tmp_path / "pow2.pdf")[0].panels[0]
    assert panel.x.scale == "log"
    row = dict(zip(panel.data.columns, panel.data.values[0]))
    for x, y in zip(XS, YS):
        assert row[float(x)] == pytest.approx(y, rel=0.01), row


@pytest.mark.parametrize("text, value", [("2^6", 64.0), ("2^{-1}", 0.5), ("10^3", 1000.0), ("5×10^-2", 0.05)])
def test_powers_of_two_and_ten_parse(text, value):
    assert parse_number(text) == pytest.approx(value)


def test_other_bases_are_no_numbers():
    assert parse_number("3^2") is None
