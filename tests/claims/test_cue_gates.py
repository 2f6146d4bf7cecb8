"""The cue gates (issue 34): an extractor that declares cues is handed only the sentences holding one, and finds
exactly what it finds reading every sentence, on the seeds, the quintd captions and the CHOCOLATE dev captions."""

from __future__ import annotations

from dataclasses import replace

import pytest

from figure_texts import figure_texts

from vlmeval.claims import lexicon_for
from vlmeval.claims.cues import declare_cues, sentences_holding
from vlmeval.claims.document import build_document, sentences
from vlmeval.claims.pipeline import Pipeline, default_pipeline




def _claims(pipeline: Pipeline, fig, text):
    return [(c.kind, c.start, c.end, c.source, str(c.stated), repr(c.payload)) for c in pipeline.extract(text, fig)[0]]


def _gated(pipeline: Pipeline) -> list:
    return [fn for fn in pipeline.extractors if getattr(fn, "cues", None)]


def test_each_gated_extractor_finds_what_it_finds_reading_every_sentence(shared_dir, seed_text, seed_figure):
    pipeline = default_pipeline()
    gated = _gated(pipeline)
    assert len(gated) >= 5  # the gates this test stands for
    ungated = replace(pipeline, gates=False)
    corpus = figure_texts(shared_dir, seed_text, seed_figure)
    assert len(corpus) > 500
    skipped = {fn.__name__: 0 for fn in gated}
    for fig, text in corpus:
        assert _claims(pipeline, fig, text) == _claims(ungated, fig, text), text[:200]
        doc = build_document(text, fig, lexicon_for(fig))
        every = list(sentences(doc))
        for fn in gated:
            skipped[fn.__name__] += len(every) - len(sentences_holding(doc, fn.cues))
    # every gate skips sentences somewhere (a gate that skips nothing is tested by nothing here)
    assert all(n > 0 for n in skipped.values()), skipped


def test_an_extractor_is_handed_only_the_sentences_holding_its_cues(bundled_figures, seed_text, seed_figure):
    seen: list = []

    def read_sentences(doc):
        seen.append([doc.text[s:e] for _, s, e, _, _ in sentences(doc)])
        return []

    read_sentences.cues = declare_cues(("increas",))
    text = "Sales rose.\nSales increased in 2020. Costs fell.\nThe increase was steep."
    fig = seed_figure("000")
    pipeline = default_pipeline()
    replace(pipeline, extractors=(read_sentences,)).extract(text, fig)
    replace(pipeline, extractors=(read_sentences,), gates=False).extract(text, fig)
    assert seen == [["Sales increased in 2020.", "The increase was steep."],
                    ["Sales rose.", "Sales increased in 2020.", "Costs fell.", "The increase was steep."]]
    seen.clear()
    replace(pipeline, extractors=(read_sentences,)).extract("Sales rose. Costs fell.", fig)
    assert seen == []  # no sentence holds a cue: not run


@pytest.mark.parametrize("text", ["Sales ſoared; the increaſe was steep.", "SALES INCREASED."])
def test_a_sentence_outside_ascii_is_handed_to_every_gated_extractor(text, seed_figure):
    from vlmeval.claims.category_names import prose_sentences

    seen: list = []

    def read_prose(doc):
        seen.append(list(prose_sentences(doc)))
        return []

    read_prose.cues = declare_cues(("increas",))
    replace(default_pipeline(), extractors=(read_prose,)).extract(text, seed_figure("000"))
    assert seen and seen[0], seen  # "ſ" (re.I matches it to "s") and upper case: the sentence is handed
