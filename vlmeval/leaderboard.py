"""Run directories -> leaderboard tables (pandas).

A run directory holds ``scorecards.jsonl`` (one ``Scorecard`` per scored description), usually
``descriptions.jsonl`` (what the model wrote; a line may carry an ``error`` instead), ``errors.jsonl``
(failed attempts) and ``manifest.json``. A folder written by ``vlmeval score`` (scorecards only) is a run too,
and so is one whose every item failed (a manifest and errors.jsonl, nothing described, no scorecards).

Leaderboard rows are (model, prompt) pairs. An *item* is one (figure, model, prompt) that was attempted;
it failed when no scorecard exists for it (the model errored, or the scorer skipped its line).

Confidence intervals: 95% percentile bootstrap of the mean over descriptions, 2,000 resamples. The
random generator is seeded from ``BOOTSTRAP_SEED`` and the row and metric names, so a row's interval
does not change when other runs are added. Fewer than two measured descriptions give no interval.

Ranking: by mean ``overall``, higher first; rows whose means are equal at the printed precision (3
decimals) share a rank, and each row lists the ranks whose ``overall`` intervals overlap its own.
"""

from __future__ import annotations

import json
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from pydantic import ValidationError

from vlmeval.batch.scorecards import find_scorecards, read_scorecards
from vlmeval.groundtruth.load import FigureSet
from vlmeval.jsonl import read_objects
from vlmeval.records import METRIC_NAMES, Scorecard

BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_SEED = 20250101
CONFIDENCE = 0.95
DISPLAY_DECIMALS = 3
LOWER_IS_BETTER = frozenset({"hallucination_rate"})
NO_PROMPT = "-"
UNKNOWN_FIGURE = "(unknown figure)"

FORMATS: tuple[str, ...] = ("md", "csv", "html", "latex", "json")


class RunError(ValueError):
    """A run that cannot be read. The message names the file, the place and the fix."""


@dataclass(frozen=True)
class Failure:
    """An attempted item with no scorecard."""

    figure_id: str
    model: str
    prompt_id: str
    reason: str


@dataclass
class Run:
    path: Path
    scorecards: list[Scorecard]
    failures: list[Failure] = field(default_factory=list)
    manifest: dict[str, Any] | None = None
    descriptions: dict[int, dict] = field(default_factory=dict)  # descriptions.jsonl lines by line number

    @property
    def models(self) -> list[str]:
        return sorted({s.model for s in self.scorecards} | {f.model for f in self.failures})

    def text_of(self, card: Scorecard) -> str | None:
        """The description a scorecard was made from: its own ``text`` field, or its descriptions.jsonl line."""
        own = getattr(card, "text", None)
        if isinstance(own, str):
            return own
        candidates = [self.descriptions.get(card.line)] if card.line is not None else []
        candidates += reversed(self.descriptions.values())  # the last line of an item is the one scored
        for row in candidates:
            if (row is not None and row.get("figure_id") == card.figure_id and row.get("model", card.model) == card.model
                    and isinstance(row.get("text"), str) and not row.get("error")):
                return row["text"]
        return None


# --- reading runs -------------------------------------------------------------------------------------

def _jsonl(file: Path) -> list[tuple[int, dict]]:
    return read_objects(file, RunError, "repair or delete the line; 'vlmeval score' rewrites scorecards")


def _manifest_field(manifest: dict | None, name: str) -> str | None:
    """``model``/``prompt`` from a manifest, written flat (``prompt_id``) or nested (``prompt: {id}``)."""
    if not manifest:
        return None
    flat = manifest.get(f"{name}_id") if name == "prompt" else None
    value = flat if flat is not None else manifest.get(name)
    if isinstance(value, dict):
        value = value.get("id") or value.get("name")
    return value if isinstance(value, str) and value else None


