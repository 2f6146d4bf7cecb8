"""A colour bar the figure does not draw ("a colour bar on the far right maps the colours to topic numbers") on a
figure whose record says it draws none, scored as a ``label`` claim (target ``part``) with the error type
``hallucination``.

The absence is taken as certain only where nothing on the figure would need a colour bar: the record's reader saw
none (``Figure.tags["colorbar"]`` false, as ``groundtruth.pdf.record`` sets it), no panel holds a colour bar,
and every panel plots one series or holds the numbers printed in its cells as its values (a heatmap read from its
printed numbers: a reader that finds a colour bar reads the cells through it). A colour bar stated as absent ("without a colour bar", "the
colour bar is omitted") is no claim.

A legend stated as drawn ("* **Legend (upper left):** ...", "a legend in the upper right names the stars ...",
"| Legend | top right: ... |") is read the same way where the figure surely draws none: the reader saw no legend
entry (``tags["legend"]`` false), the chart is no grid, and the record names no series by printed text (every
series is named by its look, "grey bars", "orange squares") nor holds a labelled fit or an unread annotation or
other text. A legend prints names: where the reader found none anywhere, none is drawn (the tag's miss,
quench-structure-factor-tq-vs-q, names its series "ED" and its fit "LL" from the legend it did not tag).

An inset stated as drawn ("an inset in the upper left zooms into ...") is read the same way where the figure surely
has none: every panel was read from its vector drawing (that reader frames each set of axes it finds, an inset as a
panel with no cell in the layout), none is an inset, and none leaves an inset or image unread."""

from __future__ import annotations

import re
import unicodedata
from typing import Callable, Iterable

from vlmeval.claims import Claim, Document
from vlmeval.claims.described_keys import look_fits
from vlmeval.claims.series_styles import SHAPES
from vlmeval.claims.lines_holding import lines_holding
from vlmeval.claims.text import norm, plain_math
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Figure, Panel, UnreadPart
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile

# "a colour bar on the far right", "the vertical colorbar": stated as drawn (with its article)
_COLOURBAR = lazy_compile(r"\b(?:a|the|its)\s+(?:(?:vertical|horizontal|separate|single)\s+)?"
                          r"(?:colou?r[- ]?bar|colou?r\s+scale|colou?r\s+key)\b", re.I)
# on a map of many cells "the colour scale" is how the cells are shaded, not a drawn bar: only a bar is a part there
_COLOURBAR_DRAWN = lazy_compile(r"\b(?:a|the|its)\s+(?:(?:vertical|horizontal|separate|single)\s+)?"
                                r"(?:colou?r[- ]?bar)\b", re.I)
_NEGATED_BEFORE = lazy_compile(r"\b(?:no|not|without|lacks?|lacking|instead\s+of|rather\s+than|nor)\b[^.;,]{0,20}$", re.I)
_ABSENT_AFTER = lazy_compile(r"\s*(?:is|are|was)?\s*(?:absent|missing|omitted|not\s+(?:shown|drawn|present|visible|included))\b", re.I)


def _needs_no_key(panel: Panel) -> bool:
    """Whether a held panel's colours need no colour bar to be read: it plots one series, or its values are the
    numbers printed in its cells (a reader that found no bar took them as printed, not through a bar)."""
    return len(panel.data.rows) <= 1 or (panel.values_printed and panel.values_read == "printed")


def colorbar_absent(fig: Figure) -> bool:
    """Whether the figure surely draws no colour bar: its record says so, and nothing on it would need one (one
    series a panel, or cells whose printed numbers are the values; no colour bar held)."""
    if fig.tags.get("colorbar") is not False:
        return False
    held = [p for p in fig.panels if p.data is not None]
    return bool(held) and all(_needs_no_key(p) for p in held) and not any(p.colorbar is not None for p in fig.panels)


_GENERIC_SERIES = lazy_compile(r"^(?:series\s*\d+|value|values|y|)$", re.I)
# a name the record gives a series by its look where the figure prints none ("red line with dots")
_LOOK_NAME = lazy_compile(r"\b(?:line|lines|dots|circles|squares|markers|points|bars|curve|triangles|crosses|stars|"
                          r"pentagons|diamonds)\b", re.I)
