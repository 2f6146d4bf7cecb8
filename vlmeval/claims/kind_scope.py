"""A name resolves to the right kind of panel: a curve's among line panels, a cell's, row's or column's among
heatmap panels, a bar's among bar panels.

A figure may mix panel kinds (``groundtruth.panel_kinds``): incidence curves named by age group ('0-9' ... '80+')
beside contact matrices whose rows and columns carry the same names, or bars beside curves. A claim that speaks of
a curve or line ("the 0-9 curve peaks at ...", a reading at the line panel's x) is about a line panel's series; one
that speaks of a cell, row, column, matrix or the diagonal is about a heatmap panel; one that speaks of bars about
a bar panel. A verdict reached on a panel of another kind than the one its words name is not a verdict about what
the sentence says, and one on a name both kinds carry, with no word saying which, is not certain of its subject:
either way the claim is unverifiable, the doubt typed "kind" in its reason (never a contradiction).

The words are read in the claim's own span first, then its sentence, then the heading above it (a section's
scope); the first of these that names a kind decides. A figure whose panels are all of one kind is left alone.
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from vlmeval.claims.sentence_bounds import sentence_around
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.panel_kinds import data_kinds, mixed
from vlmeval.groundtruth.schema import Figure, Panel
from vlmeval.records import ClaimVerdict
from vlmeval.verify import VerifyContext

CURVE, CELL, BAR = "line", "heatmap", "bar"  # the families a sentence's words name
_WORDS: dict[str, re.Pattern] = {
    CURVE: re.compile(r"\b(?:curves?|trajector(?:y|ies)|time[- ]series|markers?|(?<!diagonal )(?<!reference )"
                      r"(?<!horizontal )(?<!vertical )(?<!fitted )(?<!trend )lines?(?! (?:panel|plot|chart)s?\b))\b",
                      re.I),
    CELL: re.compile(r"\b(?:heat ?maps?|matri(?:x|ces)|cells?|diagonal|colou?r ?(?:bar|scale|map)s?|"
                     r"(?<!top )(?<!bottom )(?<!upper )(?<!lower )(?<!left )(?<!right )(?<!first )(?<!second )"
                     r"(?<!third )(?<!last )(?:rows?|columns?)(?! of (?:panels|plots|the figure)))\b", re.I),
    BAR: re.compile(r"\b(?:bars?|histograms?)\b(?! ?(?:chart|plot|graph)s? (?:of|showing))", re.I),
}
_HEADING = re.compile(r"^\s*(?:#+ .*|(?:[-*+]\s+)?\*\*[^*\n]+\*\*:?\s*|[^\n.]{1,80}:\s*)$")


def family(kind: str) -> str:
    """The family of a panel kind: heatmap (a grid), bar, or line (every other kind of x/y sequences)."""
    spec = chart_kind(kind)
    return CELL if spec.grid else BAR if spec.bars else CURVE


def _panel_families(fig: Figure) -> dict[str, str]:
    return {title: family(k) for title, k in data_kinds(fig).items()}


def _axis_words(fig: Figure, families: dict[str, str]) -> list[str]:
    """Words (4 letters or more) of the line panels' x axis labels: a reading at such an x is a curve's."""
    labels = {p.x.label for p in fig.panels if families.get(p.title) == CURVE and p.x.label}
    cell_labels = " ".join(p.x.label or "" for p in fig.panels if families.get(p.title) != CURVE).lower()
    return sorted({w.lower() for label in labels for w in re.findall(r"[A-Za-z]{4,}", label)}
                  - set(re.findall(r"[a-z]{4,}", cell_labels)))


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause holding text[start:end]: a kind word across a semicolon speaks of another claim."""
    return sentence_around(text, start, end, clause=True)


def _heading(text: str, start: int) -> str:
    above = [ln for ln in text[:max(text.rfind("\n", 0, start), 0)].split("\n") if _HEADING.match(ln)]
    return above[-1] if above else ""


def spoken(fig: Figure, text: str, start: int, end: int, families: dict[str, str] | None = None) -> set[str]:
    """The panel families the words about text[start:end] name: in its span, else its sentence, else its heading."""
    families = families if families is not None else _panel_families(fig)
    axis = _axis_words(fig, families)
    lo, hi = _sentence(text, start, end)
    for part in (text[start:end], text[lo:hi], _heading(text, start)):
        found = {f for f, pattern in _WORDS.items() if f in families.values() and pattern.search(part)}
        if CURVE in families.values() and any(re.search(rf"\b{re.escape(w)}\b", part, re.I) for w in axis):
            found.add(CURVE)
        if found:
            return found
    return set()


def _names(panel: Panel, fam: str) -> set[str]:
    table = panel.data
    keys = list(table.rows) + (list(table.columns) if fam == CELL else []) if table is not None else []
    return {str(k).strip().lower() for k in keys}