def load_run(path: Path | str) -> Run:
    """Read a run directory (or a ``scorecards.jsonl`` file). Raises ``RunError`` on anything unreadable.

    A folder with a manifest or errors.jsonl but no description and no scorecards is a run whose every item
    failed (the runner has nothing to score there)."""
    path = Path(path)
    if path.is_file() and not path.name.endswith((".jsonl", ".parquet")):
        raise RunError(f"{path}: is a file, not a run directory (fix: pass the folder that holds it: {path.parent})")
    if path.is_file():
        folder, scorecards_file = path.parent, path
    else:
        folder, scorecards_file = path, find_scorecards(path, RunError) if path.is_dir() else None
    if not folder.is_dir():
        raise RunError(f"{path}: no such run directory (fix: pass the folder written by 'vlmeval run' or 'vlmeval score')")
    descriptions_file, errors_file = folder / "descriptions.jsonl", folder / "errors.jsonl"
    descriptions = dict(_jsonl(descriptions_file)) if descriptions_file.is_file() else {}
    if scorecards_file is None:
        _check_unscored(folder, descriptions)

    manifest = None
    manifest_file = folder / "manifest.json"
    if manifest_file.is_file():
        try:
            manifest = json.loads(manifest_file.read_text(encoding="utf-8"))
        except json.JSONDecodeError as e:
            raise RunError(f"{manifest_file}: line {e.lineno} column {e.colno}: not valid JSON ({e.msg}) "
                           "(fix: repair the file, or delete it: the scorecards carry model and prompt)") from None
        if not isinstance(manifest, dict):
            raise RunError(f"{manifest_file}: expected a JSON object (fix: repair or delete the file)")
    default_prompt = _manifest_field(manifest, "prompt")

    scorecards = []
    for place, row in read_scorecards(scorecards_file, RunError) if scorecards_file else []:
        try:
            card = Scorecard.model_validate(row)
        except ValidationError as e:
            first = e.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "(line)"
            raise RunError(f"{scorecards_file}: {place}: {where}: {first['msg']} "
                           "(fix: re-score with 'vlmeval score', which writes this format)") from None
        if card.prompt_id is None and default_prompt:
            card.prompt_id = default_prompt
        scorecards.append(card)

    attempts = [(descriptions_file, descriptions)]
    if errors_file.is_file():
        attempts.append((errors_file, dict(_jsonl(errors_file))))
    return Run(folder, scorecards, _failures(attempts, scorecards, manifest), manifest, descriptions)


def _check_unscored(folder: Path, descriptions: dict[int, dict]) -> None:
    """A folder without scorecards.jsonl is a run only where nothing was described: a run whose every item
    failed writes its manifest and errors.jsonl but no scorecards. Raises RunError otherwise."""
    if descriptions:
        raise RunError(f"{folder}: no scorecards.jsonl (fix: score the run first: 'vlmeval score "
                       f"{folder / 'descriptions.jsonl'} --out {folder}')")
    if not (folder / "manifest.json").is_file() and not (folder / "errors.jsonl").is_file():
        raise RunError(f"{folder}: not a run directory: no scorecards.jsonl and nothing recorded (no description, "
                       "errors.jsonl or manifest.json) (fix: pass the folder written by 'vlmeval run' or 'vlmeval score')")


def _failures(attempts: list[tuple[Path, dict[int, dict]]], scorecards: list[Scorecard],
              manifest: dict | None) -> list[Failure]:
    """Attempted items (description or error lines) with no scorecard. Runs retry failed items, so an item
    is a failure only if no attempt at it was scored; its reason is the last error recorded."""
    default_model = _manifest_field(manifest, "model") or "unknown"
    default_prompt = _manifest_field(manifest, "prompt")
    scored = {(s.figure_id, s.model, s.prompt_id) for s in scorecards}
    scored_any_prompt = {key[:2] for key in scored}  # a line that names no prompt matches any
    unscored: dict[tuple, Failure] = {}
    for file, lines in attempts:
        for number, row in lines.items():
            figure_id = row.get("figure_id")
            if not isinstance(figure_id, str):
                raise RunError(f"{file}: line {number}: no figure_id (fix: every line needs \"figure_id\")")
            key = (figure_id, row.get("model") or default_model, row.get("prompt_id") or default_prompt)
            if key in scored or (key[2] is None and key[:2] in scored_any_prompt):
                continue
            reason = row.get("error") or (unscored[key].reason if key in unscored else "not scored")
            unscored[key] = Failure(key[0], key[1], key[2] or NO_PROMPT, str(reason))
    return list(unscored.values())


