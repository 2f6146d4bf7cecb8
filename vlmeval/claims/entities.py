"""Entity grounding: the places, names and ranks a sentence pairs with the figure's categories.

Five claims, read sentence by sentence from line and bar figures:

* **place** ("hospital beds in the United States"): a country, state or region (``claims.gazetteer``) that
  no name of the figure covers (title, axis labels, keys, source) is checked by the "entity" verifier:
  a place the figure lacks is a hallucination. Places the figure's names already cover are left to the
  other extractors.
* **year** ("the most in 2019" on a chart of categories "as of October 2020"): a year other than the one the
  title of a chart of categories names is checked by the "entity" verifier: a year the figure lacks is a
  hallucination.
* **name** ("the leader is Alcom"): a capitalised name that is not one of the figure's categories but is
  close to one ("Alcon") is checked by the "entity" verifier as a misread label.
* **rank** ("the cheapest was Bucharest", "the third most popular brand was Prada", "the lowest was A,
  followed by B and C"): a category paired with a superlative, an ordinal superlative or "ranks second",
  and each category of a "followed by" list after it, is checked by the "rank" verifier against the
  plotted values (``vlmeval.verify.entities``).
* **bracketed value** ("A (0.2%), followed by B (0.6%)"): a value in brackets right after a category is a value
  claim at that category, checked by the "series" verifier (units and scales included).

Categories are found by their printed name (case and punctuation loose) or, for a capitalised name that
is not one, by rapidfuzz against the keys. Only figures whose x axis holds named categories get name and
rank claims (a time axis has its own extremum claims in ``claims.series_prose``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from rapidfuzz import fuzz, process

from vlmeval.claims import Claim, Document
from vlmeval.claims.gazetteer import forms_of, places_in
from vlmeval.claims.text import norm
from vlmeval.groundtruth.facts import derived
from vlmeval.groundtruth.schema import Figure, Key

NEAR_NAME = 75.0  # rapidfuzz ratio at which a name not in the figure is read as a misread category
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
             "eighth": 8, "ninth": 9, "tenth": 10, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7,
             "8th": 8, "9th": 9, "10th": 10}
_ORD = r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))"
_MAX = r"highest|largest|biggest|greatest|leading|leader|top|most\s+\w+|maximum"
_MIN = r"lowest|smallest|fewest|least(?:\s+\w+)?|cheapest|minimum|bottom|most\s+(?:affordable|inexpensive)"
# "the third most popular", "second-largest", "the lowest", "ranks second" (a rank from the top)
SUPERLATIVE_RE = re.compile(
    rf"\b(?:(?P<ord>{_ORD})[\s-]+)?(?:(?P<min>{_MIN})|(?P<max>{_MAX}))\b"
    rf"|\b(?:(?:rank(?:s|ed)?|came|comes|placed|finished)(?:\s+(?:in|at))?\s+(?P<place>{_ORD})(?:\s+(?:place|position))?"
    rf"|(?:in|at)\s+(?P<place2>{_ORD})\s+(?:place|position))\b", re.I)
FOLLOWED_RE = re.compile(r"\bfollowed\s+(?:closely\s+)?by\b|\bthen\s+by\b|\bahead\s+of\b", re.I)
_NEGATION = re.compile(r"\b(?:not|never|n't)\s+(?:\w+\s+){0,2}$", re.I)
# "most" / "least" before words that do not make a superlative about the plotted values
_NOT_RANK = re.compile(r"^(?:most|least)\s+(?:of|likely|recent|recently|notably|importantly|common(?:ly)?\s+used)$", re.I)
NAME_RE = re.compile(r"(?<![\w'’])[A-Z][\w&'’.-]*(?:\s+(?:&\s+|of\s+|de\s+)?[A-Z][\w&'’.-]*)*")
_NOT_NAMES = frozenset("""the a an this that these those in on at of for from by with to as it its their there
here however overall meanwhile moreover furthermore additionally interestingly notably conversely finally
also while although since between during after before according among comparatively similarly in contrast
other others another both each all some most least several many one two three chart graph table figure data
statistic statistics year years january february march april may june july august september october november
december q1 q2 q3 q4 i we you he she they""".split())


@dataclass(frozen=True, slots=True)
class CategoryMention:
    start: int
    end: int
    key: Key  # the category it names
    exact: bool  # False: a misread name resolved by similarity


def categories(fig: Figure) -> list[Key]:
    """The named categories of a one-panel line or bar figure (none for a time or numeric x axis)."""
    if fig.kind not in ("bar", "line") or len(fig.panels) != 1:
        return []
    panel = fig.panels[0]
    if panel.data is None or panel.x is None or panel.x.scale != "categorical":
        return []
    return [k for k in panel.data.columns if isinstance(k, str)]


def vocabulary(fig: Figure, keys: bool = True) -> str:
    """Every name the figure prints (titles, axis labels, source and, with ``keys``, its keys), lower-cased."""
    def compute(f: Figure, with_keys: bool) -> str:
        parts = [f.title or "", f.metric or "", (f.source.title if f.source else None) or ""]
        for p in f.panels:
            parts += [p.title or "", p.x.label if p.x else "", p.y.label if p.y else "", (p.y.unit if p.y else None) or ""]
            if p.data is not None and with_keys:
                parts += [str(k) for k in p.data.rows] + [str(k) for k in p.data.columns]
        return " | ".join(x for x in parts if x).lower()
    return derived(fig, "entity_vocabulary" if keys else "entity_titles", lambda f: compute(f, keys))


def place_covered(fig: Figure, place: str) -> bool:
    """Whether any written form of ``place`` appears in the figure's names."""
    vocab = vocabulary(fig)
    return any(re.search(rf"(?<!\w){re.escape(form.lower())}(?!\w)", vocab) for form in forms_of(place))


