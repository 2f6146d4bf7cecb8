"""`vlmeval gt from-arxiv`: one record per vector figure of a source bundle, with the paper's title and id and the
figure's label and caption; raster figures and failures listed; a bundle that would write outside is refused."""

from __future__ import annotations

import io
import json
import tarfile
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

pytest.importorskip("pdfplumber")

from vlmeval.cli import app  # noqa: E402

FIXTURES = Path(__file__).parent / "fixtures" / "pdf" / "matplotlib"

MAIN_TEX = r"""\documentclass{article}
\title{Dynamic Token Selection for \emph{Efficient} Reasoning}
\begin{document}
\maketitle
% \begin{figure}\includegraphics{figs/commented-out}\end{figure}
\begin{figure*}[t]
  \centering
  \includegraphics[width=\linewidth]{figs/heatmap}
  \caption{Pass@1 over window size and ratio~\cite{x}.}
  \label{fig:heatmap}
\end{figure*}
\input{sections/results}
\begin{figure}
  \includegraphics[width=0.5\linewidth]{figs/photo.png}
  \caption{A photograph.}\label{fig:photo}
\end{figure}
\begin{figure}
  \includegraphics{figs/scan.pdf}
  \caption{A scanned chart.}\label{fig:scan}
\end{figure}
\end{document}
"""

RESULTS_TEX = r"""\begin{figure}
  \includegraphics{figs/bars.pdf}
  \caption{Gains over the baseline, in points.}
  \label{fig:bars}
\end{figure}
"""


def _add(tar: tarfile.TarFile, name: str, data: bytes) -> None:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    tar.addfile(info, io.BytesIO(data))


def _scan_pdf() -> bytes:
    import matplotlib.pyplot as plt

    fig = plt.figure(figsize=(2, 2))
    fig.figimage(np.random.default_rng(1).random((40, 40)))
    buf = io.BytesIO()
    fig.savefig(buf, format="pdf")
    plt.close(fig)
    return buf.getvalue()


def _bundle(path: Path, extra: dict[str, bytes] | None = None) -> Path:
    with tarfile.open(path, "w:gz") as tar:
        _add(tar, "main.tex", MAIN_TEX.encode())
        _add(tar, "sections/results.tex", RESULTS_TEX.encode())
        _add(tar, "figs/heatmap.pdf", (FIXTURES / "dynts-average.pdf").read_bytes())
        _add(tar, "figs/bars.pdf", (FIXTURES / "synth-2-0004-bar-delta.pdf").read_bytes())
        _add(tar, "figs/photo.png", b"\x89PNG\r\n\x1a\n")
        _add(tar, "figs/scan.pdf", _scan_pdf())
        for name, data in (extra or {}).items():
            _add(tar, name, data)
    return path


def test_builds_every_vector_figure_and_lists_the_rest(tmp_path):
    archive = _bundle(tmp_path / "2601.18383v2.tar.gz")
    out = tmp_path / "records"
    result = CliRunner().invoke(app, ["gt", "from-arxiv", str(archive), "-o", str(out)])
    assert result.exit_code == 0, result.output
    heatmap = json.loads((out / "2601.18383-fig-heatmap.json").read_text())
    assert heatmap["source"] == {"title": "Dynamic Token Selection for Efficient Reasoning", "arxiv_id": "2601.18383",
                                 "figure_label": "fig:heatmap", "file": "figs/heatmap.pdf", "page": 1,
                                 "caption": "Pass@1 over window size and ratio."}
    assert heatmap["kind"] == "heatmap" and [p["title"] for p in heatmap["panels"]] == ["R1-Llama", "R1-Qwen"]
    bars = json.loads((out / "2601.18383-fig-bars.json").read_text())  # from a file \input into main.tex
    assert bars["source"]["caption"] == "Gains over the baseline, in points." and bars["kind"] == "bar"
    assert (out / "2601.18383-fig-bars.png").is_file()
    text = " ".join(result.output.split())
    assert "skipped figs/photo.png: a raster image (png)" in text
    assert "skipped figs/scan.pdf: page 1: the figure is an image, not vector graphics" in text
    assert "2 figure(s) built, 2 skipped" in text
    assert CliRunner().invoke(app, ["gt", "validate", str(out)]).exit_code == 0


