"""Derived facts on the real DynTS data."""

from __future__ import annotations

import numpy as np
import pytest

from vlmeval.groundtruth.facts import classify_tau, compute_facts, figure_facts, kendall_tau_b, series_trend
from vlmeval.groundtruth.load import load_figure_set


@pytest.fixture(scope="module")
def figures():
    return load_figure_set()


def test_aime24_peak_of_r1qwen(figures):
    facts = figure_facts(figures.get("dynts-r1qwen-benchmarks"))
    aime24 = facts.panel("R1-Qwen | AIME'24")
    assert aime24.max.value == 52.0
    assert [(c.row, c.column) for c in aime24.max.cells] == [(2000, 0.4)]
    assert aime24.min.value == 40.0


def test_ties_are_all_reported(figures):
    amc = figure_facts(figures.get("dynts-r1qwen-benchmarks")).panel("R1-Qwen | AMC23")
    assert amc.max.value == 88.5
    assert {(c.row, c.column) for c in amc.max.cells} == {(2000, 0.4), (1000, 0.5), (500, 0.4), (500, 0.5)}


def test_qwen_is_not_above_llama_everywhere(figures):
    fig = figures.get("dynts-average")
    facts = figure_facts(fig)
    comparison = facts.comparison("R1-Qwen", "R1-Llama")
    assert comparison.n_cells == 20
    assert not comparison.a_always_greater
    assert comparison.b_greater == 1  # window 500, ratio 0.2: 51.8 vs 52.1
    qwen, llama = fig.panel("R1-Qwen").data, fig.panel("R1-Llama").data
    r, c = qwen.rows.index(500), qwen.columns.index(0.2)
    assert (qwen.values[r][c], llama.values[r][c]) == (51.8, 52.1)
    assert facts.panels_by_mean == ["R1-Qwen", "R1-Llama"]


def test_rankings_and_ranges(figures):
    facts = figure_facts(figures.get("dynts-r1qwen-benchmarks"))
    assert facts.panels_by_mean[0] == "R1-Qwen | AMC23" and facts.panels_by_mean[-1] == "R1-Qwen | AIME'25"
    assert facts.value_range == (30.7, 88.5)


def test_unknown_panels_have_no_facts_and_are_not_compared(figures):
    facts = figure_facts(figures.get("dynts-r1llama-benchmarks"))
    amc = facts.panel("R1-Llama | AMC23")
    assert amc.n_known == 0 and amc.max is None and amc.mean is None
    assert all("AMC23" not in (c.a + c.b) for c in facts.comparisons)
    assert figure_facts(figures.get("seqbench-progress-ratio-pairs")).value_range is None


def test_trends_follow_ascending_keys(figures):
    # Rows are stored top to bottom (3000 first); trends must read them in ascending window size.
    fig = figures.get("dynts-r1qwen-benchmarks")
    gpqa, aime_panel = (next(p for p in fig.panels if p.title == t) for t in ("R1-Qwen | GPQA_D", "R1-Qwen | AIME'24"))
    assert series_trend(fig, gpqa, "row", 3000).direction == "increasing"  # 47.1 46.7 47.6 49.1 48.3 along ratio
    assert series_trend(fig, aime_panel, "row", 500).direction == "increasing"  # 42.7 40.0 42.7 46.0 48.7
    aime = figure_facts(fig).panel("R1-Qwen | AIME'24")
    # "increases with decreasing Ratio" is false: pooled trend along the ratio axis is not decreasing.
    assert aime.trend_along_columns.direction != "decreasing"


