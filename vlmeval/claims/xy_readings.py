"""What the x-y readings share (``claims.types.xy_reading``, ``xy_reading_sentences``, ``xy_extreme``): where a
number and its hedge are in a reading, the bullet a reading is written as, and which series of which panel a line
is about.

The series and panel are the bullet's scope, set by the line above its run of bullets (a sentence or bold
lead-in: 'The "sum" series (blue, circles) increases ...', "**Left panel (method A):**", "Inset: ..."), or by
the panel when it draws one series. A lead-in (bold words, or a line ending in a colon, naming no stretch of x)
scopes every item of its list that speaks of nothing else; a plain sentence scopes only the run of readings under
it. A series is named by its legend text, or by its colour and marker when the record holds how each series looks
(``Table.styles``); a scope that names no series, or several, gives no claim: the reading is never pinned on a
guess."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from vlmeval.claims import Document, Line
from vlmeval.claims.assignments import assignments, name_assignments
from vlmeval.claims.insets import main_or_inset
from vlmeval.claims.list_items import BULLET, MARK, later_item as list_later_item, scope_of as list_scope
from vlmeval.claims.panel_scope import line_panel
from vlmeval.claims.series_styles import by_shape
from vlmeval.claims.number_text import POWER, TIMES_POWER, NumberText, read_number
from vlmeval.claims.text import APPROX_RE
from vlmeval.claims.trend_words import BUMP_WORDS, HIGHEST_WORDS, LOWEST_WORDS, PEAK_FORMS, TROUGH_WORDS
from vlmeval.groundtruth.facts import derived
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile

# Where a number is in a reading (thousands commas: "~4,300 days"); what it stands for is read by the shared
# number reader (claims.number_text.read_number), its hedge by the shared hedge words (claims.text.APPROX_RE).
NUM = r"[-−–]?(?:(?:10|2)" + POWER + r"|\d+(?:,\d{3})*(?:\.\d+)?(?:[eE][-+]?\d+|" + TIMES_POWER + r")?)"  # "5×10⁻⁵", "10^3" too
HEDGE = rf"(?:(?:{APPROX_RE.pattern})\s*)"
# "x ≈ -1.5", "~220 days", "about 0.45"; "near 0.33" right before the number is as approximate as "about 0.33"
_HEDGED_BEFORE = lazy_compile(rf"(?:(?:{APPROX_RE.pattern})|\bnear)\s*$", re.I)
# The words that name a reading a series' peak or dip ("~0.025 (highest peak)", "* x = 10: local peak ~0.05")
# (the extremes as nouns, a peak, a trough, a bump and "highest" ("lowest"): claims.trend_words)
PEAK_WORDS = (PEAK_FORMS[0], *HIGHEST_WORDS, *BUMP_WORDS)
DIP_WORDS = (*LOWEST_WORDS, *TROUGH_WORDS)
# "* x = 10: local peak ~0.05", "* t = 0: maximum of ~0.083": the feature a reading is named, said before its value
_FEATURE = rf"(?:(?:local|global|main|secondary|narrow|broad|sharp|small)\s+)?(?:{'|'.join(PEAK_WORDS + DIP_WORDS)})(?:\s+of)?"
FEATURE_BEFORE = lazy_compile(rf"\b(?P<w>{'|'.join(PEAK_WORDS + DIP_WORDS)})(?:\s+of)?\s*{HEDGE}?$", re.I)
# A list item's mark (``claims.list_items.MARK``): a numbered list of readings is read as its bulleted twin
# "* V/J ≈ -1.5: ~1.85", "* x=1: ~180.7", "* ~220 days: ~0.53 R⊕ (maximum)", "* P/P0 = 0.1: ~7.5 mmol/g" (a name
# with a digit is one word that starts with a letter: "Window 500, P/P0 = 0.1" names a second coordinate)
_READING_HEAD = (
    rf"^(?P<indent>\s*){MARK}\s+(?:(?P<xname>[^\d:~≈=*]{{1,24}}?|[^\W\d][^\s:~≈=*,;]{{0,15}})\s*(?:=|≈|~)\s*)?(?P<xh>{HEDGE})?(?P<x>{NUM})"
    rf"(?:\s+(?P<xunit>[^\W\d][^\d:,;()]{{0,10}}))?(?:\s*\((?P<place>[^()\d]{{1,40}})\))?\s*:\s*(?:{_FEATURE}\s+)?(?P<yh>{HEDGE})?(?P<y>{NUM})")
READING = lazy_compile(
    _READING_HEAD + r"(?:\s+(?P<yunit>[^\W\d][^\d(;,]{0,10}))?"
    r"\s*(?:\([^()\d]*\))?(?:,\s*(?:increasing|decreasing|rising|falling|decaying|growing|declining)\b[^.;,\d]{0,40})?"
    r"\s*\.?\s*$", re.I)
# "* x = 40: ~0.465, the minimum, inside the band", "* V/J = -1.9: ~0.29, with the largest error bar", "* x = 150: ~17
# (the lowest point, just after the start at ~26)": a bullet that opens with one reading and goes on with a remark
# (read by the sentence readers): still one of a run of readings
READING_OPENS = lazy_compile(_READING_HEAD + r"(?:\s+[^\W\d][^\d(;,]{0,10})?\s*(?:[,;]\s+|\(\s*)[^\W\d]", re.I)
_GENERIC_ROW = lazy_compile(r"^(?:series\s*\d+|value|values|y)$", re.I)
_MARKERS = {"circle": ("circle", "dot", "round"), "square": ("square",), "triangle": ("triangle",),
            "triangle_down": ("triangle",), "diamond": ("diamond",), "star": ("star",), "plus": ("plus",),
            "cross": ("cross", "x marker"), "pentagon": ("pentagon",), "hexagon": ("hexagon",), "point": ("point", "dot")}


def _read(text: str) -> NumberText:
    read = read_number(text.replace("–", "-"))  # an en dash typed for a minus
    if read is None:
        raise ValueError(f"not a number: {text!r}")  # NUM matches only what read_number reads
    return read


def number_of(text: str) -> float:
    return _read(text).value


def decimals_of(text: str) -> int:
    """The decimals the number is written to, of the unit: "2.5×10⁻³" (read "2.5e-3") is written to 4, "5×10⁵" to -5."""
    read = _read(text)
    e = read.digits.lower().find("e")
    return read.decimals if e < 0 else read.decimals - int(read.digits[e + 1:])


def hedged_before(text: str, at: int) -> bool:
    """Whether a hedge word or sign ("~", "≈", "about") ends right before position ``at``."""
    return _HEDGED_BEFORE.search(text, max(0, at - 16), at) is not None


def scope_line(doc: Document, i: int) -> Line | None:
    """The line that sets the scope of bullet line ``i``: the nearest line above it, in its section, that is
    not a bullet at its level (a sentence, a bold lead-in, or a bullet it is nested under); a line of nothing but
    bold words ("* **ROLR (cyan, dotted):**") is a lead-in too, a markdown heading ends the search; a lead-in
    reaches past sibling items to those that speak of nothing else (``claims.list_items``). Found once per line of
    a document (from its lines alone): many readers ask."""
    found = doc._scope_lines.get(i, False)
    return found if found is not False else doc._scope_lines.setdefault(i, _scope_line(doc, i))


def _scope_line(doc: Document, i: int) -> Line | None:
    return list_scope(doc.lines, i, reads_at_x, figure_series_names(doc.figure))


def later_item(doc: Document, i: int) -> bool:
    """Whether bullet line ``i`` follows a sibling bullet that is not a reading (``claims.list_items.later_item``)."""
    return list_later_item(doc.lines, i, reads_at_x)


def scope_words(doc: Document, i: int) -> str:
    """The words that set the scope of line ``i``: the line, a table row's header line, the lines that scope it
    (``scope_line``, up through each bullet it is nested under) and its section's heading."""
    line, head = doc.lines[i], i
    while line.text.lstrip().startswith("|") and head > 0 and doc.lines[head - 1].text.lstrip().startswith("|"):
        head -= 1  # up to the table's first line
    words = [line.text, doc.lines[head].text]
    while BULLET.match(doc.lines[i].text) and (lead := scope_line(doc, i)) is not None:
        words.append(lead.text)
        i = doc.text.count("\n", 0, lead.start)  # a line's index: the lines are the text split at newlines
    words.append(line.section)
    return "\n".join(words)


