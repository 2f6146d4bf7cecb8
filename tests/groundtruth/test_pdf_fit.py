"""Fitted trend lines read into Panel.fit: a straight line a legend entry names (R² printed there), and a guide
line no entry names (y = x) left alone. Fixture and known data: scripts/make_pdf_case_fixtures.py; the round trip
(test_pdf_roundtrip.py) measures matplotlib's log-x fits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

PDF = Path(__file__).parent / "fixtures" / "pdf" / "cases" / "scatter_fit_and_guide.pdf"


def test_named_fit_is_read_and_the_guide_is_not():
    known = json.loads(PDF.with_suffix(".json").read_text())
    panel = read_figure(PDF)[0].panels[0]
    runs = known["series"]["runs"]
    assert panel.data.rows == ["runs"]
    assert panel.data.values[0] == pytest.approx(runs["y"], abs=panel.value_tolerance)
    fit = panel.fit
    assert fit is not None and fit.x_transform == "identity" and fit.r2 == known["fit"]["r2"]
    assert fit.label.startswith("linear fit")
    for x in (0, 80):  # the line agrees with the known one across the axis
        want = known["fit"]["intercept"] + known["fit"]["slope"] * x
        assert fit.intercept + fit.slope * x == pytest.approx(want, abs=2 * panel.value_tolerance)
