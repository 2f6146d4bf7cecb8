"""The words of series prose: what marks a trend (up, down, flat, steady), an extreme, a start or an end, a range,
a stated period, a recent or early window and a sequence ("then", "after which").

And words that name something or need a scope before they can be a trend claim: a trend word
inside a name ("Rising Star Ltd", "the fastest growing companies" of a title), and whether a trend over the whole
x axis means anything (dates and ordered categories do; categories sorted by value do not), and whether the
sentence denies the movement ("there was no year that reduced it", "never fell")."""

from __future__ import annotations

import re

from vlmeval.claims.cues import cue_words, cue_words_re
from vlmeval.claims.near_words import lowered, may_hold
from vlmeval.claims.text import CONTRACTED_NOT, NEAR_NEGATION, NEGATION_WORDS
from vlmeval.claims.trend_words import (FALL, FELL, HIGHEST_WORDS, LEVEL, LOWEST_WORDS, MAXIMUM_WORDS, MINIMUM_WORDS,
                                       PEAK_FORMS, RISE, ROSE, STEADY, TROUGH_WORDS, stems)
from vlmeval.dates import DECADE_YEAR, YEAR
from vlmeval.groundtruth.series_facts import Series
from vlmeval.lazy_re import lazy_compile


def ordered_categories(series: list[Series], clause_text: str) -> bool:
    """Whether a trend over the whole x axis means something: dates do, and so do categories that name an
    ordered quantity ("1k", "25-34 years"), unless the clause dates the trend (a chart of age groups has no
    "since 2004"). Named categories (brands, countries) are in the chart's sorting order, which no trend
    word describes."""
    lead = series[0]
    if lead.dated:
        return True
    return any(re.search(r"\d", str(k)) for k in lead.keys) and not re.search(rf"\b{YEAR}\b", clause_text)


def inside_name(text: str, m: re.Match, a: int, series: list[Series]) -> bool:
    """The trend word is part of a name: capitalised inside a sentence ("Rising Star Ltd"), or written with a
    neighbouring word as the chart's title, a series or a category names it ("sales growth" for a column
    "Year-over-year sales growth", "fastest growing" in a title "Fastest growing companies")."""
    before = text[a:m.start()].rstrip()
    if m.group()[0].isupper() and before and not before.endswith((".", ":", "!", "?", "\n")):
        return True
    prev = re.search(r"([\w-]+)\W*$", text[max(a, m.start() - 40):m.start()])
    nxt = re.match(r"\W*([\w-]+)", text[m.end():m.end() + 40])
    pairs = [f"{prev[1]} {m.group()}".lower()] if prev else []
    pairs += [f"{m.group()} {nxt[1]}".lower()] if nxt else []
    # a pair (word characters, "-" and one space) is in some name exactly when it is in the names joined by NUL
    joined = series_words(series)[1]
    return any(pair in joined for pair in pairs)


def series_words(series: list[Series]) -> tuple[frozenset[str], str]:
    """(the series' names and x keys, lower case; those and the panels' titles, lower case and joined by NUL),
    made once per list of series: scoring hands the readers the list ``series_for`` keeps with the figure, and
    each trend word asked for them anew (a dated line chart's keys are hundreds of dates)."""
    key = id(series)
    hit = _SERIES_WORDS.get(key)
    if hit is not None and hit[0] is series:
        return hit[1]
    names = frozenset(str(k).lower() for s in series for k in s.keys) | {str(s.name).lower() for s in series}
    titled = "\0".join(names | {str(s.panel).lower() for s in series})
    if len(_SERIES_WORDS) >= _SERIES_WORDS_MAX:
        _SERIES_WORDS.clear()
    words = names, titled
    _SERIES_WORDS[key] = (series, words)  # the list is kept, so its id names no other list meanwhile
    return words


_SERIES_WORDS: dict[int, tuple[list, tuple[frozenset[str], str]]] = {}
_SERIES_WORDS_MAX = 4096