def shared_name(fig: Figure, text: str, start: int, end: int, title: str, names: Iterable[object] = (),
                families: dict[str, str] | None = None) -> tuple[str, str] | None:
    """A name the claim uses (``names``, or one written in its span) that a panel of another family also carries,
    and that panel's title; None when there is none."""
    families = families if families is not None else _panel_families(fig)
    own = families.get(title)
    panel = next((p for p in fig.panels if p.title == title), None)
    if own is None or panel is None:
        return None
    mine = _names(panel, own)
    span = text[start:end].lower()
    used = {str(n).strip().lower() for n in names if n is not None} | {n for n in mine if _written(n, span)}
    for other in fig.panels:
        fam = families.get(other.title)
        if fam is None or fam == own:
            continue
        both = sorted(used & mine & _names(other, fam))
        if both:
            return both[0], other.title
    return None


def _written(name: str, span: str) -> bool:
    return bool(name) and re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", span) is not None


_NOUN = {CURVE: "curve", CELL: "heatmap", BAR: "bar"}


def kind_doubt(fig: Figure, text: str, start: int, end: int, title: str | None, names: Iterable[object] = (),
               named_panel: bool = False) -> str | None:
    """Why a verdict reached on panel ``title`` is not certain of its subject's kind, or None when it may stand.
    ``named_panel``: the description put the claim in that panel (its heading or lead-in names it)."""
    if title is None or not mixed(fig):
        return None
    families = _panel_families(fig)
    own = families.get(title)
    if own is None:
        return None
    said = spoken(fig, text, start, end, families)
    if said and own not in said:
        kinds = " and ".join(sorted(_NOUN[f] for f in said))
        return f"kind: the sentence speaks of a {kinds} panel, and the check read the {_NOUN[own]} panel {title!r}"
    if said or named_panel:
        return None
    shared = shared_name(fig, text, start, end, title, names, families)
    if shared is None:
        return None
    name, other = shared
    return (f"kind: {name!r} names both a {_NOUN[own]} of panel {title!r} and a {_NOUN[families[other]]} of panel "
            f"{other!r}; the sentence does not say which")


def allowed_panels(fig: Figure, text: str, start: int, end: int) -> set[str] | None:
    """The titles of the panels whose family the claim's words name, in a figure of mixed panels; None when every
    panel may be meant."""
    if not mixed(fig):
        return None
    families = _panel_families(fig)
    said = spoken(fig, text, start, end, families)
    return {t for t, f in families.items() if f in said} if said else None


_DATA_KINDS = frozenset({"value", "extremum", "trend", "comparison", "range"})


def place_by_kind(figure: Figure, text: str, claims: Sequence) -> None:
    """In place: a claim about a panel's data that names no panel, in a figure of mixed panels, is put in the one
    panel holding data of the kind its words name ("the 0-9 curve peaks at 620" beside heatmaps: the line panel)."""
    if not mixed(figure):
        return
    for c in claims:
        if c.kind not in _DATA_KINDS or c.panel is not None or c.panels or c.open_panel:
            continue
        kinds = allowed_panels(figure, text, c.start, c.end)
        if kinds is not None and len(kinds) == 1:
            c.panel = next(iter(kinds))


def mark_panel_kinds(ctx: VerifyContext, claims: Sequence, verdicts: Sequence[ClaimVerdict],
                     spans: Sequence[tuple[int, int]]) -> list[ClaimVerdict]:
    """The verdicts with each one about a panel's data, reached on a panel of another kind than the sentence
    names, or on a name two kinds of panel carry, made unverifiable (``kind_doubt``)."""
    if not mixed(ctx.figure):
        return list(verdicts)
    out = list(verdicts)
    for i, (c, v) in enumerate(zip(claims, verdicts, strict=True)):
        if v.verdict == "unverifiable" and v.kind in _DATA_KINDS and v.panel is None and c.panel is None:
            out[i] = _typed_unclear(ctx, v)
        if v.verdict == "unverifiable" or v.kind not in _DATA_KINDS or v.error_type == "nonsense":
            continue
        why = kind_doubt(ctx.figure, ctx.text, v.start, v.end, v.panel, (v.row, v.column),
                         named_panel=bool(c.panel) and c.panel == v.panel)
        if why is None:
            continue
        said = f"; the check found: {v.reason}" if v.reason else ""
        out[i] = v.model_copy(update={"verdict": "unverifiable", "error_type": None,
                                      "reason": f"not certain of its subject ({why}){said}"})
    return out


def _typed_unclear(ctx: VerifyContext, v: ClaimVerdict) -> ClaimVerdict:
    """``v`` (unverifiable, in no panel) with the kind doubt in its reason where its sentence names no kind and its
    span writes a name that panels of two kinds carry."""
    fig, text = ctx.figure, ctx.text
    families = _panel_families(fig)
    lo, hi = _sentence(text, v.start, v.end)
    if spoken(fig, text, v.start, v.end, families):
        return v
    for title in families:
        shared = shared_name(fig, text, lo, hi, title, (), families)
        if shared is not None:
            name, other = shared
            why = (f"kind: {name!r} names both a {_NOUN[families[title]]} of panel {title!r} and a "
                   f"{_NOUN[families[other]]} of panel {other!r}; the sentence does not say which")
            return v.model_copy(update={"reason": f"{why}; {v.reason}" if v.reason else why})
    return v


__all__ = ["place_by_kind", "spoken", "kind_doubt", "allowed_panels", "mark_panel_kinds", "shared_name", "family"]
