"""quintd at sentence level beside the GPT-4 judge: hand-worked MCCs on a small case, and the published judge files
read against the shared quintd captions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.agreement.agree.quintd import AgreeInputError, Caption, HumanSpan, ScoredCaption, read_captions
from vlmeval.agreement.agree.quintd_judge import judge_table, read_judge
from vlmeval.cli import app

FIXTURE = Path(__file__).parent / "fixtures" / "quintd-gpt4"
QUINTD = Path(__file__).resolve().parents[3].parent / "shared" / "data" / "quintd-owid"
TEXT = "Cases rose to 40 in May. They fell to 3 in June. The peak was in May. It ended at 9."


def _scored(ours: list[tuple[int, int]]) -> ScoredCaption:
    wrong = TEXT.index("3 in June")
    caption = Caption(1, "t.csv", 7, "m", TEXT, [HumanSpan(wrong, wrong + 9, "3 in June")])
    return ScoredCaption(caption, [], ours)


def _span(words: str) -> tuple[int, int]:
    return TEXT.index(words), TEXT.index(words) + len(words)


def test_sentence_mcc_of_ours_the_judge_and_the_position_rule(tmp_path):
    # people: sentence 2 wrong; ours flags sentence 2; the judge flags sentences 2 and 4
    (tmp_path / "gpt-4-owid-test-m-direct-1.jsonl").write_text(json.dumps(
        {"model": "m", "table_idx": 7, "annotations": [{"type": 0, "text": "3 in June", "start": 0},
                                                       {"type": 0, "text": "9", "start": TEXT.index("9")},
                                                       {"type": 1, "text": "40", "start": TEXT.index("40")}]}) + "\n")
    scored = [_scored([_span("fell to 3")])]
    table = judge_table(scored, read_judge(tmp_path, {(7, "m"): TEXT}))
    ours, judge, position = table.rows
    assert (table.sentences, table.wrong) == (4, 1)
    assert ours.mcc == 1.0 and ours.flagged == 1
    # judge: tp 1, fp 1, fn 0, tn 2 -> (2 - 0) / sqrt(2 * 1 * 3 * 2) = 1 / sqrt(3)
    assert judge.flagged == 2 and judge.mcc == pytest.approx(1 / 3 ** 0.5)
    assert position.rater.startswith("flag from sentence")


def test_a_judge_line_without_its_fields_names_file_line_and_fix(tmp_path):
    (tmp_path / "gpt-4-owid-test-m-direct-1.jsonl").write_text('{"model": "m", "table_idx": 7}\n')
    with pytest.raises(AgreeInputError, match=r"direct-1\.jsonl:1: KeyError.*fix:"):
        read_judge(tmp_path, {(7, "m"): TEXT})
    with pytest.raises(AgreeInputError, match="no \\*owid\\*.jsonl judge files"):
        read_judge(tmp_path / "nothing", {})


@pytest.mark.skipif(not QUINTD.is_dir(), reason="needs ../shared/data/quintd-owid")
def test_the_published_judge_spans_land_on_the_shared_captions():
    captions = read_captions(QUINTD / "captions.jsonl")
    texts = {(c.table_idx, c.model): c.text for c in captions}
    spans = read_judge(FIXTURE, texts)
    assert set(spans) == set(texts)  # every caption of the OWID test split has the judge's annotation
    published = sum(1 for f in FIXTURE.glob("*.jsonl") for line in f.read_text().splitlines()
                    for a in json.loads(line)["annotations"] if a["type"] == 0 and a["text"])
    assert 0.95 * published <= sum(len(v) for v in spans.values()) <= published


@pytest.mark.skipif(not QUINTD.is_dir(), reason="needs ../shared/data/quintd-owid")
def test_the_command_prints_the_judge_beside_ours():
    out = CliRunner().invoke(app, ["agree", str(QUINTD), "--half", "dev", "--judge", str(FIXTURE)])
    assert out.exit_code == 0, out.output
    assert "beside the GPT-4 judge" in out.output and "gpt-4-1106-preview" in out.output
