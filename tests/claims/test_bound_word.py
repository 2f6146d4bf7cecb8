"""``line_text.bound_word`` tries ``ABOVE`` and ``BELOW`` only where the text's last character other than white space
may end one of their phrases: the same answer as trying both everywhere, on every 30-character window before a number
of the seeds, the quintd and CHOCOLATE dev captions (as written and with characters outside ASCII written in), and
on windows made for each phrase, in both cases, with white space of several kinds after it."""

from __future__ import annotations

import re

import pytest

from figure_texts import figure_texts

from vlmeval.claims.line_text import ABOVE, BELOW, bound_word

PHRASES = ["over", "more than", "above", "exceeding", "exceeded", "exceed", "at least", "upwards of",
           "in excess of", "greater than", "higher than", "less than", "under", "below", "fewer than", "at most",
           "lower than", "up to", "about", "just", ""]


def _both(before: str) -> str | None:
    return "above" if ABOVE.search(before) else "below" if BELOW.search(before) else None


@pytest.fixture(scope="module")
def windows(shared_dir, seed_text, seed_figure):
    texts = [text for _, text in figure_texts(shared_dir, seed_text, seed_figure)]
    texts += [t.replace(" ", "\u2009").replace("s", "ſ") for t in texts[::3]]
    made = [f"the value is {p}{gap}" for p in PHRASES for gap in ("", " ", "  ", "\n", " \u00a0", "\t")]
    made += [w.upper() for w in made] + [w.title() for w in made]
    return [t[max(0, m.start() - 30):m.start()] for t in texts for m in re.finditer(r"\d", t)] + made


def test_bound_word_answers_as_both_patterns(windows):
    answers = {None: 0, "above": 0, "below": 0}
    for before in windows:
        found = bound_word(before)
        assert found == _both(before), repr(before)
        answers[found] += 1
    assert answers["above"] and answers["below"]  # both kinds of bound are read