# "no year in which it fell", "there were no setbacks that reduced it", "did not decline", "never dropped":
# the sentence denies the movement, so the trend word states nothing to check. "not only rose" still asserts it.
# The words are claims.text's NEGATION_WORDS (which part, and why, is said there).
_DENYING = [r"not(?!\s+only)" if w == "not" else w for w in NEGATION_WORDS
            if w not in ("lack", "lacks") and not re.fullmatch(CONTRACTED_NOT, w)]  # "n't": glued, read apart
_NEGATION = lazy_compile(rf"(?:\b(?:{'|'.join(_DENYING + list(NEAR_NEGATION))})\b|{CONTRACTED_NOT})(?:\s+[\w-]+){{0,4}}?\s+$", re.I)


def negated(text: str, m: re.Match, a: int) -> bool:
    """The trend word is denied by a negation a few words before it in its clause (from ``a``)."""
    before = text[max(a, m.start() - 50):m.start()]
    return bool(_NEGATION.search(before))


# --- the vocabulary ---------------------------------------------------------------------------------


def _longest_word(phrase: str) -> str:
    """The longest run of letters of a listed word or phrase, lower case: every match of it holds that run."""
    return max(re.findall(r"[a-z]+", phrase.lower()), key=len)


# The shared trend words (claims.trend_words), and the forms series captions add. Whole words where a name may
# start with one: "Rosebank" is not "rose", "Fellows" not "fell", "diploma" not "dip". "lower" only as a verb
# ("lowered"): "lower than" compares; "steady" is level only once held ("remained steady"), else it says a
# direction is held (STEADY_RE).
_UP_FORMS = rf"{RISE}|{ROSE}|growth|surg(?:es|ed|ing|e)|spik(?:es|ed|ing|e)|went\s+up|go(?:es)?\s+up|accelerat\w*|escalat\w*"
_DOWN_FORMS = rf"{FALL}|{FELL}|dip(?:s|ped|ping)?(?!\w)|plummet\w*|went\s+down|go(?:es)?\s+down|lower(?:ed|ing)|diminish\w*|dwindl\w*|tapered?"
_FLAT_FORMS = rf"flattened|{LEVEL}|stabili[sz]\w*|plateau\w*|unchanged|level(?:ed|led)?\s+off|remain\w*\s+(?:relatively\s+)?(?:{LEVEL}|steady|consistent|unchanged)"
_HELD = ("been", "stayed")  # "(?:been|stayed) steady": the one form of FLAT that opens with a group
UP = rf"(?:{_UP_FORMS})"
DOWN = rf"(?:{_DOWN_FORMS})"
FLAT = rf"(?:{_FLAT_FORMS}|(?:{'|'.join(_HELD)})\s+(?:fairly\s+)?steady\b)"
# a course's verb just before "from" ("the values fall steadily from 0.02 to 0.01"): its start and end, not a range
COURSE_BEFORE_FROM = lazy_compile(rf"\b(?:{UP}|{DOWN})(?:\s+\w+ly)?\s*$", re.I)
TREND_RE = lazy_compile(rf"\b(?P<up>{UP})|\b(?P<down>{DOWN})|\b(?P<flat>{FLAT})", re.I)
# every match of TREND_RE holds one of these stems in the lowered text (``near_words.may_hold``): a clause holding
# none is not searched (the pattern is tried at every word of it, ~0.8 µs a character)
TREND_STEMS = tuple(dict.fromkeys(stems(_UP_FORMS) + stems(_DOWN_FORMS) + stems(_FLAT_FORMS) + _HELD))
# "top to bottom", "bottom up" give a reading order (of ticks, rows), not an extreme value; "at the top", "near the
# bottom" a place in the plot
_AT = r"(?<!at\sthe\s)(?<!on\sthe\s)(?<!in\sthe\s)(?<!near\sthe\s)(?<!from\sthe\s)(?<!toward\sthe\s)(?<!towards\sthe\s)"
# a series' extreme: the shared highest (lowest) words and the phrases captions add, as word lists ("dip" is no low
# here: a fall verb, DOWN), and the forms a word list cannot hold: every form of "peak", "top" and "bottom" but as a
# place or a reading order, "reached a high"
MAX_WORDS = (*HIGHEST_WORDS, "record high", "all-time high", "high of", "zenith")
MIN_WORDS = (*LOWEST_WORDS, "low of", "a low", TROUGH_WORDS[0], "nadir", "record low", "all-time low")
# "top" and "bottom" as a place in the plot: before a part of the layout ("Top marginal panel", "bottom-left", "the top
# of the plot"), or a thing's own ("the first bar's top", "the very top"); they state no extreme of a series
_PART = (r"panels?|rows?|columns?|insets?|plots?|subplots?|axis|axes|strips?|legends?|histograms?|graphs?|charts?|"
         r"frames?|corners?|edges?|margins?|half|left|right|centre|center|middle")
