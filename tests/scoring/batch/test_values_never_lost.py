"""No value in a descriptions file loses a line: an integer too long for Python, a NaN or an infinity, bytes that
are not UTF-8 are carried (as their digits, as null, as text) with a warning that names the file and the line,
and every scorable line is scored; a description cut at the character cap is said on stderr. Through the real
command (a subprocess) on real files, in each path a line takes: JSONL, Parquet, --jobs 2, Parquet output,
``run --model replay:FILE`` and the Dask engine."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from run_helpers import SEEDS_JSONL, cli, read_jsonl

from vlmeval.scoring.batch import read_scorecards

SEEDS = [json.loads(line) for line in SEEDS_JSONL.read_text(encoding="utf-8").splitlines()]
DIGITS = "9" * 5000  # more digits than Python reads as a number (4,300 by default)
LONG_TEXT = "The chart shows values. " * 10_000  # 240,000 characters: past the 200,000-character cap


def _line(seed: int, extra: str = "", **fields) -> str:
    """A descriptions line for seed ``seed``; ``extra``: raw JSON members appended (json.dumps cannot write them)."""
    s = SEEDS[seed]
    line = json.dumps({"figure_id": s["figure_id"], "model": "m", "text": s["text"], **fields})
    return line[:-1] + (", " + extra if extra else "") + "}"


def _descriptions(path: Path) -> Path:
    """One good line, one with a 5,000-digit integer, one with NaN, -Infinity and 1e309, one cut at the cap."""
    lines = [_line(0), _line(1, f'"n": {DIGITS}, "nested": {{"k": [1, -{DIGITS}]}}'),
             _line(3, '"x": NaN, "y": 1e309, "z": -Infinity, "ok": 1.5'), _line(4, text=LONG_TEXT)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _said(stderr: str) -> str:
    return " ".join(stderr.split())


def _check_warnings(stderr: str, place) -> None:
    said = _said(stderr)
    assert "Traceback" not in stderr and "Exceeds the limit" not in stderr, stderr
    assert (f"warning {place(2)}: field 'n': an integer of 5,000 digits (more than 4,300, the most Python reads as "
            "a number) read as its digits, as text") in said
    assert f"warning {place(2)}: field 'nested.k[1]': an integer of 5,000 digits" in said
    assert f"warning {place(3)}: field 'x': NaN (not a number JSON can hold) read as null" in said
    assert f"warning {place(3)}: field 'y': 1e309 (beyond a 64-bit float" in said
    assert f"warning {place(3)}: field 'z': -Infinity (not a number JSON can hold) read as null" in said
    assert "field 'ok'" not in said  # a finite number is no news
    assert (f"warning {place(4)}: a description of {len(LONG_TEXT):,} characters is cut at the 200,000-character cap: "
            f"the {len(LONG_TEXT) - 200_000:,} after it are not scored (counts.truncated: 1)") in said


def _check_cards(cards: list[dict]) -> None:
    assert [c["line"] for c in cards] == [1, 2, 3, 4]  # every line scored, in order
    assert all(c["claims"] for c in cards[:3])  # scored, not just written (the long text states nothing)
    assert cards[1]["n"] == DIGITS and cards[1]["nested"] == {"k": [1, "-" + DIGITS]}
    assert cards[2]["x"] is None and cards[2]["y"] is None and cards[2]["z"] is None and cards[2]["ok"] == 1.5
    assert cards[3]["counts"]["truncated"] == 1 and cards[0]["counts"]["truncated"] == 0


@pytest.mark.parametrize("options", [[], ["--jobs", "2"], ["--output-format", "parquet"]],
                         ids=["jsonl", "jobs-2", "parquet-out"])
def test_score_carries_every_value_and_scores_every_line(tmp_path, options):
    src = _descriptions(tmp_path / "d.jsonl")
    r = cli("score", str(src), "--out", str(tmp_path / "out"), "--no-progress", *options, timeout=120)
    assert r.returncode == 0, r.stderr
    _check_warnings(r.stderr, lambda n: f"{src}:{n}")
    name = "scorecards.parquet" if "parquet" in options else "scorecards.jsonl"
    _check_cards([card for _, card in read_scorecards(tmp_path / "out" / name)])
    if name.endswith(".jsonl"):  # the file reads back in any JSON reader: no NaN, no integer Python refuses
        text = (tmp_path / "out" / name).read_text(encoding="utf-8")
        assert "NaN" not in text and "Infinity" not in text
        assert [json.loads(line)["line"] for line in text.splitlines()] == [1, 2, 3, 4]
    else:  # the extra column is JSON text any reader reads back
        extra = pq.read_table(tmp_path / "out" / name, columns=["extra"]).column("extra").to_pylist()
        assert json.loads(extra[1])["n"] == DIGITS and json.loads(extra[2])["x"] is None


def _write_parquet(path: Path, binary: bool) -> Path:
    """Four rows: a float column with NaN and -inf, a string column holding 5,000 digits (text already: carried as
    it is), the last text cut at the cap; ``binary``: a binary column with bytes that are not UTF-8 too."""
    rows = [{"figure_id": SEEDS[i]["figure_id"], "model": "m", "text": SEEDS[i]["text"]} for i in (0, 1, 3, 4)]
    rows[3]["text"] = LONG_TEXT
    table = pa.Table.from_pylist(rows).append_column("f", pa.array([1.5, math.nan, -math.inf, 2.0]))
    table = table.append_column("s", pa.array(["a", DIGITS, "b", "c"]))
    if binary:
        table = table.append_column("b", pa.array([b"ok", b"\xff\xfeok", None, b"x"], pa.binary()))
    path.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(table, path)
    return path


def _score_parquet(tmp_path: Path, engine: str, binary: bool):
    """Score the Parquet rows on this machine (--jobs 2) or on a local Dask cluster; (stderr, cards, place)."""
    if engine == "dask":
        pytest.importorskip("distributed", reason="the dask extra: pip install 'vlmeval[dask]'")
    src = _write_parquet(tmp_path / "parts" / "part-0.parquet", binary)
    given, out = (src.parent, tmp_path / "out" / "scorecards") if engine == "dask" else (src, tmp_path / "out")
    r = cli("score", str(given), "--out", str(tmp_path / "out"), "--engine", engine, "--jobs", "2", "--no-progress",
            timeout=300)
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr, r.stderr
    cards = sorted((c for _, c in read_scorecards(out if engine == "dask" else out / "scorecards.jsonl")),
                   key=lambda c: c["line"])
    assert [c["line"] for c in cards] == [1, 2, 3, 4]
    return _said(r.stderr), cards, lambda n: f"{src} row {n}"


@pytest.mark.parametrize("engine", ["local", "dask"])
def test_parquet_bytes_that_are_not_utf8_are_carried_as_text(tmp_path, engine):
    said, cards, place = _score_parquet(tmp_path, engine, binary=True)
    assert f"warning {place(2)}: field 'b': bytes that are not UTF-8 read as text, each such byte as \\xNN" in said
    assert [c["b"] for c in cards] == ["ok", "\\xff\\xfeok", None, "x"]
    assert cards[1]["s"] == DIGITS and "field 's'" not in said  # digits in a string column are text already


@pytest.mark.parametrize("engine", ["local", "dask"])
def test_parquet_non_finite_floats_and_cut_texts_are_said_with_the_row(tmp_path, engine):
    said, cards, place = _score_parquet(tmp_path, engine, binary=False)
    assert f"warning {place(2)}: field 'f': NaN (not a number JSON can hold) read as null" in said
    assert f"warning {place(3)}: field 'f': -Infinity (not a number JSON can hold) read as null" in said
    assert f"{place(1)}: field" not in said and f"{place(4)}: field" not in said
    assert [c["f"] for c in cards] == [1.5, None, None, 2.0]
    assert f"warning {place(4)}: a description of {len(LONG_TEXT):,} characters is cut at the 200,000-character cap" in said
    assert [c["counts"]["truncated"] for c in cards] == [0, 0, 0, 1]


def test_jsonl_non_finite_numbers_and_cut_texts_are_said_with_the_line(tmp_path):
    """Without a long integer in the file (which stopped the old code before anything else could be seen)."""
    src = tmp_path / "d.jsonl"
    src.write_text(_line(0) + "\n" + _line(3, '"x": NaN, "y": 1e309') + "\n" + _line(4, text=LONG_TEXT) + "\n",
                   encoding="utf-8")
    r = cli("score", str(src), "--out", str(tmp_path / "out"), "--no-progress", timeout=120)
    assert r.returncode == 0, r.stderr
    said = _said(r.stderr)
    assert f"warning {src}:2: field 'x': NaN (not a number JSON can hold) read as null" in said
    assert f"warning {src}:2: field 'y': 1e309 (beyond a 64-bit float" in said
    assert f"warning {src}:3: a description of {len(LONG_TEXT):,} characters is cut at the 200,000-character cap" in said
    cards = read_jsonl(tmp_path / "out" / "scorecards.jsonl")
    assert [(c.get("x", "-"), c.get("y", "-"), c["counts"]["truncated"]) for c in cards] == [
        ("-", "-", 0), (None, None, 0), ("-", "-", 1)]


def test_run_replays_a_file_with_such_values_and_says_where_each_is(tmp_path):
    src = _descriptions(tmp_path / "recorded.jsonl")
    out = tmp_path / "run"
    r = cli("run", "--model", f"replay:{src}", "--out", str(out), "--quiet", timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    said = _said(r.stderr)
    assert "Traceback" not in r.stderr, r.stderr
    assert f"warning {src}:2: field 'n': an integer of 5,000 digits" in said
    assert f"warning {src}:3: field 'x': NaN (not a number JSON can hold) read as null" in said
    cards = read_jsonl(out / "scorecards.jsonl")
    assert sorted(c["figure_id"] for c in cards) == sorted(SEEDS[i]["figure_id"] for i in (0, 1, 3, 4))
    # the long description is cut when the run scores it: the warning names the run's own line of it
    lines = read_jsonl(out / "descriptions.jsonl")
    number = 1 + [d["text"] for d in lines].index(LONG_TEXT)
    assert (f"warning {out / 'descriptions.jsonl'}:{number}: a description of {len(LONG_TEXT):,} characters is cut "
            "at the 200,000-character cap") in said
    assert next(c for c in cards if c["line"] == number)["counts"]["truncated"] == 1


def test_writers_write_what_any_json_reader_reads_back(tmp_path):
    """The other direction: a library caller's record holding an integer Python cannot write as a number, or a
    NaN, is written by the run's line writer and the Parquet scorecard writer as text and null, not an error."""
    import sys

    from vlmeval.scoring.batch.scorecards import scorecard_batch
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.run.models.cache import append_line
    from vlmeval.records import Description
    from vlmeval.scoring.scorecard import score_description

    big = 10 ** 5000  # made by arithmetic: no digit limit applies until it is written
    append_line(tmp_path / "lines.jsonl", {"figure_id": "f", "n": big, "x": math.nan, "y": [math.inf]})
    written = json.loads((tmp_path / "lines.jsonl").read_text(encoding="utf-8"))
    assert written == {"figure_id": "f", "n": "1" + "0" * 5000, "x": None, "y": [None]}

    seed = SEEDS[0]
    figure = load_figure_set().figures[seed["figure_id"]]
    card = score_description(figure, Description(figure_id=seed["figure_id"], model="m", text=seed["text"], n=-big))
    extra = scorecard_batch([card.model_dump_json()]).column("extra").to_pylist()[0]
    assert json.loads(extra)["n"] == "-1" + "0" * 5000
    assert sys.get_int_max_str_digits() == sys.int_info.default_max_str_digits  # the limit is never lifted


