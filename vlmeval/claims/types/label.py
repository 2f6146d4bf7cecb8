"""The ``label`` claim type: a title, axis label or name of the figure, counted toward ``label_accuracy``.

Its readers: each distinct name of the figure and every "A vs B" panel name (``extract_names``), and, with the
axes (``claims.types.ticks``), the axis labels and the legend of a chart of series as a description states it:

- "legend" on a chart of series (not a grid, no colour-bar word) is the key of its series, not a colour scale:
  a quoted name in the sentence is a series name;
- "**Legend:** Cs (dark purple), Rb (blue), ..., and a bulk-He reference (black dashed line)": the entries it
  lists, each a name with its look in parentheses, or written 'red circles "t1/t"', "orange line = OCSVM",
  "Social = blue circle" (under a bold or plain "Legend (b):" lead-in); an entry the figure's legend lacks, among
  entries it has (three; two where the record's reader read the legend), is an invented series
  (``verify_legend``). Parts left unread excuse a lacking entry only where they may be one: where the reader read
  the legend it declares every entry no series holds (``label_parts.declared_entries``), so reference lines, bands
  and arrows it left unread are no entries."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Iterator

from rapidfuzz import fuzz

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.described_keys import look_fits, swapped_look
from vlmeval.claims.pasted import without_marks
from vlmeval.claims.xy_readings import COLOUR_WORD  # the colour words series are matched by
from vlmeval.claims.structure_checks import claim_panels
from vlmeval.claims.types.label_parts import (axis_units, declared_entries, drawn_by_none, drawn_names, extract_parts,
                                              fold_symbols, invented_unit, legend_names, may_list_more, same_name,
                                              transforms_agree, units_agree, verify_part, verify_unit)
from vlmeval.claims.text import WORD_RE, norm, plain_math
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.replaced_word import replaced_number, replaced_word
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class LabelPayload:
    """A name: a title or axis label as written (``stated``), or a name of the figure (``entity``, and whether
    it was matched exactly or as a ``typo``), or a pair of panels said to be compared (``pair``, ``known``: both
    are names of the figure)."""
    stated: str | None = None
    entity: str | None = None
    match: str | None = None  # exact | typo
    pair: tuple[str, str] | None = None
    known: bool = False


@dataclass(frozen=True, slots=True)
class LegendPayload:
    """A legend's entries as a description lists them: their names (``stated``, joined by "; ") and the look each
    is given ("purple dashed"), in order."""
    stated: str
    looks: tuple[str, ...] = ()


LABEL_SIMILARITY = 90.0  # token-set similarity at which an axis label as written is the figure's label

_COLOUR_SCALE = lazy_compile(r"\bcolou?r[- ]?(?:bar|scale|map|gradient)\b|\bcolorbar\b", re.I)
# "* **Legend (top-left panel):** " then the entries, up to the end of the clause
# the lead-in, then perhaps where the legend sits ("Top-left corner:") before its entries
# "**Legend:**", "Legend (top right):", "**Left legend** (lower right corner):": the lead-in, with its placement
_LEAD = lazy_compile(r"^\s*(?:[*\-•]\s+|\d{1,2}[.)]\s+)?(?:\*\*[^*]*\blegend\b[^*]*\*\*:?(?:\s*\([^()\"“]{1,60}\)\s*:)?"
                     r"|legend\b[^:\"“*]{0,40}:)\s*(?:[^:\"“(=]{1,40}:\s*)?", re.I)
_ENTRY_GAP = lazy_compile(r"\s*(?:[,;]\s*(?:and\s+)?|\s+and\s+)")
_ENTRY = lazy_compile(r"(?:(?:a|an|the)\s+)?[\"“]?(?P<name>[^\s(),;:.\"“”][^(),;:\"“”]{0,40}?)[\"”]?\s*"
                      r"\((?P<look>[^()]{1,60})\)")
_LOOK_FIRST = lazy_compile(r"(?:(?:a|an|the)\s+)?(?P<look>[^\s(),;:.\"“”][^(),;:\"“”]{0,40}?)\s+(?:labell?ed|marked|named)"
                           r"\s+(?:[\"“](?P<name>[^\"“”\n]{1,40})[\"”]"
                           r"|(?P<bare>[^\s,;\"“”][^,;\"“”\s]{0,20}?)(?=\s*(?:[,;]|\.?\s*$|\s+and\s)))")
# 'red circles "t1/t"': a look, then the quoted name; 'blue line with "x" markers = DBSCAN-U', 'Social = blue
# circle': a name and a look joined by "=" (the side naming a colour or mark is the look)
_LOOK_QUOTED = lazy_compile(r"(?:(?:a|an|the)\s+)?(?P<look>[^\s(),;:.\"“”=][^(),;:\"“”=]{0,40}?)\s+[\"“]"
                            r"(?P<name>[^\"“”\n]{1,40})[\"”]")
_EQUALS = lazy_compile(r"(?P<a>[^\s;=,:][^;=,:]{0,50}?)\s+=\s+(?P<b>[^;=,:\s][^;=,:]{0,50}?)(?=\s*(?:[;,]|\.?\s*$|\s+and\s))")
_MARK_WORD = lazy_compile(r"\b(?:line|dots?|circles?|squares?|markers?|points?|bars?|curves?|triangles?|crosses|"
                          r"cross|stars?|diamonds?|band|shading|dashed|dotted|solid|black|white|brown|khaki|beige)\b")
_ENDS_ENTRY = lazy_compile(r"\s*(?:[,;.]|and\s|$)")
MIN_KNOWN_ENTRIES = 3  # entries the figure's legend has before one it lacks counts as invented
MIN_ENTRIES = 2  # entries a legend line lists to be read (two: a swap of two looks is a wrong legend)
_VS = lazy_compile(r"\s(?:vs\.?|versus)\s", re.I)
_LIST_BREAK = lazy_compile(r"[(,;]")
_VS_IN_TITLE = lazy_compile(r"\bvs\.?\b|\bversus\b", re.I)
_VS_LEFT = lazy_compile(r"([A-Za-z0-9][\w'’.:\-]{0,80}(?:\s+[A-Za-z0-9][\w'’.\-]{0,80}){0,2})\s*$")
_VS_RIGHT = lazy_compile(r"\s*([A-Za-z0-9][\w'’.:\-]{0,80}(?:\s+[A-Za-z0-9][\w'’.\-]{0,80}){0,2})")


def series_legend(doc: Document, lower: str) -> bool:
    """Whether a sentence's "legend" is the key of a chart's series (its names) rather than a colour scale: a chart
    of series (not a grid) and no colour-bar word."""
    return "legend" in lower and not chart_kind(doc.figure.kind).grid and not _COLOUR_SCALE.search(lower)


def legend_entries(doc: Document, line: Line, start: int, sentence: str) -> Claim | None:
    """The entries of a "**Legend:** A (look), B (look), ..." line, as one claim (stated: their names)."""
    lead = _LEAD.match(sentence)
    if lead is None:
        return None
    pos, names, looks, end = lead.end(), [], [], lead.end()
    while True:
        entry = _entry_at(sentence, pos)
        if entry is None:
            break
        name, look, end = entry
        names.append(name)
        looks.append(look)
        gap = _ENTRY_GAP.match(sentence, end)
        if gap is None:
            break
        pos = gap.end()
    if len(names) < MIN_ENTRIES:
        return None
    return Claim("label", start + lead.end(), start + end, stated=tuple(names), panel=line.panel,
                 target="legend", payload=LegendPayload("; ".join(names), tuple(looks)), source="legend entries")


def _is_look(text: str) -> bool:
    low = text.lower()
    return bool(COLOUR_WORD.search(low) or _MARK_WORD.search(low))


def _entry_at(sentence: str, pos: int) -> tuple[str, str, int] | None:
    """(name, look, end) of the legend entry at ``pos``: "GCMC (red)", "a red line labeled "GCMC"", 'red circles
    "t1/t"', "orange line = OCSVM" or "Social = blue circle"; None when none starts there."""
    m = _ENTRY.match(sentence, pos)
    if m is not None and not _is_look(m.group("look")) and (
            " = " in m.group("name") or sentence[m.end("name"):m.start("look")] == "("):
        m = None  # "Information = orange cross (x)", "a black line labelled O(N)": the brackets hold no look
    m = m or _LOOK_FIRST.match(sentence, pos)
    if m is None and (q := _LOOK_QUOTED.match(sentence, pos)) is not None and _is_look(q.group("look")) \
            and _ENDS_ENTRY.match(sentence, q.end()):  # not 'blue line with "x" markers = ...'
        m = q
    if m is not None:
        return (m.group("name") or m.group("bare")).strip(), m.group("look").strip(), m.end()
    m = _EQUALS.match(sentence, pos)
    if m is None or _is_look(m.group("a")) == _is_look(m.group("b")):
        return None  # "α = s" alone, or both sides looks: no name-look pair
    name, look = (m.group("b"), m.group("a")) if _is_look(m.group("a")) else (m.group("a"), m.group("b"))
    return name.strip().strip("\"“”"), look.strip(), m.end()