def test_a_member_outside_the_folder_is_refused(tmp_path):
    archive = _bundle(tmp_path / "evil.tar.gz", {"../escaped.txt": b"x"})
    out = tmp_path / "deep" / "records"
    result = CliRunner().invoke(app, ["gt", "from-arxiv", str(archive), "-o", str(out)])
    assert result.exit_code == 2 and "outside the folder" in " ".join(result.output.split())
    assert not (tmp_path / "deep" / "escaped.txt").exists() and not (tmp_path / "escaped.txt").exists()
    assert not out.exists()


def test_not_a_bundle_is_a_usage_error(tmp_path):
    bogus = tmp_path / "paper.tar.gz"
    bogus.write_bytes(b"not a tarball")
    result = CliRunner().invoke(app, ["gt", "from-arxiv", str(bogus), "-o", str(tmp_path / "out")])
    assert result.exit_code == 2 and result.output.startswith("error:")


GRAPHICSPATH_TEX = r"""\documentclass{article}
\usepackage{graphicx}
\graphicspath{{figs/}{../shared/plots/}}
\title{Paths}
\begin{document}
\input{body}
\begin{figure}\includegraphics[width=\linewidth]{heatmap}\caption{Found in figs/.}\label{fig:a}\end{figure}
\begin{figure}\includegraphics{bars}\caption{Found in the second folder, without extension.}\label{fig:b}\end{figure}
\begin{figure}\includegraphics{missing}\caption{Nowhere.}\label{fig:c}\end{figure}
\end{document}
"""


def _graphicspath_bundle(path: Path) -> Path:
    """The main file in a subfolder (paper/), graphics named without folder or extension, found through
    \\graphicspath (one folder beside it, one outside it)."""
    with tarfile.open(path, "w:gz") as tar:
        _add(tar, "paper/main.tex", GRAPHICSPATH_TEX.encode())
        _add(tar, "paper/body.tex", b"Text.\n")
        _add(tar, "paper/figs/heatmap.pdf", (FIXTURES / "dynts-average.pdf").read_bytes())
        _add(tar, "shared/plots/bars.pdf", (FIXTURES / "synth-2-0004-bar-delta.pdf").read_bytes())
    return path


def test_graphics_are_found_through_graphicspath_and_without_extension(tmp_path):
    out = tmp_path / "records"
    result = CliRunner().invoke(app, ["gt", "from-arxiv", str(_graphicspath_bundle(tmp_path / "2602.00001.tar.gz")),
                                      "-o", str(out)])
    assert result.exit_code == 0, result.output
    heatmap = json.loads((out / "2602.00001-fig-a.json").read_text())
    assert heatmap["kind"] == "heatmap" and heatmap["source"]["file"] == "paper/figs/heatmap.pdf"
    bars = json.loads((out / "2602.00001-fig-b.json").read_text())
    assert bars["kind"] == "bar" and bars["source"]["file"] == "shared/plots/bars.pdf"
    text = " ".join(result.output.split())
    assert "skipped missing: the file is not in the bundle (looked beside the main .tex file, in figs/, in " \
           "../shared/plots/" in text
    assert "2 figure(s) built, 1 skipped" in text


def test_a_rerun_refuses_to_overwrite_records_without_overwrite(tmp_path):
    archive = _graphicspath_bundle(tmp_path / "2602.00001.tar.gz")
    out = tmp_path / "records"
    assert CliRunner().invoke(app, ["gt", "from-arxiv", str(archive), "-o", str(out)]).exit_code == 0
    record = out / "2602.00001-fig-a.json"
    record.write_text(record.read_text().replace('"heatmap"', '"heatmap" ', 1))  # a hand edit to keep
    edited = record.read_text()
    again = CliRunner().invoke(app, ["gt", "from-arxiv", str(archive), "-o", str(out)])
    text = " ".join(again.output.split())
    assert again.exit_code == 2 and text.startswith("error:") and "already exists" in text and "--overwrite" in text
    assert record.read_text() == edited
    forced = CliRunner().invoke(app, ["gt", "from-arxiv", str(archive), "-o", str(out), "--overwrite"])
    assert forced.exit_code == 0 and record.read_text() != edited


def test_an_output_that_is_a_file_is_named_not_the_bundle(tmp_path):
    archive = _graphicspath_bundle(tmp_path / "2602.00001.tar.gz")
    out = tmp_path / "records.json"
    out.write_text("{}")
    result = CliRunner().invoke(app, ["gt", "from-arxiv", str(archive), "-o", str(out)])
    text = " ".join(result.output.split())
    assert result.exit_code == 2 and text.startswith(f"error: {out}: is a file, not a folder (fix: pass -o a folder")
    assert "Errno" not in text and out.read_text() == "{}"
