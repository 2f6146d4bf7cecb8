"""A run: send every selected figure to a model, record the descriptions, then score them.

Run directory (the resume state and the report source):
    manifest.json       RunManifest, rewritten atomically at the start and at the end
    descriptions.jsonl  one line per described figure (the ``vlmeval score`` format plus latency, tokens, cache)
    errors.jsonl        one line per failed attempt at an item (never cached; retried on the next run)
    scorecards.jsonl    written by the scoring stage

Re-running the same command resumes: figures already in the run directory are kept, answers in the request
cache are reused, and only what is missing is requested. Every line is appended with one write, so a crash
loses at most the line being written.
"""

from __future__ import annotations

import asyncio
import fnmatch
import hashlib
import json
import math
import re
import struct
import time
from contextlib import nullcontext
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

import vlmeval
from vlmeval.files import replace_durably
from vlmeval.groundtruth.load import FigureSet, bundled_dir
from vlmeval.models.base import DescribeRequest
from vlmeval.models.cache import RequestCache, append_line, drop_partial_last_line, request_key
from vlmeval.models.registry import ModelSpec
from vlmeval.textsafe import clean_text

MANIFEST_SCHEMA_VERSION = 1
MANIFEST = "manifest.json"
DESCRIPTIONS = "descriptions.jsonl"
ERRORS = "errors.jsonl"
SCORECARDS = "scorecards.jsonl"


class RunError(ValueError):
    """A run that cannot start; the message names the file or option and the fix."""


# ---------------------------------------------------------------- prompts

@dataclass(frozen=True)
class Prompt:
    id: str
    text: str
    path: Path

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.text.encode("utf-8")).hexdigest()


# What a replayed run records as its prompt: the descriptions were written earlier, with whatever prompt their
# recording names (a replayed line keeps its own prompt_id); no prompt text is sent to anything.
RECORDED_PROMPT = Prompt(id="recorded", text="", path=Path("recorded"))


def prompts_dir() -> Path:
    return bundled_dir("prompts")


def load_prompt(choice: str) -> Prompt:
    """A bundled prompt by id (``describe-v1``) or a prompt file by path; the id is the file name without ``.md``."""
    path = Path(choice)
    if not path.is_file():
        path = prompts_dir() / f"{choice}.md"
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in prompts_dir().glob("*.md"))) or "none"
        raise RunError(f"--prompt {choice!r}: no such prompt (fix: one of {known}, or a path to a prompt file)")
    text = path.read_text(encoding="utf-8").strip()
    if not text:
        raise RunError(f"{path}: the prompt file is empty (fix: write the prompt text into it)")
    return Prompt(id=path.stem, text=text, path=path)


# ---------------------------------------------------------------- records

class RunParameters(BaseModel):
    concurrency: int = Field(default=8, ge=1)
    timeout_s: float = Field(default=120.0, gt=0)
    max_retries: int = Field(default=4, ge=0)
    backoff_s: float = Field(default=1.0, ge=0)
    backoff_max_s: float = Field(default=60.0, ge=0)
    max_error_rate: float = Field(default=0.0, ge=0, le=1)
    limit: int | None = Field(default=None, ge=1)
    only: list[str] = Field(default_factory=list, description="Figure id patterns (fnmatch); empty: all.")
    use_cache: bool = True
    temperature: float | None = None
    max_tokens: int | None = None
    repeat: int | None = Field(default=None, ge=1, description="Which repeat of an evaluation's (model, prompt) this "
                                                                "run is; a repeat after the first has its own cache keys.")


class Counts(BaseModel):
    selected: int = 0
    earlier: int = Field(default=0, description="Already in the run directory from an earlier invocation.")
    from_cache: int = 0
    requested: int = Field(default=0, description="Answered by the model in this invocation.")
    errors: int = 0
    unscored: int = Field(default=0, description="Described, but the scorer could not score the description (e.g. an "
                                                 "empty text): a failed item, as the leaderboard counts it.")


class Usage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0

    def add(self, usage: dict[str, int]) -> None:
        self.prompt_tokens += int(usage.get("prompt_tokens", 0))
        self.completion_tokens += int(usage.get("completion_tokens", 0))


