"""The word tests that skip a pattern in a sentence outside ASCII (``near_words.lowered``: its lower case with "ſ",
"ı" and the Kelvin sign folded to the ASCII letter ``re.I`` matches them to) find what running every pattern finds:
in the trend reader, the derived-quantity reader and the category names of line/bar prose."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vlmeval.claims import line_prose
from vlmeval.claims.near_words import lowered
from vlmeval.claims.pipeline import default_pipeline
from vlmeval.claims.types import derived, trend

_OWN = Path(__file__).resolve().parents[2] / "ground_truth" / "real-prose-own"
# letters ``re.I`` reads as "s", "i" and "k" though ``str.lower`` keeps them apart
_FOLDS = (("s", "ſ"), ("i", "ı"), ("k", "\u212a"))


def _claims(fig, text):
    return [(c.kind, c.start, c.end, c.source, str(c.stated), repr(c.payload))
            for c in default_pipeline().extract(text, fig)[0]]


def _refolded(text: str, k: int) -> str:
    """``text`` with one letter of ``_FOLDS`` written as its folding twin in every other word (``k`` picks which)."""
    plain, twin = _FOLDS[k % len(_FOLDS)]
    words = text.split(" ")
    return " ".join(w.replace(plain, twin) if j % 2 == k % 2 else w for j, w in enumerate(words))


@pytest.fixture(scope="module")
def texts(seed_text, seed_figure):
    from vlmeval.groundtruth.load import load_figure_set, suite_dirs

    figures = load_figure_set(suite_dirs("real"))
    own = [(figures.get(r["figure_id"]), r["text"]) for p in "abcdefghij"
           for line in (_OWN / f"part-own-{p}.jsonl").open(encoding="utf-8") if (r := json.loads(line))]
    own = [(f, t) for f, t in own if f is not None and not t.isascii()]
    seeds = [(seed_figure(n), seed_text(n)) for n in ("000", "001", "002", "003", "004")]
    return own + [(f, _refolded(t, k)) for k, (f, t) in enumerate(seeds + own[:12])]


def test_readers_outside_ascii_find_what_every_pattern_finds(texts, monkeypatch):
    assert len(texts) > 60 and all(not t.isascii() for _, t in texts)
    fast = [_claims(f, t) for f, t in texts]
    for module in (trend, derived, line_prose):
        monkeypatch.setattr(module, "lowered", lambda text: None)  # no word test: every pattern runs
    slow = [_claims(f, t) for f, t in texts]
    for (_, text), a, b in zip(texts, fast, slow):
        assert a == b, text[:200]
    kinds = {c[0] for claims in fast[-17:] for c in claims}
    assert {"trend", "value"} <= kinds  # the refolded texts still make the claims the word tests guard


@pytest.mark.parametrize(("text", "low"), [
    ("The claſs INCREAſES ≈ 2", "the class increases ≈ 2"),
    ("RATıO and \u212aelvin", "ratio and kelvin"),
    ("İstanbul rises", None),  # lower-casing lengthens it: no word test
    ("plain ascii", "plain ascii"),
])
def test_lowered_reads_what_re_i_matches_as_ascii_letters(text, low):
    assert lowered(text) == low
