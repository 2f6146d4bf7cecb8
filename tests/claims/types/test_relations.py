"""The relation types' readers directly (claims.types.extremum, trend, comparison): extrema, trends and comparisons stated about the real DynTS heatmap
(panels "R1-Qwen | <benchmark>", rows: local window size, columns: ratio)."""

from __future__ import annotations

import pytest

from vlmeval.claims.document import build_document
from vlmeval.claims.lexicon import build_lexicon
from vlmeval.claims.types.comparison import extract_comparisons
from vlmeval.claims.types.extremum import extract_extrema
from vlmeval.claims.types.trend import extract_trends

AIME24, AIME25, AMC23 = "R1-Qwen | AIME'24", "R1-Qwen | AIME'25", "R1-Qwen | AMC23"


@pytest.fixture(scope="module")
def qwen(bundled_figures):
    return bundled_figures.get("dynts-r1qwen-benchmarks")


def claims(extractor, figure, text):
    return list(extractor(build_document(text, figure, build_lexicon(figure))))


def test_a_stated_maximum_and_minimum(qwen):
    values = [v for row in qwen.panels[0].data.values for v in row]
    top, bottom = max(values), min(values)  # the description below states the panel's true extremes
    text = f"On AIME'24, the highest score is {top:.1f} at window 2000 and ratio 0.4. The lowest value is {bottom:.1f}."
    found = claims(extract_extrema, qwen, text)
    assert [(c.kind, c.stated, c.panel) for c in found] == [("extremum", top, AIME24), ("extremum", bottom, AIME24)]
    assert text[found[0].start:found[0].end].startswith("highest")
    assert text[found[1].start:found[1].end].startswith("lowest")


def test_no_extremum_word_no_extremum(qwen):
    assert claims(extract_extrema, qwen, "On AIME'24 the score at window 2000 and ratio 0.4 is 52.0.") == []


@pytest.mark.parametrize("text,direction,panel,axis_words", [
    ("On AMC23, accuracy increases as the ratio grows.", "increasing", AMC23, "ratio"),
    ("Scores decrease with larger window sizes on AIME'25.", "decreasing", AIME25, "window"),
])
def test_trends_have_a_direction_a_panel_and_an_axis(qwen, text, direction, panel, axis_words):
    (claim,) = claims(extract_trends, qwen, text)
    assert (claim.kind, claim.stated, claim.panel) == ("trend", direction, panel)
    assert axis_words in text[claim.start:claim.end].lower()


def test_no_clear_trend_is_a_claim_that_the_trend_is_not_strong(qwen):
    (claim,) = claims(extract_trends, qwen, "On AIME'24 there is no clear trend with the ratio.")
    assert claim.kind == "trend" and claim.stated != "increasing" and claim.stated != "decreasing"


@pytest.mark.parametrize("text,relation", [
    ("AMC23 scores are higher than AIME'25 scores.", "greater"),
    ("AIME'25 scores are lower than AIME'24 scores.", "less"),
])
def test_comparisons_between_two_named_panels(qwen, text, relation):
    (claim,) = claims(extract_comparisons, qwen, text)
    assert (claim.kind, claim.stated) == ("comparison", relation)
    assert " than " in text[claim.start:claim.end]


def test_no_comparative_word_no_comparison(qwen):
    assert claims(extract_comparisons, qwen, "AMC23 and AIME'25 are two benchmarks of the figure.") == []