# "* x = 4-5: ~0.31", "* x = 0 to 7: ~0.00": a reading over a span of x (a step, flat bars), told by its first x
_X_SPAN = lazy_compile(rf"(?<=\d)\s*(?:[-–]|to)\s*{NUM}(?=\s*:)")


@lru_cache(maxsize=1024)  # a line's text alone decides; each bullet of a run is asked by every bullet below it
def reads_at_x(text: str) -> bool:
    """Whether a bullet is nothing but readings at an x ("* x = 6: ~0.36", "* 100: ~0.085; 200: ~0.088", "* x = 4-5:
    ~0.31", "- **k/n ≈ 0.3:** ~0.044", "- **At T = 10 K:** ~1.2"), or opens with one and goes on with a remark
    (``READING_OPENS``): a run of such bullets shares the lead-in above it."""
    if "**" in text:
        text = _BOLD_X.sub(r"\g<mark>\g<x>:", text, count=1)
    return READING.match(text) is not None or READING.match(_X_SPAN.sub("", text, count=1)) is not None \
        or listed_readings(text) is not None or READING_OPENS.match(text) is not None \
        or READING.match(_Y_NAMED.sub(r"\g<colon>", text, count=1)) is not None


# "- U/J = 3.10: ζ ≈ 1.0078": a reading's value led by one name (the y axis'), read as "- U/J = 3.10: ≈ 1.0078"
_Y_NAMED = lazy_compile(rf"(?P<colon>:\s*)[^\W\d][^\s:~≈=,;]{{0,15}}\s*=?\s*(?=(?:{HEDGE})?[-−–]?\d)")