_TEXT_UNREAD = frozenset({"annotation", "other", "image", "inset"})  # unread parts that may hold a legend's text


def legend_names(panels: list[Panel]) -> list[str]:
    """The series names a legend can print: none that is a placeholder ("series 1") or a look ("blue dots")."""
    return [str(r) for p in panels if p.data is not None for r in p.data.rows
            if not _GENERIC_SERIES.match(str(r).strip()) and not _LOOK_NAME.search(str(r))]


def legend_absent(fig: Figure) -> bool:
    """Whether the figure surely draws no legend: its reader saw none, it is no grid, and no series, fit or unread
    text of the record has a printed name a legend could give."""
    if fig.tags.get("legend") is not False or chart_kind(fig.kind).grid or _review_names_a_legend(fig):
        return False
    held = [p for p in fig.panels if p.data is not None]
    return bool(held) and not legend_names(held) and not any(
        (p.fit is not None and p.fit.label) or p.data is not None and p.data.legend_title
        or any(u.kind in _TEXT_UNREAD for u in p.unread or ()) for p in fig.panels)


# a legend the record's review says is drawn but left out ("not by L = 10...26 of the legend in the top left panel"),
# not one it says is not drawn ("(no legend)", "no legend is drawn")
_LEGEND_LEFT_OUT = lazy_compile(r"(?<!\bno )\blegends?\b", re.I)


def _review_names_a_legend(fig: Figure) -> bool:
    """Whether the record's review says in words that the figure draws a legend it does not hold."""
    review = fig.source.review if fig.source is not None else None
    return bool(review is not None and review.unread and _LEGEND_LEFT_OUT.search(review.unread))


# a legend stated as drawn: "a legend in the upper right", "its colour legend"; a lead-in "**Legend (a):**",
# "Legend:" or a table row "| Legend | ..." (then stated as absent when what follows says none)
_LEGEND = lazy_compile(r"\b(?:a|an|the|its|one)\s+(?:(?:small|separate|single|shared|boxed|colou?r)\s+)?legend\b(?![-\w])",
                       re.I)
_LEGEND_LEAD = lazy_compile(r"^\s*(?:[*\-•+]\s+|\d{1,2}[.)]\s+)?(?:\*\*[^*]{0,30}\blegend\b[^*]{0,40}\*\*:?"
                            r"|legend\b[^:|]{0,40}:|\|\s*legend\s*\|)", re.I)
_NONE_AFTER = lazy_compile(r"[\W_]*(?:none|n/?a|no\b|not\b|absent|missing|there\s+is\s+no|without|-+\s*\|)", re.I)


def _stated(line_text: str, absent: set[str]) -> Iterable[tuple[int, int, str]]:
    """(start, end, part) of each colour bar or legend a line states as drawn, among the ``absent`` parts."""
    bar = _COLOURBAR_DRAWN if "cells" in absent else _COLOURBAR
    found = [(m, "colorbar") for m in bar.finditer(line_text)] if "colorbar" in absent else []
    if "legend" in absent and "egend" in line_text:
        lead = _LEGEND_LEAD.match(line_text)
        if lead is not None and not _NONE_AFTER.match(line_text, lead.end()) and not _NEGATED_BEFORE.search(
                line_text, 0, lead.start() + lead.group().lower().find("legend")):  # "**No legend** is shown"
            yield lead.start(), lead.end(), "legend"
            return
        found += [(m, "legend") for m in _LEGEND.finditer(line_text) if lead is None]
    if "inset" in absent and "inset" in line_text.lower():
        found += [(m, "inset") for m in _INSET.finditer(line_text)]
    for m, part in found:
        clause_start = max(line_text.rfind(c, 0, m.start()) for c in ".;") + 1
        if _NEGATED_BEFORE.search(line_text, clause_start, m.start()) or _ABSENT_AFTER.match(line_text, m.end()):
            continue  # "without a colour bar", "the colour bar is omitted"
        yield m.start(), m.end(), part