# "* **Logarithmic (red dash-dot line):** ...": a bullet led by a series' name and its look
_SERIES_LEAD = lazy_compile(r"^\s*(?:[*\-•+]\s+|\d{1,3}[.)]\s+)?\*\*[\"“]?(?P<name>[^*()\n:\"“”]{1,40}?)[\"”]?\s*"
                            r"\((?P<look>[^()*\n]{3,60})\)\s*:?\s*\*\*")


_PANEL_WORD = lazy_compile(r"(?:panel|sub-?plot|plot|fig(?:ure)?\.?|inset|main|top|bottom|left|right|upper|lower)\b", re.I)


def series_leads(doc: Document) -> Iterator[Claim]:
    """A bullet led by a name and a look that names a colour ("**Logarithmic (red dash-dot line):**"), on a chart of
    series: one legend entry (target ``legend``, ``source`` "series lead-in"), its look judged with its name."""
    if chart_kind(doc.figure.kind).grid or "(" not in doc.text:
        return
    for line in doc.lines:
        m = _SERIES_LEAD.match(line.text) if "**" in line.text else None
        if m is None or not COLOUR_WORD.search(m.group("look").lower()):
            continue
        name = m.group("name").strip()
        if _PANEL_WORD.match(name) or doc.lex.panels_of(doc.mentions_in(line.start + m.start("name"), line.start + m.end("name"))):
            continue  # a panel's name ("**R = 6.0 Å (top left):**")
        yield Claim("label", line.start + m.start("name"), line.start + m.end("look") + 1, stated=(name,), panel=line.panel,
                    target="legend", payload=LegendPayload(name, (m.group("look"),)), source="series lead-in")


