"""A contraction written with a typographic apostrophe ("didn’t", "hasn’t", as many models print it) denies as
"didn't" does, in every reader of the negation words. Sentences written for the tests."""

from __future__ import annotations

import pytest

from vlmeval.claims import line_words, text
from vlmeval.claims.pipeline import pipeline_of
from vlmeval.claims.types import line_prose
from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.scoring.scorecard import evaluate_text


@pytest.mark.parametrize("apostrophe", ["'", "’"])
def test_every_negation_reader_reads_both_apostrophes(apostrophe):
    sentence = f"The harvest didn{apostrophe}t fall."
    assert text.NEGATION_RE.search(sentence)
    assert line_words.negated(sentence, line_words.TREND_RE.search(sentence), 0)


@pytest.fixture()
def harvest(tmp_path):
    path = tmp_path / "harvest.csv"
    path.write_text("year,tonnes\n2017,10\n2018,12\n2019,15\n2020,11\n")
    return figure_from_csv(path, "line")


@pytest.mark.parametrize("apostrophe", ["'", "’"])
def test_a_denied_movement_in_line_prose_is_no_claim(harvest, apostrophe):
    claims = evaluate_text(harvest, f"The harvest didn{apostrophe}t fall in 2019.", pipeline_of((line_prose.ENTRY,))).claims
    assert [c for c in claims if c.kind == "trend"] == []
