"""Every word list is defined once (issue 34, "one reading of the text"): the up/down words in
``vlmeval.claims.trend_words``, the negation words in ``vlmeval.claims.text``, the approximation words in
``vlmeval.claims.text``, the year as prose writes it in ``vlmeval.dates``, the extreme family (superlatives, the
extremes as nouns, peaks and troughs) in ``vlmeval.claims.trend_words``. The readers build their patterns from
those lists and add only their own words; no module spells a shared list again, and a reader's cues are the
words it reads."""

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
    # the extreme family (claims.trend_words), as its readers once spelled it
    "highest|largest|biggest|greatest": "claims/trend_words.py",  # GREATEST_WORDS, as rankings and ordinals wrote it
    "lowest|smallest|fewest": "claims/trend_words.py",  # LEAST_WORDS, as the rankings wrote it
    "lowest|smallest|minimum": "claims/trend_words.py",  # LEAST_WORDS, as the ordinal superlatives wrote it
    "peaks?|peaked|best|strongest": "claims/trend_words.py",  # PEAK_FORMS, BEST_WORDS, as the extremes wrote them
    '"highest", "peak", "max", "best"': "claims/trend_words.py",  # the extremes' cues, spelled apart from their words
    '"lowest", "minimum", "min", "worst", "weakest"': "claims/trend_words.py",  # LOWEST_WORDS, WORST_WORDS
    "highest|best|strongest|easiest": "claims/trend_words.py",  # BEST_WORDS, as the comparisons' ranks wrote it
    '"highest", "best", "strongest", "easiest"': "claims/trend_words.py",  # the comparisons' cues
    r"tallest\s+(?:bar|bin)|highest": "claims/trend_words.py",  # TALLEST_WORDS, as the bins wrote it
    "highest|tallest|largest|lowest|shortest|smallest": "claims/trend_words.py",  # TALLEST/SHORTEST_WORDS
    '"mode", "modal", "peak", "tallest"': "claims/trend_words.py",  # the bins' cues
    '"highest": "above", "top": "above"': "claims/trend_words.py",  # LARGEST_WORDS, as series orders wrote it
    '"highest": "max", "largest": "max"': "claims/trend_words.py",  # as the clause readings and chart extremes wrote it
    "highest|largest|maximum|peaks?|lowest": "claims/trend_words.py",  # the clause readings' literal cue
    "peak|peaks|peaking|maximum|minimum": "claims/trend_words.py",  # PEAKING_FORMS, as the curves wrote it
    "peaks?|peaking|max|min": "claims/trend_words.py",  # as the x-y places wrote it
    "saturat\\w*|peaks?|peaking": "claims/trend_words.py",  # PEAKING_FORMS, as the x-y course words wrote it
    r"maximum|minimum|highest\s+value|lowest\s+value": "claims/types/xy_extreme.py",  # VALUE_EXTREMES
    '"maximum", "minimum", "highest", "lowest"': "claims/types/xy_extreme.py",  # VALUE_EXTREMES' cues
    r"peak|high|highest\s+point|maximum|top": "claims/trend_words.py",  # series prose's anchors
    r"low|lowest\s+point|trough|bottom": "claims/trend_words.py",  # TROUGH_WORDS, as series prose's anchors
    '"peak", "maximum", "max", "highest", "spike", "bump"': "claims/trend_words.py",  # BUMP_WORDS, HIGHEST_WORDS
    '"minimum", "min", "lowest", "trough", "dip"': "claims/trend_words.py",  # LOWEST_WORDS, TROUGH_WORDS
    '"dip", "trough", "minimum", "min"': "claims/trend_words.py",  # as the curves' bullets wrote it
    "rightmost|highest|lowest|only": "claims/trend_words.py",  # SUPERLATIVES, as a part of the markers
    # outside claims/, as the corruptions and the contradiction classes once spelled the extremes
    "peak|maximum|max|highest|minimum|min|lowest|trough|dip": "claims/trend_words.py",  # the corruptions' marks
    '("peak", "maximum", "max", "highest")': "claims/trend_words.py",  # PEAK_FORMS, HIGHEST_WORDS, as they read it
    "maximum|minimum|max|min|highest|lowest": "claims/trend_words.py",  # the contradiction classes' reasons
    '"increases", "rises", "grows", "climbs"': "claims/trend_words.py",  # RISES' present tense, as marker sets wrote it
    '"decreases", "falls", "declines", "drops"': "claims/trend_words.py",  # FALLS' present tense, likewise
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


