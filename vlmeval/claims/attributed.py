"""Outside knowledge stated as shown: a sentence that says the figure itself notes, states, identifies or
indicates something ("The figure notes that the 2008 meeting was co-located with COLT and UAI", "As indicated in
the figure, the value is the Luttinger-liquid prediction", "the points, which the figure identifies as Kepler
candidates, ...").

Such a sentence is a claim about what the figure prints. It is read only where it names something: a
capitalised name (or a hyphenated term of one) that the sentence does not take from the figure. Whether the
figure prints that name is judged by ``verify.ungrounded`` (form "attributed") against every name the record
holds: a name none of them has is outside knowledge presented as shown (a hallucination); a sentence that
names nothing, or only the figure's own names, gives no claim that can be contradicted. "The figure shows that"
is not an attribution of this kind: it introduces a reading of the data, which the other extractors judge.
"""

from __future__ import annotations

import re
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claimtypes import UngroundedStatement

_NOUN = r"(?:figure|plot|chart|graph|image|caption|legend|panel|annotation|label)"
# "the figure notes/states/... (that)", "as indicated in the figure", "which the figure identifies as"
ATTRIBUTION_RE = re.compile(
    rf"\b(?:the\s+{_NOUN}\s+(?:explicitly\s+|also\s+)?(?:notes|states|identifies|indicates|says|mentions|explains|"
    rf"attributes|reports|names|specifies|labels)\b|"
    rf"\bas\s+(?:indicated|noted|stated|identified|labell?ed|marked|explained|mentioned|specified)\s+(?:in|by|on)\s+"
    rf"the\s+{_NOUN}\b)", re.I)
CUES = ("notes", "states", "identifies", "indicate", "says", "mentions", "explain", "attributes", "reports",
         "names", "specifies", "label", "noted", "stated", "identified", "marked", "mentioned", "specified")
# a capitalised word (with its hyphenated tail: "Luttinger-liquid") or an all-caps acronym of two letters or more
_NAME = re.compile(r"(?<![\w-])(?:[A-Z][a-z]+(?:-[A-Za-z]+)*|[A-Z]{2,}[a-z]?)(?![\w-])")
_SENTENCE_WORDS = frozenset({"the", "as", "this", "these", "that", "it", "its", "in", "a", "an", "figure", "plot",
                             "chart", "graph", "image", "panel", "legend", "caption", "which", "all", "both", "each",
                             "main", "left", "right", "top", "bottom", "inset"})


def attributed_names(sentence: str) -> list[tuple[int, int]]:
    """Spans of the names a sentence with an attribution phrase states, outside the phrase; none without one."""
    phrase = ATTRIBUTION_RE.search(sentence)
    if phrase is None:
        return []
    out = []
    for m in _NAME.finditer(sentence):
        if phrase.start() <= m.start() < phrase.end() or m.group().lower() in _SENTENCE_WORDS:
            continue
        out.append(m.span())
    return out


def extract_attributed(doc: Document, lower: str | None, sentences: list[tuple[int, int]]) -> Iterator[Claim]:
    """One claim per sentence that attributes names to the figure (see the module doc)."""
    if lower is not None and not any(c in lower for c in CUES):
        return
    text = doc.text
    for start, end in sentences:
        spans = attributed_names(text[start:end])
        if not spans:
            continue
        yield Claim(kind="ungrounded", start=start, end=end, stated=text[start:end],
                    payload=UngroundedStatement("attributed", text[start:end]), source="ungrounded")


def names_attributed(sentence: str) -> list[str]:
    """The names an attributing sentence states (``attributed_names``), as written."""
    return [sentence[a:b] for a, b in attributed_names(sentence)]
