"""The real suite (vlmeval-real-v1): figures read from papers' own figure PDFs, with where they came from.

The records are checked as committed (no PDF is read here except in the build-script tests, which re-read one
figure and compare it with its repository's data, so the whole file stays a few seconds).
"""

from __future__ import annotations

import importlib.util
import json
import statistics
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.cli import app
from vlmeval.groundtruth.load import DEFAULT_SUITE, REAL_SUITE, load_figure_set, suite_dirs
from vlmeval.groundtruth.schema import Figure

ROOT = Path(__file__).resolve().parents[2]
COMPARED = "coat-throughput"  # a line the repository's iperf log holds: mean of 50 runs per 0.1 s, in bps


def _build_script():
    spec = importlib.util.spec_from_file_location("build_real_suite", ROOT / "scripts" / "build_real_suite.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


BUILD = _build_script()


@pytest.fixture(scope="module")
def real():
    figures = load_figure_set(suite_dirs("real"))
    assert figures.problems == [], [str(p) for p in figures.problems]
    return figures


def test_the_suite_loads_by_either_name_and_the_default_suite_keeps_its_figures(real):
    assert suite_dirs("real") == suite_dirs(REAL_SUITE)
    default = load_figure_set()
    assert not set(default.figures) & set(real.figures)
    assert {p.name for p in suite_dirs(DEFAULT_SUITE)} == {"papers", "synth"}
    assert all(f.tags.get("origin") in ("paper", "synth") for f in default.figures.values())


def test_every_record_names_its_source_and_an_allowed_licence(real):
    manifest = {BUILD.figure_id(p, f): (p, f) for p in BUILD.load_manifest() for f in p["figure"]}
    for fid, fig in real.figures.items():
        paper, figure = manifest[fid]
        s = fig.source
        assert (s.repo, s.file, s.title) == (paper["repo"], figure["file"], paper["title"]), fid
        assert s.commit == figure.get("commit", paper["commit"]) and len(s.commit) == 40, fid
        assert s.licence in BUILD.ALLOWED_LICENCES and s.copyright, fid
        assert s.arxiv_id or s.venue, fid
        assert fig.tags["origin"] == "real" and fig.suite == REAL_SUITE, fid
        assert (real.files[fid].parent / f"{fid}.pdf").is_file(), fid
        assert all(p.value_tolerance is not None for p in fig.panels if p.data is not None and p.data.known_cells()), fid


def test_notice_names_every_repository_with_its_licence_and_copyright():
    notice = (ROOT / "NOTICE").read_text(encoding="utf-8")
    for paper in BUILD.load_manifest():
        block = notice.split(f"{paper['repo']} (commit")[1].split("\n\n")[0]
        assert f"licence: {paper['licence']}" in block and paper["copyright"] in block


def test_known_values_meet_the_minimums(real):
    counts = [BUILD.known_values(f) for f in real.figures.values()]
    assert min(counts) >= 4
    assert statistics.median(counts) >= 12
    per_paper = [f.tags["paper"] for f in real.figures.values()]
    assert max(per_paper.count(p) for p in set(per_paper)) <= 8


def test_compared_figures_say_how_many_values_and_the_largest_difference(real):
    compared = [f for f in real.figures.values() if f.source.comparison is not None]
    assert compared
    for fig in compared:
        c = fig.source.comparison
        assert c.compared + c.left_unknown > 0, fig.id
        tolerance = max(p.value_tolerance for p in fig.panels if p.data is not None)
        # where the data file keeps fewer decimals than the plot drew (data_decimals), half its last unit too
        rounding = max(BUILD.data_rounding(spec) for spec in _manifest_entry(fig.id)[1]["compare"])
        assert c.largest_difference is not None and c.largest_difference <= tolerance * 1.001 + rounding, fig.id


def _manifest_entry(fid: str):
    return next((p, f) for p in BUILD.load_manifest() for f in p["figure"] if BUILD.figure_id(p, f) == fid)


def test_the_build_rereads_a_figure_to_its_committed_record_and_agrees_with_the_repository_data(real):
    paper, figure = _manifest_entry(COMPARED)
    fig, said = BUILD.build_figure(paper, figure, write_png=False)
    assert fig is not None, said
    committed = real.files[COMPARED].read_text(encoding="utf-8")
    assert BUILD.record_text(fig) == committed
    c = fig.source.comparison
    assert c.compared == fig.known_cells() == 120 and c.left_unknown == 0


def test_a_read_value_off_by_more_than_its_tolerance_is_left_unknown_not_kept(real):
    """The comparison is a real check: move one read value past the panel's tolerance and it is nulled."""
    paper, figure = _manifest_entry(COMPARED)
    fig = Figure.model_validate_json(real.files[COMPARED].read_text(encoding="utf-8"))
    panel = fig.panels[0]
    panel.data.values[0][5] += 3 * panel.value_tolerance
    check = BUILD.compare_figure(fig, figure["compare"], real.files[COMPARED].parent / "data")
    assert (check.compared, check.nulled) == (119, 1)
    assert panel.data.values[0][5] is None


SCALED = "bhz-edge-tot-n-vs-v0-for-12x3-gce"  # gnuplot draws column 1 / 3 on x: `u (($1)/3):2`


def test_a_spec_maps_the_data_column_to_the_x_the_plot_draws(real):
    """x_scale turns the data's x into the plotted one: without it no read value finds its row; with it every one
    agrees, and one moved past the tolerance is nulled."""
    paper, figure = _manifest_entry(SCALED)
    [spec] = figure["compare"]
    data = real.files[SCALED].parent / "data"

    def fresh():
        return Figure.model_validate_json(real.files[SCALED].read_text(encoding="utf-8"))

    fig = fresh()
    unscaled = {k: v for k, v in spec.items() if k != "x_scale"}
    assert BUILD.compare_figure(fig, [unscaled], data).compared == 0
    check = BUILD.compare_figure(fig, [spec], data)
    assert (check.compared, check.nulled) == (18, 0)  # of 19 known: one read x has no row in the data
    fig = fresh()
    fig.panels[0].data.values[0][2] += 3 * fig.panels[0].value_tolerance
    check = BUILD.compare_figure(fig, [spec], data)
    assert check.nulled == 1 and fig.panels[0].data.values[0][2] is None


def test_gt_list_json_prints_one_object_per_figure_with_its_source(real):
    result = CliRunner().invoke(app, ["gt", "list", "--suite", "real", "--json"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.output.splitlines()]
    assert [r["id"] for r in rows] == sorted(real.figures)
    for row in rows:
        fig = real.figures[row["id"]]
        assert (row["kind"], row["panels"], row["known_values"]) == (fig.kind, len(fig.panels), fig.known_cells())
        assert {"repo", "commit", "file", "licence", "caption"} <= set(row["source"])  # caption: null where unknown
        assert row["source"]["caption"] == fig.source.caption


def test_an_unknown_suite_names_the_real_suite_among_the_known_ones():
    result = CliRunner().invoke(app, ["gt", "list", "--suite", "nope"])
    assert result.exit_code == 2
    assert "vlmeval-real-v1" in result.output and "real" in result.output


def test_a_licence_outside_the_allowed_list_is_refused(tmp_path):
    text = BUILD.MANIFEST.read_text(encoding="utf-8").replace('licence = "MIT"', 'licence = "GPL-3.0"', 1)
    (tmp_path / "manifest.toml").write_text(text, encoding="utf-8")
    with pytest.raises(SystemExit, match="GPL-3.0.*is not one that allows redistribution"):
        BUILD.load_manifest(tmp_path / "manifest.toml")


def test_the_offline_captioner_runs_and_scores_the_real_suite(tmp_path):
    from run_helpers import cli

    out = tmp_path / "run"
    result = cli("run", "--model", "ocr-baseline", "--suite", "real", "--limit", "2", "--out", str(out), "--no-cache", "--quiet")
    assert result.returncode == 0, result.stderr
    cards = [json.loads(line) for line in (out / "scorecards.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(cards) == 2
    assert json.loads((out / "manifest.json").read_text(encoding="utf-8"))["figures_source"] == "suite real (bundled)"
