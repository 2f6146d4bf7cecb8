"""A record's review over its overlay (source.review): stated per figure in the real suite's manifest, carried into
the record by the build, shown by `gt list`."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.cli import app
from vlmeval.groundtruth.load import load_figure_set, suite_dirs
from vlmeval.groundtruth.schema import Review

ROOT = Path(__file__).resolve().parents[2]


def _build_script():
    spec = importlib.util.spec_from_file_location("build_real_suite_review", ROOT / "scripts" / "build_real_suite.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


BUILD = _build_script()
REVIEW = {"date": "2026-11-26", "checked": "values, axis calibration, names", "unread": "the shaded band"}


def test_a_manifest_review_becomes_the_records_review():
    assert BUILD.review_of("x", {"file": "f.pdf", "review": REVIEW}) == Review(**REVIEW)
    assert BUILD.review_of("x", {"file": "f.pdf"}) is None


def test_a_malformed_review_names_the_manifest_the_figure_and_the_fix():
    with pytest.raises(SystemExit) as e:
        BUILD.review_of("coat-latency", {"file": "f.pdf", "review": {"date": "26 Nov", "checked": "values"}})
    said = str(e.value)
    assert "manifest.toml" in said and "coat-latency" in said and "review.date" in said and "fix:" in said


def test_every_real_record_carries_its_manifest_review():
    manifest = {BUILD.figure_id(p, f): f for p in BUILD.load_manifest() for f in p["figure"]}
    real = load_figure_set(suite_dirs("real"))
    reviewed = 0
    for fid, fig in real.figures.items():
        assert fig.source.review == BUILD.review_of(fid, manifest[fid]), fid
        reviewed += fig.source.review is not None
    assert reviewed == sum("review" in manifest[fid] for fid in real.figures)


def test_gt_list_shows_the_review_column(tmp_path):
    real = load_figure_set(suite_dirs("real"))
    fid = sorted(real.figures)[0]
    fig = real.figures[fid].model_copy(deep=True)
    fig.source.review = Review(**REVIEW)
    fig.image = None
    (tmp_path / f"{fid}.json").write_text(fig.model_dump_json())
    other = real.figures[sorted(real.figures)[1]].model_copy(deep=True)
    other.source.review, other.image = None, None
    (tmp_path / f"{other.id}.json").write_text(other.model_dump_json())
    out = CliRunner().invoke(app, ["gt", "list", "--figures", str(tmp_path)], env={"COLUMNS": "200"}).output
    assert "review" in out
    line = next(x for x in out.splitlines() if fid in x)
    assert "2026-11-26, parts unread" in line
    cells = [c.strip() for c in next(x for x in out.splitlines() if other.id in x).split("│") if c.strip()]
    assert cells[-1] == "-"
