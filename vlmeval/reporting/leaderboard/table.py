"""Runs -> the leaderboard table (pandas): one row per (model, prompt, run), repeats pooled, ranked.

Items are (figure, repeat) pairs; a row's statistics treat the figures as the sample and the repeats of a
figure as samples of the model's answer to it (see ``stats``). The rank is by ``overall_attempted``: every
attempted item counts, a failed one (no answer, or an answer the scorer could not score) and one with nothing
checkable as 0, so a run cannot climb by failing. ``overall`` beside it is the mean over scored items.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from vlmeval.groundtruth.load import FigureSet
from vlmeval.reporting.leaderboard.basis import ROW_KEYS, Basis, basis_of
from vlmeval.reporting.leaderboard.runs import NO_PROMPT, Run
from vlmeval.reporting.leaderboard.stats import clustered_bootstrap_ci, clustered_mean, seeded_rng
from vlmeval.records import METRIC_NAMES

DISPLAY_DECIMALS = 3
LOWER_IS_BETTER = frozenset({"hallucination_rate"})
UNKNOWN_FIGURE = "(unknown figure)"
ATTEMPTED = "overall_attempted"
RANKED_BY = ATTEMPTED


def run_labels(runs: list[Run]) -> list[str]:
    """A short name per run: its folder name, or its whole path where two runs share a folder name. The
    repeats of one (model, prompt) share the name of the folder that holds them, so they pool into one row."""
    bases = [run.path.parent if run.repeat is not None else run.path for run in runs]
    names = [base.name or str(base) for base in bases]
    owners: dict[str, set] = {}
    for name, base in zip(names, bases):
        owners.setdefault(name, set()).add(base)
    return [name if len(owners[name]) == 1 else str(base) for name, base in zip(names, bases)]


def items_frame(runs: list[Run]) -> pd.DataFrame:
    """One row per attempted item: model, prompt_id, run, repeat, figure_id, failed, and each metric (NaN if
    unmeasured)."""
    rows = []
    for run, label in zip(runs, run_labels(runs)):
        repeat = run.repeat or 1
        for card in run.scorecards:
            metrics = card.metrics.model_dump()
            rows.append({"model": card.model, "prompt_id": card.prompt_id or NO_PROMPT, "run": label, "repeat": repeat,
                         "folder": str(run.path), "figure_id": card.figure_id, "failed": False,
                         **{m: np.nan if metrics[m] is None else metrics[m] for m in METRIC_NAMES}})
        for failure in run.failures:
            rows.append({"model": failure.model, "prompt_id": failure.prompt_id, "run": label, "repeat": repeat,
                         "folder": str(run.path), "figure_id": failure.figure_id, "failed": True,
                         **{m: np.nan for m in METRIC_NAMES}})
    columns = ["model", "prompt_id", "run", "repeat", "folder", "figure_id", "failed", *METRIC_NAMES]
    return pd.DataFrame(rows, columns=columns)


def group_of(by: str, figure_id: str, figures: FigureSet | None) -> str:
    """The breakdown group of a figure: its id, its chart kind, or the value of one of its tags."""
    if by == "figure":
        return figure_id
    if figures is None or figure_id not in figures.figures:
        return UNKNOWN_FIGURE
    fig = figures.figures[figure_id]
    if by == "kind":
        return fig.kind
    tag = by.removeprefix("tag:")
    return str(fig.tags[tag]) if tag in fig.tags else "(no tag)"


def check_by(by: str | None, figures: FigureSet | None = None) -> None:
    """Raises ValueError for an unknown breakdown, or (given the figures) a tag that no figure has."""
    if by is not None and by.startswith("tag:") and len(by) > 4:
        if figures is not None:
            _check_tag(by.removeprefix("tag:"), figures)
        return
    if by is None or by in ("figure", "kind"):
        return
    raise ValueError(f"--by {by}: unknown breakdown (fix: use figure, kind or tag:<name>, e.g. tag:values_printed)")


def _check_tag(tag: str, figures: FigureSet) -> None:
    known = sorted({name for fig in figures.figures.values() for name in fig.tags})
    if tag in known:
        return
    fix = f"use one of {', '.join(f'tag:{name}' for name in known)}" if known else \
        "these figures carry no tags; use --by figure or --by kind"
    raise ValueError(f"--by tag:{tag}: no figure has the tag {tag!r} (fix: {fix})")


def ranking_basis(runs: list[Run], all_figures: bool = False) -> Basis:
    """The figures ``leaderboard(runs, all_figures=...)`` ranks on; ``.note()`` says it in a line."""
    return basis_of(items_frame(runs), all_figures)


def leaderboard(runs: list[Run], by: str | None = None, figures: FigureSet | None = None,
                all_figures: bool = False) -> pd.DataFrame:
    """One row per (model, prompt, run) — per group too with ``by`` — ranked by ``overall_attempted``.

    Where the rows cover different figures, every row is ranked on the figures they all share (see ``basis``);
    with ``all_figures``, or where they share none, each on its own, with a ``coverage`` column ("3 of 81").

    Two runs of the same model and prompt (a baseline and a candidate) stay two rows; the repeats of one
    (model, prompt) made by ``vlmeval run --config`` pool into one row.
    Columns: [group], rank, model, prompt_id, run, n_runs, n_figures, n_descriptions, n_failed, failure_rate,
    ``overall_attempted`` with ``_low``/``_high``/``_n``, then for each metric ``<m>`` (mean over scored items),
    ``<m>_low``, ``<m>_high`` (interval, NaN when none) and ``<m>_n``, and ``overlaps`` (ranks whose
    ``overall_attempted`` interval overlaps this row's).
    """
    check_by(by, figures)
    items = items_frame(runs)
    basis = basis_of(items, all_figures)
    if basis.restricted:
        items = items[items["figure_id"].isin(basis.shared)]
    keys = list(ROW_KEYS)
    if by is not None:
        items.insert(0, "group", [group_of(by, f, figures) for f in items["figure_id"]])
        keys = ["group", *keys]
    rows = [_row(dict(zip(keys, key)), part) for key, part in items.groupby(keys, sort=True)]
    table = pd.DataFrame(rows, columns=_columns(by is not None))
    if table.empty:
        return table
    if basis.own:
        table.insert(table.columns.get_loc("n_figures") + 1, "coverage",
                     [basis.coverage(key) for key in zip(*(table[k] for k in ROW_KEYS))])
    if by is None:
        return _rank(table)
    groups = sorted(table.groupby("group"), key=lambda item: _natural(item[0]))
    return pd.concat([_rank(part) for _, part in groups], ignore_index=True)


def _natural(group: str) -> tuple:
    """Numbers in numeric order (2 before 10), then the rest alphabetically."""
    try:
        return 0, float(group), ""
    except ValueError:
        return 1, 0.0, group


def _stat_columns(metric: str) -> list[str]:
    return [metric, f"{metric}_low", f"{metric}_high", f"{metric}_n"]


def _columns(grouped: bool) -> list[str]:
    metric_columns = [c for m in (ATTEMPTED, *METRIC_NAMES) for c in _stat_columns(m)]
    head = ["group"] if grouped else []
    return [*head, "rank", "model", "prompt_id", "run", "n_runs", "n_figures", "n_descriptions", "n_failed",
            "failure_rate", *metric_columns, "overlaps"]


def _by_figure(items: pd.DataFrame, values: pd.Series) -> list[np.ndarray]:
    """The measured values grouped by figure (the repeats of a figure together), in figure order."""
    measured = values.notna()
    return [part.to_numpy(dtype=float) for _, part in values[measured].groupby(items.loc[measured, "figure_id"], sort=True)]


def _stats(key: dict[str, str], metric: str, clusters: list[np.ndarray]) -> dict[str, Any]:
    interval = clustered_bootstrap_ci(clusters, seeded_rng(*key.values(), metric))
    low, high = interval if interval else (np.nan, np.nan)
    return {metric: clustered_mean(clusters), f"{metric}_low": low, f"{metric}_high": high,
            f"{metric}_n": int(sum(len(c) for c in clusters))}


def _row(key: dict[str, str], items: pd.DataFrame) -> dict[str, Any]:
    scored = items[~items["failed"]]
    row: dict[str, Any] = {**key, "n_runs": items["folder"].nunique(), "n_figures": scored["figure_id"].nunique(),
                           "n_descriptions": len(scored), "n_failed": int(items["failed"].sum()),
                           "failure_rate": float(items["failed"].mean())}
    row.update(_stats(key, ATTEMPTED, _by_figure(items, items["overall"].fillna(0.0))))
    for metric in METRIC_NAMES:
        row.update(_stats(key, metric, _by_figure(scored, scored[metric])))
    return row


def _rank(table: pd.DataFrame) -> pd.DataFrame:
    table = table.copy()
    shown = table[RANKED_BY].round(DISPLAY_DECIMALS)
    table["rank"] = shown.rank(method="min", ascending=False, na_option="bottom").astype(int)
    table = table.sort_values(["rank", "model", "prompt_id", "run"], kind="stable").reset_index(drop=True)
    table["overlaps"] = [_overlapping_ranks(table, i) for i in range(len(table))]
    return table


def _interval(row: pd.Series) -> tuple[float, float] | None:
    return None if np.isnan(row[f"{RANKED_BY}_low"]) else (row[f"{RANKED_BY}_low"], row[f"{RANKED_BY}_high"])


def _overlapping_ranks(table: pd.DataFrame, i: int) -> str:
    """Ranks whose ranking interval overlaps row i's; 'no interval' where row i has none."""
    mine = _interval(table.iloc[i])
    if mine is None:
        return "no interval"
    ranks = []
    for j in range(len(table)):
        other = _interval(table.iloc[j])
        if j != i and other is not None and other[0] <= mine[1] and mine[0] <= other[1]:
            ranks.append(str(table.iloc[j]["rank"]))
    return ", ".join(dict.fromkeys(ranks))