_INSET_UNREAD = frozenset({"inset", "image"})  # unread parts that may be an inset the reader did not frame


def inset_absent(fig: Figure) -> bool:
    """Whether the figure surely draws no inset: every panel was read from the vector drawing (that reader holds
    each set of axes it finds, an inset as a panel of its own with no cell in the layout), none is an inset, and
    none declares an unread inset or image."""
    return bool(fig.panels) and all(p.values_read == "geometry" and p.position is not None
                                    and not any(u.kind in _INSET_UNREAD for u in p.unread or ()) for p in fig.panels)


# an inset stated as drawn: "an inset in the upper left", "a small inset showing ...", "each contain an inset"
_INSET = lazy_compile(r"\b(?:a|an|one|its|the)\s+(?:(?:small|little|tiny|zoomed|magnified|separate)\s+)?insets?\b(?![-\w])",
                      re.I)

_PARTS = (("colorbar", colorbar_absent, "colour bar"), ("legend", legend_absent, "legend"),
          ("inset", inset_absent, "inset"))


def extract_parts(doc: Document, payload: Callable[[str], object]) -> Iterable[Claim]:
    """Each colour bar or legend the text says is drawn where the figure surely draws none; ``payload`` makes a
    claim's payload from its part (the label type's)."""
    absent = {part for part, test, _ in _PARTS if test(doc.figure)}
    if not absent:
        return
    if "colorbar" in absent and any(p.data is not None and len(p.data.rows) > 1 for p in doc.figure.panels):
        absent.add("cells")  # a panel of printed cells: its colour scale is its shading
    for line in doc.lines:
        if line.heading:
            continue
        for a, b, part in _stated(line.text, absent):
            start, end = line.start + a, line.start + b
            if not doc.is_taken(start, end):
                yield Claim("label", start, end, stated=part, target="part", source="drawn part",
                            payload=payload(part))


def verify_part(claim: Claim, ctx: VerifyContext) -> Outcome:
    for part, test, words in _PARTS:
        if claim.stated == part and test(ctx.figure):
            return contradicted("hallucination", None, f"the figure draws no {words}")
    return unverifiable(f"whether the figure draws a {claim.stated} is not known")


# --- the unit an axis line gives its axis in words ("* **Y-axis:** Uptake, measured in mol/kg, ..."), where it
# quotes no label: a ``label`` claim on the unit alone (``source`` "axis unit"), judged against the unit the
# record's axis label ends with (``verify_unit``).

_AXIS = lazy_compile(r"\b([xy])[- ]?axis\b", re.I)
_UNIT_WORDS = r"percent|seconds?|minutes?|hours?|days?|years?|kelvin|met(?:er|re)s?|grams?|joules?|volts?|hertz"
_UNIT_PHRASE = lazy_compile(r"\b(?:measured|expressed|given|reported|plotted)\s+in\s+(?:units\s+of\s+)?"
                            rf"(?P<u>(?:{_UNIT_WORDS})\b|[A-Za-zµμÅ°%][\w/%°·^⁻¹²³-]{{0,11}}(?=[\s,;.)]|$))"
                            r"|\bin\s+units\s+of\s+(?P<v>[A-Za-zµμÅ°%][\w/%°·^⁻¹²³-]{0,11})", re.I)
_COMMON_WORD = lazy_compile(r"^[a-z]{4,}$")


def axis_units(doc: Document, payload: Callable[[str], object]) -> Iterable[Claim]:
    """The unit each axis line states in words (no quoted label in its sentence): "measured in mol/kg"."""
    for line in lines_holding(doc, ("axis",)):  # every match of _AXIS holds it
        if line.heading or "in" not in line.text or _AXIS.search(line.text) is None:
            continue
        for s, e in line.sentence_spans:
            sentence = line.text[s:e]
            axes = {m.group(1).lower() for m in _AXIS.finditer(sentence)}
            if len(axes) != 1 or any(q in sentence for q in "\"“”"):
                continue
            m = _UNIT_PHRASE.search(sentence)
            if m is None:
                continue
            group = "u" if m.group("u") else "v"
            unit = m.group(group)
            if _COMMON_WORD.match(unit) and not re.fullmatch(_UNIT_WORDS, unit, re.I):
                continue  # "measured in hundreds", "given in order": no unit
            a, b = line.start + s + m.start(group), line.start + s + m.end(group)
            if not doc.is_taken(a, b):
                yield Claim("label", a, b, stated=f"({unit})", panel=line.panel, target=axes.pop(),
                            source="axis unit", payload=payload(f"({unit})"))