@pytest.mark.parametrize("alternation", [trend_words.RISES, trend_words.FALLS, trend_words.CHANGE_NOUNS])
def test_the_words_of_an_alternation_of_word_forms_are_what_it_matches(alternation):
    words = trend_words.word_forms(alternation)
    assert words and all(re.fullmatch(alternation, w) for w in words)
    assert len(words) == len(set(words)) and all(w.startswith(trend_words.stems(alternation)) for w in words)


def test_the_stems_of_an_alternation_are_the_literal_start_of_each_form():
    assert trend_words.stems(r"trends?|correlat\w*|ris(?:e|es)|little variation") == ("trend", "correlat", "ris",
                                                                                     "little variation")
    with pytest.raises(ValueError):
        trend_words.stems(r"\w+ly|up")  # a form with no literal start holds no stem


def test_the_words_of_an_alternation_hold_each_ending():
    words = {"climb", "climbs", "climbing", "rise", "rises"}
    assert set(trend_words.word_forms("climb(?:s|ing)?|ris(?:e|es)")) == words
    with pytest.raises(ValueError):
        trend_words.word_forms(r"increas\w*")  # a form that stands for endless words


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


# --- the extreme family: each list of claims.trend_words is spelled there only -----------------------------------

FAMILIES = {name: words for name, words in vars(trend_words).items()
            if name.endswith(("_WORDS", "_FORMS")) and isinstance(words, tuple)}
# two words of one list side by side elsewhere, in the readers' own kind of list that is no copy of the family
OWN_LISTS = {
    ("claims/types/extremum_error.py", "SHORTEST_WORDS"),  # the length of an error bar: "smallest", "shortest", "narrowest"
    ("claims/types/xy_extreme.py", "TALLEST_WORDS"),  # "highest|tallest" before "peak": the height of a peak, not a bar
}


def _side_by_side(words: tuple[str, ...]) -> re.Pattern:
    """Two words of ``words`` joined as an alternation ("highest|largest", r"max\\s+\\w+|min") or as a tuple or
    dictionary's items ('"lowest", "smallest"', '"highest": "max", "largest"')."""
    alt = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
    return re.compile(rf"(?<![\w\\])(?:{alt})(?:\\s\+\w+)?\|(?:{alt})(?!\w)|\"(?:{alt})\"(?::\s*\"\w+\")?,\s*\"(?:{alt})\"")


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_a_list_of_the_extreme_family_is_spelled_in_trend_words_only(family):
    pattern = _side_by_side(FAMILIES[family])
    spelled = [(str(p.relative_to(PACKAGE)), m.group()) for p in (PACKAGE / "claims").rglob("*.py")
               if p.name != "trend_words.py" for m in pattern.finditer(p.read_text())]
    assert [s for s in spelled if (s[0], family) not in OWN_LISTS] == []


def test_the_family_check_finds_a_list_spelled_again():
    assert _side_by_side(trend_words.LARGEST_WORDS).search('_MAX = r"largest|highest|biggest"')
    assert _side_by_side(trend_words.LEAST_WORDS).search('_SIDES = {"minimum": "min", "lowest": "min"}')
    assert _side_by_side(trend_words.PEAKING_FORMS).search('rf"\\b(?:peaking|peak)\\b"')
    assert not _side_by_side(trend_words.LARGEST_WORDS).search('"|".join(LARGEST_WORDS) + "|highestness"')


