"""Figure ids are lower case (the schema's pattern; from-csv, from-pdf and from-arxiv lower a file name's
capitals), and every look-up of an id a person typed ignores case: gt show/render, run --only, the lines of a
descriptions file (score and replay). An id that names no figure is answered with the nearest known ids."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from run_helpers import cli, read_jsonl, recorded_text, serve, write_figures
from vlmeval.cli import app
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.run.runner.manifest import RunError, RunParameters
from vlmeval.run.runner.plan import select_figures

PDF = Path(__file__).parent / "fixtures" / "pdf" / "matplotlib" / "dynts-average.pdf"


def _invoke(*args: str):
    return CliRunner().invoke(app, list(args), env={"COLUMNS": "300"})


def test_gt_show_and_render_find_an_id_typed_in_other_case(tmp_path):
    shown = _invoke("gt", "show", "DynTS-Average", "--json")
    assert shown.exit_code == 0, shown.output
    assert json.loads(shown.output)["figure"]["id"] == "dynts-average"
    rendered = _invoke("gt", "render", "DYNTS-AVERAGE", "-o", str(tmp_path / "f.png"))
    assert rendered.exit_code == 0, rendered.output
    assert (tmp_path / "f.png").read_bytes()[:4] == b"\x89PNG"


def test_an_unknown_id_is_answered_with_the_nearest_known_ids():
    result = _invoke("gt", "show", "DynTS-Averge")
    assert result.exit_code == 2
    assert "error: figure id 'DynTS-Averge': unknown figure id (fix: did you mean 'dynts-average'" in result.output


class _Captioner:
    needs_image = False


def test_run_only_patterns_ignore_case(tmp_path):
    write_figures(tmp_path / "figs", 3)
    figures = load_figure_set(tmp_path / "figs")
    ids, _ = select_figures(figures, _Captioner(), RunParameters(only=["SYNTH-00[01]"]))
    assert ids == ["synth-000", "synth-001"]
    with pytest.raises(RunError, match=r"--only synth-0x: no figure id matches \(fix: did you mean 'synth-000'"):
        select_figures(figures, _Captioner(), RunParameters(only=["synth-0x"]))


def test_score_reads_a_line_whose_id_differs_in_case_and_names_the_nearest_for_an_unknown_one(tmp_path):
    write_figures(tmp_path / "figs", 2)
    lines = tmp_path / "descriptions.jsonl"
    lines.write_text(json.dumps({"figure_id": "SYNTH-001", "model": "m", "text": recorded_text("synth-001")}) + "\n"
                     + json.dumps({"figure_id": "synth-01", "model": "m", "text": "The value is 0.5."}) + "\n",
                     encoding="utf-8")
    result = cli("score", str(lines), "--figures", str(tmp_path / "figs"), "-o", str(tmp_path / "out"))
    assert result.returncode == 1, result.stderr  # one line skipped
    assert [card["figure_id"] for card in read_jsonl(tmp_path / "out" / "scorecards.jsonl")] == ["synth-001"]
    said = " ".join(result.stderr.split())
    assert "2: unknown figure id 'synth-01'; fix: did you mean 'synth-001', 'synth-000'?" in said


def test_a_replayed_recording_whose_ids_differ_in_case_is_run(tmp_path):
    ids = write_figures(tmp_path / "figs", 2)
    recording = tmp_path / "answers.jsonl"
    recording.write_text("".join(json.dumps({"figure_id": fid.upper(), "model": "m", "text": recorded_text(fid)}) + "\n"
                                 for fid in ids), encoding="utf-8")
    result = cli("run", "--model", f"replay:{recording}", "--figures", str(tmp_path / "figs"), "--out",
                 str(tmp_path / "run"))
    assert result.returncode == 0, result.stderr
    assert sorted(line["figure_id"] for line in read_jsonl(tmp_path / "run" / "descriptions.jsonl")) == ids


def test_an_id_from_a_file_name_or_id_option_with_capitals_is_stored_lower_and_found_as_typed(tmp_path):
    shutil.copy(PDF, tmp_path / "DynTS-Figure.pdf")
    made = _invoke("gt", "from-pdf", str(tmp_path / "DynTS-Figure.pdf"), "-o", str(tmp_path / "figs" / "a.json"))
    assert made.exit_code == 0, made.output
    assert "(id dynts-figure," in made.output
    csv = tmp_path / "Sales.csv"
    csv.write_text("year,value\n2020,1\n2021,2\n2022,3\n", encoding="utf-8")
    made = _invoke("gt", "from-csv", str(csv), "--id", "Sales-Plot", "-o", str(tmp_path / "figs" / "b.json"))
    assert made.exit_code == 0, made.output
    assert json.loads((tmp_path / "figs" / "b.json").read_text())["id"] == "sales-plot"
    for typed in ("DynTS-Figure", "Sales-Plot"):
        shown = _invoke("gt", "show", typed, "--json", "--figures", str(tmp_path / "figs"))
        assert shown.exit_code == 0, shown.output
        assert json.loads(shown.output)["figure"]["id"] == typed.lower()
    bad = _invoke("gt", "from-csv", str(csv), "--id", "sales plot", "-o", str(tmp_path / "c.json"))
    assert bad.exit_code == 2
    assert "error: --id 'sales plot': a figure id is letters, digits" in bad.output and "(fix: --id sales-plot)" in bad.output


def test_a_served_fault_names_its_figure_in_any_case_and_an_unknown_one_gets_the_nearest(tmp_path):
    ids = write_figures(tmp_path / "figs", 2)
    replay = tmp_path / "answers.jsonl"
    replay.write_text("".join(json.dumps({"figure_id": fid, "model": "m", "text": recorded_text(fid)}) + "\n"
                              for fid in ids), encoding="utf-8")
    unknown = cli("serve", "--model", f"replay:{replay}", "--figures", str(tmp_path / "figs"), "--fault",
                  "500,figure=synth-01")
    assert unknown.returncode == 2
    assert "unknown figure 'synth-01', so the fault would never fire (fix: did you mean 'synth-001'" in \
        " ".join(unknown.stderr.split())
    with serve("--model", f"replay:{replay}", "--figures", str(tmp_path / "figs"), "--fault", "500,figure=SYNTH-001") as server:
        run = cli("run", "--model", "m", "--base-url", server.url, "--figures", str(tmp_path / "figs"), "--out",
                  str(tmp_path / "run"), "--max-retries", "0", "--no-cache", "--no-score", "--quiet")
    assert run.returncode == 1, run.stdout + run.stderr  # the fault fired on synth-001, and only there
    assert [e["figure_id"] for e in read_jsonl(tmp_path / "run" / "errors.jsonl")] == ["synth-001"]
