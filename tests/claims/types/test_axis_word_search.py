"""The axis reader's word tests (``claims.types.ticks``, issue 34) find exactly what its case-insensitive patterns
find alone: each pattern searched from the first place one of its words starts, in the text folded as ``re.I``
reads it (``near_words.folded``), in every text, not only in ASCII ones. On every line and sentence of the seeds,
the quintd and CHOCOLATE dev captions, the
real-prose dev parts own-a..own-j and made texts that spell the words with letters ``re.I`` reads as ASCII."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vlmeval.claims import lexicon_for
from vlmeval.claims.document import build_document
from vlmeval.claims.near_words import folded
from vlmeval.claims.types import ticks, ticks_labels

_MADE = [
    "The x-axiſ runs from 0 to 10; the Y AXIS (\"Loss\") and the vertical axıs, labeled \"K\".",
    "Colour-bar ticks: 0, 0.5, 1 — a colorbar legend; LEGEND entries, X axis ticks at 1, 2, 3 (≈ five values).",
    "İnset: the horizontal axis – TİCKS at 2, 4, 6 – named \"Time\"; color map ranging from −1 to 1.",
    "x-axis", "legend", "Ticks labelled", "colorful axes, taxis and maxis; heXaxis Lexicon legendary",
    "Three ticks; five markers (ſeven levels); 4 categorieſ shown, ticks labeled on the y-axıs",
]
_PAIRS = [(rx, ticks._TARGET_WORDS[name]) for name, rx in ticks.TARGETS] + [
    (ticks._TICKS, ("tick",)), (ticks_labels._LABEL_WORD, ticks_labels._LABEL_WORDS)]


def _pieces(shared_dir, seed_text, seed_figure) -> list[str]:
    from vlmeval.agreement.agree import read_captions
    from vlmeval.agreement.agree.quintd import in_half
    from vlmeval.agreement.agree.vistext import half_of, read_labelled_captions

    texts = [seed_text(n) for n in ("000", "001", "002", "003", "004")]
    texts += [c.text for c in read_captions(shared_dir / "data" / "quintd-owid" / "captions.jsonl") if in_half(c, "dev")]
    chocolate = shared_dir / "data" / "chocolate-vistext-dev" / "captions.jsonl"
    texts += [" ".join(c.sentences) for c in read_labelled_captions(chocolate) if half_of(c.vistext_id) == "dev"]
    for part in "abcdefghij":  # the dev parts of the real-prose set: papers' figures, most not ASCII
        path = Path(__file__).resolve().parents[3] / "ground_truth" / "real-prose-own" / f"part-own-{part}.jsonl"
        texts += [json.loads(row)["text"] for row in path.read_text(encoding="utf-8").splitlines() if row.strip()]
    fig = seed_figure("000")
    out = list(_MADE) + [" ".join(_MADE), " ".join(_MADE).upper()]
    for text in texts:
        doc = build_document(text, fig, lexicon_for(fig))
        for line in doc.lines:
            out.append(line.text)
            out += [line.text[s:e] for s, e in line.sentence_spans]
    return out


def test_each_pattern_searched_from_its_first_word_finds_its_first_match(shared_dir, seed_text, seed_figure):
    pieces = _pieces(shared_dir, seed_text, seed_figure)
    found = not_ascii = 0
    for text in pieces:
        low = folded(text)
        not_ascii += not text.isascii()
        for rx, words in _PAIRS:
            got, plain = ticks_labels.may_match(rx, text, low, words), rx.search(text)
            assert (got and got.span()) == (plain and plain.span()), (rx.pattern[:30], text)
            found += plain is not None
        assert ticks._targets(text) == [name for name, rx in ticks.TARGETS if rx.search(text)], text
        if low is not None and not any(w in low for w in ticks._TICK_COUNT_WORDS):
            assert ticks._TICK_COUNT.search(text) is None, text  # _tick_count's word test
    assert len(pieces) > 5000 and found > 1000 and not_ascii > 1000


@pytest.mark.parametrize("text, targets", [
    ("the x-axiſ (\"Time\")", ["x"]), ("the vertical axıs", ["y"]), ("a colour-bar and the Y-AXIS", ["colorbar", "y"]),
    ("İ x-axis", ["x"]), ("the taxis and the maxis", []),
])
def test_an_axis_written_with_letters_re_i_reads_as_ascii_is_found(text, targets):
    assert ticks._targets(text) == targets


def _gated_patterns() -> dict[str, object]:
    from vlmeval.claims.types import label_anchors, range_axis, range_line, ticks_bullets, ticks_line

    names = ("_TICK_INTRO", "_RANGE_FROM", "_RANGE_OF", "_SAMPLED", "_VALUE_WORDS",
             "_TICKS", "_NUMBER_WORD", "_OVERVIEW_WORD", "DATA_AT", "_PART_OF_VALUES", "_DATA_MARKERS", "_HEDGED")
    out = {name: getattr(ticks, name) for name in names}
    out.update({f"ticks_labels.{name}": getattr(ticks_labels, name) for name in ("_POSITIONAL", "_LABEL_WORD")})
    out.update({"range_axis.AXIS_RE": range_axis.AXIS_RE, "range_axis.OTHER_SUBJECT": range_axis.OTHER_SUBJECT,
                "label_anchors._TITLED_PART": label_anchors._TITLED_PART,
                "ticks_bullets._TICK_LIST_INTRO": ticks_bullets._TICK_LIST_INTRO,
                "ticks_bullets._OTHER_THINGS": ticks_bullets._OTHER_THINGS,
                "ticks_line._LIST_AFTER": ticks_line._LIST_AFTER, "range_line._AXIS_SUBJECT": range_line._AXIS_SUBJECT})
    out.update({f"ticks_bullets axis {k}": rx for k, (_, rx) in enumerate(ticks_bullets._PLURAL + ticks_bullets._LETTER)})
    return out


def test_the_axis_readers_gated_patterns_find_what_they_find_ungated(shared_dir, seed_text, seed_figure):
    """Each axis reader's case-insensitive alternation runs behind a look-ahead for its first letters
    (``text.keyword_re``, issue 34): the same matches, groups and all, as the pattern alone."""
    import re

    pieces = _pieces(shared_dir, seed_text, seed_figure)
    pieces += ["ſampled at ſix values; Data, ΤICKS, x AXES, y ticks", "FROM 1 TO 2, Between 3 and 4, RANGE OF 5-6"]
    found = 0
    for name, rx in _gated_patterns().items():
        head = re.match(r"\(\?=\[[^\]]+\]\)\(\?:", rx.pattern)
        assert head is not None, name  # written with keyword_re
        plain = re.compile(rx.pattern[head.end():-1], rx.flags)
        for text in pieces:
            got = [(m.span(), m.groups()) for m in rx.finditer(text)]
            assert got == [(m.span(), m.groups()) for m in plain.finditer(text)], (name, text)
            found += len(got)
    assert found > 10000
