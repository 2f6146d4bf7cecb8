"""The agreement statistics against hand-worked values."""

from __future__ import annotations

import random

import pytest

from vlmeval.agreement.agree.stats import auroc, bootstrap, kendall_tau_b, kendall_tau_c, tau_c_ceiling


def test_auroc_counts_ties_half():
    # positives 0.5, 0.5; negatives 0.5, 0.0: pairs (0.5 v 0.5) tie twice, (0.5 v 0.0) win twice -> (2*0.5 + 2) / 4
    assert auroc([0.5, 0.5, 0.5, 0.0], [True, True, False, False]) == pytest.approx(0.75)
    assert auroc([1.0, 0.0], [True, True]) is None  # one class only


def test_tau_c_with_a_binary_label_is_the_ceiling_times_2auc_minus_1():
    scores = [0.9, 0.4, 0.4, 0.1, 0.0, 0.3]
    labels = [True, True, False, False, False, True]
    ceiling = tau_c_ceiling(labels)
    assert ceiling == pytest.approx(4 * 3 * 3 / 36)
    expected = ceiling * (2 * auroc(scores, labels) - 1)
    assert kendall_tau_c(scores, [float(x) for x in labels]) == pytest.approx(expected)


def test_tau_b_orders_and_ties():
    assert kendall_tau_b([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1.0)
    assert kendall_tau_b([1, 2, 3, 4], [40, 30, 20, 10]) == pytest.approx(-1.0)
    assert kendall_tau_b([1, 1, 1], [1, 2, 3]) is None


def test_bootstrap_interval_brackets_the_mean_and_is_seeded():
    data = list(range(100))
    mean = lambda xs: sum(xs) / len(xs)
    lo, hi = bootstrap(data, mean)
    assert lo < 49.5 < hi and hi - lo < 25
    assert bootstrap(data, mean) == (lo, hi)


def test_kendall_tau_b_is_the_one_of_the_facts_with_ties_and_plain_floats():
    rng = random.Random(7)
    for _ in range(50):
        n = rng.randint(2, 9)
        x, y = [rng.randint(0, 3) for _ in range(n)], [rng.choice([0.5, 1.0, 2.0]) for _ in range(n)]
        pairs = [(a, b) for i, a in enumerate(zip(x, y)) for b in list(zip(x, y))[i + 1:]]
        s = sum(((a[0] > b[0]) - (a[0] < b[0])) * ((a[1] > b[1]) - (a[1] < b[1])) for a, b in pairs)
        untied_x = sum(a[0] != b[0] for a, b in pairs)
        untied_y = sum(a[1] != b[1] for a, b in pairs)
        expected = s / (untied_x * untied_y) ** 0.5 if untied_x and untied_y else None
        got = kendall_tau_b(x, y)
        assert got == (None if expected is None else pytest.approx(expected))
        assert got is None or type(got) is float
