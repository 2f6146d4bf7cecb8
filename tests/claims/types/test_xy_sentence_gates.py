"""The x-y sentence readers try their patterns only where a word pre-test passes (``near_words.may_hold``): a
series' direction (``_UP``, ``_DOWN``) and an extreme at an x (``_EXTREME``) where the folded lower case holds one of
their words, a reading "~Y at X" (``PAIR``) where the sentence holds "at" and a digit. Each pre-test passes wherever
its pattern matches, on the dev descriptions' sentences and lines and on made strings (other scripts, "ſ", "İ")."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from vlmeval.claims.near_words import lowered, may_hold
from vlmeval.claims.text import sentence_spans
from vlmeval.claims.trend_words import stems
from vlmeval.claims.types import xy_extreme, xy_reading_sentences as xs
from vlmeval.claims.types.xy_reading import PAIR

_OWN = Path(__file__).resolve().parents[3] / "ground_truth" / "real-prose-own"


def _texts() -> list[str]:
    return [json.loads(line)["text"] for p in "abcdefghij"
            for line in (_OWN / f"part-own-{p}.jsonl").open(encoding="utf-8")]


def _made(n: int) -> list[str]:
    rng = random.Random(11)
    parts = ["RISES", "riſing", "İncreasing", "goes  up", "GO UP", "decays", "Peak", "maximum", "lowest", "HIGHEST",
             " at ", "AT", "~", "≈", "=", " ", "0.5", "٣", "x", ":", "of", "a ", "the ", "drops", "fall", "dow", "n"]
    return ["".join(rng.choice(parts) for _ in range(rng.randint(1, 12))) for _ in range(n)]


def _extremes(n: int) -> list[str]:
    """Lines shaped as an extreme at an x ("the peak of ~0.5 at x = 3"), their words in mixed case and scripts."""
    rng = random.Random(13)
    words = ["peak", "PEAK", "maximum", "Minimum", "highest value", "lowest value", "tallest peak", "lowest dip",
             "Lowest Minimum", "highest peak of", "maximum", "peaĸ", "miniſum"]
    return [f"{rng.choice(['its ', 'a ', 'The ', ': ', 'THEIR '])}{rng.choice(words)} "
            f"{rng.choice(['', 'of ', 'value '])}{rng.choice(['', '~', '≈ '])}{rng.choice(['0.5', '12', '−3'])}"
            f"{rng.choice([' at x ', ' reached at V/J ', ' at İ ', ' near t'])}{rng.choice(['=', '≈', '~'])} "
            f"{rng.choice(['3', '0.25', '-1'])}" for _ in range(n)]


@pytest.fixture(scope="module")
def pieces():
    texts = _texts()
    sentences = [t[a:b] for t in texts for a, b in sentence_spans(t)] + _made(20_000)
    lines = [line for t in texts for line in t.split("\n")] + _made(5_000) + _extremes(2_000)
    return sentences, lines


def test_each_pre_test_passes_where_its_pattern_matches(pieces):
    sentences, lines = pieces
    held = {"up": 0, "down": 0, "pair": 0, "extreme": 0}
    for s in sentences:
        low = lowered(s)
        if xs._UP.search(s):
            held["up"] += 1
            assert may_hold(low, xs._UP_WORDS), s
        if xs._DOWN.search(s):
            held["down"] += 1
            assert may_hold(low, xs._DOWN_WORDS), s
        if PAIR.search(s):
            held["pair"] += 1
            assert "at" in s and xs._DIGIT.search(s), s
    for line in lines:
        if xy_extreme._EXTREME.search(line):
            held["extreme"] += 1
            assert may_hold(lowered(line), xy_extreme._EXTREME_WORDS), line
    assert min(held.values()) > 20, held  # each pattern matched often enough for the test to tell


def test_stems_of_word_forms():
    assert stems(r"ris(?:e|es|ing)|grow(?:s|ing)?|climb") == ("ris", "grow", "climb")
    with pytest.raises(ValueError):
        stems(r"go(?:es)?\s+up|(?:de|in)creas")
