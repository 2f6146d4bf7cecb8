"""Extractors skipped where the figure cannot hold what they read (issue 34): the same claims as reading every
sentence, on the seeds, quintd and CHOCOLATE dev texts and on phrases built to match."""

from __future__ import annotations

import pytest

from figure_texts import figure_texts
from real_suite_sentences import real_figure

from vlmeval.claims import lexicon_for
from vlmeval.claims.document import build_document
from vlmeval.claims.pipeline import default_pipeline
from vlmeval.claims.types import xy_every_extreme

_PHRASES = ["The maximum of both data sets is at V/J = 0.75, at about 0.051.",
            "The minimum of all three curves is at T ≈ 2 with a value of 0.4; the highest value of both lines is at x = 3."]


def _claims(pairs):
    pipe = default_pipeline()
    return [[(c.kind, c.start, c.end, c.source, str(c.stated), repr(c.payload)) for c in pipe.extract(text, fig)[0]]
            for fig, text in pairs]


@pytest.fixture(scope="module")
def corpus(shared_dir, seed_text, seed_figure):
    texts = figure_texts(shared_dir, seed_text, seed_figure)
    two = real_figure("quench-structure-factor-entropy-comparison")  # a main panel of two series at numeric x
    return texts + [(fig, phrase) for fig in [two, *(fig for fig, _ in texts[::40])] for phrase in _PHRASES]


def test_every_extreme_skipped_only_where_it_finds_nothing(corpus, monkeypatch):
    gated = _claims(corpus)
    held = [fig for fig, _ in corpus if xy_every_extreme.may_hold_one(fig)]
    monkeypatch.setattr(xy_every_extreme, "may_hold_one", lambda fig: True)
    plain = _claims(corpus)
    for (_, text), a, b in zip(corpus, gated, plain):
        assert a == b, text[:200]
    assert held and len(held) < len(corpus)  # the corpus has figures of both sides
    assert any(c[3] == "xy every extreme" for claims in gated for c in claims)


def test_a_heatmap_is_not_read_for_an_extreme_of_every_series(seed_figure, monkeypatch):
    fig = seed_figure("000")  # a heatmap
    doc = build_document(_PHRASES[0], fig, lexicon_for(fig))
    monkeypatch.setattr(xy_every_extreme, "_SAID", None)  # the pattern is not run
    assert not xy_every_extreme.may_hold_one(fig)
    assert xy_every_extreme.extract_every_extreme(doc) == []