_PLACE = (rf"(?<!'s\s)(?<!’s\s)(?<!very\s)(?!\w*\s*-\s*\w|\w*\s+(?:(?!the\b)\w+\s+)?(?:{_PART})\b|"
          r"\w*\s+of\s+the\s+(?:plot|axis|axes|frame|panel|figure|chart|graph|box|window)\b)")
MAX_RE = lazy_compile(rf"{cue_words(MAX_WORDS)}|\b(?:{PEAK_FORMS[0]}\w*|{_AT}{_PLACE}top(?:ped)?(?!\s+(?:to\s+bottom|down)\b)|"
                      r"reach\w*\s+a\s+high)\b", re.I)
MIN_RE = lazy_compile(rf"{cue_words(MIN_WORDS)}|\b(?<!to\s){_AT}{_PLACE}bottom\w*(?!\s+(?:up|to\s+top)\b)\b", re.I)
# a word each match of MAX_RE (MIN_RE) holds, lower case: the longest of each listed phrase, and the stems of the
# other forms (``near_words.may_hold``: a clause holding none is not searched)
MAX_NEEDS = (*(_longest_word(w) for w in MAX_WORDS), PEAK_FORMS[0], "top", "reach")
MIN_NEEDS = (*(_longest_word(w) for w in MIN_WORDS), "bottom")
START_RE = lazy_compile(r"\b(?:start\w*\s+(?:at|from|with)|began\s+(?:at|with)|beginning\s+(?:at|with)|initial(?:ly)?|at\s+first|first\s+recorded|from\s+an?\s+(?:initial\s+)?(?:value|level|rate|low|high)\s+of)\b", re.I)
END_RE = lazy_compile(r"\b(?:end(?:ing|ed|s)?\s+(?:at|with)|by\s+the\s+end(?:\s+of\s+the\s+(?:period|data|chart|series))?|at\s+the\s+end|final(?:ly)?|latest|most\s+recent|current(?:ly)?|as\s+of\s+the\s+(?:latest|last)|last\s+recorded|to\s+date)\b", re.I)
RANGE_RE = lazy_compile(r"\b(?:rang\w*\s+(?:from|between)|between|fluctuat\w*\s+between|varied\s+between|from)\s*$", re.I)
PERIOD_CONTEXT = lazy_compile(r"\b(?:chart|graph|data|figure|plot|show\w*|depict\w*|display\w*|illustrat\w*|present\w*|span\w*|cover\w*|period|collected|recorded|measured|tracks?|time\s+series|over\s+time)\b", re.I)
_SPANS = ("days", "weeks", "months", "years")
RECENT_RE = cue_words_re((*(f"in recent {span}" for span in _SPANS), "recently",
                          *(f"in the {side} {few}{span}" for side in ("last", "past") for few in ("few ", "") for span in _SPANS),
                          "towards the end", "toward the end", "lately", "in the latter part"))
