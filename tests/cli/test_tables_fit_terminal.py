"""Every table fits the terminal it is printed in (60, 80, 120 columns) without cutting a header or a cell with '…':
the least important columns are left out and one line names them. Off a terminal the table is whole.

The commands run for real on a pseudo-terminal of the given width; the widths of one command share one process and
one pseudo-terminal, resized between them (``cli_in_terminal_session``), each test reading its width's output."""

from __future__ import annotations

import json
import re

import pytest

from run_helpers import cli, cli_in_terminal_session, write_replay

WIDTHS = (60, 80, 120)
# bundled figures with long ids (30 characters): what makes the run summary too wide for 80 columns
LONG_IDS = ["synth-2-0000-heatmap-annotated", "synth-2-0001-heatmap-plain", "synth-2-0002-bar-labelled"]
SUMMARY_HEADERS = ["figure", "status", "sec", "tokens", "recall", "prec", "overall"]
BOX = "┏┃┡│└"
RUNS_HEADERS = ["model", "prompt", "repeat", "status", "figures", "new", "cached", "kept", "errors", "folder"]
BOARD_HEADERS = ["rank", "model", "prompt", "repeats", "figures", "descriptions", "failure rate", "overall (attempted)",
                 "overall (scored)", "value precision", "value recall", "trend accuracy", "label accuracy",
                 "hallucination rate ↓", "CI overlaps rank"]
OCR, REPLAY = "ocr-baseline-long-label", "recorded-model-long-name"


def tables(text: str) -> list[list[str]]:
    """The boxed tables in the output, each as its lines."""
    found, current = [], []
    for line in text.splitlines():
        if line and line[0] in BOX:
            current.append(line)
        elif current:
            found.append(current)
            current = []
    return found + ([current] if current else [])


def headers(table: list[str]) -> list[str]:
    """The header of each column, its wrapped lines joined."""
    rows = [[cell.strip() for cell in line.strip().strip("┃").split("┃")] for line in table if line.startswith("┃")]
    return [" ".join(part for part in column if part) for column in zip(*rows)]


def left_out(text: str) -> list[str]:
    """The columns the 'left out to fit' lines name, in order ([] where none is left out)."""
    joined = " ".join(text.split())
    named = []
    for match in re.finditer(r"left out to fit \d+ columns: (.*?); to see them:", joined):
        named.append(match.group(1).split(", "))
    return named


def check_fits(text: str, width: int) -> None:
    for table in tables(text):
        for line in table:
            assert len(line) <= width, f"{len(line)} > {width}: {line}"
            assert "…" not in line, line
    for line in text.splitlines():
        if line.startswith("left out to fit"):
            assert len(line) <= width, line


@pytest.fixture(scope="module")
def replay(tmp_path_factory):
    folder = tmp_path_factory.mktemp("summary")
    return write_replay(folder / "recorded.jsonl", LONG_IDS, model="a-recorded-model-with-a-long-name"), folder


@pytest.fixture(scope="module")
def run_in_terminal(replay) -> dict[int, tuple[int, str]]:
    path, folder = replay
    shown = cli_in_terminal_session([(["run", "--model", f"replay:{path}", "--only", "synth-2-000*", "--quiet",
                                       "--out", str(folder / f"run-{width}")], width) for width in WIDTHS])
    return dict(zip(WIDTHS, shown))


@pytest.mark.parametrize("width", WIDTHS)
def test_the_run_summary_fits_the_terminal_and_names_what_it_left_out(run_in_terminal, width):
    code, text = run_in_terminal[width]
    assert code == 0, text
    check_fits(text, width)
    [summary] = [t for t in tables(text) if "figure" in headers(t)]
    shown = headers(summary)
    omitted = left_out(text)
    assert shown[:2] == ["figure", "status"] and "overall" in shown
    if width >= 120:
        assert shown == SUMMARY_HEADERS and omitted == []
    else:
        assert omitted and sorted(shown + omitted[0]) == sorted(SUMMARY_HEADERS), (shown, omitted)
    for fid in LONG_IDS:
        assert fid in text  # every figure id whole


