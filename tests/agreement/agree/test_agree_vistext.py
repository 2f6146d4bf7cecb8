"""The VisText sets: the split rule, summary sentences, scoring by sentence and the CLI on a small set of our own."""

from __future__ import annotations

import json
import zlib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.agreement.agree.vistext import detokenise, half_of, summary_sentences
from vlmeval.cli import app

SHARED = Path(__file__).resolve().parents[4] / "shared"
VISTEXT = SHARED / "data" / "chocolate-vistext-dev"


def test_split_is_by_chart_and_follows_the_shared_rule():
    for vid in ["12", "1086", "77"]:
        assert half_of(vid) == ("dev" if zlib.crc32(vid.encode()) % 2 == 0 else "validation")
    assert half_of(1086) == half_of("1086")


def test_summary_sentences_split_at_spaced_full_stops_and_are_detokenised():
    text = "This graph shows the sales of Acme from 2001 to 2012 . In 2012 , sales reached 3.5 million U.S. dollars .\n"
    assert summary_sentences(text) == ["This graph shows the sales of Acme from 2001 to 2012.",
                                       "In 2012, sales reached 3.5 million U.S. dollars."]
    assert detokenise("the share ( 12 % ) of Acme 's 1 , 200 shops") == "the share (12%) of Acme's 1,200 shops"


def _write_set(folder: Path) -> None:
    tables = folder / "tables"
    tables.mkdir(parents=True)
    csv = "Year,Sales in million units\n2015*,9\n2014,8\n2013,6\n2012,5\n"
    (tables / "10.json").write_text(json.dumps({"vistext_id": "10", "value_column_index": 0, "csv": csv,
                                                "title": "Sales of Acme from 2012 to 2015 ( in million units )"}))
    (tables / "11.json").write_text(json.dumps({"vistext_id": "11", "value_column_index": 3, "csv": csv,
                                                "title": "Sales"}))
    captions = [
        {"_id": "a", "vistext_id": "10", "model": "m1", "sentences": ["Sales rose from 2012 to 2015.",
                                                                      "In 2013, sales were 9 million units."],
         "labels": [[], ["value_error"]]},
        {"_id": "b", "vistext_id": "10", "model": "m2", "sentences": ["Sales fell from 2012 to 2015."],
         "labels": [["trend_error"]]},
        {"_id": "e", "vistext_id": "10", "model": "m1", "sentences": ["Sales were highest in 2015."], "labels": [[]]},
        {"_id": "c", "vistext_id": "11", "model": "m1", "sentences": ["Sales rose."], "labels": [[]]},
        {"_id": "d", "vistext_id": "99", "model": "m2", "sentences": ["Sales rose."], "labels": [[]]},
    ]
    (folder / "captions.jsonl").write_text("".join(json.dumps(c) + "\n" for c in captions))
    (folder / "human_summaries.jsonl").write_text(json.dumps(
        {"vistext_id": "10", "multi_column": False, "summary": "Acme 's sales peaked in 2015 . "
                                                               "Sales have grown since 2012 .\n"}) + "\n")


def test_cli_scores_a_small_set_and_counts_bad_charts_as_unscored(tmp_path):
    _write_set(tmp_path / "set")
    findings = tmp_path / "f.jsonl"
    out = tmp_path / "r.json"
    r = CliRunner().invoke(app, ["agree", "--dataset", "chocolate-vistext", str(tmp_path / "set"), "--half", "all",
                                 "--findings", str(findings), "--json", str(out)])
    assert r.exit_code == 0, r.output
    # the out-of-range value column is named with the fix, and the caption without a table too
    assert "value column 3 is out of range" in r.output and "chart 99 has no table" in r.output
    result = json.loads(out.read_text())["results"][0]
    assert result["captions"] == 3 and result["unscored"] == 2
    # both wrong sentences are flagged, the right one is not: precision 1, recall 1, AUROC 1
    assert (result["precision"], result["recall"], result["auroc"]) == (1.0, 1.0, 1.0)
    assert result["false_alarm_rate"] == 0.0
    assert findings.read_text() == ""


def test_cli_summaries_share_called_wrong(tmp_path):
    _write_set(tmp_path / "set")
    r = CliRunner().invoke(app, ["agree", "--dataset", "statista-summaries", str(tmp_path / "set"), "--half", "all",
                                 "--json", str(tmp_path / "s.json")])
    assert r.exit_code == 0, r.output
    group = json.loads((tmp_path / "s.json").read_text())["results"][0]["groups"][0]
    assert (group["summaries"], group["sentences"], group["called_wrong"]) == (1, 2, 0)


def test_cli_refuses_an_unknown_dataset(tmp_path):
    r = CliRunner().invoke(app, ["agree", "--dataset", "nope", str(tmp_path)])
    assert r.exit_code == 2 and "--dataset 'nope'" in r.output


@pytest.mark.skipif(not (VISTEXT / "captions.jsonl").is_file(), reason="../shared/data/chocolate-vistext-dev not present")
def test_every_dev_set_caption_is_scored():
    from vlmeval.agreement.agree.judge import judge_captions

    judged = judge_captions(VISTEXT)
    assert not judged.unscored and not judged.table_problems
    # 205 lines, 795 sentences (the README's counts); one line repeats another caption exactly
    # (chartt5-vistext_2734, 4 sentences)
    assert len(judged.items) == 204 and sum(len(i.sentences) for i in judged.items) == 791
