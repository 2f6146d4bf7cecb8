"""``vlmeval compare``: pairing, deltas with paired intervals, worse figures, the 0/1/2 exit contract, JUnit."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from typer.testing import CliRunner

from reports_helpers import PROJECT, card, corrupt_numbers, scored_run, seed_lines, write_jsonl, write_run
from run_helpers import cli
from vlmeval.cli import app
from vlmeval.reporting.compare import CompareError, claim_changes, compare, parse_max_drop
from vlmeval.reporting.leaderboard import load_run
from vlmeval.records import ClaimVerdict

runner = CliRunner()
BASE = [0.9, 0.8, 0.85, 0.7, 0.95]


@pytest.fixture(scope="module")
def real_runs(tmp_path_factory):
    """The five seed descriptions scored by the real scorer, twice, and once with their cell values moved."""
    root = tmp_path_factory.mktemp("real")
    lines = seed_lines()
    return (scored_run(root / "base", lines), scored_run(root / "same", lines),
            scored_run(root / "worse", [{**line, "text": corrupt_numbers(line["text"])} for line in lines]),
            root, lines)


def test_real_runs_equal_exit_0(real_runs, tmp_path):
    base, same, _, _, _ = real_runs
    code, out = _compare(tmp_path, base, same)
    assert code == 0 and "OK: no regression beyond the thresholds on 5 paired item(s)" in out
    assert "worse:" not in out


def test_real_run_clearly_worse_exits_1_with_the_claims_that_changed(real_runs, tmp_path):
    base, _, worse, _, lines = real_runs
    result = compare(load_run(base), load_run(worse))
    assert result.exit_code == 1 and result.n_pairs == 5
    deltas = {d.metric: d for d in result.deltas}
    assert deltas["overall"].drop > 0.1 and deltas["value_precision"].delta < -0.3
    assert deltas["hallucination_rate"].drop > 0  # more contradicted claims
    accurate = next(w for w in result.worse if w.model == "healer-alpha")
    turned = [c for c in accurate.claim_changes
              if c.kind == "value" and (c.base_verdict, c.new_verdict) == ("supported", "contradicted")]
    # 80 cells, all stated right before; a moved value is wrong, or (by chance) another cell's value
    assert len(turned) >= 70 and all(c.new_error_type in ("value", "location") for c in turned)
    # the changed claim's text is the moved number from the corrupted description
    worse_text = next(line["text"] for line in lines if line["model"] == "healer-alpha")
    assert all(corrupt_numbers(c.base_text) == c.new_text and c.new_text in corrupt_numbers(worse_text) for c in turned)
    code, out = _compare(tmp_path, base, worse)
    assert code == 1 and "REGRESSION: overall dropped by" in out
    assert "supported -> contradicted (value)" in out and "worse: dynts-r1qwen-benchmarks (healer-alpha" in out


def test_real_runs_that_share_no_item_exit_2(real_runs, tmp_path):
    base, _, _, root, lines = real_runs
    one = scored_run(root / "one", [line for line in lines if line["model"] == "healer-alpha"])
    other = scored_run(root / "other", [line for line in lines if line["model"] == "site-default-model"])
    code, out = _compare(tmp_path, one, other)
    assert code == 2 and "the runs share no item" in out
    code, out = _compare(tmp_path, base, other)
    assert code == 2 and "holds 5 models" in out


def _claim(verdict, row, error=None, kind="value", text="41.3"):
    return ClaimVerdict(start=0, end=len(text), text=text, kind=kind, verdict=verdict, error_type=error,
                        panel="AIME24", row=row, column=0.1)


def _run(tmp_path, name, values, model="captioner", **metrics):
    cards = [card(f"fig{i}", model, v, value_recall=metrics.get("recall", [None] * len(values))[i],
                  hallucination_rate=metrics.get("halluc", [None] * len(values))[i]) for i, v in enumerate(values)]
    return write_run(tmp_path / name, cards)


def _compare(tmp_path, base, new, *options):
    result = runner.invoke(app, ["compare", str(base), str(new), *options])
    return result.exit_code, " ".join(result.output.split())


def test_equal_runs_exit_0(tmp_path):
    code, out = _compare(tmp_path, _run(tmp_path, "base", BASE), _run(tmp_path, "new", BASE))
    assert code == 0, out
    assert "OK: no regression" in out and "5 paired item(s)" in out


def test_a_worse_run_exits_1_and_names_the_figures_that_got_worse(tmp_path):
    worse = [v - 0.2 if i in (1, 3) else v for i, v in enumerate(BASE)]
    base, new = load_run(_run(tmp_path, "base", BASE)), load_run(_run(tmp_path, "new", worse))
    result = compare(base, new)
    overall = next(d for d in result.deltas if d.metric == "overall")
    assert overall.delta == pytest.approx(-0.08) and overall.n_pairs == 5 and overall.regressed
    assert overall.low <= overall.delta <= overall.high <= 0
    assert sorted(w.figure_id for w in result.worse) == ["fig1", "fig3"]
    assert result.exit_code == 1
    code, out = _compare(tmp_path, base.path, new.path)
    assert code == 1 and "REGRESSION: overall dropped by 0.0800 (allowed 0.01)" in out and "worse: fig1" in out


def test_a_drop_within_the_default_threshold_passes(tmp_path):
    slightly = [v - 0.01 for v in BASE]
    assert _compare(tmp_path, _run(tmp_path, "base", BASE), _run(tmp_path, "new", slightly))[0] == 0
    below = [v - 0.02 for v in BASE]
    assert _compare(tmp_path, _run(tmp_path, "base2", BASE), _run(tmp_path, "new2", below))[0] == 1


def test_thresholds_per_metric_and_hallucination_rate_gets_worse_upwards(tmp_path):
    base = _run(tmp_path, "base", BASE, recall=[0.9] * 5, halluc=[0.1] * 5)
    new = _run(tmp_path, "new", BASE, recall=[0.85] * 5, halluc=[0.3] * 5)
    assert _compare(tmp_path, base, new)[0] == 0  # overall unchanged: the default gate passes
    assert _compare(tmp_path, base, new, "--max-drop", "value_recall=0.1")[0] == 0
    code, out = _compare(tmp_path, base, new, "--max-drop", "value_recall=0.01")
    assert code == 1 and "value_recall dropped by 0.0500" in out
    code, out = _compare(tmp_path, base, new, "--max-drop", "hallucination_rate=0.1")
    assert code == 1 and "REGRESSION: hallucination_rate rose by 0.2000 (allowed 0.1)" in out and "dropped" not in out
    junit = tmp_path / "halluc.xml"
    _compare(tmp_path, base, new, "--max-drop", "hallucination_rate=0.1", "--junit", str(junit))
    (case,) = [c for c in ET.parse(junit).getroot().iter("testcase") if c.find("failure") is not None]
    assert case.get("name") == "hallucination_rate rise <= 0.1"
    assert case.find("failure").get("message") == "hallucination_rate rose by 0.2000"
    # the other way round, the hallucination rate improved
    assert _compare(tmp_path, new, base, "--max-drop", "hallucination_rate=0")[0] == 0


def test_an_item_that_fails_in_the_new_run_is_a_regression(tmp_path):
    base = _run(tmp_path, "base", BASE)
    new = write_run(tmp_path / "new", [card(f"fig{i}", "captioner", v) for i, v in enumerate(BASE) if i != 2],
                    errors=[{"figure_id": "fig2", "model": "captioner", "error": "HTTP 500 after 5 attempts"}],
                    manifest={"model": "captioner", "prompt_id": "describe-v1"})
    code, out = _compare(tmp_path, base, new)
    assert code == 1 and "new failure fig2" in out and "HTTP 500 after 5 attempts" in out


def test_mismatched_or_missing_runs_exit_2(tmp_path):
    base = _run(tmp_path, "base", BASE)
    other_figures = write_run(tmp_path / "other", [card("elsewhere", "captioner", 0.5)])
    code, out = _compare(tmp_path, base, other_figures)
    assert code == 2 and "the runs share no item" in out
    other_prompt = write_run(tmp_path / "prompt2", [card(f"fig{i}", "captioner", v, prompt_id="describe-v2")
                                                    for i, v in enumerate(BASE)])
    assert _compare(tmp_path, base, other_prompt)[0] == 2
    code, out = _compare(tmp_path, base, tmp_path / "missing")
    assert code == 2 and "no such run directory" in out
    unfinished = write_run(tmp_path / "unfinished", [card("fig0", "captioner", 0.9)],
                           manifest={"model": "captioner", "prompt_id": "describe-v1", "status": "interrupted"})
    code, out = _compare(tmp_path, base, unfinished)
    assert code == 2 and "the run did not finish (manifest status 'interrupted')" in out
    code, out = _compare(tmp_path, base, base, "--max-drop", "overal=0.01")
    assert code == 2 and "unknown metric 'overal'" in out
    assert _compare(tmp_path, base, base, "--max-drop", "overall")[0] == 2
    code, out = _compare(tmp_path, base, base, "--max-drop", "trend_accuracy=0.01")
    assert code == 2 and "no paired item measures trend_accuracy" in out


def test_runs_of_several_models_pair_by_model_when_both_hold_the_same_models(tmp_path):
    base = write_run(tmp_path / "base", [card("fig0", "a", 0.9), card("fig0", "b", 0.2)])
    same = write_run(tmp_path / "same", [card("fig0", "b", 0.2), card("fig0", "a", 0.9)])
    assert compare(load_run(base), load_run(same)).n_pairs == 2
    assert _compare(tmp_path, base, same)[0] == 0
    other = write_run(tmp_path / "other", [card("fig0", "c", 0.9)])
    code, out = _compare(tmp_path, base, other)
    assert code == 2 and "holds 2 models" in out


def test_different_models_pair_by_figure_and_prompt(tmp_path):
    base = _run(tmp_path, "base", BASE, model="captioner-v1")
    new = _run(tmp_path, "new", [v + 0.05 for v in BASE], model="captioner-v2")
    result = compare(load_run(base), load_run(new))
    assert result.n_pairs == 5 and result.exit_code == 0
    assert next(d for d in result.deltas if d.metric == "overall").delta == pytest.approx(0.05)


def test_repeated_samples_of_an_item_are_averaged(tmp_path):
    base = write_run(tmp_path / "base", [card("fig0", "m", 0.8), card("fig0", "m", 0.6)])
    new = write_run(tmp_path / "new", [card("fig0", "m", 0.7)])
    result = compare(load_run(base), load_run(new), parse_max_drop(["overall=0"]))
    overall = next(d for d in result.deltas if d.metric == "overall")
    assert (overall.n_pairs, overall.base_mean, overall.delta, overall.low) == (1, pytest.approx(0.7), pytest.approx(0), None)
    assert result.exit_code == 0


def test_claims_that_changed_verdict_are_matched_by_place(tmp_path):
    base = [_claim("supported", 500), _claim("supported", 3000), _claim("contradicted", 1000, "value"),
            _claim("supported", None, kind="label", text="R1-Qwen")]
    new = [_claim("contradicted", 3000, "location"), _claim("supported", 500), _claim("supported", 1000),
           _claim("contradicted", 2000, "hallucination")]
    changes = claim_changes(base, new)
    summary = sorted((c.where, c.base_verdict, c.new_verdict, c.new_error_type) for c in changes)
    assert summary == [
        ("panel AIME24, column 0.1", "supported", None, None),  # the label claim is gone
        ("panel AIME24, row 1000, column 0.1", "contradicted", "supported", None),
        ("panel AIME24, row 2000, column 0.1", None, "contradicted", "hallucination"),
        ("panel AIME24, row 3000, column 0.1", "supported", "contradicted", "location"),
    ]
    wb = write_run(tmp_path / "b", [card("fig0", "m", 0.9, claims=base)])
    wn = write_run(tmp_path / "n", [card("fig0", "m", 0.4, claims=new)])
    code, out = _compare(tmp_path, wb, wn)
    assert code == 1 and "value [panel AIME24, row 3000, column 0.1]: supported -> contradicted (location)" in out


def test_junit_report_for_each_outcome(tmp_path):
    base = _run(tmp_path, "base", BASE, recall=[0.9] * 5)
    worse = _run(tmp_path, "worse", [v - 0.1 for v in BASE], recall=[0.8] * 5)
    junit = tmp_path / "out" / "compare.xml"

    def suite(*args):
        code, _ = _compare(tmp_path, *args, "--junit", str(junit))
        return code, ET.parse(junit).getroot()

    code, root = suite(base, base)
    assert code == 0 and (root.get("tests"), root.get("failures"), root.get("errors")) == ("3", "0", "0")
    assert [c.get("name") for c in root.iter("testcase")] == ["overall drop <= 0.01", "no new failures", "no missing items"]
    code, root = suite(base, worse, "--max-drop", "overall=0.05", "--max-drop", "value_recall=0.5")
    assert code == 1 and (root.get("tests"), root.get("failures")) == ("4", "1")
    failed = [c.get("name") for c in root.iter("testcase") if c.find("failure") is not None]
    assert failed == ["overall drop <= 0.05"]
    code, root = suite(base, tmp_path / "missing")
    assert code == 2 and root.get("errors") == "1" and "no such run directory" in root.find("testcase/error").get("message")


def test_parse_max_drop():
    assert parse_max_drop(["overall=0.02", " value_recall = .5 "]) == {"overall": 0.02, "value_recall": 0.5}
    for bad in ("overall=-1", "overall=", "=0.1", "speed=0.1"):
        with pytest.raises(CompareError):
            parse_max_drop([bad])
    with pytest.raises(CompareError, match="overall is given twice"):
        parse_max_drop(["overall=1", "value_recall=0.1", "overall=0.01"])


def test_a_metric_given_twice_or_a_negative_show_claims_is_a_usage_error(tmp_path):
    base = _run(tmp_path, "base", BASE)
    worse = _run(tmp_path, "worse", [v - 0.5 for v in BASE])
    # before: the last --max-drop won silently and this passed
    code, out = _compare(tmp_path, base, worse, "--max-drop", "overall=1", "--max-drop", "overall=0.01")
    assert code == 2 and "error: --max-drop 'overall=0.01': overall is given twice (also overall=1)" in out
    code, out = _compare(tmp_path, base, worse, "--show-claims", "-1")
    assert code == 2 and "--show-claims" in out and "worse:" not in out


def test_show_claims_prints_that_many_and_counts_the_rest(tmp_path):
    base = write_run(tmp_path / "b", [card("fig0", "m", 0.9, claims=[_claim("supported", r) for r in (1, 2, 3)])])
    new = write_run(tmp_path / "n", [card("fig0", "m", 0.4, claims=[_claim("contradicted", r, "value") for r in (1, 2, 3)])])
    for shown in (0, 1, 3):
        code, out = _compare(tmp_path, base, new, "--show-claims", str(shown))
        assert code == 1 and out.count("supported -> contradicted") == shown
        assert (f"... and {3 - shown} more changed claim(s)" in out) == (shown < 3)


# --- items the base run scored that the new run lacks --------------------------------------------------------

OCR_RUN = PROJECT / "reports" / "runs" / "ocr-baseline" / "descriptions.jsonl"  # three recorded figures


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """Real run folders written by `vlmeval run`: the three recorded figures, the first of them only, and the
    three against an endpoint where nothing listens (every item fails: no descriptions, no scorecards)."""
    root = tmp_path_factory.mktemp("recorded")
    lines = [json.loads(line) for line in OCR_RUN.read_text(encoding="utf-8").splitlines()]
    assert len(lines) == 3
    one = write_jsonl(root / "one.jsonl", lines[:1])
    runs = {"base": OCR_RUN, "cand": one}
    for name, replay in runs.items():
        done = cli("run", "--model", f"replay:{replay}", "--no-cache", "-q", "--out", str(root / name))
        assert done.returncode == 0, done.stdout + done.stderr
    figure_ids = [line["figure_id"] for line in lines]
    only = [arg for fid in figure_ids for arg in ("--only", fid)]
    done = cli("run", "--model", "captioner", "--base-url", "http://127.0.0.1:9/v1", *only, "--max-retries", "0",
               "--no-cache", "-q", "--out", str(root / "allfailed"))  # port 9 (discard): nothing listens
    assert done.returncode == 1 and not (root / "allfailed" / "scorecards.jsonl").exists(), done.stdout + done.stderr
    return root, lines


def test_items_missing_from_the_new_run_fail_the_gate(recorded, tmp_path):
    root, lines = recorded
    junit = tmp_path / "gate.xml"
    code, out = _compare(tmp_path, root / "base", root / "cand", "--junit", str(junit))
    # before: "only in base" lines, then "OK: no regression ... on 1 paired item(s)" and exit 0
    assert code == 1, out
    for line in lines[1:]:
        assert f"missing {line['figure_id']} (ocr-baseline, describe-v1): scored in the base run, no record of it in " \
               "the new run" in out
    assert "REGRESSION: 2 item(s) scored in the base run are missing from the new run" in out and "OK:" not in out
    root_xml = ET.parse(junit).getroot()
    failed = {c.get("name"): c.find("failure") for c in root_xml.iter("testcase") if c.find("failure") is not None}
    assert list(failed) == ["no missing items"] and failed["no missing items"].get("message") == \
        "2 item(s) missing from the new run"
    assert lines[1]["figure_id"] in failed["no missing items"].text
    # opting out lists them and passes; an item only in the new run never fails the gate
    code, out = _compare(tmp_path, root / "base", root / "cand", "--allow-missing", "--junit", str(junit))
    assert code == 0 and "missing (allowed) " + lines[1]["figure_id"] in out and "OK: no regression" in out
    assert "no missing items" not in {c.get("name") for c in ET.parse(junit).getroot().iter("testcase")}
    code, out = _compare(tmp_path, root / "cand", root / "base")
    assert code == 0 and f"only in new {lines[1]['figure_id']}/describe-v1/ocr-baseline" in out


def test_lines_that_vlmeval_score_skipped_are_missing(recorded, tmp_path):
    root, lines = recorded
    candidate = tmp_path / "candidate.jsonl"
    candidate.write_text(json.dumps(lines[0]) + "\n" + '{"figure_id": "' + lines[1]["figure_id"] + '", "model"\n'
                         + json.dumps({**lines[2], "text": ""}) + "\n", encoding="utf-8")
    scored = runner.invoke(app, ["score", str(candidate), "--out", str(tmp_path / "scored")])
    assert scored.exit_code == 1  # 1 scored, 2 skipped
    code, out = _compare(tmp_path, root / "base", tmp_path / "scored")
    assert code == 1 and "REGRESSION: 2 item(s) scored in the base run are missing from the new run" in out
    assert all(f"missing {line['figure_id']} (ocr-baseline" in out for line in lines[1:])


def test_a_run_whose_every_item_failed_is_a_regression_not_an_unscored_run(recorded, tmp_path):
    root, lines = recorded
    run = load_run(root / "allfailed")
    assert run.scorecards == [] and sorted(f.figure_id for f in run.failures) == sorted(line["figure_id"] for line in lines)
    # before: "no scorecards.jsonl (fix: score the run first: 'vlmeval score .../descriptions.jsonl ...')", exit 2
    code, out = _compare(tmp_path, root / "base", root / "allfailed")
    assert code == 1 and "REGRESSION: 3 item(s) scored in the base run failed in the new run" in out
    assert out.count("new failure ") == 3 and "connection failed" in out and "vlmeval score" not in out
    assert "missing" not in out


def test_a_file_in_place_of_a_run_folder_is_named_as_a_file(recorded, tmp_path):
    root, _ = recorded
    code, out = _compare(tmp_path, root / "base" / "manifest.json", root / "base")
    assert code == 2 and f"{root / 'base' / 'manifest.json'}: is a file, not a run directory" in out
    assert f"fix: pass the folder that holds it: {root / 'base'}" in out and "no such run directory" not in out
    assert _compare(tmp_path, root / "base" / "scorecards.jsonl", root / "base")[0] == 0  # a scorecards file is a run


def test_paired_interval_is_narrower_than_the_unpaired_spread(tmp_path):
    # items differ a lot from each other but the new run is uniformly 0.03 lower: the paired interval is tight
    spread = [0.1, 0.9, 0.4, 0.6, 0.2, 0.8, 0.5, 0.3]
    result = compare(load_run(_run(tmp_path, "base", spread)), load_run(_run(tmp_path, "new", [v - 0.03 for v in spread])))
    overall = next(d for d in result.deltas if d.metric == "overall")
    assert overall.low == pytest.approx(-0.03) and overall.high == pytest.approx(-0.03)
    assert np.std(spread) > 0.2