# --- each reader's cues are the words it reads (claims.cues.cues_of) --------------------------------------------

def _readers():
    from vlmeval.claims.types import (bin_extremes, comparison, count_totals, extremum, marker_set_trend, ordinal,
                                      printed_text, xy_every_extreme, xy_extreme)

    p = printed_text
    return [
        (p.extract_printed_text, p._ATTRIBUTING + p._SAYING + p._IDENTIFYING + p._SHOWING + p._CALLED),  # "depicts" too
        (count_totals.extract_count_totals, count_totals._TOTAL_WORDS),
        (marker_set_trend.extract_marker_set_trends, tuple(marker_set_trend._MARKERS)),
        (extremum.extract_extrema, extremum._HIGH_WORDS + extremum._LOW_WORDS + trend_words.LARGEST_WORDS + trend_words.SMALLEST_WORDS),
        (comparison.extract_comparisons, comparison._MORE + comparison._LESS + comparison._RANK_HIGH + comparison._RANK_LOW),
        (ordinal.extract_ordinal_extremes, trend_words.GREATEST_WORDS + trend_words.LEAST_WORDS),
        (bin_extremes.extract_bin_extremes, bin_extremes._MAX_WORDS + bin_extremes._MIN_WORDS),
        (xy_every_extreme.extract_every_extreme, xy_extreme.VALUE_EXTREMES),
    ]


def test_every_word_a_reader_reads_holds_one_of_its_cues_and_every_cue_is_one_of_its_words():
    for extractor, words in _readers():
        low = [w.lower() for w in words]
        assert all(any(c in w for c in extractor.cues) for w in low), extractor.__name__
        assert all(any(c in w.split() for w in low) for c in extractor.cues), extractor.__name__


def test_the_cues_of_word_lists_are_their_rarest_words_without_repeats():
    from vlmeval.claims.cues import cues_of

    assert cues_of(("peak", "peaks", "peaking"), ("maximum", "max")) == ("peak", "max")
    assert cues_of(("most populated bin", "modal bin")) == ("populated", "modal")
    assert cues_of(("slower", "lower")) == ("lower",)  # "slower" holds "lower": the same sentences


@pytest.mark.parametrize("word", trend_words.GREATEST_WORDS + trend_words.LEAST_WORDS)
def test_rankings_and_ordinal_superlatives_read_the_same_superlatives(word):
    from vlmeval.claims.ordinal_extremes import ORDINAL_SUPERLATIVE

    m = rank.SUPERLATIVE_RE.search(f"the second {word} was Spain")
    n = ORDINAL_SUPERLATIVE.search(f"the second {word} was Spain")
    assert m["ord"] == n["ord"] == "second" and (m["max"] is None) == (n["max"] is None) == (word in trend_words.LEAST_WORDS)


# --- where a reader read only part of a list, it reads the list: "largest bar" is a bin's extreme as "tallest bar" is;
# "the largest 3 points" a part of the markers, as "the highest 3 points" is