# "- **k/n ≈ 0.3:** ", "- **At T = 10 K:** ": a bullet's x in bold (a preposition before it), read as "- T = 10 K: "
_BOLD_X = lazy_compile(rf"^(?P<mark>\s*{MARK}\s+)\*\*(?:(?:at|for|near)\s+)?(?P<x>[^*:\n]{{1,40}}?)\s*(?::\*\*|\*\*\s*:)", re.I)


def scope_panel(doc: Document, line: Line, scope: Line | None) -> Panel | None:
    """The panel a line is about (its own, the figure's one, its ``scope`` line's or its names'): found once per
    line and scope of a document, from what the reader fixed (lines, figure, names); many readers ask."""
    key = (line.start, None if scope is None else scope.start)
    found = doc._scope_panels.get(key, False)
    return found if found is not False else doc._scope_panels.setdefault(key, _scope_panel(doc, line, scope))


def _scope_panel(doc: Document, line: Line, scope: Line | None) -> Panel | None:
    panels = doc.figure.panels
    if line.panel is not None:
        return next((p for p in panels if p.title == line.panel), None)
    if len(panels) == 1:
        return panels[0]
    part = main_or_inset(panels, scope.text) if scope is not None else None
    if part is None and scope is None and (own := line_panel(doc, line, _by_name)) is not None:
        return next((p for p in panels if p.title == own), None)
    return part


def multi_series_lines(doc: Document) -> Iterator[tuple[Line, Panel]]:
    """Each non-heading line of a figure with numeric or value-placed x (no bars) and the panel it is about, where
    that panel's data holds at least two series (a bullet's panel is read from its lead-in). Found once per
    document (from its lines and figure alone): several readers ask."""
    if doc._multi_series is None:
        spec = chart_kind(doc.figure.kind)
        scoped = ((line, scope_panel(doc, line, scope_line(doc, i) if BULLET.match(line.text) else None))
                  for i, line in enumerate(doc.lines) if not line.heading)
        doc._multi_series = [] if not (spec.x_at_values or spec.numeric_x) or spec.bars else [
            (line, panel) for line, panel in scoped if panel is not None and panel.data is not None
            and len(panel.data.rows) >= 2]
    return iter(doc._multi_series)


