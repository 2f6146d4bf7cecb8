"""The shortcuts of issue 34's round 41 (extractors, verification, records): each finds exactly what the code it
replaces finds, written out here or switched off by monkeypatching, on phrases built to match, near misses and the
seeds, quintd and CHOCOLATE dev texts."""

from __future__ import annotations

import random
import re

import pytest

from figure_texts import figure_texts

from vlmeval.claims import Claim
from vlmeval.claims import pipeline as pipeline_module
from vlmeval.claims.cues import starts_holding
from vlmeval.claims.pipeline import default_pipeline
from vlmeval.claims.text import norm
from vlmeval.claims.types import extremum_point, ungrounded, value
from vlmeval.claims.types.degenerate import _may_loop
from vlmeval.outcomes import Outcome
from vlmeval.scoring.scorecard import _payload_json, _verdict




def _claims(fig, text):
    return [(c.kind, c.start, c.end, c.source, str(c.stated), repr(c.payload))
            for c in default_pipeline().extract(text, fig)[0]]


@pytest.fixture(scope="module")
def corpus(shared_dir, seed_text, seed_figure):
    out = figure_texts(shared_dir, seed_text, seed_figure)
    assert len(out) > 500
    return out


def _every_start(doc, cues):
    from vlmeval.claims.category_names import prose_sentences
    return {s for s, _ in prose_sentences(doc)} if cues is ungrounded.ATTRIBUTED_CUES else starts_holding(doc, cues)


def test_shortcuts_find_what_the_long_way_finds(corpus, monkeypatch):
    """Every shortcut of this file switched off at once: the same claims on every text of the corpus."""
    fast = [_claims(fig, text) for fig, text in corpus]
    monkeypatch.setattr(ungrounded, "starts_holding", _every_start)  # attributions read in every sentence
    monkeypatch.setattr(extremum_point, "records_markers", lambda doc: True)  # every line read for marker extremes
    slow = [_claims(fig, text) for fig, text in corpus]
    for (fig, text), a, b in zip(corpus, fast, slow):
        assert a == b, text[:200]
    assert any(c[0] == "ungrounded" for claims in fast for c in claims)  # the corpus exercises the reader


def test_the_marker_gate_skips_figures_without_markers(seed_figure):
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.document import build_document

    fig = seed_figure("000")  # a heatmap: no panel records markers
    doc = build_document("The smallest object plotted is the orange square at ~90 days with ~0.38.", fig,
                         lexicon_for(fig))
    assert not extremum_point.records_markers(doc)
    assert extremum_point.extract_point_extremes(doc) == []


_ATTRIBUTIONS = [f"the {noun} {verb}" for noun in ("figure", "plot", "caption", "legend") for verb in (
    "notes", "states", "identifies", "indicates", "says", "mentions", "explains", "attributes", "reports", "names",
    "specifies", "labels", "explicitly notes", "also states")] + \
    [f"as {verb} {prep} the {noun}" for verb in ("indicated", "noted", "stated", "identified", "labelled", "labeled",
                                                 "marked", "explained", "mentioned", "specified")
     for prep in ("in", "by", "on") for noun in ("figure", "chart", "annotation")] + \
    [f"{verb} {prep} the {noun}" for verb in ("shown", "depicted", "displayed", "illustrated", "plotted", "drawn",
                                              "marked") for prep in ("in", "on", "by") for noun in ("figure", "panels")]


@pytest.mark.parametrize("pattern", [ungrounded.ATTRIBUTION_RE, ungrounded.SHOWN_RE])
def test_every_attribution_holds_an_attribution_cue(pattern):
    matched = 0
    for phrase in _ATTRIBUTIONS + [p.upper() for p in _ATTRIBUTIONS]:
        m = pattern.search(phrase)
        if m is not None:
            matched += 1
            assert any(c in m.group().lower() for c in ungrounded.ATTRIBUTED_CUES), phrase
    assert matched >= 40


# BENCHMARK_RE as it was written before its first-character look-ahead (``keyword_re``)
_BENCHMARK_BEFORE = re.compile(r"\b(?:the\s+)?(?P<bench>(?:global|world(?:wide)?|national|international|country's|"
                               r"regional|EU|European|OECD|U\.?S\.?|state)\s+(?:\w+\s+){0,2}?(?:average|median))\b",
                               re.I)


