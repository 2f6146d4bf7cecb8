"""The figure's kind from its panels' kinds: the most common, except that a series kind (line, bar) wins over a
grid kind (heatmap) where panels of both are drawn. A record holds one kind for all its panels, and a grid kind
keeps no series facts: line panels beside two heatmaps would lose every curve's peak and trend, while a heatmap's
table under a series kind still holds every cell."""

from __future__ import annotations

from collections import Counter

from vlmeval.groundtruth.kinds import chart_kind


def figure_kind(kinds: list[str | None]) -> str:
    counts = Counter(k for k in kinds if k)
    if any(chart_kind(k).series for k in counts):
        counts = Counter({k: n for k, n in counts.items() if not chart_kind(k).grid})
    return next(iter(counts.most_common(1)), ("line",))[0]