def extract_names(doc: Document) -> Iterable[Claim]:
    """Each distinct name of the figure written in the text (first mention), and every "A vs B" panel name."""
    yield from extract_parts(doc, LabelPayload)  # "a colour bar on the right" where the figure surely draws none
    yield from series_leads(doc)  # "**Logarithmic (red dash-dot line):**"
    yield from axis_units(doc, LabelPayload)  # "* **Y-axis:** Uptake, measured in mol/kg"
    seen: set[str] = set()
    vs_spans: list[tuple[int, int]] = []
    if _panels_named_vs(doc.lex.panels):  # else no "A vs B" names a panel (see _vs_claim)
        for line in doc.lines:
            for m in _vs_in(line.text):
                claim = _vs_claim(doc, line, m)
                if claim is not None:
                    vs_spans.append((claim.start, claim.end))
                    yield claim
    text = doc.text
    for mention in doc.mentions_in(0, len(text)):
        if mention.surface in seen:
            continue  # a name met before (every test below ends in ``continue`` for it, and changes nothing)
        if text.find("\n", mention.start, mention.end) != -1:
            continue  # only a name within one line (a name across a line break is in no line's mentions_in)
        if vs_spans and any(s <= mention.start < e for s, e in vs_spans):
            continue
        key = mention.surface
        if doc.label_spans and any(s <= mention.start < e for s, e in doc.label_spans):
            seen.add(key)  # checked as part of an axis label or quoted title
            continue
        if key in seen or mention.match == "prefix" or mention.match == "typo" and mention.entity.endswith("=" + norm(key)):
            continue  # a part of the name, or its value without its parameter ("0.15J" for the panel "V = 0.15J")
        seen.add(key)
        yield Claim("label", mention.start, mention.end, stated=mention.surface, panel=None, target="name",
                    payload=LabelPayload(mention.surface, mention.entity, mention.match), source="name")


