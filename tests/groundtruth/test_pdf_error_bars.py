"""Error bars read into Table.errors: seaborn's barplot with ± one standard deviation (a case fixture made by
scripts/make_pdf_case_fixtures.py, known means and deviations from pandas); matplotlib's errorbar and bar(yerr=...)
are measured by the round trip (test_pdf_roundtrip.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

PDF = Path(__file__).parent / "fixtures" / "pdf" / "cases" / "seaborn_error_bars.pdf"


def test_seaborn_sd_error_lines_are_the_bars_errors():
    known = json.loads(PDF.with_suffix(".json").read_text())["series"]["value"]
    panel = read_figure(PDF)[0].panels[0]
    table = panel.data
    assert table.columns == known["x"]
    assert table.values[0] == pytest.approx(known["y"], abs=panel.value_tolerance)
    assert table.errors[0] == pytest.approx(known["errors"], abs=panel.value_tolerance)


def test_a_line_not_centred_on_its_bar_is_no_error(tmp_path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4, 3))
    ax.bar(["a", "b"], [10.0, 20.0])
    ax.vlines([0, 1], [8.0, 12.0], [11.0, 26.0], color="black")  # intervals around the bars' tops, not centred
    fig.savefig(tmp_path / "skewed.pdf")
    plt.close(fig)
    panel = read_figure(tmp_path / "skewed.pdf")[0].panels[0]
    assert panel.data.values[0] == pytest.approx([10.0, 20.0], abs=panel.value_tolerance)
    assert panel.data.errors is None