@pytest.mark.parametrize("text", [
    "above the global average", "The World Average", "THE OECD MEDIAN", "the u.s. national median", "ſtate average",
    "the country's long-run average, above the EU median and a European  yearly  average", "Thestate average",
    "an average of 3", "US average", "statewide average", "nothing here", "İnternational average",
])
def test_the_benchmark_pattern_finds_the_same_matches(text):
    got = [(m.span(), m["bench"]) for m in ungrounded.BENCHMARK_RE.finditer(text)]
    assert got == [(m.span(), m["bench"]) for m in _BENCHMARK_BEFORE.finditer(text)]


def test_the_benchmark_pattern_finds_the_same_matches_in_the_corpus(corpus):
    found = 0
    for _, text in corpus:
        got = [m.span() for m in ungrounded.BENCHMARK_RE.finditer(text)]
        assert got == [m.span() for m in _BENCHMARK_BEFORE.finditer(text)]
        found += len(got)
    assert found > 0


def test_a_sentence_repeating_two_words_once_more_is_no_loop():
    # a pair written three times repeats its words three times beyond their first writing (or more)
    assert not _may_loop("a b a b".split())
    assert not _may_loop("the rise of the index and the fall".split())
    assert _may_loop("a a a a".split())  # (a, a) at three places: four a's
    assert _may_loop("a b x a b y a b".split())
    rng = random.Random(5)
    for _ in range(5000):  # every sentence with a pair at three places passes
        tokens = [rng.choice("abcd") for _ in range(rng.randint(0, 12))]
        pairs = list(zip(tokens, tokens[1:]))
        if any(pairs.count(p) >= 3 for p in pairs):
            assert _may_loop(tokens), tokens


def _key_on_before(keys, stated):
    return next((k for k in keys if norm(str(k)) == norm(stated)), None)


def test_a_key_is_found_as_the_scan_found_it():
    keys_sets = [[1, 2.5, "AIME24", "aime 24", "R1-Qwen"], [1.0, 1, "1.0"], [0.1, 0.2, "0.1"], [], [True, 1]]
    stated = ["1", "1.0", "10", "2.5", "aime24", "AIME 24", "r1 qwen", "0.1", "01", "True", "x", ""]
    for keys in keys_sets:
        for s in stated:
            got = value._key_on(keys, s)
            want = _key_on_before(keys, s)
            assert got == want and type(got) is type(want), (keys, s)


def _mask_before(doc, claims, sources):
    return [c for c in claims if c.source in sources or not any(s <= c.start < e for s, e in doc.structured)]


def test_claims_inside_structured_blocks_are_dropped_as_before():
    from types import SimpleNamespace

    text = "x" * 50
    doc = SimpleNamespace(text=text, structured=[(5, 10), (8, 20), (40, 50), (49, 55)])
    claims = [Claim("value", start, start + 1, source=src) for start in range(-1, 52)
              for src in ("cell value", "markdown table")]
    got = pipeline_module._outside_blocks(doc, claims)
    assert got == _mask_before(doc, claims, pipeline_module.STRUCTURED_SOURCES)
    assert len(got) < len(claims)


def test_a_payload_with_a_record_inside_is_written_as_json():
    from dataclasses import dataclass

    @dataclass
    class Inner:
        value: float

    @dataclass
    class Outer:
        stated: tuple
        inner: Inner
        note: str | None = None

    assert _payload_json(Outer((1, 2), Inner(2.5))) == {"stated": [1, 2], "inner": {"value": 2.5}, "note": None}
    record = _verdict("52.0 here", Claim("value", 0, 4, stated=(1.0, 2.0), payload=Outer((1,), Inner(1.0))),
                      Outcome("supported", expected=(1.0, 2.0)))
    assert record.stated == [1.0, 2.0] and record.expected == [1.0, 2.0]
    assert record.payload == {"stated": [1], "inner": {"value": 1.0}, "note": None}


@pytest.mark.parametrize("words", [("axis",), ("axis", "colo", "legend", "(", "from", "between", "range"),
                                   ("than",), ("doubl", "fold", "factor", "order", "half", "x)")])