def _vs_in(text: str) -> Iterator[re.Match]:
    """The " vs " / " versus " of a line (a substring test first: exact for ASCII text, see _may_match)."""
    if text.isascii():
        lower = text.lower()
        if "vs" not in lower and "versus" not in lower:
            return iter(())
    return _VS.finditer(text)


def _side(doc: Document, text: str, from_end: bool) -> tuple[str, str | None, str]:
    """One side of "A vs B": ('entity', name, words) | ('group', ...) | ('unknown', ...) | ('other', ...).

    The name is the run of words next to "vs": the last words of the left side, the first of the right.
    """
    lex = doc.lex
    words = [w.group(0).rstrip(".'’-") for w in WORD_RE.finditer(text)]
    runs = [" ".join(words[-n:] if from_end else words[:n]) for n in range(min(len(words), 4), 0, -1)]
    for candidate in runs:  # exact names first, so "gemini-2.0-flash is" is not read as a typo of it
        resolved = lex.resolve_name(candidate)
        if resolved is not None and resolved[1] == "exact":
            return "entity", resolved[0], candidate
    for candidate in runs:
        resolved = lex.resolve_name(candidate)
        if resolved is not None:
            return "entity", resolved[0], candidate
        prefixed = lex.resolve_prefix(candidate)
        if len(prefixed) == 1:
            return "entity", prefixed[0], candidate
        if len(prefixed) > 1:
            return "group", None, candidate
    near = (words[-1] if from_end else words[0]) if words else ""
    if any(c.isdigit() for c in near) and any(c.isalpha() for c in near) and len(near) >= 4:
        return "unknown", None, near
    return "other", None, near


def _panels_named_vs(panels: list[str]) -> bool:
    return any(_VS_IN_TITLE.search(p) for p in panels)


def _vs_claim(doc: Document, line: Line, m: re.Match) -> Claim | None:
    lex = doc.lex
    if not _panels_named_vs(lex.panels):
        return None  # panels are not named "A vs B": the phrase compares things, it does not name a panel
    window_start = max(0, m.start() - 120)
    left = _VS_LEFT.search(line.text[window_start:m.start()])
    right = _VS_RIGHT.match(line.text[m.end():m.end() + 120])
    if left is None or right is None:
        return None
    left_text = _LIST_BREAK.split(left.group(1))[-1].strip()
    right_text = right.group(1)
    a_kind, a, a_words = _side(doc, left_text, from_end=True)
    b_kind, b, b_words = _side(doc, right_text, from_end=False)
    if "group" in (a_kind, b_kind) or "other" in (a_kind, b_kind):
        return None
    first_word, last_word = a_words.split(" ")[0], b_words.split(" ")[-1]
    start = line.start + window_start + left.start(1) + left.group(1).rfind(first_word) if first_word in left.group(1) else line.start + m.start()
    right_abs = line.start + m.end() + right.start(1)
    end = right_abs + right_text.find(last_word) + len(last_word)
    surface = doc.text[start:end]
    return Claim("label", start, end, stated=surface, target="panel pair",
                 payload=LabelPayload(surface, pair=(a, b), known=a_kind == "entity" and b_kind == "entity"),
                 source="panel pair")


