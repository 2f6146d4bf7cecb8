"""The trend vocabulary both extraction stacks share: the words that say a quantity rises, falls, holds level,
holds its direction, or is at its highest or lowest.

Each list is a regex alternation of whole-word stems, to be placed inside a reader's own pattern (which adds
its context rules: word boundaries, look-arounds, groups). Series prose (``claims.line_words``: line and bar
captions) and the relation claims (``claims.types.extremum``, ``trend``: heatmaps and axis plots) read the same lists here and
each adds the words only its prose uses; the derived quantities (``claims.types.derived``) read the verbs
and the steady adverbs, the rankings (``claims.types.rank``) the change nouns, the sentences of x-y plots
(``claims.types.xy_reading_sentences``, ``xy_extreme``) the present-tense verbs. No other module spells a list
here again (tests/claims/test_one_vocabulary.py). Why a reader adds words is said where it adds them; in short:

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
HIGHEST = r"highest|maximum|max"
LOWEST = r"lowest|minimum|min"
# the superlatives of a value that rank a series, a point or a place ("the largest value is at x = 3", "A is the
# lowest everywhere"): the x-y extremes, points and rankings; none is a prefix of another, so any order reads the same
LARGEST_WORDS = ("highest", "largest")
SMALLEST_WORDS = ("lowest", "smallest")
SUPERLATIVES = "|".join(LARGEST_WORDS + SMALLEST_WORDS)
# a direction held over the whole window ("steadily rose", "a consistent decline")
STEADY = r"steady|steadily|consistent(?:ly)?|continuous(?:ly)?|constantly"
