"""Split a description into lines that know their context: the panel their headings name, the section,
a row the line is about, and hedges ("Data points (approximate):")."""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import Iterator

from vlmeval.claims import MAX_CHARS, Document, Line
from vlmeval.claims.assignments import panel_by_assignment
from vlmeval.claims.lexicon import Lexicon
from vlmeval.claims.places import places_in
from vlmeval.claims.lexicon import Mention
from vlmeval.claims.panel_scope import in_row, in_row_by_title_start, row_named
from vlmeval.claims.panel_tables import has_panel_column, row_panel
from vlmeval.claims.panel_leads import letter_qualifiers, panel_by_letter, panel_by_side_lead
from vlmeval.claims.panel_titles import panel_named
from vlmeval.claims.sentence_bounds import text_sentences
from vlmeval.claims.text import APPROX_RE, keyword_re, norm, numbers_in
from vlmeval.claims.insets import inset_of_panel, inset_scope, main_or_inset, opens_insets_part
from vlmeval.groundtruth.schema import Figure

_MD_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
# "**R1-Qwen | AMC23**", "**AMC23** (row by row):": a bold line, perhaps with a short note in parentheses; not
# "1. **New Ireland** (2,113,370)": a name and its value
_BOLD_HEADING = re.compile(r"^\s*(?:[-*+]\s+|\d{1,3}[.)]\s+)?\*\*([^*\n]{1,200})\*\*\s*(?:\((?!\s*(?:about|around|approx\.|~|≈)?\s*[-−]?\d[\d,.\s]*(?:%|[kKmM]|million|billion|thousand)?\s*\))[^()\n]{0,80}\)\s*)?:?\s*$", re.I)
# "R1-Qwen | AMC23:" or "The values for AMC23 are:" with nothing after the colon: it introduces what follows
_INTRO_LINE = re.compile(r"^\s*(?:[-*+]\s+|\d{1,3}[.)]\s+)?([^:\n]{1,120}):\s*$")
_PLAIN_LEAD = re.compile(r"^([^\W\d][^:*\n]{2,80}?):\s+\S")  # a paragraph led by a panel's title (no list mark)
_BOLD_LEAD = re.compile(r"^\s*(?:[-*+]\s+|\d{1,3}[.)]\s+)?\*\*([^*\n]{1,200})\*\*\s*:")
_X_AXIS = keyword_re(r"\bx[- ]?axis\b|\bhorizontal axis\b|\bcolumns?\b", "xhc")
_TICK_RUN = re.compile(r"^[\s,;&`*]*(?:and\s+)?[\s`*]*$", re.I)


# a paragraph (not a list item) led by a bold name and a colon, inside or after the bold: "**R = 6.0 Å:** text"
_SCOPE_LEAD = re.compile(r"^\*\*([^*\n]{1,200}?)(?::\*\*|\*\*\s*:)")
# "**Bottom panel (U/t = 0.5).** The triangles ...": a bold lead-in closed by a full stop names its paragraph's panel
_DOT_LEAD = re.compile(r"^\*\*([^*\n]{1,200}?)(?:\.\*\*|\*\*\s*\.)\s")
# a line about an inset: "Inset: ...", "* **Inset X-axis:** ...", "In the inset, ..."
_INSET_LEAD = re.compile(r"^\s*(?:[-*+]\s+|\d{1,3}[.)]\s+)?(?:\*\*)?(?:in\s+the\s+)?inset\b", re.I)
_ITEM_HEAD = re.compile(r"^\s*(?:[-*+]\s+|\d{1,3}[.)]\s+)?\*\*([^*\n]{1,80}?):\*\*")  # "* **Left X-axis:** ..."
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]\s+|\d{1,3}[.)]\s+)")


def _opens_scope(lex: Lexicon, raw: str, found: str | None) -> bool:
    """A bold lead-in of a multi-panel figure that names no panel (nor a known name) leaves the panel open."""
    return found is None and len(lex.panels) > 1 and not _LIST_ITEM.match(raw)


def _row_scope(fig: Figure, raw: str, row: int | None, found: str | None) -> tuple[int | None, str | None]:
    """The grid row in scope after a bold heading or lead-in, and the panel it names: a lead-in at the top level
    sets the row (none when it names none); a list item nested under a row names a panel of that row, by its
    column (``claims.panel_scope``)."""
    if not _LIST_ITEM.match(raw):
        return row_named(fig, raw), found
    if row is None:
        return row, found
    return row, _in_row(fig, row, found) if found else in_row_by_title_start(fig, row, raw)


