"""The seeds' figure kind end to end: DynTS-style annotated heatmaps exported to PDF, read back with from-pdf, and
the seed-style descriptions scored against the read record get the same verdicts as against the bundled one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.load import load_figure_set  # noqa: E402
from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.groundtruth.schema import Panel  # noqa: E402
from vlmeval.scoring.scorecard import evaluate_text  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "fixtures" / "pdf" / "matplotlib"
DESCRIPTIONS = [json.loads(line) for line in (ROOT / "reports" / "seed_descriptions.jsonl").read_text().splitlines()
                if line.strip()]
DYNTS = [d for d in DESCRIPTIONS if d["figure_id"].startswith("dynts-")]


def _verdicts(figure, text):
    return [(c.start, c.end, c.kind, c.verdict, c.error_type) for c in evaluate_text(figure, text).claims]


@pytest.mark.parametrize("description", DYNTS, ids=[f"{d['figure_id']}-{d['model']}" for d in DYNTS])
def test_read_record_gives_the_bundled_verdicts(description):
    bundled = load_figure_set(ROOT / "ground_truth" / "papers").figures[description["figure_id"]]
    read, _ = read_figure(FIXTURES / f"{description['figure_id']}.pdf", 1, bundled.id)
    assert read.kind == "heatmap"
    assert all(p.values_read == "printed" for p, b in zip(read.panels, bundled.panels) if b.data.known_cells())
    assert [p.data.values for p in read.panels] == [p.data.values for p in bundled.panels]
    expected = _verdicts(bundled, description["text"])
    assert len(expected) > 20
    assert _verdicts(read, description["text"]) == expected


def test_the_seed_set_has_dynts_descriptions():
    assert len(DYNTS) >= 3


def test_scoring_uses_the_panels_value_tolerance():
    bundled = load_figure_set(ROOT / "ground_truth" / "papers").figures["dynts-average"]
    table = bundled.panels[0].data
    true = table.values[0][0]
    text = f"In R1-Llama, at Local Window Size {table.rows[0]} and Ratio {table.columns[0]}, Pass@1 is {true + 0.15:.2f}."
    strict = evaluate_text(bundled, text)
    widened = bundled.model_copy(deep=True)
    widened.panels[0] = Panel(**{**bundled.panels[0].model_dump(), "value_tolerance": 0.2})
    loose = evaluate_text(widened, text)
    value = [c for c in strict.claims if c.kind == "value"]
    assert value and value[0].verdict == "contradicted"
    assert [c.verdict for c in loose.claims if c.kind == "value"][0] == "supported"
