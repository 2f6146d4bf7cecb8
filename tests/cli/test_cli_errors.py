"""Errors the user can fix are reported as ``error: <place>: <what> (fix: <how>)`` with exit 2, never a traceback.

Output paths go through the real ``vlmeval`` entry point (a subprocess), since main() turns OSErrors into messages.
"""

from __future__ import annotations

import errno
import json
import sys

import pytest
from typer.testing import CliRunner

import vlmeval
import vlmeval.cli
from reports_helpers import card, write_run
from run_helpers import cli, serve, write_figures, write_replay
from vlmeval.cli import app, main

runner = CliRunner()
FIGURE = "dynts-average"
BARS = "category,value\na,1\nb,2\n"


def _user_error(result, *expected: str) -> str:
    """Exit 2, one error line naming the place, a fix, no traceback; returns stderr on one line."""
    err = " ".join(result.stderr.split())
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    assert "Traceback" not in result.stderr and err.startswith("error: ") and "(fix: " in err, err
    for text in expected:
        assert text in err, (text, err)
    return err


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    root = tmp_path_factory.mktemp("cli-errors")
    run = write_run(root / "run", [card(FIGURE, "m", 0.5)])
    a_file = root / "a_file"
    a_file.write_text("x", encoding="utf-8")
    (root / "a_folder").mkdir()
    (root / "bars.csv").write_text(BARS, encoding="utf-8")
    figures = root / "figures"
    ids = write_figures(figures, 2)
    return {"root": root, "run": run, "file": a_file, "folder": root / "a_folder", "figures": figures,
            "replay": write_replay(root / "answers.jsonl", ids)}


# 1. output (and input) paths that cannot be used


OUTPUT_CASES = {  # command line, then what the error must say; w: the world fixture
    "compare --junit FOLDER": lambda w: (("compare", w["run"], w["run"], "--junit", w["folder"]),
                                         f"{w['folder']}: Is a directory", "a folder was given where a file"),
    "leaderboard -o FILE/x.md": lambda w: (("leaderboard", w["run"], "-o", w["file"] / "x.md"), str(w["file"]),
                                           "a file is in the way"),
    "leaderboard --plot FILE/x.png": lambda w: (("leaderboard", w["run"], "--plot", w["file"] / "x.png"),
                                                str(w["file"]), "(fix: "),
    "report -o FOLDER": lambda w: (("report", w["run"], "-o", w["folder"]), str(w["folder"]), "a folder was given"),
    "gt render -o FILE/x.png": lambda w: (("gt", "render", FIGURE, "-o", w["file"] / "x.png"), str(w["file"]),
                                          "(fix: "),
    "gt from-csv -o FILE/x.json": lambda w: (("gt", "from-csv", w["root"] / "bars.csv", "--kind", "bar", "-o",
                                              w["file"] / "x.json"), str(w["file"]), "a file is in the way"),
    "corrupt-check --json FOLDER": lambda w: (("corrupt-check", "--figures", w["figures"], "--no-tables", "--json",
                                               w["folder"]), str(w["folder"]), "a folder was given"),
}


@pytest.mark.parametrize("case", OUTPUT_CASES)
def test_output_paths_that_cannot_be_written_are_user_errors(world, case):
    args, *expected = OUTPUT_CASES[case](world)
    _user_error(cli(*map(str, args)), *expected)


def test_run_out_that_is_a_file_is_a_user_error_and_the_file_is_kept(world):
    result = cli("run", "--model", f"replay:{world['replay']}", "--figures", str(world["figures"]), "--out",
                 str(world["file"]), "--quiet")
    _user_error(result, str(world["file"]), "(fix: ")
    assert world["file"].read_text(encoding="utf-8") == "x"


def test_an_input_folder_where_a_file_is_expected(world):
    _user_error(cli("gt", "from-csv", str(world["folder"]), "-o", str(world["root"] / "f.json")),
                f"{world['folder']}: Is a directory")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc: files cannot be created there")