_COMMON_KEYS = frozenset({"other", "others", "total", "none", "rest", "all", "misc", "various", "unknown", "n/a"})


def _key_patterns(keys: list[Key]) -> list[tuple[re.Pattern, Key]]:
    """One pattern per key, its words in order (case and punctuation loose); a key that is a common word
    ("Other", "Total") only as printed, so "any other category" does not name it."""
    out = []
    for key in sorted(keys, key=lambda k: -len(str(k))):
        words = re.findall(r"\w+", str(key))
        if words:
            flags = 0 if str(key).strip().lower() in _COMMON_KEYS else re.I
            out.append((re.compile(r"(?<!\w)" + r"\W{0,3}".join(map(_word_pattern, words)) + r"(?!\w)", flags), key))
    return out


def _word_pattern(word: str) -> str:
    """A key's word with or without a plural "s" ("15 year old" names "15 years old")."""
    stem = word[:-1] if len(word) > 3 and word.lower().endswith("s") else word
    return re.escape(stem) + "s?"


def category_mentions(text: str, start: int, end: int, fig: Figure) -> list[CategoryMention]:
    """Categories named between ``start`` and ``end``: by their printed words, else by a close capitalised name."""
    keys = categories(fig)
    if not keys:
        return []
    found: list[CategoryMention] = []
    taken: list[tuple[int, int]] = []
    for pattern, key in derived(fig, "category_patterns", lambda f: _key_patterns(categories(f))):
        for m in pattern.finditer(text, start, end):
            if not any(a < m.end() and m.start() < b for a, b in taken):
                found.append(CategoryMention(m.start(), m.end(), key, True))
                taken.append((m.start(), m.end()))
    for s, e, name in names_in(text, start, end):
        if any(a < e and s < b for a, b in taken) or _covered_by_place_or_vocab(fig, name):
            continue
        if (key := _key_containing(name, keys)) is not None:
            found.append(CategoryMention(s, e, key, True))  # "Freedom's Sentinel" for "Operation Freedom's Sentinel"
        elif (key := near_key(name, keys)) is not None:
            # the leading words of a longer key ("Amore" for "Amore Mio") name it; only a misspelling is misread
            short = str(key).lower().startswith(name.lower() + " ")
            found.append(CategoryMention(s, e, key, short))
    return sorted(found, key=lambda m: m.start)


