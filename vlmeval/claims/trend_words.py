"""The trend vocabulary both extraction stacks share: the words that say a quantity rises, falls, holds level,
holds its direction, or is at its highest or lowest.

Each list is a regex alternation of whole-word stems, to be placed inside a reader's own pattern (which adds
its context rules: word boundaries, look-arounds, groups). Series prose (``claims.line_words``: line and bar
captions) and the relation claims (``claims.types.extremum``, ``trend``: heatmaps and axis plots) read the same lists here and
each adds the words only its prose uses; the derived quantities (``claims.types.derived``) read the
steady adverbs. Why a reader adds words is said where it adds them; in short:

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

RISE = r"increas\w*|improv\w*|upward|climb\w*"
FALL = r"decreas\w*|declin\w*|drop\w*|fall\w*|downward|reduc\w*"
LEVEL = r"stable|flat|constant"
HIGHEST = r"highest|maximum|max"
LOWEST = r"lowest|minimum|min"
# a direction held over the whole window ("steadily rose", "a consistent decline")
STEADY = r"steady|steadily|consistent(?:ly)?|continuous(?:ly)?|constantly"
