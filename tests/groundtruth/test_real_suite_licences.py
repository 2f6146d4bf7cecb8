"""The real suite's licences travel with it: every repository's licence text is shipped (in the checkout, the
wheel's bundled ground_truth and `gt export`), NOTICE names the commits the records were taken at and the
copyright lines as the LICENSE files state them, and no bundled PDF is without its record."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import sys
from collections import defaultdict
from pathlib import Path

import pytest

from vlmeval.groundtruth.licences import LICENCES_DIR, licence_files, repo_folder_name

from run_helpers import cli

ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / "ground_truth" / "real"


def _build_script():
    spec = importlib.util.spec_from_file_location("build_real_suite_lic", ROOT / "scripts" / "build_real_suite.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


BUILD = _build_script()


def _records() -> dict[Path, dict]:
    return {p: json.loads(p.read_text(encoding="utf-8")) for p in sorted(SUITE.glob("*/*.json"))}


def _record_commits() -> dict[str, set[str]]:
    commits = defaultdict(set)
    for record in _records().values():
        commits[record["source"]["repo"]].add(record["source"]["commit"])
    return commits


def _notice_commits(text: str) -> dict[str, set[str]]:
    found = {}
    for m in re.finditer(r"^(\S+/\S+) \(commits? ([0-9a-f, ]+)\)$", text, re.M):
        found[m.group(1)] = set(m.group(2).split(", "))
    return found


def test_every_record_repository_has_its_licence_text_with_the_records_copyright_line():
    records = _records()
    assert len(records) > 100
    for path, record in records.items():
        source = record["source"]
        files = licence_files(SUITE, source["repo"])
        assert files, f"{path}: no {LICENCES_DIR}/{repo_folder_name(source['repo'])}/"
        text = "\n".join(f.read_text(encoding="utf-8") for f in files)
        stated = source["copyright"].split(" (")[0]  # a note on which part is under which licence may follow
        assert stated in text, f"{path}: copyright {stated!r} is not in {[f.name for f in files]}"


def test_no_licence_folder_without_a_repository_of_the_suite():
    repos = {repo_folder_name(r) for r in _record_commits()}
    assert {p.name for p in (SUITE / LICENCES_DIR).iterdir()} == repos


def test_notice_names_the_commits_the_records_were_taken_at():
    notice = (ROOT / "NOTICE").read_text(encoding="utf-8")
    assert _notice_commits(notice) == dict(_record_commits())
    assert notice == BUILD.notice_text(BUILD.load_manifest())  # NOTICE is the build script's, not edited by hand


def test_notice_commits_are_the_kept_figures_not_the_papers_default():
    paper = {"repo": "o/r", "slug": "r", "commit": "a" * 40, "licence": "MIT", "copyright": "Copyright (c) 2020 X",
             "title": "T", "figure": [{"file": "f1.pdf", "commit": "b" * 40}, {"file": "f2.pdf", "commit": "c" * 40},
                                      {"file": "f3.pdf", "dropped": "no record"}]}
    assert _notice_commits(BUILD.notice_text([paper])) == {"o/r": {"b" * 40, "c" * 40}}


def test_every_bundled_pdf_has_its_record_and_dropped_figures_ship_no_pdf():
    orphans = [p for p in (ROOT / "ground_truth").rglob("*.pdf") if not p.with_suffix(".json").is_file()]
    assert orphans == []
    for paper in BUILD.load_manifest():
        for figure in paper["figure"]:
            if "dropped" in figure:
                fid = BUILD.figure_id(paper, figure)
                assert not (SUITE / paper["slug"] / f"{fid}.pdf").exists(), fid


def test_a_paper_without_its_licence_text_is_refused(tmp_path):
    shutil.copyfile(BUILD.MANIFEST, tmp_path / "manifest.toml")
    with pytest.raises(SystemExit, match=r"no licence text for Rexyyj/COAT in .*LICENSES/Rexyyj__COAT/ \(fix: copy"):
        BUILD.load_manifest(tmp_path / "manifest.toml")


def _small_suite(tmp_path: Path, repo_folder: str | None) -> Path:
    """Two coat records with their images, and (unless None) the coat licence folder, in a figures folder."""
    root = tmp_path / "figs"
    (root / "coat").mkdir(parents=True)
    for fid in ("coat-throughput", "coat-latency"):
        for suffix in (".json", ".png"):
            shutil.copyfile(SUITE / "coat" / f"{fid}{suffix}", root / "coat" / f"{fid}{suffix}")
    if repo_folder:
        shutil.copytree(SUITE / LICENCES_DIR / repo_folder, root / LICENCES_DIR / repo_folder)
    return root


@pytest.mark.parametrize("fmt", ["parquet", "vlmevalkit"])
def test_an_export_carries_the_licence_texts_of_its_repositories(tmp_path, fmt):
    figs = _small_suite(tmp_path, "Rexyyj__COAT")
    out = tmp_path / "out"
    done = cli("gt", "export", str(out), "--figures", str(figs), "--format", fmt)
    assert done.returncode == 0, done.stderr
    shipped = SUITE / LICENCES_DIR / "Rexyyj__COAT" / "LICENSE"
    assert (out / LICENCES_DIR / "Rexyyj__COAT" / "LICENSE").read_bytes() == shipped.read_bytes()
    assert [p.name for p in (out / LICENCES_DIR).iterdir()] == ["Rexyyj__COAT"]
    if fmt == "parquet":
        card = (out / "README.md").read_text(encoding="utf-8")
        assert "| Rexyyj/COAT | Apache-2.0 | 2 | `LICENSES/Rexyyj__COAT/LICENSE` |" in card
        import pandas as pd

        assert set(pd.read_parquet(out / "data")["license"]) == {"apache-2.0"}  # the repository's, not `other`
        assert "\nlicense: apache-2.0\n" in card  # the Hub's header: one licence for every row


def test_an_export_of_a_figure_whose_licence_text_is_missing_fails_naming_the_fix(tmp_path):
    figs = _small_suite(tmp_path, None)
    done = cli("gt", "export", str(tmp_path / "out"), "--figures", str(figs))
    assert done.returncode != 0
    assert "comes from Rexyyj/COAT, but no LICENSES/Rexyyj__COAT/" in done.stderr and "fix:" in done.stderr
    assert not (tmp_path / "out" / "data").exists()
