"""Round trip: every bundled synthetic figure exported to PDF (scripts/make_pdf_fixtures.py: matplotlib with Type 3
fonts, seaborn, gnuplot's pdfcairo, pgfplots from Debian's TeX Live, plotly with kaleido) is read back with the from-pdf reader and compared with its known record."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.load import load_figure_set  # noqa: E402
from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.groundtruth.pdf.compare import Comparison, compare  # noqa: E402

FIXTURES = Path(__file__).parent / "fixtures" / "pdf"
ROOT = Path(__file__).resolve().parents[2]
PRODUCERS = ("matplotlib", "seaborn", "gnuplot", "pgfplots", "plotly")


@pytest.fixture(scope="module")
def known():
    figures = dict(load_figure_set(ROOT / "ground_truth" / "synth").figures)
    figures.update(load_figure_set(ROOT / "ground_truth" / "papers").figures)
    return figures


def _measure(producer: str, known) -> Comparison:
    total = Comparison()
    files = sorted((FIXTURES / producer).glob("*.pdf"))
    assert files, f"no fixtures for {producer}: run scripts/make_pdf_fixtures.py"
    for pdf in files:
        fig, _ = read_figure(pdf)
        total.add(compare(fig, known[pdf.stem]))
    return total


@pytest.fixture(scope="module")
def measured(known):
    return {producer: _measure(producer, known) for producer in PRODUCERS}


def test_every_synthetic_figure_has_a_matplotlib_fixture(known):
    synth = {fid for fid in known if fid.startswith("synth-")}
    assert synth <= {p.stem for p in (FIXTURES / "matplotlib").glob("*.pdf")}


@pytest.mark.parametrize("producer", PRODUCERS)
def test_every_panel_and_title_found(measured, producer):
    m = measured[producer]
    assert m.panels_found == m.panels
    assert m.titles_found == m.panels, [x for x in m.misses if "title" in x][:10]


@pytest.mark.parametrize("producer", PRODUCERS)
def test_values_within_tolerance_and_none_invented(measured, producer):
    m = measured[producer]
    share = m.within / m.values
    assert m.invented == 0, [x for x in m.misses if "invented" in x][:10]
    assert share >= 0.99, f"{m.within}/{m.values} = {share:.3f}; first misses: {m.misses[:10]}"


@pytest.mark.parametrize("producer", PRODUCERS)
def test_every_tick_found(measured, producer):
    m = measured[producer]
    assert m.ticks_found == m.ticks, [x for x in m.misses if "tick" in x][:10]


@pytest.mark.parametrize("producer", PRODUCERS)
def test_error_bars_read_and_none_invented(measured, producer):
    """matplotlib draws the records' error bars (bars and lines); every one is read, and none where there is none."""
    m = measured[producer]
    assert m.errors_invented == 0, [x for x in m.misses if "error of" in x][:10]
    assert m.errors_within == m.errors, [x for x in m.misses if "error of" in x][:10]
    if producer == "matplotlib":
        assert m.errors > 100


@pytest.mark.parametrize("producer", PRODUCERS)
def test_trend_lines_read_and_none_invented(measured, producer):
    """matplotlib draws the records' fitted lines (the other producers' fixtures leave them out): each is read, with
    its R² from the legend, and no other line is taken for one."""
    m = measured[producer]
    assert m.fits_invented == 0, [x for x in m.misses if "trend" in x][:10]
    if producer == "matplotlib":
        assert m.fits >= 6 and m.fits_within == m.fits, [x for x in m.misses if "trend" in x][:10]
