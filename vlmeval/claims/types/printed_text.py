"""Outside knowledge stated as printed: a sentence saying the figure's own text (a label, an annotation, the
colour bar, the inset) states or names something ("As labelled in the figure, the dashed lines mark the onset
and the saturation", "which the colorbar identifies as young clusters", "As the inset's annotation states, the
drop comes from finite-size effects"), where the figure prints none of it.

``claims.types.ungrounded`` (form ``attributed``) reads such sentences when they name a capitalised name the record
lacks; this reader takes the words of what the phrase attributes (the clause after "As labelled in the
figure,", the words after "identifies ... as"), leaving out words about how the chart is drawn (lines, points,
axis, colours) and common words. Judged against the text the record holds as printed (titles, axis labels and
units, series and category names, the figure's other marks, the text read inside each plot, ``Panel.texts``):
outside knowledge when at least two such words are stated and the record prints none of them; unverifiable when
the record declares an annotation it did not read (the text may be there), or when one of the words is printed.

Two more phrases attribute a reading to the figure and state names with it: "As the figure shows, the fit averages
samples drawn with DNest4", "..., as the figure shows for this CRIU-based migration", "the two largest points are
labelled as the Wikipedia talk and Stack Overflow networks". A reading of the data needs no printed text, so only
the names of the clause count here (capitalised past its first word, acronyms, "helium-4"): outside knowledge when
the figure prints none of them. The paper's title (``Source.title``) is not printed in its figure: its words are
what a model that knows the paper states, so they ground nothing."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator, Sequence

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import prose_sentences
from vlmeval.claims.near_words import folded
from vlmeval.claims.cues import cues_of
from vlmeval.claims.types.ungrounded import attributed_names, printed_words
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.schema import Figure
from vlmeval.verify import Outcome, VerifyContext, contradicted, unverifiable

_PART = r"(?:figure|plot|chart|graph|inset|panel|colou?r\s?-?bar|colou?r\s+scale|legend|annotation|label|caption|key)"
_TEXT = r"(?:annotation|label|caption|text|legend|title|key)"
# "As labelled in the figure, <clause>", "as the inset's annotation states, <clause>", "as annotated on the plot"
# ("as the figure shows", "as noted in the plot" introduce a reading of the data, not printed text: not read)
# the verbs of each phrase, one word list each: the patterns join them and the extractor's cues are their words
_ATTRIBUTING = ("labelled", "labeled", "annotated", "printed", "written", "stated")  # "as labelled in the figure"
_SAYING = ("states", "says", "reads", "notes", "indicates", "shows")  # "as the legend states"
_PART_SAYING = _SAYING[:3]  # "as the figure states" (a part that "shows" introduces a reading, _SHOWS)
_IDENTIFYING = ("identifies", "labels", "names", "marks", "lists", "designates")  # "which the legend identifies as"
_SHOWING = ("shows", "illustrates", "demonstrates", "confirms", "reveals", "depicts")  # "as the figure shows"
_CALLED = ("labelled", "labeled", "marked", "named", "annotated", "identified")  # "are labelled as"
_AS = re.compile(rf"\bas\s+(?:(?:{'|'.join(_ATTRIBUTING)})\s+(?:in|on|by)\s+the\s+{_PART}"
                 rf"|the\s+(?:{_PART}(?:['’]s)?\s+)?{_TEXT}\s+(?:{'|'.join(_SAYING)})"
                 rf"|the\s+{_PART}\s+(?:{'|'.join(_PART_SAYING)}))\b\s*,?", re.I)
# "which the colorbar identifies as <words>", "that the legend labels as <words>"
_IDENTIFIES = re.compile(rf"\b(?:which|that|whom)\s+the\s+{_PART}(?:['’]s)?(?:\s+{_TEXT})?\s+"
                         rf"(?:{'|'.join(_IDENTIFYING)})\s+(?:them\s+|it\s+)?as\b", re.I)
_CLAUSE_END = re.compile(r"[;:()]|,(?!\d{3})|\s[—–-]\s|\.(?!\d)", re.I)
# a lower-case word, a capitalised name ("Kuiper") or an acronym ("TCP", "DNest4")
_WORD = re.compile(r"(?<![\w-])(?:[A-Za-z][a-z-]{3,}|[A-Z]{2,}[a-z0-9]*|[A-Z][a-z]+\d+)(?![\w-])")
# "As the figure shows, the fit averages samples drawn with DNest4", "..., as the figure shows for this CRIU-based
# migration", "the Mott transition, which the plot shows at 0.05", "the two largest points are labelled as the
# Wikipedia talk network": a reading attributed to the figure, which states as shown the names (``TERM``) the clause
# holds ("The chart shows that Harbin sales rise" is a reading of the data, judged by the data claims)
_SHOWS = re.compile(rf"\b(?:as|(?P<which>which|that))\s+the\s+{_PART}\s+(?:{'|'.join(_SHOWING)})"
                    rf"\b|\b(?:is|are|was|were)\s+(?:{'|'.join(_CALLED)})\s+as\b", re.I)
# a name: capitalised past the clause's first word ("Kosterlitz–Thouless", "CRIU-based"), an acronym or a word
# with capitals inside ("DNest4", "GPyTorch"), "helium-4"
TERM = re.compile(r"(?<![\w-])(?:[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][a-z]+(?:[-–][A-Za-z]+)*|[A-Z]{2,}[a-z0-9]*(?:-[a-z]+)?|[A-Z][a-z]+\d+|"
                  r"[a-z]+-\d+)(?![\w-])")
# words about how a chart is drawn or read, and common words: no printed text is needed for them
_DRAWN = frozenset("""
line lines curve curves point points marker markers symbol symbols star stars circle circles square squares
triangle triangles cross crosses dot dots bar bars bin bins band bands shade shaded shading area areas
region regions grey gray black white blue green orange purple pink brown yellow teal cyan magenta dark light
pale vertical horizontal dashed dotted solid thin thick open filled hollow axis axes tick ticks value values
data left right upper lower middle centre center side edge edges near above below between around along across
figure plot chart graph panel panels inset colorbar colourbar colour color scale legend annotation label labels
labelled labeled mark marks marked show shows shown indicate indicates indicated state states stated note notes
from with into onto over under that this these those their they them there which where when while than then
each every both some most more less much many very also only just same other such about approximately roughly
have has been being were will would could should come comes came used uses using make makes made give gives
high higher highest lows lower lowest large larger small smaller first second third last part parts group groups
increase increases increasing decrease decreases decreasing rise rises rising fall falls falling drop drops grow
grows growing decline declines peak peaks after before level levels trend trends range ranges
""".split())
_MIN_WORDS = 2


@dataclass(frozen=True, slots=True)
class PrintedStatement:
    """What a sentence says the figure prints: the ``words`` (lower case) of the attributed clause."""
    words: tuple[str, ...]


def attributed_clause(sentence: str) -> tuple[int, int] | None:
    """(start, end) in ``sentence`` of what an "as labelled in the figure" or "which the colorbar identifies as"
    phrase attributes to the figure's text; None without such a phrase."""
    m = _IDENTIFIES.search(sentence)
    if m is not None:
        end = next((b.start() for b in _CLAUSE_END.finditer(sentence, m.end())), len(sentence))
        return m.end(), end
    m = _AS.search(sentence)
    if m is None:
        return None
    # "As labelled in the figure, <clause>." reads on to the sentence's end; "X, as labelled in the figure": X
    if re.fullmatch(r"[\W\d]*", sentence[:m.start()]):
        return m.end(), len(sentence)
    before = len(sentence[:m.start()].rstrip(" ,"))  # "X, as labelled in the figure": X, not the comma before it
    start = max((b.end() for b in _CLAUSE_END.finditer(sentence, 0, before)), default=0)
    return start, before


