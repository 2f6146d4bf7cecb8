"""Series prose searches a clause for trend words and extremes only where the clause holds a word every match
holds (``line_words.TREND_STEMS``, ``MAX_NEEDS``, ``MIN_NEEDS``, tested by ``near_words.may_hold`` on the lowered
clause): the same claims as searching every clause, on the seeds, every quintd caption and every CHOCOLATE dev
caption, as written and with characters outside ASCII written in (lowered then folds the clause)."""

from __future__ import annotations

import pytest

from figure_texts import figure_texts

from vlmeval.claims import lexicon_for
from vlmeval.claims.document import build_document
from vlmeval.claims.line_words import MAX_NEEDS, MAX_RE, MIN_NEEDS, MIN_RE, TREND_RE, TREND_STEMS
from vlmeval.claims.near_words import lowered, may_hold
from vlmeval.claims.pipeline import default_pipeline
from vlmeval.claims.types import extremum_line, trend_line


@pytest.fixture(scope="module")
def corpus(shared_dir, seed_text, seed_figure):
    texts = figure_texts(shared_dir, seed_text, seed_figure)
    # every other text no longer ASCII: a dash, an approximate sign and a long s written in
    return texts + [(fig, text.replace(" - ", " – ").replace("~", "≈").replace("steady", "ſteady"))
                    for k, (fig, text) in enumerate(texts) if k % 2]


def _claims(fig, text):
    return [(c.kind, c.start, c.end, c.source, str(c.stated), repr(c.payload))
            for c in default_pipeline().extract(text, fig)[0]]


def test_a_clause_without_the_words_holds_no_match(corpus):
    searched = {"trend": 0, "max": 0, "min": 0}
    for fig, text in corpus:
        doc = build_document(text, fig, lexicon_for(fig))
        for a, b in doc.clauses():
            low = lowered(text[a:b])
            for name, rx, words in (("trend", TREND_RE, TREND_STEMS), ("max", MAX_RE, MAX_NEEDS),
                                    ("min", MIN_RE, MIN_NEEDS)):
                if rx.search(text, a, b) is not None:
                    assert may_hold(low, words), (name, text[a:b])
                    searched[name] += 1
    assert all(n > 50 for n in searched.values()), searched  # each pattern matches somewhere: the test reads it


def test_series_prose_finds_what_searching_every_clause_finds(corpus, monkeypatch):
    gated = [_claims(fig, text) for fig, text in corpus]
    for module in (trend_line, extremum_line):
        monkeypatch.setattr(module, "may_hold", lambda low, words: True)
    every = [_claims(fig, text) for fig, text in corpus]
    for (fig, text), a, b in zip(corpus, gated, every):
        assert a == b, text[:200]
    sources = {c[3] for claims in gated for c in claims}
    assert "line prose" in sources or any("Series" in c[5] for claims in gated for c in claims)
