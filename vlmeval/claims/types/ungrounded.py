"""Ungrounded content: statements a chart cannot support, whatever its data.

A chart shows values; it cannot show why they moved, what they will do after its last point, or how they
compare with a benchmark it does not plot. Three forms are claims of kind ``ungrounded``, checked by
``verify_ungrounded`` below:

| form (``payload.form``) | examples | grounded when |
|---|---|---|
| cause | "fell in 2020 due to the pandemic", "the rise was driven by exports" (a cause of a movement the sentence states before it: "infections caused by one person" is a definition, not a cause; "the trends cannot be determined due to the missing labels" explains the reading, not a movement) | the cause is one of the figure's names (a category "Assault, lost productivity" grounds "due to lost productivity") |
| forecast | "is expected to reach 90 by 2030", "will continue to grow" (a number, a year or a direction after the verb: "the chart will be updated" is none) | the year named is one of the chart's (Statista charts plot forecasts: 2025*) |
| outside benchmark | "above the global average", "than the national average" | the benchmark is one of the figure's names |

A hedge ("may be due to", "possibly driven by", "likely") does not make an explanation grounded: hedged or
not, a cause, forecast or benchmark the chart cannot show is a claim (the policy and its evidence:
``claims.speculation``, which also reads causes of the movement the sentence before states).

Two more forms: **attributed**, outside knowledge stated as shown, a sentence that says the figure itself notes,
states, identifies or indicates something ("The figure notes that the 2008 meeting was co-located with COLT and
UAI", "As indicated in the figure, the value is the Luttinger-liquid prediction"). It is read only where it names
something: a capitalised name (or a hyphenated term of one) that the sentence does not take from the figure; a
name none of the record's names has is outside knowledge presented as shown (a hallucination), a sentence that
names nothing, or only the figure's own names, gives no claim that can be contradicted. "The figure shows that"
is not an attribution of this kind: it introduces a reading of the data, which the other extractors judge; "shown in
the figure" is ("the Kosterlitz-Thouless transition shown in the figure"), for the names of the clause holding it
("As shown in the plot, the runs used the Aziz potential": the clause after it; "..., consistent with X": not X). And
**series**, a series the chart does not plot (``claims.types.unplotted_series``).

Verdict: ``contradicted`` with error type ``hallucination`` (content the figure does not have), reason saying
which form; the contradicted claims of this type are also counted on their own (``counted_as``:
``counts["ungrounded"]`` in the scorecard). Unverifiable instead when the figure does hold it after all: a cause
that is one of the figure's names, a forecast whose years the chart plots, a benchmark the figure names.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Iterator, Literal

from rapidfuzz import fuzz

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import prose_sentences, vocabulary
from vlmeval.claims.cues import cues_of, declare_cues, starts_holding
from vlmeval.claims.speculation import refers_back
from vlmeval.claims.text import keyword_re
from vlmeval.claims.types.label_parts import declared_entries
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.groundtruth.facts import derived
from vlmeval.groundtruth.schema import Figure
from vlmeval.groundtruth.series_facts import is_date_key, key_span
from vlmeval.verify import Outcome, VerifyContext, contradicted, unverifiable
from vlmeval.dates import YEAR
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class UngroundedStatement:
    """The payload of an ``ungrounded`` claim: its form, the words it states and the years a forecast names."""

    form: Literal["cause", "forecast", "benchmark", "series", "attributed"]  # series: one the chart does not plot;
    stated: str  # attributed: the sentence saying the figure prints names (claims.attributed)
    years: tuple[int, ...] = ()


_NOUN = r"(?:figure|plot|chart|graph|image|caption|legend|panel|annotation|label)"
# what a figure prints its words in, after "the", perhaps with a word before it: "the axis note", "the subtitle",
# "the figure title" (ATTRIBUTION_RE)
_PRINTED = r"(?:[\w-]+\s+)?(?:figure|plot|chart|graph|image|caption|legend|panel|annotation|label|subtitle|title|" \
           r"note|footnote|key)"
# the verbs of an attribution, one word list each: the patterns join them and their words are ATTRIBUTED_CUES
_NOUN_SAYS = ("notes", "states", "identifies", "indicates", "says", "mentions", "explains", "attributes", "reports",
              "names", "specifies", "labels")  # "the figure notes (that)"
_AS_SAID = ("indicated", "noted", "stated", "identified", "labelled", "labeled", "marked", "explained", "mentioned",
            "specified")  # "as indicated in the figure"
_SHOWN = ("shown", "depicted", "displayed", "illustrated", "plotted", "drawn", "marked")  # "shown in the figure"
# "the figure notes/states/... (that)", "as the axis note states", "as indicated in the figure", "as noted beside
# the legend", "which the figure identifies as"
ATTRIBUTION_RE = lazy_compile(
    rf"\b(?:the\s+{_PRINTED}\s+(?:explicitly\s+|also\s+)?(?:{'|'.join(_NOUN_SAYS)})\b|"
    rf"\bas\s+(?:{'|'.join(_AS_SAID)})\s+(?:in|by|on|under|below|above|beside|next\s+to|near)\s+"
    rf"the\s+{_PRINTED}\b)", re.I)
# "the Kosterlitz-Thouless transition shown in the figure", "As shown in the plot, the runs used the Aziz potential":
# what the clause holding the phrase names is stated as shown (a later clause, "consistent with ...", is not)
SHOWN_RE = lazy_compile(rf"\b(?:{'|'.join(_SHOWN)})\s+(?:in|on|by)\s+the\s+{_NOUN}s?\b", re.I)
_CLAUSE_BREAK = lazy_compile(r"[,;:()]|\s[—–-]\s|\b(?:consistent\s+with|suggesting|indicating|implying|which|while|"
                             r"whereas|but|because|since|likely|possibly|probably)\b", re.I)
_LEADING = lazy_compile(r"^[\s*#>\-•\d.)]*(?:\*\*[^*]*\*\*:?\s*)?")  # list marks and a bold lead-in before the words
ATTRIBUTED_CUES = cues_of(_NOUN_SAYS, _AS_SAID, _SHOWN)  # every match of ATTRIBUTION_RE and SHOWN_RE holds one
# a capitalised word (with its hyphenated tail: "Luttinger-liquid") or an all-caps acronym of two letters or more
_NAME = lazy_compile(r"(?<![\w-])(?:[A-Z][a-z]+(?:-[A-Za-z]+)*|[A-Z]{2,}[a-z]?)(?![\w-])")
_SENTENCE_WORDS = frozenset({"the", "as", "this", "these", "that", "it", "its", "in", "a", "an", "figure", "plot",
                             "chart", "graph", "image", "panel", "legend", "caption", "which", "all", "both", "each",
                             "main", "left", "right", "top", "bottom", "inset"})


def attributed_names(sentence: str) -> list[tuple[int, int]]:
    """Spans of the names a sentence with an attribution phrase states, outside the phrase; none without one.
    With "shown in the figure" only the clause holding it (the one after a leading "As shown in the figure,")."""
    phrase = ATTRIBUTION_RE.search(sentence)
    lo, hi, first = 0, len(sentence), -1
    if phrase is None:
        phrase = SHOWN_RE.search(sentence)
        if phrase is None:
            return []
        lo, hi = _shown_clause(sentence, phrase)
        first = _LEADING.match(sentence).end()  # a capitalised first word is capitalised as the first word
    out = []
    for m in _NAME.finditer(sentence, lo, hi):
        if phrase.start() <= m.start() < phrase.end() or m.group().lower() in _SENTENCE_WORDS:
            continue
        if m.start() == first and "-" not in m.group() and not m.group().isupper():
            continue
        out.append(m.span())
    return out


def _shown_clause(sentence: str, phrase: re.Match) -> tuple[int, int]:
    """(start, end) of the clause a "shown in the figure" phrase states as shown."""
    lead = re.match(r"\W*as\s*$", sentence[:phrase.start()], re.I)
    if lead is not None:  # "As shown in the figure, <the clause>"
        comma = sentence.find(",", phrase.end())
        start = comma + 1 if 0 <= comma - phrase.end() <= 3 else phrase.end()
        end = next((b.start() for b in _CLAUSE_BREAK.finditer(sentence, start)), len(sentence))
        return start, end
    start = max((b.end() for b in _CLAUSE_BREAK.finditer(sentence, 0, phrase.start())), default=0)
    end = next((b.start() for b in _CLAUSE_BREAK.finditer(sentence, phrase.end())), len(sentence))
    return start, end


def extract_attributed(doc: Document, sentences: list[tuple[int, int]]) -> Iterator[Claim]:
    """One claim per sentence of ``sentences`` (those holding one of ATTRIBUTED_CUES) that attributes names to
    the figure (see the module doc)."""
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


# CAUSE_RE, FORECAST_RE, CHANGE_RE and READING_RE behind a look-ahead for the first characters of their words
# (``keyword_re``: the same matches, found several times faster)
CAUSE_RE = keyword_re(r"\b(?:due\s+to|because(?:\s+of)?|as\s+a\s+(?:direct\s+)?(?:result|consequence)\s+of|driven\s+by|thanks\s+to|"
                      r"owing\s+to|caused\s+by|attributed\s+to|fu(?:el|ell)ed\s+by|on\s+account\s+of|in\s+response\s+to|"
                      r"(?:as|was|were)\s+(?:a\s+)?result(?:ed)?\s+(?:of|from))\s+(?P<cause>[^,;.]{3,80})", "dbatocfiw")
# "X, which explains the growth of run time": X, the clause before, is given as the cause of a movement. Only
# unhedged ("which may reflect changes in ..." is an interpretation a careful writer offers, not a fact stated)
EXPLAINS_RE = lazy_compile(r",\s*which\s+(?:explains|accounts\s+for|is\s+(?:the\s+reason\s+)?why)\s+(?:why\s+)?(?P<what>[^,;.]{3,80})", re.I)
_FORECAST_VERBS = ("expected", "projected", "forecast", "forecasted", "predicted", "set", "anticipated")  # "is ~ to"
FORECAST_RE = keyword_re(rf"\b(?:(?:is|are)\s+(?:{'|'.join(_FORECAST_VERBS)})\s+to|"
                         r"will\s+(?:likely\s+)?(?:continue|reach|rise|increase|decrease|grow|fall|decline|be|remain|exceed|"
                         r"surpass|double|amount))\b", "iaw")
# a match starts with "the" or its first word (``keyword_re``: the same matches, found faster)
_BENCHMARK_WORDS = ("average", "median")
BENCHMARK_RE = keyword_re(rf"\b(?:the\s+)?(?P<bench>(?:global|world(?:wide)?|national|international|country's|regional|"
                          rf"EU|European|OECD|U\.?S\.?|state)\s+(?:\w+\s+){{0,2}}?(?:{'|'.join(_BENCHMARK_WORDS)}))\b", "tgwnicreous")
CHANGE_RE = keyword_re(r"\b(?:increas|decreas|ris[ei]|rose|grow|grew|growth|declin|fell|fall|drop|dip|jump|surg|spike|"
                       r"peak|plung|climb|soar|slump|fluctuat|improv|worsen|recover|boost|gain|loss|lost|reduc|change|shift|"
                       r"high|low|trend)\w*", "idrgfjspcwblht")
# a predicate about reading the chart: a cause after it explains why something cannot be read, not a movement
READING_RE = keyword_re(r"\b(?:can(?:not|'t|\s+not)|could(?:\s+not|n't)|unable|impossible|(?:difficult|hard)\s+to|"
                        r"not\s+(?:be\s+)?(?:possible|clear|precise|exact|legible|visible)|unclear|illegible)\b", "cuidhn")
_YEAR = lazy_compile(rf"\b{YEAR}\b")
# a word every match of each pattern holds (lower-cased): a sentence without one is not read by the pattern
_CAUSE_CUES = ("due", "because", "result", "consequence", "driven", "thanks", "owing", "caused", "attributed", "fuel",
               "account", "response")
_EXPLAINS_CUES = ("explains", "accounts", "why")
_FORECAST_CUES = cues_of(("will",), _FORECAST_VERBS)  # "forecasted" holds "forecast"
_BENCHMARK_CUES = cues_of(_BENCHMARK_WORDS)


def extract_ungrounded_claims(doc: Document) -> Iterator[Claim]:
    """Extractor: causes, forecasts and outside benchmarks in prose (see the module doc)."""

    text = doc.text
    sentences = list(prose_sentences(doc))
    # outside knowledge stated as shown (form attributed), read in the sentences holding an attribution word (every
    # match of ATTRIBUTION_RE and SHOWN_RE holds one of ATTRIBUTED_CUES), as the cue index finds them in any text
    attributed_at = starts_holding(doc, ATTRIBUTED_CUES)
    yield from extract_attributed(doc, [(s, e) for s, e in sentences if s in attributed_at])
    # each pattern reads only the sentences that hold one of its cues (claims.cues: every sentence outside ASCII)
    cause_at, explains_at, forecast_at, bench_at = (starts_holding(doc, cues) for cues in (
        _CAUSE_CUES, _EXPLAINS_CUES, _FORECAST_CUES, _BENCHMARK_CUES))
    if not (cause_at or explains_at or forecast_at or bench_at):
        return
    for start, end in sentences:
        if start in cause_at:
            yield from _causes(text, start, end, _interpreting(doc, start))
        if start in explains_at:
            yield from _explained(doc, start, end)
        if start in forecast_at:
            yield from _forecasts(text, start, end)
        if start in bench_at:
            yield from _benchmarks(text, start, end)


extract_ungrounded_claims.cues = declare_cues(_CAUSE_CUES + _EXPLAINS_CUES + _FORECAST_CUES + _BENCHMARK_CUES + ATTRIBUTED_CUES)  # each form needs one


# a section that offers readings of the figure rather than reading it ("### Interpretation", "Discussion")
_INTERPRETING = lazy_compile(r"\b(?:interpret|discussion|implication|speculat|possible\s+explanation)", re.I)
# a hedge in the clause before a cause word ("perhaps because", "is likely due to", "may be driven by")
HEDGE_WORDS = (r"perhaps|possibly|probably|likely|maybe|presumably|plausibly|conceivably|may|might|could|seems?|"
               r"suggest(?:s|ing)?")  # words that offer a reading rather than state it
HEDGE_RE = lazy_compile(rf"\b(?:{HEDGE_WORDS})\b[^,;.]*$", re.I)


def _interpreting(doc: Document, start: int) -> bool:
    """Whether the sentence at ``start`` sits under a heading that offers interpretation (the seeds' "###
    Interpretation"): there a hedged cause is an explanation offered, not stated as shown (in the seed-format sets
    every hedged cause is labelled correct or uncheckable); a caption without headings keeps the policy of
    ``claims.speculation`` (hedged or not, a cause)."""
    line = doc.line_at(start)
    return line is not None and bool(_INTERPRETING.search(line.section))


def _causes(text: str, start: int, end: int, interpreting: bool = False) -> Iterator[Claim]:
    for m in CAUSE_RE.finditer(text, start, end):
        if interpreting and HEDGE_RE.search(text, max(start, m.start() - 60), m.start()):
            continue  # "..., perhaps because ...": offered under the Interpretation heading, not stated as shown
        # a cause explains a movement of the data ("fell ... due to"), or the one the sentence before states
        # ("This is because ..."); "infections caused by one person" defines
        changes = list(CHANGE_RE.finditer(text, start, m.start()))
        if changes and READING_RE.search(text, changes[-1].end(), m.start()):
            continue  # "the trends cannot be determined due to the lack of labels": why the chart is hard to read
        if changes or refers_back(text, start, CHANGE_RE):
            cause = m["cause"].strip()
            yield Claim(kind="ungrounded", start=m.start(), end=m.end("cause"), stated=cause,
                        payload=UngroundedStatement("cause", cause), source="ungrounded")


def _explained(doc: Document, start: int, end: int) -> Iterator[Claim]:
    """"X, which explains the growth of Y": the clause before is the cause of the movement named after; not when
    it reads the chart (a number, or a name of the figure: "the 256 procs line is highest, which explains ...")."""
    text = doc.text
    for m in EXPLAINS_RE.finditer(text, start, end):
        cause = text[start:m.start()].strip()
        if CHANGE_RE.search(m["what"]) and cause and not re.search(r"\d", cause) and not doc.mentions_in(start, m.start()):
            yield Claim(kind="ungrounded", start=start, end=m.end("what"), stated=cause,
                        payload=UngroundedStatement("cause", cause), source="ungrounded")


def _forecasts(text: str, start: int, end: int) -> Iterator[Claim]:
    for m in FORECAST_RE.finditer(text, start, end):
        clause_end = _clause_end(text, m.end(), end)
        # a forecast says where the values go: a number, a year or a direction ("the chart will be updated" does not)
        said = text[m.start():clause_end]
        if not (re.search(r"\d", said) or CHANGE_RE.search(said)):
            continue
        # "after 2020", "beyond 2020": the years that follow it
        years = [int(y[0]) + (1 if re.search(r"\b(?:after|beyond)\s+$", text[max(0, y.start() - 8):y.start()]) else 0)
                 for y in _YEAR.finditer(text, m.end(), clause_end)]
        yield Claim(kind="ungrounded", start=m.start(), end=clause_end, stated=said,
                    payload=UngroundedStatement("forecast", said, tuple(years)), source="ungrounded")


def _benchmarks(text: str, start: int, end: int) -> Iterator[Claim]:
    for m in BENCHMARK_RE.finditer(text, start, end):
        yield Claim(kind="ungrounded", start=m.start("bench"), end=m.end("bench"), stated=m["bench"],
                    payload=UngroundedStatement("benchmark", m["bench"]), source="ungrounded")


def _clause_end(text: str, pos: int, end: int) -> int:
    cut = [i for i in (text.find(ch, pos, end) for ch in ",;") if i >= 0]
    stop = min(cut) if cut else end
    return len(text[:stop].rstrip(" .")) if stop == end else stop


GROUNDED_NAME = 80.0  # rapidfuzz partial ratio at which a cause is one of the figure's names


def data_years(fig: Figure) -> tuple[int, int] | None:
    """The first and last calendar year of the figure's date keys, or None without any."""
    def compute(f: Figure) -> tuple[int, int] | None:

        years = []
        for p in f.panels:
            if p.data is None:
                continue
            for key in p.data.columns:
                try:
                    if is_date_key(key):
                        span = key_span(key)
                        years += [dt.date.fromordinal(span[0]).year, dt.date.fromordinal(span[1]).year]
                except ValueError:
                    continue
        return (min(years), max(years)) if years else None
    return derived(fig, "data_years", compute)