def test_lines_holding_a_word_are_those_a_test_per_line_finds(corpus, words):
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.document import build_document
    from vlmeval.claims.lines_holding import lines_holding
    from vlmeval.claims.near_words import folded

    not_ascii = 0
    found = re.compile("|".join(map(re.escape, words)), re.I)
    for fig, text in corpus[:120]:
        doc = build_document(text, fig, lexicon_for(fig))
        lowered = [folded(ln.text) for ln in doc.lines]
        want = [ln for ln, low in zip(doc.lines, lowered) if low is None or any(w in low for w in words)]
        got = lines_holding(doc, words)
        assert got == want
        assert {id(ln) for ln in doc.lines if found.search(ln.text)} <= {id(ln) for ln in got}  # none missed
        not_ascii += not text.isascii()
    assert not_ascii  # texts that are not ASCII (two seeds) are read line by line


def test_lines_holding_outside_ascii(seed_figure):
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.document import build_document
    from vlmeval.claims.lines_holding import lines_holding

    fig = seed_figure("000")
    # "İ" lengthens when lower-cased: that line is kept, and the lines after it are still found where they are;
    # "ı" and "ſ" are letters re.I reads as "i" and "s"
    text = "İİİ no word.\nNo word here: ſ.\nnone here –\nthe x axis\nthe y-AXıS –\nthe ſcale\n"
    doc = build_document(text, fig, lexicon_for(fig))
    assert [ln.text for ln in lines_holding(doc, ("axis",))] == ["İİİ no word.", "the x axis", "the y-AXıS –"]
    assert [ln.text for ln in lines_holding(doc, ("scale",))] == ["İİİ no word.", "the ſcale"]
    # a word that is not ASCII: every line that is not ASCII, and the ASCII lines holding it
    assert [ln.text for ln in lines_holding(doc, ("×)",))] == ["İİİ no word.", "No word here: ſ.", "none here –",
                                                              "the y-AXıS –", "the ſcale"]


def test_lines_holding_in_a_text_not_ascii_that_lower_casing_keeps_in_place(seed_figure):
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.document import build_document
    from vlmeval.claims.lines_holding import lines_holding

    fig = seed_figure("000")
    # no character lengthens: the words are found in the folded text as a whole ("ſ", "ı", the Kelvin sign "K"
    # are letters re.I reads as ASCII ones), each on its own line, none across a line end
    text = "Wave – λ from 0\nthe x-AXıS\nno word: β ≈ 2 ax\nis\nthe ſcale, 5 \u212a\nΣ range"
    doc = build_document(text, fig, lexicon_for(fig))
    assert [ln.text for ln in lines_holding(doc, ("axis",))] == ["the x-AXıS"]
    assert [ln.text for ln in lines_holding(doc, ("scale", "range"))] == ["the ſcale, 5 \u212a", "Σ range"]
    assert [ln.text for ln in lines_holding(doc, ("from", "5 k"))] == ["Wave – λ from 0", "the ſcale, 5 \u212a"]


def test_axis_units_read_from_the_lines_holding_axis_as_from_every_line(corpus, monkeypatch):
    from vlmeval.claims.types import label_parts

    texts = ["* **Y-axis:** Uptake, measured in mol/kg, from 0 to 8.\n* The X axis is given in seconds.",
             "Fit – not ASCII.\n* **Y-axis:** Uptake, measured in mol/kg.\n* The ſ x-axis is given in seconds."]
    fig = corpus[0][0]
    fast = [_claims(fig, text) for text in texts]
    monkeypatch.setattr(label_parts, "lines_holding", lambda doc, words: doc.lines)
    assert [_claims(fig, text) for text in texts] == fast
    assert all(any(c[3] == "axis unit" for c in claims) for claims in fast)