def _axis_labels(panel: Panel, target: str, ctx: VerifyContext) -> list[str]:
    if target == "x":
        return [panel.x.label] if panel.x.label else []
    if target == "y":
        return [panel.y.label] if panel.y.label else []
    if target == "colorbar":
        out = [panel.colorbar.label] if panel.colorbar and panel.colorbar.label else []
        return out + ([ctx.figure.metric] if ctx.figure.metric else [])
    return []


def label_matches(stated: str, true: str) -> bool:
    same_transforms = transforms_agree(stated, true)  # read before the notation is flattened ("σ²" as "σ2")
    stated, true = without_marks(fold_symbols(stated)), without_marks(fold_symbols(true))  # the text loses them too
    stated, true = plain_math(stated).translate(_BRACKETS), plain_math(true).translate(_BRACKETS)
    a, b = norm(stated), norm(true)
    if not a or not units_agree(stated, true) or replaced_number(stated, true) is not None:
        return False  # another unit, or another number ("per 100,000" for "per 10,000"): another quantity
    if a == b:
        return True
    if not same_transforms:
        return False  # "σ²" holds "σ", "log₁₀ ℓ" holds "ℓ": another quantity
    if a in b or b in a:
        return True
    # alike as word sets, yet one word replaced by another ("recall" for "AP"): another quantity
    return fuzz.token_set_ratio(stated.lower(), true.lower()) >= LABEL_SIMILARITY and replaced_word(stated, true) is None


# "delay [ms]" and "delay (ms)" give the unit alike; "S(q; t)" and "S(q,t)" the arguments (``norm`` drops commas)
_BRACKETS = str.maketrans("[];", "(),")
# a printed letter opening a panel's title ("(b) MIROC6", "b) MIROC6")
_PRINTED_LETTER = lazy_compile(r"^\s*\(?[a-l]\)\s+(?=\S)", re.I)


def _unlettered(surface: str, shown: str) -> bool:
    """Whether ``surface`` is the name ``shown`` without the printed letter opening it ("MIROC6" for the panel
    title "(b) MIROC6"): the name itself, not a misreading of it."""
    bare = _PRINTED_LETTER.sub("", shown)
    return bare != shown and norm(bare) == norm(surface)


def verify_label(claim: Claim, ctx: VerifyContext) -> Outcome:
    lex = ctx.lex
    if claim.target == "name":
        shown = lex.display.get(claim.payload.entity or "", None)
        if claim.payload.match == "typo" and not _unlettered(claim.payload.stated or "", shown or ""):
            return contradicted("label", shown, f"misread name: the figure has {shown!r}")
        return supported(shown)
    if claim.target == "panel pair":
        a, b = claim.payload.pair or (None, None)
        if not claim.payload.known or a is None or b is None or a == b:
            return contradicted("hallucination", None, "the figure has no panel comparing these two")
        for title in lex.panels:
            if title in lex.entities.get(a, ()) and title in lex.entities.get(b, ()):
                return supported(title, panel=title)
        return contradicted("hallucination", None, "the figure has no panel comparing these two")
    if claim.target == "legend":
        return verify_legend(claim, ctx)
    if claim.target == "part":
        return verify_part(claim, ctx)
    labels = [label for p in claim_panels(claim, ctx) for label in _axis_labels(p, claim.target or "", ctx)]
    if not labels:
        return unverifiable("the figure's label for this is not known")
    if claim.source == "axis unit":
        return verify_unit(str(claim.stated), labels)
    if any(label_matches(str(claim.stated), label) for label in labels):
        if claim.source in ("axis label", "table axis label") and invented_unit(str(claim.stated), labels):
            return contradicted("label", labels[0], "the axis label prints no unit")
        return supported(labels[0])
    return contradicted("label", labels[0], "label differs")


