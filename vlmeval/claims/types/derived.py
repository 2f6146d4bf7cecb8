"""Derived-quantity claims: numbers a sentence computes from the chart rather than reads off it.

Read sentence by sentence from one-series line and bar charts, each with the window it is about:

| claim (op) | examples | window |
|---|---|---|
| percent change (``pct``) | "rose by 12%", "a 12 percent decrease", "grew 45%" | two years |
| percentage-point change (``pp``) | "fell by 3 percentage points" | two years |
| absolute change (``diff``) | "increased by 2,300", "an increase of 1.2 million" | two years |
| multiple (``multiple``) | "doubled", "more than tripled", "halved", "three times as high as" | two years, or two categories |
| growth rate (``cagr``) | "an average annual growth rate of 5%", "grew at an average annual rate of 5%" | two years |
| average (``mean``) / sum (``sum``) | "an average of 40 per year", "a total of 1,200 over the period" | a period of several years |
| held direction (``steady``) | "increased steadily from 2004 to 2013", "grew year on year", "fell every year since 2015" | a period (the whole series when the sentence names no year) |
| count beyond a value (``count``) | "in four of the ten years sales exceeded 2 million", "three countries had more than 20%", "was above 5% in three years" | a period (the whole series when the sentence names none), or every category |

Windows: "from 2010 to 2020", "between 2010 and 2020", "in 2020 ... than in 2015" (the first and last year
named in the sentence, earlier first); "since 2010" (to the last year of the data); "compared to the
previous year", "year on year" with one year named (that year and the one before); "over the period" with
no year (the whole series). A claim is made only when both ends are years of the data (or two categories
are named), so an unreadable window leaves the sentence alone. The payload and the checks are in
``vlmeval.claims.types.derived_check``.
"""

from __future__ import annotations

import re
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import categories, category_mentions, prose_sentences
from vlmeval.claims.near_words import lowered, may_hold
from vlmeval.claims.trend_words import CHANGE_NOUNS, FALL_VERB, FELL, RISE_VERB, ROSE, STEADY
from vlmeval.claims.text import APPROX_WORDS, VERB_NEGATION_RE
from vlmeval.dates import YEAR
from vlmeval.claims.types.derived_check import DerivedQuantity, points_of, verify_derived
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.groundtruth.derived_facts import Points
from vlmeval.textsafe import word_key
from vlmeval.lazy_re import lazy_compile