def test_the_run_summary_piped_is_whole(replay):
    path, folder = replay
    result = cli("run", "--model", f"replay:{path}", "--only", "synth-2-000*", "--quiet", "--out",
                 str(folder / "piped"), env={"COLUMNS": "60"})
    assert result.returncode == 0, result.stderr
    [summary] = [t for t in tables(result.stdout) if "figure" in headers(t)]
    assert headers(summary) == SUMMARY_HEADERS
    assert "left out to fit" not in result.stdout and "…" not in "".join(summary)


def cells(table: list[str]) -> list[list[str]]:
    return [[cell.strip() for cell in line.strip().strip("│").split("│")] for line in table if line.startswith("│")]


@pytest.fixture(scope="module")
def evaluation(tmp_path_factory):
    """An offline evaluation: the OCR captioner (two prompts) and a replay whose recording names its prompt, two
    repeats each, over three synthetic figures; the recording covers two of them."""
    from run_helpers import recorded_text, write_figures

    folder = tmp_path_factory.mktemp("evaluation")
    ids = write_figures(folder / "figures", 3)
    (folder / "recorded.jsonl").write_text("".join(
        json.dumps({"figure_id": fid, "model": "m", "text": recorded_text(fid), "prompt_id": "describe-v1"}) + "\n"
        for fid in ids[:2]), encoding="utf-8")
    (folder / "terse.md").write_text("Describe the figure: its panels, axes and the values printed on it.\n")
    config = folder / "eval.toml"
    config.write_text(f'[run]\nfigures = "figures"\nprompts = ["describe-v1", "terse.md"]\nrepeats = 2\n\n'
                      f'[[models]]\nname = "{OCR}"\nmodel = "ocr-baseline"\n\n'
                      f'[[models]]\nname = "{REPLAY}"\nmodel = "replay:recorded.jsonl"\n')
    return config


@pytest.fixture(scope="module")
def evaluation_in_terminal(evaluation) -> dict[int, tuple[int, str]]:
    """The evaluation run at each width in turn, into one folder (the later widths find the first's answers)."""
    command = ["run", "--config", str(evaluation), "--quiet", "--out", str(evaluation.parent / "out")]
    return dict(zip(WIDTHS, cli_in_terminal_session([(command, width) for width in WIDTHS])))


@pytest.mark.parametrize("width", WIDTHS)
def test_an_evaluation_fits_the_terminal_and_labels_a_replay_alike_in_every_table(evaluation_in_terminal, width):
    code, text = evaluation_in_terminal[width]
    assert code == 0, text
    check_fits(text, width)
    assert "1 model x 2 prompts x 2 repeats + 1 replay x 2 repeats = 6 runs" in " ".join(text.split())
    runs_table, board = [t for t in tables(text) if "model" in headers(t)]
    for table in (runs_table, board):
        shown = headers(table)
        if width < 80 and "prompt" not in shown:
            continue  # the leaderboard keeps rank, model and score first; the prompt is named as left out
        prompts = {row[shown.index("model")]: set() for row in cells(table)}
        for row in cells(table):
            prompts[row[shown.index("model")]].add(row[shown.index("prompt")])
        assert prompts == {OCR: {"describe-v1", "terse"}, REPLAY: {"describe-v1"}}, prompts
    named = iter(left_out(text))
    for table, every in ((runs_table, RUNS_HEADERS), (board, BOARD_HEADERS)):
        shown = headers(table)
        assert sorted(shown + ([] if shown == every else next(named))) == sorted(every), shown
    assert "folder" not in headers(runs_table)  # a long path: the first column to go (whole when piped)
    if width >= 80:
        assert "overall (attempted)" in headers(board)
    assert "ranked on 2 figure(s) shared by all runs; 2 run(s) also cover other figures" in " ".join(text.split())


def test_an_evaluation_piped_prints_every_column_whole(evaluation):
    result = cli("run", "--config", str(evaluation), "--quiet", "--out", str(evaluation.parent / "out"),
                 env={"COLUMNS": "60"})
    assert result.returncode == 0, result.stderr
    runs_table, board = [t for t in tables(result.stdout) if "model" in headers(t)]
    assert headers(runs_table) == RUNS_HEADERS and headers(board) == BOARD_HEADERS
    assert str(evaluation.parent / "out") in "".join(runs_table)  # the folder column, whole
    assert "left out to fit" not in result.stdout and "…" not in result.stdout


