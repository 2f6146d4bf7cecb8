"""Description text -> claims: every checkable statement, with its span and what it refers to.

How it works
------------
``vlmeval.claims.pipeline`` builds a ``Document`` (``claims.document.build_document``: the text split into lines,
each line knowing the panel its headings put it in, its section, its row context, hedges and the x-tick order
the text last stated, e.g. "X-axis ticks (left to right): 0.1, 0.2, ..."), then runs every extractor of the
pipeline in order (``vlmeval.claims.pipeline.BUILTIN_EXTRACTORS``, then the claim types added since). Each
extractor is ``Callable[[Document], Iterable[Claim]]``. An extractor may mark the characters it has read with ``doc.take(start, end)``; later extractors skip taken text with
``doc.is_taken(start, end)``, so a number in a table is not read again as a number in prose. Claims
inside a table/CSV/JSON block or a row list (``doc.structured``) come from those extractors only,
whatever the order.

Extending: write ``def my_extractor(doc: Document) -> Iterable[Claim]`` and register it with its claim type
(``vlmeval.claimtypes.register_claim_type(..., extractor=my_extractor)``, or a plugin's entry point; see
``vlmeval.claims.pipeline``). Verification dispatches on ``claim.verifier``, else the payload's class, else ``claim.kind``
(``vlmeval.claims.pipeline.Pipeline.verify``).

This package holds the records (``Claim``, ``Line``, ``Document``) and imports none of its extractors.

The figure is used only as a vocabulary (its panel titles, axis names and keys: ``Document.lex``),
never to decide whether a claim is right; that is ``vlmeval.verify``'s job. Extraction is
deterministic and does no network access. Work per description is capped (``MAX_CHARS`` of text,
``MAX_CLAIMS`` claims); ``Document.truncated`` says when a cap was hit.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field, replace
from typing import Any

from vlmeval.claims.insets import inset_named
from vlmeval.claims.lexicon import Lexicon, build_lexicon
from vlmeval.claims.panel_titles import RefReading
from vlmeval.claims.places import places_in
from vlmeval.claims.text import clause_spans, find_numbers, numbers_in, sentence_spans
from vlmeval.groundtruth.facts import derived
from vlmeval.groundtruth.schema import Figure, Key

MAX_CHARS = 200_000
MAX_CLAIMS = 5_000
# claims read from a structured block by its own reader ("table axis label": a row of a table of the figure's parts)
STRUCTURED_SOURCES = frozenset({"markdown table", "csv", "json", "row list", "tick list", "non-finite", "table axis label"})


@dataclass(slots=True)
class Claim:
    """One checkable statement.

    kind: a registered claim type (``vlmeval.claimtypes``): value | label | ticks | range | count | extremum |
    trend | comparison, or one registered since.
    start/end: character span in the description. stated: what the text says (a number, a list of
    ticks, a (low, high) pair, a direction...). panel/row/column: the referents as resolved from the
    text (row/column keys as written; they may not exist in the figure: that is for verification).
    target: what a structural claim is about ("x", "y", "colorbar", "values", "panels", "title", ...).
    hedge: "approx" | "soft" | "strong" | None. decimals: printed precision of ``stated``.
    verifier: name of the verifier to use instead of ``kind`` (for extensions).
    payload: an instance of (one of) the claim type's declared payload classes (``vlmeval.claimtypes``): what
    the claim says, typed; every claim carries one.
    """

    kind: str
    start: int
    end: int
    stated: Any = None
    panel: str | None = None
    panel_text: str | None = None  # set where the description itself named the panel (claims.described_keys)
    panels: list[str] | None = None  # a claim about several panels ("for all models")
    row: Key | None = None
    column: Key | None = None
    target: str | None = None
    hedge: str | None = None
    decimals: int | None = None
    verifier: str | None = None
    source: str = ""  # which extractor found it
    payload: Any = None
    # why the claim's panel is not known: "lead-in" (under a lead-in naming no panel of the record,
    # ``Line.open_scope``) or "inset" (about an inset the record holds no panel for); None: as resolved
    open_panel: str | None = None


@dataclass(slots=True)
class Line:
    start: int
    end: int
    text: str
    panel: str | None  # the panel headings put this line in
    section: str  # the last markdown heading, lower case
    heading: bool
    hedge: str | None  # "approx" when a heading says values are approximate
    row: Key | None = None  # a row the line is about ("Row 1 (Local Window Size 3000): ...")
    column: Key | None = None
    column_order: list[float] | None = None  # the x ticks as the text last listed them, left to right
    # under a bold lead-in of a multi-panel figure that names no panel the record holds ("**R = 6.0 Å:**"): the
    # line's panel is not known, and a series name found in one panel does not pin it there
    open_scope: bool = False
    _spans: list[tuple[int, int]] | None = None

    @property
    def sentence_spans(self) -> list[tuple[int, int]]:
        """Sentence spans within the line (relative to ``start``), computed once."""
        if self._spans is None:
            self._spans = sentence_spans(self.text)
        return self._spans


@dataclass
class Document:
    text: str
    figure: Figure
    lex: Lexicon
    lines: list[Line]
    truncated: bool = False
    structured: list[tuple[int, int]] = field(default_factory=list)  # tables, CSV and JSON blocks
    label_spans: list[tuple[int, int]] = field(default_factory=list)  # axis labels: one claim each, no name claims inside
    sentence_cache: list | None = None  # see document.sentences
    cue_index: Any = None  # which cue words each sentence holds (claims.cues), built on the first question
    gated: list | None = None  # while the pipeline runs an extractor that declares cues: the sentences it is handed
    prose_spans: tuple | None = None  # (len(structured), spans): see category_names.prose_sentences
    all_mentions: list | None = None  # every name mention in the text, in order (see mentions_in)
    _mention_starts: list[int] = field(default_factory=list)
    _taken: bytearray | None = None  # one byte per character: 1 where an extractor has read it
    _places: dict = field(default_factory=dict)  # (start, end) -> places in that span, found once
    _numbers: dict = field(default_factory=dict)  # (start, end) -> numbers in that span, found once
    _all_numbers: list | None = None  # every number of the text, in order (see numbers)
    _number_starts: list[int] = field(default_factory=list)
    _found: list | None = None  # the one finder's finds in the text (see found_numbers)
    _clauses: list | None = None  # see clauses
    _panel_reading: RefReading | None = None  # see panel_reading
    # read once per document for the x-y readers that each ask (claims.xy_readings): line index -> the line setting
    # its scope, and (line start, scope line start) -> the panel in scope
    _scope_lines: dict = field(default_factory=dict)
    _scope_panels: dict = field(default_factory=dict)
    _multi_series: list | None = None  # see xy_readings.multi_series_lines

    def places(self, start: int, end: int) -> list:
        """The places ("Ratio 0.3", "window 2000") written in ``text[start:end]``; several extractors ask."""
        found = self._places.get((start, end))
        if found is None:
            found = self._places[(start, end)] = places_in(self.lex, self.text[start:end], start)
        return list(found)

    def numbers(self, start: int, end: int) -> list:
        """The numbers written in ``text[start:end]`` (absolute positions).

        The whole text is read once; a span bounded by whitespace or punctuation that no number contains
        (sentences, lines, the part of a line after its colon) takes its numbers from that reading, which gives
        the same numbers as reading the span alone: no number crosses such a character, and the pattern's
        look-arounds treat it as they treat the ends of a string. Other spans are read alone."""
        text = self.text
        if (start > 0 and not _number_boundary(text[start - 1])) or (end < len(text) and not _number_boundary(text[end])):
            found = self._numbers.get((start, end))
            if found is None:
                found = self._numbers[(start, end)] = numbers_in(text[start:end], start)
            return list(found)
        if self._all_numbers is None:
            self._all_numbers = numbers_in(text, 0, self.found_numbers())
            self._number_starts = [n.start for n in self._all_numbers]
        lo = bisect_left(self._number_starts, start)
        # no number crosses ``end`` (a boundary, or the end of the text): every one starting before it ends there
        return self._all_numbers[lo:bisect_left(self._number_starts, end, lo)]

    def found_numbers(self) -> list:
        """Where the text writes a number: the one finder's finds (``claims.text.find_numbers``), found once; each
        reader of numbers reads them its way (``numbers``; line/bar prose, ``claims.line_text.find_numbers``)."""
        if self._found is None:
            self._found = find_numbers(self.text)
        return self._found

    def clauses(self) -> list[tuple[int, int]]:
        """The clauses of the text (absolute spans): each sentence of each line (``Line.sentence_spans``) split at
        "while", "but", "; ", ... (``claims.text.clause_spans``), found once."""
        if self._clauses is None:
            text = self.text
            self._clauses = [c for line in self.lines for s, e in line.sentence_spans
                             for c in clause_spans(text, line.start + s, line.start + e)]
        return self._clauses

    def panel_reading(self) -> RefReading:
        """The panels the text names by letter, grid place or rank ("(b)", "the top-left panel"), read once."""
        if self._panel_reading is None:
            self._panel_reading = RefReading(self.text)
        return self._panel_reading

    def take(self, start: int, end: int) -> None:
        if self._taken is None:
            self._taken = bytearray(len(self.text) + 1)
        start, end = max(0, start), min(len(self.text), end)
        if end > start:
            self._taken[start:end] = b"\x01" * (end - start)

    def is_taken(self, start: int, end: int) -> bool:
        return self._taken is not None and self._taken.find(1, max(0, start), max(0, end)) != -1

    def add_mention(self, mention) -> None:
        """A name found outside the one pass over the text (a misread panel name in a heading), in its place."""
        self.mentions_in(0, 0)  # the pass itself first
        i = bisect_left(self._mention_starts, mention.start)
        self.all_mentions.insert(i, mention)
        self._mention_starts.insert(i, mention.start)

    def mentions_in(self, start: int, end: int) -> list:
        """The figure's names written between ``start`` and ``end`` (found once for the whole text)."""
        if self.all_mentions is None:
            self.all_mentions = _inset_mentions(self.figure, self.text, self.lex.mentions(self.text))
            self._mention_starts = [m.start for m in self.all_mentions]
        lo = bisect_left(self._mention_starts, start)
        hi = bisect_left(self._mention_starts, end, lo)
        return [m for m in self.all_mentions[lo:hi] if m.end <= end]

    def inside_name(self, start: int, end: int) -> bool:
        """Whether ``text[start:end]`` is part of a longer name of the figure written around it ("8" in the series
        "res 1/8", "4" in "GPT-4"): a number there names, it states no value."""
        self.mentions_in(0, 0)
        i = bisect_right(self._mention_starts, start) - 1
        return any(m.match == "exact" and m.start <= start and end <= m.end and (m.start, m.end) != (start, end)
                   for m in self.all_mentions[max(0, i - 1):i + 1])

    def line_at(self, pos: int) -> Line | None:
        lo, hi = 0, len(self.lines) - 1
        while lo <= hi:
            mid = (lo + hi) // 2
            line = self.lines[mid]
            if pos < line.start:
                hi = mid - 1
            elif pos > line.end:
                lo = mid + 1
            else:
                return line
        return None


