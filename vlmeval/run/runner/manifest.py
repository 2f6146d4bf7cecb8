"""The run directory's files and its manifest: what a run is (model, prompt, parameters, figures) and what it
did (counts, usage, status), rewritten atomically."""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

import vlmeval
from vlmeval.files import replace_durably
from vlmeval.jsonl import loads
from vlmeval.run.models.cache import drop_partial_last_line
from vlmeval.run.folder_format import FORMAT_VERSION

MANIFEST_SCHEMA_VERSION = FORMAT_VERSION  # the run folder's format; vlmeval.run.folder_format reads older ones
MANIFEST = "manifest.json"
DESCRIPTIONS = "descriptions.jsonl"
ERRORS = "errors.jsonl"
SCORECARDS = "scorecards.jsonl"


class RunError(ValueError):
    """A run that cannot start; the message names the file or option and the fix."""


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
    from vlmeval.run.folder_format import upgraded_manifest

    path = run_dir / MANIFEST
    try:
        return RunManifest.model_validate(upgraded_manifest(json.loads(path.read_text(encoding="utf-8"))))
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
            record, _ = loads(line)  # a long integer read as text, not an error (vlmeval.jsonl)
            lines[record["figure_id"]] = record
        except (ValueError, KeyError, TypeError):
            raise RunError(f"{descriptions}: line {number} is not a description record (fix: remove or repair the "
                           f"line; the run only appends to this file)") from None
    return lines


def safe_label(label: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", label).strip("-") or "model"