def test_run_says_which_recorded_description_was_cut_at_the_cap(tmp_path):
    src = tmp_path / "recorded.jsonl"
    src.write_text(_line(0) + "\n" + _line(4, text=LONG_TEXT) + "\n", encoding="utf-8")
    out = tmp_path / "run"
    r = cli("run", "--model", f"replay:{src}", "--out", str(out), "--quiet", timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    number = 1 + [d["text"] for d in read_jsonl(out / "descriptions.jsonl")].index(LONG_TEXT)
    assert (f"warning {out / 'descriptions.jsonl'}:{number}: a description of {len(LONG_TEXT):,} characters is cut "
            "at the 200,000-character cap") in _said(r.stderr)
    assert "warning" not in r.stdout  # said on stderr, not in the results


def _lines(stream, n: int, timeout: float = 20) -> str:
    """The next ``n`` lines of a pipe, or those that came within ``timeout`` seconds (no hang when fewer come)."""
    import threading

    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(stream.readline() for _ in range(n)), daemon=True)
    reader.start()
    reader.join(timeout)
    return "".join(lines)


def test_serve_replays_a_file_with_a_long_integer_and_says_where_it_is(tmp_path):
    from run_helpers import serve, write_figures

    ids = write_figures(tmp_path / "figures", 2)
    src = tmp_path / "answers.jsonl"
    src.write_text("".join(json.dumps({"figure_id": fid, "model": "m", "text": f"## {fid}\nThe value is 0.5."})[:-1]
                           + f', "n": {DIGITS}}}\n' for fid in ids), encoding="utf-8")
    with serve("--model", f"replay:{src}", "--figures", str(tmp_path / "figures")) as server:
        said = _lines(server.process.stdout, 2)
        r = cli("run", "--model", "m", "--base-url", server.url, "--figures", str(tmp_path / "figures"),
                "--out", str(tmp_path / "run"), "--no-cache", "--quiet")
    assert f"warning {src}:1: field 'n': an integer of 5,000 digits" in said
    assert f"warning {src}:2: field 'n': an integer of 5,000 digits" in said
    assert r.returncode == 0, r.stdout + r.stderr
    assert sorted(c["figure_id"] for c in read_jsonl(tmp_path / "run" / "scorecards.jsonl")) == ids


