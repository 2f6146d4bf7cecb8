"""Tick labels packed so closely that the PDF sets them as one run ('8hyper' under the ticks 8 and hyper): cut
back into one label per tick."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Run
from vlmeval.groundtruth.pdf.ticks import parse_number

Glyph = tuple[str, float, float]  # (text, x0, x1)


def split_packed(r: Run, marks: list[float]) -> list[Run]:
    """Labels packed so closely that they read as one run: cut it at the ticks it spans."""
    inside = sorted(m for m in marks if r.x0 <= m <= r.x1)
    centred = any(abs(m - r.cx) < 1 for m in marks)
    if r.angle != 0 or len(inside) < 2 or not r.glyphs or (parse_number(r.text) is not None and centred):
        return [r]  # one label, centred on its tick (minor ticks of a log axis may pass under a number)
    return split_at(r, inside)


def split_at(run: Run, centres: list[float]) -> list[Run]:
    """A horizontal run that spans several ticks' labels, cut into one run per tick. Each label is a stretch of
    the run's characters centred on its tick: the ticks its characters lie nearest to are the labelled ones, and
    the run is cut, between characters, where the pieces' centres come nearest those ticks (a wide word's first
    letter may lie nearer the previous tick, yet belongs to the word)."""
    ticks = sorted({min(centres, key=lambda c: abs(c - (g[1] + g[2]) / 2)) for g in run.glyphs if g[0].strip()})
    out = []
    for glyphs in _pieces(run.glyphs, ticks):
        text = " ".join("".join(g[0] for g in glyphs).split())
        if text:
            out.append(Run(text, glyphs[0][1], run.top, glyphs[-1][2], run.bottom, run.angle, run.size, run.color,
                           glyphs, whole=run))
    return out


def _pieces(glyphs: list[Glyph], ticks: list[float]) -> list[list[Glyph]]:
    """The run's characters cut into len(ticks) stretches in order, the sum of each stretch's distance from its
    tick the least (exact: every cut is tried, by dynamic programming over the characters)."""
    n, k = len(glyphs), len(ticks)
    if k <= 1 or n < k:
        return [glyphs] if k else []
    inf = float("inf")
    best = [[inf] * (n + 1) for _ in range(k + 1)]  # best[j][i]: the first i characters cut into j stretches
    cut = [[0] * (n + 1) for _ in range(k + 1)]
    best[0][0] = 0.0
    for j in range(1, k + 1):
        for i in range(j, n + 1):
            for h in range(j - 1, i):
                cost = best[j - 1][h] + _off(glyphs[h:i], ticks[j - 1])
                if cost < best[j][i]:
                    best[j][i], cut[j][i] = cost, h
    if best[k][n] == inf:
        return [glyphs]
    pieces, i = [], n
    for j in range(k, 0, -1):
        pieces.append(glyphs[cut[j][i]:i])
        i = cut[j][i]
    return pieces[::-1]


def _off(glyphs: list[Glyph], tick: float) -> float:
    """How far a stretch's printed characters are centred from the tick (a stretch of spaces alone labels none)."""
    inked = [g for g in glyphs if g[0].strip()]
    if not inked:
        return float("inf")
    return abs((inked[0][1] + inked[-1][2]) / 2 - tick)