def _one_series(fig: Figure) -> bool:
    data = fig.panels[0].data if len(fig.panels) == 1 else None
    return data is not None and len(data.rows) == 1


def _covered_by_place_or_vocab(fig: Figure, name: str) -> bool:
    return bool(re.search(rf"(?<!\w){re.escape(name.lower())}(?!\w)", vocabulary(fig, keys=False))) or bool(places_in(name))


_AMP = re.compile(r"\s*&\s*")


def near_key(name: str, keys: list[Key]) -> Key | None:
    """The category a misread name most likely stands for: a rapidfuzz ratio of at least ``NEAR_NAME``, or the
    leading words of a longer key ("Amore" for "Amore Mio")."""
    target = norm(_AMP.sub(" and ", name))
    if len(target) < 4:
        return None
    by_norm = {norm(_AMP.sub(" and ", str(k))): k for k in keys}
    if any(_same_words(_stems(name), _stems(str(k))) for k in keys):
        return None  # the same words in another form ("Three-word" for "Three words"): not misread
    best = process.extractOne(target, list(by_norm), scorer=fuzz.ratio, score_cutoff=NEAR_NAME)
    if best is not None:
        return by_norm[best[0]]
    lead = [k for n, k in by_norm.items() if n.startswith(target) and str(k).lower().startswith(name.lower() + " ")]
    return lead[0] if len(lead) == 1 else None


_WORD = re.compile(r"\S+")
_ALNUM = re.compile(r"[a-z0-9]+")
_SUFFIX = re.compile(r"(?:ings?|ers?|ed|es|s|al|ly|ians?|ese|ish|ic)$")


def _key_containing(name: str, keys: list[Key]) -> Key | None:
    """The one key whose words hold the name's words in a row (at least two words, or one of six letters)."""
    words = _stems(name)
    if not words or (len(words) < 2 and len(words[0]) < 6):
        return None
    found = [k for k in keys if _holds(_stems(str(k)), words)]
    return found[0] if len(found) == 1 else None


_FUNCTION_WORDS = frozenset("a an the and or of in on at to for with by from that this they we i you he she it is are "
                            "was were be do does did not no people their his her its".split())


def _key_sharing_words(phrase: str, keys: list[Key]) -> Key | None:
    """The one key holding at least two and at least 60% of the phrase's content words."""
    words = set(_stems(phrase)) - _FUNCTION_WORDS
    if len(words) < 2:
        return None
    found = [k for k in keys if len(words & set(_stems(str(k)))) >= max(2, 0.6 * len(words))]
    return found[0] if len(found) == 1 else None


def _holds(words: tuple[str, ...], part: tuple[str, ...]) -> bool:
    n = len(part)
    return any(_same_words(words[i:i + n], part) for i in range(len(words) - n + 1))


