"""``vlmeval agree --dataset real-prose``: reading the labelled descriptions, flagging units, the measures beside the
trivial raters, the split by paper and the careful-vs-flawed pairs, on a small set of our own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vlmeval.agreement.agree import AgreeInputError
from vlmeval.agreement.agree.real_prose import JudgedDescription, ProseDescription, Unit, read_descriptions, section_of
from vlmeval.agreement.agree.real_prose_measures import error_type_rows, pair_rows, rater_row, raters
from vlmeval.cli import app

BIC = """## Line Chart: BIC vs. Number of Terms
### Components/Axes
* **X-axis:** "number of terms", with ticks at 1, 2, 3 and 4.
### Detailed Analysis
The "sum" series rises steadily.
### Key Observations
* The highest BIC is about 209, for the sum model with four terms.
* The lowest BIC is about 178.1, for the product model with two terms.
### Interpretation
The product model is the better choice.
"""
RATIOS = """## Line Chart: Timing Ratios vs. Source Redshift
### Components/Axes
* **X-axis:** "zsource".
### Key Observations
* The highest ratio is about 3.34, for 40 steps/ 11 steps at zsource 2.
* The lowest ratio is about 0.78, for sub-evolution/baseline at zsource 2.
### Interpretation
Running more steps costs about three times as long.
"""
# (celerite-bic's errors are in what the record holds whole: its panel's unread reference line leaves an extreme of
# no one series not certainly wrong, claims.certain_chain)
WRONG = {"celerite-bic": {"rises steadily": "falls steadily", "1, 2, 3 and 4": "1, 2, 4 and 8"},
         "madlens-timing-ratios": {"about 3.34": "about 5.0"}}


def _units(text: str, wrong: set[str] = frozenset(), uncheckable: str = "better choice") -> list[dict]:
    out, pos = [], 0
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\n")
        if body and not body.startswith("#"):
            label = "uncheckable" if uncheckable in body else "wrong" if any(w in body for w in wrong) else "correct"
            out.append({"start": pos, "end": pos + len(body), "label": label, "record_agrees": True,
                        "error_type": "value" if label == "wrong" else None})
        pos += len(line)
    return out


def _write_set(folder: Path) -> None:
    lines = []
    for figure_id, text in (("celerite-bic", BIC), ("madlens-timing-ratios", RATIOS)):
        lines.append({"figure_id": figure_id, "variant": "natural", "text": text, "units": _units(text)})
        flawed = text
        for old, new in WRONG[figure_id].items():
            flawed = flawed.replace(old, new)
        lines.append({"figure_id": figure_id, "variant": "flawed", "text": flawed,
                      "units": _units(flawed, set(WRONG[figure_id].values()))})
    folder.mkdir(parents=True)
    (folder / "part-x.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")


def test_cli_scores_our_set_split_by_paper(tmp_path):
    _write_set(tmp_path / "set")
    out = tmp_path / "r.json"
    r = CliRunner().invoke(app, ["agree", "--dataset", "real-prose", str(tmp_path / "set"), "--half", "both",
                                 "--json", str(out)])
    assert r.exit_code == 0, r.output
    data = json.loads(out.read_text())
    halves = {x["figure_id"]: x["half"] for x in data["descriptions"]}
    assert halves == {"celerite-bic": "validation", "madlens-timing-ratios": "dev"}  # celerite is a validation paper
    by_half = {res["half"]: res for res in data["results"]}
    validation = by_half["validation"]
    ours = validation["groups"][0]["rows"][0]
    assert ours["rater"] == "ours" and (ours["caught"], ours["wrong"]) == (2, 2)
    assert ours["called_wrong"] == 0 and ours["mcc"] == 1.0
    assert validation["uncheckable"] == 2  # "the better choice" left out of every measure
    pair = validation["pairs"][0]
    assert pair["rater"] == "ours" and (pair["pairs"], pair["careful_above"]) == (1, 1)
    flags = {u["start"]: u["flagged"] for x in data["descriptions"] if x["variant"] == "flawed"
             and x["figure_id"] == "celerite-bic" for u in x["units"]}
    assert sum(flags.values()) == 2
    assert "real-prose, dev" in r.output and "record_agrees true" in r.output


def test_default_half_is_dev(tmp_path):
    _write_set(tmp_path / "set")
    out = tmp_path / "r.json"
    r = CliRunner().invoke(app, ["agree", "--dataset", "real-prose", str(tmp_path / "set"), "--json", str(out)])
    assert r.exit_code == 0, r.output
    assert [res["half"] for res in json.loads(out.read_text())["results"]] == ["dev"]


def test_bad_label_names_file_line_and_fix(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"figure_id": "celerite-bic", "text": "abc", "units": [
        {"start": 0, "end": 2, "label": "maybe"}]}) + "\n")
    with pytest.raises(AgreeInputError, match=r"bad.jsonl:1: units\[0\]: label 'maybe' \(fix: use one of"):
        read_descriptions(bad)
    r = CliRunner().invoke(app, ["agree", "--dataset", "real-prose", str(bad)])
    assert r.exit_code == 2 and "bad.jsonl:1" in r.output


def test_unknown_figure_is_named(tmp_path):
    f = tmp_path / "x.jsonl"
    f.write_text(json.dumps({"figure_id": "no-such-figure", "text": "abc", "units": []}) + "\n")
    r = CliRunner().invoke(app, ["agree", "--dataset", "real-prose", str(f)])
    assert r.exit_code == 2 and "'no-such-figure' has no record" in r.output


def test_section_is_the_last_sub_heading():
    text = "## Line Chart: A\n### Overview\nx.\n### Interpretation\ny.\n"
    assert section_of(text, text.index("x.")) == "Overview"
    assert section_of(text, text.index("y.")) == "Interpretation"
    assert section_of(text, 3) == ""


def _judged(labels: list[str], flags: list[bool], sections: list[str], variant="natural", overall=None):
    units = [Unit(i, i, i + 1, lab, None, True, sec) for i, (lab, sec) in enumerate(zip(labels, sections))]
    d = ProseDescription("f", 1, "fig", variant, "x" * len(labels), units)
    return JudgedDescription(d, "p", "dev", overall, [], flags, [[] for _ in units])


def test_measures_by_hand():
    # 2 wrong (1 caught), 4 correct (1 called wrong), 1 uncheckable flagged (left out)
    j = _judged(["wrong", "wrong", "correct", "correct", "correct", "correct", "uncheckable"],
                [True, False, True, False, False, False, True], ["A"] * 5 + ["Interpretation"] * 2)
    row = rater_row("ours", [j], lambda jj, u: jj.flags[u.index], lambda u: True)
    assert (row.units, row.caught, row.wrong, row.called_wrong, row.correct) == (6, 1, 2, 1, 4)
    assert row.mcc == pytest.approx((1 * 3 - 1 * 1) / ((2 * 2 * 4 * 4) ** 0.5))
    named = dict(raters([j]))
    interp = rater_row("i", [j], named["flag the Interpretation section"], lambda u: True)
    assert (interp.caught, interp.called_wrong) == (0, 1)  # the one Interpretation unit that is labelled


def test_pairs_compare_overall_strictly():
    careful = _judged(["correct"], [False], ["A"], overall=0.8)
    flawed = _judged(["wrong"], [True], ["A"], variant="flawed", overall=0.8)
    rows, _ = pair_rows([careful, flawed], [("ours", lambda j, u: j.flags[u.index])])
    assert (rows[0].careful_above, rows[0].ties) == (0, 1)
    flawed.overall = 0.5
    rows, _ = pair_rows([careful, flawed], [("ours", lambda j, u: j.flags[u.index])])
    assert rows[0].careful_above == 1


def test_error_types_count_caught_wrong_units_in_all_and_where_the_record_judges():
    units = [Unit(0, 0, 1, "wrong", "value", True, "A"), Unit(1, 1, 2, "wrong", "value", False, "A"),
             Unit(2, 2, 3, "wrong", "trend", True, "A"), Unit(3, 3, 4, "correct", None, True, "A")]
    d = ProseDescription("f", 1, "fig", "natural", "xxxx", units)
    j = JudgedDescription(d, "p", "dev", None, [], [True, True, False, True], [[] for _ in units])
    rows = {r.error_type: r for r in error_type_rows([j], [("ours", lambda jj, u: jj.flags[u.index])])}
    assert set(rows) == {"value", "trend"}  # correct units have no error type
    value, trend = rows["value"], rows["trend"]
    assert (value.wrong, value.judgeable, value.caught["ours"], value.judgeable_caught["ours"]) == (2, 1, 2, 1)
    assert (trend.wrong, trend.judgeable, trend.caught["ours"], trend.judgeable_caught["ours"]) == (1, 1, 0, 0)


def test_split_toml_held_out_makes_every_description_validation(tmp_path):
    _write_set(tmp_path / "set")
    (tmp_path / "set" / "split.toml").write_text("held_out = true\n", encoding="utf-8")
    assert all(d.held_out for d in read_descriptions(tmp_path / "set"))
    out = tmp_path / "r.json"
    r = CliRunner().invoke(app, ["agree", "--dataset", "real-prose", str(tmp_path / "set"), "--half", "all",
                                 "--json", str(out)])
    assert r.exit_code == 0, r.output
    halves = {x["figure_id"]: x["half"] for x in json.loads(out.read_text())["descriptions"]}
    assert halves == {"celerite-bic": "validation", "madlens-timing-ratios": "validation"}  # madlens is a dev paper
    r = CliRunner().invoke(app, ["agree", "--dataset", "real-prose", str(tmp_path / "set")])  # default --half dev
    assert r.exit_code == 0 and "no descriptions in this half" in r.output


def test_bad_split_toml_names_the_file_and_fix(tmp_path):
    _write_set(tmp_path / "set")
    (tmp_path / "set" / "split.toml").write_text('held_out = "yes"\n', encoding="utf-8")
    with pytest.raises(AgreeInputError, match=r"split.toml: held_out = 'yes' \(fix: write held_out = true, false or a list"):
        read_descriptions(tmp_path / "set")


def test_split_toml_held_out_list_names_the_validation_files(tmp_path):
    _write_set(tmp_path / "set")
    part = (tmp_path / "set" / "part-x.jsonl").read_text(encoding="utf-8")
    (tmp_path / "set" / "part-y.jsonl").write_text(part, encoding="utf-8")
    (tmp_path / "set" / "split.toml").write_text('held_out = ["part-y.jsonl"]\n', encoding="utf-8")
    kept = {(d.file, d.held_out) for d in read_descriptions(tmp_path / "set")}
    assert kept == {("part-x.jsonl", False), ("part-y.jsonl", True)}


def test_split_toml_list_decides_the_half_whatever_the_paper(tmp_path):
    """A folder with a split.toml is split by file: a description of a VALIDATION_PAPERS figure in a file the list
    does not name is dev (the list is the folder's whole split), and without a split.toml the paper decides."""
    _write_set(tmp_path / "set")
    part = (tmp_path / "set" / "part-x.jsonl").read_text(encoding="utf-8")
    (tmp_path / "set" / "part-y.jsonl").write_text(part, encoding="utf-8")

    def halves() -> set[tuple[str, str, str]]:
        out = tmp_path / "r.json"
        r = CliRunner().invoke(app, ["agree", "--dataset", "real-prose", str(tmp_path / "set"), "--half", "all",
                                     "--json", str(out)])
        assert r.exit_code == 0, r.output
        return {(x["file"], x["figure_id"], x["half"]) for x in json.loads(out.read_text())["descriptions"]}

    by_paper = halves()
    assert ("part-x.jsonl", "celerite-bic", "validation") in by_paper  # celerite is a validation paper
    (tmp_path / "set" / "split.toml").write_text('held_out = ["part-y.jsonl"]\n', encoding="utf-8")
    assert halves() == {("part-x.jsonl", "celerite-bic", "dev"), ("part-x.jsonl", "madlens-timing-ratios", "dev"),
                        ("part-y.jsonl", "celerite-bic", "validation"),
                        ("part-y.jsonl", "madlens-timing-ratios", "validation")}


def test_findings_lists_every_false_alarm_and_miss_with_its_claims(tmp_path):
    _write_set(tmp_path / "set")
    part = tmp_path / "set" / "part-x.jsonl"
    lines = [json.loads(line) for line in part.read_text(encoding="utf-8").splitlines()]
    for d in lines:  # disagreements to find: a unit we call right labelled wrong, one we flag labelled correct
        if d["variant"] == "natural":
            d["units"][0].update(label="wrong", error_type="value")
        else:
            unit = next(u for u in d["units"] if u["label"] == "wrong")
            unit.update(label="correct", error_type=None)
    part.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    out, found = tmp_path / "r.json", tmp_path / "findings.jsonl"
    r = CliRunner().invoke(app, ["agree", "--dataset", "real-prose", str(tmp_path / "set"), "--half", "all",
                                 "--json", str(out), "--findings", str(found)])
    assert r.exit_code == 0, r.output
    expected = {(d["figure_id"], d["variant"], u["index"]): ("false_alarm" if u["flagged"] else "miss")
                for d in json.loads(out.read_text())["descriptions"] for u in d["units"]
                if u["label"] != "uncheckable" and u["flagged"] != (u["label"] == "wrong")}
    assert expected  # the set holds disagreements, so the file is not trivially empty
    records = [json.loads(line) for line in found.read_text(encoding="utf-8").splitlines()]
    assert {(x["figure_id"], x["variant"], x["unit"]): x["finding"] for x in records} == expected
    assert f"{len(records)} false alarm(s) and miss(es)" in r.output
    texts = {(d["figure_id"], d["variant"]): d["text"] for d in
             (json.loads(line) for line in (tmp_path / "set" / "part-x.jsonl").read_text().splitlines())}
    for x in records:
        assert x["text"] and x["text"] in texts[(x["figure_id"], x["variant"])]
        if x["finding"] == "false_alarm":  # flagged: a contradicted claim overlaps it
            assert any(c["verdict"] == "contradicted" for c in x["claims"])
        else:
            assert x["label"] == "wrong" and not any(c["verdict"] == "contradicted" for c in x["claims"])
