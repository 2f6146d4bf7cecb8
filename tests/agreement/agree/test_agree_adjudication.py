"""Adjudicated labels: a disagreement decided against the table changes people's label only where the decision
says the sentence is wrong, only on the sentence whose text it names, and the report shows both sets of labels."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.agreement.agree.adjudication import (BUNDLED, BUNDLED_VALIDATION, adjudicate, read_adjudications,
                                                   read_bundled, sentence_sha1)
from vlmeval.agreement.agree.chocolate import JudgedCaption, chocolate_result
from vlmeval.agreement.agree.quintd import AgreeInputError
from vlmeval.agreement.agree.sentences import ScoredSentence
from vlmeval.agreement.agree.vistext import LabelledCaption
from vlmeval.cli import app
from vlmeval.records import ClaimVerdict

SENTENCES = ["The peak is 30 in 2010.", "It fell to 5 in 2012.", "Values rose after 2012."]


def _item(flags: list[bool], labels: list[list[str]], caption_id: str = "gpt4v-vistext_1") -> JudgedCaption:
    claim = lambda f: ClaimVerdict(start=0, end=1, text="x", kind="value", verdict="contradicted" if f else "supported",
                                   error_type="value" if f else None)
    caption = LabelledCaption(1, caption_id, "1", "gpt4v", SENTENCES, labels)
    return JudgedCaption(caption, [ScoredSentence(i, s, [claim(f)]) for i, (s, f) in enumerate(zip(SENTENCES, flags))])


def _write(tmp_path: Path, *rows: dict) -> Path:
    path = tmp_path / "adj.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def _row(i: int, decision: str, labels=(), text: str | None = None) -> dict:
    return {"caption_id": "gpt4v-vistext_1", "sentence": i, "sha1": sentence_sha1(text or SENTENCES[i]),
            "decision": decision, "labels": list(labels), "evidence": "table: 2012 = 9"}


def test_an_error_decision_adds_its_labels_and_the_others_keep_peoples(tmp_path):
    path = _write(tmp_path, _row(1, "error", ["value_error"]), _row(0, "clean"), _row(2, "arguable"))
    done = adjudicate([_item([True, True, True], [[], [], []])], read_adjudications(path))
    assert done.applied == 3 and done.changed == 1 and not done.stale
    assert [done.items[0].caption.factual_errors(i) for i in range(3)] == [[], ["value_error"], []]


def test_a_line_whose_sentence_text_differs_is_not_applied(tmp_path):
    path = _write(tmp_path, _row(1, "error", ["value_error"], text="Another sentence."))
    done = adjudicate([_item([False, True, False], [[], [], []])], read_adjudications(path))
    assert done.changed == 0 and done.applied == 0 and done.stale
    assert done.items[0].caption.factual_errors(1) == []


def test_the_result_shows_agreement_on_both_sets_of_labels(tmp_path):
    # ours flags sentence 1, people call it clean; the table says it is wrong: MCC rises and no clean sentence is flagged
    items = [_item([False, True, False], [["value_error"], [], []]), _item([True, False, False], [["value_error"], [], []], "bard-vistext_2")]
    result = chocolate_result("dev", items, 0, read_adjudications(_write(tmp_path, _row(1, "error", ["value_error"]))))
    raw = {g.group: g.sentence_rows[0] for g in result.chance}["all"]
    decided = {g.group: g.sentence_rows[0] for g in result.adjudicated}["all"]
    assert result.adjudicated_changed == 1
    assert decided.mcc > raw.mcc and decided.clean_flagged == 0.0 and raw.clean_flagged == pytest.approx(1 / 4)


@pytest.mark.parametrize("row, message", [
    ({"caption_id": "a", "sentence": 0, "sha1": "x", "decision": "maybe", "labels": [], "evidence": "e"}, "decision"),
    ({"caption_id": "a", "sentence": 0, "sha1": "x", "decision": "error", "labels": [], "evidence": "e"}, "needs"),
    ({"caption_id": "a", "sentence": 0, "sha1": "x", "decision": "clean", "labels": ["typo"], "evidence": "e"}, "needs"),
    ({"caption_id": "a", "sha1": "x", "decision": "clean", "evidence": "e"}, "KeyError"),
])
def test_a_malformed_line_names_file_line_and_fix(tmp_path, row, message):
    path = _write(tmp_path, _row(0, "clean"), row)
    with pytest.raises(AgreeInputError, match=rf"adj\.jsonl:2: .*{message}.*fix:"):
        read_adjudications(path)


def test_the_bundled_file_reads_and_every_error_names_a_factual_label():
    rows = read_adjudications(BUNDLED)
    assert rows and all(r.evidence for r in rows)
    assert len({(r.caption_id, r.sentence) for r in rows}) == len(rows)


def test_the_command_refuses_a_missing_file(tmp_path):
    folder = tmp_path / "set"
    (folder / "tables").mkdir(parents=True)
    (folder / "captions.jsonl").write_text("", encoding="utf-8")
    out = CliRunner().invoke(app, ["agree", "--dataset", "chocolate-vistext", str(folder), "--adjudications",
                                   str(tmp_path / "none.jsonl")])
    assert out.exit_code != 0 and "none.jsonl: no such adjudication file" in out.output



VISTEXT = Path(__file__).resolve().parents[3] / ".." / "shared" / "data" / "chocolate-vistext-dev"
LVLM = ("gpt4v", "bard")


@pytest.mark.skipif(not (VISTEXT / "captions.jsonl").is_file(), reason="../shared/data/chocolate-vistext-dev not present")
@pytest.mark.parametrize("half, path", [("dev", BUNDLED), ("validation", BUNDLED_VALIDATION)])
def test_each_bundled_file_lands_on_its_halfs_sentences(half, path):
    from vlmeval.agreement.agree.vistext import half_of, read_labelled_captions

    rows = read_adjudications(path)
    captions = {c.caption_id: c for c in read_labelled_captions(VISTEXT / "captions.jsonl")}
    assert rows and all(r.caption_id in captions and half_of(captions[r.caption_id].vistext_id) == half for r in rows)
    # both kinds of captioner are adjudicated, and only sentences people called clean
    assert {captions[r.caption_id].model in LVLM for r in rows} == {True, False}
    assert all(not captions[r.caption_id].factual_errors(r.sentence) for r in rows)
    done = adjudicate([JudgedCaption(captions[c], []) for c in sorted({r.caption_id for r in rows})], rows)
    assert done.stale == [] and done.applied == len(rows)
    assert done.changed == sum(r.decision == "error" for r in rows)


def test_the_command_reads_both_bundled_files_by_default():
    rows = read_bundled()
    assert len(rows) == len(read_adjudications(BUNDLED)) + len(read_adjudications(BUNDLED_VALIDATION))
    assert len({(r.caption_id, r.sentence) for r in rows}) == len(rows)


def test_the_command_uses_both_bundled_files_without_adjudications(tmp_path, monkeypatch):
    import vlmeval.agreement.agree.adjudication as adjudication

    def marked() -> list:
        raise AgreeInputError("read_bundled was called")
    monkeypatch.setattr(adjudication, "read_bundled", marked)
    folder = tmp_path / "set"
    (folder / "tables").mkdir(parents=True)
    (folder / "captions.jsonl").write_text("", encoding="utf-8")
    out = CliRunner().invoke(app, ["agree", "--dataset", "chocolate-vistext", str(folder)])
    assert out.exit_code != 0 and "read_bundled was called" in out.output
