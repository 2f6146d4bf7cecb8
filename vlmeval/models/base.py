"""The one interface every model adapter implements (openai-compatible, ocr-baseline, replay)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol


@dataclass(frozen=True)
class DescribeRequest:
    figure_id: str
    image_path: Path | None
    image_sha256: str | None
    prompt_id: str
    prompt_text: str


@dataclass
class DescribeResult:
    text: str
    latency_s: float = 0.0
    usage: dict[str, int] = field(default_factory=dict)  # prompt_tokens, completion_tokens, ...
    extra: dict[str, Any] = field(default_factory=dict)


class ModelAdapter(Protocol):
    name: str  # label of the run and of its rows on a leaderboard

    def identity(self) -> dict[str, Any]:
        """Everything about the model that can change its output, for the cache key. Never a secret."""
        ...

    async def describe(self, request: DescribeRequest) -> DescribeResult: ...

    async def aclose(self) -> None: ...
