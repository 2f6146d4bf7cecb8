"""printed_text's word gate (issue 34): a sentence it passes over holds none of the phrases a claim comes from
(_AS, _IDENTIFIES, _SHOWS), so the extractor yields what reading every prose sentence yields."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from figure_texts import figure_texts

from vlmeval.claims import lexicon_for
from vlmeval.claims.category_names import prose_sentences
from vlmeval.claims.document import build_document
from vlmeval.claims.text import sentence_spans
from vlmeval.claims.types import printed_text
from vlmeval.claims.types.printed_text import _AS, _IDENTIFIES, _SHOWS, may_attribute

_PHRASES = (_AS, _IDENTIFIES, _SHOWS)
_OWN = Path(__file__).resolve().parents[3] / "ground_truth" / "real-prose-own"

# one phrase of each branch, with each part, text word and verb of the patterns
_PARTS = ("figure", "plot", "chart", "graph", "inset", "panel", "colour-bar", "color bar", "colorbar", "colour scale",
          "legend", "annotation", "label", "caption", "key")
_TEXTS = ("annotation", "label", "caption", "text", "legend", "title", "key")
_MADE = (
    [f"Peaks sit near 3 GHz, as {verb} {prep} the {part}." for verb in ("labelled", "labeled", "annotated", "printed",
                                                                         "written", "stated")
     for prep in ("in", "on", "by") for part in _PARTS]
    + [f"As the {part}'s {text} {verb}, the gap closes." for part in _PARTS for text in _TEXTS
       for verb in ("states", "says", "reads", "notes", "indicates", "shows")]
    + [f"As the {text} {verb}, the gap closes." for text in _TEXTS
       for verb in ("states", "says", "reads", "notes", "indicates", "shows")]
    + [f"As the {part} {verb}, the gap closes." for part in _PARTS for verb in ("states", "says", "reads")]
    + [f"The dots, {which} the {part} {verb} them as outliers." for which in ("which", "that", "whom")
       for part in _PARTS for verb in ("identifies", "labels", "names", "marks", "lists", "designates")]
    + [f"The drop, {which} the {part} {verb}, is from Kuiper." for which in ("as", "which", "that") for part in _PARTS
       for verb in ("shows", "illustrates", "demonstrates", "confirms", "reveals", "depicts")]
    + [f"The two points {be} {verb} as Wiki Talk." for be in ("is", "are", "was", "were")
       for verb in ("labelled", "labeled", "marked", "named", "annotated", "identified")]
)


def _holds_a_phrase(sentence: str) -> bool:
    return any(p.search(sentence) for p in _PHRASES)


@pytest.mark.parametrize("case", [str.lower, str.upper, str.title, lambda s: s])
def test_every_made_phrase_passes_the_gate(case):
    for sentence in _MADE:
        sentence = case(sentence)
        assert _holds_a_phrase(sentence), sentence  # the sentence is one the patterns read
        assert may_attribute(sentence), sentence


@pytest.mark.parametrize("sentence", [
    "The curve rises from 0.2 to 0.9 over the first ten epochs.",
    "Accuracy peaks at 71.3% for the largest model.",
    "The chart compares three models.",  # a part, no verb of the phrases
    "Group A shows a steady rise.",  # a verb, no part
])
def test_sentences_without_a_part_and_a_verb_are_passed_over(sentence):
    assert not _holds_a_phrase(sentence)
    assert not may_attribute(sentence)


def test_a_sentence_outside_ascii_is_read():
    # re.I reads "ſ" as "s" and "K" (Kelvin) as "k": such a sentence is searched as before
    assert may_attribute("As the legend ſtates, it drops.")
    assert _holds_a_phrase("As the legend ſtates, it drops.")


def _sentences(text):
    return [text[a:b] for a, b in sentence_spans(text)]


def test_the_gate_passes_every_sentence_holding_a_phrase_in_the_corpus(shared_dir, seed_text, seed_figure):
    """Every sentence of the seeds, quintd and CHOCOLATE dev texts and of real-prose-own's dev parts."""
    texts = [text for _, text in figure_texts(shared_dir, seed_text, seed_figure)]
    for part in "abcdefghij":
        with open(_OWN / f"part-own-{part}.jsonl", encoding="utf-8") as f:
            texts += [json.loads(line)["text"] for line in f if line.strip()]
    read = held = 0
    for text in texts:
        for sentence in _sentences(text):
            read += 1
            if _holds_a_phrase(sentence):
                held += 1
                assert may_attribute(sentence), sentence
    assert read > 5000 and held > 0


def _before(doc):
    """The extractor as it was before the gate: every prose sentence, its attributed names asked first."""
    from vlmeval.claims.types.printed_text import (_MIN_WORDS, attributed_clause, attributed_names, content_words,
                                                   shown_terms)
    text = doc.text
    for start, end in prose_sentences(doc):
        sentence = text[start:end]
        if attributed_names(sentence):
            continue
        clause = attributed_clause(sentence)
        words = content_words(sentence[clause[0]:clause[1]]) if clause is not None else ()
        if len(words) >= _MIN_WORDS:
            yield start, end, words
            continue
        terms, lo, hi = shown_terms(sentence)
        if terms and (clause is None or len(terms) >= _MIN_WORDS):
            yield start + lo, start + hi, terms


def test_the_extractor_yields_what_it_yielded_before_the_gate(shared_dir, seed_text, seed_figure):
    made = " ".join(s.replace("Kuiper", "Kuiper and Oort clouds") for s in _MADE)
    named = "As labelled in the figure, the dashed lines mark the onset and saturation of Kuiper flow."
    texts = figure_texts(shared_dir, seed_text, seed_figure) + [(seed_figure("000"), made),
                                                               (seed_figure("000"), named)]
    yielded = 0
    for fig, text in texts:
        doc = build_document(text, fig, lexicon_for(fig))
        now = [(c.start, c.end, c.payload.words) for c in printed_text.extract_printed_text(doc)]
        assert now == list(_before(doc))
        yielded += len(now)
    assert yielded > 0
