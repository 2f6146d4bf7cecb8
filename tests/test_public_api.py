"""The public API: ``from vlmeval import load_figures, score_text`` and the record types, as documented in
``vlmeval/__init__.py``; the scorecard equals the one ``vlmeval score`` writes for the same text."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import vlmeval
from vlmeval import ClaimVerdict, Figure, FigureError, Metrics, Scorecard, load_figures, score_text

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT / "reports" / "seed_descriptions.jsonl"
BUNDLED = ROOT / "ground_truth"


def test_import_vlmeval_stays_light():
    code = "import sys, vlmeval; print(sorted(m for m in sys.modules if m.startswith(('vlmeval', 'pydantic', 'numpy'))))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=os.environ)
    assert out.stdout.strip() == "['vlmeval', 'vlmeval._guard']"


def test_exports_are_listed_and_unknown_names_fail():
    assert {"load_figures", "score_text", "Scorecard", "ClaimVerdict", "Figure", "register_claim_type"} <= set(vlmeval.__all__)
    assert set(vlmeval.__all__) <= set(dir(vlmeval))
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        vlmeval.nope  # noqa: B018


def test_load_figures_gives_the_default_suites_figures_by_id():
    figures = load_figures()
    files = sorted(p.stem for folder in ("papers", "synth") for p in (BUNDLED / folder).rglob("*.json"))
    assert sorted(figures) == files and len(files) > 80
    assert all(isinstance(f, Figure) and f.id == fid for fid, f in figures.items())


def test_load_figures_from_a_folder_and_its_problems(tmp_path):
    for suffix in (".json", ".png"):
        shutil.copy(BUNDLED / "papers" / f"dynts-average{suffix}", tmp_path)
    assert list(load_figures(tmp_path)) == ["dynts-average"]
    assert list(load_figures(str(tmp_path / "dynts-average.json"))) == ["dynts-average"]
    (tmp_path / "broken.json").write_text('{"id": "broken", "kind": "pie"}')
    with pytest.raises(FigureError, match="broken.json"):
        load_figures(tmp_path)
    with pytest.warns(UserWarning, match="broken.json"):
        assert list(load_figures(tmp_path, strict=False)) == ["dynts-average"]
    with pytest.raises(FigureError, match="no such file or folder"):
        load_figures(tmp_path / "missing")


def test_score_text_is_what_vlmeval_score_writes(tmp_path):
    lines = SEEDS.read_text().splitlines()
    written = subprocess.run([str(Path(sys.executable).parent / "vlmeval"), "score", str(SEEDS), "--out", str(tmp_path),
                              "--no-progress"], capture_output=True, text=True, env=os.environ, timeout=120)
    assert written.returncode == 0, written.stderr
    cards = [json.loads(line) for line in (tmp_path / "scorecards.jsonl").read_text().splitlines()]
    figures = load_figures()
    for line, card in zip(lines, cards):
        d = json.loads(line)
        ours = score_text(d["text"], figures[d["figure_id"]], model=d["model"], prompt_id=d.get("prompt_id"))
        assert isinstance(ours, Scorecard) and isinstance(ours.metrics, Metrics)
        assert all(isinstance(c, ClaimVerdict) for c in ours.claims) and ours.claims
        mine = ours.model_dump(mode="json")
        for key in ("figure_id", "model", "metrics", "counts", "claims", "sentences"):
            assert mine[key] == card[key], key


def test_score_text_checks_its_arguments_and_cleans_hostile_text():
    fig = load_figures()["dynts-average"]
    with pytest.raises(TypeError, match="must be a vlmeval Figure"):
        score_text("text", "dynts-average")
    with pytest.raises(TypeError, match="text must be a str"):
        score_text(b"text", fig)
    card = score_text("In R1-Llama the maximum is 52.8\ud83d.", fig)
    assert "\ud83d" not in card.text and "\ufffd" in card.text
    card.model_dump_json()  # encodable: the lone surrogate is gone
