"""Adding a claim type is one module and one entry: a plugin module shaped like the built-in type modules
(``vlmeval/claims/types/*.py``: payload, cue words, extractor, verifier, metric) adds the kind "layout" ("the
panels are arranged in a 1 x 4 grid"). Installed as a plugin (its ``vlmeval.claim_types`` entry point, nothing
else), or listed as one entry of ``claims.pipeline.BUILTIN_TYPES`` (nothing else), its claims are extracted,
verified, counted in the metric it names and read back by the leaderboard, which never imports it."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from vlmeval.claims import pipeline
from vlmeval.claimtypes import CLAIM_TYPES, unregister_claim_type
from vlmeval.scoring.scorecard import evaluate_text

FIGURE = "dynts-r1llama-benchmarks"  # four heatmap panels in one row
RIGHT, WRONG = "The panels are arranged in a 1 x 4 grid.", "The panels are arranged in a 2x2 grid."

PLUGIN = textwrap.dedent('''
    """A claim type in a plugin: how the panels are arranged ("a 1 x 4 grid"), counted toward label_accuracy."""

    from __future__ import annotations

    import re
    from dataclasses import dataclass

    from vlmeval.claims import Claim
    from vlmeval.claims.cues import declare_cues
    from vlmeval.claimtypes import ClaimType, TypeEntry
    from vlmeval.verify import contradicted, supported

    GRID_RE = re.compile(r"\\b(\\d+)\\s*(?:x|×|by)\\s*(\\d+)\\s+(?:grid|layout)\\b", re.IGNORECASE)


    @dataclass(frozen=True, slots=True)
    class Layout:
        rows: int
        cols: int


    def find_layouts(doc):
        for m in GRID_RE.finditer(doc.text):
            stated = Layout(int(m.group(1)), int(m.group(2)))
            yield Claim("layout", m.start(), m.end(), stated=f"{stated.rows}x{stated.cols}", payload=stated,
                        source="layout")


    find_layouts.cues = declare_cues(("grid", "layout"))  # not run on a text holding neither word


    def check_layout(claim, ctx):
        actual = ctx.figure.layout
        expected = f"{actual.rows}x{actual.cols}"
        if (claim.payload.rows, claim.payload.cols) == (actual.rows, actual.cols):
            return supported(expected)
        return contradicted("label", expected, "the panels are laid out otherwise")


    DECLARED = ClaimType("layout", Layout, ("label_accuracy",), "how the panels are arranged")
    ENTRY = TypeEntry(find_layouts, DECLARED, check_layout)  # one entry of claims.pipeline.BUILTIN_TYPES
    # a plugin's entry point names a ClaimType carrying its extractor and verifier
    TYPE = ClaimType("layout", Layout, ("label_accuracy",), "how the panels are arranged", find_layouts, check_layout)
''')

SCORE = textwrap.dedent('''
    import json, sys
    from pathlib import Path
    from vlmeval import load_figures, score_text
    figure = load_figures()[sys.argv[1]]
    cards = [score_text(text, figure, model=name) for name, text in (("right", sys.argv[2]), ("wrong", sys.argv[3]))]
    run = Path(sys.argv[4])
    run.mkdir()
    (run / "scorecards.jsonl").write_text("".join(c.model_dump_json() + "\\n" for c in cards), encoding="utf-8")
''')

READ = textwrap.dedent('''
    import json, sys
    from pathlib import Path
    from vlmeval.reporting.leaderboard.runs import read_scorecards
    cards = read_scorecards(Path(sys.argv[1]))
    print(json.dumps({"cards": [c.model_dump(mode="json") for c in cards],
                      "plugin_loaded": "vlmeval_layout" in sys.modules}))
''')


def _install(site: Path) -> None:
    """The plugin as pip would install it: its module and a dist-info naming its entry point."""
    (site / "vlmeval_layout.py").write_text(PLUGIN, encoding="utf-8")
    info = site / "vlmeval_layout-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: vlmeval-layout\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text('[vlmeval.claim_types]\nlayout = vlmeval_layout:TYPE\n', encoding="utf-8")


def _run(code: str, *args: str, site: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), *os.environ.get("PYTHONPATH", "").split(os.pathsep)])}
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, check=True)


def _layout_claims(card: dict) -> list[dict]:
    return [c for c in card["claims"] if c["kind"] == "layout"]


def test_a_plugin_type_is_extracted_verified_counted_and_reported(tmp_path):
    site = tmp_path / "site-packages"
    site.mkdir()
    _install(site)
    run = tmp_path / "run"
    _run(SCORE, FIGURE, RIGHT, WRONG, str(run), site=site)
    read = json.loads(_run(READ, str(run), site=site).stdout)
    right, wrong = read["cards"]
    (ok,), (bad,) = _layout_claims(right), _layout_claims(wrong)
    assert (ok["verdict"], ok["text"], ok["expected"], ok["payload"]) == ("supported", "1 x 4 grid", "1x4",
                                                                         {"rows": 1, "cols": 4})
    assert (bad["verdict"], bad["error_type"], bad["stated"]) == ("contradicted", "label", "2x2")
    assert right["counts"]["label_claims"] == 1 and right["metrics"]["label_accuracy"] == 1.0
    assert wrong["metrics"]["label_accuracy"] == 0.0 and wrong["metrics"]["hallucination_rate"] == 1.0
    # the leaderboard read the kind by its entry point's name alone: the plugin was not imported
    assert read["plugin_loaded"] is False


def test_without_the_plugin_the_kind_is_unknown(tmp_path):
    """The check can fail: the same scorecards are refused where the plugin is not installed."""
    site = tmp_path / "site-packages"
    site.mkdir()
    _install(site)
    run = tmp_path / "run"
    _run(SCORE, FIGURE, RIGHT, WRONG, str(run), site=site)
    (site / "vlmeval_layout-0.1.dist-info" / "entry_points.txt").unlink()
    done = subprocess.run([sys.executable, "-c", READ, str(run)], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")])})
    assert done.returncode != 0 or "layout" not in done.stdout
    assert "unknown claim kind 'layout'" in done.stdout + done.stderr


@pytest.fixture
def plugin_module(tmp_path, monkeypatch):
    path = tmp_path / "vlmeval_layout.py"
    path.write_text(PLUGIN, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("vlmeval_layout", path)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "vlmeval_layout", module)
    spec.loader.exec_module(module)
    return module


def test_one_entry_in_the_tuple_adds_the_type(plugin_module, bundled_figures, monkeypatch):
    """The built-in way: the module and one entry in BUILTIN_TYPES, nothing else (no register call)."""
    fig = bundled_figures.figures[FIGURE]
    monkeypatch.setattr(pipeline, "BUILTIN_TYPES", (*pipeline.BUILTIN_TYPES, plugin_module.ENTRY))
    try:
        built = pipeline.build_pipeline()
        assert built.extractors[-1] is plugin_module.find_layouts and built.verifiers["layout"] is plugin_module.check_layout
        assert CLAIM_TYPES["layout"].metrics == ("label_accuracy",)
        assert pipeline.default_pipeline().extractors == built.extractors  # what scoring goes through
        right, wrong = evaluate_text(fig, RIGHT), evaluate_text(fig, WRONG)
    finally:
        unregister_claim_type("layout")
        pipeline._DECLARED.discard("layout")
    (ok,) = [c for c in right.claims if c.kind == "layout"]
    (bad,) = [c for c in wrong.claims if c.kind == "layout"]
    assert (ok.verdict, bad.verdict, bad.error_type) == ("supported", "contradicted", "label")
    assert right.counts["label_claims"] == 1 and right.metrics.label_accuracy == 1.0
    assert wrong.metrics.label_accuracy == 0.0
