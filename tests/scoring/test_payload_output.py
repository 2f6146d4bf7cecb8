"""Scorecards write each claim's typed payload (``claims[].payload``): exactly its registered payload class's
fields, JSON-safe, through JSONL and Parquet alike; and docs/scoring.md lists every built-in type's fields."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

from vlmeval import load_figures, score_text
from vlmeval.scoring.batch.scorecards import card_of, row_of
from vlmeval.claimtypes import BUILTIN_KINDS, payload_classes
from vlmeval.claims.types.line_prose import CLASSES as LINE_PROSE
from vlmeval.records import Scorecard

ROOT = Path(__file__).resolve().parents[2]


def test_every_claim_writes_its_payload_fields(seed_text):
    figures = load_figures()
    payloads = 0
    for number, fid in (("000", "dynts-r1qwen-benchmarks"), ("003", "dynts-average")):
        card = score_text(seed_text(number), figures[fid])
        for claim in card.claims:
            if claim.payload is None:
                continue
            payloads += 1
            assert list(claim.payload) in ([f.name for f in fields(cls)] for cls in payload_classes(claim.kind))
        line = card.model_dump_json()
        assert Scorecard.model_validate_json(line) == card  # the payload round-trips as JSON
        assert card_of(row_of(card.model_dump(mode="json")))["claims"] == card.model_dump(mode="json")["claims"]
    assert payloads > 50
    extremum = next(c for c in card.claims if c.kind == "extremum" and c.payload)
    assert extremum.payload["which"] in ("max", "min") and isinstance(extremum.payload["cells"], list)


def test_the_docs_list_every_builtin_payload_field():
    doc = (ROOT / "docs" / "scoring.md").read_text(encoding="utf-8")
    section = doc[doc.index("### Claim payloads"):]
    rows = dict(re.findall(r"^\| `(\w+)` \| (.+) \|$", section[:section.index("\n\n", section.index("| kind"))],
                           re.MULTILINE))
    assert set(rows) == set(BUILTIN_KINDS)
    prose = dict(re.findall(r"^\| line/bar prose `(\w+)` \| (.+) \|$", section, re.MULTILINE))
    for kind in BUILTIN_KINDS:
        for cls in payload_classes(kind):
            for f in fields(cls):
                assert f"`{f.name}`" in (prose[kind] if cls in LINE_PROSE else rows[kind]), (kind, f.name)
    # a line/bar prose reading is told by its payload class: no row names a form field the payloads lack
    assert not any("`form`" in row for row in prose.values()), prose
