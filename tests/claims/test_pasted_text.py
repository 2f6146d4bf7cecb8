"""Text as people paste it is read as a person reads it, and every span still points into the text as written:
right-to-left marks, zero-width spaces and combining accents inside names, full-width digits, ``56½``, and a thin
or no-break space between digit groups (``1 234.5`` was read as 234.5 and called contradicted)."""

from __future__ import annotations

import json
import re

import pytest

from figure_builders import csv_figure
from reports_helpers import seed_lines
from vlmeval.claims.pasted import read_pasted
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.scoring.scorecard import evaluate_text

FULL_WIDTH = str.maketrans("0123456789.", "０１２３４５６７８９．")


@pytest.mark.parametrize("written, read", [
    ("\u200f56.3\u200f", "56.3"), ("R1\u200b-Qwe\u0301n", "R1-Qwen"), ("５６．３", "56.3"), ("56½", "56.5"),
    ("½", "0.5"), ("1\u2009234.5", "1234.5"), ("1\u00a0234\u202f567", "1234567"), ("a\u00a0b", "a b"),
    ("1 234", "1 234"),  # an ordinary space between numbers is a list, not a separator
])
def test_read_as_a_person_reads_it(written, read):
    assert read_pasted(written).text == read


def test_a_span_of_the_reading_is_a_span_of_the_text_as_written():
    pasted = read_pasted("at 56½ and \u200f1\u2009234.5\u200f!")
    for number, written in (("56.5", "56½"), ("1234.5", "1\u2009234.5")):
        start = pasted.text.index(number)
        a, b = pasted.span(start, start + len(number))
        assert pasted.original[a:b] == written


def _seed():
    line = next(line for line in seed_lines() if line["model"] == "healer-alpha")
    return load_figure_set().get(line["figure_id"]), line["text"]


@pytest.mark.parametrize("mess", [
    lambda t: re.sub(r"\d+\.\d+", lambda m: f"\u200f{m.group()}\u200f", t),
    lambda t: t.replace("R1-Qwen", "R1\u200b-Qwe\u0301n"),
    lambda t: re.sub(r"\d+\.\d+", lambda m: m.group().translate(FULL_WIDTH), t),
])
def test_a_pasted_description_scores_as_the_clean_one_with_spans_into_what_was_pasted(mess):
    figure, text = _seed()
    clean, pasted_text = evaluate_text(figure, text), mess(text)
    assert pasted_text != text
    pasted = evaluate_text(figure, pasted_text)
    assert [(c.kind, c.verdict) for c in pasted.claims] == [(c.kind, c.verdict) for c in clean.claims]
    assert pasted.metrics == clean.metrics
    assert all(pasted_text[c.start:c.end] == c.text for c in pasted.claims)
    assert [read_pasted(c.text).text for c in pasted.claims] == [c.text for c in clean.claims]
    assert all(0 <= s.start <= s.end <= len(pasted_text) for s in pasted.sentences)


def test_thousands_separated_by_a_thin_space_are_one_number(tmp_path):
    figure = csv_figure(tmp_path, "City,Visitors\nPorto,1234.5\nBraga,845.0\n", "Visitors by city (in thousands)")
    for sep in ("\u2009", "\u00a0", "\u202f"):
        text = f"Porto had 1{sep}234.5 thousand visitors."
        (claim,) = [c for c in evaluate_text(figure, text).claims if c.kind == "value"]
        assert claim.verdict == "supported" and f"1{sep}234.5" in claim.text and text[claim.start:claim.end] == claim.text
