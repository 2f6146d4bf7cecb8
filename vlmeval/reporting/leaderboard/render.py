"""The leaderboard as people read it: markdown, CSV, HTML, LaTeX, JSON, a bar chart."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd

from vlmeval.reporting.leaderboard.runs import Skipped
from vlmeval.reporting.leaderboard.stats import BOOTSTRAP_RESAMPLES, CONFIDENCE
from vlmeval.reporting.leaderboard.table import ATTEMPTED, DISPLAY_DECIMALS, LOWER_IS_BETTER
from vlmeval.records import METRIC_NAMES

FORMATS: tuple[str, ...] = ("md", "csv", "html", "latex", "json")
# Okabe-Ito: distinguishable with the common colour-vision deficiencies (the PNG chart here, the report's SVG).
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442")
ATTEMPTED_LABEL = "overall (attempted)"
# where a long header word may break, hyphenated, when the table must be narrow (HTML only; the browser breaks
# there only when it has to)
SOFT_HYPHENS = {w.replace("-", ""): w.replace("-", "\u00ad") for w in (
    "de-scrip-tions", "hal-lu-ci-na-tion", "(at-tempt-ed)", "pre-ci-sion", "ac-cu-ra-cy", "over-laps", "fail-ure",
    "fig-ures", "re-peats", "(scored)", "re-call", "over-all")}
SCORED_LABEL = "overall (scored)"

def metric_label(metric: str) -> str:
    if metric == ATTEMPTED:
        return ATTEMPTED_LABEL
    if metric == "overall":
        return SCORED_LABEL
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
    """The table as people read it: 'mean [low, high]' cells, shared ranks marked with '='; a repeats column
    where a row pools several runs."""
    shared = table.groupby([c for c in ("group",) if c in table] + ["rank"])["rank"].transform("size") > 1
    out = pd.DataFrame()
    if "group" in table:
        out["group"] = table["group"]
    out["rank"] = [f"{r}=" if s else str(r) for r, s in zip(table["rank"], shared)]
    out["model"] = table["model"]
    out["prompt"] = table["prompt_id"]
    out["run"] = table["run"]
    if (table["n_runs"] > 1).any():
        out["repeats"] = table["n_runs"]
    out["figures"] = table["n_figures"]
    if "coverage" in table:
        out["coverage"] = table["coverage"]
    out["descriptions"] = table["n_descriptions"]
    out["failure rate"] = [f"{v:.0%}" for v in table["failure_rate"]]
    for metric in (ATTEMPTED, "overall", *[m for m in METRIC_NAMES if m != "overall"]):
        out[metric_label(metric)] = [_cell(row, metric) for _, row in table.iterrows()]
    out["CI overlaps rank"] = table["overlaps"].replace("", "none")
    return out


def render(table: pd.DataFrame, fmt: str) -> str:
    """The leaderboard in one of FORMATS. csv and json keep the numbers; the others are for reading."""
    if fmt == "csv":
        return table.to_csv(index=False)
    if fmt == "json":
        return table.to_json(orient="records", indent=2, force_ascii=False) + "\n"
    shown = display_frame(table)
    if fmt == "md":  # a '|' in a name (model "a|b", a run path) would end its cell: write it as \|
        shown = shown.map(lambda v: v.replace("|", "\\|") if isinstance(v, str) else v)
        shown.columns = [c.replace("|", "\\|") for c in shown.columns]
        return shown.to_markdown(index=False, disable_numparse=True) + "\n"
    if fmt == "html":
        for column in ("model", "prompt", "run"):  # a long path or model id may wrap after each '/'
            shown[column] = shown[column].str.replace("/", "/\u200b")
        shown.columns = [" ".join(SOFT_HYPHENS.get(w, w) for w in c.split(" ")) for c in shown.columns]
        return shown.to_html(index=False, border=0, classes="leaderboard", escape=True) + "\n"
    if fmt == "latex":
        styler = shown.style.hide(axis="index").format(escape="latex")
        styler = styler.format_index(escape="latex", axis="columns")
        return styler.to_latex(hrules=True).replace("↓", r"$\downarrow$").replace("–", "--").rstrip("\n") + "\n"
    raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")


def footnote() -> str:
    """What the numbers mean, for the foot of a markdown or HTML table."""
    return (f"Ranked by overall (attempted): the mean overall over every attempted item, a failed item (no answer, "
            "or one the scorer could not score) or one with nothing checkable counted as 0, so no run climbs by "
            "failing; overall (scored) and the other metrics are means over the scored descriptions that measured "
            f"them. {CONFIDENCE:.0%} bootstrap intervals ({BOOTSTRAP_RESAMPLES} resamples, seeded; over figures, "
            "and over repeats within each figure where a row pools repeats); '(n=1)': one value, no interval; "
            "'–': nothing measurable. '=' marks a shared rank; 'CI overlaps rank': rows not reliably apart. "
            "↓: lower is better. Failure rate: attempted items with no scorecard.")


def skipped_note(skipped: list[Skipped]) -> str:
    """One line per folder that was not read, for the foot of a table."""
    return "\n".join(f"skipped {s.path}: {s.reason}" for s in skipped)


def bar_chart(table: pd.DataFrame, path: Path | str) -> Path:
    """A PNG bar chart: one group of bars per metric, one bar per row, 95% intervals as error bars."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

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
