"""How a sentence names a line or bar figure's categories: by their printed words, by part of a long name, by
words with another ending, or, for a capitalised name that is none of them, by rapidfuzz (a misread name).

Shared by the entity, rank and derived-quantity claims (``claims.types.entity``, ``claims.types.rank``,
``claims.types.derived``); the figure is used as a vocabulary only.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache
from dataclasses import dataclass
from typing import Iterator

from rapidfuzz import fuzz, process

from vlmeval.claims import Document
from vlmeval.claims.gazetteer import forms_of, places_in
from vlmeval.claims.text import norm
from vlmeval.groundtruth.facts import derived
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Figure, Key
from vlmeval.lazy_re import lazy_compile

NEAR_NAME = 75.0  # rapidfuzz ratio at which a name not in the figure is read as a misread category
YEAR_RE = lazy_compile(r"(?<![\w.,/-])((?:19|20)\d\d)(?![\w%]|[.,]\d|/\d)")
NAME_RE = lazy_compile(r"(?<![\w'’])[A-Z][\w&'’.-]*(?:\s+(?:&\s+|of\s+|de\s+)?[A-Z][\w&'’.-]*)*")
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
    """The named categories of a one-panel chart of series (line, bar; none for a time or numeric x axis)."""
    if not chart_kind(fig.kind).series or len(fig.panels) != 1:
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
    # the plain substring test first: most forms are not there, and a pattern compiled per form is most of the cost
    return any(form.lower() in vocab and re.search(rf"(?<!\w){re.escape(form.lower())}(?!\w)", vocab)
               for form in forms_of(place))


_COMMON_KEYS = frozenset({"other", "others", "total", "none", "rest", "all", "misc", "various", "unknown", "n/a"})


def _key_patterns(keys: list[Key]) -> list[tuple[str, int, tuple[str, ...] | None, Key]]:
    """One pattern per key, its words in order (case and punctuation loose); a key that is a common word
    ("Other", "Total") only as printed, so "any other category" does not name it.

    Each as (pattern, flags, the words a match must hold, key); the words are lower case under ``re.I`` and None
    where a key's words are not ASCII (there case-insensitive matching may match other letters, "ſ" to "s").
    The pattern is compiled only for a text that holds them (``_matches``): most keys of a figure are named in
    none of its descriptions, and compiling is most of the cost on a short caption."""
    out = []
    for key in sorted(keys, key=lambda k: -len(str(k))):
        words = re.findall(r"\w+", str(key))
        if words:
            flags = 0 if str(key).strip().lower() in _COMMON_KEYS else re.I
            stems = tuple(_stem(w) for w in words)
            needs = (tuple(x.lower() for x in stems) if flags else stems) if all(x.isascii() for x in stems) else None
            out.append((r"(?<!\w)" + r"\W{0,3}".join(map(_word_pattern, words)) + r"(?!\w)", flags, needs, key))
    return out


def _matches(pattern: str, flags: int, needs: tuple[str, ...] | None, text: str, start: int, end: int,
             ascii_text: tuple[str, str] | None) -> Iterator[re.Match]:
    """``pattern``'s matches in ``text[start:end]``; none, without compiling it, where that ASCII span
    (``ascii_text``: the span and the span lower-cased, None when not ASCII) lacks one of its words."""
    if needs is not None and ascii_text is not None:
        span = ascii_text[1] if flags else ascii_text[0]
        if not all(w in span for w in needs):
            return iter(())
    return _compiled(pattern, flags).finditer(text, start, end)


@lru_cache(maxsize=4096)  # keys recur from figure to figure, past re's own 512-entry cache
def _compiled(pattern: str, flags: int) -> re.Pattern:
    return re.compile(pattern, flags)


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.lower().endswith("s") else word


def _word_pattern(word: str) -> str:
    """A key's word with or without a plural "s" ("15 year old" names "15 years old")."""
    return re.escape(_stem(word)) + "s?"


def category_mentions(text: str, start: int, end: int, fig: Figure) -> list[CategoryMention]:
    """Categories named between ``start`` and ``end``: by their printed words, else by a close capitalised name."""
    keys = categories(fig)
    if not keys:
        return []
    found: list[CategoryMention] = []
    taken: list[tuple[int, int]] = []
    span = text[start:end]
    ascii_text = (span, span.lower()) if span.isascii() else None
    for pattern, flags, needs, key in derived(fig, "category_patterns", lambda f: _key_patterns(categories(f))):
        for m in _matches(pattern, flags, needs, text, start, end, ascii_text):
            if not any(a < m.end() and m.start() < b for a, b in taken):
                found.append(CategoryMention(m.start(), m.end(), key, True))
                taken.append((m.start(), m.end()))
    for s, e, name in names_in(text, start, end):
        if any(a < e and s < b for a, b in taken):
            continue
        if _covered_by_place_or_vocab(fig, name):
            # a place is no misread category, but part of a key's printed name still names it ("General Mills
            # Canada" for "General Mills Canada Corporation")
            if (key := key_containing(name, keys)) is not None and not _in_vocabulary(fig, name) and name.lower() != str(key).lower():
                found.append(CategoryMention(s, e, key, True))
            continue
        if (key := key_containing(name, keys)) is not None:
            found.append(CategoryMention(s, e, key, True))  # "Freedom's Sentinel" for "Operation Freedom's Sentinel"
        elif (key := near_key(name, keys)) is not None:
            # the leading words of a longer key ("Amore" for "Amore Mio") name it; only a misspelling is misread
            short = str(key).lower().startswith(name.lower() + " ")
            found.append(CategoryMention(s, e, key, short))
    return sorted(found, key=lambda m: m.start)


