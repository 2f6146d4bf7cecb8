"""Parquet in and out of `vlmeval score`, and leaderboard/compare/report reading Parquet scorecards."""

from __future__ import annotations

import json

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from parquet_helpers import snippet_rows, sorted_cards, write_dataset, write_jsonl
from run_helpers import cli

from vlmeval.scoring.batch import read_scorecards, score_file
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.reporting.leaderboard import RunError, leaderboard, load_run

ROWS = snippet_rows(300)


@pytest.fixture(scope="module")
def figures():
    return load_figure_set()


@pytest.fixture(scope="module")
def scored_jsonl(tmp_path_factory, figures):
    """The rows as JSONL, scored to JSONL (the reference every other form is compared with)."""
    folder = tmp_path_factory.mktemp("jsonl")
    src = write_jsonl(ROWS, folder / "d.jsonl")
    report = score_file(src, figures, folder / "out", progress=False)
    assert report.scored == len(ROWS)
    return folder / "out" / "scorecards.jsonl"


def test_jsonl_in_parquet_out_gives_the_same_leaderboard(tmp_path, figures, scored_jsonl):
    out = tmp_path / "out"
    report = score_file(write_jsonl(ROWS, tmp_path / "d.jsonl"), figures, out, progress=False, output_format="parquet")
    assert report.out_path == out / "scorecards.parquet" and report.written
    by_jsonl = leaderboard([load_run(scored_jsonl.parent)])
    by_parquet = leaderboard([load_run(out)])
    assert len(by_jsonl) == 6  # three models x two prompts
    # the run label is the folder name ('out' both times); every number must match
    from pandas.testing import assert_frame_equal
    assert_frame_equal(by_jsonl, by_parquet)
    # and the CLI prints the same table from either
    a, b = cli("leaderboard", str(scored_jsonl.parent)), cli("leaderboard", str(out))
    assert a.returncode == b.returncode == 0, b.stderr
    assert a.stdout == b.stdout


def test_parquet_scorecards_hold_exactly_the_jsonl_lines(tmp_path, figures, scored_jsonl):
    score_file(write_jsonl(ROWS, tmp_path / "d.jsonl"), figures, tmp_path / "out", progress=False, output_format="parquet")
    as_jsonl = [json.loads(line) for line in scored_jsonl.read_text().splitlines()]
    assert [card for _, card in read_scorecards(tmp_path / "out" / "scorecards.parquet")] == as_jsonl


def test_pandas_duckdb_and_polars_read_the_parquet_scorecards_directly(tmp_path, figures, scored_jsonl):
    score_file(write_jsonl(ROWS, tmp_path / "d.jsonl"), figures, tmp_path / "out", progress=False, output_format="parquet")
    path = tmp_path / "out" / "scorecards.parquet"
    cards = [json.loads(line) for line in scored_jsonl.read_text().splitlines()]
    import pandas as pd

    df = pd.read_parquet(path)
    assert list(df["model"]) == [c["model"] for c in cards]
    nan = float("nan")  # pandas reads a null float as NaN
    assert df["overall"].tolist() == pytest.approx([nan if c["metrics"]["overall"] is None else c["metrics"]["overall"]
                                                  for c in cards], nan_ok=True)
    assert df["count_contradicted"].tolist() == [c["counts"]["contradicted"] for c in cards]
    assert [len(claims) for claims in df["claims"]] == [len(c["claims"]) for c in cards]
    assert json.loads(df["extra"][0]) == {"batch": 0}  # an input field kept
    duckdb = pytest.importorskip("duckdb")
    contradicted = duckdb.sql(f"SELECT count(*) FROM (SELECT unnest(claims) AS c FROM '{path}') "
                              "WHERE c.verdict = 'contradicted'").fetchall()[0][0]
    assert contradicted == sum(c["counts"]["contradicted"] for c in cards) > 0
    polars = pytest.importorskip("polars")
    assert polars.read_parquet(path)["value_precision"].to_list() == [c["metrics"]["value_precision"] for c in cards]


