"""Every claim carries an instance of its registered payload class (``vlmeval.claimtypes``), checked on the
texts of the verdict-snapshot corpus that are quick to build (the seeds, the committed run descriptions and
the first quintd captions), not a dict under another name.

Series-prose claims (``verifier == "series"``, from ``claims/series_prose.py`` and the respectively/ranked
readers beside it) are the one exception left: they still carry a ``SeriesClaim`` in ``Claim.detail``
(docs/architecture.md, "Not done yet"); the test pins that, so the exception cannot grow unseen."""

from __future__ import annotations

import json
from pathlib import Path

from vlmeval.agree import read_captions
from vlmeval.claimtypes import CLAIM_TYPES
from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.pipeline import extract_claims

ROOT = Path(__file__).resolve().parents[2]


def _corpus(bundled_figures, shared_dir):
    figures = bundled_figures.figures
    for line in (ROOT / "reports" / "seed_descriptions.jsonl").read_text().splitlines():
        d = json.loads(line)
        yield figures[d["figure_id"]], d["text"]
    for path in sorted((ROOT / "reports" / "runs").glob("*/descriptions.jsonl")):
        for line in path.read_text().splitlines():
            d = json.loads(line)
            if d.get("figure_id") in figures and d.get("text"):
                yield figures[d["figure_id"]], d["text"]
    quintd = shared_dir / "data" / "quintd-owid"
    for c in list(read_captions(quintd / "captions.jsonl"))[:80]:
        yield figure_from_csv(quintd / "tables" / c.table, "line"), c.text


def test_every_claim_carries_its_registered_payload(bundled_figures, shared_dir):
    typed, series, wrong = 0, 0, []
    for fig, text in _corpus(bundled_figures, shared_dir):
        for claim in extract_claims(text, fig):
            if claim.verifier == "series":
                assert claim.payload is None and set(claim.detail) == {"series_claim", "text"}
                series += 1
            elif type(claim.payload) is CLAIM_TYPES[claim.kind].payload and not claim.detail:
                typed += 1
            else:
                wrong.append((claim.kind, claim.source, type(claim.payload).__name__, text[claim.start:claim.end]))
    assert wrong == []
    assert typed > 1000 and series > 100
