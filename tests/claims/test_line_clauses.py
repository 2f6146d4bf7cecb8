"""Line/bar prose reads the Document's clauses (``Document.clauses``): the Document's sentences, each split at
"while", "but", "; ", a sentence end before a lower-case word ... (``claims.text.clause_spans``), found once.
Sentences written for the tests."""

from __future__ import annotations

import pytest

from vlmeval.claims import Document, lexicon_for
from vlmeval.claims.document import build_document
from vlmeval.claims.pipeline import pipeline_of
from vlmeval.claims.types import line_prose
from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.scoring.scorecard import evaluate_text


@pytest.fixture()
def prices(tmp_path):
    path = tmp_path / "prices.csv"
    path.write_text("year,price\n2017,10\n2018,12\n2019,15\n2020,11\n")
    return figure_from_csv(path, "line")


def _clauses(doc: Document) -> list[str]:
    return [doc.text[a:b] for a, b in doc.clauses()]


def test_the_document_splits_its_sentences_into_clauses(prices):
    text = "Prices rose from 2017 to 2019, while they fell in 2020.\nThen they held; no change. it ended"
    doc = build_document(text, prices, lexicon_for(prices))
    assert _clauses(doc) == ["Prices rose from 2017 to 2019", "they fell in 2020", "Then they held", "no change",
                             "it ended"]
    assert doc.clauses() is doc.clauses()  # found once
    sentences = [(line.start + s, line.start + e) for line in doc.lines for s, e in line.sentence_spans]
    assert all(any(s <= a and b <= e for s, e in sentences) for a, b in doc.clauses())


def test_line_prose_reads_the_documents_clauses(prices, monkeypatch):
    sentence = "Prices rose from 2017 to 2019, while they fell in 2020."
    run = pipeline_of((line_prose.ENTRY,))
    assert [c.verdict for c in evaluate_text(prices, sentence, run).claims] == ["supported", "supported"]
    monkeypatch.setattr(Document, "clauses", lambda self: [])  # no clauses: nothing for line prose to read
    assert [c.kind for c in evaluate_text(prices, sentence, run).claims if c.kind in ("trend", "value")] == []
