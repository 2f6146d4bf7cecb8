"""The document reader finds every line's sentences in one pass over the whole text (``document._place_sentences``):
they must be exactly the sentences ``text.sentence_spans`` finds in each line read alone."""

from __future__ import annotations

import random

from vlmeval.claims import lexicon_for
from vlmeval.claims.document import build_document
from vlmeval.claims.text import sentence_spans

# sentence ends, markup, blank and odd whitespace (a form feed, a line separator str.split("\n") keeps)
_ALPHABET = " \t\n\r\x0b\x0c\u2028\u00a0.!?Aa1*#(\"'`x"


def _per_line(text: str) -> list[list[tuple[int, int]]]:
    return [sentence_spans(line) for line in text.split("\n")]


def test_each_line_holds_the_sentences_it_holds_alone(seed_text, seed_figure):
    figure = seed_figure("000")
    rng = random.Random(34)
    texts = [seed_text("000"), seed_text("003"), "", "\n", "One. Two!\n\n  Three? four. Five\n",
             "A.\tB. c\n**Bold.** Next\n# Head. Line\n"]
    texts += ["".join(rng.choice(_ALPHABET) for _ in range(rng.randint(0, 40))) for _ in range(3000)]
    for text in texts:
        doc = build_document(text, figure, lexicon_for(figure))
        assert [line.sentence_spans for line in doc.lines] == _per_line(text), repr(text)
