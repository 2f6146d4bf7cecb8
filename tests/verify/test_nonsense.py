"""The nonsense error type (vlmeval/verify/nonsense.py), and a panel name such as "13B" not read as a value.

Descriptions are written the way VLMs write them, against the bundled figures; the expected verdicts come
from the figures' tables (values quoted in the comments), not from the scorer's output.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vlmeval.claims.line_text import find_numbers
from vlmeval.scoring.scorecard import evaluate_text

ROOT = Path(__file__).resolve().parents[2]

# dynts-average: R1-Llama max 52.8 (window 2000, ratio 0.3), min 49.1 (3000, 0.1);
#                R1-Qwen  max 56.3 (2000, 0.4),            min 51.5 (500, 0.1).
DESCRIPTION = """The figure shows two heatmaps side by side, one for R1-Llama and one for R1-Qwen, with the Ratio on the x-axis and the Local Window Size on the y-axis.

Overall, R1-Qwen achieves higher accuracy than R1-Qwen. R1-Qwen generally scores higher than R1-Llama. R1-Qwen consistently outperforms R1-Llama across all configurations.

In the R1-Llama heatmap, the highest value is 49.1 at window 3000 and ratio 0.1. The lowest value is 52.8 at window 2000 and ratio 0.3.

For R1-Qwen, the peak of 56.3 occurs at window 2000 and ratio 0.4. The lowest value, 51.5, is at window 500 and ratio 0.1."""


def claims_of(figure, text):
    return {c.text: c for c in evaluate_text(figure, text).claims}


@pytest.fixture(scope="module")
def average(bundled_figures):
    return bundled_figures.get("dynts-average")


def test_description_with_nonsense_and_ordinary_claims(average):
    scored = evaluate_text(average, DESCRIPTION)
    by_text = {c.text: c for c in scored.claims}
    nonsense = {c.text for c in scored.claims if c.error_type == "nonsense"}
    assert nonsense == {
        "R1-Qwen achieves higher accuracy than R1-Qwen",
        "highest value is 49.1 at window 3000 and ratio 0.1",  # 49.1 is R1-Llama's minimum, stated as its maximum
        "lowest value is 52.8 at window 2000 and ratio 0.3",  # ... and its maximum stated as the minimum
    }
    assert all(by_text[t].verdict == "contradicted" for t in nonsense)
    # ordinary claims keep their ordinary verdicts
    assert by_text["two heatmaps"].verdict == "supported"
    assert by_text["R1-Qwen generally scores higher than R1-Llama"].verdict == "supported"
    # R1-Llama is higher at window 500, ratio 0.2 (52.1 vs 51.8): a wrong comparison, not nonsense
    assert by_text["R1-Qwen consistently outperforms R1-Llama"].error_type == "magnitude"
    peak = next(c for t, c in by_text.items() if t.startswith("peak of 56.3"))
    low = next(c for t, c in by_text.items() if t.startswith("lowest value, 51.5"))
    assert (peak.verdict, low.verdict) == ("supported", "supported")
    assert scored.counts["nonsense"] == 3
    assert scored.counts["contradicted"] == 4


def test_self_comparison_needs_nothing_to_tell_the_sides_apart(average, bundled_figures):
    text = ("R1-Qwen at ratio 0.4 scores higher than R1-Qwen at ratio 0.1. "
            "R1-Qwen scores higher at larger window sizes than R1-Qwen at small ones. "
            "R1-Qwen is better than R1-Qwen.")
    claims = evaluate_text(average, text).claims
    assert [c.text for c in claims if c.error_type == "nonsense"] == ["R1-Qwen is better than R1-Qwen"]
    assert [c.text for c in claims if c.kind == "comparison"] == ["R1-Qwen is better than R1-Qwen"]
    # two series of a bar chart (synth-2-0002: Ours 50.0 vs Beam search 35.0 on HumanEval)
    bars = claims_of(bundled_figures.get("synth-2-0002-bar-labelled"),
                     "Beam search scores higher than Beam search. Ours scores higher than Beam search on HumanEval.")
    assert bars["Beam search scores higher than Beam search"].error_type == "nonsense"
    assert bars["Ours scores higher than Beam search"].verdict == "supported"


@pytest.mark.parametrize("text, span, verdict, error", [
    ("The figure consists of 2.5 heatmaps, one per model.", "2.5 heatmaps", "contradicted", "nonsense"),
    ("The figure has 0 panels.", "0 panels", "contradicted", "nonsense"),
    ("The figure has three heatmaps.", "three heatmaps", "contradicted", "hallucination"),
    ("The figure has 2.0 panels.", "2.0 panels", "supported", None),
    ("The image contains two heatmaps.", "two heatmaps", "supported", None),
])
def test_counts_that_are_not_a_positive_whole_number(average, text, span, verdict, error):
    claims = [c for c in evaluate_text(average, text).claims if c.kind == "count"]
    assert [(c.text, c.verdict, c.error_type) for c in claims] == [(span, verdict, error)]


def test_a_decimal_before_panels_is_a_count_only_right_before_the_noun(average):
    claims = evaluate_text(average, "At ratio 0.5 both heatmaps reach their highest scores.").claims
    assert not [c for c in claims if c.kind == "count"]


def test_inverted_extremes_keep_a_supported_side(average):
    text = "In the R1-Llama heatmap, the maximum accuracy is 52.8. The minimum is 53.5."
    claims = claims_of(average, text)
    assert claims["maximum accuracy is 52.8"].verdict == "supported"
    assert claims["minimum is 53.5"].error_type == "nonsense"


def test_extremes_of_different_or_unknown_panels_are_not_compared(average):
    # R1-Llama's maximum (52.8) is below the stated R1-Qwen minimum: no contradiction, only a wrong value
    claims = claims_of(average, "In R1-Llama, the highest value is 52.8. In R1-Qwen, the lowest value is 53.0.")
    assert claims["highest value is 52.8"].verdict == "supported"
    assert (claims["lowest value is 53.0"].verdict, claims["lowest value is 53.0"].error_type) == ("contradicted", "value")
    # no panel named on a two-panel figure: the two sentences may be about different panels
    claims = claims_of(average, "The highest value is 40.1. The lowest value is 52.0.")
    assert {c.verdict for c in claims.values()} == {"unverifiable"}


def test_extremes_within_their_stated_precision_are_not_nonsense(average):
    # 52 and 52.4 with one significant unit each: max 52 (up to 52.5) and min 52.4 can both hold
    claims = claims_of(average, "In the R1-Llama heatmap, the highest score is 52. Its lowest score is 52.4.")
    assert {c.error_type for c in claims.values()} <= {None, "value", "location"}
    assert claims["lowest score is 52.4"].error_type == "value"  # the minimum is 49.1


def test_inverted_extremes_of_a_line_chart(bundled_figures):
    # synth-2-0050-line-log: perplexity from 55.1 (Ours, 1B tokens) down to 13.7 (Ours, 100B tokens)
    fig = bundled_figures.get("synth-2-0050-line-log")
    wrong = claims_of(fig, "The chart plots perplexity against training tokens. The peak perplexity is 13.7. "
                           "The lowest perplexity is 55.1.")
    assert wrong["peak perplexity is 13.7"].error_type == "nonsense"
    assert wrong["lowest perplexity is 55.1"].error_type == "nonsense"
    right = claims_of(fig, "The chart plots perplexity against training tokens. The peak perplexity is 55.1. "
                           "The lowest perplexity is 13.7.")
    assert right["peak perplexity is 55.1"].verdict == "supported"
    assert right["lowest perplexity is 13.7"].verdict == "supported"


def test_seed_descriptions_have_no_nonsense(bundled_figures):
    for line in (ROOT / "reports" / "seed_descriptions.jsonl").read_text(encoding="utf-8").splitlines():
        seed = json.loads(line)
        claims = evaluate_text(bundled_figures.get(seed["figure_id"]), seed["text"]).claims
        assert not [c.text for c in claims if c.error_type == "nonsense"], seed["seed"]


# ---- a panel name such as "13B" is not a number ---------------------------------------------------------

def test_panel_name_13b_is_not_read_as_a_value(bundled_figures):
    # synth-2-0004-bar-delta, panel "13B": max 7.1 (Beam search, ImageNet-1k), min -4.1 (Greedy, COCO)
    fig = bundled_figures.get("synth-2-0004-bar-delta")
    text = ("### 13B\n\nThe highest value in 13B is 7.1 at Beam search, Benchmark ImageNet-1k.\n"
            "The lowest value in 13B is -4.1 at Greedy, Benchmark COCO.")
    extrema = [c for c in evaluate_text(fig, text).claims if c.kind == "extremum"]
    assert [(c.text, c.verdict) for c in extrema] == [
        ("highest value in 13B is 7.1", "supported"), ("lowest value in 13B is -4.1", "supported")]
    (wrong,) = [c for c in evaluate_text(fig, "### 13B\n\nBeam search: the highest value in 13B is 6.2.").claims if c.kind == "extremum"]
    assert (wrong.text, wrong.verdict, wrong.error_type) == ("highest value in 13B is 6.2", "contradicted", "value")
    assert wrong.reason == "the maximum is 7.1; bound: whole"  # the binding is named (claims.line_bindings)


def test_numbers_glued_to_a_name_on_the_right_are_not_values():
    text = "The (c)13B panel and Qwen-13B peak at 7.1; OLMo 7B reaches 52.0% and 13.5B tokens give 2k."
    assert [text[n.start:n.end] for n in find_numbers(text, [])] == ["7.1", "52.0%", "2k"]