def load_runs(paths: list[Path | str]) -> list[Run]:
    return [load_run(p) for p in paths]


# --- statistics ----------------------------------------------------------------------------------------

def seeded_rng(*names: object) -> np.random.Generator:
    return np.random.default_rng([BOOTSTRAP_SEED, zlib.crc32("\x1f".join(map(str, names)).encode())])


def bootstrap_ci(values: np.ndarray, rng: np.random.Generator) -> tuple[float, float] | None:
    """Percentile bootstrap interval of the mean; None with fewer than two values."""
    if len(values) < 2:
        return None
    samples = values[rng.integers(0, len(values), size=(BOOTSTRAP_RESAMPLES, len(values)))].mean(axis=1)
    tail = (1 - CONFIDENCE) / 2 * 100
    low, high = np.percentile(samples, [tail, 100 - tail])
    return float(low), float(high)


# --- the table -----------------------------------------------------------------------------------------

def run_labels(runs: list[Run]) -> list[str]:
    """A short name per run: its folder name, or its whole path where two runs share a folder name."""
    names = [run.path.name or str(run.path) for run in runs]
    return [name if names.count(name) == 1 else str(run.path) for name, run in zip(names, runs)]


def items_frame(runs: list[Run]) -> pd.DataFrame:
    """One row per attempted item: model, prompt_id, run, figure_id, failed, and each metric (NaN if unmeasured)."""
    rows = []
    for run, label in zip(runs, run_labels(runs)):
        for card in run.scorecards:
            metrics = card.metrics.model_dump()
            rows.append({"model": card.model, "prompt_id": card.prompt_id or NO_PROMPT, "run": label,
                         "figure_id": card.figure_id, "failed": False,
                         **{m: np.nan if metrics[m] is None else metrics[m] for m in METRIC_NAMES}})
        for failure in run.failures:
            rows.append({"model": failure.model, "prompt_id": failure.prompt_id, "run": label,
                         "figure_id": failure.figure_id, "failed": True, **{m: np.nan for m in METRIC_NAMES}})
    columns = ["model", "prompt_id", "run", "figure_id", "failed", *METRIC_NAMES]
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


def leaderboard(runs: list[Run], by: str | None = None, figures: FigureSet | None = None) -> pd.DataFrame:
    """One row per (model, prompt, run) — per group too with ``by`` — ranked by mean overall.

    Two runs of the same model and prompt (a baseline and a candidate) stay two rows.
    Columns: [group], rank, model, prompt_id, run, n_figures, n_descriptions, n_failed, failure_rate, then for
    each metric ``<m>`` (mean), ``<m>_low``, ``<m>_high`` (interval, NaN when none) and ``<m>_n``, and
    ``overlaps`` (ranks whose overall interval overlaps this row's).
    """
    check_by(by, figures)
    items = items_frame(runs)
    keys = ["model", "prompt_id", "run"]
    if by is not None:
        items.insert(0, "group", [group_of(by, f, figures) for f in items["figure_id"]])
        keys = ["group", *keys]
    rows = [_row(dict(zip(keys, key)), part) for key, part in items.groupby(keys, sort=True)]
    table = pd.DataFrame(rows, columns=_columns(by is not None))
    if table.empty:
        return table
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