def verify_legend(claim: Claim, ctx: VerifyContext) -> Outcome:
    """A series legend (claims.legends): a name in it, or the entries it lists, judged against the series' names
    (unverifiable where the record names none)."""
    panels = claim_panels(claim, ctx)
    names = legend_names(panels)
    titles = [p.data.legend_title for p in panels if p.data is not None and p.data.legend_title]
    if not isinstance(claim.stated, tuple) and any(label_matches(str(claim.stated), t) for t in titles):
        return supported(claim.stated)  # the legend's title ("Autoantigen" over "No" and "Yes"): it names the legend
    if not names:
        return unverifiable("the record names no series")
    unread = _unread_parts(panels)
    if claim.source == "series lead-in":
        return _verify_series_lead(claim, panels, names)
    if isinstance(claim.stated, tuple):  # "**Legend:** A (look), B (look), ...": every entry a series of the figure
        known = names + declared_entries(panels) + drawn_names(panels)
        lacking = [e for e in claim.stated if not any(same_name(e, n) for n in known)
                   and not any(label_matches(e, t) for t in titles)]
        looks = dict(zip(claim.stated, getattr(claim.payload, "looks", ())))
        if lacking and may_list_more(ctx.figure, panels):
            return unverifiable(f"{', '.join(map(repr, lacking))} may name a part the record leaves unread ({unread})")
        if lacking and len(claim.stated) - len(lacking) >= MIN_KNOWN_ENTRIES - (ctx.figure.tags.get("legend") is True):
            return contradicted("hallucination", names, f"the legend has no {', '.join(map(repr, lacking))}")
        if lacking and len(lacking) < len(claim.stated) and all(drawn_by_none(panels, looks.get(e, "")) for e in lacking):
            return contradicted("hallucination", names, f"no series is named {lacking[0]!r} or drawn {looks[lacking[0]]!r}")
        if (swap := swapped_look(panels, claim.stated, getattr(claim.payload, "looks", ()))) is not None:
            return contradicted("label", swap[2], f"the legend gives {swap[0]!r} the look {swap[1]!r} of {swap[2]!r}")
        return supported(names) if not lacking else unverifiable("the legend's entries are not the record's names")
    if any(label_matches(str(claim.stated), n) for n in names):
        return supported(claim.stated)
    if unread:  # a legend also names fits, bands, curves: a name the record lacks may be one of those
        return unverifiable(f"no series is named {claim.stated!r}, and the record leaves unread: {unread}")
    return contradicted("label", names, f"no series is named {claim.stated!r}")


def _verify_series_lead(claim: Claim, panels: list[Panel], names: list[str]) -> Outcome:
    """A series named with its look in a lead-in: its look swapped with another series', or, on panels whose record
    holds every series' name and look and nothing unread, a name and a look no series has (an invented series)."""
    name, look = claim.stated[0], claim.payload.looks[0]
    if (swap := swapped_look(panels, claim.stated, claim.payload.looks)) is not None:
        return contradicted("label", swap[2], f"{swap[0]!r} is given the look {swap[1]!r} of {swap[2]!r}")
    if any(norm(name) == norm(n) for n in names):
        return supported(name)
    complete = all(p.data is not None and p.data.styles and all(st is not None and st.color for st in p.data.styles)
                   and p.fit is None and not p.unread and len(legend_names([p])) == len(p.data.rows) for p in panels)
    if complete and not any(look_fits(st, look) for p in panels for st in p.data.styles):
        return contradicted("hallucination", names, f"no series is named {name!r} or drawn {look!r}")
    return unverifiable(f"no series is named {name!r}")


def _unread_parts(panels: list[Panel]) -> str:
    """The parts these panels declare unread, in words ("fit (dashed fit line), kde"); "" when none."""
    return ", ".join(u.kind + (f" ({u.note})" if u.note else "") for p in panels for u in p.unread or [])


TYPE = ClaimType("label", (LabelPayload, LegendPayload), ("label_accuracy",), "a title, axis label or name of the figure")
ENTRY = TypeEntry(extract_names, TYPE, verify_label)
