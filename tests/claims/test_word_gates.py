"""The extractors that skip a line or sentence lacking every word their patterns' matches hold find what they find
with the test switched off: on the seeds and the real-prose dev parts (own-a..own-j), as written and with letters
other characters written in, so lines that are not ASCII are tested folded (near_words.folded; its letters
"ſ" and "ı" are tests/claims/test_extractor_shortcuts.py's)."""

from __future__ import annotations

from pathlib import Path

import pytest

from vlmeval.claims.pipeline import default_pipeline
from vlmeval.claims.types import magnitude, magnitude_pairs, printed_text, value, xy_rank_everywhere

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def texts(seed_text, seed_figure):
    from vlmeval.agreement.agree.real_prose import read_descriptions, record_and_paper
    from vlmeval.groundtruth.load import suite_dirs

    out = [(seed_figure(n), seed_text(n)) for n in ("000", "001", "002", "003", "004")]
    roots = suite_dirs("real")
    for part in "abcdefghij":
        for d in read_descriptions(ROOT / "ground_truth" / "real-prose-own" / f"part-own-{part}.jsonl"):
            out.append((record_and_paper(d.figure_id, roots, "test")[0], d.text))
    # every other line no longer ASCII: a dash or an approximate sign written in
    out += [(fig, "\n".join(line.replace(" - ", " – ").replace(", ", " ≈ ", 1) + " –" if k % 2 else line
                            for k, line in enumerate(text.split("\n")))) for fig, text in out]
    return out


def _claims(fig, text):
    return [(c.kind, c.start, c.end, c.source, str(c.stated), repr(c.payload))
            for c in default_pipeline().extract(text, fig)[0]]


def test_the_word_gates_find_what_every_line_read_finds(texts, monkeypatch):
    fast = [_claims(fig, text) for fig, text in texts]
    every_line = lambda doc, words: doc.lines  # noqa: E731
    for module in (magnitude, magnitude_pairs, xy_rank_everywhere):
        monkeypatch.setattr(module, "lines_holding", every_line)
    for module in (value, printed_text):
        monkeypatch.setattr(module, "folded", lambda text, low=None: None)  # every sentence read
    slow = [_claims(fig, text) for fig, text in texts]
    for (fig, text), a, b in zip(texts, fast, slow):
        assert a == b, text[:200]
    sources = {c[3] for claims in fast for c in claims}
    assert {"xy ratio", "xy times", "xy rank everywhere", "cell value"} <= sources, sources