def one_series(fig: Figure) -> bool:
    data = fig.panels[0].data if len(fig.panels) == 1 else None
    return data is not None and len(data.rows) == 1


def _covered_by_place_or_vocab(fig: Figure, name: str) -> bool:
    return _in_vocabulary(fig, name) or bool(places_in(name))


def _in_vocabulary(fig: Figure, name: str) -> bool:
    vocab, low = vocabulary(fig, keys=False), name.lower()
    return low in vocab and bool(re.search(rf"(?<!\w){re.escape(low)}(?!\w)", vocab))  # a substring test first


_AMP = lazy_compile(r"\s*&\s*")


def near_key(name: str, keys: list[Key]) -> Key | None:
    """The category a misread name most likely stands for: a rapidfuzz ratio of at least ``NEAR_NAME``, or the
    leading words of a longer key ("Amore" for "Amore Mio")."""
    target = norm(_AMP.sub(" and ", name))
    if len(target) < 4:
        return None
    by_norm, key_stems = _table_of(keys)
    if any(_same_words(_stems(name), stems) for stems in key_stems):
        return None  # the same words in another form ("Three-word" for "Three words"): not misread
    best = process.extractOne(target, list(by_norm), scorer=fuzz.ratio, score_cutoff=NEAR_NAME)
    if best is not None:
        return by_norm[best[0]]
    lead = [k for n, k in by_norm.items() if n.startswith(target) and str(k).lower().startswith(name.lower() + " ")]
    return lead[0] if len(lead) == 1 else None


_WORD = lazy_compile(r"\S+")
_ALNUM = lazy_compile(r"[a-z0-9]+")
_SUFFIX = lazy_compile(r"(?:ings?|ers?|ed|es|s|al|ly|ians?|ese|ish|ic)$")


def key_containing(name: str, keys: list[Key]) -> Key | None:
    """The one key whose words hold the name's words in a row (at least two words, or one of six letters)."""
    words = _stems(name)
    if not words or (len(words) < 2 and len(words[0]) < 6):
        return None
    found = [k for k, stems in zip(keys, _table_of(keys)[1]) if _holds(stems, words)]
    return found[0] if len(found) == 1 else None


def _table_of(keys: list[Key]) -> tuple[dict[str, Key], tuple[tuple[str, ...], ...]]:
    """The keys by their loose form (``near_key``), and each key's stems in order; found once per set of keys."""
    return _key_table(tuple(keys), tuple(map(type, keys)))  # 1 and 1.0 are equal keys of a cache, not the same key


@lru_cache(maxsize=1024)  # a figure's keys, asked about once per name a description writes
def _key_table(keys: tuple[Key, ...], _types: tuple[type, ...]) -> tuple[dict[str, Key], tuple[tuple[str, ...], ...]]:
    return {norm(_AMP.sub(" and ", str(k))): k for k in keys}, tuple(_stems(str(k)) for k in keys)


_FUNCTION_WORDS = frozenset("a an the and or of in on at to for with by from that this they we i you he she it is are "
                            "was were be do does did not no people their his her its".split())


def key_sharing_words(phrase: str, keys: list[Key]) -> Key | None:
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


@lru_cache(maxsize=65536)  # names and keys recur from sentence to sentence
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
    resolution ``claims.document.sentences`` does for the extractors that need it. Found once per document for
    the extractors that read them (again when a table was found since: ``doc.structured`` only grows). While the
    pipeline runs an extractor that declares cues (``claims.cues``), only those of the sentences holding one."""
    found = doc.prose_spans
    if found is None or found[0] != len(doc.structured):
        found = doc.prose_spans = (len(doc.structured), _prose_spans(doc))
    if doc.gated is not None:
        starts = {s for _, s, _, _, _ in doc.gated}
        return (span for span in found[1] if span[0] in starts)
    return iter(found[1])


def _prose_spans(doc: Document) -> list[tuple[int, int]]:
    starts, ends = _union(doc.structured)
    out = []
    for line in doc.lines:
        if line.heading or not line.text.strip():
            continue
        for s, e in line.sentence_spans:
            start = line.start + s
            k = bisect_right(starts, start) - 1
            if k < 0 or start >= ends[k]:  # in no structured block
                out.append((start, line.start + e))
    return out


def _union(spans: list[tuple[int, int]]) -> tuple[list[int], list[int]]:
    """The starts and ends of the union of the spans ``[a, b)`` (a table's, a row list's: they may overlap), in
    order: a place lies in one exactly when it lies before the end of the last union part starting at or before
    it (one bisection, not a test of every span; a row list adds one)."""
    starts: list[int] = []
    ends: list[int] = []
    for a, b in sorted(spans):
        if b <= a:
            continue  # holds no place
        if ends and a <= ends[-1]:
            ends[-1] = max(ends[-1], b)
        else:
            starts.append(a)
            ends.append(b)
    return starts, ends
