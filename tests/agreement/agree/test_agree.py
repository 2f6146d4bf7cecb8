"""The agreement harness: span overlap metrics, caption-level metrics, Kendall's tau-c, input errors, the CLI."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.agreement.agree import (AgreeInputError, Caption, HumanSpan, ScoredCaption, group_result, kendall_tau_c,
                           merge_spans, read_captions, report, score_captions)
from vlmeval.cli import app

SHARED = Path(__file__).resolve().parents[4] / "shared"
QUINTD = SHARED / "data" / "quintd-owid"
needs_quintd = pytest.mark.skipif(not (QUINTD / "captions.jsonl").is_file(), reason="../shared/data/quintd-owid not present")


def test_merge_spans():
    assert merge_spans([(5, 9), (0, 3), (2, 4), (9, 12)]) == [(0, 4), (5, 9), (9, 12)]  # touching is not overlapping


def _scored(predicted, human, empty=0):
    caption = Caption(1, "t.csv", 0, "m", "x" * 100, [HumanSpan(a, b, "") for a, b in human], empty)
    return ScoredCaption(caption, [], predicted)


def test_span_and_caption_metrics_by_hand():
    items = [
        _scored([(0, 5), (10, 20)], [(4, 6)]),  # one of two predicted spans hits; the human span is found
        _scored([(30, 40)], [(50, 60), (70, 80)]),  # a miss and two human spans not found
        _scored([], [], empty=1),  # humans flagged the caption with an empty span: counted at caption level only
        _scored([], []),
    ]
    r = group_result("all", items)
    assert (r.predicted_spans, r.human_spans, r.empty_human_spans) == (3, 3, 1)
    assert r.span_precision == pytest.approx(1 / 3) and r.span_recall == pytest.approx(1 / 3)
    assert r.span_f1 == pytest.approx(1 / 3)
    # caption flags: ours [1, 1, 0, 0], humans [1, 1, 1, 0] -> precision 1, recall 2/3
    assert r.caption_precision == 1.0 and r.caption_recall == pytest.approx(2 / 3) and r.caption_f1 == pytest.approx(0.8)


def test_kendall_tau_c_by_hand():
    # x = 1,1,1,0,0,0 / y = 1,1,0,0,0,1: concordant 4, discordant 1, n = 6, m = 2 -> 2*(4-1)/(36*1/2) = 1/3
    assert kendall_tau_c([1, 1, 1, 0, 0, 0], [1, 1, 0, 0, 0, 1]) == pytest.approx(1 / 3)
    assert kendall_tau_c([1, 0, 1, 0], [1, 0, 1, 0]) == pytest.approx(1.0)
    assert kendall_tau_c([1, 0, 1, 0], [0, 1, 0, 1]) == pytest.approx(-1.0)
    assert kendall_tau_c([1, 1, 1], [0, 1, 0]) is None  # one side constant


def test_bad_caption_line_names_the_line(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text('{"table": "a.csv", "table_idx": 0, "model": "m", "text": "x", "human": {"annotations": []}}\n'
                    '{"table": "a.csv", "model": "m"}\n')
    with pytest.raises(AgreeInputError, match=r"c\.jsonl:2: KeyError.*fix:"):
        read_captions(path)


def test_span_offsets_are_repaired_from_the_text(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text(json.dumps({"table": "a.csv", "table_idx": 0, "model": "m", "text": "It rose to 5 in 2020.",
                                "human": {"annotations": [{"type": 0, "text": "5 in 2020", "start": 3},
                                                          {"type": 1, "text": "rose", "start": 3}]}}) + "\n")
    [caption] = read_captions(path)
    assert [(h.start, h.end) for h in caption.incorrect] == [(11, 20)]  # type 1 (not checkable) is not Incorrect


def _small_set(tmp_path: Path) -> tuple[Path, Path]:
    tables = tmp_path / "tables"
    tables.mkdir()
    (tables / "7-x-Land.csv").write_text("# country: Land\n# title: Things per hundred\n# unit: things\n"
                                         "date,value\n2021-01-01,1\n2021-02-01,2\n2021-03-01,3\n2021-04-01,4\n")
    text_bad = "The values rose from 1 in January 2021 to 9 in April 2021."
    text_good = "From January 2021 to April 2021 the data shows a clear increase, reaching 4 in April 2021."
    lines = [
        {"table": "7-x-Land.csv", "table_idx": 7, "model": "a", "text": text_bad,
         "human": {"annotations": [{"type": 0, "text": "9 in April 2021", "start": text_bad.index("9 in")}]}},
        {"table": "7-x-Land.csv", "table_idx": 7, "model": "b", "text": text_good, "human": {"annotations": []}},
    ]
    captions = tmp_path / "captions.jsonl"
    captions.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return captions, tables


def test_scoring_a_small_set_with_the_real_scorer(tmp_path):
    captions, tables = _small_set(tmp_path)
    scored = score_captions(read_captions(captions), tables)
    bad, good = scored
    assert len(bad.predicted) == 1 and bad.caption.text[slice(*bad.predicted[0])].startswith("9 in April")
    assert good.predicted == []
    rows = report(scored, ["dev"])["dev"]
    overall = rows[-1]
    assert overall.group == "overall" and overall.span_precision == 1.0 and overall.span_recall == 1.0
    assert overall.caption_f1 == 1.0 and overall.kendall_tau_c == pytest.approx(1.0)


def test_cli_on_a_small_set(tmp_path):
    captions, tables = _small_set(tmp_path)
    out = tmp_path / "agree.json"
    result = CliRunner().invoke(app, ["agree", "--captions", str(captions), "--tables", str(tables), "--half", "dev",
                                      "--json", str(out)])
    assert result.exit_code == 0, result.output
    assert "tables 0-49" in result.output and "50-99" not in result.output
    payload = json.loads(out.read_text())
    assert payload["results"]["dev"][-1]["span_f1"] == 1.0 and len(payload["captions"]) == 2


def test_cli_missing_table_names_the_caption_line(tmp_path):
    captions, tables = _small_set(tmp_path)
    shutil.rmtree(tables)
    tables.mkdir()
    result = CliRunner().invoke(app, ["agree", "--captions", str(captions), "--tables", str(tables), "--half", "all"])
    assert result.exit_code == 2 and "caption line 1" in result.output and "no such file" in result.output


@needs_quintd
def test_real_caption_with_a_wrong_peak_is_flagged_where_people_flagged_it():
    captions = [c for c in read_captions(QUINTD / "captions.jsonl") if c.table_idx == 0 and c.model == "llama2"]
    [scored] = score_captions(captions, QUINTD / "tables")
    [human] = scored.caption.incorrect
    assert "peak of 59.97" in human.text
    assert any(a < human.end and human.start < b for a, b in scored.predicted)


def test_bootstrap_interval_brackets_the_pooled_f1():
    from vlmeval.agreement.agree import SpanCounts, bootstrap_span_f1

    counts = [SpanCounts(predicted=2, predicted_matched=1, human=1, human_found=1),
              SpanCounts(predicted=1, predicted_matched=0, human=2, human_found=0),
              SpanCounts(predicted=1, predicted_matched=1, human=1, human_found=1)] * 10
    lo, hi = bootstrap_span_f1(counts)
    assert lo <= 0.5 <= hi and 0 <= lo < hi <= 1  # pooled: P 2/4, R 2/4
    assert bootstrap_span_f1(counts) == (lo, hi)  # seeded
