"""One explicit pipeline: importing a module registers nothing, extraction is the same whatever was imported
first (each order in a fresh interpreter), and a plugin's claim type, declared by an installed distribution's
``vlmeval.claim_types`` entry point, is scored by the public API and by ``vlmeval score`` in worker processes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VLMEVAL = Path(sys.executable).parent / "vlmeval"

# Each run imports these first, then extracts the claims of the seeds and the first quintd captions.
IMPORT_ORDERS = [
    [],
    ["vlmeval.claims.types.ungrounded", "vlmeval.claims.types.entity"],
    ["vlmeval.claims.types.trend", "vlmeval.claims"],
    ["vlmeval.claims.types.non_finite", "vlmeval.claims.types.value_tables", "vlmeval.verify"],
    ["vlmeval.scoring.batch", "vlmeval.api"],
    ["vlmeval.scoring.scorecard"],
]

EXTRACT = textwrap.dedent("""
    import importlib, json, sys
    for name in json.loads(sys.argv[1]):
        importlib.import_module(name)
    import vlmeval.claims, vlmeval.verify
    from vlmeval.claimtypes import VERIFIERS
    registered = sorted(VERIFIERS) + sorted(n for n in ("EXTRACTORS", "register_extractor") if hasattr(vlmeval.claims, n))
    from vlmeval.agreement.agree import read_captions
    from vlmeval.groundtruth.from_csv import figure_from_csv
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.claims.pipeline import extract_claims
    figures = load_figure_set().figures
    items = [(figures[d["figure_id"]], d["text"]) for d in map(json.loads, open(sys.argv[2]).read().splitlines())]
    quintd = sys.argv[3]
    for c in list(read_captions(quintd + "/captions.jsonl"))[:60]:
        items.append((figure_from_csv(__import__("pathlib").Path(quintd) / "tables" / c.table, "line"), c.text))
    claims = [[(c.kind, c.start, c.end, c.source, c.verifier) for c in extract_claims(t, f)] for f, t in items]
    print(json.dumps({"registered": registered, "claims": claims}))
