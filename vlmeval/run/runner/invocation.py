"""One invocation of a run: plan, describe what is missing, record, score, and judge the error rate."""

from __future__ import annotations

import asyncio
from contextlib import nullcontext
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import Progress

from vlmeval.groundtruth.load import FigureSet
from vlmeval.run.models.cache import RequestCache, append_line
from vlmeval.run.models.registry import ModelSpec
from vlmeval.run.runner.describe import describe_and_close, description_line, progress_bar
from vlmeval.run.runner.manifest import DESCRIPTIONS, SCORECARDS, Counts, RunManifest, RunParameters, Usage, now, write_manifest
from vlmeval.run.runner.outcomes import ItemOutcome, RunOutcome
from vlmeval.run.runner.plan import Item, figure_set_sha256, make_plan, some_ids
from vlmeval.run.runner.prompts import RECORDED_PROMPT, Prompt
from vlmeval.run.runner.resume import carried_over, start_run_dir


def run(
    figures: FigureSet,
    adapter: Any,
    prompt: Prompt,
    params: RunParameters,
    run_dir: Path,
    *,
    spec: ModelSpec | None = None,
    figures_source: str = "",
    cache_dir: Path | None = None,
    score: bool = True,
    console: Console | None = None,
    progress: bool = True,
    shared: Progress | None = None,
) -> RunOutcome:
    """Describe, record and score. Returns the outcome; ``outcome.failed`` when the error rate is too high.

    An adapter that replays recorded descriptions (``replays_recording``) is run with ``RECORDED_PROMPT``,
    whatever ``prompt`` is: its descriptions were not written with it. ``shared``: a progress view shared by several
    runs (an evaluation), which gets this run's task; without it the run shows its own (``progress``)."""
    console = console or Console(stderr=True)
    if getattr(adapter, "replays_recording", False):
        prompt = RECORDED_PROMPT
    plan = make_plan(figures, adapter, prompt, params)
    ids = [item.figure_id for item in plan.items]
    cacheable = params.use_cache and cache_dir is not None and getattr(adapter, "cacheable", True)
    manifest = RunManifest(
        model=adapter.name, adapter=adapter.identity(), endpoint=spec.base_url if spec else None,
        model_id=spec.model_id if spec else None, prompt_id=prompt.id, prompt_sha256=prompt.sha256, parameters=params,
        figures_source=figures_source, figure_set_sha256=figure_set_sha256(figures, ids), figure_ids=ids,
        cache_dir=str(cache_dir) if cacheable else None, started_at=now())
    earlier = start_run_dir(run_dir, manifest, figures)
    cache = RequestCache(cache_dir) if cacheable else None
    outcomes = carried_over(manifest, ids, earlier)
    notes = list(plan.skipped)
    if outcomes:
        notes.append(f"{len(outcomes)} figure(s) of earlier invocations of this run directory, not selected now, stay "
                     f"in the run: {some_ids([o.figure_id for o in outcomes])}")
    todo: list[Item] = []
    for item in plan.items:
        hit = cache.get(item.key) if cache is not None else None
        if item.figure_id in earlier:
            line = earlier[item.figure_id]
            outcomes.append(ItemOutcome(item.figure_id, "earlier", line.get("latency_s"), dict(line.get("usage") or {})))
        elif hit is not None:
            append_line(run_dir / DESCRIPTIONS, description_line(adapter, prompt, item, hit.text, hit.latency_s, hit.usage,
                                                                 0, "hit", hit.stored_at))
            outcomes.append(ItemOutcome(item.figure_id, "cache", hit.latency_s, dict(hit.usage)))
        else:
            todo.append(item)
    concurrency = min(params.concurrency, getattr(adapter, "max_concurrency", None) or params.concurrency)
    manifest.status = "interrupted"  # until the requests below are all answered or failed
    try:
        with nullcontext(shared) if shared is not None else progress_bar(console, progress) as bar:
            task = bar.add_task(f"describing with {adapter.name}", total=len(plan.items),
                                completed=len(plan.items) - len(todo), errors=0)
            errors = 0

            def on_done(outcome: ItemOutcome) -> None:  # as each item ends, so an interrupted run still counts it
                nonlocal errors
                outcomes.append(outcome)
                errors += outcome.status == "error"
                bar.update(task, advance=1, errors=errors)

            if todo and hasattr(adapter, "prepare"):
                adapter.prepare()  # the SDK loaded here, not on the loop during the first wave
            asyncio.run(describe_and_close(adapter, prompt, todo, run_dir, cache, concurrency, on_done))
            if shared is not None:  # the shared view shows the run now going
                bar.remove_task(task)
        manifest.status = "complete"
    finally:
        _finish_manifest(manifest, outcomes, spec, params)
        write_manifest(run_dir, manifest)
    warnings = list(getattr(adapter, "warnings", ()))  # a replay's: values of its file not kept as written
    if score:
        manifest.scoring, manifest.counts.unscored = score_run(run_dir, figures, progress and shared is None, warnings)
        _judge(manifest, params)
    write_manifest(run_dir, manifest)
    order = {fid: i for i, fid in enumerate(manifest.figure_ids)}
    outcomes.sort(key=lambda o: order[o.figure_id])
    return RunOutcome(run_dir, manifest, outcomes, notes, warnings)


