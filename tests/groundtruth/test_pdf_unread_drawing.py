"""Drawing the reader does not turn into values is declared in ``Panel.unread`` (so claims about it are
unverifiable and ``gt show`` lists it), never left out silently: box plots (in the panel or against its side, with
or without whiskers), step histograms laid on their side, a density curve over a histogram's bars, and shaded spans drawn as
rectangles (axvspan/axhspan). Each case was missed on the real suite (bioconda-downloads, seesaw-*-scatter,
mining-gold-plinko-carl, celerite-error, brainfit-*-dist, bhz-interacting-*-topological-plots)."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

RNG = np.random.default_rng(7)
SAMPLES = [RNG.normal(m, 1.0, 60) for m in (1.0, 2.5, 2.0)]


def _unread(fig, path: Path) -> list[list[tuple[str, str]]]:
    fig.savefig(path)
    plt.close(fig)
    return [[(u.kind, u.note or "") for u in p.unread or []] for p in read_figure(path)[0].panels]


def test_box_plots_in_a_panel_are_declared(tmp_path):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.boxplot(SAMPLES)
    ax.plot([1, 2, 3], [np.median(s) for s in SAMPLES], "o-", color="tab:red")
    (parts,) = _unread(fig, tmp_path / "box.pdf")
    assert any(kind == "other" and note.startswith("3 box plot") for kind, note in parts), parts


def test_a_box_plot_without_whiskers_and_one_against_the_side_are_declared(tmp_path):
    fig = plt.figure(figsize=(5, 3))
    ax = fig.add_axes((0.12, 0.15, 0.7, 0.75))
    side = fig.add_axes((0.83, 0.15, 0.07, 0.75), sharey=ax)
    xs = RNG.uniform(0, 10, 40)
    ys = RNG.normal(5, 2, 40)
    ax.scatter(xs, ys, color="tab:blue")
    side.boxplot(ys, whis=0)  # whiskers of no length: only their caps at the quartiles
    side.axis("off")
    (parts,) = _unread(fig, tmp_path / "side.pdf")
    assert any(kind == "other" and "box plot" in note for kind, note in parts), parts


def test_a_step_histogram_on_its_side_is_declared(tmp_path):
    """A step histogram along x is read as a series (test_pdf_mark_cases.py); one laid on its side turns back
    along x, is no function of x, and stays declared."""
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.hist(SAMPLES[0], bins=8, histtype="step", color="tab:blue", orientation="horizontal")
    ax.plot([-1, 0, 1, 2, 3], [2, 5, 9, 6, 1], color="tab:red", marker="o")
    parts = _unread(fig, tmp_path / "step.pdf")
    assert any(kind == "histogram" and "step" in note for kind, note in parts[0]), parts


def test_a_density_curve_over_a_histogram_is_declared(tmp_path):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.hist(SAMPLES[1], bins=10, density=True, color="tab:olive", edgecolor="black")
    grid = np.linspace(-1, 6, 120)
    ax.plot(grid, np.exp(-((grid - 2.5) ** 2) / 2) / np.sqrt(2 * np.pi), color="tab:olive")
    parts = _unread(fig, tmp_path / "kde.pdf")
    assert any(kind == "kde" for kind, _ in parts[0]), parts


def test_shaded_spans_drawn_as_rectangles_are_declared(tmp_path):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([0, 1, 2, 3, 4, 5], [0.0, 0.1, -0.2, 0.4, 0.1, 0.0], marker="o")
    ax.axvspan(1.5, 2.5, color="tab:red", alpha=0.3)
    ax.axhspan(0.2, 0.3, color="tab:blue", alpha=0.3)
    (parts,) = _unread(fig, tmp_path / "span.pdf")
    assert any(kind == "band" and note.startswith("2 shaded span") for kind, note in parts), parts


def test_a_plain_bar_chart_declares_no_curve_and_no_box(tmp_path):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.bar(["a", "b", "c"], [3.0, 5.0, 2.0])
    (parts,) = _unread(fig, tmp_path / "bars.pdf")
    assert parts == [], parts
