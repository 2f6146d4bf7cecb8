"""The records every model adapter shares (openai-compatible, ocr-baseline, replay): what it is asked, what it
answers, and the resolved ``--model`` it is built from (``ModelSpec``, made by ``vlmeval.run.models.registry``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field


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


class ModelSpec(BaseModel):
    """A resolved ``--model``: everything needed to build its adapter, except the key itself."""

    kind: Literal["openai", "ocr-baseline", "replay"]
    name: str = Field(description="Label of the run and of its rows on a leaderboard.")
    model_id: str | None = None
    base_url: str | None = None
    api_key_env: str | None = None
    temperature: float = 0.0
    max_tokens: int = 4096
    seed: int | None = None
    system_prompt: str | None = None
    price_input_per_mtok: float | None = None
    price_output_per_mtok: float | None = None
    replay_path: Path | None = None
    source: str = Field(default="", description="Where the spec came from: a registry file, options, the environment.")

    def priced(self) -> bool:
        return self.price_input_per_mtok is not None and self.price_output_per_mtok is not None

    def cost_usd(self, prompt_tokens: int, completion_tokens: int) -> float | None:
        if not self.priced():
            return None
        return (prompt_tokens * self.price_input_per_mtok + completion_tokens * self.price_output_per_mtok) / 1e6
