"""Ground-truth schema, loading and validation: bad files are reported with file, JSON path and fix."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.cli import app
from vlmeval.groundtruth.load import default_figures_dir, load_figure_set, read_figure
from vlmeval.groundtruth.schema import Figure

PAPERS = default_figures_dir() / "papers"
QWEN = "dynts-r1qwen-benchmarks"


@pytest.fixture
def figure_dir(tmp_path: Path) -> Path:
    """A copy of the bundled paper figures that a test may break."""
    out = tmp_path / "figures"
    shutil.copytree(PAPERS, out)
    return out


def edit(path: Path, change) -> None:
    raw = json.loads(path.read_text())
    change(raw)
    path.write_text(json.dumps(raw))


def test_bundled_figures_are_valid_and_complete():
    figures = load_figure_set()
    assert figures.problems == []
    assert {QWEN, "dynts-r1llama-benchmarks", "dynts-average", "seqbench-progress-ratio-pairs"} <= set(figures.figures)
    qwen = figures.get(QWEN)
    assert qwen.known_cells() == 80 and qwen.image.rerendered
    llama = figures.get("dynts-r1llama-benchmarks")
    assert llama.known_cells() == 40  # AMC23 and GPQA_D are unknown: all null
    assert all(v is None for row in llama.panel("R1-Llama | AMC23").data.values for v in row)
    seqbench = figures.get("seqbench-progress-ratio-pairs")
    assert seqbench.image is None and all(p.data is None for p in seqbench.panels) and len(seqbench.panels) == 6


def test_bundled_values_match_the_seed_file():
    seeds = json.loads((Path(__file__).resolve().parents[3] / "shared" / "seed_figures.json").read_text())
    figures = load_figure_set()
    for seed in seeds["figures"]:
        fig = figures.get(seed["id"])
        for seed_panel, panel in zip(seed["panels"], fig.panels):
            assert panel.title == seed_panel["title"]
            if seed_panel["values"] is not None:
                assert panel.data.values == seed_panel["values"]
                assert panel.data.rows == seed_panel["rows_top_to_bottom"]


def test_shape_error_names_file_path_and_fix(figure_dir: Path):
    file = figure_dir / f"{QWEN}.json"
    edit(file, lambda raw: raw["panels"][2]["data"]["values"][3].pop())
    fig, problems = read_figure(file)
    assert fig is None
    [problem] = problems
    assert problem.file == file
    assert problem.path == "panels[2].data.values[3]"
    assert problem.message == "4 values for 5 columns"
    assert "one value per column" in problem.fix


@pytest.mark.parametrize("bad", ["NaN", "Infinity", "1e309"])
def test_non_finite_numbers_are_rejected(figure_dir: Path, bad: str):
    file = figure_dir / f"{QWEN}.json"
    edit(file, lambda raw: raw["panels"][0]["data"]["values"][1].__setitem__(3, "__BAD__"))
    file.write_text(file.read_text().replace('"__BAD__"', bad))  # json.dumps cannot write these itself
    fig, problems = read_figure(file)
    assert fig is None
    assert any(p.path.startswith("panels[0].data.values[1][3]") and "finite" in p.fix for p in problems)


def test_duplicate_ids_are_reported_and_other_files_still_load(figure_dir: Path):
    shutil.copy(figure_dir / f"{QWEN}.json", figure_dir / "copy.json")
    figures = load_figure_set(figure_dir)
    assert len(figures.figures) == 4
    [problem] = figures.problems
    assert problem.path == "id" and "duplicate figure id" in problem.message


def test_missing_image_is_reported(figure_dir: Path):
    (figure_dir / f"{QWEN}.png").unlink()
    figures = load_figure_set(figure_dir)
    assert QWEN not in figures.figures and len(figures.figures) == 3
    [problem] = figures.problems
    assert problem.path == "image.path" and "does not exist" in problem.message


def test_hash_mismatch_is_reported(figure_dir: Path):
    with (figure_dir / f"{QWEN}.png").open("ab") as f:
        f.write(b"\0")
    [problem] = load_figure_set(figure_dir).problems
    assert problem.path == "image.sha256" and "re-render" in problem.fix


def test_rows_must_match_y_ticks(figure_dir: Path):
    file = figure_dir / "dynts-average.json"
    edit(file, lambda raw: raw["panels"][1]["data"].__setitem__("rows", [3000, 2000, 1000, 750]))
    [problem] = read_figure(file)[1]
    assert problem.path == "panels[1].data.rows" and "top to bottom" in problem.fix


def test_unknown_field_and_bad_json(figure_dir: Path):
    file = figure_dir / "dynts-average.json"
    edit(file, lambda raw: raw["panels"][0].__setitem__("titel", "x"))
    [problem] = read_figure(file)[1]
    assert problem.path == "panels[0].titel" and "remove the field" in problem.fix
    file.write_text("{ not json")
    [problem] = read_figure(file)[1]
    assert problem.path.startswith("line 1 column") and "JSON" in problem.message


def test_validate_command_exit_codes(figure_dir: Path):
    runner = CliRunner()
    ok = runner.invoke(app, ["gt", "validate", str(figure_dir)])
    assert ok.exit_code == 0, ok.output
    (figure_dir / f"{QWEN}.png").unlink()
    bad = runner.invoke(app, ["gt", "validate", str(figure_dir)])
    assert bad.exit_code == 1
    assert f"{QWEN}.json" in bad.output and "image.path" in bad.output
    assert "3 valid" in bad.output


def test_list_and_show_commands():
    runner = CliRunner()
    listing = runner.invoke(app, ["gt", "list"])
    assert listing.exit_code == 0 and QWEN in listing.output and "80" in listing.output
    shown = runner.invoke(app, ["gt", "show", QWEN, "--json"])
    record = json.loads(shown.output)
    assert Figure.model_validate(record["figure"]).id == QWEN
    assert record["facts"]["panels"][0]["max"]["value"] == 52.0
    unknown = runner.invoke(app, ["gt", "show", "no-such-figure"])
    assert unknown.exit_code == 2 and "unknown figure id" in unknown.output
