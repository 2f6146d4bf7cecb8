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


@pytest.mark.parametrize("text, handed", [
    ("Sales ſoared; the increaſe was steep.", True),  # "ſ" (re.I matches it to "s"), read folded to "s"
    ("SALES INCREASED.", True),
    ("Sales rose ≈3% in the ıncrease.", True),  # "ı" (re.I matches it to "i")
    ("Sales rose ≈3%; costs fell – by 2 €.", False),  # not ASCII, and no cue in it
    ("Sales rose in İzmir.", True),  # lower-casing lengthens the text: every sentence holds every cue
])
def test_a_sentence_outside_ascii_is_handed_where_re_i_may_find_a_cue(text, handed, seed_figure):
    from vlmeval.claims.category_names import prose_sentences

    seen: list = []

    def read_prose(doc):
        seen.append(list(prose_sentences(doc)))
        return []

    read_prose.cues = declare_cues(("increas",))
    replace(default_pipeline(), extractors=(read_prose,)).extract(text, seed_figure("000"))
    assert bool(seen and seen[0]) is handed, seen


def test_gated_extractors_on_prose_outside_ascii(bundled_figures):
    """real-prose-own's dev parts own-a..own-j (72 of their 80 texts are not ASCII: "≈", "×", "−"): each gated
    extractor finds what it finds reading every sentence, and the gates skip most sentences of those texts."""
    import json
    from pathlib import Path

    from vlmeval.groundtruth.load import load_figure_set, suite_dirs

    figures = load_figure_set(suite_dirs("real"))
    own = Path(__file__).resolve().parents[2] / "ground_truth" / "real-prose-own"
    texts = [(figures.get(r["figure_id"]), r["text"]) for p in "abcdefghij"
             for line in (own / f"part-own-{p}.jsonl").open(encoding="utf-8") if (r := json.loads(line))]
    texts = [(f, t) for f, t in texts if f is not None and not t.isascii()]
    assert len(texts) > 50
    pipeline = default_pipeline()
    ungated = replace(pipeline, gates=False)
    handed = every = 0
    for fig, text in texts:
        assert _claims(pipeline, fig, text) == _claims(ungated, fig, text), text[:200]
        doc = build_document(text, fig, lexicon_for(fig))
        n = len(list(sentences(doc)))
        for fn in _gated(pipeline):
            handed += len(sentences_holding(doc, fn.cues))
            every += n
    assert handed < every / 4, (handed, every)
