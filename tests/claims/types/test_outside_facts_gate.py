"""The outside-fact and outside-source readers run their case-insensitive patterns only on a sentence holding a word
(or mark) every match holds (``outside_facts.may_state_phrase``, ``outside_source._MARKS``): a sentence the test
turns away holds no match, on the seeds, every quintd caption and every CHOCOLATE dev caption, as written and with
characters outside ASCII written in, and on sentences made for each branch of the patterns."""

from __future__ import annotations

import pytest

from figure_texts import figure_texts

from vlmeval.claims.text import sentence_spans
from vlmeval.claims.types.outside_facts import _PHRASE, may_state_phrase
from vlmeval.claims.types.outside_source import _MARKS, _SOURCE, source_cue

MADE = [
    "The losses were measured on a single node.", "Scores are computed with five seeds.",
    "The curves were fine-tuned on the dev split.", "As expected for a heavy tail, the mean drifts.",
    "The peak sits where it is known, as found by earlier work.", "This is common, as is usual when sampling.",
    "The well known value is 3.2.", "It matches the literature value of 0.5.", "A textbook case of decay.",
    "**This is the** largest gap.", "  these are the final scores.", "The accepted value is 1.0.",
    "The ſimulated runs were ſampled on a GPU.", "MEASURED ON THE TEST SET, the error is 2.",
]
CITED = ["As the paper shows, the loss falls.", "See Ref. 12 for details.", "The result [3] holds.",
         "Smith et al. (2019) found 0.4.", "Runs used 80 GB of memory.", "The authors' model peaks at 2."]


@pytest.fixture(scope="module")
def sentences(shared_dir, seed_text, seed_figure):
    texts = [text for _, text in figure_texts(shared_dir, seed_text, seed_figure)]
    texts += [t.replace(" - ", " – ").replace("s", "ſ") for t in texts[::2]]
    return [t[a:b] for t in texts for a, b in sentence_spans(t)] + MADE + CITED


def test_a_sentence_turned_away_holds_no_phrase(sentences):
    held = 0
    for s in sentences:
        if _PHRASE.search(s) is not None:
            held += 1
            assert may_state_phrase(s), s
    assert held >= len(MADE)  # the made sentences each match


def test_a_sentence_without_a_mark_cites_nothing(sentences):
    cited = 0
    for s in sentences:
        if _SOURCE.search(s) is not None:
            cited += 1
            assert any(mark in s for mark in _MARKS), s
    assert cited >= len(CITED)
    assert all(source_cue(s) is not None for s in CITED)
