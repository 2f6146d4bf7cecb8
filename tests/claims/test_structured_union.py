"""The prose sentences outside structured blocks (``category_names.prose_sentences``): a sentence start is tested
against the union of the blocks by one bisection; the same as testing it against every block."""

from __future__ import annotations

import random
from bisect import bisect_right

import pytest
from figure_texts import figure_texts

from vlmeval.claims.category_names import _prose_spans, _union
from vlmeval.claims.pipeline import default_pipeline


@pytest.fixture(scope="module")
def corpus(shared_dir, seed_text, seed_figure):
    return figure_texts(shared_dir, seed_text, seed_figure)


def _inside_any(spans, x: int) -> bool:
    return any(a <= x < b for a, b in spans)


def _inside_union(spans, x: int) -> bool:
    starts, ends = _union(spans)
    k = bisect_right(starts, x) - 1
    return k >= 0 and x < ends[k]


def test_the_union_holds_the_places_some_span_holds():
    rng = random.Random(49)
    for _ in range(3000):
        n = rng.choice([0, 1, 2, 5, 20])
        spans = []
        for _ in range(n):
            a = rng.randint(-5, 120)
            spans.append((a, a + rng.randint(-3, 30)))  # empty and reversed spans too, overlapping and adjacent
        for x in range(-8, 160):
            assert _inside_union(spans, x) == _inside_any(spans, x), (spans, x)


def test_prose_sentences_skip_those_in_blocks(corpus):
    blocks = 0
    for fig, text in corpus[:300]:
        _, doc = default_pipeline().extract(text, fig)  # its tables and row lists found
        want = [(line.start + s, line.start + e) for line in doc.lines if not line.heading and line.text.strip()
                for s, e in line.sentence_spans if not _inside_any(doc.structured, line.start + s)]
        assert _prose_spans(doc) == want
        blocks += len(doc.structured) > 1
    assert blocks  # texts with tables or row lists are among them
