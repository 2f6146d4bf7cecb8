"""What happened to each item of a run, and to the run."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from vlmeval.run.runner.manifest import RunManifest


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
    warnings: list[str] = field(default_factory=list)  # 'FILE:LINE: what': values read other than as written,
    # descriptions cut at a cap (say them on stderr)

    @property
    def failed(self) -> bool:
        return self.manifest.status != "complete"
