"""Every word list is defined once (issue 34, "one reading of the text"): the up/down words in
``vlmeval.claims.trend_words``, the negation words in ``vlmeval.claims.text``, the approximation words in
``vlmeval.claims.text``, the year as prose writes it in ``vlmeval.dates``. The readers build their patterns
from those lists and add only their own words; no module spells a shared list again."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from vlmeval.claims import line_words, text, trend_words
from vlmeval.claims.types import derived, rank, xy_extreme, xy_reading_sentences

PACKAGE = Path(text.__file__).resolve().parents[1]

# Each shared list as a reader once spelled it out beside its own words, and the one module that may define it.
SPELLED_OUT = {
    r"ris(?:e|es|ing)|increas(?:e|es|ing)": "claims/trend_words.py",  # RISES
    r"fall(?:s|ing)?|decreas(?:e|es|ing)": "claims/trend_words.py",  # FALLS
    r"rose(?!\w)|gr[oe]w": "claims/trend_words.py",  # ROSE
    r"ris(?:e|es|en|ing)|rose|gr[eo]w": "claims/trend_words.py",  # ROSE, as the derived quantities wrote it
    r"fell(?!\w)|": "claims/trend_words.py",  # FELL
    r"|fell|fall\w*|": "claims/trend_words.py",  # FELL, as the derived quantities wrote it
    "increase|decrease|rise|drop": "claims/trend_words.py",  # CHANGE_NOUNS
    "increase|growth|decline|decrease": "claims/trend_words.py",  # CHANGE_NOUNS, as the rankings wrote it
    "highest|lowest|largest|smallest": "claims/trend_words.py",  # SUPERLATIVES, as the x-y places wrote it
    "smallest|largest|lowest|highest": "claims/trend_words.py",  # SUPERLATIVES, as the extreme points wrote it
    '("highest", "largest", "slowest")': "claims/trend_words.py",  # LARGEST_WORDS, as the rankings everywhere
    "not|never|n't": "claims/text.py",  # VERB_NEGATION
    "no|never|without|neither|nor": "claims/text.py",  # NEGATION_WORDS, as line prose wrote it
    '"no", "not", "never", "without"': "claims/text.py",  # NEGATION_WORDS
    "around|about|approximately|approx": "claims/text.py",  # APPROX_WORDS, as line prose wrote it
    "about|around|approximately|roughly|nearly|almost": "claims/text.py",  # APPROX_WORDS, as a loss's bound
    "about|around|nearly|almost|roughly|approximately": "claims/text.py",  # APPROX_WORDS, as derived wrote it
    r"1[89]\d\d|20\d\d": "dates.py",  # YEAR
    r"1[89]\d{2}|20\d{2}": "dates.py",  # YEAR, as the date grammar wrote it
    r"(?:1[89]|20)\d": "dates.py",  # YEAR, as the readers of years wrote it
    r"1[89]\d0|20\d0": "dates.py",  # DECADE_YEAR
}


@pytest.mark.parametrize("spelled,home", SPELLED_OUT.items(), ids=list(SPELLED_OUT))
def test_a_shared_word_list_is_spelled_out_in_one_module_only(spelled, home):
    holders = sorted(str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py") if spelled in p.read_text())
    assert holders in ([home], [])  # ROSE's and the negations' old spellings are gone everywhere
    assert all(h == home for h in holders)


def test_every_shared_list_has_its_home():
    assert re.fullmatch(trend_words.RISES, "rises") and re.fullmatch(trend_words.FALLS, "falls")
    assert not re.fullmatch(trend_words.RISES, "rose")  # present tense only: the course along x
    assert re.fullmatch(trend_words.ROSE, "rose") and not re.match(rf"(?:{trend_words.ROSE})$", "Rosebank")
    assert re.fullmatch(trend_words.FELL, "fell") and not re.match(trend_words.FELL, "Fellows")
    assert set(text.VERB_NEGATION) <= set(text.NEGATION_WORDS)


def _follows(pattern: re.Pattern, words: str) -> bool:
    return bool(pattern.search(words))


@pytest.mark.parametrize("word", ["rises", "increasing", "grows", "climbing"])
def test_the_xy_sentences_and_extremes_read_the_same_rise_words(word):
    assert _follows(xy_reading_sentences._UP, f"the curve {word} with N")
    assert _follows(xy_extreme._UP, f"from 1993 to 2008 the value {word}")


@pytest.mark.parametrize("word", ["falls", "decreasing", "declines", "drops"])
def test_the_xy_sentences_and_extremes_read_the_same_fall_words(word):
    assert _follows(xy_reading_sentences._DOWN, f"the curve {word} with N")
    assert _follows(xy_extreme._DOWN, f"from 1993 to 2008 the value {word}")


@pytest.mark.parametrize("word", ["rose", "grew", "jumped", "soared", "risen"])
def test_series_prose_and_the_derived_quantities_read_the_same_rise_verbs(word):
    assert line_words.TREND_RE.search(f"Sales {word} after 2020.").lastgroup == "up"
    assert re.fullmatch(derived._UP, word, re.I)


@pytest.mark.parametrize("word", ["fell", "plunged", "declined", "dropped"])
def test_series_prose_and_the_derived_quantities_read_the_same_fall_verbs(word):
    assert line_words.TREND_RE.search(f"Sales {word} after 2020.").lastgroup == "down"
    assert re.fullmatch(derived._DOWN, word, re.I)


@pytest.mark.parametrize("name", ["Rosebank", "Fellows"])
def test_a_name_that_starts_with_a_rise_or_fall_verb_is_no_change(name):
    """Whole words, as trend_words says: "5 percentage points Rosebank ..." states no change (the derived
    quantities read "rose" inside "Rosebank" when nothing followed the word)."""
    assert not any(m.groupdict().get("dir") for _, p in derived.PATTERNS
                   for m in p.finditer(f"a gap of 5 percentage points {name} residents"))


@pytest.mark.parametrize("noun", ["increase", "decline", "drop", "gain"])
def test_the_derived_quantities_and_the_rankings_read_the_same_change_nouns(noun):
    assert derived.PATTERNS[5][1].search(f"a 12% {noun}")
    assert rank._CHANGE_AFTER.match(f" annual {noun}")


@pytest.mark.parametrize("word", [w for w in text.NEGATION_WORDS if w not in ("lack", "lacks")] + list(text.NEAR_NEGATION))
def test_series_prose_denies_a_movement_with_the_shared_negations(word):
    sentence = f"The harvest {word} fell." if word != "n't" else "The harvest didn't fall."
    m = line_words.TREND_RE.search(sentence)
    assert line_words.negated(sentence, m, 0)


def test_series_prose_reads_not_only_and_a_lack_as_no_denial():
    for sentence in ("The harvest not only fell.", "The lack of rain made the harvest fall."):
        m = line_words.TREND_RE.search(sentence)
        assert not line_words.negated(sentence, m, 0)


@pytest.mark.parametrize("word", text.VERB_NEGATION)
def test_rankings_and_held_directions_deny_with_the_verb_negations(word):
    assert rank._NEGATION.search(f"Nepal is {word} the ")
    assert derived._NOT.search(f"it did {word} rise steadily")


@pytest.mark.parametrize("word", text.APPROX_WORDS)
def test_every_reader_of_a_bound_reads_the_shared_approximation_words(word):
    from vlmeval.claims.line_text import APPROX, LOSS_BEFORE

    assert text.APPROX_RE.search(f"{word} 52.0") and APPROX.search(f"rose to {word} ")
    assert LOSS_BEFORE.search(f"a deficit of {word} ")
    assert any(m["hedge"] == word for _, p in derived.PATTERNS for m in p.finditer(f"rose by {word} 5%"))


@pytest.mark.parametrize("word,which", [("highest", "max"), ("largest", "max"), ("lowest", "min"), ("smallest", "min")])
def test_the_x_y_places_and_rankings_read_the_same_superlatives(word, which):
    assert xy_extreme._PLACE.search(f"The {word} value is at T = 3 (0.5).")["which"] == word
    assert (word in trend_words.LARGEST_WORDS) == (which == "max") != (word in trend_words.SMALLEST_WORDS)
    assert re.fullmatch(trend_words.SUPERLATIVES, word)
