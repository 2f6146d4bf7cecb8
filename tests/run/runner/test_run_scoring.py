"""The scoring stage of a run: recorded seed descriptions replayed through ``vlmeval run`` are scored into
scorecards.jsonl, exactly as the scorer scores the same text on its own."""

from __future__ import annotations

import json
from pathlib import Path

from run_helpers import SEEDS_JSONL, read_jsonl
from vlmeval.run import runner
from vlmeval.run.models.registry import build_adapter, resolve_model
from vlmeval.records import Description
from vlmeval.scoring.scorecard import score_description


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
    # the seed was not written with describe-v1: a replay records the prompt its recording names, here none
    assert card["model"] == "nemotron" and card["prompt_id"] == "recorded"
    assert json.loads((out / "manifest.json").read_text())["prompt_id"] == "recorded"
    assert card["metrics"] == alone.metrics.model_dump() and card["counts"] == alone.counts
    assert outcome.manifest.scoring == "1 scorecard(s) in scorecards.jsonl"
    assert json.loads((out / "manifest.json").read_text())["scoring"] == outcome.manifest.scoring


def test_a_replay_keeps_the_prompt_its_recording_names(tmp_path: Path, bundled_figures):
    recorded = next(d for d in map(json.loads, SEEDS_JSONL.read_text().splitlines()) if d["model"] == "nemotron")
    src = tmp_path / "earlier.jsonl"
    src.write_text(json.dumps({**recorded, "prompt_id": "describe-v7"}) + "\n")
    adapter = build_adapter(resolve_model(f"replay:{src}"))
    outcome = runner.run(bundled_figures, adapter, runner.load_prompt("describe-v1"), runner.RunParameters(),
                         tmp_path / "run", figures_source="bundled", score=True, progress=False)
    assert not outcome.failed
    (line,) = read_jsonl(tmp_path / "run" / "descriptions.jsonl")
    (card,) = read_jsonl(tmp_path / "run" / "scorecards.jsonl")
    assert line["prompt_id"] == card["prompt_id"] == "describe-v7"
