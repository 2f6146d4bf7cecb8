"""The ``count`` claim type: how many panels, rows, columns or series ("four heatmaps", "six comparative panels"),
and the counts of a multi-panel figure's grid: the panels of one row or column ("The top row has three panels"),
and the grid's rows and columns ("five charts arranged in two rows and three columns", "a 2 × 3 grid", "three rows
of panels"). Without these, "three panels" of a row was judged against every panel of the figure.

``scope_count`` turns a panel count ("three panels") into a count of one row or column when its clause names
one ("the top row", "the left column"); ``grid_counts`` reads the grid's own rows and columns. Both are judged
by ``grid_count`` against ``Figure.layout`` and the panels' ``position``; a count of ticks ("five values") is
read with the axes (``claims.types.ticks``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.near_words import finditer_near, words_at
from vlmeval.claims.sentence_bounds import sentence_around, sentence_text
from vlmeval.claims.structure_checks import COUNT_START, NOT_IN_NAME, claim_panels, count_value, recorded_ticks
from vlmeval.claims.text import NUMBER_WORDS, keyword_re
from vlmeval.claims.types.label_line import TITLE_LETTER
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class CountPayload:
    """How many panels, rows, columns or series there are (as written: "2.5 heatmaps" is nonsense, not 2)."""
    stated: float


@dataclass(frozen=True, slots=True)
class KindCountPayload:
    """How many panels of one kind there are: ``of`` the mark they draw ("three scatter plots": ``marker``, "one bar
    chart": ``bar``, "two line plots": ``line``)."""
    stated: float
    of: str


_PANEL_NOUN = keyword_re(r"\b(?:heat ?maps?|panels?|charts?|sub-?plots?|plots?|graphs?|sub-?figures?|sub-?panels?)\b", "hpcsgf")
# the words between a count and its noun: no preposition ("20 points in panel A", "~50 in both panels" place a value in
# a panel; they count no panels) and no line break (a number ending one bullet, "Panel B" opening the next)
_BETWEEN_WORD = r"(?!(?:in|on|of|at|for|from|across|within|to|into|over|under|per|between|among)\b)[A-Za-z-]+"
_COUNT_BEFORE = lazy_compile(
    COUNT_START + NOT_IN_NAME + r"(\d{1,3}|\d{1,3}\.\d+(?=[ \t]+$)|" + "|".join(NUMBER_WORDS) + r")[ \t]+(?:"
    + r"(?:rows?|columns?)[ \t]+of[ \t]+|" + _BETWEEN_WORD + r"[ \t]+){0,2}$", re.I)  # "two rows of panels"

_PANEL_REF_WORD = lazy_compile(r"\([a-l]\)|panel|plot|fig|chart|graph|heat ?map|histogram", re.I)  # what every letter or rank of a panel holds
_DIMENSION = lazy_compile(r"(?:×|\bx|\bby|-by-|[=:])\s*$", re.I)  # the second factor of "8 × 8"; "K = 100 panel"
_WHERE = r"(?P<where>top|bottom|upper|lower|middle|centre|center|first|second|third|fourth|last|left|right)(?:most)?"
_LINE_OF_PANELS = lazy_compile(rf"\b{_WHERE}\s+(?P<what>row|column)\b", re.I)
_CLAUSE_BREAK = lazy_compile(r"[.;,:\n]|\band\b|\bwhile\b|\bwhereas\b|\bbut\b", re.I)
_BETWEEN_ROWS = lazy_compile(r"\b(?P<what>rows?|columns?)\b", re.I)
_COUNT = r"(\d{1,2}|" + "|".join(NUMBER_WORDS) + r")"
# "arranged in two rows and three columns", "in a grid of 2 rows by 3 columns", "a 2 × 3 grid", "2-by-3 grid"; a match
# starts with a word's first letter or a digit (``keyword_re``: the whole text is scanned, so only there)
_GRID = keyword_re(
    rf"\b(?:arranged|laid\s+out|organi[sz]ed|placed|grid)\s+(?:of\s+|in\s+)?(?:a\s+)?(?:grid\s+(?:of\s+)?)?"
    rf"{_COUNT}\s+rows?\s*(?:and|by|×|x)\s*{_COUNT}\s+columns?\b|"
    rf"\b(\d)\s*(?:×|x|-by-|\s+by\s+)\s*(\d)\s+(?:grid|layout|arrangement)\b", "alopg0123456789")


_CELL_GRID = lazy_compile(r"\s+of\s+(?!(?:\w+\s+)?(?:panels?|plots?|charts?|heat ?maps?|sub-?plots?|graphs?|figures?|sub-?figures?|histograms?|images?|maps?|axes)\b)\w", re.I)
_EACH = lazy_compile(r"\beach\s+(?:\w+\s+)?(?:is|has|shows|holds)\s+(?:a|an)\s+$", re.I)
# "the bottom one plots ...", "the other one charts": "one" after a place word stands for a panel, not a count
_PRONOUN_ONE = lazy_compile(rf"\b(?:{_WHERE}|other|former|latter)\s+$", re.I)


def _value(word: str) -> int | None:
    w = word.lower()
    return int(w) if w.isdigit() else NUMBER_WORDS.get(w)


def _clause(text: str, start: int, end: int) -> str:
    """The clause around text[start:end]: up to the nearest break (punctuation, "and", "while", ...) each side."""
    left = max((m.end() for m in _CLAUSE_BREAK.finditer(text, max(0, start - 80), start)), default=max(0, start - 80))
    right = next((m.start() for m in _CLAUSE_BREAK.finditer(text, end, end + 80)), min(len(text), end + 80))
    return text[left:start] + " " + text[end:right]


_EACH_LINE = lazy_compile(r"\b(?:each|every|per)\s+(?P<what>row|column)\b", re.I)


def scope_count(text: str, start: int, end: int, between: str) -> tuple[str, str | None] | None:
    """(target, place) of a count of panels text[start:end]: ("grid rows", None) for "three rows of panels",
    ("panels in row", "top") for a count its clause puts in a row, ("panels", None) otherwise; None when the
    clause names several rows or columns (no one line of panels is meant) and for "three of the four panels"."""
    if text[max(0, start - 12):start].lower().rstrip().endswith("of the"):
        return None  # "three of the four panels" is about a subset
    line = _BETWEEN_ROWS.search(between)
    if line is not None:
        return ("grid rows" if line.group("what").lower().startswith("row") else "grid cols"), None
    if (each := _EACH_LINE.search(sentence_text(text, start, end))) is not None:  # "each row has four panels: three ..."
        return f"panels in {each.group('what').lower()}", "each"
    places = list(_LINE_OF_PANELS.finditer(_clause(text, start, end)))
    if not places:
        return "panels", None
    if len(places) > 1:
        return None
    return f"panels in {places[0].group('what').lower()}", places[0].group("where").lower()


# "arranged in three rows of four", "two columns of three panels": the grid's lines and the panels in each
_LINES_OF = keyword_re(rf"\b{_COUNT}\s+(rows?|columns?)\s+of\s+{_COUNT}\b(?!\s*(?:[-×x]|by)\s*\d)", "0123456789otfsen")


_NOT_PANELS_AFTER = lazy_compile(r"\s+(?!(?:panels?|plots?|charts?|sub-?plots?|graphs?|heat ?maps?|histograms?|each|"
                                 r"sub-?figures?|figures?)\b)[a-z]", re.I)


def lines_of_counts(doc: Document) -> Iterator[Claim]:
    """The grid a sentence gives as lines of panels ("three rows of four"): its rows and columns."""
    if len(doc.figure.panels) < 2 or ("row" not in doc.text and "column" not in doc.text and doc.text.isascii()):
        return  # one panel: its rows of cells
    for m in _near(doc, _LINES_OF, *_LINES_OF_NEAR):
        if doc.is_taken(m.start(), m.end()) or _NOT_PANELS_AFTER.match(doc.text, m.end()) or \
                _LEGEND.search(sentence_text(doc.text, m.start(), m.end())):
            continue  # "two rows of four cells": a table's cells, not panels; a legend's rows of entries
        lines, each = _value(m.group(1)), _value(m.group(3))
        rows_first = m.group(2).lower().startswith("row")
        for target, n, span in (("grid rows" if rows_first else "grid cols", lines, m.span(1)),
                                ("grid cols" if rows_first else "grid rows", each, m.span(3))):
            if n is not None:
                yield Claim("count", span[0], span[1], stated=n, payload=CountPayload(n), target=target,
                            source="grid count")


def grid_counts(doc: Document) -> Iterator[Claim]:
    """The rows and columns a sentence gives the grid of panels ("arranged in two rows and three columns")."""
    if doc.text.isascii():  # every match holds "row" and "column", or "grid", "layout" or "arrangement"
        low = doc.text.lower()
        if not ("row" in low and "column" in low) and not any(w in low for w in ("grid", "layout", "arrangement")):
            return
    for m in _near(doc, _GRID, *_GRID_NEAR):
        if doc.is_taken(m.start(), m.end()) or _CELL_GRID.match(doc.text, m.end()) or \
                _EACH.search(doc.text, max(0, m.start() - 30), m.start()):
            continue  # "each is a 5 × 5 grid of correlations": the cells of one panel, not a grid of panels
        rows, cols = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        for target, word, (s, e) in (("grid rows", rows, m.span(1) if m.group(1) else m.span(3)),
                                     ("grid cols", cols, m.span(2) if m.group(2) else m.span(4))):
            n = _value(word)
            if n is not None:
                yield Claim("count", s, e, stated=n, payload=CountPayload(n), target=target, source="grid count")


# the words each match of _LINES_OF ("three rows of four") and _GRID ("two rows and three columns", "2 × 3 grid")
# holds, and how far from its start (see _near): "eleven \s+ rows"; "organised \s+ in \s+ a \s+ grid \s+ of \s+
# twelve \s+ rows", then "\s* and \s* eleven \s+ columns"
_LINES_OF_NEAR = (("row", "column"), (8, 1, 30, 6))
_GRID_NEAR = (("row", "grid", "layout", "arrangement"), (24, 7, 50, 10))


def _near(doc: Document, rx: re.Pattern, words: tuple[str, ...], reach: tuple[int, int, int, int]) -> list:
    """``rx.finditer(doc.text)``, searched only near ``words``, one of which each match holds (``near_words``):
    ``reach`` (a, b, c, d): with w the text's longest run of white space, a match holds one at most a + b*w
    characters after its start, and it and what its look-aheads read end at most c + d*w after its start."""
    reading = doc.panel_reading()
    if reading.folded is None:
        return list(rx.finditer(doc.text))
    a, b, c, d = reach
    w = reading.space_run()
    return finditer_near(rx, doc.text, words_at(reading.folded, words), a + b * w, c + d * w)


def _panel_nouns(doc: Document) -> list:
    """``_PANEL_NOUN``'s matches, each of which holds a panel word ``RefReading`` places, at most 4 characters
    after its start ("sub-plot"); at most 12 characters with the one its ``\b`` reads ("sub-figures")."""
    reading = doc.panel_reading()
    if reading.anchors is None:
        return list(_PANEL_NOUN.finditer(doc.text))
    return finditer_near(_PANEL_NOUN, doc.text, reading.anchors, 4, 16)


# "panels (a)–(c)", "plots a and b", "panels (a), (b) and (d)": the panels a count is of, named by their letters
_PER_PANEL = lazy_compile(r"\b(?:each|every|per)\s", re.I)
# "Each dataset (glass, iris, wine) gets two panels", "two panels per dataset": a count per item, not of the figure's
# panels (a row or a column of the grid is counted by scope_count; "each of the two panels" counts them)
_EACH_ITEM_BEFORE = lazy_compile(r"\b(?:each|every)\s+(?!(?:row|column|panels?|plots?|charts?|graphs?|one|of)\b)[^\W\d]", re.I)
_PER_ITEM_AFTER = lazy_compile(r"\s+(?:per|for\s+(?:each|every))\s+(?!(?:row|column)\b)[^\W\d]", re.I)
_LEGEND = lazy_compile(r"\blegend", re.I)  # "Colour legend (two rows of three)": the rows of its entries
_NAMED_PANELS_AFTER = lazy_compile(r"\s*\(?\s*\(?[a-l]\)?\s*(?:[–—-]|to|through|,|and|&)\s*\(?[a-l]\b", re.I)


def extract_counts(doc: Document) -> Iterable[Claim]:
    """"four heatmaps", "six comparative panels": the number of panels (a number up to two words before the noun)."""
    text = doc.text
    for noun in _panel_nouns(doc):
        window_start = max(0, noun.start() - 60)
        m = _COUNT_BEFORE.search(text, window_start, noun.start())
        if m is None:
            continue
        n = count_value(m.group(1))
        start, end = m.start(), noun.end()
        if n is None or doc.is_taken(start, end) or _DIMENSION.search(text, max(0, start - 8), start):
            continue  # "an 8 × 8 heatmap": its cells, not eight heatmaps; "the K = 100 panel": a name, not a count
        if m.group(1).lower() == "one" and _PRONOUN_ONE.search(text, max(0, start - 16), start):
            continue
        if _NAMED_PANELS_AFTER.match(text, noun.end()):
            continue  # "all three panels (a)–(c)": a count of the panels it names, not of the figure's
        if _PER_PANEL.search(text, m.end(1), noun.start()):
            continue  # "one beside each panel", "75 in every panel": a count per panel, not of the panels
        if _EACH_ITEM_BEFORE.search(text, max(start - 200, sentence_around(text, start)[0]), start) \
                or _PER_ITEM_AFTER.match(text, noun.end()):
            continue
        if (scoped := scope_count(text, start, end, text[m.end(1):noun.start()])) is not None:
            of = _kind_counted(text[m.end(1):noun.end()])
            payload = CountPayload(n) if of is None else KindCountPayload(n, of)
            yield Claim("count", start, end, stated=n, payload=payload, target=scoped[0], column=scoped[1],
                        source="count")
    yield from grid_counts(doc)
    yield from lines_of_counts(doc)
    yield from lacking_panels(doc)


_REF_LETTER = lazy_compile(r"\b\(?([a-l])\)?$", re.I)  # the letter that ends a reference ("Panel C", "panel (d)")


def lacking_panels(doc: Document) -> Iterator[Claim]:
    """A panel named by a letter or rank the figure does not reach ("panel (e)" or "the seventh panel" of a figure
    of four): a claim that the figure has that many panels (``claims.panel_titles.RefReading``)."""
    if len(doc.figure.panels) < 2 or not _PANEL_REF_WORD.search(doc.text):
        return
    printed = {m[1].lower() for p in doc.figure.panels if (m := TITLE_LETTER.match(p.title or ""))}
    for start, end, panel in doc.panel_reading().refs(doc.figure, 0, len(doc.text), lacking_only=True):
        if (letter := _REF_LETTER.search(doc.text, start, end)) and letter[1].lower() in printed:
            continue  # "Panel C" where the record's titles carry the letters ("C belief-speaking"): that panel
        if not doc.is_taken(start, end):
            yield Claim("count", start, end, stated=panel.nth, payload=CountPayload(panel.nth), target="panels",
                        source="panel named")


_FIRST = ("top", "upper", "first", "left")
_LAST = ("bottom", "lower", "last", "right")
_NTH = {"second": 1, "third": 2, "fourth": 3}


def _index(place: str, n: int) -> int | None:
    """The row (column) index a place word names in a grid of n rows (columns); None when it names none."""
    if place in _FIRST:
        return 0
    if place in _LAST:
        return n - 1
    if place in ("middle", "centre", "center"):
        return 1 if n == 3 else None
    i = _NTH.get(place)
    return i if i is not None and i < n else None


def grid_count(claim: Claim, ctx: VerifyContext) -> Outcome | None:
    """The verdict of a grid count; None for a claim that is no grid count (a count of all panels, of ticks)."""
    layout = ctx.figure.layout
    if claim.target == "grid rows" or claim.target == "grid cols":
        true = layout.rows if claim.target == "grid rows" else layout.cols
    elif claim.target in ("panels in row", "panels in column"):
        axis = 0 if claim.target.endswith("row") else 1
        size = layout.rows if axis == 0 else layout.cols
        positions = [p.position for p in ctx.figure.panels]
        if claim.column == "each" and size >= 2 and all(pos is not None for pos in positions):
            return _each_line(claim, ctx, axis, size)
        at = _index(str(claim.column or ""), size)
        if at is None or size < 2 or any(pos is None for pos in positions):
            return unverifiable("which row or column of panels is meant is not known")
        kinds = [_of_kind(ctx, p, claim) if _mixed(ctx) else True for p in ctx.figure.panels if p.position[axis] == at]
        if any(k is None for k in kinds):
            return unverifiable("the kind of each panel is not known")
        true = sum(kinds)
    else:
        return None
    if int(claim.stated) == true:
        return supported(true)
    return contradicted("value" if claim.stated < true else "hallucination", true, None)


# the kind of panel a count names, as the mark its series draw (``SeriesStyle.mark``)
_KIND_WORDS = ((lazy_compile(r"\b(?:bar|histogram)", re.I), "bar"), (lazy_compile(r"\bscatter", re.I), "marker"),
               (lazy_compile(r"\bline\s+(?:plot|chart|graph)", re.I), "line"))


def _kind_counted(words: str) -> str | None:
    kinds = {kind for rx, kind in _KIND_WORDS if rx.search(words)}
    return kinds.pop() if len(kinds) == 1 else None


def _mark(panel) -> str | None:
    """What a panel draws (every series the same mark: "bar", "marker", "line"), None when mixed or not known."""
    styles = panel.data.styles if panel.data is not None else None
    marks = {st.mark if st is not None else None for st in styles or [None]}
    return marks.pop() if len(marks) == 1 else None


def _of_kind(ctx: VerifyContext, panel, claim: Claim) -> bool | None:
    """Whether the panel is of the kind the count names (True for a count of any panel); None when not known."""
    of = getattr(claim.payload, "of", None)
    if of is None:
        return True
    mark = _mark(panel)
    return None if mark is None else mark == of


def _mixed(ctx: VerifyContext) -> bool:
    """Whether the panels draw different marks (bars beside scatter plots), so a count of one kind is not of all."""
    return len({_mark(p) for p in ctx.figure.panels}) > 1


def _each_line(claim: Claim, ctx: VerifyContext, axis: int, size: int) -> Outcome:
    """"Each row has four panels" (of a kind: "one bar chart"): true of every row (column), or wrong."""
    kinds = [(p.position[axis], _of_kind(ctx, p, claim) if _mixed(ctx) else True) for p in ctx.figure.panels]
    if any(k is None for _, k in kinds):
        return unverifiable("the kind of each panel is not known")
    counts = {sum(1 for at, k in kinds if at == i and k) for i in range(size)}
    if counts == {int(claim.stated)}:
        return supported(int(claim.stated))
    return contradicted("value", counts.pop() if len(counts) == 1 else sorted(counts), None)


def verify_count(claim: Claim, ctx: VerifyContext) -> Outcome:
    if (grid := grid_count(claim, ctx)) is not None:  # a grid's rows or columns, or one row's panels
        return grid
    if claim.target == "panels":
        kinds = [_of_kind(ctx, p, claim) if _mixed(ctx) else True for p in ctx.figure.panels]
        if any(k is None for k in kinds):
            return unverifiable("the kind of each panel is not known")
        true = sum(kinds)
        main = sum(k for k, p in zip(kinds, ctx.figure.panels) if "inset" not in p.title.lower())
        if main != true and int(claim.stated) == main:
            return supported(main)  # "three stacked panels" of a figure with two insets: an inset is no panel
    else:
        ticks = None
        for p in claim_panels(claim, ctx):
            ticks = recorded_ticks(p, claim.target or "", chart_kind(ctx.figure.kind).grid)
            if ticks:
                break
        if not ticks:
            return unverifiable("the number of ticks is not known")
        true = len(ticks)
    if int(claim.stated) == true:
        return supported(true)
    return contradicted("value" if claim.stated < true else "hallucination", true, None)


TYPE = ClaimType("count", (CountPayload, KindCountPayload), (), "how many panels, rows, columns or series")
ENTRY = TypeEntry(extract_counts, TYPE, verify_count)