def _columns(grouped: bool) -> list[str]:
    metric_columns = [c for m in METRIC_NAMES for c in (m, f"{m}_low", f"{m}_high", f"{m}_n")]
    head = ["group"] if grouped else []
    return [*head, "rank", "model", "prompt_id", "run", "n_figures", "n_descriptions", "n_failed", "failure_rate",
            *metric_columns, "overlaps"]


def _row(key: dict[str, str], items: pd.DataFrame) -> dict[str, Any]:
    scored = items[~items["failed"]]
    row: dict[str, Any] = {**key, "n_figures": scored["figure_id"].nunique(), "n_descriptions": len(scored),
                           "n_failed": int(items["failed"].sum()), "failure_rate": float(items["failed"].mean())}
    for metric in METRIC_NAMES:
        values = scored[metric].dropna().to_numpy(dtype=float)
        interval = bootstrap_ci(values, seeded_rng(*key.values(), metric))
        row[metric] = float(values.mean()) if len(values) else np.nan
        row[f"{metric}_low"], row[f"{metric}_high"] = interval if interval else (np.nan, np.nan)
        row[f"{metric}_n"] = len(values)
    return row


def _rank(table: pd.DataFrame) -> pd.DataFrame:
    table = table.copy()
    shown = table["overall"].round(DISPLAY_DECIMALS)
    table["rank"] = shown.rank(method="min", ascending=False, na_option="bottom").astype(int)
    table = table.sort_values(["rank", "model", "prompt_id", "run"], kind="stable").reset_index(drop=True)
    table["overlaps"] = [_overlapping_ranks(table, i) for i in range(len(table))]
    return table


def _interval(row: pd.Series) -> tuple[float, float] | None:
    return None if np.isnan(row["overall_low"]) else (row["overall_low"], row["overall_high"])


def _overlapping_ranks(table: pd.DataFrame, i: int) -> str:
    """Ranks whose overall interval overlaps row i's; 'no interval' where row i has none."""
    mine = _interval(table.iloc[i])
    if mine is None:
        return "no interval"
    ranks = []
    for j in range(len(table)):
        other = _interval(table.iloc[j])
        if j != i and other is not None and other[0] <= mine[1] and mine[0] <= other[1]:
            ranks.append(str(table.iloc[j]["rank"]))
    return ", ".join(dict.fromkeys(ranks))


# --- output --------------------------------------------------------------------------------------------

def metric_label(metric: str) -> str:
    arrow = " ↓" if metric in LOWER_IS_BETTER else ""
    return metric.replace("_", " ") + arrow


def _cell(row: pd.Series, metric: str) -> str:
    mean = row[metric]
    if np.isnan(mean):
        return "–"
    d = DISPLAY_DECIMALS
    if np.isnan(row[f"{metric}_low"]):
        return f"{mean:.{d}f} (n={row[f'{metric}_n']})"
    return f"{mean:.{d}f} [{row[f'{metric}_low']:.{d}f}, {row[f'{metric}_high']:.{d}f}]"


def row_labels(table: pd.DataFrame) -> list[str]:
    """'model · prompt' per row, with the run where a model and prompt appear in more than one run."""
    pairs = list(zip(table["model"], table["prompt_id"]))
    return [f"{m} · {p}" + (f" · {r}" if pairs.count((m, p)) > 1 else "") for (m, p), r in zip(pairs, table["run"])]


def display_frame(table: pd.DataFrame) -> pd.DataFrame:
    """The table as people read it: 'mean [low, high]' cells, shared ranks marked with '='."""
    shared = table.groupby([c for c in ("group",) if c in table] + ["rank"])["rank"].transform("size") > 1
    out = pd.DataFrame()
    if "group" in table:
        out["group"] = table["group"]
    out["rank"] = [f"{r}=" if s else str(r) for r, s in zip(table["rank"], shared)]
    out["model"] = table["model"]
    out["prompt"] = table["prompt_id"]
    out["run"] = table["run"]
    out["figures"] = table["n_figures"]
    out["descriptions"] = table["n_descriptions"]
    out["failure rate"] = [f"{v:.0%}" for v in table["failure_rate"]]
    for metric in ("overall", *[m for m in METRIC_NAMES if m != "overall"]):
        out[metric_label(metric)] = [_cell(row, metric) for _, row in table.iterrows()]
    out["overall CI overlaps rank"] = table["overlaps"].replace("", "none")
    return out


