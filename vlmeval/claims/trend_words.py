"""The trend vocabulary both extraction stacks share: the words that say a quantity rises, falls, holds level,
holds its direction, or is at its highest or lowest.

Each list is a regex alternation of whole-word stems, to be placed inside a reader's own pattern (which adds
its context rules: word boundaries, look-arounds, groups). Series prose (``claims.line_words``: line and bar
captions) and the relation claims (``claims.types.extremum``, ``trend``: heatmaps and axis plots) read the same lists here and
each adds the words only its prose uses; the derived quantities (``claims.types.derived``) read the verbs
and the steady adverbs, the rankings (``claims.types.rank``) the change nouns, the sentences of x-y plots
(``claims.types.xy_reading_sentences``, ``xy_extreme``) the present-tense verbs. The extreme family (the
superlatives, the extremes as nouns, a peak, a trough) is tuples of plain words, read by every reader of an
extreme (rankings, ordinals, extrema, comparisons, bins, x-y places and curves, series prose's anchors), each
declaring the same words as its cues (``claims.cues.cues_of``). No other module spells a list here again
(tests/claims/test_one_vocabulary.py). Why a reader adds words is said where it adds them; in short:

* series prose reads captions of real-world series, whose proper names hold trend words ("Rosebank",
  "Fellows", "Rising Star"), so it adds whole inflected forms ("rise|rises|rising|risen", never ``ris\\w*``,
  which reads "risk") and the verbs of such captions ("surge", "soar", "plummet", "dip");
* the relation claims read results prose, where a trend is said with comparatives and performance words
  ("higher with larger X", "gains", "degrades", "best", "weakest"), which in series prose compare two
  categories or say nothing about the series;
* "steady" differs on purpose: in series prose, alone, it says a direction is held ("a steady increase") and
  it means level only after "remained", "stayed" or "been"; the relation claims read it as level unless it
  qualifies a direction word. Each stack keeps its own rule, so "steady" is in neither shared list below but
  ``STEADY``.
"""

from __future__ import annotations

import re

# the stems of a rise (fall) said by a verb, and the shared lists with the words of improvement and direction
RISE_VERB = r"increas\w*|climb\w*"
FALL_VERB = r"decreas\w*|declin\w*|drop\w*|fall\w*|reduc\w*"
RISE = rf"{RISE_VERB}|improv\w*|upward"
FALL = rf"{FALL_VERB}|downward"
# the verbs of a past or present rise (fall) that RISE (FALL) has no stem for, as whole words where a name may
# start with one ("Rosebank" is not "rose", "Fellows" not "fell"): series prose and the derived quantities
ROSE = r"ris(?:e|es|ing|en)|rose(?!\w)|gr[oe]w\w*|jump\w*|soar\w*"
FELL = r"fell(?!\w)|plung\w*"
# what a curve does along its x, in the present tense only ("falls from ~0.8 at N = 8"; "increased" tells a
# change over time, not a course along x): the sentences of x-y plots (claims.types.xy_reading_sentences, xy_extreme)
RISES = r"ris(?:e|es|ing)|increas(?:e|es|ing)|grow(?:s|ing)?|climb(?:s|ing)?"
FALLS = r"fall(?:s|ing)?|decreas(?:e|es|ing)|declin(?:e|es|ing)|drop(?:s|ping)?"
# the nouns of a change ("a 12% increase", "the largest drop"): the derived quantities and the rankings
CHANGE_NOUNS = r"increase|decrease|rise|drop|decline|growth|fall|jump|gain|loss|reduction"
LEVEL = r"stable|flat|constant"
# --- the extreme family: the words that say a value is the highest or lowest -----------------------------------
# Each list is a tuple of plain words; a reader joins it into its own alternation ("|".join) and declares the same
# words as its cues (``claims.cues.cues_of``), so its cues cannot drift from the words it reads. Every reader places
# them between word boundaries, where no word is cut short by a longer one, so the order of a list does not matter.
# the superlatives of a value that rank a series, a point or a place ("the largest value is at x = 3", "A is the
# lowest everywhere"): the x-y extremes, points and rankings, the markers a part names ("the highest 3 points")
LARGEST_WORDS = ("highest", "largest")
SMALLEST_WORDS = ("lowest", "smallest")
SUPERLATIVES = "|".join(LARGEST_WORDS + SMALLEST_WORDS)
# the superlatives of a bar ("the tallest bar is ...", "the shortest bin"): the category extremes of x-y plots, bins
TALLEST_WORDS = (*LARGEST_WORDS, "tallest")
SHORTEST_WORDS = (*SMALLEST_WORDS, "shortest")
# the other superlatives of size the rankings and the ordinal superlatives read ("the biggest", "the second greatest")
GREATEST_WORDS = (*LARGEST_WORDS, "biggest", "greatest", "maximum")
LEAST_WORDS = (*SMALLEST_WORDS, "minimum")
# the extreme as a noun, whole or cut short ("its maximum", "max 0.9"), and "highest" ("lowest") beside it: the
# relation claims, series prose and the x-y places (HIGHEST_WORDS, LOWEST_WORDS; as alternations HIGHEST, LOWEST)
MAXIMUM_WORDS = ("maximum", "max")
MINIMUM_WORDS = ("minimum", "min")
HIGHEST_WORDS = (LARGEST_WORDS[0], *MAXIMUM_WORDS)
LOWEST_WORDS = (SMALLEST_WORDS[0], *MINIMUM_WORDS)
HIGHEST = "|".join(HIGHEST_WORDS)
LOWEST = "|".join(LOWEST_WORDS)
# a peak ("the peak of A", "B peaks at x = 3"): the clause readings and the relation claims (which add "peaked":
# results prose tells a heatmap's maximum, "peaked at 52.0 on ..."); the x-y places, curves and the course words of
# x-y sentences read it as the verb of a course too ("peaking near 0.4"); series prose reads every form ("peak\w*")
PEAK_FORMS = ("peak", "peaks")
PEAKING_FORMS = (*PEAK_FORMS, "peaking")
# a low point as a noun ("the trough of 2009", "a dip of ~0.1 at x = 3"): curves and the anchors of series prose;
# a narrow high one ("a spike near x = 3"): the features a curve's readings are named by (claims.xy_readings)
TROUGH_WORDS = ("trough", "dip")
BUMP_WORDS = ("spike", "bump")
# the superlatives of performance results prose adds ("the best is 52.0 at ...", "the weakest model"): the relation
# claims' extremes and the comparisons' ranks (which add how hard a benchmark is: "easiest", "hardest")
BEST_WORDS = ("best", "strongest")
WORST_WORDS = ("worst", "weakest")
# a direction held over the whole window ("steadily rose", "a consistent decline")
STEADY = r"steady|steadily|consistent(?:ly)?|continuous(?:ly)?|constantly"