_HEDGE = rf"(?P<hedge>{'|'.join(APPROX_WORDS)}|some|close to|just under|just over|over|more than|less than|under|at least|above|below)?\s*"
_NUM = r"(?P<num>\d[\d,]*(?:\.\d+)?)(?![\d.,]\d|\d)"
# The verbs of claims.trend_words (not RISE, FALL: "improved", "upward", "downward" say no size of a change), and
# the words written before "by N%" / "of N" ("up 12%", "lost 20%", "gained", "slumped", "shrank")
_UP = rf"{RISE_VERB}|{ROSE}|surg\w*|gain\w*|up"
# "lost 20%" is a fall; "a loss of 2.37" (a negative value, as of earnings) is not
_DOWN = rf"{FALL_VERB}|{FELL}|shr[aiu]nk\w*|lost|slump\w*|down"
# the words of a fall, verbs and nouns: "a 12% loss" is a fall (no pattern reads "loss" as a verb: "a loss of 2.37")
_FALLS = lazy_compile(rf"(?:{_DOWN}|loss(?:es)?)\b", re.I)
# "rose above 45%", "fell to 20%", "climbed past 1 million": a level reached, not the size of a change
_NOT_LEVEL = r"(?!(?:above|below|over|under|past|beyond|to)\b)"
_SCALE = r"(?:\s*(?P<scale>thousand|million|billion|trillion|k|m|bn)\b)?"
PATTERNS: list[tuple[str, re.Pattern]] = [
    ("pp", lazy_compile(rf"\b(?P<dir>{_UP}|{_DOWN})\s+{_NOT_LEVEL}(?:of\s+|by\s+)?{_HEDGE}{_NUM}\s+percentage\s+points?", re.I)),
    ("pp", lazy_compile(rf"{_HEDGE}{_NUM}\s+percentage[\s-]+points?\s+(?P<dir>{_UP}|{_DOWN})", re.I)),
    ("cagr", lazy_compile(rf"(?:average\s+|compound\s+)?(?:annual|yearly)\s+(?:growth\s+)?rate\s+of\s+{_HEDGE}{_NUM}\s*(?:%|percent)", re.I)),
    ("cagr", lazy_compile(rf"(?:average\s+|compound\s+)?(?:annual|yearly)\s+(?:growth|increase)\s+of\s+{_HEDGE}{_NUM}\s*(?:%|percent)", re.I)),
    ("pct", lazy_compile(rf"\b(?P<dir>{_UP}|{_DOWN})\s+{_NOT_LEVEL}(?:of\s+|by\s+)?{_HEDGE}{_NUM}\s*(?:%|percent)(?!\s*of\b)", re.I)),
    ("pct", lazy_compile(rf"{_HEDGE}{_NUM}\s*(?:%|percent)\s+(?P<dir>{CHANGE_NOUNS})", re.I)),
    ("diff", lazy_compile(rf"\b(?P<dir>{_UP}|{_DOWN})\s+(?:of\s+|by\s+){_HEDGE}{_NUM}{_SCALE}(?!\s*(?:%|percent|per\s?cent|percentage))", re.I)),
    ("multiple", lazy_compile(r"(?P<qual>more\s+than\s+|over\s+|nearly\s+|almost\s+|roughly\s+|about\s+)?"
                              r"(?P<word>doubled|tripled|quadrupled|halved)", re.I)),
    ("times", lazy_compile(rf"{_HEDGE}(?:(?P<num>\d+(?:\.\d+)?|two|three|four|five|ten)\s+times|(?P<twice>twice))\s+"
                           r"(?:as\s+\w+\s+as|that\s+of|higher|larger|greater|more|bigger|lower|smaller|less|fewer)", re.I)),
    ("mean", lazy_compile(rf"\b(?:(?:an\s+)?average\s+of|averaged)\s+{_HEDGE}{_NUM}{_SCALE}", re.I)),
    ("sum", lazy_compile(rf"\b(?:a\s+total\s+of|in\s+total|altogether|combined|cumulative(?:ly)?)\s+{_HEDGE}{_NUM}{_SCALE}", re.I)),
]
# Per pattern of PATTERNS, lower-case ASCII words one of which every match holds: a sentence whose lower case,
# folded (``near_words.lowered``), holds none is not searched
_NEEDS: list[tuple[str, ...]] = [
    ("percentage",), ("percentage",), ("annual", "yearly"), ("annual", "yearly"), ("%", "percent"), ("%", "percent"),
    ("of", "by"), ("doubled", "tripled", "quadrupled", "halved"), ("times", "twice"), ("averag",),
    ("total", "altogether", "combined", "cumulative"),
]
assert len(_NEEDS) == len(PATTERNS)
# "increased steadily", "has been growing year on year", "fell every year": a direction held step by step
STEADY_RE = lazy_compile(rf"\b(?P<adv>{STEADY}|"
                         r"year[\s-]+(?:on|over|after)[\s-]+year|every\s+(?:single\s+)?year|each\s+year)\b", re.I)
_STEADY_DIR = lazy_compile(rf"\b(?P<dir>{_UP}|{_DOWN})\b", re.I)
_NOT = lazy_compile(rf"{VERB_NEGATION_RE}|\bno\s+longer\b", re.I)  # claims.text's negations, and "no longer"
# every pattern above (and STEADY_RE) needs one of these words
_TRIGGER = lazy_compile(r"%|percent|\b(?:by|of)\s|doubl|tripl|quadrupl|halved|times\s|twice|averag|total|combined|"
                        r"altogether|cumulative|annual|yearly|stead|consisten|continu|constant|year[\s-]+(?:on|over|after)|"
                        r"every\s+(?:single\s+)?year|each\s+year", re.I)
_WORD_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "ten": 10}
_APPROX = {"about", "around", "nearly", "almost", "roughly", "approximately", "some", "close to"}
_OVER = {"over", "more than", "at least", "above", "just over"}
_UNDER = {"less than", "under", "below", "just under"}
YEAR_RE = lazy_compile(rf"(?<![\w.,])({YEAR})(?:/\d{{2,4}})?(?![\w%]|\.\d|,\d)")
_PREVIOUS = lazy_compile(r"previous\s+year|prior\s+year|year\s+before|preceding\s+year|a\s+year\s+earlier|"
                         r"year[\s-]+(?:on|over)[\s-]+year|last\s+year", re.I)
