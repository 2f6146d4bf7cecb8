"""One rule for output files (README): a missing folder on the way to an output file is created, by every command
that writes one; a file in the way is still exit 2 with a fix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from run_helpers import cli, write_figures, write_replay

FIGURE = "dynts-average"


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    root = tmp_path_factory.mktemp("out-folders")
    ids = write_figures(root / "figs", 2)
    replay = write_replay(root / "answers.jsonl", ids)
    run = root / "run"
    result = cli("run", "--model", f"replay:{replay}", "--figures", str(root / "figs"), "--out", str(run))
    assert result.returncode == 0, result.stderr
    tables = root / "tables"
    tables.mkdir()
    (tables / "7-x-Land.csv").write_text("# country: Land\n# title: Things per hundred\n# unit: things\n"
                                         "date,value\n2021-01-01,1\n2021-02-01,2\n2021-03-01,3\n2021-04-01,4\n")
    text = "The values rose from 1 in January 2021 to 9 in April 2021."
    line = {"table": "7-x-Land.csv", "table_idx": 7, "model": "a", "text": text,
            "human": {"annotations": [{"type": 0, "text": "9 in April 2021", "start": text.index("9 in")}]}}
    (root / "captions.jsonl").write_text(json.dumps(line) + "\n", encoding="utf-8")
    return {"root": root, "run": run, "figs": root / "figs", "tables": tables, "captions": root / "captions.jsonl"}


COMMANDS = {  # the command line writing `target` (a file two missing folders deep)
    "init": lambda w, target: ("init", target),
    "leaderboard -o": lambda w, target: ("leaderboard", w["run"], "-o", target),
    "report -o": lambda w, target: ("report", w["run"], "-o", target),
    "compare --junit": lambda w, target: ("compare", w["run"], w["run"], "--junit", target),
    "gt render -o": lambda w, target: ("gt", "render", FIGURE, "-o", target),
    "agree --json": lambda w, target: ("agree", "--captions", w["captions"], "--tables", w["tables"], "--half", "all",
                                       "--json", target),
    "corrupt-check --json": lambda w, target: ("corrupt-check", "--figures", w["figs"], "--no-tables", "--json", target),
}
SUFFIX = {"init": ".toml", "gt render -o": ".png", "report -o": ".html", "compare --junit": ".xml",
          "leaderboard -o": ".md"}


@pytest.mark.parametrize("case", COMMANDS)
def test_a_missing_output_folder_is_created(world, case):
    target = world["root"] / case.replace(" ", "_").replace("-", "") / "new" / f"out{SUFFIX.get(case, '.json')}"
    result = cli(*map(str, COMMANDS[case](world, target)), timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert target.is_file() and target.stat().st_size > 0


@pytest.mark.parametrize("case", ["init", "leaderboard -o", "gt render -o"])
def test_a_file_in_the_way_is_still_exit_2_with_a_fix(world, case):
    blocker = world["root"] / f"blocker-{case.split()[0]}"
    blocker.write_text("x", encoding="utf-8")
    target = blocker / f"out{SUFFIX.get(case, '.json')}"
    result = cli(*map(str, COMMANDS[case](world, target)))
    assert result.returncode == 2, result.stdout
    assert result.stderr.startswith("error: ") and str(blocker) in result.stderr and "(fix: " in result.stderr
    assert "Traceback" not in result.stderr
    assert blocker.read_text(encoding="utf-8") == "x"