class RunManifest(BaseModel):
    schema_version: int = MANIFEST_SCHEMA_VERSION
    vlmeval_version: str = vlmeval.__version__
    model: str = Field(description="Label of the run.")
    adapter: dict[str, Any] = Field(description="The adapter's identity: what can change its output (never a key).")
    endpoint: str | None = None
    model_id: str | None = None
    prompt_id: str
    prompt_sha256: str
    parameters: RunParameters
    figures_source: str
    figure_set_sha256: str
    figure_ids: list[str]
    cache_dir: str | None = None
    started_at: str
    finished_at: str | None = None
    status: Literal["running", "complete", "failed", "interrupted"] = "running"
    counts: Counts = Field(default_factory=Counts)
    usage: Usage = Field(default_factory=Usage, description="Tokens of the requests made in this invocation.")
    cost_usd: float | None = Field(default=None, description="Cost of this invocation's requests, where prices are known.")
    error_rate: float | None = None
    scoring: str | None = Field(default=None, description="What the scoring stage did.")

    def same_run(self, other: RunManifest) -> bool:
        return (self.model, self.adapter, self.prompt_sha256) == (other.model, other.adapter, other.prompt_sha256)


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def write_manifest(run_dir: Path, manifest: RunManifest) -> None:
    tmp = run_dir / (MANIFEST + ".tmp")
    tmp.write_text(manifest.model_dump_json(indent=2) + "\n", encoding="utf-8")
    replace_durably(tmp, run_dir / MANIFEST)