_SINCE = lazy_compile(rf"\bsince\s+({YEAR})\b|\bfrom\s+({YEAR})\s+(?:onwards?|on)\b", re.I)
_WHOLE = lazy_compile(r"\bover\s+the\s+(?:whole\s+|entire\s+)?(?:period|years|time\s+period)|over\s+the\s+(?:past|last)\s+(?:few\s+|several\s+)?(?:decades|years)|during\s+(?:this|the)\s+(?:whole\s+)?period|"
                      r"in\s+this\s+period|over\s+this\s+period|throughout\s+the\s+period", re.I)
# "rose by 5% and 8% in 2019 and 2020 respectively": several changes, one per year, not one window
_RESPECTIVELY = lazy_compile(r"\brespectively\b", re.I)


def extract_derived_claims(doc: Document) -> Iterator[Claim]:
    """Extractor: derived-quantity claims (see the module doc)."""

    points = points_of(doc.figure)
    if points is None or (not any(y is not None for y in points.years) and not categories(doc.figure)):
        return  # no yearly axis and no named categories: no window to compute over
    text = doc.text
    for start, end in prose_sentences(doc):
        if _RESPECTIVELY.search(text, start, end):
            continue
        used: list[tuple[int, int]] = []
        if _COUNT_TRIGGER.search(text, start, end):
            for claim in count_claims(doc, points, start, end):
                used.append((claim.start, claim.end))
                yield claim
        if not _TRIGGER.search(text, start, end):
            continue  # none of the patterns' words: the common case, decided with one search
        steady = _steady_claim(doc, points, start, end)
        if steady is not None:
            yield steady
        sentence = text[start:end]
        lower = lowered(sentence)  # folded outside ASCII: the needed words are ASCII
        for (op, pattern), needs in zip(PATTERNS, _NEEDS):
            if not may_hold(lower, needs):
                continue  # a word every match of the pattern holds is missing
            for m in pattern.finditer(text, start, end):
                if any(a < m.end() and m.start() < b for a, b in used):
                    continue
                claim = _claim(doc, points, op, m, start, end)
                if claim is not None:
                    used.append((m.start(), m.end()))
                    yield claim


def _claim(doc: Document, points: Points, op: str, m: re.Match, start: int, end: int) -> Claim | None:
    fields: dict = {"op": op}
    if op == "multiple":
        fields.update(word=m["word"].lower(), qualifier=_qualifier((m["qual"] or "").strip()))
        stated = None
    else:
        raw = "two" if m.groupdict().get("twice") else m["num"].lower()
        if op == "diff" and re.fullmatch(r"(?:19|20)\d\d", raw) and not m.groupdict().get("scale"):
            return None  # "fell by 2020": a year, not an amount
        stated = float(_WORD_NUMBERS[raw]) if raw in _WORD_NUMBERS else float(raw.replace(",", ""))
        digits = raw.replace(",", "")
        fields["decimals"] = len(digits.split(".")[1]) if "." in digits else 0
        fields["qualifier"] = _qualifier((m.groupdict().get("hedge") or "").strip().lower())
        fields["scale"] = (m.groupdict().get("scale") or "").lower() or None
        if "dir" in m.groupdict():
            fields["direction"] = -1 if _FALLS.match(m["dir"]) else 1
    if op in ("times", "multiple"):
        pair = _two_categories(doc, start, end)
        if pair is not None:
            fields["categories"] = pair
    if "categories" not in fields:
        span = _window(doc.text, start, end, points)
        if span is None:
            return None
        fields["years"] = tuple(span)
    payload = DerivedQuantity(stated=stated, **fields)
    return Claim(kind="derived", start=m.start(), end=m.end(), stated=stated, payload=payload,
                 hedge=payload.qualifier, source="derived")