def render(table: pd.DataFrame, fmt: str) -> str:
    """The leaderboard in one of FORMATS. csv and json keep the numbers; the others are for reading."""
    if fmt == "csv":
        return table.to_csv(index=False)
    if fmt == "json":
        return table.to_json(orient="records", indent=2, force_ascii=False) + "\n"
    shown = display_frame(table)
    if fmt == "md":
        return shown.to_markdown(index=False, disable_numparse=True) + "\n"
    if fmt == "html":
        return shown.to_html(index=False, border=0, classes="leaderboard", escape=True) + "\n"
    if fmt == "latex":
        styler = shown.style.hide(axis="index").format(escape="latex")
        styler = styler.format_index(escape="latex", axis="columns")
        return styler.to_latex(hrules=True).replace("↓", r"$\downarrow$").replace("–", "--").rstrip("\n") + "\n"
    raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")


def footnote() -> str:
    """What the numbers mean, for the foot of a markdown or HTML table."""
    return (f"Means over descriptions with {CONFIDENCE:.0%} bootstrap intervals ({BOOTSTRAP_RESAMPLES} resamples, "
            f"seeded); '(n=1)': one measured description, no interval; '–': nothing measurable. "
            "Ranked by overall (higher is better); '=' marks a shared rank. "
            "↓: lower is better. Failure rate: attempted items with no scorecard.")


def bar_chart(table: pd.DataFrame, path: Path | str) -> Path:
    """A PNG bar chart: one group of bars per metric, one bar per row, 95% intervals as error bars."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from vlmeval.report.plot import PALETTE

    path = Path(path)
    if not path.suffix:
        path = path.with_suffix(".png")  # matplotlib would add it anyway: return the name actually written
    width = 0.8 / max(len(table), 1)
    positions = np.arange(len(METRIC_NAMES))
    fig, ax = plt.subplots(figsize=(max(8.0, 1.6 * len(METRIC_NAMES)), 4.6), dpi=120)
    hatches = ("", "//", "..", "xx", "\\\\", "oo", "--", "++")  # not colour alone
    for k, (label, row) in enumerate(zip(row_labels(table), table.itertuples())):
        means = np.array([getattr(row, m) for m in METRIC_NAMES], dtype=float)
        lows = np.array([getattr(row, f"{m}_low") for m in METRIC_NAMES], dtype=float)
        highs = np.array([getattr(row, f"{m}_high") for m in METRIC_NAMES], dtype=float)
        errors = np.nan_to_num(np.vstack([means - lows, highs - means]), nan=0.0)
        x = positions - 0.4 + width * (k + 0.5)
        ax.bar(x, np.nan_to_num(means), width, yerr=errors, capsize=3, label=label,
               color=PALETTE[k % len(PALETTE)], hatch=hatches[k % len(hatches)], edgecolor="black", linewidth=0.6)
        for xi, mean in zip(x, means):
            if np.isnan(mean):
                ax.text(xi, 0.01, "n/a", ha="center", va="bottom", rotation=90, fontsize=7, color="#555")
    ax.set_xticks(positions, [metric_label(m).replace(" ", "\n", 1) for m in METRIC_NAMES], fontsize=9)
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("mean over descriptions")
    ax.set_title("Leaderboard metrics with 95% bootstrap intervals (none where n = 1)", fontsize=11)
    ax.grid(axis="y", color="#ddd")
    ax.set_axisbelow(True)
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.0, 1.0), frameon=False)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    plt.close(fig)
    return path
