"""``place_readings._names_a_stranger`` reads a sentence's named values ("red ≈ 0.66, green ≈ 1.08") only where it
writes two or more value signs followed by a number (``_VALUE_GIVEN``): each named value holds one of its own, so
the pre-test never leaves out a sentence with two named values."""

from __future__ import annotations

import json
import random
from pathlib import Path

from vlmeval.claims.text import sentence_spans
from vlmeval.claims.types.place_readings import _NAMED_VALUE, _VALUE_GIVEN

_OWN = Path(__file__).resolve().parents[3] / "ground_truth" / "real-prose-own"


def _sentences() -> list[str]:
    out = []
    for p in "abcdefghij":
        for line in (_OWN / f"part-own-{p}.jsonl").open(encoding="utf-8"):
            text = json.loads(line)["text"]
            out += [text[a:b] for a, b in sentence_spans(text)]
    return out


def _made(n: int) -> list[str]:
    rng = random.Random(7)
    parts = ["red", "Ar", "x", " ", "  ", ":", "≈", "=", "~", "-", "−", "0.5", "3", "μ", "_", "'", ",", ";", "a-b"]
    return ["".join(rng.choice(parts) for _ in range(rng.randint(1, 14))) for _ in range(n)]


def test_two_named_values_hold_two_value_signs():
    paired = 0
    for s in _sentences() + _made(20_000):
        named = len(list(_NAMED_VALUE.finditer(s)))
        assert len(_VALUE_GIVEN.findall(s)) >= named, s
        paired += named >= 2
    assert paired > 100  # the gate is tried where it matters


def test_the_gate_skips_most_prose():
    sentences = _sentences()
    assert sum(len(_VALUE_GIVEN.findall(s)) < 2 for s in sentences) > len(sentences) // 2