def _steady_claim(doc: Document, points: Points, start: int, end: int) -> Claim | None:
    """One claim per sentence that says a direction held step by step ("rose steadily from 2004 to 2013")."""
    text = doc.text
    adv = STEADY_RE.search(text, start, end)
    if adv is None or _NOT.search(text, start, adv.start()):
        return None
    # the direction word next to the adverb, in the same clause: "steadily increased", "grew year on year"
    near = [m for m in _STEADY_DIR.finditer(text, max(start, adv.start() - 40), min(end, adv.end() + 40))
            if not re.search(r"[,;]", text[min(m.end(), adv.end()):max(m.start(), adv.start())])]
    if not near:
        return None
    direction = -1 if re.match(_DOWN, near[0]["dir"], re.I) else 1
    # the period: named in the adverb's clause ("dropped in 2008, but rose steadily from 2010 on"), or the whole
    # series when the clause says so ("over the years") or the sentence names no year at all
    lo_clause = max([start] + [text.rfind(ch, start, adv.start()) + 1 for ch in ",;"])
    hi_clause = min([end] + [i for i in (text.find(ch, adv.end(), end) for ch in ",;") if i >= 0])
    known = [y for y in points.years if y is not None]
    if YEAR_RE.search(text, lo_clause, hi_clause):
        years = _explicit_window(text, lo_clause, hi_clause, points)
    elif known and (_WHOLE.search(text, lo_clause, hi_clause) or not YEAR_RE.search(text, start, end)):
        years = (min(known), max(known))
    else:
        years = None
    if years is None:
        return None
    word = "every" if re.match(r"year|every|each", adv["adv"], re.I) else "steady"
    lo, hi = min(adv.start(), near[0].start()), max(adv.end(), near[0].end())
    payload = DerivedQuantity(op="steady", stated=None, direction=direction, word=word, years=tuple(years))
    return Claim(kind="derived", start=lo, end=hi, stated=text[lo:hi], payload=payload, source="derived")


_FROM_TO = lazy_compile(rf"\b(?:from|between)\s+({YEAR})\s+(?:to|and|until|till|through)\s+({YEAR})\b", re.I)


def _explicit_window(text: str, start: int, end: int, points: Points) -> tuple[int, int] | None:
    """A period written as one: "from 2004 to 2013", "between 2004 and 2013", "since 2004", "from 2004 onwards"."""
    known = {y for y in points.years if y is not None}
    if m := _FROM_TO.search(text, start, end):
        first, last = sorted((int(m[1]), int(m[2])))
        return (first, last) if first != last and {first, last} <= known else None
    if m := _SINCE.search(text, start, end):
        first = int(m[1] or m[2])
        return (first, max(known)) if first in known else None
    return None


def _qualifier(word: str) -> str | None:
    word = word.lower()
    if word in _APPROX:
        return "approx"
    if word in _OVER:
        return "over"
    if word in _UNDER:
        return "under"
    return None


def _two_categories(doc: Document, start: int, end: int) -> tuple | None:

    keys = list(dict.fromkeys(m.key for m in category_mentions(doc.text, start, end, doc.figure)))
    return (keys[0], keys[1]) if len(keys) == 2 else None


def _window(text: str, start: int, end: int, points: Points) -> tuple[int, int] | None:
    years_in_data = {y for y in points.years if y is not None}
    if not years_in_data:
        return None
    years = [int(m[1]) for m in YEAR_RE.finditer(text, start, end)]
    if since := _SINCE.search(text, start, end):
        first = int(since[1] or since[2])
        return (first, max(years_in_data)) if first in years_in_data else None
    if len(years) == 1 and _PREVIOUS.search(text, start, end):
        year = years[0]
        return (year - 1, year) if {year - 1, year} <= years_in_data else None
    if len(years) >= 2:
        first, last = min(years[0], years[-1]), max(years[0], years[-1])
        return (first, last) if first != last and {first, last} <= years_in_data else None
    if not years and _WHOLE.search(text, start, end):
        return min(years_in_data), max(years_in_data)
    return None


# --- counts of points beyond a value: "in four of the ten years", "three countries had more than 20%" ------

_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                "ten": 10, "eleven": 11, "twelve": 12}
_COUNT = r"(?P<count>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_OF = r"(?:out\s+)?(?:of\s+(?:the\s+|all\s+)?(?P<of>\d{1,2}|\w+)\s+)?"
_CMP_WORDS = {"more than": "above", "over": "above", "above": "above", "exceeding": "above", "in excess of": "above",
              "exceeded": "above", "surpassed": "above", "topped": "above", "less than": "below", "fewer than": "below",
              "under": "below", "below": "below", "at least": "at least", "at most": "at most"}
