"""The agreement statistics: F1, Kendall's tau-c and tau-b, AUROC with ties counted half, bootstrap intervals."""

from __future__ import annotations

from typing import Callable, Sequence, TypeVar

import numpy as np

from vlmeval.groundtruth.facts import kendall_tau_b as _tau_b

T = TypeVar("T")
BOOTSTRAP_SAMPLES = 1000


def ratio(a: float, b: float) -> float | None:
    return a / b if b else None


def f1(p: float | None, r: float | None) -> float | None:
    if p is None or r is None:
        return None
    return 0.0 if p + r == 0 else 2 * p * r / (p + r)


def _pair_sign(a: float, b: float) -> int:
    return (a > b) - (a < b)


def kendall_tau_c(x: list[float], y: list[float]) -> float | None:
    """Stuart's tau-c: 2 (concordant - discordant) / (n^2 (m - 1) / m), m = min(distinct x, distinct y)."""
    n = len(x)
    m = min(len(set(x)), len(set(y)))
    if n < 2 or m < 2:
        return None
    s = 0
    for i in range(n):
        for j in range(i + 1, n):
            s += _pair_sign(x[i], x[j]) * _pair_sign(y[i], y[j])
    return 2 * s / (n * n * (m - 1) / m)


def kendall_tau_b(x: Sequence[float], y: Sequence[float]) -> float | None:
    """Kendall's tau-b (ties in either ranking corrected); None when either side is constant. The one
    implementation is ``vlmeval.groundtruth.facts.kendall_tau_b`` (numpy, exact integer pair counts)."""
    tau = _tau_b(np.asarray(x, dtype=float), np.asarray(y, dtype=float))
    return None if tau is None else float(tau)


def auroc(scores: Sequence[float], positive: Sequence[bool]) -> float | None:
    """The chance that a positive item scores higher than a negative one, ties counted half."""
    pos = [s for s, p in zip(scores, positive) if p]
    neg = [s for s, p in zip(scores, positive) if not p]
    if not pos or not neg:
        return None
    wins = sum((a > b) + 0.5 * (a == b) for a in pos for b in neg)
    return wins / (len(pos) * len(neg))


def tau_c_ceiling(positive: Sequence[bool]) -> float | None:
    """The largest tau-c a score can reach against a binary label: 4pq/n^2 (p, q the two class sizes)."""
    n = len(positive)
    p = sum(positive)
    return 4 * p * (n - p) / (n * n) if n else None


def bootstrap(items: Sequence[T], statistic: Callable[[Sequence[T]], float | None],
              samples: int = BOOTSTRAP_SAMPLES, seed: int = 0) -> tuple[float, float] | None:
    """95% percentile interval of ``statistic`` over resamples of ``items`` (with replacement, seeded).
    Resamples where the statistic is undefined are left out."""
    import numpy as np

    if not items:
        return None
    rng = np.random.default_rng(seed)
    picks = rng.integers(0, len(items), size=(samples, len(items)))
    values = [v for row in picks if (v := statistic([items[i] for i in row])) is not None]
    if not values:
        return None
    return float(np.percentile(values, 2.5)), float(np.percentile(values, 97.5))


def matthews(tp: int, fp: int, fn: int, tn: int) -> float | None:
    """Matthews correlation of a binary flag with a binary label; 0 when either side is constant (no
    information, the convention of scikit-learn), None with no items."""
    if tp + fp + fn + tn == 0:
        return None
    denom = ((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn)) ** 0.5
    return (tp * tn - fp * fn) / denom if denom else 0.0


def cohen_kappa(tp: int, fp: int, fn: int, tn: int) -> float | None:
    """Cohen's kappa of two binary raters: (observed - chance agreement) / (1 - chance agreement); 0 when the
    chance agreement is already perfect (both raters constant and equal), None with no items."""
    n = tp + fp + fn + tn
    if n == 0:
        return None
    observed = (tp + tn) / n
    chance = ((tp + fp) * (tp + fn) + (fn + tn) * (fp + tn)) / (n * n)
    return (observed - chance) / (1 - chance) if chance < 1 else 0.0