def test_ascii_words_are_the_words_the_pattern_finds(corpus):
    from vlmeval.claims.types.degenerate import _WORD, ascii_words

    rng = random.Random(11)
    samples = [text for _, text in corpus if text.isascii()]
    alphabet = "aZ9_'-. ,;:\t\n\x0b\x0c\x1c\x1f()[]{}\"`~!?/\\|+=*&^%$#@<>"
    samples += ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 60))) for _ in range(2000)]
    for text in samples:
        lower = text.lower()
        words = ascii_words(lower)
        assert len(words) == len(lower)
        for start, end in ((0, len(lower)), (len(lower) // 3, 2 * len(lower) // 3)):
            assert [w.decode() for w in words[start:end].split()] == _WORD.findall(lower, start, end), text


# ungrounded's patterns as written before their first-character look-ahead (``keyword_re``)
_BEFORE = {
    "CAUSE_RE": re.compile(
        r"\b(?:due\s+to|because(?:\s+of)?|as\s+a\s+(?:direct\s+)?(?:result|consequence)\s+of|driven\s+by|thanks\s+to|"
        r"owing\s+to|caused\s+by|attributed\s+to|fu(?:el|ell)ed\s+by|on\s+account\s+of|in\s+response\s+to|"
        r"(?:as|was|were)\s+(?:a\s+)?result(?:ed)?\s+(?:of|from))\s+(?P<cause>[^,;.]{3,80})", re.I),
    "FORECAST_RE": re.compile(
        r"\b(?:(?:is|are)\s+(?:expected|projected|forecast(?:ed)?|predicted|set|anticipated)\s+to|"
        r"will\s+(?:likely\s+)?(?:continue|reach|rise|increase|decrease|grow|fall|decline|be|remain|exceed|"
        r"surpass|double|amount))\b", re.I),
    "CHANGE_RE": re.compile(
        r"\b(?:increas|decreas|ris[ei]|rose|grow|grew|growth|declin|fell|fall|drop|dip|jump|surg|spike|"
        r"peak|plung|climb|soar|slump|fluctuat|improv|worsen|recover|boost|gain|loss|lost|reduc|change|shift|"
        r"high|low|trend)\w*", re.I),
    "READING_RE": re.compile(
        r"\b(?:can(?:not|'t|\s+not)|could(?:\s+not|n't)|unable|impossible|(?:difficult|hard)\s+to|"
        r"not\s+(?:be\s+)?(?:possible|clear|precise|exact|legible|visible)|unclear|illegible)\b", re.I),
}
_UNGROUNDED_PHRASES = [
    "fell due to exports", "Because of the war", "AS A DIRECT CONSEQUENCE OF tariffs", "driven by demand, then",
    "thanks to x", "owing to rain", "caused by heat", "attributed to policy", "fuelled by oil", "fueled by gas",
    "on account of snow", "in response to covid", "was resulted from this", "were a result of that",
    "is expected to rise", "ARE SET TO grow", "will likely reach 5", "will amount to", "Will Be", "is forecasted to",
    "increased", "Decreasing", "rise", "rose", "growth", "declined", "fell", "dropped", "dipped", "jumps", "surged",
    "spiked", "peaks", "plunged", "climbed", "soared", "slumped", "fluctuates", "improved", "worsened", "recovered",
    "boosted", "gains", "losses", "lost", "reduced", "changes", "shifted", "higher", "lowest", "trends",
    "cannot", "can't", "can not", "could not", "couldn't", "unable", "impossible", "difficult to", "hard to",
    "not be possible", "not clear", "unclear", "illegible", "ſhift", "İncreased", "KELVIN", "nothing to see",
]


@pytest.mark.parametrize("name", sorted(_BEFORE))
def test_ungrounded_patterns_find_the_same_matches(name, corpus):
    pattern, before = getattr(ungrounded, name), _BEFORE[name]
    texts = [*_UNGROUNDED_PHRASES, *(p.upper() for p in _UNGROUNDED_PHRASES), " ".join(_UNGROUNDED_PHRASES),
             *(text for _, text in corpus)]
    found = 0
    for text in texts:
        got = [(m.span(), m.groupdict()) for m in pattern.finditer(text)]
        assert got == [(m.span(), m.groupdict()) for m in before.finditer(text)], text[:120]
        found += len(got)
    assert found > 10


def test_words_of_ascii_sentences_in_other_text(corpus):
    """Degenerate text reads each ASCII sentence of a text that is not ASCII by ``ascii_words`` too."""
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.category_names import prose_sentences
    from vlmeval.claims.document import build_document
    from vlmeval.claims.types.degenerate import _WORD, ascii_words

    seen = 0
    for fig, text in corpus:
        if text.isascii():
            continue
        doc = build_document(text, fig, lexicon_for(fig))
        for start, end in prose_sentences(doc):
            sentence = text[start:end]
            if sentence.isascii():
                seen += 1
                got = [w.decode() for w in ascii_words(sentence.lower()).split()]
                assert got == [w.lower() for w in _WORD.findall(text, start, end)]
    assert seen > 20