def content_words(text: str) -> tuple[str, ...]:
    """The words of ``text`` (lower-cased) that need printed text to be read from a figure (not drawing words)."""
    words = (w.lower() for w in _WORD.findall(text))
    return tuple(dict.fromkeys(w for w in words if w not in _DRAWN and w.rstrip("s") not in _DRAWN))


def shown_terms(sentence: str) -> tuple[tuple[str, ...], int, int]:
    """The names (lower-cased) of what a sentence attributes to the figure with "as the figure shows" or "are
    labelled as": the clause after the phrase (to the sentence's end), else the one before it; with the (start,
    end) of the phrase and that clause. ((), 0, 0) without such a phrase."""
    m = _SHOWS.search(sentence)
    if m is None:
        return (), 0, 0
    lo = len(sentence) - len(sentence[m.end():].lstrip(" ,"))
    hi = next((e.start() + 1 for e in re.finditer(r"\.\s", sentence[lo:])), len(sentence) - lo) + lo
    if not re.search(r"[A-Za-z]{3}", sentence[lo:hi]) or m.group("which"):
        hi = len(sentence[:m.start()].rstrip(" ,"))
        lo = max((b.end() for b in _CLAUSE_END.finditer(sentence, 0, hi)), default=0)
    clause = sentence[lo:hi]
    first = re.match(r"\W*\w*", clause).end()  # a capitalised first word is capitalised as the first word
    terms = tuple(dict.fromkeys(t.group().lower() for t in TERM.finditer(clause)
                                if t.end() > first or not t.group()[1:].islower()))
    return terms, min(lo, m.start()), max(hi, m.end())


