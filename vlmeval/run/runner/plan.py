"""Planning a run: which figures, their request keys, and what the requests would cost."""

from __future__ import annotations

import fnmatch
import hashlib
import math
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vlmeval.groundtruth.load import FigureSet, canonical_id
from vlmeval.run.models.cache import request_key
from vlmeval.run.models.registry import ModelSpec
from vlmeval.run.runner.manifest import RunError, RunParameters
from vlmeval.run.runner.prompts import Prompt


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


def some_ids(ids: list[str], n: int = 5) -> str:
    return ", ".join(ids[:n]) + (f", … ({len(ids) - n} more)" if len(ids) > n else "")


def select_figures(figures: FigureSet, adapter: Any, params: RunParameters) -> tuple[list[str], list[str]]:
    """Figure ids to run, in order, and notes about those left out."""
    ids = sorted(figures.figures)
    notes = []
    if params.only:
        patterns = [canonical_id(pattern) for pattern in params.only]  # ids are lower case; a look-up ignores case
        ids = [fid for fid in ids if any(fnmatch.fnmatchcase(fid, pattern) for pattern in patterns)]
        if not ids:
            raise RunError(f"--only {' '.join(params.only)}: no figure id matches "
                           f"(fix: {figures.suggest(params.only[0])})")
    if getattr(adapter, "needs_image", True):
        without = [fid for fid in ids if figures.figures[fid].image is None]
        if without:
            notes.append(f"{len(without)} figure(s) without an image left out: {some_ids(without)}")
        ids = [fid for fid in ids if figures.figures[fid].image is not None]
    if hasattr(adapter, "figure_ids"):
        recorded = adapter.figure_ids()
        missing = [fid for fid in ids if fid not in recorded]
        if missing:
            notes.append(f"{len(missing)} figure(s) with no recorded description left out: {some_ids(missing)}")
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
