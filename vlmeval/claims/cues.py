"""The cue index: which cue words each sentence of a description holds, found in one pass over the text.

An extractor whose every claim needs one of a few words in its sentence (an extremum needs a superlative, "max"
or "peak" ...) declares them as its cues, one line beside it; one that reads word lists declares the cues of those
same lists (``cues_of``), so its cues cannot drift from the words it reads::

    extract_extrema.cues = cues_of(_HIGH_WORDS, _LOW_WORDS, LARGEST_WORDS, SMALLEST_WORDS)

A cue is a run of lower-case letters found inside a word ("increas" is in "Increases"). The pipeline skips an
extractor none of whose cues the document's sentences hold, and while it runs hands it only the sentences that
hold one (``sentences_holding``, set as ``doc.gated``). The index is built once per document, on the first
question: the distinct lower-cased words of each sentence (one ``bytes.split`` of its slice), each word's cues looked
up once per process (words recur from description to description); no extractor scans the text for its words
again. That is the one combined matcher: a C-speed split and a dictionary look-up per distinct word, about 0.2 ms
per seed description of 4,553 characters (an Aho-Corasick automaton such as pyahocorasick was not tried: it is no
dependency, and it would replace only this part).

Exact: a case-insensitive pattern matches an ASCII letter only as its own upper or lower case, or as "ſ", "ı" or
the Kelvin sign, which the index reads folded to that letter (``near_words.folded``), so it can match only where
the folded sentence holds its word; any other character that is not ASCII ("≈", "é") is no letter of a cue. Every
sentence of a text that lower-casing lengthens ("İ") holds every cue.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field

from vlmeval.claims import Document
from vlmeval.claims.document import sentences
from vlmeval.claims.near_words import folded

_CUE = re.compile(r"[a-z]+")
# Every byte but a lower-case letter, as a space: the lower-cased text encoded as ASCII (one "?" for each other
# character, so positions stay), translated and split, gives its runs of letters, several times faster than a
# regex ``findall``
_SPACES = bytes(c if 97 <= c <= 122 else 32 for c in range(256))
_VOCABULARY: dict[str, bytes] = {}  # every cue declared in this process, and its bytes
_WORD_CUES: dict[bytes, tuple[str, ...]] = {}  # lower-case word -> the declared cues inside it (some)
_NO_CUES: set[bytes] = set()  # lower-case words that hold no declared cue: most words, removed in one set operation
_WORD_CACHE_MAX = 200_000
_GENERATION = [0]  # counts the declarations that added cues: an index built before one is built again


def declare_cues(cues) -> tuple[str, ...]:
    """``cues`` as a tuple, added to the words the index finds; each must be lower-case letters."""
    cues = tuple(cues)
    bad = [c for c in cues if not _CUE.fullmatch(c)]
    if bad:
        raise ValueError(f"error: cues {bad!r}: a cue is a run of lower-case letters a word holds "
                         f"(fix: drop spaces and marks, or test for the phrase in the extractor)")
    if not _VOCABULARY.keys() >= set(cues):
        _VOCABULARY.update((c, c.encode("ascii")) for c in cues)
        _WORD_CUES.clear()  # words read before may hold the new cues
        _NO_CUES.clear()
        _GENERATION[0] += 1
    return cues


def cues_of(*word_lists) -> tuple[str, ...]:
    """The cues of the words (or phrases) of ``word_lists``, declared: the longest run of letters of each (of a
    phrase, its rarest word as a rule: "populated" of "most populated bin"), lower-cased, without a cue that holds
    another ("peaks" holds "peak": a sentence holding the one holds the other). A reader that reads a word list
    declares ``cues_of(its lists)``, so its cues are the words it reads and cannot drift from them."""
    cues = dict.fromkeys(max(_CUE.findall(w.lower()), key=len) for words in word_lists for w in words)
    return declare_cues(c for c in cues if not any(o != c and o in c for o in cues))


_PATTERN_MARKS = re.compile(r"[\\|()\[\]{}?*+^$]")  # a word list holds none: its words are escaped, not read


def cue_words(words) -> str:
    """The words (or phrases) of ``words`` as one whole-word alternation, ``\\b(?:w1|w2 ...)\\b``, in their order:
    each escaped and each space a run of white space ("after that" matches "after  that"). It takes words, never
    a pattern: lower-casing or hand-joining a pattern turns ``\\W``, ``\\S``, ``\\D``, ``\\B`` into other escapes,
    so a word holding a pattern mark is refused."""
    words = tuple(words)
    bad = [w for w in words if not w.strip() or _PATTERN_MARKS.search(w)]
    if bad:
        raise ValueError(f"error: cue words {bad!r}: a cue word is plain text (fix: list each form of the word)")
    return r"\b(?:" + "|".join(r"\s+".join(map(re.escape, w.split())) for w in words) + r")\b"


def cue_words_re(words, flags: int = re.I) -> re.Pattern:
    """``cue_words(words)`` compiled (case-insensitive unless told), behind a look-ahead for the letters its
    matches can start with: the same matches, found several times faster than an alternation tried at every
    position of the text."""
    words = tuple(words)
    first = {c for w in words for c in (w[0].lower(), w[0].upper())}
    return re.compile(f"(?=[{re.escape(''.join(sorted(first)))}]){cue_words(words)}", flags)


def _cues_of(word: bytes) -> tuple[str, ...]:
    found = _WORD_CUES.get(word)
    if found is None:
        found = tuple(c for c, b in _VOCABULARY.items() if b in word)
        if len(_WORD_CUES) + len(_NO_CUES) < _WORD_CACHE_MAX:
            if found:
                _WORD_CUES[word] = found
            else:
                _NO_CUES.add(word)
    return found


@dataclass(slots=True)
class CueIndex:
    """Per cue, the indices (ascending) of the sentences of ``sentences(doc)`` that hold it."""

    by_cue: dict[str, list[int]] = field(default_factory=dict)
    everywhere: list[int] = field(default_factory=list)  # sentences that hold every cue (lower-casing moved them)
    n_sentences: int = 0
    generation: int = 0  # of the cues declared when it was built


def cue_index(doc: Document) -> CueIndex:
    """The document's cue index, built on the first call."""
    if doc.cue_index is None or doc.cue_index.generation != _GENERATION[0]:
        doc.cue_index = _build(doc)
    return doc.cue_index


