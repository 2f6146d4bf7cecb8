"""A text quoted as printed on the figure that the figure does not print: an annotation, a label beside a line or
a region ('"T = 0.5 K" printed beneath it', 'a dotted line at 0.02 labelled "threshold"', 'a boxed note reads
"fit region"'), scored as a ``label`` claim (target ``part``) with the error type ``hallucination``.

Read where a sentence quotes a text holding a letter and says it is printed there (annotation, annotated,
printed, labelled, label, reads, text, written), and speaks of no axis, title, legend, colour bar or tick (those
quotes are the axis and legend readers', judged against their own part). The record enumerates what a figure
prints: its titles, axis labels, series and category names, fit and curve names, colour-bar label, other marks and
the text read inside each plot (``Panel.texts``). A quote is invented only where that enumeration is complete (every
panel's texts read, no panel leaving an annotation, inset, image or other part unread) and the quote resembles
none of its items: no item holds it, and none matches any stretch of it closely (a partial match scores under
``RESEMBLES``), so a text read in other words ("N_G" for "Ns", "PM" for "P M", a line broken in two) is never
called invented. Only such quotes become claims: one the figure prints, or may print, is left to the other readers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from rapidfuzz import fuzz

from vlmeval.claims import Claim, Document
from vlmeval.claims.cues import declare_cues
from vlmeval.claims.types.ungrounded import printed_words
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.schema import Figure
from vlmeval.verify import Outcome, VerifyContext, contradicted, unverifiable
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class QuotedText:
    """A text quoted as printed on the figure."""
    text: str


_QUOTE = lazy_compile(r"[\"“](?P<q>[^\"“”\n]{1,60})[\"”]")
_PRINTED = lazy_compile(r"\b(?:annotat\w*|printed|label(?:l?ed|s)?|reads?|text|written)\b", re.I)
# quotes of an axis, title, legend, colour bar or tick: the label and legend readers judge them against their part
_OTHER_PART = lazy_compile(r"\b(?:axis|axes|title|legend|colou?r[\s-]?bar|colou?r\s+scale|colou?r\s+key|ticks?|key)\b",
                           re.I)
_LETTER = lazy_compile(r"[^\W\d_]")
_UNREAD_TEXT = frozenset({"annotation", "inset", "image", "other"})  # unread parts that may print a text
RESEMBLES = 60  # a partial match this close to one of the figure's printed texts may be that text, read loosely


def _fold(text: str) -> str:
    """A text as compared: lower case, without spaces, brackets, braces and TeX marks, minus signs as hyphens."""
    return re.sub(r"[\s_{}$\\^*()\[\]]+", "", text.lower()).replace("−", "-")


def _printed_items(fig: Figure) -> list[str]:
    """Each text the record says the figure prints, folded."""
    items = printed_words(fig).split(" | ")
    for p in fig.panels:
        items += [c.name for c in p.curves or ()] + ([p.fit.label] if p.fit is not None and p.fit.label else [])
        items += [p.colorbar.label] if p.colorbar is not None and p.colorbar.label else []
        items += [p.data.legend_title] if p.data is not None and p.data.legend_title else []
    return [f for f in (_fold(i) for i in items) if f]


def texts_complete(fig: Figure) -> bool:
    """Whether the record holds every text printed inside the figure's plots: each panel's read, none left unread."""
    return bool(fig.panels) and all(p.texts is not None and not any(u.kind in _UNREAD_TEXT for u in p.unread or ())
                                    for p in fig.panels)


def resembles_printed(quote: str, items: list[str]) -> bool:
    """Whether ``quote`` is, or may be read loosely as, one of the printed ``items``."""
    q = _fold(quote)
    return any(q in i for i in items) or any(fuzz.partial_ratio(q, i) >= RESEMBLES for i in items)


def extract_quoted_texts(doc: Document) -> Iterator[Claim]:
    """Each text quoted as printed that the figure, whose printed texts the record holds in full, does not print."""
    if not texts_complete(doc.figure):
        return
    items: list[str] | None = None
    for line in doc.lines:
        if line.heading or not any(q in line.text for q in "\"“"):
            continue
        for s, e in line.sentence_spans:
            sentence = line.text[s:e]
            if not _PRINTED.search(sentence) or _OTHER_PART.search(sentence):
                continue
            for m in _QUOTE.finditer(sentence):
                quote = m.group("q").strip()
                start, end = line.start + s + m.start(), line.start + s + m.end()
                if not _LETTER.search(quote) or doc.is_taken(start, end):
                    continue
                items = _printed_items(doc.figure) if items is None else items
                if not resembles_printed(quote, items):
                    yield Claim("label", start, end, stated=quote, panel=line.panel, target="part",
                                source="quoted text", payload=QuotedText(quote))


extract_quoted_texts.cues = declare_cues(("annotation", "annotated", "printed", "labelled", "labeled", "label",
                                          "labels", "reads", "read", "text", "written"))


def verify_quoted_text(claim: Claim, ctx: VerifyContext) -> Outcome:
    fig = ctx.figure
    if texts_complete(fig) and not resembles_printed(claim.payload.text, _printed_items(fig)):
        return contradicted("hallucination", None, f"the figure prints no {claim.payload.text!r}: the record holds "
                                                   "every text printed in its plots")
    return unverifiable("the figure may print this text")


ENTRY = TypeEntry(extract_quoted_texts, payloads=(("label", QuotedText, verify_quoted_text),))
