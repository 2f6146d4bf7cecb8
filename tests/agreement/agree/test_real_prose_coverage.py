"""The real-prose coverage table: correct units that state a number, classed by the claims over their numbers
(supported, contradicted, unverifiable, no claim), on descriptions of our own."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from vlmeval.agreement.agree.real_prose import JudgedDescription, ProseDescription, Unit
from vlmeval.agreement.agree.real_prose_coverage import coverage_rows, covered_units, numbers_in, top_reasons
from vlmeval.cli import app
from vlmeval.records import ClaimVerdict

TEXT = """### Detailed Analysis
* At step 40 the loss is ~0.31.
* The Qwen2.5 and GPT-4 curves, both 7B models, cross (Figure 3).
* At step 80 the loss is ~0.12.
* At step 120 the loss is ~0.05.
### Key Observations
* The loss falls by a factor of 6 (from 0.31 to 0.05).
* The wrong unit: ~0.99 at step 10.
"""


def _number_texts(text: str) -> list[str]:
    return [text[a:b] for a, b in numbers_in(text)]


def test_numbers_are_readings_not_names_or_references():
    assert _number_texts("The Qwen2.5 and GPT-4 curves, both 7B models, cross (Figure 3); R1 too.") == []
    assert _number_texts("from -0.2 to 1,200 and a 10x gap, ~45% at 1e-3") == ["-0.2", "1,200", "10", "45", "1e-3"]


def _claim(text: str, word: str, verdict: str, reason: str | None = None) -> ClaimVerdict:
    start = text.index(word)
    return ClaimVerdict(start=start, end=start + len(word), text=word, kind="value", verdict=verdict, reason=reason)


def _judged() -> JudgedDescription:
    units, pos = [], 0
    for line in TEXT.splitlines(keepends=True):
        body = line.rstrip("\n")
        if not body.startswith("#"):
            section = "Detailed Analysis" if pos < TEXT.index("### Key") else "Key Observations"
            label = "wrong" if "wrong unit" in body else "correct"
            units.append(Unit(len(units), pos, pos + len(body), label, None, True, section))
        pos += len(line)
    claims = [_claim(TEXT, "~0.31", "supported"), _claim(TEXT, "~0.12", "unverifiable", "x 80 between samples 60 and 100"),
              _claim(TEXT, "step 120", "contradicted"), _claim(TEXT, "~0.99", "contradicted"),
              _claim(TEXT, "falls", "supported")]  # over no number of its unit: no claim
    d = ProseDescription("part-x.jsonl", 1, "fig", "natural", TEXT, units)
    return JudgedDescription(d, "paper", "dev", None, claims)


def test_each_correct_unit_with_a_number_gets_the_first_class_that_holds():
    units = covered_units([_judged()])
    assert [(u.section, u.cls) for u in units] == [("Detailed Analysis", "supported"),
                                                  ("Detailed Analysis", "unverifiable"),
                                                  ("Detailed Analysis", "contradicted"),
                                                  ("Key Observations", "no claim")]
    assert [u.numbers_supported for u in units] == [1, 0, 0, 0]
    assert top_reasons(units) == [("x # between samples # and #", 1)]


def test_rows_per_section_and_overall():
    rows = coverage_rows(covered_units([_judged()]))
    assert rows[0] == ["Detailed Analysis", "3", "1 (33%)", "1 (33%)", "1 (33%)", "0 (0%)", "1 of 6"]
    assert rows[1] == ["Key Observations", "1", "0 (0%)", "0 (0%)", "0 (0%)", "1 (100%)", "0 of 3"]
    assert rows[-1][:2] == ["all", "4"] and rows[-1][-1] == "1 of 9"


BIC = """## Line Chart: BIC vs. Number of Terms
### Key Observations
* The highest BIC is about 209, for the sum model with four terms.
* The lowest BIC is about 178.1, for the product model with two terms.
* The product model is the better choice.
"""


def test_the_report_prints_the_coverage_table(tmp_path):
    units, pos = [], 0
    for line in BIC.splitlines(keepends=True):
        if not line.startswith("#"):
            units.append({"start": pos, "end": pos + len(line.rstrip()), "label": "correct", "record_agrees": True})
        pos += len(line)
    (tmp_path / "part-x.jsonl").write_text(json.dumps({"figure_id": "celerite-bic", "text": BIC, "units": units}) + "\n",
                                           encoding="utf-8")
    r = CliRunner().invoke(app, ["agree", "--dataset", "real-prose", str(tmp_path), "--half", "all",
                                 "--markdown", str(tmp_path / "r.md")])
    assert r.exit_code == 0, r.output
    table = (tmp_path / "r.md").read_text(encoding="utf-8").split("coverage of correct units")[1]
    assert "| Key Observations | 2 | 2 (100%) |" in table  # the third unit states no number


def test_equal_reason_counts_come_in_the_reasons_order_whatever_order_they_were_met_in():
    from vlmeval.agreement.agree.real_prose_coverage import CoveredUnit

    def unit(*reasons: str) -> CoveredUnit:
        return CoveredUnit("Detailed Analysis", "x", "unverifiable", 1, 0, list(reasons))

    met_late_first = [unit("the series is not known"), unit("a panel is not clear"), unit("the series is not known"),
                      unit("a panel is not clear"), unit("one more")]
    assert top_reasons(met_late_first) == [("a panel is not clear", 2), ("the series is not known", 2), ("one more", 1)]
    assert top_reasons(met_late_first, 1) == [("a panel is not clear", 2)]