def _main_or_inset(fig: Figure, raw: str) -> str | None:
    """The panel a bold heading "**Main plot**" or "**Inset, n versus q:**" names, in a record of one main panel
    and one inset."""
    part = main_or_inset(fig.panels, raw) if len(fig.panels) == 2 else None
    return part.title if part is not None else None


def _in_row(fig: Figure, row: int | None, found: str | None) -> str | None:
    """``found``, or the panel in its column of the grid row in scope."""
    return (in_row(fig, row, found) or found) if row is not None and found else found


def single_panel(doc: Document, start: int, end: int) -> str | None:
    """The one panel the names written in ``doc.text[start:end]`` point to, else None."""
    said = doc.text[start:end]
    if "=" in said or "≈" in said:
        # "**K = 5:**" names "(b) K = 5"; "**Panel (b), T = 4 K:**" names (b) though no title carries T; a value and
        # a name pointing to two panels name none ("**V = −0.15J:**", where the lexicon reads "0.15J" loosely)
        by_value = panel_by_assignment(doc.figure.panels, said)
        by_name = _named_panel(doc, start, end, by_value=True)
        return by_value if by_name in (None, by_value) else by_name if by_value is None else None
    return _named_panel(doc, start, end)


def _named_panel(doc: Document, start: int, end: int, by_value: bool = False) -> str | None:
    """The one panel the names, letters or places written in ``doc.text[start:end]`` point to, else None.
    ``by_value``: the span's assignments ("K = 20") are read apart, so a name that is one is left to that reading."""
    reading = doc.panel_reading()
    if len(doc.lex.panels) > 1 and (lettered := panel_by_letter(doc.figure, reading, start, end)) is not None:
        return lettered  # a printed letter outranks the names beside it
    mentions = doc.mentions_in(start, end)
    panels = doc.lex.panels_of([m for m in mentions if not by_value or not _ASSIGNS.search(m.surface)])
    if len(panels) == 1:
        return panels[0]
    # a grid's labels, "(b)", "top-left panel" (only where the span holds a word they need)
    if reading.may_name_panel(doc.lex.panels, start, end) and (
            named := panel_named(doc.figure, doc.lex.panels, doc.text[start:end], reading, start)) is not None:
        return named
    return panel_by_side_lead(doc.figure, doc.text[start:end])  # "**Left X-axis:**": a side without "panel"


_ASSIGNS = re.compile(r"[=≈]")
_HEADING_WORD = re.compile(r"[^\s|:*#`()\[\]\"“”]{4,}")
_TITLE = re.compile(r"[^\s*#`].*[^\s*#`:]|[^\s*#`:]")


def _heading_panel(doc: Document, start: int, end: int) -> str | None:
    """The panel a heading names, reading its words as possibly misread names ("### R1-Qwen | GQPA_D").

    In running text a word without a digit is not matched loosely (too many ordinary words are near some
    name); a heading that names nothing known is most often a panel's or the figure's title, so there each word
    may be a misreading (a ``typo`` mention, checked as a label) or a shortened name ("Out-of-domain" for
    "(a) Out-of-domain")."""
    found = single_panel(doc, start, end)
    if found is not None:
        return found
    known = doc.mentions_in(start, end)
    whole = _TITLE.search(doc.text[start:end])  # the title without markup
    candidates = [(start + whole.start(), start + whole.end())] if whole and not known else []
    candidates += [m.span() for m in _HEADING_WORD.finditer(doc.text, start, end)]
    added = False
    for a, b in candidates:
        if any(k.start < b and a < k.end for k in known):
            continue
        mention = _misread_name(doc, a, b)
        if mention is not None:
            doc.add_mention(mention)
            known.append(mention)
            added = True
    return single_panel(doc, start, end) if added else None


def _misread_name(doc: Document, a: int, b: int) -> Mention | None:
    """``doc.text[a:b]`` as a misread name (``typo``) or a name without a part of it (``prefix``), else None."""
    surface = doc.text[a:b]
    resolved = doc.lex.resolve_name_cached(surface)
    if resolved is None:
        return None
    entity, match = resolved
    key = norm(surface)
    if match == "typo" and key in entity:
        match = "prefix"  # the name without a part of it, not a misreading
    elif match == "typo" and (len(key) != len(entity) or not any(c.isupper() or c.isdigit() for c in surface)):
        return None  # a misread name keeps its length and looks like a name: "match" is not "MATH"
    return Mention(a, b, surface, entity, match, doc.lex.entities[entity])