def _by_name(panel: Panel, text: str) -> list[int]:
    rows = panel.data.rows
    hits, spans = [], {}
    said = assignments(text) if "=" in text or "≈" in text else frozenset()
    for i, row in enumerate(rows):
        name = str(row).strip()
        low = name.lower()
        # the literal test first (a pattern per name finds only it); "10^2", "0.5", "5×10^3": no series "2", "5"
        found = [m.span() for m in re.finditer(rf"(?<![\w^.])(?<!\^[-−]){re.escape(low)}(?!\w)(?!\s*×\s*10)", text)] \
            if name and low in text and not _GENERIC_ROW.match(name) else []
        if found:
            hits.append(i)
            spans[i] = found
        elif said and (own := name_assignments(name)) and own <= said:  # "the α=2 curve" names the series "α = 2"
            hits.append(i)
    if len(spans) < 2:
        return _by_word_value(rows, hits, text) if len(hits) > 1 and said else hits
    # "Ar+MCM" names Ar+MCM, not also the series "MCM" written inside it: a name found only within another's is not
    return [i for i in hits if i not in spans or not all(
        any(j != i and a <= x and y <= b and (b - a) > (y - x) for j in spans for a, b in spans[j]) for x, y in spans[i])]


def _marker_fits(style, text: str) -> bool:
    """False when the text names a marker and not this style's ("red squares" for a series of red circles); a
    marker's word is a whole word or its plural ("starts" names no star, "crosses 0" no cross)."""
    return not (style.marker and any(_names_marker(w, text) for ws in _MARKERS.values() for w in ws)
                and not any(_names_marker(w, text) for w in _MARKERS.get(style.marker, ())))


def _names_marker(word: str, text: str) -> bool:
    return word in text and re.search(rf"\b{word}s?\b", text) is not None  # the literal test first


# "α = s" in a series' name: a symbol given a word, not a number (``assignments`` reads numbers only)
_WORD_VALUE = lazy_compile(r"(?<![\w/])[^\W\d_][\w′']{0,6}\s*=\s*(?P<v>[^\W\d_][\w′']{0,6})(?![\w(])")


def _by_word_value(rows: list, hits: list[int], text: str) -> list[int]:
    """Of several series the text's numeric assignments fit ("U = 1.0" names "α = s, U = 1.0" and "α = p, U = 1.0"),
    the one whose word values ("s") the text also writes, bare ("p, U = 1.0"); all of them when not one alone."""
    keep = [i for i in hits if (words := [m["v"].lower() for m in _WORD_VALUE.finditer(str(rows[i]))])
            and all(re.search(rf"(?<![\w=]){re.escape(w)}(?!\w)", text) for w in words)]
    return keep if len(keep) == 1 else hits


def _by_look(panel: Panel, text: str) -> list[int]:
    """Rows whose recorded colour (and marker, when the text names one) the text names; none without styles."""
    styles = panel.data.styles
    if not styles:
        return []
    text = _PALE.sub("light ", text)  # a reader's "pale blue" is the record's "light blue", not its "blue"
    hits = []
    for i, style in enumerate(styles):
        if style is None or not style.color or style.color.lower() not in text or \
                not re.search(rf"\b{re.escape(style.color.lower())}\b", text):
            continue
        if not _marker_fits(style, text):
            continue
        hits.append(i)
    if not hits:  # a colour no series is recorded in names none; with no colour, a marker shape alone may
        return _by_family(styles, text) if _COLOUR_WORD.search(text) else by_shape(styles, text)
    # "dark red" names dark red, not red: a colour found only inside a longer one found is not named ("red" and
    # "blue" in one text are two colours, both named)
    found = {styles[i].color.lower() for i in hits}
    return [i for i in hits if not any(c != styles[i].color.lower() and re.search(
        rf"\b{re.escape(styles[i].color.lower())}\b", c) for c in found)]