def _same_words(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Word by word the same, up to an ending ("conservativ" from "Conservatives" and "conservative")."""
    return len(a) == len(b) and all(x == y or (min(len(x), len(y)) >= 5 and abs(len(x) - len(y)) <= 3
                                               and (x.startswith(y) or y.startswith(x))) for x, y in zip(a, b))


def _stems(name: str) -> tuple[str, ...]:
    """The words of a name without their endings: "Traveling" and "Travel", "Three-word" and "Three words"."""
    return tuple(_SUFFIX.sub("", w) if len(w) > 4 else w for w in _ALNUM.findall(name.lower()))


def names_in(text: str, start: int, end: int) -> Iterator[tuple[int, int, str]]:
    """Capitalised names (one or more words) between ``start`` and ``end``, leading function words dropped."""
    for m in NAME_RE.finditer(text, start, end):
        words = list(_WORD.finditer(m[0]))
        while words and words[0][0].lower().strip(".") in _NOT_NAMES:
            words = words[1:]
        if not words:
            continue
        s, e = m.start() + words[0].start(), m.start() + words[-1].end()
        surface = text[s:e].rstrip(".")
        if len(surface) >= 3 and not surface.isdigit():
            yield s, s + len(surface), surface


def prose_sentences(doc: Document) -> Iterator[tuple[int, int]]:
    """(start, end) of every sentence outside headings and tables: the spans alone, without the name and panel
    resolution ``claims.document.sentences`` does for the extractors that need it."""
    for line in doc.lines:
        if line.heading or not line.text.strip():
            continue
        for s, e in line.sentence_spans:
            start = line.start + s
            if not any(a <= start < b for a, b in doc.structured):
                yield start, line.start + e


def extract_entity_claims(doc: Document) -> Iterator[Claim]:
    """Extractor: place, misread-name and rank claims (see the module doc)."""
    fig, text = doc.figure, doc.text
    if fig.kind not in ("bar", "line"):
        return
    for start, end in prose_sentences(doc):
        yield from _place_claims(doc, start, end)
        yield from _year_claims(doc, start, end)
        mentions = category_mentions(text, start, end, fig)
        for m in mentions:
            if not m.exact:
                yield Claim(kind="label", start=m.start, end=m.end, stated=text[m.start:m.end], verifier="entity",
                            target="name", detail={"key": m.key}, source="entities")
        if _one_series(fig) and (keys := categories(fig)):
            yield from _rank_claims(text, start, end, mentions, keys)
            yield from _bracketed_values(doc, mentions)


_YEAR = re.compile(r"(?<![\w.,/-])((?:19|20)\d\d)(?![\w%]|[.,]\d|/\d)")


def chart_year(fig: Figure) -> int | None:
    """The one year a chart of categories is about, when its title names exactly one ("as of October 2020")."""
    if not categories(fig):
        return None
    years = {int(y) for y in _YEAR.findall(fig.title or "")}
    return years.pop() if len(years) == 1 else None


def _year_claims(doc: Document, start: int, end: int) -> Iterator[Claim]:
    """A year other than the one a chart of categories is about ("in 2019" on a chart "as of October 2020")."""
    year = chart_year(doc.figure)
    if year is None or str(year) in doc.text[start:end]:
        return  # with the chart's year written, other years are a period or a comparison around it
    vocab = vocabulary(doc.figure)
    for m in _YEAR.finditer(doc.text, start, end):
        if m[1] not in vocab:
            yield Claim(kind="label", start=m.start(), end=m.end(), stated=int(m[1]), verifier="entity", target="year",
                        source="entities")


_PLACE_LEAD = re.compile(r"(?:\b(?:in|of|across|than|from|for|to|at|within|throughout|outside|inside)\s+(?:the\s+)?)$", re.I)


def _place_claims(doc: Document, start: int, end: int) -> Iterator[Claim]:
    """Places written as prose ("in Spain", "than the US") that none of the figure's names cover."""
    text = doc.text
    for s, e, place in places_in(text[start:end]):
        s, e = s + start, e + start
        if doc.mentions_in(s, e) or doc.is_taken(s, e) or place_covered(doc.figure, place):
            continue  # a name of the figure: the other extractors read it
        if _PLACE_LEAD.search(text, max(start, s - 20), s) or text.startswith(("'s", "’s"), e):
            yield Claim(kind="label", start=s, end=e, stated=place, verifier="entity", target="place", source="entities")


# "the most viewed category was entertainment and reference": what a superlative names when no category is named
_COMPLEMENT = re.compile(r"\s+(?:was|is|were|are)\s+(?:for\s+|that\s+of\s+|the\s+)?(?P<phrase>[a-z][a-z &'/-]*[a-z])\s*(?=[.;]|$)", re.I)
_LATER_COMPLEMENT = re.compile(r"[^.;,]*?" + _COMPLEMENT.pattern, re.I)
_NOT_COMPLEMENT = re.compile(r"^(?:recorded|reached|observed|seen|found|registered|reported|in|at|on|by|with|about|"
                             r"around|approximately|over|under|during|between|from|among|when|where|also|still|not)\b", re.I)


# "the lowest number was in the year 2020" on a chart of wars: a year in the place of a category
_YEAR_COMPLEMENT = re.compile(r"[^.;,]*?\s(?:was|is|were|are)\s+in\s+(?:the\s+year\s+)?(?P<phrase>(?:19|20)\d\d)\b", re.I)
# "the effect is highest in the police", "lowest in the public sector": where the superlative holds
_IN_COMPLEMENT = re.compile(r"\s+in\s+(?:the\s+)?(?P<phrase>[a-z][a-z &'/-]*[a-z])\s*(?=[.;,]|$)", re.I)
_NOT_IN_PLACE = re.compile(r"\b(?:terms?|period|years?|months?|weeks?|days?|half|quarter|decades?|times?|recent|past|last|"
                           r"first|early|late|summer|winter|spring|autumn|world|country|countries|nation|history|survey|"
                           r"chart|graph|data|total|comparison|general|overall)\b", re.I)


def _complement_claims(text: str, start: int, end: int, sup: re.Match, keys: list[Key]) -> Iterator[Claim]:
    """A superlative whose clause names no category but says what holds it ("... was entertainment", "highest in
    the police", "was in the year 2020"): the words must name a category (checked by the "rank" verifier as an
    unknown name)."""
    m = _COMPLEMENT.match(text, text.find(" ", sup.end(), end) if " " in text[sup.end():end] else end, end)
    if m is None:
        # the complement may follow the superlative's noun phrase: "the most viewed category was X"
        m = _LATER_COMPLEMENT.match(text, sup.end(), end)
    if m is None or _NOT_COMPLEMENT.match(m["phrase"]):
        m = _YEAR_COMPLEMENT.match(text, sup.end(), end) if not _dated(keys) else None
    if m is None:
        m = _IN_COMPLEMENT.match(text, sup.end(), end)
        if m is not None and (_NOT_IN_PLACE.search(m["phrase"]) or places_in(m["phrase"].title())):
            m = None
    if m is None or _NOT_COMPLEMENT.match(m["phrase"]) or len(m["phrase"].split()) > 12:
        return
    rank, order = _rank_of(sup)
    # "jewellery and watches" for "Jewelry & Watches", "that they live with a spouse" for "I live with a spouse,
    # partner, lover": the category, written otherwise
    key = near_key(m["phrase"], keys) or _key_containing(m["phrase"], keys) or _key_sharing_words(m["phrase"], keys)
    yield Claim(kind="extremum", start=sup.start(), end=m.end("phrase"), stated=[key if key is not None else m["phrase"]],
                verifier="rank", detail={"rank": rank, "order": order, "size": 1, "unknown": key is None}, source="entities")


def _dated(keys: list[Key]) -> bool:
    return any(_YEAR.search(str(k)) for k in keys)


def _rank_claims(text: str, start: int, end: int, mentions: list[CategoryMention], keys: list[Key]) -> Iterator[Claim]:
    sups = [m for m in SUPERLATIVE_RE.finditer(text, start, end) if _is_rank(text, m)]
    if not mentions:
        if len(sups) == 1 and not re.search(r"\d", re.sub(r"\b(?:1[89]|20)\d\d\b", "", text[start:end])):
            yield from _complement_claims(text, start, end, sups[0], keys)
        return
    for i, sup in enumerate(sups):
        lo = sups[i - 1].end() if i else start
        hi = sups[i + 1].start() if i + 1 < len(sups) else end
        rank, order = _rank_of(sup)
        follow = FOLLOWED_RE.search(text, sup.end(), hi)
        cut = follow.start() if follow else hi
        named = [m for m in mentions if lo <= m.start and m.end <= cut]
        if not named or len({m.key for m in named}) > 3:
            continue
        keys = list(dict.fromkeys(m.key for m in named))
        first, last = min(m.start for m in named), max(m.end for m in named)
        yield Claim(kind="extremum", start=min(sup.start(), first), end=max(sup.end(), last), stated=keys,
                    verifier="rank", detail={"rank": rank, "order": order, "size": len(keys)}, source="entities")
        if follow:
            nxt = rank + len(keys)
            for m in (m for m in mentions if follow.end() <= m.start and m.end <= hi):
                yield Claim(kind="extremum", start=follow.start(), end=m.end, stated=[m.key], verifier="rank",
                            detail={"rank": nxt, "order": order, "size": 1}, source="entities")
                nxt += 1


# "the largest increase", "the highest growth": a rank of changes, not of the plotted values; "top 10", "one of
# the largest": a group, not a rank
_CHANGE_AFTER = re.compile(r"\s+(?:\w+\s+)?(?:increase|growth|decline|decrease|drop|rise|change|gain|jump|fall|loss|"
                           r"improvement|reduction|rate\s+of\s+(?:growth|change))", re.I)
_GROUP = re.compile(r"\bone\s+of\s+(?:the\s+)?(?:\w+\s+)?$|\bamong\s+(?:the\s+)?$", re.I)


# "A (0.2%)", "B ( 12.4 million )": a value written in brackets right after the category it belongs to
_BRACKETED = re.compile(r"\s*\(\s*(?:about|around|approximately|approx\.|roughly|~)?\s*(?=[\d-])")


def _bracketed_values(doc: Document, mentions: list[CategoryMention]) -> Iterator[Claim]:
    """Value claims for "Category (value)" items of a list, checked by the series verifier like any value at a
    category (units, scales and tolerances included). Numbers another extractor read are left to it."""
    from vlmeval.claims.series_prose import Mark, SeriesClaim, find_numbers
    from vlmeval.groundtruth.series_facts import series_for

    series = series_for(doc.figure)
    if len(series) != 1:
        return
    index = {k: i for i, k in enumerate(series[0].keys)}
    text = doc.text
    for mention in mentions:
        m = _BRACKETED.match(text, mention.end)
        close = text.find(")", m.end(), m.end() + 30) if m else -1
        if m is None or close < 0 or mention.key not in index:
            continue
        found = find_numbers(text[m.start():close], [])
        if len(found) != 1:
            continue
        num = found[0]
        num.start, num.end = num.start + m.start(), num.end + m.start()
        if doc.is_taken(num.start, num.end):
            continue
        i = index[mention.key]
        claim = SeriesClaim("value", mention.start, close + 1, number=num,
                            when=Mark(mention.start, mention.end, text[mention.start:mention.end], (i, i)))
        yield Claim(kind="value", start=mention.start, end=close + 1, stated=text[mention.start:close + 1], verifier="series",
                    detail={"series_claim": claim, "text": text}, source="entities")


def _is_rank(text: str, m: re.Match) -> bool:
    if _NEGATION.search(text, max(0, m.start() - 30), m.start()) or _GROUP.search(text, max(0, m.start() - 20), m.start()):
        return False
    if _CHANGE_AFTER.match(text, m.end()) or re.match(r"\s+(?:\d+|two|three|four|five|ten|twenty)\b", text[m.end():m.end() + 10]):
        return False
    word = m.group("max") or m.group("min") or ""
    if re.match(r"(?:most|least)\b", word, re.I) and not re.search(r"\bthe\s+$", text[max(0, m.start() - 5):m.start()], re.I):
        return False  # "most respondents", "at least 5": a quantity, not "the most popular"
    if re.match(r"leading\s+(?:to|up)\b", text[m.start():m.end() + 4], re.I):
        return False  # "leading to": a consequence
    return not _NOT_RANK.match(word)


def _rank_of(m: re.Match) -> tuple[int, str]:
    place = m.group("place") or m.group("place2")
    if place:
        return _ORDINALS.get(place.lower(), 1), "max"
    order = "max" if m.group("max") else "min"
    ordinal = m.group("ord")
    if ordinal:
        word = ordinal.lower()
        return _ORDINALS.get(word, int(re.sub(r"\D", "", word) or 1)), order
    return 1, order
