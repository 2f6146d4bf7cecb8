"""vlmeval.claims.trend_words: the trend words both extraction stacks share are read with the same meaning by
each, series prose (captions of line and bar charts) and the relation claims (heatmaps), on the real DynTS
heatmap; the words only one stack reads stay its own."""

from __future__ import annotations

import re

import pytest

from vlmeval.claims import trend_words
from vlmeval.claims.types.derived import STEADY_RE as DERIVED_STEADY_RE
from vlmeval.claims.document import build_document
from vlmeval.claims.lexicon import build_lexicon
from vlmeval.claims.types.extremum import extract_extrema
from vlmeval.claims.types.trend import extract_trends
from vlmeval.claims.line_words import MAX_RE, MIN_RE, STEADY_RE, TREND_RE

RISING = ["increases", "improves", "climbs"]
FALLING = ["decreases", "declines", "drops", "falls", "reduces"]
LEVEL = ["stable", "flat", "constant"]


@pytest.fixture(scope="module")
def qwen(bundled_figures):
    return bundled_figures.get("dynts-r1qwen-benchmarks")


def relation_claims(extractor, figure, text):
    return list(extractor(build_document(text, figure, build_lexicon(figure))))


def series_direction(text: str) -> str | None:
    m = TREND_RE.search(text)
    return m.lastgroup if m else None


@pytest.mark.parametrize("word,direction,series_group", [
    *[(w, "increasing", "up") for w in RISING], *[(w, "decreasing", "down") for w in FALLING]])
def test_a_shared_direction_word_means_the_same_in_both_stacks(qwen, word, direction, series_group):
    pattern = re.compile(rf"(?:{trend_words.RISE if series_group == 'up' else trend_words.FALL})$", re.I)
    assert pattern.match(word)  # the word is one of the shared list's, not a stack's own
    assert series_direction(f"The rate {word} after 2020.") == series_group
    (claim,) = relation_claims(extract_trends, qwen, f"On AMC23, accuracy {word} with larger window sizes.")
    assert claim.stated == direction


@pytest.mark.parametrize("word", LEVEL)
def test_a_shared_level_word_means_the_same_in_both_stacks(qwen, word):
    assert re.fullmatch(trend_words.LEVEL, word)
    assert series_direction(f"The rate was {word} after 2020.") == "flat"
    (claim,) = relation_claims(extract_trends, qwen, f"On AIME'24, accuracy is {word} across the ratios.")
    assert claim.stated == "flat"


@pytest.mark.parametrize("word,regex", [("highest", MAX_RE), ("maximum", MAX_RE), ("lowest", MIN_RE), ("minimum", MIN_RE)])
def test_a_shared_extremum_word_means_the_same_in_both_stacks(qwen, word, regex):
    assert re.fullmatch(trend_words.HIGHEST if regex is MAX_RE else trend_words.LOWEST, word)
    assert regex.search(f"the {word} value was 52.0 in 2021")
    assert not (MIN_RE if regex is MAX_RE else MAX_RE).search(f"the {word} value")
    values = [v for row in qwen.panels[0].data.values for v in row]
    value = max(values) if regex is MAX_RE else min(values)
    (claim,) = relation_claims(extract_extrema, qwen, f"On AIME'24, the {word} score is {value:.1f}.")
    assert claim.stated == value


@pytest.mark.parametrize("word", ["steadily", "consistently", "continuously", "constantly", "steady", "consistent"])
def test_a_held_direction_is_read_by_series_prose_and_by_the_derived_quantities(word):
    assert re.fullmatch(trend_words.STEADY, word)
    assert STEADY_RE.search(f"it rose {word}") and DERIVED_STEADY_RE.search(f"it rose {word}")


def test_words_one_stack_reads_stay_its_own():
    # "higher" states a trend in results prose ("higher with larger X"); in a caption it compares categories
    assert series_direction("Bhutan is higher than Nepal.") is None
    # "surged" is a caption's verb; "risk" is no rise for series prose, whose captions hold names
    assert series_direction("Cases surged in May.") == "up"
    assert series_direction("The risk was noted.") is None
    # the shared lists never hold a word of the other direction, nor "steady" (each stack reads it its own way)
    for shared in (trend_words.RISE, trend_words.FALL, trend_words.LEVEL):
        assert not re.search(rf"(?:{shared})$", "steady")
    assert not set(trend_words.RISE.split("|")) & set(trend_words.FALL.split("|"))
