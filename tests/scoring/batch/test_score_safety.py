"""``vlmeval score`` never loses recorded scorecards, writes them with ordinary permissions, and says clearly
what is wrong with its input file or its output folder. Through the real command (typer's CliRunner, in-process)."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from run_helpers import VLMEVAL, write_figures
from vlmeval.cli import app
from vlmeval.jsonl import read_objects
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.scoring.batch import SCORECARDS_FILE, score_jsonl

ROOT = Path(__file__).resolve().parents[3]
SEEDS = ROOT / "reports" / "seed_descriptions.jsonl"
SEED_LINES = SEEDS.read_text(encoding="utf-8").splitlines()


def _score(*args):
    result = CliRunner().invoke(app, ["score", *map(str, args), "--no-progress"],
                                env={"COLUMNS": "200", "NO_COLOR": "1"})
    result.said = " ".join(result.output.split())  # rich wraps long messages
    return result


def _recorded(out: Path) -> bytes:
    """Score the seeds into ``out``: the scorecards a failed run must not touch."""
    r = _score(SEEDS, "--out", out)
    assert r.exit_code == 0, r.output
    data = (out / SCORECARDS_FILE).read_bytes()
    assert data.count(b"\n") == 5
    return data


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


# ---- 1. a failed run leaves the previous scorecards as they were ---------------------------------------------

def _failing_runs(tmp_path: Path) -> dict[str, list]:
    """Arguments (besides --out) of runs that score nothing and so fail with exit code 2."""
    unrelated = tmp_path / "unrelated-figures"
    write_figures(unrelated, 2)  # valid figures, none of them the seeds' figures
    return {
        "figures folder missing": [SEEDS, "--figures", tmp_path / "no-such-folder"],
        "figures that match no line": [SEEDS, "--figures", unrelated],
        "empty input": [_write(tmp_path / "empty.jsonl", [])],
        "blank lines only": [_write(tmp_path / "blank.jsonl", ["", "   "])],
        "every line bad": [_write(tmp_path / "bad.jsonl", ["{oops", "[1]", json.dumps({"figure_id": "x"})])],
        "descriptions file missing": [tmp_path / "missing.jsonl"],
    }


@pytest.mark.parametrize("case", ["figures folder missing", "figures that match no line", "empty input",
                                  "blank lines only", "every line bad", "descriptions file missing"])
def test_a_failed_run_leaves_the_previous_scorecards_as_they_were(tmp_path, case):
    out = tmp_path / "keep"
    before = _recorded(out)
    r = _score(*_failing_runs(tmp_path)[case], "--out", out)
    assert r.exit_code == 2, r.output
    assert (out / SCORECARDS_FILE).read_bytes() == before
    assert sorted(p.name for p in out.iterdir()) == [SCORECARDS_FILE]  # the temporary file is gone
    assert "error:" in r.said and "fix:" in r.said


def test_nothing_scored_says_so_and_writes_nothing(tmp_path):
    out = tmp_path / "fresh" / "deeper"
    r = _score(_write(tmp_path / "bad.jsonl", ["{oops"]), "--out", out)
    assert r.exit_code == 2
    assert "no line could be scored" in r.said and "bad.jsonl" in r.said and "nothing written" in r.said
    assert not (tmp_path / "fresh").exists()  # not even the folders --out named
    r = _score(_write(tmp_path / "empty.jsonl", []), "--out", out)
    assert r.exit_code == 2 and "no description in the file" in r.said
    assert not (tmp_path / "fresh").exists()
    (out / "other").mkdir(parents=True)  # a folder that is not empty is kept, whoever made it
    r = _score(_write(tmp_path / "empty.jsonl", []), "--out", out)
    assert r.exit_code == 2 and sorted(p.name for p in out.iterdir()) == ["other"]


def test_some_lines_skipped_still_replaces_the_file(tmp_path):
    """Exit code 1 is not a failure: the lines that could be scored are the new result (as documented)."""
    out = tmp_path / "keep"
    _recorded(out)
    r = _score(_write(tmp_path / "some.jsonl", [SEED_LINES[0], "{oops"]), "--out", out)
    assert r.exit_code == 1, r.output
    assert [json.loads(line)["line"] for line in (out / SCORECARDS_FILE).read_text().splitlines()] == [1]


def test_the_library_call_replaces_the_file_unless_asked_to_keep_it(tmp_path):
    """score_jsonl's default (what a run folder's scoring stage uses): the scorecards mirror the descriptions,
    an empty result included; keep_previous_if_none=True (what ``vlmeval score`` uses) keeps the old file."""
    out = tmp_path / "out"
    before = _recorded(out)
    empty = _write(tmp_path / "empty.jsonl", [])
    report = score_jsonl(empty, load_figure_set(), out, progress=False, keep_previous_if_none=True)
    assert (report.scored, report.written) == (0, False) and (out / SCORECARDS_FILE).read_bytes() == before
    report = score_jsonl(empty, load_figure_set(), out, progress=False)
    assert (report.scored, report.written) == (0, True) and (out / SCORECARDS_FILE).read_bytes() == b""


@pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="needs POSIX file size limits")
def test_a_write_error_names_the_output_folder_and_keeps_the_old_file(tmp_path):
    """A real write error: the process may not write files over 64 KiB (the seeds' scorecards are ~135 KiB)."""
    import resource

    out = tmp_path / "out"
    before = _recorded(out)

    def limit_file_size():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG instead
        resource.setrlimit(resource.RLIMIT_FSIZE, (64 * 1024, 64 * 1024))

    r = subprocess.run([*VLMEVAL, "score", str(SEEDS), "--out", str(out), "--no-progress"], capture_output=True,
                       text=True, env={**os.environ, "COLUMNS": "200", "NO_COLOR": "1"}, timeout=120,
                       preexec_fn=limit_file_size)
    said = " ".join(r.stderr.split())
    assert r.returncode == 2, r.stderr
    assert f"error: {out}: cannot write the scorecards: File too large (fix: pass --out" in said
    assert "Traceback" not in r.stderr and str(SEEDS) not in said
    assert (out / SCORECARDS_FILE).read_bytes() == before
    assert sorted(p.name for p in out.iterdir()) == [SCORECARDS_FILE]


# ---- 2. ordinary permissions -----------------------------------------------------------------------------------

@pytest.fixture
def umask():
    def set_to(mask: int) -> None:
        os.umask(mask)

    old = os.umask(0o022)
    yield set_to
    os.umask(old)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize("mask", [0o022, 0o027, 0o002])
def test_a_new_scorecards_file_gets_the_permissions_the_umask_allows(tmp_path, umask, mask):
    umask(mask)
    out = tmp_path / "out"
    r = _score(_write(tmp_path / "one.jsonl", SEED_LINES[:1]), "--out", out)
    assert r.exit_code == 0, r.output
    assert _mode(out / SCORECARDS_FILE) == 0o666 & ~mask


def test_a_replaced_scorecards_file_keeps_its_mode(tmp_path, umask):
    out = tmp_path / "out"
    out.mkdir()
    (out / SCORECARDS_FILE).write_text("old\n")
    (out / SCORECARDS_FILE).chmod(0o664)
    r = _score(_write(tmp_path / "one.jsonl", SEED_LINES[:1]), "--out", out)
    assert r.exit_code == 0, r.output
    assert _mode(out / SCORECARDS_FILE) == 0o664
    assert (out / SCORECARDS_FILE).read_text() != "old\n"


# ---- 3. errors about the output folder name the output folder --------------------------------------------------

def test_an_output_folder_that_cannot_be_created_is_named(tmp_path):
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    for out in (a_file / "sub", Path("/proc/x")):
        r = _score(SEEDS, "--out", out)
        assert r.exit_code == 2, r.output
        assert f"error: {out}:" in r.said and "fix:" in r.said and "--out" in r.said
        assert str(SEEDS) not in r.said
        assert "Traceback" not in r.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file"]


def test_an_output_path_that_is_a_file_is_named(tmp_path):
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    r = _score(SEEDS, "--out", a_file)
    assert r.exit_code == 2, r.output
    assert f"error: {a_file}: is a file, not a folder" in r.said and "fix:" in r.said
    assert a_file.read_text() == "x"


def test_a_scorecards_path_that_is_a_folder_is_named(tmp_path):
    out = tmp_path / "out"
    (out / SCORECARDS_FILE).mkdir(parents=True)
    r = _score(_write(tmp_path / "one.jsonl", SEED_LINES[:1]), "--out", out)
    assert r.exit_code == 2, r.output
    assert f"error: {out / SCORECARDS_FILE}: is a folder" in r.said and "fix: move that folder away" in r.said
    assert sorted(p.name for p in out.iterdir()) == [SCORECARDS_FILE]  # no temporary file left behind


# ---- 4. a folder given as the descriptions file ------------------------------------------------------------------

def test_a_folder_given_as_descriptions_is_called_a_folder(tmp_path):
    r = _score(tmp_path, "--out", tmp_path / "out")
    assert r.exit_code == 2
    assert f"error: {tmp_path}: is a folder, not a file" in r.said and "no such file" not in r.said
    assert "fix: pass the descriptions .jsonl file" in r.said
    (tmp_path / "descriptions.jsonl").write_text(SEED_LINES[0] + "\n")
    r = _score(tmp_path, "--out", tmp_path / "out")
    assert r.exit_code == 2 and str(tmp_path / "descriptions.jsonl") in r.said  # names the file inside it


# ---- 5. a UTF-8 byte order mark ----------------------------------------------------------------------------------

def test_a_byte_order_mark_at_the_start_is_accepted(tmp_path):
    src = tmp_path / "bom.jsonl"
    src.write_bytes(b"\xef\xbb\xbf" + "\r\n".join(SEED_LINES[:2]).encode("utf-8") + b"\r\n")
    r = _score(src, "--out", tmp_path / "out")
    assert r.exit_code == 0, r.output
    cards = [json.loads(line) for line in (tmp_path / "out" / SCORECARDS_FILE).read_text().splitlines()]
    assert [(c["line"], c["figure_id"]) for c in cards] == [(1, json.loads(SEED_LINES[0])["figure_id"]),
                                                           (2, json.loads(SEED_LINES[1])["figure_id"])]


def test_read_objects_accepts_a_byte_order_mark(tmp_path):
    src = tmp_path / "bom.jsonl"
    src.write_bytes(b"\xef\xbb\xbf" + b'{"a": 1}\n{"b": 2}\n')
    assert read_objects(src, ValueError, "fix it") == [(1, {"a": 1}), (2, {"b": 2})]


# ---- 6. a wrongly typed field is named in the fix ------------------------------------------------------------

def test_the_fix_names_the_field_that_is_wrong(tmp_path):
    good = json.loads(SEED_LINES[0])
    lines = [json.dumps({**good, "prompt_id": 5}), json.dumps({**good, "figure_id": 1, "text": ["x"]}),
             json.dumps({k: v for k, v in good.items() if k != "model"}), SEED_LINES[1]]
    r = _score(_write(tmp_path / "typed.jsonl", lines), "--out", tmp_path / "out")
    assert r.exit_code == 1, r.output
    assert "typed.jsonl:1: bad description: prompt_id (Input should be a valid string); fix: give prompt_id as a string" in r.said
    assert "typed.jsonl:2: bad description: figure_id" in r.said
    assert "fix: give figure_id and text as strings" in r.said
    assert "typed.jsonl:3: bad description: model (Field required); fix: give model as a string" in r.said
    assert "give figure_id, model and text" not in r.said
