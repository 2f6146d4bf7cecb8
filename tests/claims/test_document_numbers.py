"""Document.numbers reads the whole text once and slices it per span: for every span it must give the numbers
that reading the span alone gives (the fast path claims no number crosses a boundary character)."""

import random

from vlmeval.claims import Document
from vlmeval.claims.text import numbers_in

_PARTS = ["12", "3.5", "-4", "−7", "2k", "50%", "1e3", "0.25", "x2", "v1.2", "A-3", "1,000", "(9)", "7.", ".5",
          " ", " ", "\n", ", ", "; ", ": ", "|", "*", "`", "and", "to", "-", "=", "/", "'", "’", "e", "k", "."]


def test_span_numbers_match_reading_the_span_alone():
    rng = random.Random(3)
    checked = 0
    for _ in range(1500):
        text = "".join(rng.choice(_PARTS) for _ in range(rng.randint(1, 25)))
        doc = Document(text=text, figure=None, lex=None, lines=[])
        for _ in range(6):
            start = rng.randint(0, len(text))
            end = rng.randint(start, len(text))
            got = [(n.value, n.decimals, n.start, n.end) for n in doc.numbers(start, end)]
            alone = [(n.value, n.decimals, n.start, n.end) for n in numbers_in(text[start:end], start)]
            assert got == alone, (text, start, end)
            checked += bool(alone)
    assert checked > 1000
