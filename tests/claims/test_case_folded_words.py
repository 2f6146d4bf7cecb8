"""Words that a case-insensitive pattern matches but ``str.lower`` keeps apart ("mınımum" with a dotless ı,
"trıples", a long ſ, the micro sign): Python's ``re`` matches them to the ASCII word, so the word tables the
extractors look their match up in must take them too (``textsafe.word_key``). Before, one such letter raised a
KeyError and the whole description went unscored."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text
from vlmeval.textsafe import word_key


def _figure() -> Figure:
    xs = [0.0, 1.0, 2.0, 3.0, 4.0]
    table = Table(rows=["train", "test"], columns=xs, values=[[1.0, 0.6, 0.4, 0.5, 0.9], [0.3, 0.6, 0.9, 1.2, 1.5]])
    panel = Panel(title="panel 1", x=Axis(label="x", range=(0.0, 4.0)), y=Axis(label="loss", range=(0.0, 2.0)),
                  data=table)
    return Figure(id="folded-words", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


SENTENCES = [  # the word an extractor looks its match up by, in a sentence it reads
    ("The {} train loss ≈ 0.4 sits at x = 2.", "minimum"),  # clause_readings: the extreme's side
    ("The test loss roughly {} from x = 1 to 3.", "triples"),  # magnitude: the multiplier
    ("The test loss roughly {} from x = 1 to 3.", "doubles"),
    ("The {} loss in the whole chart is test at x = 4 (~1.5).", "highest"),  # xy_chart_extreme: the side
    ('"test" is always {} "train".', "higher than"),  # xy_order: the side word
]
FOLDS = [("i", "ı"), ("s", "ſ"), ("i", "İ")]


def _verdicts(text: str) -> list[tuple[str, str]]:
    return [(c.kind, c.verdict) for c in evaluate_text(_figure(), text).claims]


@pytest.mark.parametrize("plain, folded", FOLDS)
@pytest.mark.parametrize("sentence, word", SENTENCES)
def test_a_word_written_with_a_letter_re_folds_is_read_as_the_word(sentence, word, plain, folded):
    expected = _verdicts(f"### Key Observations\n* {sentence.format(word)}\n")
    assert any(v != "unverifiable" for _, v in expected), expected  # the plain sentence is judged
    assert _verdicts(f"### Key Observations\n* {sentence.format(word.replace(plain, folded))}\n") == expected


def test_word_key_folds_what_re_matches_as_one_letter():
    assert {word_key(w) for w in ("minimum", "MINIMUM", "mınımum", "MİNİMUM")} == {"minimum"}
    assert word_key("thouſand") == "thousand" and word_key("\u212aelvin") == "kelvin"
    assert word_key("\u00b5s") == word_key("\u03bcs")