def tick_run(text: str, offset: int = 0, nums: list | None = None) -> list[float]:
    """The longest run of 3+ numbers separated only by commas, 'and', backticks or bold marks.

    ``nums``: the numbers of ``text`` when already found (positions ``offset`` + index in ``text``)."""
    nums = numbers_in(text, offset) if nums is None else nums
    best: list[float] = []
    run: list[float] = []
    prev_end = None
    for n in nums:
        if prev_end is not None and n.start - prev_end <= 12 and _TICK_RUN.match(text[prev_end - offset:n.start - offset]):
            run.append(n.value)
        else:
            run = [n.value]
        prev_end = n.end
        if len(run) > len(best):
            best = list(run)
    return best if len(best) >= 3 else []


def intro_line(line: str) -> re.Match | None:
    """``_INTRO_LINE``'s match, tried only where the line's last character other than white space is its colon
    (every match ends so; ``\\s`` and ``str.rstrip`` agree on white space): most lines with a colon go on after it,
    and the pattern would try each shorter head before it gave up (tests/claims/test_reader_shortcuts.py)."""
    return _INTRO_LINE.match(line) if line.rstrip().endswith(":") else None


def x_axis_may(line: str) -> bool:
    """Whether ``_X_AXIS`` may match in ``line``. In an ASCII line ``re.I`` matches a letter only as its own upper
    or lower case, so a match holds "axis" or "column" in the lower-cased line: two ``str.find`` in C instead of
    the pattern tried at every position of every line (tests/claims/test_reader_shortcuts.py). A line that is not
    ASCII may match ("ſ" is an "s" to ``re.I``)."""
    if not line.isascii():
        return True
    low = line.lower()
    return "axis" in low or "column" in low