# --- the units axis labels end with, compared (``claims.types.label``)

# symbols written with a look-alike character: the Sun ☉/⨀ and ⊙, the Earth ♁ and ⊕, minus and dashes, times, dots
# the ring operator TeX's "^\\circ" gives for a degree, h for ħ (a reader that loses the bar), the tilde operator
_CONFUSABLES = str.maketrans({"☉": "⊙", "⨀": "⊙", "♁": "⊕", "−": "-", "‐": "-", "‑": "-", "–": "-", "×": "x",
                              "✕": "x", "⋅": "·", "∙": "·", "∘": "°", "ħ": "h", "∼": "~"})


def fold_symbols(label: str) -> str:
    """A label with compatibility characters (NFKC: "µ" as "μ", "Å" as "Å") and look-alike symbols as one."""
    return unicodedata.normalize("NFKC", label).translate(_CONFUSABLES) if not label.isascii() else label


# the unit a label ends with, in brackets or parentheses ("planet radius [R⊕]", "time (s)")
_UNIT = lazy_compile(r"[\[(]([^\[\]()]{1,20})[\])]\s*$")


def unit_key(label: str) -> str | None:
    """The label's closing unit, compared by its characters (symbols such as ⊕ or Å kept, case, spaces and
    notation not); None when the label ends in no unit, or in one garbled by the reader (combining marks)."""
    m = _UNIT.search(label)
    if m is None:
        return None
    unit = fold_symbols(m.group(1))
    if any(unicodedata.combining(ch) or ch == "\ufffd" for ch in unit):
        return None
    return re.sub(r"[\s_*·.^{}]", "", unit).lower() or None


def units_agree(stated: str, true: str) -> bool:
    """Whether two labels' units agree: both end in a unit and they differ ("[R_J]" against "[R⊕]") is a
    different label, however alike the rest reads; a unit only one of them gives is no disagreement, nor a unit
    spelled out that starts with the other's symbol ("(K)" and "(Kelvin)")."""
    a, b = unit_key(stated), unit_key(true)
    if a is None or b is None or a == b:
        return True
    short, long = sorted((a, b), key=len)
    return long.isalpha() and len(long) >= 4 and long.startswith(short)  # "(K)" and "(Kelvin)", "[s]" and "[seconds]"


# what turns a quantity into another one: its logarithm, exponential or root, a power of it ("σ²", "x^2", "E⁻¹")
# or its change ("Δt"); a power of ten ("×10⁵") scales the values and is left to the units
_LOG = lazy_compile(r"(?<![a-z])(?:log|ln|lg)(?![a-z])", re.I)
_OTHER_TRANSFORMS = (("exp", lazy_compile(r"(?<![a-z])exp(?![a-z])|(?<![\w.])e\^", re.I)),
                     ("root", lazy_compile(r"√|(?<![a-z])sqrt(?![a-z])", re.I)),
                     ("power", lazy_compile(r"(?<!10)(?:[⁰¹²³⁴⁵⁶⁷⁸⁹]+|\^\{?[-−⁻]?\d)|⁻[¹²³]")),
                     ("change", lazy_compile(r"[Δ∆]")))


def _transforms(label: str) -> frozenset[str]:
    """The transforms a label applies to its quantity, its closing unit aside ("ln ℓ": log; "ρ (Å⁻³)": none)."""
    m = _UNIT.search(label)
    bare = label[:m.start()] if m is not None else label
    found = {name for name, rx in _OTHER_TRANSFORMS if rx.search(bare)}
    return frozenset(found | ({"log"} if _LOG.search(bare) else set()))


