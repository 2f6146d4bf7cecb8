"""Lone surrogates and noncharacters never crash a command: the line is scored with them replaced (a warning names
the line), and an endpoint that answers with one gets its answer recorded and cached like any other."""

from __future__ import annotations

import json
from pathlib import Path

from run_helpers import SEEDS_JSONL, cli, read_jsonl, serve, write_figures

from vlmeval.textsafe import REPLACEMENT, clean_text, clean_value


def test_clean_text_replaces_each_invalid_code_point_and_counts_them():
    assert clean_text("plain ascii") == ("plain ascii", 0)
    assert clean_text("ok é 😀") == ("ok é 😀", 0)  # a real astral character is valid
    assert clean_text("a\ud83db\udc00c\ufffe") == (f"a{REPLACEMENT}b{REPLACEMENT}c{REPLACEMENT}", 3)
    value, n = clean_value({"text": "x\ud800", "k\udfff": ["y", "z\ufdd0"], "n": 1})
    assert n == 3 and value == {"text": f"x{REPLACEMENT}", f"k{REPLACEMENT}": ["y", f"z{REPLACEMENT}"], "n": 1}


def test_score_scores_every_line_when_the_middle_one_has_a_lone_surrogate(tmp_path: Path):
    rows = [json.loads(line) for line in SEEDS_JSONL.read_text(encoding="utf-8").splitlines()[:3]]
    with (tmp_path / "d.jsonl").open("w", encoding="utf-8") as f:  # json.dumps writes the lone surrogate as \ud83d
        for i, row in enumerate(rows):
            if i == 1:
                row["text"] = row["text"][:50] + "\ud83d" + row["text"][50:]
            f.write(json.dumps(row) + "\n")
    assert "\\ud83d" in (tmp_path / "d.jsonl").read_text()
    result = cli("score", str(tmp_path / "d.jsonl"), "--out", str(tmp_path / "out"), "--no-progress")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert f"{tmp_path / 'd.jsonl'}:2:" in result.stderr and "replaced with U+FFFD" in result.stderr
    cards = read_jsonl(tmp_path / "out" / "scorecards.jsonl")
    assert [c["figure_id"] for c in cards] == [r["figure_id"] for r in rows]
    assert REPLACEMENT in cards[1]["text"] and cards[1]["claims"]  # scored, not just written


def test_run_records_an_answer_with_a_lone_surrogate_and_never_asks_again(tmp_path: Path):
    ids = write_figures(tmp_path / "figures", 2)
    replay = tmp_path / "answers.jsonl"
    with replay.open("w", encoding="utf-8") as f:  # the server sends the answer as JSON, the surrogate as \ud83d
        for fid in ids:
            f.write(json.dumps({"figure_id": fid, "model": "m", "text": f"## {fid}\nThe value is 0.5 \ud83d here."}) + "\n")
    out, cache = tmp_path / "run", tmp_path / "cache"
    with serve("--model", f"replay:{replay}", "--figures", str(tmp_path / "figures")) as server:
        args = ("run", "--model", "m", "--base-url", server.url, "--figures", str(tmp_path / "figures"),
                "--out", str(out), "--cache-dir", str(cache), "--quiet")
        first = cli(*args)
        assert first.returncode == 0, first.stdout + first.stderr
        lines = read_jsonl(out / "descriptions.jsonl")
        assert sorted(line["figure_id"] for line in lines) == ids
        assert all(REPLACEMENT in line["text"] for line in lines)
        assert len(read_jsonl(out / "scorecards.jsonl")) == 2
        again = cli(*args)
        assert again.returncode == 0, again.stdout + again.stderr
        assert all(server.requests_for(fid) == 1 for fid in ids)  # the re-run asked nothing again