def _bins():
    from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table

    bins = ["10–20", "20–30", "30–40", "40–50"]
    table = Table(rows=["bars"], columns=bins, values=[[4.0, 9.0, 13.0, 6.0]], decimals=0)
    panel = Panel(title="main panel", x=Axis(label="Age", scale="categorical", ticks=bins),
                  y=Axis(label="Count", scale="linear", ticks=[0.0, 5.0, 10.0]), data=table)
    return Figure(id="ages", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


@pytest.mark.parametrize("word", trend_words.TALLEST_WORDS + trend_words.SHORTEST_WORDS)
def test_every_superlative_of_a_bar_places_a_bins_extreme(word):
    from vlmeval.scoring.scorecard import evaluate_text

    right, wrong = ("30–40", "10–20") if word in trend_words.TALLEST_WORDS else ("10–20", "30–40")
    for bin_, verdict in ((right, "supported"), (wrong, "contradicted")):
        claims = evaluate_text(_bins(), f"The {word} bar is the {bin_} bin.").claims
        bin_claims = [c for c in claims if c.payload and "near" in c.payload]  # a BinExtreme (rankings read some too)
        assert [(c.payload["column"], c.verdict) for c in bin_claims] == [(bin_, verdict)]


@pytest.mark.parametrize("word", trend_words.SUPERLATIVES.split("|"))
def test_markers_named_by_a_superlative_are_a_part_of_them_not_their_count(word):
    from vlmeval.claims.types import marker_count

    for sentence in (f"The {word} 3 points are red.", f"The 3 {word} points are red."):
        assert not any(marker_count._read(sentence, m) for m in marker_count._SAID.finditer(sentence))
    assert any(marker_count._read(s, m) for s in ["The plot shows 3 points."] for m in marker_count._SAID.finditer(s))


@pytest.mark.parametrize("verb", ["shows", "depicts"])
def test_printed_text_reads_every_verb_of_its_phrases_in_a_scored_text(verb):
    """Each verb of "as the figure <verb>" is a cue: "depicts", read by the pattern but not declared, was never read."""
    from vlmeval.scoring.scorecard import evaluate_text

    claims = evaluate_text(_bins(), f"The drop, as the figure {verb}, comes from Kuiper Belt Objects.").claims
    said = [(c.kind, c.payload["words"]) for c in claims if c.payload and "words" in c.payload]
    assert said == [("ungrounded", ["kuiper", "belt", "objects"])]  # printed as the figure's text: the record says not


def test_the_attributions_cues_are_the_words_of_their_phrases():
    from vlmeval.claims.types import ungrounded as u

    words = u._NOUN_SAYS + u._AS_SAID + u._SHOWN
    assert all(any(c in w for c in u.ATTRIBUTED_CUES) for w in words)
    assert all(c in words for c in u.ATTRIBUTED_CUES)  # "indicate", "label", hand-kept stems, are no word it reads
    assert set(u.ATTRIBUTED_CUES) <= set(u.extract_ungrounded_claims.cues)


def test_series_prose_reads_its_extremes_from_its_word_lists():
    """Series prose's extremes are word lists holding the shared highest (lowest) words, each read on one side."""
    assert set(trend_words.HIGHEST_WORDS) <= set(line_words.MAX_WORDS)
    assert set(trend_words.LOWEST_WORDS) <= set(line_words.MIN_WORDS)
    for words, regex, other in ((line_words.MAX_WORDS, line_words.MAX_RE, line_words.MIN_RE),
                                (line_words.MIN_WORDS, line_words.MIN_RE, line_words.MAX_RE)):
        for word in words:
            sentence = f"Sales reached their {word.replace(' ', '  ')} 40 units in 2019."
            assert regex.search(sentence) and not other.search(sentence), word


@pytest.mark.parametrize("word", ["trend", "trends", "flat", "constant", "steady", "correlated", "increases", "risen",
                                  "higher", "gains", "worsens", "degrades", "downward", "falls"])
def test_a_trends_cues_are_the_stems_of_the_words_its_pattern_reads(word):
    from vlmeval.claims.types import trend

    assert set(trend.extract_trends.cues) == set(trend_words.stems(trend._TREND_WORDS))
    m = trend._TREND_WORD.search(f"the accuracy {word} with depth")
    assert m and any(c in m.group().lower() for c in trend.extract_trends.cues)
    assert trend._TREND_NAME_STEMS == trend_words.stems(trend._NAMED_TREND)


def test_a_forecasts_and_a_benchmarks_cues_are_the_words_of_their_phrases():
    from vlmeval.claims.types import ungrounded as u

    for words, cues in (((*u._FORECAST_VERBS, "will"), u._FORECAST_CUES), (u._BENCHMARK_WORDS, u._BENCHMARK_CUES)):
        assert all(any(c in w for c in cues) for w in words) and all(c in words for c in cues)
    for verb in u._FORECAST_VERBS:
        assert u.FORECAST_RE.search(f"Sales are {verb} to reach 90 by 2030.")
