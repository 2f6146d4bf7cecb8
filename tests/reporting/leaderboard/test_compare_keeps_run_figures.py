"""``vlmeval compare`` reads the figures each run was made on from its manifest: runs on different suites say so
when they share no item, and a base item on a figure outside the new run's figures is listed as such (still
missing: ``--allow-missing`` allows it); ``--figures`` / ``--suite`` override, saying so."""

from __future__ import annotations

from reports_helpers import card, write_run
from run_helpers import cli
from vlmeval.groundtruth.load import load_figure_set, suite_dirs


def _ids(suite: str, n: int) -> list[str]:
    return sorted(load_figure_set(suite_dirs(suite)).figures)[:n]


def _run(folder, ids: list[str], source: str):
    manifest = {"schema_version": 2, "model": "m", "prompt_id": "p", "status": "complete", "figures_source": source}
    return write_run(folder, [card(fid, "m", 0.5, prompt_id="p") for fid in ids], manifest=manifest)


def test_runs_on_different_suites_say_so_when_they_share_nothing(tmp_path):
    base = _run(tmp_path / "base", _ids("real", 2), "suite real (bundled)")
    new = _run(tmp_path / "new", _ids("synth", 2), "suite synth (bundled)")
    result = cli("compare", str(base), str(new))
    assert result.returncode == 2
    said = " ".join(result.stderr.split())
    assert f"they were made on different figures: {base} on suite real (bundled), {new} on suite synth (bundled)" in said


def test_a_base_item_outside_the_new_runs_suite_is_listed_as_such(tmp_path):
    papers, synth = _ids("papers", 2), _ids("synth", 2)
    base = _run(tmp_path / "base", papers + synth, "suite vlmeval-bench-v1 (bundled)")
    new = _run(tmp_path / "new", papers[:1], "suite papers (bundled)")
    result = cli("compare", str(base), str(new))
    assert result.returncode == 1, result.stderr  # missing items still gate, unless --allow-missing
    lines = {line.split(" (")[0].split()[-1]: line for line in result.stdout.splitlines() if line.startswith("missing")}
    assert set(lines) == {papers[1], *synth}
    for fid in synth:
        assert "not in the figures the new run was made on (suite papers (bundled))" in lines[fid]
    assert "no record of it in the new run" in lines[papers[1]]  # in its suite, not attempted


def test_figures_option_overrides_the_manifest_and_says_so(tmp_path):
    papers = _ids("papers", 2)
    base = _run(tmp_path / "base", papers, "suite papers (bundled)")
    new = _run(tmp_path / "new", papers[:1], "suite papers (bundled)")
    result = cli("compare", str(base), str(new), "--suite", "synth")
    assert "figures: --suite synth (given; overrides what the runs recorded: suite papers (bundled))" in result.stderr
    missing = [line for line in result.stdout.splitlines() if line.startswith("missing")]
    assert len(missing) == 1 and "(--suite synth)" in missing[0]
