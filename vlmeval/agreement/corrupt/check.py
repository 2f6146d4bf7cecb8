"""The check over figures: each figure's cases made the way its chart kind says."""

from __future__ import annotations

import random
from typing import Callable

from vlmeval.agreement.corrupt import judge
from vlmeval.agreement.corrupt.cases import ERROR_TYPES, STYLES, Case
from vlmeval.agreement.corrupt.inject import inject
from vlmeval.agreement.corrupt.writing import sample_rows, write_prose, write_rows, write_table
from vlmeval.groundtruth.kinds import chart_kind, resolve
from vlmeval.groundtruth.schema import Figure
from vlmeval.groundtruth.series_facts import figure_series


def check_figure(fig: Figure, rng: random.Random) -> list[Case]:
    """The cases of one figure, made the way its chart kind says (``ChartKind.corrupt``); none for a kind
    without a way."""
    corrupt = chart_kind(fig.kind).corrupt
    return resolve(corrupt)(fig, rng) if corrupt is not None else []


def check_series(fig: Figure, rng: random.Random) -> list[Case]:
    """The first series, as a table, a row list and prose: clean, then each error injected in each style."""
    series = figure_series(fig)
    if not series:
        return []
    s = series[0]
    cases = []
    rows = sample_rows(s)
    cases.append(judge.judged_case(fig, "table", None, "", write_table(s, rows), None))
    cases.append(judge.judged_case(fig, "rows", None, "", write_rows(s, rows), None))
    cases.append(judge.judged_case(fig, "prose", None, "", write_prose(fig, s)[0], None))
    for error in ERROR_TYPES:
        for style in STYLES:
            made = inject(fig, s, style, error, rng)
            if made is not None:
                cases.append(judge.judged_case(fig, style, error, made[1], made[0], made[2]))
    return cases


def check_figures(figures: list[Figure], seed: int = 0, progress: Callable[[], None] | None = None) -> list[Case]:
    rng = random.Random(seed)
    cases: list[Case] = []
    for fig in figures:
        cases += check_figure(fig, rng)
        if progress:
            progress()
    return cases
