"""``vlmeval score --from vlmevalkit|lmms-eval``: prediction files mapped back to figures and scored as ``vlmeval
score`` scores the same answers; rows matching no figure listed; files of the wrong kind refused (exit 2).

Neither harness is installed here (VLMEvalKit's import name is ours; lmms-eval needs torch): the files are built
from their documented formats. VLMEvalKit's prediction file is its dataset TSV without ``image``, plus
``prediction``, saved as ``<model>_<dataset>.xlsx``; lmms-eval's ``--log_samples`` file has one JSON object per
document: ``doc_id``, ``doc`` (the document without its image fields), ``target``, ``arguments``, ``resps``,
``filtered_resps``, the hashes and the task's metrics.
"""

from __future__ import annotations

import json

import pandas as pd
import pytest

from run_helpers import cli, read_jsonl

SEEDS = {"dynts-average": "003", "dynts-r1qwen-benchmarks": "002"}


@pytest.fixture(scope="module")
def tsv_export(tmp_path_factory):
    out = tmp_path_factory.mktemp("vlmevalkit")
    assert cli("gt", "export", str(out), "--format", "vlmevalkit", "--suite", "papers").returncode == 0
    return out / "vlmeval_papers.tsv"


def _plain_scores(tmp_path, answers: dict[str, str]) -> dict[str, dict]:
    path = tmp_path / "plain.jsonl"
    path.write_text("".join(json.dumps({"figure_id": f, "model": "m", "text": t}) + "\n" for f, t in answers.items()))
    assert cli("score", str(path), "--out", str(tmp_path / "plain"), "--no-progress").returncode == 0
    return {c["figure_id"]: c for c in read_jsonl(tmp_path / "plain" / "scorecards.jsonl")}


@pytest.mark.parametrize("suffix", [".xlsx", ".tsv"])
def test_vlmevalkit_predictions_map_back_by_index(tsv_export, tmp_path, seed_text, suffix):
    table = pd.read_csv(tsv_export, sep="\t").drop(columns=["image"])
    answers = {fid: seed_text(number) for fid, number in SEEDS.items()}
    table["prediction"] = [answers.get(fid, "Failed to obtain answer via API.") for fid in table["figure_id"]]
    table = table.drop(columns=["figure_id"])  # the index alone maps each row back
    table.loc[len(table)] = {"index": 999, "question": "q", "prediction": "The maximum is 3."}
    pred = tmp_path / f"GPT4o_vlmeval_papers{suffix}"
    table.to_excel(pred, index=False) if suffix == ".xlsx" else table.to_csv(pred, sep="\t", index=False)
    run = tmp_path / "run"
    done = cli("score", "--from", "vlmevalkit", str(pred), "--out", str(run), "--no-progress")
    assert done.returncode == 1, done.stderr  # a failed row and an unknown index: not every row scored
    assert f"{pred}: row 4 (index 999): index 999 matches no figure (fix: " in done.stderr
    assert "failed dynts-r1llama-benchmarks: VLMEvalKit could not obtain an answer" in done.stderr
    cards = {c["figure_id"]: c for c in read_jsonl(run / "scorecards.jsonl")}
    plain = _plain_scores(tmp_path, answers)
    assert sorted(cards) == sorted(SEEDS)
    for fid in SEEDS:
        assert cards[fid]["metrics"] == plain[fid]["metrics"] and cards[fid]["model"] == "GPT4o"
    assert [e["figure_id"] for e in read_jsonl(run / "errors.jsonl")] == ["dynts-r1llama-benchmarks"]


@pytest.fixture(scope="module")
def parquet_export(tmp_path_factory):
    out = tmp_path_factory.mktemp("parquet")
    assert cli("gt", "export", str(out), "--suite", "papers").returncode == 0
    return out


def _lmms_samples(docs, answers: dict[str, str]) -> str:
    lines = []
    for doc_id, doc in enumerate(docs):
        saved = {k: v for k, v in doc.items() if "image" not in k}  # lmms-eval leaves out every image field
        text = answers.get(doc["figure_id"], "")
        lines.append(json.dumps({"doc_id": doc_id, "doc": saved, "target": doc["figure_id"],
                                 "arguments": [[doc["prompt"], {"max_new_tokens": 2048}]], "resps": [[text]],
                                 "filtered_resps": [text], "doc_hash": "0", "prompt_hash": "0", "target_hash": "0",
                                 "vlmeval_overall": 0.0}))
    return "\n".join(lines) + "\n"