def build_document(text: str, figure: Figure, lex: Lexicon) -> Document:
    truncated = len(text) > MAX_CHARS
    if truncated:
        text = text[:MAX_CHARS]
    lines: list[Line] = []
    doc = Document(text=text, figure=figure, lex=lex, lines=lines, truncated=truncated)
    panel: str | None = lex.panels[0] if len(lex.panels) == 1 else None
    section = ""
    hedge: str | None = None
    open_scope = False
    column_order = None
    row = None  # a grid row a heading or lead-in named: what is nested under it is in that row
    insets = len(figure.panels) > 2 and any("inset" in norm(p.title) for p in figure.panels)  # "inset of panel 3"
    in_table = panel_table = False  # the line before is a table's; that table has a panel column
    pos = 0
    heads: dict[str, tuple] = {}  # see _head_keys
    dot_panel = None  # (the panel a paragraph's full-stop lead-in names, the panel in scope before it)
    inset_part = False  # under a heading "**Insets**": an item naming a panel is about its inset
    for raw in text.split("\n"):
        start, end = pos, pos + len(raw)
        pos = end + 1
        heading, before = False, panel
        # each pattern below needs a character tested first ("#", "**", ":"): most lines hold none of them
        marked = "**" in raw
        md = _MD_HEADING.match(raw) if "#" in raw else None
        bold = _BOLD_HEADING.match(raw) if marked and not md else None
        if md:
            heading = True
            open_scope = False
            section = md.group(2).lower()
            found = _heading_panel(doc, start + md.start(2), start + md.end(2))
            row = row_named(figure, md.group(2))
            panel = found if found or len(lex.panels) > 1 else panel
            hedge = "approx" if APPROX_RE.search(md.group(2)) else None
        elif bold:
            heading = True
            found = _heading_panel(doc, start + bold.start(1), start + bold.end(1)) or _main_or_inset(figure, raw)
            row, found = _row_scope(figure, raw, row, found)
            if found:
                panel = found
                hedge = None
            open_scope = _opens_scope(lex, raw, found)
            panel = None if open_scope else panel
            if APPROX_RE.search(bold.group(1)):
                hedge = "approx"
        if heading:
            inset_part = insets and opens_insets_part((md or bold).group(2 if md else 1))
        if heading and insets and (inset := inset_scope(figure.panels, raw, before)) is not None:
            panel, open_scope = inset or None, not inset  # "**Inset of panel (c):**": that inset, for what follows
        colon = ":" in raw
        intro = intro_line(raw) if colon and not heading else None
        if intro:  # not a heading (its own words are still read), but the panel it names holds for what follows
            found = _in_row(figure, row, single_panel(doc, start + intro.start(1), start + intro.end(1)))
            panel, open_scope = (found, False) if found else (panel, open_scope)
        elif colon and not heading and (plain := _PLAIN_LEAD.match(raw)):  # "Lectures – Birth of Stars: the ..."
            panel = single_panel(doc, start + plain.start(1), start + plain.end(1)) or panel
        part = None if heading or len(lex.panels) != 2 else main_or_inset(figure.panels, raw)
        if part is not None:  # "Main panel: the points fall ...", "Inset: ...": that panel, for what follows
            panel, open_scope = part.title, False
        scope = _SCOPE_LEAD.match(raw) if marked and not heading else None
        if scope:  # "**R = 6.0 Å:** All curves ...": a lead-in sets the scope of what follows
            found = single_panel(doc, start + scope.start(1), start + scope.end(1)) or _main_or_inset(figure, raw)
            row, found = _row_scope(figure, raw, row, found)
            open_scope = _opens_scope(lex, raw, found)
            panel = None if open_scope else found or panel
        lead = _BOLD_LEAD.match(raw) if marked and not heading else None
        line = Line(start, end, raw, panel, section, heading, hedge, None, None, None, open_scope)  # no keywords: faster
        if not heading:
            if lead:
                found = _in_row(figure, row, single_panel(doc, start + lead.start(1), start + lead.end(1)))
                if found:
                    line.panel, line.open_scope = found, False
            elif marked and not scope and (dot := _DOT_LEAD.match(raw)):  # its paragraph, up to a blank line
                found = single_panel(doc, start + dot.start(1), start + dot.end(1))
                if found:
                    line.panel, line.open_scope = found, False
                    dot_panel = (found, panel)
            elif marked and (item := _ITEM_HEAD.match(raw)) and (side := panel_by_side_lead(figure, item.group(1))):
                line.panel, line.open_scope = side, False  # "* **Left X-axis:** ...": that bullet only
            elif inset_part and colon and _LIST_ITEM.match(raw) and (inset := inset_of_panel(
                    figure.panels, single_panel(doc, start, start + raw.index(":")))):
                line.panel, line.open_scope = inset, False  # "- Kinetic: the ratio falls ..." under "**Insets**"
            elif open_scope and colon and _LIST_ITEM.match(raw):  # "- V = 0.25J: ..." under "**Middle row**"
                found = _in_row(figure, row, single_panel(doc, start, start + raw.index(":")))
                if found:
                    line.panel, line.open_scope = found, False
            if insets and (inset := inset_scope(figure.panels, raw, panel)) is not None:
                line.panel, line.open_scope = inset or None, not inset  # "* Inset (c): ...": that line only
            head = raw.split(":", 1)[0] if colon else ""
            if head:
                line.row, line.column = _head_keys(lex, head, heads)
            if x_axis_may(raw) and _X_AXIS.search(raw):
                column_order = tick_run(raw, start, doc.numbers(start, end)) or column_order
            line.column_order = column_order
        table_row = raw.lstrip().startswith("|")
        if table_row and in_table and panel_table:  # "| 2 | T = 1 K | ~0.5 |": the panel its first cell names
            line.panel = row_panel(doc, raw, start, row, single_panel)
            line.open_scope = line.panel is None
        panel_table = table_row and (panel_table if in_table else has_panel_column(raw))
        in_table = table_row
        if dot_panel is not None and (heading or not raw.strip()):
            dot_panel = None
        elif dot_panel is not None and line.panel == dot_panel[1]:  # a line of the paragraph naming no panel itself
            line.panel, line.open_scope = dot_panel[0], False
        lines.append(line)
    _place_sentences(text, lines)
    return doc


def _head_keys(lex: Lexicon, head: str, seen: dict[str, tuple]) -> tuple:
    """(row, column): the last single key of each axis that the places in a line's head name ("* Ratio 0.1, Window
    500: ..."), None where none; read once per head in a description (``seen``), as list items repeat their heads
    from panel to panel. A place's keys do not depend on where the head stands, only its positions do."""
    keys = seen.get(head)
    if keys is None:
        row = column = None
        for place in places_in(lex, head):
            if not place.is_range and len(place.keys) == 1:
                if place.axis == "row":
                    row = place.keys[0]
                else:
                    column = place.keys[0]
        keys = seen[head] = (row, column)
    return keys


