"""inspect_ai: the bundled benchmark as the task ``vlmeval/figure_description`` and the scorer ``figure_claims``.

    inspect eval vlmeval/figure_description --model openai/gpt-4o-mini -T suite=papers
    inspect eval vlmeval/figure_description --model openai-api/vlmeval/ocr-baseline --limit 3   # vlmeval serve

A sample is one figure: the prompt and the figure's image in one user message (as ``vlmeval run`` sends them),
its id the figure id. ``figure_claims()`` scores a completion claim by claim with vlmeval: the score's value is
``overall`` (0 for an answer that cannot be scored, as the leaderboard's ``overall (attempted)``), its
explanation lists every claim with its verdict, its metadata holds the metrics, counts and claims. Metrics: the
mean and stderr of that value, and ``claim_metrics()``: the mean and stderr of each vlmeval metric over the
answers where it is measured (as the leaderboard's columns). A sample whose model call failed is not scored by
inspect; ``vlmeval score --from inspect LOG`` counts it as 0.

This module imports inspect_ai (the extra ``vlmeval[inspect]``); ``vlmeval`` never imports it by itself.
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

from inspect_ai import Task, task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessageUser, ContentImage, ContentText
from inspect_ai.scorer import Metric, SampleScore, Score, Scorer, Target, mean, metric, scorer, stderr
from inspect_ai.solver import TaskState, generate

from vlmeval.groundtruth.load import FigureSet, default_figures_dir, load_figure_set, suite_dirs
from vlmeval.integrations.benchmark import BenchmarkItem, benchmark_items, figure_index, select_ids
from vlmeval.records import METRIC_NAMES, Scorecard

SHOWN_CLAIMS = 200  # an explanation lists at most so many claims; the metadata holds them all
MARKS = {"supported": "✓", "contradicted": "✗", "unverifiable": "?"}


def _figures(paths: list[Path] | None) -> FigureSet:
    return _figures_of(tuple(paths) if paths else None)


@lru_cache(maxsize=8)
def _figures_of(paths: tuple[Path, ...] | None) -> FigureSet:
    figures = load_figure_set(list(paths) if paths else default_figures_dir())
    if not figures.figures:
        where = ", ".join(map(str, paths or [default_figures_dir()]))
        raise ValueError(f"{where}: no valid figure (fix: 'vlmeval gt validate {where}' "
                         "lists the problems)")
    return figures


def _ids(value: str | list[str] | None) -> list[str] | None:
    if value is None:
        return None
    parts = value.split(",") if isinstance(value, str) else [str(v) for v in value]
    return [p.strip() for p in parts if p.strip()] or None


def _sample(item: BenchmarkItem) -> Sample:
    message = ChatMessageUser(content=[ContentText(text=item.prompt), ContentImage(image=str(item.image_path))])
    return Sample(input=[message], target="", id=item.figure_id,
                  metadata={"figure_id": item.figure_id, "prompt_id": item.prompt_id, "kind": item.kind,
                            "suite": item.suite, "index": item.index})


@task
def figure_description(suite: str | None = None, prompt: str = "describe-v1", ids: str | list[str] | None = None,
                       figures: str | None = None) -> Task:
    """Describe each figure of the vlmeval benchmark; scored claim by claim against its ground truth.

    Args:
        suite: vlmeval-bench-v1 (default), vlmeval-real-v1 (real), or a bundled folder: papers, synth.
        prompt: a bundled prompt id (describe-v1) or a prompt file.
        ids: figure ids or fnmatch patterns, comma-separated (e.g. 'dynts-*'); default: all.
        figures: a folder of your own figure JSON files (instead of suite).
    """
    from vlmeval.run.runner.prompts import load_prompt

    try:
        folders = [Path(figures)] if figures else suite_dirs(suite)
    except KeyError as e:
        raise ValueError(f"-T suite={suite}: {e.args[0]} (fix: pass one of the suites named)") from None
    selected = _figures(folders)
    chosen = select_ids(selected, _ids(ids))
    if not chosen:
        raise ValueError(f"-T ids={ids}: no figure with an image matches (fix: see 'vlmeval gt list')")
    text = load_prompt(prompt)
    index = figure_index(_figures([Path(figures)] if figures else None))  # the catalogue: your folder, or every bundled figure
    items = benchmark_items(selected, index, text.id, text.text, chosen)
    name = Path(figures).name if figures else suite or "vlmeval-bench-v1"
    return Task(dataset=MemoryDataset([_sample(i) for i in items], name=name),
                solver=generate(), scorer=figure_claims(figures=figures),
                metadata={"prompt_id": text.id, "prompt_sha256": text.sha256, "figures": ", ".join(map(str, folders))})


def _known(values: list[float | None]) -> list[float]:
    return [v for v in values if v is not None and not math.isnan(v)]


def _stderr(values: list[float]) -> float:
    if len(values) < 2:
        return 0.0
    m = sum(values) / len(values)
    return math.sqrt(sum((v - m) ** 2 for v in values) / (len(values) - 1) / len(values))


@metric
def claim_metrics() -> Metric:
    """The mean and stderr of each vlmeval metric over the answers where it is measured (a metric is null where
    an answer has nothing to measure it on, and a failed answer has none); ``overall_scored`` is ``overall``
    over the scored answers, beside the score's value (every answer, a failed one as 0)."""

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        result: dict[str, float | None] = {}
        for name in METRIC_NAMES:
            values = _known([((s.score.metadata or {}).get("metrics") or {}).get(name) for s in scores])
            label = "overall_scored" if name == "overall" else name
            result[label] = sum(values) / len(values) if values else None
            result[f"{label}_stderr"] = _stderr(values) if values else None
        return result

    return compute


