"""Seeded bootstrap intervals of a mean: over descriptions, and over figures with repeats resampled within them.

Repeats of a (model, prompt) describe each figure several times. The figures are the sample of the benchmark
and the repeats a sample of the model's answers to each, so the interval resamples both: figures with
replacement, then, inside each drawn figure, its repeats with replacement (a two-stage bootstrap). The
statistic is the mean over figures of the per-figure mean, so the interval holds the sampling variance of the
model as well as the spread over figures. With one value per figure it is the ordinary bootstrap.
"""

from __future__ import annotations

import zlib

import numpy as np

BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_SEED = 20250101
CONFIDENCE = 0.95


def seeded_rng(*names: object) -> np.random.Generator:
    return np.random.default_rng([BOOTSTRAP_SEED, zlib.crc32("\x1f".join(map(str, names)).encode())])


def _percentiles(samples: np.ndarray) -> tuple[float, float]:
    tail = (1 - CONFIDENCE) / 2 * 100
    low, high = np.percentile(samples, [tail, 100 - tail])
    return float(low), float(high)


def bootstrap_ci(values: np.ndarray, rng: np.random.Generator) -> tuple[float, float] | None:
    """Percentile bootstrap interval of the mean; None with fewer than two values."""
    if len(values) < 2:
        return None
    return _percentiles(values[rng.integers(0, len(values), size=(BOOTSTRAP_RESAMPLES, len(values)))].mean(axis=1))


def clustered_mean(clusters: list[np.ndarray]) -> float:
    """The mean over clusters (figures) of each cluster's mean (its repeats); NaN for no cluster."""
    return float(np.mean([c.mean() for c in clusters])) if clusters else float("nan")


def clustered_bootstrap_ci(clusters: list[np.ndarray], rng: np.random.Generator) -> tuple[float, float] | None:
    """Two-stage percentile bootstrap of ``clustered_mean``: clusters with replacement, then each drawn
    cluster's values with replacement. None when there is no spread to resample (fewer than two values)."""
    sizes = np.array([len(c) for c in clusters])
    if sizes.sum() < 2:
        return None
    if (sizes == 1).all():
        return bootstrap_ci(np.concatenate(clusters), rng)
    padded = np.zeros((len(clusters), sizes.max()))
    for i, cluster in enumerate(clusters):
        padded[i, : len(cluster)] = cluster
    drawn = rng.integers(0, len(clusters), size=(BOOTSTRAP_RESAMPLES, len(clusters)))
    n = sizes[drawn][..., None]  # (B, F, 1): how many repeats each drawn figure has
    picks = (rng.random((BOOTSTRAP_RESAMPLES, len(clusters), sizes.max())) * n).astype(int)
    values = padded[drawn[..., None], picks]
    used = np.arange(sizes.max()) < n  # a figure with fewer repeats draws only as many
    figure_means = (values * used).sum(axis=2) / n[..., 0]
    return _percentiles(figure_means.mean(axis=1))