def _place_sentences(text: str, lines: list[Line]) -> None:
    """Each line's sentence spans (``Line.sentence_spans``), from one pass over the whole text instead of one per
    line: every newline ends a sentence, and no sentence end reads across one (its look-arounds see a newline as
    they see either end of a line), so the whole text's sentences are its lines' sentences, in order. The spans
    are ``sentence_bounds``' own, so its readers ask about the text without reading it again."""
    spans = text_sentences(text)
    ends = [e for _, e in spans]
    i = 0
    for line in lines:  # a line's spans: those from the last line's on that end inside it (ascending ends)
        j, base = bisect_right(ends, line.end, i), line.start
        if j == i + 1:  # most lines are one sentence: no comprehension (a function call) for it
            s, e = spans[i]
            line._spans = [(s - base, e - base)]
        else:
            line._spans = [(s - base, e - base) for s, e in spans[i:j]]
        i = j


def sentences(doc: Document) -> Iterator[tuple[Line, int, int, list[Mention], str | None]]:
    """(line, start, end, name mentions, panel) for each sentence; a panel named earlier in the line carries on.

    Computed once per document and shared by the extractors that read sentences. While the pipeline runs an
    extractor that declares cues (``claims.cues``), only the sentences holding one (``doc.gated``)."""
    if doc.sentence_cache is None:
        doc.sentence_cache = list(_sentences(doc))
    return iter(doc.sentence_cache if doc.gated is None else doc.gated)


def _sentences(doc: Document):
    lex = doc.lex
    # with one panel (or none) every line is in it already, and the names of a sentence narrow nothing
    narrows = len(lex.panels) > 1
    for line in doc.lines:
        if line.heading or not line.text.strip():
            continue
        carried = line.panel
        for s, e in line.sentence_spans:
            start, end = line.start + s, line.start + e
            mentions = doc.mentions_in(start, end)
            if line.open_scope:  # a name found in one panel does not pin a sentence whose panel is left open
                yield line, start, end, mentions, None
                continue
            # no names, no subjects: nothing narrows the panel
            lettered = panel_by_letter(doc.figure, doc.panel_reading(), start, end) if narrows else None
            if lettered is not None and mentions:
                mentions = _outside_qualifiers(doc, start, end, mentions, lettered)
            found = [lettered] if lettered is not None else (
                lex.panels_of(lex.subjects(doc.text[start:end], mentions, start)) if mentions and narrows else [])
            if len(found) != 1 and narrows and doc.panel_reading().may_name_panel(lex.panels, start, end) and (
                    titled := panel_named(doc.figure, lex.panels, doc.text[start:end], doc.panel_reading(), start)):
                found = [titled]  # "the largest bar is topic 6 in Questions – Birth of Stars": a grid title's parts
            if len(found) == 1 and line.panel is not None and inset_of_panel(doc.figure.panels, found[0]) == line.panel:
                found = [line.panel]  # "Kinetic: the ratio falls" in a line about the Kinetic panel's inset
            if len(found) == 1:
                carried = found[0]
            yield line, start, end, mentions, (found[0] if len(found) == 1 else carried)


def _outside_qualifiers(doc: Document, start: int, end: int, mentions: list, lettered: str) -> list:
    """``mentions`` less those naming only other panels inside the brackets after a printed letter ("Panel A
    (Democrat, belief-speaking)", where a panel E is titled "belief-speaking"): the extractors read a sentence's
    names for its panel, and the letter outranks them."""
    spans = letter_qualifiers(doc.figure, doc.panel_reading(), start, end)
    return [m for m in mentions if not m.panels or lettered in m.panels
            or not any(a <= m.start and m.end <= b for a, b in spans)]


def leave_panel_open(doc: Document, claims: list) -> None:
    """In place: claims on a line whose panel a lead-in left open (``Line.open_scope``) name no panel, whatever
    name of one panel they hold ("**R = 6.0 Å:**" then "* Au: peak of ~0.0048": the record may name Au in one
    panel only, while every panel draws it). Their verifiers then say which panel is meant is not clear."""
    spans = [(line.start, line.end, "lead-in") for line in doc.lines if line.open_scope]
    # "**Inset X-axis:** ...": a part with no panel. An ASCII text without the word has no such line (``re.I``
    # matches other letters only in other scripts: "ſ", "K")
    if (not any("inset" in norm(p) for p in doc.lex.panels)
            and (not doc.text.isascii() or "inset" in doc.text.lower())):
        spans += [(line.start, line.end, "inset") for line in doc.lines if _INSET_LEAD.match(line.text)]
    if not spans:
        return
    for c in claims:
        if c.panel_text is not None:
            continue  # the description named the panel itself (claims.described_keys: a listed panel label)
        for a, b, why in spans:
            if a <= c.start <= b:
                c.panel, c.panels, c.open_panel = None, None, why
