"""`vlmeval gt from-pdf`: a record and its PNG from a figure PDF; bad PDFs get exit 2 and leave nothing behind."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

pytest.importorskip("pdfplumber")

from vlmeval.cli import app  # noqa: E402
from vlmeval.groundtruth.load import load_figure_set  # noqa: E402

FIXTURES = Path(__file__).parent / "fixtures" / "pdf"
BAR = FIXTURES / "matplotlib" / "synth-2-0004-bar-delta.pdf"


def _run(*args: str):
    return CliRunner().invoke(app, ["gt", *args])


def test_from_pdf_writes_a_valid_record_and_its_png(tmp_path):
    out = tmp_path / "delta.json"
    result = _run("from-pdf", str(BAR), "-o", str(out), "--id", "delta")
    assert result.exit_code == 0, result.output
    assert out.with_suffix(".png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert _run("validate", str(out)).exit_code == 0
    record = json.loads(out.read_text())
    assert record["id"] == "delta" and record["source"] == {"file": BAR.name, "page": 1}
    panel = record["panels"][0]
    assert panel["values_printed"] is True and panel["values_read"] == "printed"
    assert panel["value_tolerance"] == 0.05  # half a unit of the last printed digit (one decimal)
    known = load_figure_set(Path(__file__).resolve().parents[2] / "ground_truth" / "synth").figures["synth-2-0004-bar-delta"]
    assert panel["data"]["values"] == known.panels[0].data.values


def test_from_pdf_refuses_to_overwrite(tmp_path):
    out = tmp_path / "delta.json"
    out.write_text("{}")
    result = _run("from-pdf", str(BAR), "-o", str(out))
    assert result.exit_code == 2 and "--overwrite" in result.output
    assert out.read_text() == "{}"


def test_a_page_past_the_end_is_a_usage_error(tmp_path):
    result = _run("from-pdf", str(BAR), "-o", str(tmp_path / "x.json"), "--page", "3")
    assert result.exit_code == 2 and "1 page" in result.output


def _raster_only_pdf(path: Path) -> Path:
    import matplotlib.pyplot as plt

    fig = plt.figure(figsize=(2, 2))
    fig.figimage(np.random.default_rng(0).random((50, 50)), cmap="viridis")
    fig.savefig(path)
    plt.close(fig)
    return path


def _encrypted_pdf(path: Path) -> Path:
    pypdf = pytest.importorskip("pypdf")
    writer = pypdf.PdfWriter(clone_from=str(BAR))
    writer.encrypt(user_password="secret", owner_password="owner")
    with path.open("wb") as fh:
        writer.write(fh)
    return path


@pytest.mark.parametrize("kind, expected", [
    ("raster", "the figure is an image, not vector graphics (fix: give the data as CSV, see docs/ground-truth.md)"),
    ("encrypted", "encrypted"),
    ("corrupt", "not a readable PDF"),
    ("empty", "empty"),
])
def test_bad_pdfs_exit_2_and_write_nothing(tmp_path, kind, expected):
    pdf = tmp_path / f"{kind}.pdf"
    if kind == "raster":
        _raster_only_pdf(pdf)
    elif kind == "encrypted":
        _encrypted_pdf(pdf)
    elif kind == "corrupt":
        pdf.write_bytes(b"%PDF-1.4\n" + bytes(range(256)) * 4)
    else:
        pdf.write_bytes(b"")
    out = tmp_path / "out" / "fig.json"
    result = _run("from-pdf", str(pdf), "-o", str(out))
    assert result.exit_code == 2, result.output
    text = " ".join(result.output.split())
    assert text.startswith("error:") and str(pdf.name) in text and expected in text
    assert "fix:" in text
    assert not out.exists() and not out.with_suffix(".png").exists()


def test_without_the_pdf_extra_it_says_how_to_install(tmp_path):
    # A real subprocess in which pdfplumber cannot be imported, as in an install without the 'pdf' extra.
    code = ("import sys; sys.modules['pdfplumber'] = None; from vlmeval.cli import main; "
            f"sys.argv = ['vlmeval', 'gt', 'from-pdf', {str(BAR)!r}, '-o', {str(tmp_path / 'x.json')!r}]; main()")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "pip install 'vlmeval[pdf]'" in " ".join((done.stdout + done.stderr).split())
    assert not (tmp_path / "x.json").exists()