_STOP = frozenset("the a an and or of for to in on at by with from i we you they it is are was were be do not".split())


def _content_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 2 and w not in _STOP}


def _names_a_key(cause: str, fig: Figure) -> bool:
    """Whether the cause holds most words of one of the figure's keys ("because they can exercise for free somewhere
    else" and the category "I exercise somewhere else for free"): at least two, and at least 60% of the key's."""
    words = _content_words(cause)
    for p in fig.panels:
        for key in (p.data.columns if p.data is not None else []):
            key_words = _content_words(str(key))
            shared = len(words & key_words)
            if shared >= 2 and shared >= 0.6 * len(key_words):
                return True
    return False


def printed_words(fig: Figure) -> str:
    """The text a figure prints, lower-cased: its names (``vocabulary``), other marks, the text read inside its
    plots (``Panel.texts``) and the legend entries the record's reader declared unread (``declared_entries``: a
    legend citing a study prints its name); without its paper's title (``Source.title``), which is not printed in
    the figure and is what a model that knows the paper states."""
    texts = [t for p in fig.panels for t in p.texts or ()] + declared_entries(fig.panels)
    printed = vocabulary(fig) + " | " + " | ".join(fig.extras + texts).lower()
    if fig.source is not None and fig.source.title:
        printed = printed.replace(fig.source.title.lower(), " ")
    return printed