def test_parquet_input_file_and_partitioned_folder_score_like_jsonl(tmp_path, figures, scored_jsonl):
    reference = [json.loads(line) for line in scored_jsonl.read_text().splitlines()]
    pq.write_table(pa.Table.from_pylist(ROWS), tmp_path / "d.parquet", row_group_size=64)
    score_file(tmp_path / "d.parquet", figures, tmp_path / "one", progress=False)
    assert [json.loads(line) for line in (tmp_path / "one" / "scorecards.jsonl").read_text().splitlines()] == reference
    # three parts of several row groups each: rows numbered across the dataset, in path order
    write_dataset(ROWS, tmp_path / "ds", parts=3, row_group_size=40)
    report = score_file(tmp_path / "ds", figures, tmp_path / "many", progress=False, jobs=2, output_format="parquet")
    assert (report.scored, report.skipped) == (len(ROWS), 0)
    assert sorted_cards(read_scorecards(tmp_path / "many" / "scorecards.parquet")) == reference


def test_hive_partition_folders_give_their_field(tmp_path, figures):
    rows = [{k: v for k, v in r.items() if k != "model"} for r in ROWS[:6]]
    for i, model in enumerate(("gemma", "qwen")):
        (tmp_path / "ds" / f"model={model}").mkdir(parents=True)
        pq.write_table(pa.Table.from_pylist(rows[i * 3:(i + 1) * 3]), tmp_path / "ds" / f"model={model}" / "p.parquet")
    (tmp_path / "ds" / "_SUCCESS").write_text("")  # written by Spark: not a part
    report = score_file(tmp_path / "ds", figures, tmp_path / "out", progress=False)
    assert report.scored == 6 and sorted(report.models) == ["gemma", "qwen"]


def test_jobs_two_writes_the_same_parquet_as_jobs_one(tmp_path, figures):
    src = write_jsonl(ROWS[:100], tmp_path / "d.jsonl")
    score_file(src, figures, tmp_path / "one", progress=False, output_format="parquet")
    score_file(src, figures, tmp_path / "two", progress=False, jobs=2, output_format="parquet")
    one, two = (list(read_scorecards(tmp_path / d / "scorecards.parquet")) for d in ("one", "two"))
    assert one == two and len(one) == 100


# ---- bad input ---------------------------------------------------------------------------------------------

def _score(*args):
    return cli("score", *map(str, args), "--no-progress")


def test_a_parquet_file_without_a_needed_column_names_file_column_and_fix(tmp_path):
    bad = tmp_path / "d.parquet"
    pq.write_table(pa.Table.from_pylist([{"figure_id": r["figure_id"], "model": r["model"], "caption": r["text"]}
                                         for r in ROWS[:3]]), bad)
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "scorecards.jsonl").write_text("kept\n")
    r = _score(bad, "--out", tmp_path / "out")
    said = " ".join(r.stderr.split())
    assert r.returncode == 2
    assert f"error: {bad}: no column 'text' (its columns: figure_id, model, caption)" in said
    assert "fix: name the columns figure_id, model and text" in said
    assert (tmp_path / "out" / "scorecards.jsonl").read_text() == "kept\n"


def test_a_column_of_the_wrong_type_names_file_column_and_fix(tmp_path):
    ds = write_dataset(ROWS[:6], tmp_path / "ds", parts=2)
    pq.write_table(pa.table({"figure_id": ["a"], "model": ["m"], "text": [3]}), ds / "part-009.parquet")
    r = _score(ds, "--out", tmp_path / "out")
    said = " ".join(r.stderr.split())
    assert r.returncode == 2 and f"error: {ds / 'part-009.parquet'}: column 'text' is int64, not a string" in said
    assert "fix: store text as a string column" in said
    assert not (tmp_path / "out").exists()  # checked before anything was scored or created