def test_a_place_where_no_file_can_be_created(world):
    _user_error(cli("compare", str(world["run"]), str(world["run"]), "--junit", "/proc/x.xml"),
                "/proc/x.xml: No such file or directory", "check the path")
    _user_error(cli("gt", "render", FIGURE, "-o", "/proc/x.png"), "/proc/x.png")


def test_hints_follow_the_errno(tmp_path):
    from vlmeval.cli.common import os_error_message

    def raised(action) -> OSError:
        with pytest.raises(OSError) as info:
            action()
        return info.value

    assert "a folder was given" in os_error_message(raised(lambda: open(tmp_path, "w")))
    assert "does not exist; create it" in os_error_message(raised(lambda: open(tmp_path / "a" / "b", "w")))
    for number, hint in ((errno.EACCES, "not writable"), (errno.EROFS, "read-only"), (errno.ENOSPC, "disk is full")):
        message = os_error_message(OSError(number, "x", str(tmp_path / "out.json")))
        assert message.startswith(f"{tmp_path / 'out.json'}: x (fix: ") and hint in message


def test_an_oserror_without_a_file_stays_a_bug(monkeypatch, capsys):
    def failing(with_file: bool):
        def app_stand_in(**options) -> None:  # main() passes typer options such as prog_name
            raise OSError(errno.EIO, "device error", "out.json" if with_file else None)
        return app_stand_in

    monkeypatch.setattr(vlmeval.cli, "app", failing(with_file=False))
    with pytest.raises(OSError, match="device error"):
        main()
    monkeypatch.setattr(vlmeval.cli, "app", failing(with_file=True))
    with pytest.raises(SystemExit) as exit_info:
        main()
    assert exit_info.value.code == 2 and "error: out.json: device error" in capsys.readouterr().err


# 2. a --figures path without figures


def test_a_figures_path_without_figures_is_an_error(world):
    missing, empty = world["root"] / "nonexist", world["folder"]
    out = world["root"] / "run-nofigures"
    result = cli("run", "--model", f"replay:{world['replay']}", "--figures", str(missing), "--out", str(out), "--quiet")
    _user_error(result, f"{missing}: no such file or folder", "leave out --figures")
    assert not (out / "manifest.json").exists()
    for args in (["gt", "list", "--figures", str(missing)], ["gt", "list", "--figures", str(empty)],
                 ["report", str(world["run"]), "--figures", str(missing), "-o", str(world["root"] / "r.html")],
                 ["score", str(world["replay"]), "--figures", str(empty), "--out", str(world["root"] / "sc")]):
        result = runner.invoke(app, args)
        assert result.exit_code == 2, (args, result.output)
        text = " ".join(result.output.split())
        assert "(fix: " in text and ("no such file or folder" in text or "no figure JSON files found" in text), text
    assert not (world["root"] / "r.html").exists()


def test_paths_in_messages_are_printed_as_written(tmp_path):
    bracketed = tmp_path / "[v2]" / "figs"  # not rich markup
    result = runner.invoke(app, ["gt", "list", "--figures", str(bracketed)])
    assert result.exit_code == 2 and f"{bracketed}: no such file or folder" in " ".join(result.output.split())
    (bracketed / "bad").mkdir(parents=True)
    (bracketed / "bad" / "[x].json").write_text("{}", encoding="utf-8")
    result = runner.invoke(app, ["gt", "validate", str(bracketed)])
    assert result.exit_code == 1 and "[x].json" in result.output


def test_a_figures_folder_of_invalid_files_is_an_error(tmp_path):
    (tmp_path / "bad.json").write_text("{}", encoding="utf-8")
    result = runner.invoke(app, ["gt", "list", "--figures", str(tmp_path)])
    assert result.exit_code == 2 and "no valid figure" in " ".join(result.output.split())