def read_manifest(run_dir: Path) -> RunManifest:
    path = run_dir / MANIFEST
    try:
        return RunManifest.model_validate_json(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise RunError(f"{path}: not a readable run manifest ({str(e).splitlines()[0]}) "
                       f"(fix: choose a new --out, or remove the folder)") from None


def recorded_descriptions(descriptions: Path) -> dict[str, dict[str, Any]]:
    """Lines already in a run directory, by figure; a partial last line (a crash mid-write) is cut off first."""
    if not descriptions.is_file():
        return {}
    drop_partial_last_line(descriptions)
    lines = {}
    for number, line in enumerate(descriptions.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            lines[record["figure_id"]] = record
        except (ValueError, KeyError, TypeError):
            raise RunError(f"{descriptions}: line {number} is not a description record (fix: remove or repair the "
                           f"line; the run only appends to this file)") from None
    return lines


# ---------------------------------------------------------------- planning

@dataclass(frozen=True)
class Item:
    figure_id: str
    image_path: Path | None
    image_sha256: str | None
    key: str


@dataclass
class Plan:
    items: list[Item]
    skipped: list[str] = field(default_factory=list)  # notes: why figures were left out


def _some(ids: list[str], n: int = 5) -> str:
    return ", ".join(ids[:n]) + (f", … ({len(ids) - n} more)" if len(ids) > n else "")


def select_figures(figures: FigureSet, adapter: Any, params: RunParameters) -> tuple[list[str], list[str]]:
    """Figure ids to run, in order, and notes about those left out."""
    ids = sorted(figures.figures)
    notes = []
    if params.only:
        ids = [fid for fid in ids if any(fnmatch.fnmatchcase(fid, pattern) for pattern in params.only)]
        if not ids:
            raise RunError(f"--only {' '.join(params.only)}: no figure id matches (fix: see 'vlmeval gt list')")
    if getattr(adapter, "needs_image", True):
        without = [fid for fid in ids if figures.figures[fid].image is None]
        if without:
            notes.append(f"{len(without)} figure(s) without an image left out: {_some(without)}")
        ids = [fid for fid in ids if figures.figures[fid].image is not None]
    if hasattr(adapter, "figure_ids"):
        recorded = adapter.figure_ids()
        missing = [fid for fid in ids if fid not in recorded]
        if missing:
            notes.append(f"{len(missing)} figure(s) with no recorded description left out: {_some(missing)}")
        ids = [fid for fid in ids if fid in recorded]
    if params.limit is not None and len(ids) > params.limit:
        notes.append(f"--limit {params.limit}: {len(ids) - params.limit} more figure(s) left out")
        ids = ids[: params.limit]
    return ids, notes


def make_plan(figures: FigureSet, adapter: Any, prompt: Prompt, params: RunParameters) -> Plan:
    ids, notes = select_figures(figures, adapter, params)
    identity = adapter.identity()
    if params.repeat is not None and params.repeat > 1:  # a new sample, not the first repeat's cached answer
        identity = {**identity, "repeat": params.repeat}
    items = []
    for fid in ids:
        fig = figures.figures[fid]
        image_sha = fig.image.sha256 if fig.image is not None else None
        items.append(Item(fid, figures.image_path(fid), image_sha, request_key(identity, prompt.text, image_sha, fid)))
    return Plan(items, notes)


def figure_set_sha256(figures: FigureSet, ids: list[str]) -> str:
    digest = hashlib.sha256()
    for fid in sorted(fid for fid in ids if fid in figures.files):  # a resumed run may hold figures no longer given
        digest.update(f"{fid} {hashlib.sha256(figures.files[fid].read_bytes()).hexdigest()}\n".encode())
    return digest.hexdigest()


def image_tokens(path: Path | None) -> int:
    """OpenAI's high-detail image token count from the PNG size (85 + 170 per 512-px tile); 765 if unknown."""
    try:
        head = path.read_bytes()[:24] if path is not None else b""
    except OSError:
        head = b""
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n":
        return 765
    width, height = struct.unpack(">II", head[16:24])
    scale = min(1.0, 2048 / max(width, height))
    width, height = width * scale, height * scale
    scale = min(1.0, 768 / min(width, height))
    width, height = width * scale, height * scale
    return 85 + 170 * math.ceil(width / 512) * math.ceil(height / 512)


@dataclass(frozen=True)
class Estimate:
    requests: int
    prompt_tokens: int
    max_completion_tokens: int
    max_cost_usd: float | None


def estimate(plan: Plan, prompt: Prompt, spec: ModelSpec | None, cached: set[str]) -> Estimate:
    """Tokens and cost of the requests a plan would make: input estimated (~4 characters a token plus the image),
    output bounded by max_tokens, so the cost is an upper bound."""
    todo = [item for item in plan.items if item.key not in cached]
    prompt_tokens = sum(len(prompt.text) // 4 + image_tokens(item.image_path) for item in todo)
    max_out = len(todo) * (spec.max_tokens if spec is not None and spec.kind == "openai" else 0)
    cost = spec.cost_usd(prompt_tokens, max_out) if spec is not None and spec.kind == "openai" else (0.0 if spec else None)
    return Estimate(len(todo), prompt_tokens, max_out, cost)


# ---------------------------------------------------------------- running

@dataclass
class ItemOutcome:
    figure_id: str
    status: Literal["requested", "cache", "earlier", "error"]
    latency_s: float | None = None
    usage: dict[str, int] = field(default_factory=dict)
    attempts: int = 0
    error: str | None = None


@dataclass
class RunOutcome:
    run_dir: Path
    manifest: RunManifest
    items: list[ItemOutcome]
    notes: list[str]

    @property
    def failed(self) -> bool:
        return self.manifest.status != "complete"


def safe_label(label: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", label).strip("-") or "model"


def description_line(adapter: Any, prompt: Prompt, item: Item, text: str, latency_s: float, usage: dict[str, int],
                     attempts: int, cache: str, cached_at: str | None) -> dict[str, Any]:
    recorded = getattr(adapter, "recorded_prompt_id", None)  # a replay keeps the prompt its recording names
    prompt_id = (recorded(item.figure_id) if recorded else None) or prompt.id
    line = {"figure_id": item.figure_id, "model": adapter.name, "text": text, "prompt_id": prompt_id,
            "latency_s": round(latency_s, 4), "usage": usage, "attempts": attempts, "cache": cache,
            "request_key": item.key, "described_at": now()}
    if cached_at is not None:
        line["cached_at"] = cached_at
    return line


def start_run_dir(run_dir: Path, manifest: RunManifest, figures: FigureSet) -> dict[str, dict[str, Any]]:
    """Create the run directory, or check that an existing one is this same run; returns figures already done.

    A resumed manifest goes on describing the whole folder, whatever this invocation selects: its figure ids
    are the earlier ones, those of every recorded description, and the new selection."""
    earlier = None
    if run_dir.exists() and any(run_dir.iterdir()):
        if not (run_dir / MANIFEST).is_file():
            raise RunError(f"{run_dir}: the folder exists and is not a run directory (fix: choose another --out)")
        earlier = read_manifest(run_dir)
        if not manifest.same_run(earlier):
            raise RunError(f"{run_dir}: this run directory holds a different run (model {earlier.model!r}, prompt "
                           f"{earlier.prompt_id} {earlier.prompt_sha256[:12]}, adapter {earlier.adapter}) (fix: choose "
                           f"another --out, or repeat that run's options to resume it)")
        manifest.started_at = earlier.started_at
    run_dir.mkdir(parents=True, exist_ok=True)
    recorded = recorded_descriptions(run_dir / DESCRIPTIONS)
    if earlier is not None:
        manifest.figure_ids = sorted(set(manifest.figure_ids) | set(earlier.figure_ids) | set(recorded))
        manifest.figure_set_sha256 = figure_set_sha256(figures, manifest.figure_ids)
    write_manifest(run_dir, manifest)
    return recorded


def carried_over(manifest: RunManifest, selected: list[str], earlier: dict[str, dict[str, Any]]) -> list[ItemOutcome]:
    """The run's figures that this invocation did not select: kept if described, else still failed."""
    chosen = set(selected)
    outcomes = []
    for fid in manifest.figure_ids:
        if fid in chosen:
            continue
        if fid in earlier:
            line = earlier[fid]
            outcomes.append(ItemOutcome(fid, "earlier", line.get("latency_s"), dict(line.get("usage") or {})))
        else:
            outcomes.append(ItemOutcome(fid, "error", error="no answer yet (failed in an earlier invocation; not "
                                                            "selected this time: select it again to retry)"))
    return outcomes


def _progress(console: Console, enabled: bool) -> Progress:
    return Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                    TextColumn("{task.fields[errors]} error(s)"), TimeElapsedColumn(), TextColumn("eta"),
                    TimeRemainingColumn(), console=console, disable=not enabled)


async def describe_all(adapter: Any, prompt: Prompt, todo: list[Item], run_dir: Path, cache: RequestCache | None,
                       concurrency: int, on_done: Any) -> list[ItemOutcome]:
    """Request every item (bounded concurrency); each answer is cached and appended as soon as it arrives."""
    semaphore = asyncio.Semaphore(concurrency)
    descriptions, errors = run_dir / DESCRIPTIONS, run_dir / ERRORS
    redact = getattr(adapter, "redact", None) or (lambda text: text)  # an adapter that holds a key masks it

    async def one(item: Item) -> ItemOutcome:
        async with semaphore:
            request = DescribeRequest(item.figure_id, item.image_path, item.image_sha256, prompt.id, prompt.text)
            started = time.perf_counter()
            try:
                result = await adapter.describe(request)
            except Exception as e:  # any failure is recorded against its item, never fatal to the run
                attempts = getattr(e, "attempts", 1)
                message, _ = clean_text(redact(str(e) or type(e).__name__))
                append_line(errors, {"figure_id": item.figure_id, "model": adapter.name, "prompt_id": prompt.id,
                                     "error": message, "kind": getattr(e, "kind", type(e).__name__),
                                     "attempts": attempts, "at": now()})
                outcome = ItemOutcome(item.figure_id, "error", attempts=attempts, error=message)
            else:
                latency = result.latency_s or (time.perf_counter() - started)
                # an answer with a lone surrogate could be neither cached nor recorded, so it would be asked forever
                result.text, _ = clean_text(result.text)
                attempts = int(result.extra.get("attempts", 1))
                line = description_line(adapter, prompt, item, result.text, latency, result.usage, attempts,
                                        "miss" if cache is not None else "off", None)
                # synced to disk in a worker thread: an fsync on the loop would stall every request in flight
                await asyncio.to_thread(_record, cache, item.key, result, latency, descriptions, line)
                outcome = ItemOutcome(item.figure_id, "requested", latency, dict(result.usage), attempts)
            on_done(outcome)
            return outcome

    return await asyncio.gather(*(one(item) for item in todo))


def _record(cache: RequestCache | None, key: str, result: Any, latency: float, descriptions: Path, line: dict) -> None:
    """Cache an answer and append its description line, each durably (whole lines: appends never interleave)."""
    if cache is not None:
        cache.put(key, result.text, result.usage, latency)
    append_line(descriptions, line)


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
                     f"in the run: {_some([o.figure_id for o in outcomes])}")
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
        with nullcontext(shared) if shared is not None else _progress(console, progress) as bar:
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
            asyncio.run(_describe_and_close(adapter, prompt, todo, run_dir, cache, concurrency, on_done))
            if shared is not None:  # the shared view shows the run now going
                bar.remove_task(task)
        manifest.status = "complete"
    finally:
        _finish_manifest(manifest, outcomes, spec, params)
        write_manifest(run_dir, manifest)
    if score:
        manifest.scoring, manifest.counts.unscored = score_run(run_dir, figures, progress and shared is None)
        _judge(manifest, params)
    write_manifest(run_dir, manifest)
    order = {fid: i for i, fid in enumerate(manifest.figure_ids)}
    outcomes.sort(key=lambda o: order[o.figure_id])
    return RunOutcome(run_dir, manifest, outcomes, notes)


async def _describe_and_close(adapter: Any, prompt: Prompt, todo: list[Item], run_dir: Path, cache: RequestCache | None,
                              concurrency: int, on_done: Any) -> list[ItemOutcome]:
    try:
        return await describe_all(adapter, prompt, todo, run_dir, cache, concurrency, on_done)
    finally:
        await adapter.aclose()


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


def score_run(run_dir: Path, figures: FigureSet, progress: bool = True) -> tuple[str, int]:
    """Score descriptions.jsonl into scorecards.jsonl with the scoring stage; returns what happened, in words,
    and how many description lines could not be scored (one line per figure: so many failed items)."""
    descriptions = run_dir / DESCRIPTIONS
    if not descriptions.is_file() or descriptions.stat().st_size == 0:
        return "nothing to score", 0
    try:
        from vlmeval.scoring import score_jsonl
    except ModuleNotFoundError as e:
        if e.name != "vlmeval.scoring":
            raise
        return "not scored: the scoring stage is not part of this build", 0
    report = score_jsonl(descriptions, figures, run_dir, progress=progress)
    summary = f"{report.scored} scorecard(s) in {SCORECARDS}"
    if report.skipped:
        summary += f"; {report.skipped} line(s) not scored: " + "; ".join(
            f"{descriptions} line {p.line}: {p.reason}" for p in report.problems[:3])
    return summary, report.skipped
