"""Run directories -> leaderboard tables.

- ``runs``: reading run folders (the scorecards, the failed items; folders that hold no run are skipped with
  the reason);
- ``stats``: seeded bootstrap intervals, over figures and over the repeats of each figure;
- ``table``: one row per (model, prompt, run), repeats pooled, ranked by ``overall_attempted`` (a failed
  item counts as 0, so no run climbs by failing);
- ``basis``: the figures the rows are ranked on (those they all share, by default);
- ``render``: md, csv, html, latex, json and a bar chart.
"""

from vlmeval.reporting.leaderboard.basis import Basis
from vlmeval.reporting.leaderboard.render import (ATTEMPTED_LABEL, FORMATS, PALETTE, SCORED_LABEL, bar_chart, display_frame, footnote,
                                        metric_label, render, row_labels, skipped_note)
from vlmeval.reporting.leaderboard.runs import (NO_PROMPT, Failure, Run, RunError, Skipped, gather_runs, load_run, load_runs,
                                      read_scorecards)
from vlmeval.reporting.leaderboard.stats import (BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED, CONFIDENCE, bootstrap_ci,
                                       clustered_bootstrap_ci, seeded_rng)
from vlmeval.reporting.leaderboard.table import (ATTEMPTED, DISPLAY_DECIMALS, LOWER_IS_BETTER, UNKNOWN_FIGURE, check_by,
                                       group_of, items_frame, leaderboard, ranking_basis, run_labels)
from vlmeval.records import METRIC_NAMES

__all__ = [
    "ATTEMPTED", "ATTEMPTED_LABEL", "Basis", "BOOTSTRAP_RESAMPLES", "BOOTSTRAP_SEED", "CONFIDENCE", "DISPLAY_DECIMALS", "FORMATS",
    "LOWER_IS_BETTER", "METRIC_NAMES", "NO_PROMPT", "PALETTE", "SCORED_LABEL", "UNKNOWN_FIGURE", "Failure", "Run", "RunError",
    "Skipped", "bar_chart", "bootstrap_ci", "check_by", "clustered_bootstrap_ci", "display_frame", "footnote",
    "gather_runs", "group_of", "items_frame", "leaderboard", "load_run", "load_runs", "metric_label",
    "ranking_basis", "read_scorecards", "render", "row_labels", "run_labels", "seeded_rng", "skipped_note",
]