def test_an_evaluation_says_each_replay_warning_once_and_each_cut_description_per_run(tmp_path):
    figure = SEEDS[0]["figure_id"]
    src = tmp_path / "recorded.jsonl"
    src.write_text(_line(0, f'"n": {DIGITS}', text=LONG_TEXT) + "\n", encoding="utf-8")
    config = tmp_path / "eval.toml"
    config.write_text(f'[run]\nonly = ["{figure}"]\nrepeats = 2\n\n[[models]]\nname = "a"\nmodel = "replay:recorded.jsonl"\n',
                      encoding="utf-8")
    r = cli("run", "--config", str(config), "--out", str(tmp_path / "runs"), "--quiet", timeout=180)
    assert r.returncode == 0, r.stdout + r.stderr
    said = _said(r.stderr)
    assert said.count(f"warning {src}:1: field 'n': an integer of 5,000 digits") == 1  # not once per repeat
    cut = [w for w in said.split("warning ")[1:] if "200,000-character cap" in w]
    assert len(cut) == 2 and len({w.partition(":")[0] for w in cut}) == 2  # each run's own descriptions.jsonl:1
    assert all(w.partition(":")[0].endswith("descriptions.jsonl") and w.partition(":")[2].startswith("1:") for w in cut)


def test_a_description_stopped_at_the_claim_cap_is_said_too(tmp_path):
    seed = next(s for s in SEEDS if s["figure_id"] == "dynts-r1llama-benchmarks")
    lines = seed["text"].splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("- 500:"))
    text = ("\n".join(lines[first - 3:first + 8]) + "\n") * 200  # row lists: over 5,000 claims in 71,000 characters
    assert len(text) < 200_000
    src = tmp_path / "d.jsonl"
    src.write_text(json.dumps({"figure_id": seed["figure_id"], "model": "m", "text": text}) + "\n", encoding="utf-8")
    r = cli("score", str(src), "--out", str(tmp_path / "out"), "--no-progress", timeout=120)
    assert r.returncode == 0, r.stderr
    assert (f"warning {src}:1: claims stop at the 5,000-claim cap: the rest of the description is not scored "
            "(counts.truncated: 1)") in _said(r.stderr)
    card = read_jsonl(tmp_path / "out" / "scorecards.jsonl")[0]
    assert card["counts"]["truncated"] == 1 and card["counts"]["claims"] == 5000
