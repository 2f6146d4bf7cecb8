"""A contracted negation ("didn't", "isn't", "doesn’t") denies a ranking or a held direction as "not" does: the
"n't" is glued to its verb, so it is found without a word boundary before it. Sentences written for the tests."""

from __future__ import annotations

import pytest

from figure_builders import bakeries, ferry_years
from vlmeval.claims.types import derived, rank
from vlmeval.scoring.scorecard import evaluate_text


def _kinds(fig, sentence, kind, field=None):
    """The verdicts of the claims of ``kind`` (whose payload has ``field``, when given)."""
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, sentence).claims
            if c.kind == kind and (field is None or field in (c.payload or {}))]


@pytest.mark.parametrize("verb", ["isn't", "wasn't", "doesn't", "didn’t", "hasn't"])
def test_a_contracted_negation_denies_a_rank_and_a_held_direction(verb):
    assert rank._NEGATION.search(f"Nepal {verb} the ")
    assert derived._NOT.search(f"it {verb} rise steadily")


@pytest.mark.parametrize("sentence", ["Passengers haven't grown steadily since 2012.",
                                      "Passengers haven’t grown steadily since 2012.",
                                      "Passengers have not grown steadily since 2012."])
def test_a_denied_held_direction_is_no_claim(tmp_path, sentence):
    assert _kinds(ferry_years(tmp_path), sentence, "derived") == []


def test_a_denied_rank_is_no_claim(tmp_path):
    fig = bakeries(tmp_path)
    assert _kinds(fig, "Migalha has the highest sales.", "extremum", "rank") == [("contradicted", "label")]
    for sentence in ("Migalha doesn't have the highest sales.", "Migalha does not have the highest sales."):
        assert _kinds(fig, sentence, "extremum", "rank") == []


def test_a_word_ending_in_nt_is_no_negation():
    assert not rank._NEGATION.search("the giant ")
    assert not derived._NOT.search("the point rose steadily")