""")


def _extract_after(imports: list[str], shared_dir: Path) -> dict:
    done = subprocess.run([sys.executable, "-c", EXTRACT, json.dumps(imports),
                           str(ROOT / "reports" / "seed_descriptions.jsonl"), str(shared_dir / "data" / "quintd-owid")],
                          capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(done.stdout)


def test_extraction_is_the_same_whatever_was_imported_first(shared_dir):
    runs = [_extract_after(order, shared_dir) for order in IMPORT_ORDERS]
    first = runs[0]
    assert sum(map(len, first["claims"])) > 500  # the corpus exercises the extractors
    kinds = {c[0] for text in first["claims"] for c in text}
    assert {"value", "trend", "extremum", "derived", "ungrounded"} <= kinds
    for order, run in zip(IMPORT_ORDERS, runs):
        assert run["registered"] == [], order  # importing registers no verifier and leaves no extractor list
        assert run["claims"] == first["claims"], order


def test_the_builtin_pipeline_is_one_ordered_list():
    from vlmeval.claimtypes import BUILTIN_KINDS
    from vlmeval.claims.pipeline import BUILTIN_EXTRACTORS, BUILTIN_VERIFIERS, build_pipeline

    pipeline = build_pipeline()
    assert pipeline.extractors[:len(BUILTIN_EXTRACTORS)] == BUILTIN_EXTRACTORS
    assert len(set(BUILTIN_EXTRACTORS)) == len(BUILTIN_EXTRACTORS) == 55  # +place readings, +bullet axes, +last phases, +course ends, +marker pairs in brackets, +legend list lines, +outside facts, +drawn lines, +quoted texts, +series counts, +grid points, +drawn looks, +prose looks
    assert set(BUILTIN_KINDS) <= set(BUILTIN_VERIFIERS) <= set(pipeline.verifiers)


# ---------------------------------------------------------------- a plugin, installed as a distribution

PLUGIN = textwrap.dedent('''
    """A claim type from outside vlmeval: how the panels are laid out ("a 1 x 4 grid")."""
    import re
    from dataclasses import dataclass

    from vlmeval.claims import Claim
    from vlmeval.claimtypes import ClaimType
    from vlmeval.verify import contradicted, supported

    GRID_RE = re.compile(r"\\b(\\d+)\\s*x\\s*(\\d+)\\s+grid\\b")


    @dataclass(frozen=True, slots=True)
    class Grid:
        rows: int
        cols: int


    def find_grids(doc):
        for m in GRID_RE.finditer(doc.text):
            grid = Grid(int(m.group(1)), int(m.group(2)))
            yield Claim("grid", m.start(), m.end(), stated=f"{grid.rows}x{grid.cols}", payload=grid, source="grid")


    def check_grid(claim, ctx):
        layout = ctx.figure.layout
        if (claim.payload.rows, claim.payload.cols) == (layout.rows, layout.cols):
            return supported(f"{layout.rows}x{layout.cols}")
        return contradicted("label", f"{layout.rows}x{layout.cols}", "the panels are laid out otherwise")


    GRID = ClaimType("grid", Grid, ("label_accuracy",), "how the panels are laid out", find_grids, check_grid)
''')


@pytest.fixture
def plugin_env(tmp_path) -> dict[str, str]:
    """A distribution ``vlmeval-grid`` on the path: its module and its dist-info with the entry point."""
    site = tmp_path / "site"
    (site / "vlmeval_grid-0.1.dist-info").mkdir(parents=True)
    (site / "vlmeval_grid.py").write_text(PLUGIN)
    (site / "vlmeval_grid-0.1.dist-info" / "METADATA").write_text("Metadata-Version: 2.1\nName: vlmeval-grid\nVersion: 0.1\n")
    (site / "vlmeval_grid-0.1.dist-info" / "entry_points.txt").write_text(
        "[vlmeval.claim_types]\ngrid = vlmeval_grid:GRID\n")
    return {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")])}


TEXTS = ["The panels are arranged in a 1 x 4 grid.", "The panels are arranged in a 2 x 2 grid."]


def test_a_plugin_claim_type_is_scored_by_the_public_api(plugin_env):
    code = ("import json, sys\nfrom vlmeval import load_figures, score_text\n"
            "fig = load_figures()['dynts-r1llama-benchmarks']\n"
            "for t in json.loads(sys.argv[1]):\n"
            "    print(json.dumps([(c.kind, c.verdict, c.expected) for c in score_text(t, fig).claims if c.kind == 'grid']))")
    done = subprocess.run([sys.executable, "-c", code, json.dumps(TEXTS)], capture_output=True, text=True,
                          env=plugin_env, check=True)
    assert [json.loads(line) for line in done.stdout.splitlines()] == [
        [["grid", "supported", "1x4"]], [["grid", "contradicted", "1x4"]]]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_plugin_claim_type_is_scored_by_vlmeval_score_workers(plugin_env, tmp_path, jobs):
    lines = [{"figure_id": "dynts-r1llama-benchmarks", "model": "m", "text": t} for t in TEXTS * 3]
    descriptions = tmp_path / "descriptions.jsonl"
    descriptions.write_text("".join(json.dumps(d) + "\n" for d in lines))
    out = tmp_path / f"out{jobs}"
    done = subprocess.run([str(VLMEVAL), "score", str(descriptions), "--out", str(out), "--jobs", jobs],
                          capture_output=True, text=True, env=plugin_env)
    assert done.returncode == 0, done.stderr
    cards = [json.loads(line) for line in (out / "scorecards.jsonl").read_text().splitlines()]
    grids = [[(c["kind"], c["verdict"]) for c in card["claims"] if c["kind"] == "grid"] for card in cards]
    assert grids == [[("grid", "supported")], [("grid", "contradicted")]] * 3
    assert all(card["metrics"]["label_accuracy"] is not None for card in cards)


def test_without_the_plugin_the_kind_is_unknown():
    from vlmeval.claimtypes import CLAIM_TYPES
    from vlmeval.claims.pipeline import build_pipeline

    build_pipeline()
    assert "grid" not in CLAIM_TYPES
