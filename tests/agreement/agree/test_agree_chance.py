"""Chance-corrected agreement (MCC, Cohen's kappa) and the trivial baselines, against hand-worked values."""

from __future__ import annotations

import json
import math

import pytest
from typer.testing import CliRunner

from vlmeval.agreement.agree.chance import chance_group, chance_groups, sentence_rows, writer_group
from vlmeval.agreement.agree.chocolate import JudgedCaption
from vlmeval.agreement.agree.sentences import ScoredSentence
from vlmeval.agreement.agree.stats import cohen_kappa, matthews
from vlmeval.agreement.agree.vistext import LabelledCaption
from vlmeval.cli import app
from vlmeval.records import ClaimVerdict


def test_kappa_of_the_textbook_two_raters():
    # 50 items: both yes 20, only rater A yes 5, only rater B yes 10, both no 15.
    # observed 35/50 = 0.7; chance 25/50*30/50 + 25/50*20/50 = 0.5; kappa (0.7 - 0.5) / 0.5 = 0.4
    assert cohen_kappa(tp=20, fp=5, fn=10, tn=15) == pytest.approx(0.4)


def test_mcc_of_textbook_confusion_matrices():
    # 8 cats, 4 dogs: 6 cats found, 2 missed, 1 dog called a cat: (6*3 - 1*2) / sqrt(7*8*4*5) = 16 / sqrt(1120)
    assert matthews(tp=6, fp=1, fn=2, tn=3) == pytest.approx(16 / math.sqrt(1120))
    # the kappa table above: (20*15 - 5*10) / sqrt(25*30*25*20) = 250 / (250 sqrt 6)
    assert matthews(tp=20, fp=5, fn=10, tn=15) == pytest.approx(1 / math.sqrt(6))
    assert matthews(5, 0, 0, 5) == 1.0 and matthews(0, 5, 5, 0) == -1.0


def test_a_constant_rater_carries_no_information():
    assert matthews(tp=7, fp=3, fn=0, tn=0) == 0.0  # flags all
    assert cohen_kappa(tp=7, fp=3, fn=0, tn=0) == 0.0
    assert matthews(0, 0, 0, 0) is None and cohen_kappa(0, 0, 0, 0) is None


def _claim(flagged: bool) -> ClaimVerdict:
    return ClaimVerdict(start=0, end=1, text="x", kind="value", verdict="contradicted" if flagged else "supported",
                        error_type="value" if flagged else None)


def _caption(model: str, labels: list[list[str]], ours: list[bool]) -> JudgedCaption:
    sentences = [f"Sentence {i}." for i in range(len(labels))]
    caption = LabelledCaption(1, f"{model}-x", "1", model, sentences, labels)
    return JudgedCaption(caption, [ScoredSentence(i, s, [_claim(f)]) for i, (s, f) in enumerate(zip(sentences, ours))])


def test_baselines_know_only_position_and_length():
    # caption A: 3 sentences, people mark the third; caption B: 1 sentence, clean; ours flags A's second only
    items = [_caption("m", [[], [], ["value_error"]], [False, True, False]), _caption("m", [[]], [False])]
    rows = {r.rater.split(" on")[0].split(" >=")[0]: r for r in sentence_rows(items)}
    # ours: tp 0, fp 1, fn 1, tn 2 -> (0 - 1) / sqrt(1*1*3*3) = -1/3
    assert rows["ours"].mcc == pytest.approx(-1 / 3)
    assert rows["flag all"].mcc == 0.0 and rows["flag all"].flagged == 4
    # "from sentence 3 on" flags exactly the wrong sentence: MCC 1, kappa 1 (best of k = 2..5)
    position = [r for r in sentence_rows(items) if r.rater.startswith("flag from")][0]
    assert position.rater == "flag from sentence 3 on" and position.mcc == 1.0 and position.kappa == 1.0
    # captions of >= 2 (or 3) sentences: A's three: tp 1, fp 2, fn 0, tn 1 -> (1 - 0) / sqrt(3*1*3*1) = 1/3
    length = [r for r in sentence_rows(items) if r.rater.startswith("flag captions")][0]
    assert length.rater == "flag captions of >= 2 sentences" and length.mcc == pytest.approx(1 / 3)


def test_caption_measures_sit_beside_the_length_baseline():
    items = [_caption("gpt4v", [[], ["value_error"]], [False, True]),  # share 0.5 / ours 0.5, length 2
             _caption("gpt4v", [["ooc_error"]], [True]),  # share 1 / ours 1, length 1
             _caption("gpt4v", [[]], [False])]  # share 0 / ours 0, length 1
    g = chance_group("LVLM", items)
    assert g.share_tau_b == pytest.approx(1.0)
    # length (2, 1, 1) against people's share (0.5, 1, 0): pairs -1, +1, tie -> s 0
    assert g.share_tau_b_length == pytest.approx(0.0)
    # non-factual: first two; ours 0.5, 1 vs 0 -> AUROC 1; length 2, 1 vs 1 -> (1 + 0.5) / 2
    assert g.auroc == 1.0 and g.auroc_length == pytest.approx(0.75)


def test_captions_are_grouped_by_who_wrote_them():
    assert writer_group("gpt4v") == writer_group("bard") == "LVLM"
    assert writer_group("matcha") == writer_group("deplot") == "fine-tuned"
    items = [_caption("bard", [[]], [False]), _caption("unichart", [[]], [False])]
    assert [(g.group, g.captions) for g in chance_groups(items)] == [("LVLM", 1), ("fine-tuned", 1), ("all", 2)]


def test_cli_prints_and_writes_the_chance_corrected_measures(tmp_path):
    folder = tmp_path / "set"
    (folder / "tables").mkdir(parents=True)
    csv = "Year,Visitors in millions\n2021,3\n2020,2\n2019,4\n"
    (folder / "tables" / "20.json").write_text(json.dumps(
        {"vistext_id": "20", "value_column_index": 0, "csv": csv,
         "title": "Visitors to Lake Dunmere from 2019 to 2021 ( in millions )"}))
    captions = [{"_id": "g", "vistext_id": "20", "model": "gpt4v",
                 "sentences": ["Visitors numbered 4 million in 2019.", "In 2020, visitors numbered 9 million."],
                 "labels": [[], ["value_error"]]},
                {"_id": "u", "vistext_id": "20", "model": "unichart",
                 "sentences": ["Visitors numbered 2 million in 2020."], "labels": [[]]}]
    (folder / "captions.jsonl").write_text("".join(json.dumps(c) + "\n" for c in captions))
    out = tmp_path / "r.json"
    r = CliRunner().invoke(app, ["agree", "--dataset", "chocolate-vistext", str(folder), "--half", "all",
                                 "--json", str(out)], terminal_width=200)
    assert r.exit_code == 0, r.output
    assert "sentence agreement beside trivial baselines" in r.output and "ours beside caption length" in r.output
    groups = {g["group"]: g for g in json.loads(out.read_text())["results"][0]["chance"]}
    assert list(groups) == ["LVLM", "fine-tuned", "all"]
    ours = groups["all"]["sentence_rows"][0]
    # the 9 million sentence is the only one flagged and the only wrong one: 3 sentences, MCC 1
    assert (ours["rater"], ours["flagged"], ours["mcc"], ours["kappa"]) == ("ours", 1, 1.0, 1.0)
    # "from sentence 2 on" flags the same single sentence
    assert groups["all"]["sentence_rows"][2]["mcc"] == 1.0
