"""``near_words.FoldedSearch`` runs a case-insensitive pattern written in lower case without ``re.I`` on the text's
folded lower case: the same spans as the pattern on the text, on every line and sentence of the dev descriptions
and on made strings (mixed case, "ſ", "ı", the Kelvin sign, "İ", "É", "×"); a pattern it cannot read that way is
refused."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from vlmeval.claims.near_words import FoldedSearch, lowered
from vlmeval.claims.types.place_readings import _QUALIFIED, DERIVED
from vlmeval.claims.types.xy_reading_sentences import NOT_READING

_OWN = Path(__file__).resolve().parents[2] / "ground_truth" / "real-prose-own"


def _made(n: int) -> list[str]:
    rng = random.Random(13)
    parts = ["TIMES", "Ratio", "diFFerences", "gap", "ſlope", "ſpacing", "Kelvin", "\u212aelvin", "tıcks", "İ", "É",
             "BY ~3", "by 2", "per", "UP  TO", "up to", "3×", "2 X", "2x10", "1.5x", "wasn’t", "DOESN'T", "than",
             "Axes", "axis", "MAY", "not", "between", "x", " ", "  ", ", ", ". ", "\n", "-", "σΣ", "_", "9"]
    return ["".join(rng.choice(parts) + rng.choice(("", " ")) for _ in range(rng.randint(1, 12))) for _ in range(n)]


def _spans(found, text: str, low, windows) -> list:
    return [(m.span() if (m := found(text, low, a, b)) else None) for a, b in windows]


@pytest.mark.parametrize("rx", [DERIVED, NOT_READING, _QUALIFIED], ids=["derived", "not_reading", "qualified"])
def test_folded_search_finds_the_spans_of_the_pattern(rx):
    texts = [json.loads(line)["text"] for p in "abcdefghij"
             for line in (_OWN / f"part-own-{p}.jsonl").open(encoding="utf-8")]
    lines = [line for t in texts for line in t.split("\n")] + _made(4_000)
    folded = FoldedSearch(rx)
    hits = 0
    for line in lines:
        low = lowered(line)
        windows = [(0, len(line))] + [(m.start(), m.end()) for m in re.finditer(r"[^.;,]+", line)]
        want = [(m.span() if (m := rx.search(line, a, b)) else None) for a, b in windows]
        assert _spans(folded.search, line, low, windows) == want, line
        hits += sum(w is not None for w in want)
    assert hits > 1_000


@pytest.mark.parametrize("pattern", [r"\bPer\b", r"\bµm\b", r"naïve", r"[A-Z]\d"])
def test_patterns_with_case_are_refused(pattern):
    with pytest.raises(ValueError):
        FoldedSearch(re.compile(pattern, re.I))
    with pytest.raises(ValueError):
        FoldedSearch(re.compile(pattern.lower()))  # not case-insensitive
