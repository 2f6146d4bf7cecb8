"""Scoring builds its per-claim and per-sentence records without running pydantic's validation when every field
is already of its type (``records.trusted``): the records must be the very ones validation gives, and a field that
is not of its type must still be validated (and fail as before)."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from vlmeval.claims import Claim
from vlmeval.outcomes import Outcome
from vlmeval.records import ClaimVerdict, SentenceVerdict
from vlmeval.scoring import scorecard
from vlmeval.scoring.batch.rows import score_line
from vlmeval.scoring.scorecard import _verdict, evaluate_text


def _same_as_validated(record) -> None:
    again = type(record).model_validate(record.model_dump())
    assert again == record
    assert again.model_fields_set == record.model_fields_set
    assert again.model_dump_json() == record.model_dump_json()
    for name in type(record).model_fields:  # the same types, not only equal values (1 == 1.0 == True)
        assert type(getattr(again, name)) is type(getattr(record, name)), name


@pytest.mark.parametrize("number, figure_id", [("000", "dynts-r1qwen-benchmarks"), ("003", "dynts-average")])
def test_scored_records_are_the_validated_ones(seed_text, bundled_figures, number, figure_id):
    scored = evaluate_text(bundled_figures.get(figure_id), seed_text(number))
    assert len(scored.claims) > 20 and len(scored.sentences) > 5
    for record in [*scored.claims, *scored.sentences]:
        _same_as_validated(record)


def _claim(**changes) -> Claim:
    return Claim(**{"kind": "value", "start": 0, "end": 4, "stated": 52.0, "row": 1, "column": "AMC23", **changes})


def test_a_field_of_another_type_is_validated_as_before():
    # a bool key is not kept as it is: validation turns it into the int it stands for
    record = _verdict("52.0 here", _claim(row=True), Outcome("supported", expected=52.0))
    assert type(record.row) is int and record.row == 1
    _same_as_validated(record)


def test_an_unregistered_kind_still_fails():
    with pytest.raises(ValidationError, match="unknown claim kind"):
        _verdict("52.0 here", _claim(kind="no-such-kind"), Outcome("supported"))
    with pytest.raises(ValidationError):
        _verdict("52.0 here", _claim(), Outcome("maybe"))


def test_sentence_records_hold_their_counts(seed_text, bundled_figures):
    scored = evaluate_text(bundled_figures.get("dynts-average"), seed_text("003"))
    for i, sentence in enumerate(scored.sentences):
        mine = [c for c in scored.claims if c.sentence == i]
        assert isinstance(sentence, SentenceVerdict)
        assert sentence.n_claims == len(mine)
        assert sentence.n_contradicted == sum(c.verdict == "contradicted" for c in mine)


def test_a_line_is_read_for_its_language_once(monkeypatch, seed_text, bundled_figures):
    """Reading a line and scoring it both ask for the text's language: the check runs once per line."""
    calls = []
    real = scorecard.language_of
    monkeypatch.setattr(scorecard, "language_of", lambda text: calls.append(text) or real(text))
    text = seed_text("003")
    for n in (1, 2):  # the same text twice, as two lines: two checks, not one kept across lines by value
        raw = json.dumps({"figure_id": "dynts-average", "model": "m", "text": text})
        result = score_line(n, raw, bundled_figures)
        assert result.problem is None and result.card_json
    assert len(calls) == 2


def test_each_record_holds_its_own_set_of_fields_set(seed_text, bundled_figures):
    """The set of fields set is copied from the class's field names per record: never one set shared."""
    scored = evaluate_text(bundled_figures.get("dynts-average"), seed_text("003"))
    first, second = scored.claims[0], scored.claims[1]
    assert first.model_fields_set == set(ClaimVerdict.model_fields)
    assert first.model_fields_set is not second.model_fields_set
    first.model_fields_set.discard("reason")
    assert "reason" in second.model_fields_set and "reason" in scored.claims[2].model_fields_set
    assert scored.sentences[0].model_fields_set is not scored.sentences[1].model_fields_set