def _build(doc: Document) -> CueIndex:
    every = doc.sentence_cache if doc.sentence_cache is not None else list(sentences(doc))
    text = doc.text
    low = folded(text)  # what ``re.I`` matches to an ASCII letter, as that letter
    index = CueIndex(n_sentences=len(every), generation=_GENERATION[0])
    if low is None:  # lower-casing moved positions ("İ" -> "i̇"): every sentence holds every cue
        index.everywhere = list(range(len(every)))
        return index
    starts = [s for _, s, _, _, _ in every]
    ends = [e for _, _, e, _, _ in every]
    # one byte a character: positions stay; a character that is not ASCII ("≈", "é") is no letter of a cue
    letters = low.encode("ascii", "replace")
    runs = letters.translate(_SPACES)
    found = _by_sentence(runs, starts, ends) if not _crosses(runs, starts, ends) else _by_word(letters, runs, starts, ends)
    index.by_cue = {cue: sorted(ks) for cue, ks in found.items() if ks}
    return index


def _crosses(runs: bytes, starts: list[int], ends: list[int]) -> bool:
    """Whether a run of letters crosses the edge of a sentence (a sentence that starts or ends inside a word)."""
    n = len(runs)
    return any(0 < i < n and runs[i] != 32 and runs[i - 1] != 32 for edges in (starts, ends) for i in edges)


def _by_sentence(runs: bytes, starts: list[int], ends: list[int]) -> dict[str, set[int]]:
    """Per cue, the sentences holding it: the distinct words of each sentence (its slice of ``runs``, the
    lower-cased text's runs of letters, split in C), each word's cues looked up. Exact where no run of letters
    crosses a sentence's edge: every word then lies in one sentence, and a word inside a longer one holds only
    cues the longer one holds."""
    found: dict[str, set[int]] = {}
    known, no_cues = _WORD_CUES.get, _NO_CUES
    for k, (s, e) in enumerate(zip(starts, ends)):
        for word in set(runs[s:e].split()).difference(no_cues):
            for cue in known(word) or _cues_of(word):
                found.setdefault(cue, set()).add(k)
    return found


def _by_word(letters: bytes, runs: bytes, starts: list[int], ends: list[int]) -> dict[str, set[int]]:
    """``_by_sentence``'s answer where a word crosses a sentence's edge: the distinct words of the whole text,
    and each occurrence of the few that hold a cue placed in the sentence it starts in (an occurrence inside a
    longer word is in that word's sentence and holds the same cues)."""
    found: dict[str, set[int]] = {}
    known = _WORD_CUES.get
    for word in set(runs.split()) - _NO_CUES:
        cues = known(word)
        if cues is None:
            cues = _cues_of(word)
            if not cues:
                continue
        where = set()
        i = letters.find(word)
        while i != -1:
            k = bisect_right(starts, i) - 1
            if k >= 0 and i < ends[k]:
                where.add(k)
            i = letters.find(word, i + len(word))
        for cue in cues:
            found.setdefault(cue, set()).update(where)
    return found


def _index_for(doc: Document, cues: tuple[str, ...]) -> CueIndex:
    """``cue_index(doc)``, holding ``cues`` too: cues set without ``declare_cues`` are declared here, so an
    extractor is never skipped for a word nobody looked for."""
    if type(cues) is not tuple or cues not in _ASKED:
        cues = tuple(cues)  # a list set by hand: hashable from here on
        if not _VOCABULARY.keys() >= set(cues):
            declare_cues(cues)
        _ASKED.add(cues)
    index = doc.cue_index
    return index if index is not None and index.generation == _GENERATION[0] else cue_index(doc)


_ASKED: set[tuple[str, ...]] = set()  # the cue tuples asked about already (each in the vocabulary: cues are only added)


def holds_cue(doc: Document, cues: tuple[str, ...]) -> bool:
    """Whether some sentence of ``doc`` holds one of ``cues``."""
    index = _index_for(doc, cues)
    return bool(index.everywhere) or any(c in index.by_cue for c in cues)


def sentences_holding(doc: Document, cues: tuple[str, ...]) -> list:
    """The entries of ``sentences(doc)``, in order, whose sentence holds one of ``cues``."""
    index = _index_for(doc, cues)
    by_cue = index.by_cue
    found = set(index.everywhere)
    for cue in cues:
        hits = by_cue.get(cue)
        if hits:
            found.update(hits)
    every = doc.sentence_cache
    return [every[k] for k in sorted(found)]


def starts_holding(doc: Document, cues: tuple[str, ...]) -> set[int]:
    """Where each sentence that holds one of ``cues`` starts in ``doc.text`` (the same spans as
    ``category_names.prose_sentences``, which reads sentences without their names and panels)."""
    return {s for _, s, _, _, _ in sentences_holding(doc, cues)}


__all__ = ["CueIndex", "cue_index", "cues_of", "declare_cues", "holds_cue", "sentences_holding", "starts_holding"]
