"""Every command's --help, read as a new user reads it: in an 80-column terminal, with no line broken by hand
in mid-sentence, no developer's folder as a default, one meaning per short flag, and `gt --help` naming every
`gt` command."""

from __future__ import annotations

import re

import pytest
import typer
from typer.testing import CliRunner

from vlmeval.cli import app

WIDTH = 80
BORDER = "│"


def _commands(group, path: tuple[str, ...] = ()):
    """(argv prefix, click command) for the root, every group and every command under them (by duck type:
    typer may bring its own copy of click's classes)."""
    yield path, group
    for name, command in group.commands.items():
        if hasattr(command, "commands"):
            yield from _commands(command, (*path, name))
        else:
            yield (*path, name), command


ROOT = typer.main.get_command(app)
COMMANDS = {" ".join(path) or "vlmeval": (path, command) for path, command in _commands(ROOT)}


def _help(path: tuple[str, ...]) -> str:
    result = CliRunner().invoke(app, [*path, "--help"], env={"COLUMNS": str(WIDTH)},  # not TERMINAL_WIDTH: typer reads it once per process
                                terminal_width=WIDTH)
    assert result.exit_code == 0, result.output
    return result.output


def _cells(line: str) -> list[tuple[int, int, str]]:
    """The runs of text on a rendered line as (start column, end column, text): a box's border and runs of two
    or more spaces (the gaps between an options table's columns) separate them."""
    out = []
    for m in re.finditer(r"\S+(?: \S+)*", line.replace(BORDER, " ")):
        out.append((m.start(), m.end(), m.group()))
    return out


def hand_broken_lines(text: str, width: int = WIDTH) -> list[str]:
    """Lines that end although the next line's first word would have fit after them, where that next line
    carries on the same sentence (starts in lower case, in the same column): a newline written by hand, not a
    wrap by the formatter, which fills each line as far as the width (or the box, or the column) allows."""
    lines = text.splitlines()
    broken = []
    for line, following in zip(lines, lines[1:]):
        here, there = _cells(line), _cells(following)
        if not here or not there:
            continue
        start, end, last = here[-1]
        next_start, _, next_text = there[0]
        right = line.rfind(BORDER) if line.rstrip().endswith(BORDER) else width
        first_word = next_text.split(" ")[0]
        if next_start != start or not first_word[:1].islower():
            continue
        if end + 1 + len(first_word) <= right - 1:  # the word fitted: the line was cut by hand
            broken.append(f"{line.rstrip()}\n{following.rstrip()}")
    return broken


def test_the_check_tells_a_hand_break_from_a_wrap():
    wrapped = "Describe every figure with a model, record the descriptions, score them and\nprint a summary."
    assert hand_broken_lines(wrapped) == []
    by_hand = "Describe every figure with a model, record the\ndescriptions, score them and print a summary."
    assert len(hand_broken_lines(by_hand)) == 1
    boxed = ("│ --jobs  -j   INTEGER  Worker processes (0: one per CPU core; with --engine   │\n"
             "│                       dask and no --address: the local cluster's workers)   │")
    assert hand_broken_lines(boxed) == []
    boxed_by_hand = ("│ --jobs  -j   INTEGER  Worker processes (0: one per CPU core; with        │\n"
                     "│                       dask and no --address: the local cluster's workers)   │")
    assert len(hand_broken_lines(boxed_by_hand)) == 1


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_help_wraps_at_80_columns_without_a_sentence_broken_by_hand(name):
    text = _help(COMMANDS[name][0])
    assert hand_broken_lines(text) == [], name
    assert max(len(line) for line in text.splitlines()) <= WIDTH


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_help_names_no_developer_folder(name):
    text = _help(COMMANDS[name][0])
    assert "shared/data" not in text and "../shared" not in text


def test_a_short_flag_means_one_long_option_in_every_command():
    meaning: dict[str, set[str]] = {}
    for name, (_, command) in COMMANDS.items():
        for param in command.params:
            if param.param_type_name != "option":
                continue
            longs = [o for o in param.opts if o.startswith("--")]
            for short in (o for o in param.opts if not o.startswith("--")):
                meaning.setdefault(short, set()).update(longs)
    assert {short: sorted(longs) for short, longs in meaning.items() if len(longs) > 1} == {}
    assert meaning["-j"] == {"--jobs"}


def test_run_takes_no_short_flag_for_concurrency():
    result = CliRunner().invoke(app, ["run", "-j", "2", "--dry-run"])
    assert result.exit_code == 2 and "No such option: -j" in result.output


def test_gt_help_names_every_gt_command():
    gt = COMMANDS["gt"][1]
    summary = _help(("gt",)).split("Options")[0]
    assert len(gt.commands) >= 8
    for name in gt.commands:
        assert re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", summary), (name, summary)
    root = _help(())
    entry = " ".join(root[root.index("│ gt "):].split("╰")[0].replace(BORDER, " ").split())
    assert all(name in entry for name in gt.commands), entry  # 'vlmeval --help' lists them in the gt row too