def test_malformed_rows_are_reported_with_their_row_number_and_skipped(tmp_path):
    rows = [dict(r) for r in ROWS[:8]]
    rows[2]["text"] = None
    rows[6]["figure_id"] = "no-such-figure"
    ds = write_dataset(rows, tmp_path / "ds", parts=2)  # rows 1-4 in part-000, 5-8 in part-001
    r = _score(ds, "--out", tmp_path / "out", "--output-format", "parquet")
    said = " ".join(r.stderr.split())
    assert r.returncode == 1, r.stderr
    assert f"skipped {ds / 'part-000.parquet'} row 3: bad description: text (Input should be a valid string)" in said
    assert f"skipped {ds / 'part-001.parquet'} row 3: unknown figure id 'no-such-figure'" in said
    lines = [card["line"] for _, card in read_scorecards(tmp_path / "out" / "scorecards.parquet")]
    assert lines == [1, 2, 4, 5, 6, 8]


def test_a_noncharacter_in_a_parquet_text_is_replaced_with_a_warning(tmp_path):
    row = dict(ROWS[0], text=ROWS[0]["text"] + " \ufdd0")
    pq.write_table(pa.Table.from_pylist([row]), tmp_path / "d.parquet")
    r = _score(tmp_path / "d.parquet", "--out", tmp_path / "out")
    assert r.returncode == 0, r.stderr
    assert f"warning {tmp_path / 'd.parquet'} row 1: 1 invalid character(s)" in " ".join(r.stderr.split())
    (card,) = [c for _, c in read_scorecards(tmp_path / "out" / "scorecards.jsonl")]
    assert card["text"].endswith(" \ufffd")


def test_a_folder_without_parquet_parts_is_called_a_folder(tmp_path):
    (tmp_path / "notes.txt").write_text("x")
    r = _score(tmp_path, "--out", tmp_path / "out")
    assert r.returncode == 2 and f"{tmp_path}: is a folder, not a file, and holds no .parquet part" in r.stderr


def test_leaderboard_refuses_to_guess_between_two_scorecards_files(tmp_path, scored_jsonl, figures):
    out = tmp_path / "run"
    out.mkdir()
    (out / "scorecards.jsonl").write_bytes(scored_jsonl.read_bytes())
    score_file(scored_jsonl.parent.parent / "d.jsonl", figures, out, progress=False, output_format="parquet")
    with pytest.raises(RunError, match="holds scorecards.jsonl and scorecards.parquet .fix: pass the one you mean"):
        load_run(out)
    assert len(load_run(out / "scorecards.parquet").scorecards) == len(ROWS)


def test_a_parquet_file_that_is_not_scorecards_is_refused_with_the_fix(tmp_path):
    pq.write_table(pa.Table.from_pylist(ROWS[:2]), tmp_path / "scorecards.parquet")
    with pytest.raises(RunError, match="no column 'claims': not a scorecards file .fix: re-score"):
        load_run(tmp_path)


def test_bytes_that_are_not_utf8_in_a_parquet_text_are_replaced_with_a_warning(tmp_path):
    # a writer that did not check: an encoded lone surrogate (ED A0 80) in a string column
    bad = (ROWS[0]["text"] + " \u00b1").encode() + b" \xed\xa0\x80"
    text = pa.array([bad, ROWS[1]["text"].encode()], pa.binary()).view(pa.string())
    pq.write_table(pa.table({"figure_id": [ROWS[0]["figure_id"], ROWS[1]["figure_id"]], "model": ["m", "m"],
                             "text": text}), tmp_path / "d.parquet")
    r = _score(tmp_path / "d.parquet", "--out", tmp_path / "out")
    assert r.returncode == 0, r.stderr
    assert f"warning {tmp_path / 'd.parquet'} row 1: 3 invalid character(s)" in " ".join(r.stderr.split())
    cards = [c for _, c in read_scorecards(tmp_path / "out" / "scorecards.jsonl")]
    assert [c["line"] for c in cards] == [1, 2]
    assert cards[0]["text"].endswith(" \u00b1 \ufffd\ufffd\ufffd")
