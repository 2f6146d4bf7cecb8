"""A non-finite stated value (1e309, NaN, infinity, inf, ∞) is never supported: it is a contradicted
``non_finite`` claim, and an extremum whose value it is becomes contradicted too."""

from __future__ import annotations

import pytest

from vlmeval.scoring.scorecard import evaluate_text


@pytest.fixture(scope="module")
def bar(bundled_figures):
    return bundled_figures.figures["synth-2-0002-bar-labelled"]  # rows Beam search, Ours; max 50.0 (Ours, HumanEval)


@pytest.fixture(scope="module")
def heatmap(bundled_figures):
    return bundled_figures.figures["dynts-average"]


def _check(scored, written: str):
    """The non-finite value is one contradicted claim, and no claim reads it as supported."""
    found = [c for c in scored.claims if c.kind == "non_finite"]
    assert [(c.text, c.verdict, c.error_type) for c in found] == [(written, "contradicted", "value")]
    assert written in found[0].reason
    assert scored.metrics.value_precision == 0.0
    assert all(c.verdict != "supported" for c in scored.claims if c.stated is None and c.kind == "extremum")
    assert scored.sentences[found[0].sentence].factual is False


@pytest.mark.parametrize("written", ["1e309", "NaN", "infinity", "inf", "-1E+400", "∞"])
def test_the_highest_value_is_non_finite(bar, written):
    scored = evaluate_text(bar, f"Ours on HumanEval has the highest value, {written}.")
    _check(scored, written)
    (extremum,) = [c for c in scored.claims if c.kind == "extremum"]
    assert (extremum.verdict, extremum.error_type) == ("contradicted", "value")  # was: supported, stated None


@pytest.mark.parametrize("written", ["1e309", "NaN", "Infinity", "inf"])
def test_the_value_at_a_place_is_non_finite(heatmap, written):
    _check(evaluate_text(heatmap, f"In R1-Llama, the value at window 3000 and ratio 0.1 is {written}."), written)


@pytest.mark.parametrize("written", ["1e309", "NaN", "inf"])
def test_a_table_cell_or_row_list_value_is_non_finite(heatmap, written):
    table = f"### R1-Llama\n| Window | 0.1 |\n|---|---|\n| 500 | {written} |"
    _check(evaluate_text(heatmap, table), written)
    rows = f"### R1-Llama\n* Ratio 0.4, Window 2000: {written}"
    _check(evaluate_text(heatmap, rows), written)


@pytest.mark.parametrize("text", ["NaN cells are drawn in grey.", "The inference budget grows.",
                                  "Infinity-norm results are not shown.", "The highest value is 52.8."])
def test_words_that_state_no_value_give_no_claim(heatmap, text):
    assert [c for c in evaluate_text(heatmap, text).claims if c.kind == "non_finite"] == []


def test_a_finite_extremum_keeps_its_verdict(bar):
    scored = evaluate_text(bar, "Ours on HumanEval has the highest value, 50.0.")
    assert [c.kind for c in scored.claims if c.kind == "non_finite"] == []
    assert all(c.verdict == "supported" for c in scored.claims if c.kind == "extremum")