# a movement bounded by the series' own extreme: "after the peak", "this peak is followed by", "before the low"
# (the extremes as nouns and a low point of claims.trend_words, and a series' own "high", "top", "lowest point" ...)
_PEAK_NOUNS = (PEAK_FORMS[0], "high", "highest point", MAXIMUM_WORDS[0], "top")
_LOW_NOUNS = ("low", "lowest point", *TROUGH_WORDS, "bottom", MINIMUM_WORDS[0])
_PEAK = "(?:" + "|".join(_PEAK_NOUNS).replace(" ", r"\s+") + ")"
_LOW = "(?:" + "|".join(_LOW_NOUNS).replace(" ", r"\s+") + ")"
EXTREME_ANCHOR_RE = lazy_compile(
    rf"\b(?P<side>after|following|since|past|post-?|before|leading\s+up\s+to|until)\s+(?:(?:the|this|that|its|their|a)\s+)?"
    rf"(?:\w+\s+)?(?:(?P<max>{_PEAK})|(?P<min>{_LOW}))\b|"
    rf"\b(?:(?P<max2>{_PEAK})|(?P<min2>{_LOW}))\s+(?:is|was|are|were)\s+(?:then\s+)?followed\s+by\b", re.I)
EARLY_RE = cue_words_re(("initially", "at first", "early on", *(f"in the {a} {b}" for a in ("early", "initial", "first")
                                                                 for b in ("stages", "stage", "months", "weeks", "days", "part", "period"))))
AFTER_WHICH_RE = lazy_compile(r"\b(?:after\s+which|following\s+which|after\s+that|since\s+then|from\s+then\s+on)\b[\s\w,]*$", re.I)
THEN_RE = cue_words_re(("then", "subsequently", "after that", "afterwards", "since then", "thereafter", "following this",
                       "following that", "from there", "before"))
# a held direction: the shared adverbs and the ones captions add ("continually", "persistently", "constant")
STEADY_RE = lazy_compile(rf"\b(?:{STEADY}|constant|continual(?:ly)?|persistent(?:ly)?|gradual(?:ly)?\s+and\s+steady)\b", re.I)


# "until the early 2000s", "since 2010", "afterwards": a value range limited to a part of a dated series, read by
# the series prose (its window and its binding), not a claim about the extent of all the values
PART_OF_PERIOD = lazy_compile(r"\b(?:until|till|since|before|after|through|during|by)\s+(?:the\s+)?(?:(?:early|mid|late)[- ]?)?"
                              rf"{YEAR}s?\b|\bin\s+the\s+(?:(?:early|mid|late)[- ]?)?{DECADE_YEAR}s\b|"
                              r"\bafterwards?\b|\bthereafter\b", re.I)


# "the largest gap between the two workloads is in Clear Namespace (~296 ms), followed by Checkpoint (~215 ms)":
# numbers of a sentence about a difference between series are differences, not values of either
_DIFFERENCE = lazy_compile(r"\b(?:gaps?|differences?|margins?|disparit(?:y|ies)|discrepanc(?:y|ies))\b(?![^.;\n]*\bis\s+(?:the\s+)?(?:same|similar))", re.I)
_DIFFERENCE_WORDS = ("gap", "difference", "margin", "disparit", "discrepanc")  # each match holds one, folded (may_hold)
_SENTENCE_START = lazy_compile(r"(?:[.!?;](?=\s)|\n)(?![^.!?;\n]*(?:[.!?;](?=\s)|\n))")


def of_a_difference(text: str, start: int) -> bool:
    """Whether the sentence before ``start`` is about a difference (its numbers are not values of a series)."""
    head = text[max(0, start - 300):start]
    if not may_hold(lowered(head), _DIFFERENCE_WORDS):
        return False  # no such word before it: the sentence start need not be found (each number of a text asks)
    cut = _SENTENCE_START.search(head)
    return bool(_DIFFERENCE.search(head[cut.end() if cut else 0:]))