def failed_score(figure_id: str | None, reason: str) -> Score:
    return Score(value=0.0, explanation=f"not scored: {reason} (counted as 0)",
                 metadata={"figure_id": figure_id, "failed": reason, "metrics": {}, "counts": {}, "claims": []})


def card_score(card: Scorecard) -> Score:
    """A vlmeval scorecard as an inspect Score: value ``overall`` (0 when null), explanation the claims."""
    claims = [c.model_dump(mode="json", exclude={"start", "end", "sentence"}) for c in card.claims]
    return Score(value=card.metrics.overall or 0.0, explanation=explanation(card),
                 metadata={"figure_id": card.figure_id, "metrics": card.metrics.model_dump(),
                           "counts": dict(card.counts), "claims": claims})


def explanation(card: Scorecard) -> str:
    m = card.metrics
    shown = ", ".join(f"{name.replace('_', ' ')} {getattr(m, name):.3f}" for name in METRIC_NAMES
                      if getattr(m, name) is not None) or "nothing checkable"
    verdicts = ", ".join(f"{n} {v}" for v in MARKS if (n := sum(c.verdict == v for c in card.claims)))
    lines = [f"{shown}. {len(card.claims)} claim(s): {verdicts or 'none'}.", ""]
    for c in card.claims[:SHOWN_CLAIMS]:
        where = "/".join(str(p) for p in (c.panel, c.row, c.column) if p is not None)
        detail = f" [{c.error_type}: stated {c.stated!r}, expected {c.expected!r}]" if c.verdict == "contradicted" else ""
        lines.append(f"- {MARKS.get(c.verdict, c.verdict)} {c.kind} \"{c.text}\"{f' at {where}' if where else ''}{detail}")
    if len(card.claims) > SHOWN_CLAIMS:
        lines.append(f"- ... and {len(card.claims) - SHOWN_CLAIMS} more (the score's metadata holds them all)")
    return "\n".join(lines)


@scorer(metrics=[mean(), stderr(), claim_metrics()])
def figure_claims(figures: str | None = None) -> Scorer:
    """Score each completion claim by claim against its figure's ground truth.

    The figure is the sample's ``metadata["figure_id"]``, else its id. ``figures``: a folder of figure JSON
    files (default: the bundled ones). Usable in any task whose samples name vlmeval figures."""
    from vlmeval.api import score_text

    figure_set = _figures([Path(figures)] if figures else None)

    async def score(state: TaskState, target: Target) -> Score:
        figure_id = str((state.metadata or {}).get("figure_id") or state.sample_id)
        if figure_id not in figure_set.figures:
            return failed_score(figure_id, f"figure id {figure_id!r} matches no figure ({figure_set.suggest(figure_id)})")
        text = state.output.completion if state.output is not None else ""
        if not text.strip():
            return failed_score(figure_id, "the answer is empty")
        prompt_id = (state.metadata or {}).get("prompt_id")
        return card_score(score_text(text, figure_set.figures[figure_id], model=str(state.model), prompt_id=prompt_id))

    return score