def verify_ungrounded(claim: Claim, ctx: VerifyContext) -> Outcome:
    form = claim.payload.form
    names = vocabulary(ctx.figure)
    if form == "attributed":
        return _verify_attributed(claim, printed_words(ctx.figure))
    if form == "cause":
        if fuzz.partial_ratio(claim.stated.lower(), names) >= GROUNDED_NAME or _names_a_key(claim.stated, ctx.figure):
            return unverifiable("the cause named is one of the figure's names")
        return contradicted("hallucination", None, f"a cause the chart cannot show: {claim.stated!r}")
    if form == "forecast":
        span = data_years(ctx.figure)
        years = claim.payload.years
        if years and span and all(span[0] <= y <= span[1] for y in years):
            return unverifiable("a forecast for years the chart plots (its value claims are checked)")
        beyond = f" (the data ends in {span[1]})" if span else ""
        return contradicted("hallucination", None, f"a prediction beyond the data{beyond}")
    if claim.stated.lower() in names:
        return unverifiable("the benchmark is one of the figure's names")
    return contradicted("hallucination", None, f"a benchmark the chart does not plot: {claim.stated!r}")


def _verify_attributed(claim: Claim, names: str) -> Outcome:
    """A sentence saying the figure prints names (form attributed): outside knowledge when one of them is none
    of the figure's names."""
    missing = [n for n in names_attributed(claim.payload.stated) if not re.search(rf"(?<!\w){re.escape(n.lower())}(?!\w)", names)]
    if not missing:
        return unverifiable("the names it attributes to the figure are the figure's own")
    return contradicted("hallucination", None, f"stated as shown, but the figure prints no {', '.join(missing)}")


TYPE = ClaimType("ungrounded", UngroundedStatement, (), "a cause, forecast or benchmark the chart cannot show",
                 counted_as="ungrounded")
ENTRY = TypeEntry(extract_ungrounded_claims, TYPE, verify_ungrounded)
