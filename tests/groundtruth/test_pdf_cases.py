"""Normal cases of real figures, drawn here with matplotlib defaults (Type 3 fonts): log axes labelled 10^k,
rotated tick labels, twin y axes (series whose axis cannot be told kept unknown, with a note), an axis that cannot be calibrated."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


def _save(fig, path: Path) -> Path:
    fig.savefig(path)
    plt.close(fig)
    return path


def test_log_axis_with_powers_of_ten_and_rotated_labels(tmp_path):
    fig, ax = plt.subplots(figsize=(4, 3))
    xs = [1, 10, 100, 1000, 10000]
    ax.plot(xs, [3.0, 4.5, 6.25, 7.0, 9.5], marker="o", label="ours")
    ax.plot(xs, [2.0, 2.5, 3.75, 5.0, 5.5], marker="s", label="baseline")
    ax.set_xscale("log")
    ax.set_xlabel("Tokens")
    ax.set_ylabel("Score")
    ax.set_title("Scaling")
    ax.legend()
    plt.setp(ax.get_yticklabels(), rotation=45)
    panel = read_figure(_save(fig, tmp_path / "log.pdf"))[0].panels[0]
    assert panel.title == "Scaling" and panel.x.scale == "log" and panel.x.label == "Tokens"
    assert panel.data.rows == ["ours", "baseline"]
    assert [float(c) for c in panel.data.columns] == [1, 10, 100, 1000, 10000]
    expected = [[3.0, 4.5, 6.25, 7.0, 9.5], [2.0, 2.5, 3.75, 5.0, 5.5]]
    for row, want in zip(panel.data.values, expected):
        assert row == pytest.approx(want, abs=panel.value_tolerance)


def test_rotated_date_labels_read_whole(tmp_path):
    import datetime as dt

    fig, ax = plt.subplots(figsize=(4, 3))
    days = [dt.date(2024, 1, 1) + dt.timedelta(days=i) for i in range(10)]
    ax.plot(days, [float(i * i) for i in range(10)], label="count")
    fig.autofmt_xdate()
    panel = read_figure(_save(fig, tmp_path / "dates.pdf"))[0].panels[0]
    assert panel.x.scale == "time"
    assert panel.data.columns == [d.isoformat() for d in days]
    assert panel.data.values[0] == pytest.approx([float(i * i) for i in range(10)], abs=panel.value_tolerance)


def test_twin_axes_series_of_no_known_side_are_unknown(tmp_path):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([0, 1, 2], [1.0, 2.0, 3.0], color="C0")
    ax.twinx().plot([0, 1, 2], [300.0, 100.0, 200.0], color="C1")
    ax.set_title("Two scales")
    panel = read_figure(_save(fig, tmp_path / "twin.pdf"))[0].panels[0]
    assert panel.title == "Two scales" and panel.y2.ticks
    assert panel.data.values == [[None] * 3, [None] * 3]
    assert "left or the right y axis cannot be told" in panel.notes


def test_a_panel_that_cannot_be_calibrated_is_kept(tmp_path):
    fig, (a, b) = plt.subplots(1, 2, figsize=(6, 3))
    a.bar(["x", "y"], [1.0, 2.0])
    a.set_title("calibrated")
    b.bar(["x", "y"], [1.0, 2.0])
    b.set_yticks([0.0, 1.0, 2.0], ["0", "1", "7"])  # labels that fit no mapping
    b.set_title("mislabelled")
    record = read_figure(_save(fig, tmp_path / "two.pdf"))[0]
    good, bad = record.panels
    assert good.data.values == [[pytest.approx(1.0, abs=good.value_tolerance), pytest.approx(2.0, abs=good.value_tolerance)]]
    assert bad.title == "mislabelled" and bad.data is None and "could not be calibrated" in bad.notes


def test_horizontal_grouped_and_stacked_bars(tmp_path):
    import numpy as np

    fig, (a, b) = plt.subplots(1, 2, figsize=(7, 3))
    y = np.arange(3)
    cats = ["GSM8K", "MATH", "HumanEval"]
    first = a.barh(y - 0.2, [61.5, 33.0, 48.25], 0.4, label="7B")
    second = a.barh(y + 0.2, [70.0, 41.5, 55.75], 0.4, label="13B")
    a.bar_label(first, fmt="%.2f", fontsize=6)
    a.bar_label(second, fmt="%.2f", fontsize=6)
    a.set_yticks(y, cats)
    a.legend()
    a.set_title("grouped")
    b.barh(cats, [10.0, 20.0, 30.0], label="right")
    b.barh(cats, [5.0, 2.5, 1.0], left=[10.0, 20.0, 30.0], label="wrong")
    b.legend(loc="lower right")
    b.set_title("stacked")
    grouped, stacked = read_figure(_save(fig, tmp_path / "hbar.pdf"))[0].panels
    assert grouped.values_read == "printed" and grouped.value_tolerance == 0.005
    assert grouped.data.columns == cats and grouped.data.rows == ["7B", "13B"]
    assert grouped.data.values == [[61.5, 33.0, 48.25], [70.0, 41.5, 55.75]]
    assert stacked.stacked and stacked.values_read == "geometry" and stacked.data.rows == ["right", "wrong"]
    want = [[10.0, 20.0, 30.0], [5.0, 2.5, 1.0]]
    for row, expected in zip(stacked.data.values, want):
        assert row == pytest.approx(expected, abs=stacked.value_tolerance)
