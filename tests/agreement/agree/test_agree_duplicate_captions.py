"""A caption listed twice in captions.jsonl is one caption: its sentences are counted once."""

from __future__ import annotations

import json

from vlmeval.agreement.agree.vistext import read_labelled_captions


def _line(cid, sentences, labels):
    return json.dumps({"_id": cid, "vistext_id": "7", "model": "m", "sentences": sentences, "labels": labels})


def test_an_exact_repeat_is_counted_once_and_a_different_caption_with_its_id_is_kept(tmp_path):
    one = _line("m-vistext_7", ["Sales rose.", "Sales peaked in 2019."], [[], ["label_error"]])
    other = _line("m-vistext_7", ["Sales fell."], [["trend_error"]])
    path = tmp_path / "captions.jsonl"
    path.write_text("\n".join([one, one, other]) + "\n", encoding="utf-8")
    got = read_labelled_captions(path)
    assert [(c.line, c.sentences) for c in got] == [(1, ["Sales rose.", "Sales peaked in 2019."]), (3, ["Sales fell."])]
