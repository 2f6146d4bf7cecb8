"""A run cut off by `kill -9` (a half-written last line) is read by leaderboard, report and compare as the
runner reads it: the partial line is left out, and the fix offered is to re-run the same command."""

from __future__ import annotations

from pathlib import Path

from run_helpers import cli, write_figures, write_replay

HALF_LINE = '{"figure_id": "synth-004", "model": "recorded-model", "text": "## synth-004\\nOne pan'


def _run(tmp_path: Path, n: int = 5) -> tuple[Path, list[str]]:
    ids = write_figures(tmp_path / "figs", n)
    replay = write_replay(tmp_path / "answers.jsonl", ids)
    out = tmp_path / "run"
    args = ["run", "--model", f"replay:{replay}", "--figures", str(tmp_path / "figs"), "--out", str(out)]
    result = cli(*args)
    assert result.returncode == 0, result.stderr
    return out, args


def test_a_half_written_last_line_is_left_out_by_leaderboard_report_and_compare(tmp_path):
    out, _ = _run(tmp_path)
    descriptions = out / "descriptions.jsonl"
    descriptions.write_text(descriptions.read_text(encoding="utf-8") + HALF_LINE, encoding="utf-8")
    before = descriptions.read_bytes()
    board = cli("leaderboard", str(out))
    assert board.returncode == 0, board.stderr
    assert "recorded-model" in board.stdout
    report = cli("report", str(out), "-o", str(tmp_path / "report.html"))
    assert report.returncode == 0, report.stderr
    compare = cli("compare", str(out), str(out))
    assert compare.returncode == 0, compare.stderr
    assert descriptions.read_bytes() == before  # reading never rewrites a run's files


def test_a_bad_line_inside_the_file_is_still_an_error_with_a_fix_that_works(tmp_path):
    out, _ = _run(tmp_path)
    descriptions = out / "descriptions.jsonl"
    lines = descriptions.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[1] = '{"figure_id": "synth-001", "text": "cut\n'
    descriptions.write_text("".join(lines), encoding="utf-8")
    board = cli("leaderboard", str(out))
    assert board.returncode == 2
    assert "line 2: not valid JSON" in board.stderr and "at at" not in board.stderr
    assert "'vlmeval score' rewrites" not in board.stderr and "repair or delete the line" in board.stderr


def test_an_interrupted_run_says_re_run_to_resume_and_re_running_does(tmp_path):
    out, args = _run(tmp_path)
    (out / "scorecards.jsonl").unlink()  # cut off before the scoring stage
    descriptions = out / "descriptions.jsonl"
    kept = descriptions.read_text(encoding="utf-8").splitlines(keepends=True)[:3]
    descriptions.write_text("".join(kept) + HALF_LINE, encoding="utf-8")
    board = cli("leaderboard", str(out))
    assert board.returncode == 2
    assert "re-run the same 'vlmeval run' command to resume" in board.stderr, board.stderr
    assert "score the run first" not in board.stderr
    resumed = cli(*args)  # the fix the message gives
    assert resumed.returncode == 0, resumed.stderr
    board = cli("leaderboard", str(out))
    assert board.returncode == 0, board.stderr