@pytest.fixture(scope="module")
def scored_runs(tmp_path_factory):
    from reports_helpers import card, write_run

    folder = tmp_path_factory.mktemp("leaderboard")
    values = {"gpt-4o-mini": [0.9, 0.8, 0.7, 0.95], "qwen2.5-vl-72b-instruct": [0.6, 0.5, 0.7, 0.4],
              "ocr-baseline": [0.3, 0.2, 0.25, 0.5]}
    return [write_run(folder / model, [card(f"fig-{i}", model, v, value_precision=v, value_recall=v / 2,
                                            hallucination_rate=1 - v) for i, v in enumerate(vs)])
            for model, vs in values.items()]


@pytest.fixture(scope="module")
def leaderboard_in_terminal(scored_runs) -> dict[object, tuple[int, str]]:
    """The leaderboard at each width, and as markdown at 80 columns ("md")."""
    board = ["leaderboard", *map(str, scored_runs)]
    shown = cli_in_terminal_session([(board, width) for width in WIDTHS] + [([*board, "--format", "md"], 80)])
    return dict(zip([*WIDTHS, "md"], shown))


@pytest.mark.parametrize("width", WIDTHS)
def test_the_leaderboard_fits_the_terminal_key_columns_first(leaderboard_in_terminal, width):
    code, text = leaderboard_in_terminal[width]
    assert code == 0, text
    check_fits(text, width)
    assert not [line for line in text.splitlines() if line.startswith("|")]  # no markdown in a terminal
    [board] = tables(text)
    shown = headers(board)
    every = [h for h in BOARD_HEADERS if h != "repeats"] + ["run"]
    assert {"rank", "model", "overall (attempted)"} <= set(shown), shown  # the rank, who, and by what
    assert sorted(shown + (left_out(text)[0] if shown != every else [])) == sorted(every)
    assert "0.838 [" in "".join(board)  # an interval on one line: gpt-4o-mini's mean and its bounds
    assert [row[1] for row in cells(board)] == ["gpt-4o-mini", "qwen2.5-vl-72b-instruct", "ocr-baseline"]
    if width < 120:
        assert "--format md" in " ".join(text.split())


def test_the_leaderboard_piped_or_asked_for_as_markdown_is_whole(scored_runs, leaderboard_in_terminal):
    piped = cli("leaderboard", *map(str, scored_runs), env={"COLUMNS": "60"})
    assert piped.returncode == 0, piped.stderr
    header = next(line for line in piped.stdout.splitlines() if line.startswith("| rank"))
    assert len(header) > 200 and [c.strip() for c in header.strip("|").split("|")] == [
        h for h in BOARD_HEADERS if h != "repeats"][:3] + ["run"] + [h for h in BOARD_HEADERS if h != "repeats"][3:]
    code, text = leaderboard_in_terminal["md"]
    assert code == 0 and [line for line in text.splitlines() if line.startswith("| rank")] == [header]


ALIKE_WIDTHS = (60, 80)


@pytest.fixture(scope="module")
def alike_in_terminal(tmp_path_factory) -> dict[int, tuple[int, str]]:
    """Two runs of one model and prompt (base and candidate), ranked at each width."""
    from reports_helpers import card, write_run

    folder = tmp_path_factory.mktemp("alike")
    runs = [write_run(folder / name, [card(f"fig-{i}", "mymodel", v, prompt_id="recorded", value_precision=v)
                                      for i, v in enumerate(vs)])
            for name, vs in (("base", [0.9, 0.8]), ("cand", [0.5, 0.4]))]
    board = ["leaderboard", *map(str, runs)]
    return dict(zip(ALIKE_WIDTHS, cli_in_terminal_session([(board, width) for width in ALIKE_WIDTHS])))


@pytest.mark.parametrize("width", ALIKE_WIDTHS)
def test_rows_that_would_read_alike_keep_the_column_that_tells_them_apart(alike_in_terminal, width):
    """Two runs of one model and prompt (base and candidate): the ``run`` column is kept, not left out."""
    code, text = alike_in_terminal[width]
    assert code == 0, text
    check_fits(text, width)
    [board] = tables(text)
    assert "run" in headers(board), headers(board)
    rows = [tuple(row) for row in cells(board)]
    assert len(set(rows)) == len(rows) == 2 and {"base", "cand"} <= {c for row in rows for c in row}
