"""Log axes labelled the plotly way (decades in full, '2' and '5' between them), read from a plotly/kaleido PDF made
by scripts/make_pdf_case_fixtures.py and compared with the data it was drawn from."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.groundtruth.pdf.ticks import decade_digits  # noqa: E402

PDF = Path(__file__).parent / "fixtures" / "pdf" / "cases" / "plotly_log_axes.pdf"


def test_plotly_default_log_axes_are_read():
    known = json.loads(PDF.with_suffix(".json").read_text())["series"]
    panel = read_figure(PDF)[0].panels[0]
    assert panel.x.scale == panel.y.scale == "log"
    assert panel.x.ticks == [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]
    assert panel.data.rows == list(known)
    for name, series in known.items():
        assert [float(c) for c in panel.data.columns] == pytest.approx(series["x"], rel=1e-3)
        row = panel.data.values[panel.data.rows.index(name)]
        assert row == pytest.approx(series["y"], rel=1e-3, abs=panel.value_tolerance)


@pytest.mark.parametrize("labels, values", [
    (["1", "2", "5", "10", "2", "5", "100"], ["1", "2", "5", "10", "20", "50", "100"]),
    (["2", "5", "10", "2", "5"], ["2", "5", "10", "20", "50"]),
    (["0.1", "2", "5", "1", "2"], ["0.1", "0.2", "0.5", "1", "2"]),
])
def test_decade_digits_count_in_the_decade_below(labels, values):
    assert decade_digits(labels) == values


@pytest.mark.parametrize("labels", [["0", "5", "10", "15"], ["10", "20", "30"], ["1", "10", "100"], ["10", "12", "100"]])
def test_other_labels_are_not_decade_digits(labels):
    assert decade_digits(labels) is None