def test_lmms_eval_samples_score_like_vlmeval_score(parquet_export, tmp_path, seed_text):
    from datasets import load_dataset

    docs = load_dataset("parquet", data_dir=str(parquet_export), cache_dir=str(tmp_path / "hf"))["test"]
    answers = {fid: seed_text(number) for fid, number in SEEDS.items()}
    model_dir = tmp_path / "logs" / "qwen2_vl"  # lmms-eval writes OUTPUT_PATH/<model>/<date>_samples_<task>.jsonl
    model_dir.mkdir(parents=True)
    samples = model_dir / "20260101_samples_vlmeval_figures.jsonl"
    samples.write_text(_lmms_samples(docs, answers), encoding="utf-8")
    run = tmp_path / "run"
    done = cli("score", "--from", "lmms-eval", str(samples), "--out", str(run), "--no-progress")
    assert done.returncode == 1, done.stderr  # dynts-r1llama-benchmarks has an empty answer
    assert "failed dynts-r1llama-benchmarks: the answer is empty" in done.stderr
    cards = {c["figure_id"]: c for c in read_jsonl(run / "scorecards.jsonl")}
    plain = _plain_scores(tmp_path, answers)
    for fid in SEEDS:
        assert cards[fid]["metrics"] == plain[fid]["metrics"] and cards[fid]["model"] == "qwen2_vl"
        assert cards[fid]["prompt_id"] == "describe-v1"


def test_wrong_kinds_and_missing_columns_exit_2_naming_file_and_fix(tsv_export, tmp_path):
    out = str(tmp_path / "run")
    cases = {
        ("vlmevalkit", str(tsv_export)): "no column 'prediction'",  # the dataset itself, not its predictions
        ("inspect", str(tsv_export)): "not an inspect_ai log",
        ("lmms-eval", str(tsv_export)): "not an lmms-eval samples file",
    }
    bad_json = tmp_path / "other.json"
    bad_json.write_text('{"results": []}')
    cases[("inspect", str(bad_json))] = "not an inspect_ai log"
    descriptions = tmp_path / "answers.jsonl"
    descriptions.write_text('{"figure_id": "dynts-average", "model": "m", "text": "x"}\n')
    cases[("lmms-eval", str(descriptions))] = "not an lmms-eval sample"
    no_index = tmp_path / "m_vlmeval_papers.tsv"
    pd.DataFrame({"question": ["q"], "prediction": ["p"]}).to_csv(no_index, sep="\t", index=False)
    cases[("vlmevalkit", str(no_index))] = "no column 'index' or 'figure_id'"
    broken = tmp_path / "samples_vlmeval_figures.jsonl"
    broken.write_text('{"doc_id": 0, "doc": {"figure_id": "dynts-average"}, "resps": [["x"]]}\n{"doc_id": 1, "re\n')
    cases[("lmms-eval", str(broken))] = "line 2: not valid JSON"
    for (kind, path), problem in cases.items():
        done = cli("score", "--from", kind, path, "--out", out, "--no-progress")
        assert done.returncode == 2, (kind, path, done.stderr)
        assert f"error: {path}" in done.stderr and problem in done.stderr and "(fix: " in done.stderr, done.stderr
    assert not (tmp_path / "run").exists()
    assert cli("score", str(descriptions), "--out", out, "--model", "m").returncode == 2  # --model needs --from


def test_a_folder_holding_another_run_is_not_overwritten(tsv_export, tmp_path, seed_text):
    run = tmp_path / "run"
    run.mkdir()
    (run / "descriptions.jsonl").write_text('{"figure_id": "dynts-average", "model": "old", "text": "kept"}\n')
    pred = tmp_path / "m_vlmeval_papers.tsv"
    pd.DataFrame({"index": [pd.read_csv(tsv_export, sep="\t")["index"][0]], "prediction": [seed_text("003")]}).to_csv(
        pred, sep="\t", index=False)
    done = cli("score", "--from", "vlmevalkit", str(pred), "--out", str(run), "--no-progress")
    assert done.returncode == 2 and "already holds another run's descriptions.jsonl" in done.stderr
    assert "kept" in (run / "descriptions.jsonl").read_text()
    again = cli("score", "--from", "vlmevalkit", str(pred), "--out", str(tmp_path / "new"), "--no-progress")
    assert again.returncode == 0, again.stderr
    assert cli("score", "--from", "vlmevalkit", str(pred), "--out", str(tmp_path / "new"), "--no-progress").returncode == 0