# Colour names people use for one hue, by family: a reader's "pink" is a writer's "dark red" or "crimson".
_FAMILIES = {
    "red": ("red", "dark red", "crimson", "maroon", "pink", "salmon", "coral", "rose", "magenta"),
    "orange": ("orange", "light orange", "dark orange", "amber", "salmon", "coral", "gold"),
    "yellow": ("yellow", "gold", "amber", "olive"),
    "green": ("green", "light green", "dark green", "olive", "lime", "teal"),
    "blue": ("blue", "light blue", "dark blue", "navy", "sky blue", "cyan", "teal", "steel blue"),
    "purple": ("purple", "light purple", "dark purple", "violet", "lavender", "magenta", "indigo", "lilac"),
    "grey": ("grey", "gray", "light grey", "light gray", "dark grey", "dark gray", "silver"),
    "brown": ("brown", "light brown", "dark brown", "beige", "tan"),
}
_COLOUR_WORD = lazy_compile(r"\b(?:(?:light|dark|pale|sky|steel)\s+)?(?:red|crimson|maroon|pink|salmon|coral|rose|magenta|"
                            r"orange|amber|gold|yellow|olive|green|lime|teal|blue|navy|cyan|purple|violet|lavender|"
                            r"indigo|lilac|grey|gray|silver|brown|beige)\b")
_PALE = lazy_compile(r"\bpale\s+(?=[a-z])")
COLOUR_FAMILIES, COLOUR_WORD = _FAMILIES, _COLOUR_WORD  # for the readers of legends and looks (claims.described_keys)


def series_by_look(panel: Panel, text: str) -> int | None:
    """The one row of ``panel`` whose look (colour, marker) ``text`` names ("the orange curve"), else None."""
    if panel.data is None:
        return None
    found = sorted(set(_by_look(panel, text.lower())))
    return found[0] if len(found) == 1 else None


def _by_family(styles, text: str) -> list[int]:
    """The one series whose recorded colour shares a family with the one colour the text names, when the text
    names no recorded colour ("dark red" for a series recorded as "pink", beside "orange" and "light grey");
    none when the family holds several recorded colours or the text names several colours."""
    words = {m.group() for m in _COLOUR_WORD.finditer(text)}
    if len(words) != 1:
        return []
    word = words.pop()
    families = [f for f in _FAMILIES.values() if word in f or word.split()[-1] in f]  # "light yellow" is a yellow
    hits = [i for i, st in enumerate(styles) if st is not None and st.color and _marker_fits(st, text)
            and any(c in f or c.split()[-1] in f for f in families for c in [st.color.lower()])]
    colours = {styles[i].color.lower() for i in hits}
    return hits if len(colours) == 1 else []


def _subject(panel: Panel, text: str, rows: list[int]) -> int | None:
    """Of several series a scope names, the one it opens with as its subject ('The "256 procs" series (light
    blue) ... ending close to 64 procs'); None when it opens with none of them."""
    for i in rows:
        name = str(panel.data.rows[i]).lower()
        if name not in text:
            continue  # the literal test first: the pattern is compiled per name
        name = re.escape(name)
        if re.match(rf"^\W*(?:the\s+)?[\"“']?{name}[\"”']?\s+(?:series|curve|line|points|markers|data)\b", text):
            return i
    return None


_LEAD = lazy_compile(r"^\W*([^:;]{1,40}?)\s*:")


def named_series(panel: Panel, text: str) -> list[int]:
    """Every row of the panel that ``text`` names, by legend text or by look."""
    low = text.lower()
    return sorted(set(_by_name(panel, low)) | set(_by_look(panel, low)))


def names_row(panel: Panel, row: int, text: str) -> bool:
    """Whether ``text`` names the series ``row`` of ``panel``: its legend text, or a look only it is drawn in."""
    low = text.lower()
    return row in _by_name(panel, low) or set(_by_look(panel, low)) == {row}


