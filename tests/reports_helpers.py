"""Building run directories for the leaderboard, compare and report tests."""

from __future__ import annotations

import json
import re
from pathlib import Path

from vlmeval.records import ClaimVerdict, Metrics, Scorecard

PROJECT = Path(__file__).resolve().parents[1]
SHARED = Path(__file__).resolve().parents[2] / "shared"
SEEDS_JSONL = PROJECT / "reports" / "seed_descriptions.jsonl"


def card(figure_id: str, model: str, overall: float | None, prompt_id: str | None = "describe-v1",
         claims: list[ClaimVerdict] | None = None, **metrics: float | None) -> Scorecard:
    return Scorecard(figure_id=figure_id, model=model, prompt_id=prompt_id, metrics=Metrics(overall=overall, **metrics),
                     counts={}, claims=claims or [])


def write_jsonl(path: Path, rows: list) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write((row.model_dump_json() if hasattr(row, "model_dump_json") else json.dumps(row)) + "\n")
    return path


def write_run(folder: Path, cards: list[Scorecard], descriptions: list[dict] | None = None,
              errors: list[dict] | None = None, manifest: dict | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    write_jsonl(folder / "scorecards.jsonl", cards)
    if descriptions is not None:
        write_jsonl(folder / "descriptions.jsonl", descriptions)
    if errors is not None:
        write_jsonl(folder / "errors.jsonl", errors)
    if manifest is not None:
        (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return folder


def seed_lines() -> list[dict]:
    return [json.loads(line) for line in SEEDS_JSONL.read_text(encoding="utf-8").splitlines() if line.strip()]


def scored_run(folder: Path, lines: list[dict]) -> Path:
    """A run directory made with the real scorer: descriptions.jsonl as given, scorecards.jsonl from it."""
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.scoring.batch import score_jsonl

    descriptions = write_jsonl(folder / "descriptions.jsonl", lines)
    score_jsonl(descriptions, load_figure_set(), folder, progress=False)
    return folder


def corrupt_numbers(text: str, shift: float = 7.3) -> str:
    """Every decimal number of 10 or more (the cell values; ticks such as 0.1-0.5 stay) moved by ``shift``
    at its own precision: a clearly worse description that still places its values."""
    def moved(match: re.Match) -> str:
        if float(match.group()) < 10:
            return match.group()
        decimals = len(match.group().split(".")[1])
        return f"{float(match.group()) + shift:.{decimals}f}"

    return re.sub(r"(?<![\d.])\d+\.\d+(?![\d.])", moved, text)