def transforms_agree(stated: str, true: str) -> bool:
    """Whether two labels that read alike apply the same transforms to their quantity: "σ²" is not "σ", nor
    "log₁₀ ℓ" "ℓ", however much of one the other holds (the base of a logarithm is not compared: "log ℓ" for
    "ln ℓ" names the same axis)."""
    return _transforms(stated) == _transforms(true)


def invented_unit(stated: str, labels: list[str]) -> bool:
    """An axis label quoted with a unit in brackets ("U/J (meV)") where none of the figure's labels for that axis
    ends in one ("U/J"): the unit is not printed."""
    return unit_key(stated) is not None and all(unit_key(label) is None for label in labels)


def verify_unit(stated: str, labels: list[str]) -> Outcome:
    """A unit stated in words ("(mol/kg)") against the units the axis labels end with: unverifiable where none does."""
    units = [label for label in labels if unit_key(label) is not None]
    if not units:
        return unverifiable("the axis label gives no unit")
    if any(units_agree(stated, label) for label in units):
        return supported(units[0])
    return contradicted("label", units[0], f"the axis' unit is not {stated}")


# --- what the record knows of a legend's entries (``claims.types.label.verify_legend``)

_DECLARED = lazy_compile(r"legend entries (?:\(or labels beside marks\) )?not read as series: (?P<names>.*)")
_QUOTED_NAME = lazy_compile(r"'([^']+)'")
_NO_ENTRY = frozenset({"reference_line", "band", "kde", "histogram", "error_bars"})  # drawn parts, not legend text


def same_name(a: str, b: str) -> bool:
    """Whether two names are one, as written or with their math as plain text ("O(J²)" and "O(J^2)")."""
    return norm(a) == norm(b) or norm(plain_math(fold_symbols(a))) == norm(plain_math(fold_symbols(b)))


def declared_entries(panels: list[Panel]) -> list[str]:
    """The legend entries the record's reader found and declared unread (no series holds them)."""
    return [n for p in panels for u in p.unread or () if u.kind == "other" and u.note
            and (m := _DECLARED.match(u.note)) for n in _QUOTED_NAME.findall(m.group("names"))]


def may_list_more(fig: Figure, panels: list[Panel]) -> bool:
    """Whether the panels' legend may hold an entry the record does not name: some part is left unread, unless the
    reader read the legend (it declares every entry no series holds, ``declared_entries``) and what is unread is
    drawn parts (reference lines, bands) or a full list of declared entries."""
    parts = [u for p in panels for u in p.unread or ()]
    if fig.tags.get("legend") is not True:
        return bool(parts)
    return any(u.kind not in _NO_ENTRY and not (u.kind == "other" and u.note and _DECLARED.match(u.note)
                                                 and not u.note.endswith("..."))
               and not (u.kind == "annotation" and u.note and "arrow" in u.note)  # an arrow prints no entry
               for u in parts)


def drawn_names(panels: list[Panel]) -> list[str]:
    """The names the record gives what the panels draw besides their series: fit labels and curve names."""
    fits = [p.fit.label for p in panels if p.fit is not None and p.fit.label]
    return fits + [c.name for p in panels for c in p.curves or ()]


def _holds_every_look(panel: Panel, shaped: bool) -> bool:
    """Whether the record holds every look ``panel`` draws: each series with its colour, no fit and no curve but the
    series' own; unread parts only where the look names a marker shape (``shaped``) and the part draws no marker."""
    data = panel.data
    rows = {norm(str(r)) for r in data.rows} if data is not None else set()
    return (data is not None and bool(data.styles) and all(st is not None and st.color for st in data.styles)
            and panel.fit is None and all(norm(c.name) in rows for c in panel.curves or ())
            and all(shaped and u.kind in UnreadPart.WITHOUT_VALUES for u in panel.unread or ()))


def drawn_by_none(panels: list[Panel], look: str) -> bool:
    """Whether ``look`` ("open squares", "red dashed line") is no series' look, on panels whose every look is held."""
    shaped = any(rx.search(look) for rx in SHAPES.values())
    return bool(panels) and all(_holds_every_look(p, shaped) for p in panels) and not any(
        look_fits(st, look) for p in panels for st in p.data.styles)