def stems(alternation: str) -> tuple[str, ...]:
    """The literal start of each word of a pattern alternation of word forms ("ris(?:e|es|ing)|climb(?:s|ing)?|
    gains?|wors\\w*": "ris", "climb", "gain", "wors"): every match of a form holds its stem (word pre-tests,
    ``near_words.may_hold``; cues, ``claims.cues``)."""
    out = []
    for form in _alternatives(alternation):
        stem = _LITERAL.match(form)[0]
        out.append(stem[:-1] if form.startswith("?", len(stem)) else stem)  # "gains?": the "s" may be left out
    if not all(s.strip() for s in out):
        raise ValueError(f"not an alternation of word forms: {alternation!r}")
    return tuple(out)


def word_forms(alternation: str) -> tuple[str, ...]:
    """Every word a pattern alternation of word forms matches ("ris(?:e|es|ing)|climb(?:s|ing)?": "rise", "rises",
    "rising", "climb", "climbs", "climbing"), for a reader that needs the words themselves."""
    return tuple(stem + end for stem, ends in _forms_of(alternation) for end in ends)


def _forms_of(alternation: str) -> list[tuple[str, tuple[str, ...]]]:
    """Each form of the alternation as its stem and its endings ("climb(?:s|ing)?": "climb", ("s", "ing", ""))."""
    out = []
    for form in _alternatives(alternation):
        stem, _, rest = form.partition("(")
        ends = _ENDINGS.fullmatch("(" + rest) if rest else None
        if not stem.isalpha() or (rest and ends is None):
            raise ValueError(f"not an alternation of word forms: {alternation!r}")
        out.append((stem, (*ends[1].split("|"), *([""] if ends[2] else ())) if ends else ("",)))
    return out


def _alternatives(alternation: str) -> list[str]:
    """The alternation split at each "|" outside a group."""
    forms, depth, start = [], 0, 0
    for i, ch in enumerate(alternation + "|"):
        depth += (ch == "(") - (ch == ")")
        if ch == "|" and depth == 0:
            forms.append(alternation[start:i])
            start = i + 1
    return forms


_LITERAL = re.compile(r"(?:[^\W\d_]| )*")  # a form's literal start, up to its first pattern sign
_ENDINGS = re.compile(r"\(\?:([a-z|]+)\)(\?)?")  # "(?:s|ing)?": a form's endings, optional or not