def test_kendall_tau_b_matches_known_values():
    assert kendall_tau_b(np.array([1, 2, 3, 4.0]), np.array([1, 2, 3, 4.0])) == pytest.approx(1.0)
    assert kendall_tau_b(np.array([1, 2, 3, 4.0]), np.array([4, 3, 2, 1.0])) == pytest.approx(-1.0)
    # With ties: x = 1,2,3,4 ; y = 1,1,2,2 -> concordant 4, discordant 0, ties in y 2 -> 4 / sqrt(6*4)
    assert kendall_tau_b(np.array([1, 2, 3, 4.0]), np.array([1, 1, 2, 2.0])) == pytest.approx(4 / np.sqrt(24))
    assert kendall_tau_b(np.array([1, 2.0]), np.array([3, 3.0])) is None
    assert classify_tau(0.1) == ("flat", "none")
    assert classify_tau(-0.45) == ("decreasing", "moderate")
    assert classify_tau(0.7) == ("increasing", "strong")


def test_facts_are_computed_once_per_figure(figures):
    fig = figures.get("dynts-average")
    assert figure_facts(fig) is figure_facts(fig)
    assert compute_facts(fig) == figure_facts(fig)


def test_kendall_tau_b_counts_pairs_the_same_way_for_short_and_long_series(monkeypatch):
    """Short series compare every pair at once; long ones count inversions by merging. Both must agree exactly."""
    import vlmeval.groundtruth.facts as facts

    rng = np.random.default_rng(0)
    cases = []
    for i in range(400):
        n = int(rng.integers(2, 300))
        x = rng.integers(0, 6, n).astype(float) if i % 2 else rng.normal(size=n)  # ties in x on odd cases
        y = rng.integers(0, 4, n).astype(float) if i % 3 == 0 else rng.normal(size=n)
        cases.append((x, y))
    cases.append((np.array([1.0, 1.0, 1.0]), np.array([1.0, 2.0, 3.0])))  # constant x: None either way
    monkeypatch.setattr(facts, "_PAIRWISE_MAX", 10**9)
    pairwise = [kendall_tau_b(x, y) for x, y in cases]
    monkeypatch.setattr(facts, "_PAIRWISE_MAX", 1)
    merged = [kendall_tau_b(x, y) for x, y in cases]
    assert merged == pairwise
    assert merged[-1] is None


def test_kendall_tau_b_of_a_long_series_is_exact():
    # A daily series of 20,000 points: the pairwise form would need 400 million pairs in memory at once.
    n = 20_000
    x = np.arange(n, dtype=float)
    assert kendall_tau_b(x, x.copy()) == 1.0
    assert kendall_tau_b(x, -x) == -1.0
    swapped = x.copy()
    swapped[0::2], swapped[1::2] = x[1::2], x[0::2]  # n/2 neighbouring pairs swapped: n/2 discordant pairs
    pairs = n * (n - 1) // 2
    assert kendall_tau_b(x, swapped) == pytest.approx((pairs - n) / pairs, rel=1e-12)


def test_series_trends_are_computed_on_request_and_kept(figures):
    fig = figures.get("dynts-r1qwen-benchmarks")
    panel = fig.panels[0]
    first = series_trend(fig, panel, "column", panel.data.columns[0])
    assert first is series_trend(fig, panel, "column", panel.data.columns[0])
    assert first.n == sum(row[0] is not None for row in panel.data.values)


def test_a_derived_value_is_computed_once_and_read_without_pydantic(monkeypatch):
    """``facts.derived`` keeps a figure's derived values in its private ``_derived`` dict, read directly: scoring asks
    per claim, and pydantic's ``__getattr__`` for a private attribute costs microseconds each time."""
    from pydantic import BaseModel

    from vlmeval.groundtruth.facts import derived
    from vlmeval.groundtruth.load import load_figure_set

    figure = load_figure_set().get("dynts-average")
    computed = []
    first = derived(figure, "test-value", lambda fig: computed.append(fig) or [fig.id])
    looked_up = []
    real = BaseModel.__getattr__
    monkeypatch.setattr(BaseModel, "__getattr__", lambda self, item: looked_up.append(item) or real(self, item))
    again = derived(figure, "test-value", lambda fig: computed.append(fig) or [fig.id])
    assert again is first and first == ["dynts-average"] and computed == [figure]
    assert figure._derived["test-value"] is first  # the same dict the attribute holds
    assert "_derived" in looked_up and looked_up.count("_derived") == 1  # only the line above went through pydantic