def test_validate_an_empty_or_missing_folder_is_an_error(tmp_path):
    for path in (tmp_path, tmp_path / "missing"):
        result = runner.invoke(app, ["gt", "validate", str(path)])
        assert result.exit_code == 2 and "✓" not in result.output and str(path) in result.output
    write_figures(tmp_path / "ok", 1)
    assert runner.invoke(app, ["gt", "validate", str(tmp_path / "ok")]).exit_code == 0


# 3. --version and no arguments


def test_version_prints_the_version():
    result = cli("--version")
    assert (result.returncode, result.stdout.strip()) == (0, f"vlmeval {vlmeval.__version__}"), result.stderr


def test_no_arguments_print_the_help_like_a_group_without_a_command():
    top, group = cli(), cli("gt")
    for result, command in ((top, "leaderboard"), (group, "from-csv")):
        assert result.returncode == 2 and "Usage:" in result.stdout and command in result.stdout
        assert "Missing command" not in result.stdout + result.stderr


# 4. serve options


def test_serve_rejects_a_port_out_of_range():
    for port in ("99999", "-1"):
        result = cli("serve", "--model", "ocr-baseline", "--port", port, timeout=30)
        assert result.returncode == 2 and "Traceback" not in result.stderr and "--port" in result.stderr


def test_serve_rejects_a_fault_for_an_unknown_figure(world):
    result = cli("serve", "--model", f"replay:{world['replay']}", "--figures", str(world["figures"]),
                 "--port", "0", "--fault", "500,figure=nope", timeout=30)
    _user_error(result, "--fault '500,figure=nope'", "unknown figure 'nope'")
    with serve("--model", f"replay:{world['replay']}", "--figures", str(world["figures"]),
               "--fault", "500,figure=synth-000") as server:  # a known id still serves
        assert server.stats()["figures"] == {}


# 5. flags in --help


def test_flags_show_no_value_placeholder_in_help():
    for args in (["--help"], ["run", "--help"], ["gt", "synth", "--help"]):
        result = cli(*args)
        assert result.returncode == 0 and "<bool>" not in result.stdout, result.stdout
    run_help = cli("run", "--help").stdout
    assert "<path>" in run_help  # options that take a value keep theirs
    assert next(line for line in run_help.splitlines() if "--no-cache" in line).split("--no-cache")[1].split()[0] != "<bool>"


# 6. gt from-csv refuses to replace, gt render documents its ID


def test_from_csv_refuses_to_replace_without_overwrite(world, tmp_path):
    out = tmp_path / "figs" / "x.json"
    args = ["gt", "from-csv", str(world["root"] / "bars.csv"), "--kind", "bar", "-o", str(out)]
    assert runner.invoke(app, args).exit_code == 0
    before = (out.read_bytes(), out.with_suffix(".png").read_bytes())
    (world["root"] / "bars2.csv").write_text(BARS.replace("2\n", "3\n"), encoding="utf-8")
    again = runner.invoke(app, [*args[:2], str(world["root"] / "bars2.csv"), *args[3:]])
    assert again.exit_code == 2 and "--overwrite" in again.output and "already exists" in again.output
    assert (out.read_bytes(), out.with_suffix(".png").read_bytes()) == before
    out.unlink()  # the image alone is protected too
    assert runner.invoke(app, [*args[:2], str(world["root"] / "bars2.csv"), *args[3:]]).exit_code == 2
    replaced = runner.invoke(app, [*args[:2], str(world["root"] / "bars2.csv"), *args[3:], "--overwrite"])
    assert replaced.exit_code == 0, replaced.output
    assert json.loads(out.read_text())["panels"][0]["data"]["values"] == [[1, 3]]


def test_render_documents_its_id_argument():
    result = cli("gt", "render", "--help")
    line = next(line for line in result.stdout.splitlines() if " ID " in line)
    assert "vlmeval gt list" in line