_CMP = r"(?P<cmp>more\s+than|over|above|exceeding|in\s+excess\s+of|less\s+than|fewer\s+than|under|below|at\s+least|at\s+most)"
_THRESHOLD = rf"[$€£]?{_NUM}{_SCALE}\s*(?P<pct>%|percent\b)?"
# "three countries had more than 20%", "in four of the ten years, sales were above 2 million"
_COUNT_FIRST = lazy_compile(rf"(?<![\w.,]){_COUNT}\s+{_OF}(?P<noun>[a-z]+)\b,?(?P<mid>(?:\s+[A-Za-z'-]+){{0,5}}?)\s+{_CMP}\s+{_THRESHOLD}", re.I)
# "the rate exceeded 5% in three of the ten years", "was above 2 million in four years"
_COUNT_LAST = lazy_compile(rf"\b(?:(?P<verb>exceeded|surpassed|topped)|(?:was|were|stood|remained|stayed)\s+{_CMP})\s+{_THRESHOLD}"
                           rf"(?:\s+[A-Za-z.-]+){{0,3}}?\s+in\s+{_COUNT}\s+{_OF}(?P<noun>years)\b", re.I)
_COUNT_TRIGGER = lazy_compile(r"more\s+than|\bover\b|above|exceed|less\s+than|fewer|under|below|at\s+(?:least|most)|surpass|topped", re.I)
# a verb that says what the counted items had: not "over the past two years sales were above 50"
_COUNT_VERBS = {"had", "have", "has", "recorded", "reported", "saw", "posted", "were", "was", "with", "scored", "registered",
                "exceeded", "cost", "costs", "spent", "earned", "showed", "reached", "counted", "received", "sold", "made"}
_NOT_COUNTED = lazy_compile(r"(?:past|last|next|first|previous|following|these|those|the|over|for|within|every|each)\s+$", re.I)
_TIME_NOUNS = {"years", "months", "quarters", "weeks", "days"}
_PERSON_NOUNS = {"peoples", "persons", "people", "respondents", "individuals", "users", "customers", "patients", "employees",
                 "students", "children", "adults", "men", "women", "times", "points", "percent", "units", "cases"}


def count_claims(doc: Document, points: Points, start: int, end: int) -> Iterator[Claim]:
    """Counts of the points beyond a value in the sentence [start, end) (see the module doc)."""
    text = doc.text
    for pattern in (_COUNT_FIRST, _COUNT_LAST):
        for m in pattern.finditer(text, start, end):
            claim = _count_claim(doc, points, m, start, end, first=pattern is _COUNT_FIRST)
            if claim is not None:
                yield claim


def _count_claim(doc: Document, points: Points, m: re.Match, start: int, end: int, first: bool) -> Claim | None:
    text, noun = doc.text, m["noun"].lower()
    if first:
        mid = set(m["mid"].lower().split())
        if _NOT_COUNTED.search(text[max(start, m.start() - 20):m.start()]) or not (mid & _COUNT_VERBS or m["of"]):
            return None
    raw = word_key(m["count"])
    count = float(_COUNT_WORDS.get(raw) or int(raw))
    if count != 1 and not noun.endswith("s"):
        return None  # "three tonnes"... a count names its items in the plural
    noun = noun if noun.endswith("s") else noun + "s"
    timed = noun in _TIME_NOUNS
    if noun in _PERSON_NOUNS or (timed and noun != "years"):
        return None
    if timed:
        if not any(y is not None for y in points.years):
            return None
        known = [y for y in points.years if y is not None]
        if YEAR_RE.search(text, start, end):
            years = _explicit_window(text, start, end, points)
            if years is None:
                return None
        else:
            years = (min(known), max(known))
    elif any(y is not None for y in points.years):
        return None  # "three countries" on a time axis: not its points
    else:
        years = None
    word = _CMP_WORDS[" ".join((m.groupdict().get("verb") or m["cmp"]).lower().split())]
    digits = m["num"].replace(",", "")
    payload = DerivedQuantity(op="count", stated=count, decimals=len(digits.split(".")[1]) if "." in digits else 0,
                              scale=(m["scale"] or "").lower() or None, word=word, years=years,
                              threshold=float(digits), percent=bool(m["pct"]))
    return Claim(kind="derived", start=m.start(), end=m.end(), stated=count, payload=payload, source="derived")


TYPE = ClaimType("derived", DerivedQuantity, (),
                 "a quantity computed from the data: a change, multiple, growth rate, average or sum")
ENTRY = TypeEntry(extract_derived_claims, TYPE, verify_derived)
