"""The scoring stage of a run: recorded seed descriptions replayed through ``vlmeval run`` are scored into
scorecards.jsonl, exactly as the scorer scores the same text on its own."""

from __future__ import annotations

import json
from pathlib import Path

from run_helpers import SEEDS_JSONL, read_jsonl
from vlmeval import runner
from vlmeval.models.registry import build_adapter, resolve_model
from vlmeval.records import Description
from vlmeval.scoring import score_description


def test_replayed_seeds_are_scored_like_the_scorer_scores_them_alone(tmp_path: Path, bundled_figures):
    out = tmp_path / "run"
    adapter = build_adapter(resolve_model(f"replay:{SEEDS_JSONL}", name="nemotron"))
    outcome = runner.run(bundled_figures, adapter, runner.load_prompt("describe-v1"), runner.RunParameters(), out,
                         figures_source="bundled", score=True, progress=False)
    assert not outcome.failed and [o.figure_id for o in outcome.items] == ["dynts-r1llama-benchmarks"]
    (card,) = read_jsonl(out / "scorecards.jsonl")
    recorded = next(d for d in map(json.loads, SEEDS_JSONL.read_text().splitlines()) if d["model"] == "nemotron")
    alone = score_description(bundled_figures.get(recorded["figure_id"]),
                              Description(figure_id=recorded["figure_id"], model="nemotron", text=recorded["text"]))
    assert card["model"] == "nemotron" and card["prompt_id"] == "describe-v1"
    assert card["metrics"] == alone.metrics.model_dump() and card["counts"] == alone.counts
    assert outcome.manifest.scoring == "1 scorecard(s) in scorecards.jsonl"
    assert json.loads((out / "manifest.json").read_text())["scoring"] == outcome.manifest.scoring
