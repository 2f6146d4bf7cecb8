"""What a figure lets a description name: panels, the names inside panel titles, axis names and keys.

Extraction uses it to tell a row key from a column key and to find which panel a heading or sentence
is about; verification uses the same resolution so both agree on what a name refers to.

Name matching (rapidfuzz, on names normalised by ``text.norm``):
- exact: the normalised forms are equal ("AIME24" = "AIME'24", "GPQA D" = "GPQA_D");
- typo: similarity >= TYPO_SIMILARITY, the same digits and at most 2 characters more or fewer
  ("R1-Owen" for "R1-Qwen"; not "DeepSeek-R1-Zero" for "DeepSeek-R1"): a misreading,
  verified as a ``label`` error;
- prefix: a hyphen-delimited leading part of exactly one name ("Llama-4-Maverick-17B"): an abbreviation;
- otherwise the name is not the figure's (a different entity, e.g. "AIME25" where only "AIME24" exists).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import compress

from rapidfuzz import fuzz, process

from vlmeval.claims.keys import KeyList, find_key, key_in, key_number  # noqa: F401 (read from here)
from vlmeval.claims.name_marks import (boundary_after, clean_surface as _clean_surface, close_paren, glue,
                                       marks_after, possessive_end)
from vlmeval.claims.text import WORD_RE, digits_of, keyword_re, norm
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Figure, Key

TYPO_SIMILARITY = 80.0
_STOP = {"of", "the", "a", "an", "and", "in", "per", "for", "to", "at", "by", "on", "with", "x", "y", "model", "value", "values"}
# a name after these is a point of comparison or an exclusion ("every panel except AMC23"), not the subject
_REFERENCE_BEFORE = re.compile(r"(?:similar to|like|than|unlike|compared (?:to|with)|as (?:in|with)|versus|vs\.?|e\.g\.,?|such as|"
                               r"except(?: for)?|other than|apart from|excluding|besides)\W*$")
_LIST_GAP = re.compile(r"^[\s*`'\"]*(?:,|and|or|&|,\s*and)?[\s*`'\"]*(?:the\s+)?$", re.I)
_AXIS_PREFIX = re.compile(r"^\s*[xy]\s*[:=]\s*", re.I)


# not frozen (hashed and compared by its fields all the same): a frozen dataclass sets each slot through
# ``object.__setattr__``, four times slower to build, and the names pass builds one per name written
@dataclass(slots=True, unsafe_hash=True)
class Mention:
    start: int
    end: int
    surface: str
    entity: str  # normalised name it refers to
    match: str  # "exact" | "typo" | "prefix"
    panels: frozenset[str]  # panels whose title holds the name (all panels: a figure-wide name)


@dataclass
class Lexicon:
    figure: Figure
    panels: list[str]
    entities: dict[str, frozenset[str]] = field(default_factory=dict)  # norm name -> panel titles
    display: dict[str, str] = field(default_factory=dict)  # norm name -> name as the figure prints it
    row_words: list[str] = field(default_factory=list)
    column_words: list[str] = field(default_factory=list)
    _axis_by_word: dict[str, str] = field(default_factory=dict)  # row/column word -> "row" | "column"
    rows: list[Key] = field(default_factory=list)
    columns: list[Key] = field(default_factory=list)
    axis_re: re.Pattern | None = None
    longest_key: int = 0
    prefixes: set[str] = field(default_factory=set)  # every leading part of a normalised name
    _word_cache: dict = field(default_factory=dict)
    _word_info: dict = field(default_factory=dict)  # word -> _info_of(word): words recur
    _starts: set = field(default_factory=set)  # the words read so far that a mention can start at (see mentions)
    _resolved: dict = field(default_factory=dict)  # surface -> resolve_name(surface), for headings (see document)
    rows_norm: set[str] = field(default_factory=set)  # string row keys (series names), normalised
    columns_norm: set[str] = field(default_factory=set)  # string column keys (categories), normalised
    _panel_set: tuple | None = None  # (panels as they were, their frozenset): see panels_of

    # ---- names -------------------------------------------------------------------------------------------
    def _add(self, name: str, panels: frozenset[str]) -> None:
        key = norm(name)
        if len(key) < 2:
            return
        self.entities[key] = self.entities.get(key, frozenset()) | panels
        self.longest_key = max(self.longest_key, len(key) + 1)
        self.prefixes.update(key[:i] for i in range(1, len(key) + 1))
        self.display.setdefault(key, name.strip())

    def resolve_name(self, surface: str) -> tuple[str, str] | None:
        """(entity, match) for a name as written, or None when the figure has no such name."""
        key = norm(re.sub(r"['’]s$", "", surface))
        if key in self.entities:
            return key, "exact"
        stripped = norm(_AXIS_PREFIX.sub("", surface))
        if stripped in self.entities:
            return stripped, "exact"
        if len(key) >= 4 and self.entities:
            best = process.extractOne(key, list(self.entities), scorer=fuzz.ratio, score_cutoff=TYPO_SIMILARITY)
            if best is not None and digits_of(best[0]) == digits_of(key) and abs(len(best[0]) - len(key)) <= 2:
                return best[0], "typo"
        return None

    def resolve_name_cached(self, surface: str) -> tuple[str, str] | None:
        """``resolve_name``, kept per surface: headings repeat their words from description to description."""
        if surface not in self._resolved:
            if len(self._resolved) >= 100_000:
                return self.resolve_name(surface)
            self._resolved[surface] = self.resolve_name(surface)
        return self._resolved[surface]

    def resolve_prefix(self, surface: str) -> list[str]:
        """Names that ``surface`` is a leading, hyphen-delimited part of."""
        key = norm(_AXIS_PREFIX.sub("", surface))
        if len(key) < 3:
            return []
        out = []
        for entity, shown in self.display.items():
            if entity.startswith(key) and entity != key:
                shown_key = norm(_AXIS_PREFIX.sub("", shown))
                # the abbreviation must end where the printed name has a separator
                cut = boundary_after(shown, len(key))
                if shown_key.startswith(key) and cut:
                    out.append(entity)
        return out

    def mentions(self, text: str, offset: int = 0) -> list[Mention]:
        """Names of this figure written in ``text``: exact (up to 4 words), typo-like or a unique prefix (one word)."""
        # Splitting on the captured token pattern gives [gap, token, gap, token, ...]: token t is parts[2t + 1], placed
        # by the lengths before it, summed in C up to each start word only; start words indexed by C iterators (compress)
        parts = _TOKEN_SPLIT.split(text)
        cache, distinct = self._word_info, set(words := parts[1::2])
        new = {word: self._info_of(word) for word in distinct.difference(cache)}
        self._starts.update(word for word, info in new.items() if info[1] or info[2])
        starts = distinct & self._starts  # each distinct word read once; a mention starts only at such a word
        entities, longest, prefixes, out = self.entities, self.longest_key, self.prefixes, []
        n_tokens, after, s, summed = len(words), 0, 0, 0  # after: first token past found mentions; s: parts[summed]'s start
        for i in compress(range(n_tokens), map(starts.__contains__, words)) if starts else ():
            if i < after:
                continue
            s, summed = s + sum(map(len, parts[summed:2 * i + 1])), 2 * i + 1
            key, starts_name, single = cache.get(words[i]) or new[words[i]]
            best, marks, best_end, joined, end = 0, 0, s, "", s  # end: where the n-th word from word i ends
            glued = ""  # joined with the marks a name keeps between its words ("res 1/8", "Bausch & Lomb")
            if starts_name:
                for n in range(1, min(4, n_tokens - i) + 1):
                    word = words[i + n - 1]
                    word_key = (cache.get(word) or new[word])[0]
                    joined += word_key
                    if len(joined) > longest:
                        break
                    if n == 1:
                        glued = word_key
                        end += len(word)
                    else:  # a space, the most common gap, keeps nothing (``glue``)
                        gap = parts[2 * (i + n) - 2]
                        glued += word_key if gap == " " else glue(gap) + word_key
                        end += len(gap) + len(word)
                    if joined in entities or (glued in entities and glued != joined) or (
                            joined.endswith("s") and joined[:-1] in entities and possessive_end(text, end)):
                        best, marks, best_end = n, 0, end
                    elif joined not in prefixes and glued not in prefixes:
                        break  # no name starts so, nor one with a mark after it, nor a longer one
                    elif (sign := marks_after(text, end)) and joined + norm(sign) in entities:
                        best, marks, best_end = n, len(sign), end  # "Owl7B-40%", "Heron-34†": the mark is in the name
            if best:
                cleaned, key = _clean_and_key(text[s:best_end + marks])  # norm drops the ")" close_paren may add
                surface = close_paren(text, s, cleaned)
                if key in entities:
                    out.append(Mention(s + offset, s + len(surface) + offset, surface, key, "exact", entities[key]))
                after = i + best
            elif single is not None:
                surface, entity, match = single
                out.append(Mention(s + offset, s + len(surface) + offset, surface, entity, match, entities[entity]))
        return out

    def _info_of(self, word: str) -> tuple[str, bool, tuple[str, str, str] | None]:
        """(norm(word), whether a name starts with it, (surface, entity, match) of the typo or prefix mention the
        word makes alone, or None); cached per word, as words recur."""
        key = norm(word)
        single = None
        if len(word) >= 4 and _HAS_DIGIT.search(word):  # name-like: only such a word makes a mention alone
            found = self._single_word(surface := _clean_surface(word))
            single = None if found is None else (surface, found[0], found[1])
        info = (key, key in self.prefixes, single)
        if len(self._word_info) < 100_000:
            self._word_info[word] = info
        return info

    def _single_word(self, surface: str) -> tuple[str, str] | None:
        """(entity, 'typo' | 'prefix') for a name-like word that is not exactly a name; cached per word."""
        if surface in self._word_cache:
            return self._word_cache[surface]
        found = None
        if _name_like(surface):
            found = self.resolve_name(surface)
            if found is None:
                prefixed = self.resolve_prefix(surface)
                found = (prefixed[0], "prefix") if len(prefixed) == 1 else None
        if len(self._word_cache) < 100_000:
            self._word_cache[surface] = found
        return found

    def subjects(self, text: str, mentions: list[Mention], offset: int = 0) -> list[Mention]:
        """Mentions that can be what a sentence is about: not those after "similar to", "than", "unlike"..."""
        out = []
        previous_end, previous_was_reference = None, False
        for m in mentions:
            before = text[max(0, m.start - offset - 16):m.start - offset].lower()
            listed = previous_was_reference and m.start - previous_end <= 16 and \
                _LIST_GAP.match(text[previous_end - offset:m.start - offset])
            is_reference = bool(_REFERENCE_BEFORE.search(before) or listed)
            if not is_reference:
                out.append(m)
            previous_end, previous_was_reference = m.end, is_reference
        return out

    def panels_of(self, mentions: list[Mention]) -> list[str]:
        """The panels a group of mentions narrows down to (names shared by every panel do not narrow)."""
        if not mentions:
            return []
        if self._panel_set is None or self._panel_set[0] != self.panels:  # kept: asked per sentence and heading
            self._panel_set = (list(self.panels), frozenset(self.panels))
        every = self._panel_set[1]
        candidates = every
        narrowed = False
        for m in mentions:
            if m.panels and m.panels is not every and m.panels != every:
                candidates = candidates & m.panels
                narrowed = True
        return [p for p in self.panels if p in candidates] if narrowed else []

    # ---- axes ------------------------------------------------------------------------------------------
    def axis_of(self, word: str) -> str | None:
        """'row' or 'column' for an axis name as written ("Window Size", "ratios"), else None."""
        return self._axis_by_word.get(word.lower().strip())

    def key_axis(self, value: Key) -> str | None:
        """Which axis a bare key belongs to, if only one has it."""
        in_rows, in_cols = key_in(value, self.rows), key_in(value, self.columns)
        if in_rows and not in_cols:
            return "row"
        if in_cols and not in_rows:
            return "column"
        return None


_HAS_DIGIT = re.compile(r"\d")
_TOKEN_SPLIT = re.compile(f"({WORD_RE.pattern})")
_clean_and_key = lru_cache(maxsize=65_536)(lambda raw: ((c := _clean_surface(raw)), norm(c)))  # names recur


def _name_like(word: str) -> bool:
    """A model/benchmark-like token: letters and digits together, e.g. 'R1-Owen', 'AIME24'."""
    return len(word) >= 4 and any(c.isdigit() for c in word) and any(c.isalpha() for c in word)


def _axis_words(label: str | None) -> set[str]:
    """Ways to name an axis: its label and its contiguous sub-phrases without stop words, with plurals."""
    if not label:
        return set()
    label = re.sub(r"\(.*?\)", " ", label)
    words = [w for w in re.findall(r"[A-Za-z][A-Za-z0-9@\-]*", label.lower())]
    out = set()
    for i in range(len(words)):
        for j in range(i + 1, len(words) + 1):
            phrase = words[i:j]
            if phrase[0] in _STOP or phrase[-1] in _STOP:
                continue
            text = " ".join(phrase)
            if len(text) >= 3:
                out.add(text)
                out.add(text + "s")
                out.add(text + "es")
    return out


def _title_parts(title: str) -> list[str]:
    parts = [title]
    for piece in re.split(r"\s+\|\s+|\s+vs\.?\s+|\s+versus\s+", title):
        piece = piece.strip()
        if piece and piece != title:
            parts.append(piece)
            bare = _AXIS_PREFIX.sub("", piece)
            if bare != piece:
                parts.append(bare)
    return parts


def build_lexicon(fig: Figure) -> Lexicon:
    lex = Lexicon(figure=fig, panels=[p.title for p in fig.panels])
    for p in fig.panels:
        for part in _title_parts(p.title):
            lex._add(part, frozenset([p.title]))
    if fig.title:
        for part in _title_parts(fig.title):
            lex._add(part, frozenset(lex.panels))
    if fig.metric:
        lex._add(fig.metric, frozenset(lex.panels))
    rows_w: set[str] = set()
    cols_w: set[str] = set()
    rows, columns = KeyList(lex.rows), KeyList(lex.columns)  # lex.rows / lex.columns, with what finds a key in them
    grid = chart_kind(fig.kind).grid  # rows and columns are the y and x ticks
    for p in fig.panels:
        row_label = p.data.row_label if p.data and p.data.row_label else (p.y.label if grid else None)
        col_label = p.data.column_label if p.data and p.data.column_label else p.x.label
        rows_w |= _axis_words(row_label)
        cols_w |= _axis_words(col_label)
        if p.data is not None:
            rows.append_new(p.data.rows)
            columns.append_new(p.data.columns)
        elif grid:
            rows.append_new(reversed(p.y.ticks or []))
            columns.append_new(p.x.ticks or [])
        for k in (p.data.rows if p.data else []):
            if isinstance(k, str):
                lex._add(k, frozenset(lex.panels))
                lex.rows_norm.add(norm(k))
        for k in (p.data.columns if p.data else []):
            if isinstance(k, str):
                lex._add(k, frozenset(lex.panels))
                lex.columns_norm.add(norm(k))
    both = rows_w & cols_w
    lex.row_words = sorted(rows_w - both, key=len, reverse=True)
    lex.column_words = sorted(cols_w - both, key=len, reverse=True)
    lex._axis_by_word = {**dict.fromkeys(lex.column_words, "column"), **dict.fromkeys(lex.row_words, "row")}
    names = lex.row_words + lex.column_words
    if names:
        alternation = "|".join(re.escape(w) for w in sorted(names, key=len, reverse=True))
        lex.axis_re = keyword_re(rf"(?<![\w-])(?:{alternation})(?![\w-])", "".join({w[0] for w in names}))
    return lex