# Every match of _AS, _IDENTIFIES and _SHOWS (the phrases a claim here comes from) holds, in lower case, a word of
# the figure's parts or text (_PART, _TEXT, a participle of "are labelled as") and one of their verbs (the phrases'
# own word lists). In an ASCII sentence re.I matches a letter only as its own two cases, so a sentence whose
# lower-cased text lacks either holds none of the phrases and yields nothing: two ``str.find`` runs instead of five case-insensitive searches tried at
# every position (tests/claims/types/test_printed_text_gate.py)
_PART_WORDS = ("figure", "plot", "chart", "graph", "inset", "panel", "colo", "legend", "annotat", "label", "caption", "key",
               "text", "title", "marked", "named", "identified")
_VERB_WORDS = tuple(dict.fromkeys(_ATTRIBUTING + _SAYING + _IDENTIFYING + _SHOWING + _CALLED))


def may_attribute(sentence: str) -> bool:
    """Whether ``sentence`` may hold one of the phrases a claim here comes from (False only where it holds none)."""
    low = folded(sentence)  # lower case, with what re.I reads as an ASCII letter folded to it
    if low is None:
        return True
    return any(w in low for w in _PART_WORDS) and any(w in low for w in _VERB_WORDS)


def extract_printed_text(doc: Document) -> Iterator[Claim]:
    text = doc.text
    for start, end in prose_sentences(doc):
        sentence = text[start:end]
        if not may_attribute(sentence):
            continue
        clause = attributed_clause(sentence)
        words = content_words(sentence[clause[0]:clause[1]]) if clause is not None else ()
        if len(words) >= _MIN_WORDS:
            if not attributed_names(sentence):  # a capitalised name is judged by ``ungrounded`` (form attributed)
                yield Claim(kind="ungrounded", start=start, end=end, stated=sentence, source="printed text",
                            payload=PrintedStatement(words))
            continue
        terms, lo, hi = shown_terms(sentence)  # no printed text named, but names stated as shown
        if terms and (clause is None or len(terms) >= _MIN_WORDS) and not attributed_names(sentence):
            yield Claim(kind="ungrounded", start=start + lo, end=start + hi, stated=sentence[lo:hi],
                        source="printed text", payload=PrintedStatement(terms))


extract_printed_text.cues = cues_of(_ATTRIBUTING, _SAYING, _IDENTIFYING, _SHOWING, _CALLED)  # each phrase needs one


def may_print(fig: Figure, words: Sequence[str]) -> str | None:
    """Why the figure may print one of ``words`` (lower case): an annotation its record left unread, or a word the
    record holds as printed (its names, other marks and plot texts); None when it certainly prints none of them (a
    record whose reader read the plots' texts declares no annotation unread)."""
    if any(u.kind == "annotation" for p in fig.panels for u in (p.unread or ())):
        return "the record leaves an annotation of the figure unread"
    printed = printed_words(fig)
    held = [w for w in words if re.search(rf"(?<!\w){re.escape(w.rstrip('s'))}", printed)]
    return f"the figure prints {held[0]!r}" if held else None


def verify_printed_text(claim: Claim, ctx: VerifyContext) -> Outcome:
    why = may_print(ctx.figure, claim.payload.words)
    if why is not None:
        return unverifiable(why)
    return contradicted("hallucination", None, "stated as printed in the figure, but the figure prints none of "
                        f"{', '.join(claim.payload.words[:4])}")


ENTRY = TypeEntry(extract_printed_text, payloads=(("ungrounded", PrintedStatement, verify_printed_text),))
