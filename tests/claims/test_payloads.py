"""Every claim carries an instance of its registered payload class (``vlmeval.claimtypes``), not a dict under
another name, and no claim names a side verifier (``vlmeval.claims.pipeline.PAYLOAD_VERIFIERS`` finds one by its payload class),
checked on every text of the verdict-snapshot corpus (``benchmarks/verdict_snapshot.py``: the
seeds, the quintd captions, the committed run descriptions and the corruption check's texts); and the scorecard
writes each payload's fields."""

from __future__ import annotations

import importlib.util
from collections import Counter
from dataclasses import fields
from pathlib import Path

from vlmeval.claims import Claim
from vlmeval.claimtypes import CLAIM_TYPES
from vlmeval.claims.types.extremum_line import SeriesExtremum
from vlmeval.claims.types.value_line import SeriesValue
from vlmeval.claims.pipeline import extract_claims
from vlmeval.scoring.scorecard import evaluate_text

ROOT = Path(__file__).resolve().parents[2]


def _snapshot_corpus():
    spec = importlib.util.spec_from_file_location("verdict_snapshot", ROOT / "benchmarks" / "verdict_snapshot.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.corpus()


def test_claim_has_no_detail_field():
    assert "detail" not in {f.name for f in fields(Claim)}


def test_every_claim_of_the_snapshot_corpus_carries_its_registered_payload(shared_dir):
    texts, by_class, wrong = 0, Counter(), []
    for _, fig, text in _snapshot_corpus():
        texts += 1
        for claim in extract_claims(text, fig):
            registered = CLAIM_TYPES[claim.kind].payload
            # no built-in claim names a side verifier: its payload class (PAYLOAD_VERIFIERS) or kind finds it
            assert claim.verifier is None, (claim.kind, text[claim.start:claim.end])
            if isinstance(claim.payload, registered) and not isinstance(claim.payload, dict):
                by_class[type(claim.payload).__name__] += 1
            else:
                wrong.append((claim.kind, claim.source, type(claim.payload).__name__, text[claim.start:claim.end]))
    assert wrong == []
    assert texts > 2000
    # line/bar prose and the other readers both contribute: the check is not vacuous for either
    prose = sum(n for name, n in by_class.items() if name.startswith("Series"))
    assert by_class["SeriesValue"] > 1000 and by_class["SeriesExtremum"] > 100, by_class
    assert prose > 5000 and sum(by_class.values()) - prose > 10000, by_class


def test_scorecard_writes_line_prose_payloads(bundled_figures):
    fig = next(f for f in bundled_figures.figures.values() if f.kind == "line")
    key = fig.panels[0].data.columns[0]
    text = f"The series peaks at 1e12 in {key}."
    claims = [c for c in extract_claims(text, fig) if isinstance(c.payload, (SeriesValue, SeriesExtremum))]
    assert claims, "no line-prose claim read"
    written = [c.payload for c in evaluate_text(fig, text).claims if c.payload and "series" in c.payload]
    assert [(p["start"], p["end"]) for p in written] == [(c.payload.start, c.payload.end) for c in claims]
    assert all("form" not in p for p in written)  # the payload's class says which reading it is
    assert all(isinstance(p["series"], list) and (p["number"] is None or isinstance(p["number"], dict))
               for p in written)