def _inset_mentions(figure, text: str, mentions: list) -> list:
    """``mentions``, where a panel's name is tied to the word "inset" ("the Potential panel's inset", "the inset of
    the Kinetic panel") naming that panel's inset when the record holds it as a panel of its own."""
    if "inset" not in text.lower() or len(figure.panels) < 3:
        return mentions
    out = []
    for m in mentions:
        if len(m.panels) == 1 and (inset := inset_named(figure.panels, text[max(0, m.start - 16):m.end + 16],
                                                         next(iter(m.panels)))):
            m = replace(m, panels=frozenset({inset}))
        out.append(m)
    return out


def _number_boundary(ch: str) -> bool:
    """A character no number as ``numbers`` reads it (``text.NUMBER_RE``) contains or looks at: a number next to it reads the same
    as at the end of a string."""
    return ch.isspace() or ch in _BOUNDARY_CHARS


_BOUNDARY_CHARS = frozenset(";:!?()[]{}|*`\"<>=/")  # not ",": "2,113,370" is one number (text.thousands_number)

def lexicon_for(fig: Figure) -> Lexicon:
    """The figure's lexicon, built once per figure object."""
    return derived(fig, "lexicon", build_lexicon)


__all__ = ["Claim", "Document", "Line", "lexicon_for", "MAX_CHARS", "MAX_CLAIMS", "STRUCTURED_SOURCES"]