def series_in_scope(panel: Panel, texts: list[str], elsewhere: frozenset[str] = frozenset()) -> int | None:
    """The row a scope names: the panel's only series, else the one series the texts name by legend text or look.
    A bullet led by the name of a series that other panels hold and this one does not name ("* Au: peak of ...",
    where this panel's series are named by look) is about that series: None, never another series it mentions."""
    if panel.data is None or not panel.data.rows:
        return None
    if texts and (lead := _LEAD.match(texts[0])) and lead[1].strip().lower() in elsewhere \
            and not _by_name(panel, lead[1].lower()):
        return None
    if len(panel.data.rows) == 1:
        return 0
    for text in texts:
        low = text.lower()
        for finder in (_by_name, _by_look):
            found = sorted(set(finder(panel, low)))
            if len(found) == 1:
                return found[0]
            if len(found) > 1:  # "* Au: ...; Ar peaks lower": the series the bullet is led by
                lead = _LEAD.match(low)
                led = [i for i in found if lead and _by_name(panel, lead[1]) == [i]]
                return led[0] if led else _subject(panel, low, found)
    return None


def figure_series_names(fig) -> frozenset[str]:
    """Every series name the figure's panels hold, lower case (generic ones like "series 2" left out), found once per
    figure (``derived``): the readers ask per sentence."""
    return derived(fig, "series names", _series_names)


def _series_names(fig) -> frozenset[str]:
    return frozenset(str(r).strip().lower() for p in fig.panels if p.data is not None for r in p.data.rows
                     if str(r).strip() and not _GENERIC_ROW.match(str(r).strip()))


# One reading of a bullet listing several, separated by ";": "Topic 2: ~0.18 (outlined)" (led by the x axis' name),
# "μ = -100 K: ~0.33" (an x assigned to its symbol, a short unit after it) or a bare "500: ~0.075"
_LISTED = lazy_compile(rf"(?:(?P<xname>[^\W\d][^\d:;*=≈]{{0,20}}?)\s*(?P<eq>=|≈)?\s*)?(?P<xh>{HEDGE})?(?P<x>{NUM})"
                       r"(?:\s+[^\W\d][^\W\d]{0,2}(?=\s*:))?(?:\s*\([^()\d]*\))?\s*:\s*"
                       rf"(?P<yh>{HEDGE})?(?P<y>{NUM})(?:\s*\([^()\d]*\))?")
_LIST_HEAD = lazy_compile(r"[^\W\d][^\d:;=≈*]{0,24}:\s+")  # "* Data points: μ = -100 K: ~0.33; ..."
_LIST_GAP = lazy_compile(r"\s*;\s*")


@dataclass(frozen=True, slots=True)
class ListedReadings:
    """A bullet of two or more readings at an x under one x name: ``name`` (lower case, "" when the x are bare
    numbers), ``named`` when that name stands before the x with no "=" ("Topic 2: ...", which must then be the x
    axis' name), and the (x span, y span) of each reading."""
    name: str
    named: bool
    pairs: tuple[tuple[tuple[int, int], tuple[int, int]], ...]


@lru_cache(maxsize=1024)  # a line's text alone decides; the x-y readers and the scope finder ask of each bullet
def listed_readings(text: str) -> ListedReadings | None:
    """The readings of a bullet that is nothing but two or more "<name> X: ~Y" (or "<name> = X: ~Y", or bare
    "X: ~Y") readings under one name, separated by ";", after at most a short lead ("Data points:"); else None."""
    mark = BULLET.match(text)
    if mark is None:
        return None
    found = _listed_from(text, mark.end())
    if found is None and (head := _LIST_HEAD.match(text, mark.end())) is not None:
        found = _listed_from(text, head.end())
    return found


def _listed_from(text: str, pos: int) -> ListedReadings | None:
    names, out = set(), []
    while (r := _LISTED.match(text, pos)) is not None:
        names.add(((r["xname"] or "").strip().lower(), r["eq"] is None and bool(r["xname"])))
        out.append((r.span("x"), r.span("y")))
        gap = _LIST_GAP.match(text, r.end())
        pos = gap.end() if gap else r.end()
        if gap is None:
            break
    if len(out) < 2 or len(names) != 1 or not re.fullmatch(r"\s*\.?\s*", text[pos:]):
        return None
    (name, named), = names
    return ListedReadings(name, named, tuple(out))
