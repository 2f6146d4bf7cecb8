"""``line_words.of_a_difference`` looks for the sentence start before a number only where the 300 characters before
it hold a word of a difference ("gap", "difference", ... in their folded lower case): the answer is the one the
full reading gives, at every number of the dev descriptions and of made strings (mixed case, "ſ", "İ")."""

from __future__ import annotations

import json
import random
from pathlib import Path

from vlmeval.claims import line_words
from vlmeval.claims.text import find_numbers

_OWN = Path(__file__).resolve().parents[2] / "ground_truth" / "real-prose-own"


def _full(text: str, start: int) -> bool:  # the reading without the word pre-test
    head = text[max(0, start - 300):start]
    cut = line_words._SENTENCE_START.search(head)
    return bool(line_words._DIFFERENCE.search(head[cut.end() if cut else 0:]))


def _made(n: int) -> list[str]:
    rng = random.Random(5)
    parts = ["The GAP", "differences", "Margin", "diſparity", "DISCREPANCIES", "İ", " is the same", ". ", "\n", "; ",
             " between A and B ", "~", "12", "0.5", " of ", "gaps", "marginal"]
    return ["".join(rng.choice(parts) for _ in range(rng.randint(1, 12))) for _ in range(n)]


def test_difference_read_as_in_full():
    texts = [json.loads(line)["text"] for p in "abcdefghij" for line in (_OWN / f"part-own-{p}.jsonl").open(encoding="utf-8")]
    asked = differences = 0
    for text in texts + _made(5_000):
        for f in find_numbers(text):
            got = line_words.of_a_difference(text, f.start())
            assert got == _full(text, f.start()), text[max(0, f.start() - 80):f.start()]
            asked += 1
            differences += got
    assert asked > 5_000 and differences > 100  # both answers given often
