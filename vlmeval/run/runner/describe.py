"""Asking the model: every item requested with bounded concurrency, each answer cached and appended as it arrives."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

from vlmeval.run.models.base import DescribeRequest
from vlmeval.run.models.cache import RequestCache, append_line
from vlmeval.run.runner.manifest import DESCRIPTIONS, ERRORS, now
from vlmeval.run.runner.outcomes import ItemOutcome
from vlmeval.run.runner.plan import Item
from vlmeval.run.runner.prompts import Prompt
from vlmeval.textsafe import clean_text


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


def progress_bar(console: Console, enabled: bool) -> Progress:
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


async def describe_and_close(adapter: Any, prompt: Prompt, todo: list[Item], run_dir: Path, cache: RequestCache | None,
                             concurrency: int, on_done: Any) -> list[ItemOutcome]:
    try:
        return await describe_all(adapter, prompt, todo, run_dir, cache, concurrency, on_done)
    finally:
        await adapter.aclose()