def _finish_manifest(manifest: RunManifest, outcomes: list[ItemOutcome], spec: ModelSpec | None,
                     params: RunParameters) -> None:
    counts = Counts(selected=len(manifest.figure_ids))
    usage = Usage()
    for o in outcomes:
        if o.status == "earlier":
            counts.earlier += 1
        elif o.status == "cache":
            counts.from_cache += 1
        elif o.status == "requested":
            counts.requested += 1
            usage.add(o.usage)
        else:
            counts.errors += 1
    manifest.counts, manifest.usage = counts, usage
    manifest.cost_usd = spec.cost_usd(usage.prompt_tokens, usage.completion_tokens) if spec and spec.kind == "openai" else None
    manifest.finished_at = now()
    _judge(manifest, params)


def _judge(manifest: RunManifest, params: RunParameters) -> None:
    """Error rate and verdict: an item failed if it got no answer or its answer could not be scored."""
    c = manifest.counts
    failed = min(c.selected, c.errors + c.unscored)
    manifest.error_rate = failed / c.selected if c.selected else 0.0
    if manifest.status == "complete" and manifest.error_rate > params.max_error_rate:
        manifest.status = "failed"


def score_run(run_dir: Path, figures: FigureSet, progress: bool = True,
              warnings: list[str] | None = None) -> tuple[str, int]:
    """Score descriptions.jsonl into scorecards.jsonl with the scoring stage; returns what happened, in words,
    and how many description lines could not be scored (one line per figure: so many failed items).
    ``warnings`` gets the scoring's warnings, each ``FILE:LINE: what`` (a description cut at a cap, ...)."""
    descriptions = run_dir / DESCRIPTIONS
    if not descriptions.is_file() or descriptions.stat().st_size == 0:
        return "nothing to score", 0
    try:
        from vlmeval.scoring.batch import score_jsonl
    except ModuleNotFoundError as e:
        if e.name != "vlmeval.scoring.scorecard":
            raise
        return "not scored: the scoring stage is not part of this build", 0
    report = score_jsonl(descriptions, figures, run_dir, progress=progress)
    if warnings is not None:
        warnings.extend(f"{report.where(w.line)}: {w.reason}" for w in report.warnings)
        if report.warned > len(report.warnings):
            warnings.append(f"{descriptions}: ... and {report.warned - len(report.warnings)} more warning(s)")
    summary = f"{report.scored} scorecard(s) in {SCORECARDS}"
    if report.skipped:
        summary += f"; {report.skipped} line(s) not scored: " + "; ".join(
            f"{descriptions} line {p.line}: {p.reason}" for p in report.problems[:3])
    return summary, report.skipped
