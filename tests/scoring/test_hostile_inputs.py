"""Hostile descriptions are scored without a crash and without hanging (the extraction regexes are linear
and the work per description is capped: see vlmeval.claims.MAX_CHARS / MAX_CLAIMS)."""

from __future__ import annotations

import pytest

from vlmeval.claims import MAX_CHARS, MAX_CLAIMS
from vlmeval.scoring.scorecard import evaluate_text


@pytest.fixture(scope="module")
def qwen(bundled_figures):
    return bundled_figures.get("dynts-r1qwen-benchmarks")


def _ok(scored, text):
    for c in scored.claims:
        assert 0 <= c.start <= c.end <= len(text)
        assert text[c.start:c.end] == c.text
    return scored


def test_one_megabyte_of_text(qwen, seed_text):
    text = (seed_text("002") * (1_000_000 // len(seed_text("002")) + 1))[:1_000_000]
    s = _ok(evaluate_text(qwen, text), text)
    assert s.counts["truncated"] == 1  # only the first MAX_CHARS characters are read
    assert max(c.end for c in s.claims) <= MAX_CHARS
    assert s.counts["supported"] > 0


def test_one_megabyte_without_line_breaks_or_spaces(qwen):
    for text in ("9" * 1_000_000, "a|" * 500_000, "**" * 500_000, "(" * 1_000_000, "0." * 500_000):
        _ok(evaluate_text(qwen, text), text)


def test_ten_thousand_row_table(qwen):
    rows = "\n".join(f"| **{500 + i}** | 47.3 | 46.0 | 42.7 | 46.0 | 47.3 |" for i in range(10_000))
    text = "### AIME'24\n| Window | 0.1 | 0.2 | 0.3 | 0.4 | 0.5 |\n|---|---|---|---|---|---|\n" + rows
    s = _ok(evaluate_text(qwen, text), text)
    assert s.counts["claims"] <= MAX_CLAIMS
    assert s.counts["hallucination"] > 0  # rows 501.. do not exist


def test_deeply_nested_lists(qwen):
    text = "\n".join("  " * i + f"- Ratio 0.{i % 5 + 1}, Window 500: 4{i % 10}.0" for i in range(5_000))
    _ok(evaluate_text(qwen, text), text)
    nested_json = "```json\n" + "[" * 50_000 + "]" * 50_000 + "\n```"
    _ok(evaluate_text(qwen, nested_json), nested_json)
    nested_dict = "{" + '"a": {' * 3_000 + "}" * 3_001
    _ok(evaluate_text(qwen, nested_dict), nested_dict)


def test_unicode_digits_and_minus_signs(qwen):
    text = "### AIME'24\n* Ratio ０.4, Window ２０００: ５２.０\n* The colour bar ranges from −52 to −88.\n* Ratio 0.1, Window 500: ٤٢.٧"
    s = _ok(evaluate_text(qwen, text), text)
    values = {(c.row, c.column): c.verdict for c in s.claims if c.kind == "value"}
    assert values[(2000, 0.4)] == "supported"
    assert values[(500, 0.1)] == "supported"
    colorbar = next(c for c in s.claims if c.kind == "range")
    assert colorbar.stated == [-52.0, -88.0] and colorbar.error_type == "hallucination"


def test_overflow_and_nan_are_not_values(qwen):
    text = "### AIME'24\n* Ratio 0.4, Window 2000: 1e309\n* Ratio 0.1, Window 500: NaN\n| Window | 0.1 |\n|---|---|\n| 500 | inf |"
    s = _ok(evaluate_text(qwen, text), text)
    assert [c for c in s.claims if c.kind == "value"] == []


def test_numbers_glued_to_units(qwen):
    text = "### AIME'24\n* Ratio 0.4, Window 2k: 52.0%\n* Ratio 0.1, Window 500: 42.7 %"
    s = _ok(evaluate_text(qwen, text), text)
    values = {(c.row, c.column): (c.stated, c.verdict) for c in s.claims if c.kind == "value"}
    assert values == {(2000, 0.4): (52.0, "supported"), (500, 0.1): (42.7, "supported")}


def test_unbalanced_markdown(qwen):
    text = ("### **AIME'24\n| Window | 0.1 | 0.2\n|---|---\n| 2000 | 42.7 | 44.0 |\n| 500 | 42.7\n"
            "```json\n{\"2000\": {\"0.4\": 52.0\n```\n**bold that never ends ( [link]( `code\n> quote\n| | |\n|")
    s = _ok(evaluate_text(qwen, text), text)
    values = {(c.row, c.column): c.verdict for c in s.claims if c.kind == "value"}
    assert values[(2000, 0.1)] == "supported" and values[(2000, 0.2)] == "supported"


def test_empty_and_blank_text(qwen):
    for text in ("", " ", "\n\n\n", "\x00\x01"):
        s = evaluate_text(qwen, text)
        assert s.counts["claims"] == 0
        assert s.metrics.overall is None and s.metrics.value_precision is None
        assert s.metrics.value_recall == 0.0  # nothing stated of the figure's 80 known cells
