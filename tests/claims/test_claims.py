"""Claim extraction from the forms models write, on the real DynTS figures (no verdicts here, only what
is read and where it points)."""

from __future__ import annotations

import pytest

from vlmeval.claims import Claim
from vlmeval.claims.types.comparison import ComparisonPayload
from vlmeval.claims.types.extremum import ExtremumPayload
from vlmeval.claims.types.label import LabelPayload
from vlmeval.claims.types.trend import TrendPayload
from vlmeval.claimtypes import register_claim_type, unregister_claim_type
from vlmeval.claims.pipeline import default_pipeline, extract_claims
from vlmeval.claims.lexicon import build_lexicon
from vlmeval.claims.text import hedge_of, numbers_in, parse_number, sentence_spans


@pytest.fixture(scope="module")
def qwen(bundled_figures):
    return bundled_figures.get("dynts-r1qwen-benchmarks")


@pytest.fixture(scope="module")
def average(bundled_figures):
    return bundled_figures.get("dynts-average")


def _values(claims):
    return {(c.panel, c.row, c.column): c.stated for c in claims if c.kind == "value"}


# ---- numbers -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,value,decimals", [
    ("52.0%", 52.0, 1), ("2k", 2000.0, 0), ("−52", -52.0, 0), ("-0.5", -0.5, 1), ("**47.3**", 47.3, 1),
    ("`0.1`", 0.1, 1), ("４７.３", 47.3, 1), ("~40", 40.0, 0),
])
def test_numbers_as_printed(text, value, decimals):
    n = parse_number(text)
    assert (n.value, n.decimals) == (value, decimals)


@pytest.mark.parametrize("text", ["R1-Qwen", "AIME'24", "Llama-4-Maverick", "Pass@1", "1e309", "NaN", "17B"])
def test_names_and_non_finite_are_not_numbers(text):
    assert numbers_in(text) == []


def test_ranges_are_two_positive_numbers():
    assert [n.value for n in numbers_in("85.0-88.5, 24–48, from -52 to -88")] == [85.0, 88.5, 24.0, 48.0, -52.0, -88.0]


def test_sentences_do_not_split_decimals():
    text = "Values peak at 0.3 (49.3). The lowest is 40.0.\n| a | b |"
    assert [text[s:e] for s, e in sentence_spans(text)] == ["Values peak at 0.3 (49.3).", "The lowest is 40.0.", "| a | b |"]


@pytest.mark.parametrize("text,hedge", [
    ("performance generally increases", "soft"), ("slightly lower", "soft"), ("consistently higher", "strong"),
    ("approximately 40", "approx"), ("~40", "approx"), ("increases with ratio", None),
])
def test_hedges(text, hedge):
    assert hedge_of(text) == hedge


# ---- names -------------------------------------------------------------------------------------------------

def test_name_matching_tells_typos_from_other_entities(qwen, bundled_figures):
    lex = build_lexicon(qwen)
    assert lex.resolve_name("R1-Owen") == ("r1qwen", "typo")
    assert lex.resolve_name("AIME24") == ("aime24", "exact")
    assert lex.resolve_name("GPQA D") == ("gpqad", "exact")
    assert lex.resolve_name("R1-Llama") is None  # another model, not a misreading
    assert lex.resolve_name("AIME26") is None  # other digits: another benchmark
    pairs = build_lexicon(bundled_figures.get("seqbench-progress-ratio-pairs"))
    assert pairs.resolve_prefix("Llama-4-Maverick-17B") == ["llama4maverick17b128einstructfp8"]
    assert len(pairs.resolve_prefix("gemini")) == 2  # ambiguous: a group, not a name


def test_headings_set_the_panel(qwen):
    text = "### Chart 2: R1-Qwen | AIME'25\n- 3000: 34.7, 35.3, 34.7, 36.0, 34.0\n### Notes\n- 3000: 1, 2, 3, 4, 5"
    values = _values(extract_claims(text, qwen))
    assert values[("R1-Qwen | AIME'25", 3000.0, 0.1)] == 34.7
    assert (None, 3000.0, 0.1) in values  # after a heading without a panel, the panel is unknown


# ---- grids and lists -----------------------------------------------------------------------------------------

def test_transposed_markdown_table(qwen):
    text = ("**AMC23**\n| Ratio | 3000 | 2000 | 1000 | 500 |\n|---|---|---|---|---|\n"
            "| 0.1 | 86.5 | 87.5 | 85.5 | 86.5 |\n| 0.2 | 87.5 | 85.0 | 88.0 | 85.5 |")
    values = _values(extract_claims(text, qwen))
    assert values[("R1-Qwen | AMC23", 2000.0, 0.2)] == 85.0
    assert values[("R1-Qwen | AMC23", 500.0, 0.1)] == 86.5
    assert len(values) == 8


def test_long_format_table(qwen):
    text = "### GPQA_D\n| Window | Ratio | Pass@1 |\n|---|---|---|\n| 2000 | 0.3 | 49.7 |\n| 500 | 0.5 | 46.1 |"
    assert _values(extract_claims(text, qwen)) == {("R1-Qwen | GPQA_D", 2000.0, 0.3): 49.7, ("R1-Qwen | GPQA_D", 500.0, 0.5): 46.1}


def test_row_lists_follow_the_stated_column_order(qwen):
    text = ("X-axis (Ratio), listed right to left as 0.5, 0.4, 0.3, 0.2, 0.1\n#### AIME'24\n"
            "- 2000: 43.3, 52.0, 47.3, 44.0, 42.7")
    values = _values(extract_claims(text, qwen))
    assert values[("R1-Qwen | AIME'24", 2000.0, 0.4)] == 52.0
    assert values[("R1-Qwen | AIME'24", 2000.0, 0.5)] == 43.3


def test_column_lists(qwen):
    text = "#### AIME'24\n* Ratio 0.4: 46.0, 52.0, 42.0, 46.0"
    values = _values(extract_claims(text, qwen))
    assert values == {("R1-Qwen | AIME'24", r, 0.4): v for r, v in zip((3000, 2000, 1000, 500), (46.0, 52.0, 42.0, 46.0))}


def test_row_sentence_with_axis_in_the_head(average):
    text = "**R1-Qwen Heatmap:**\n* **Row 2 (Local Window Size 2000):** Values from left to right (Ratio 0.1 to 0.5): 52.4, 51.9, 54.6, 56.3, 53.7."
    values = _values(extract_claims(text, average))
    assert values[("R1-Qwen", 2000.0, 0.4)] == 56.3 and len(values) == 5


def test_key_value_bullets_and_inline_places(qwen):
    text = ("**AIME'24**\n* Ratio 0.1, Window 500: 42.7\n"
            "At a ratio of 0.4 and a window size of 2000, the Pass@1 is 52.0.\n"
            "Scores range widely (e.g., 40.0 at Window=500/Ratio=0.2, and Window Size 1000, Ratio 0.3 (45.3)).")
    values = _values(extract_claims(text, qwen))
    assert values == {("R1-Qwen | AIME'24", 500.0, 0.1): 42.7, ("R1-Qwen | AIME'24", 2000.0, 0.4): 52.0,
                      ("R1-Qwen | AIME'24", 500.0, 0.2): 40.0, ("R1-Qwen | AIME'24", 1000.0, 0.3): 45.3}


def test_csv_and_json_blocks(qwen):
    text = ("### AIME'25\n```csv\nwindow,0.1,0.2\n3000,34.7,35.3\n500,31.3,34.0\n```\n"
            "### GPQA_D\n```json\n{\"window_2000\": {\"ratio_0.3\": 49.7}, \"window_500\": {\"ratio_0.1\": 45.7}}\n```")
    values = _values(extract_claims(text, qwen))
    assert values == {("R1-Qwen | AIME'25", 3000.0, 0.1): 34.7, ("R1-Qwen | AIME'25", 3000.0, 0.2): 35.3,
                      ("R1-Qwen | AIME'25", 500.0, 0.1): 31.3, ("R1-Qwen | AIME'25", 500.0, 0.2): 34.0,
                      ("R1-Qwen | GPQA_D", 2000.0, 0.3): 49.7, ("R1-Qwen | GPQA_D", 500.0, 0.1): 45.7}


# ---- structure and relations ---------------------------------------------------------------------------------

def test_axis_statements(qwen):
    text = ("* **Y-axis:** 'Local Window Size', ranging from 500 to 3000, with markers at 500, 1000, 2000 and 3000.\n"
            "* **Color bar:** labeled \"Pass@1\"; the scale ranges from ~40 to ~52.\nThe figure has four panels.")
    claims = extract_claims(text, qwen)
    kinds = {(c.kind, c.target): c.stated for c in claims}
    assert kinds[("label", "y")] == "Local Window Size"
    assert kinds[("ticks", "y")] == [500.0, 1000.0, 2000.0, 3000.0]
    assert kinds[("range", "y")] == (500.0, 3000.0)
    assert kinds[("label", "colorbar")] == "Pass@1"
    assert kinds[("range", "colorbar")] == (40.0, 52.0)
    assert kinds[("count", "panels")] == 4


def test_compound_trend_becomes_two_claims(qwen):
    text = "**AIME'24**: Performance increases with increasing Local Window Size and decreasing Ratio."
    trends = [c for c in extract_claims(text, qwen) if c.kind == "trend"]
    assert [(c.payload.along, c.stated) for c in trends] == [("rows", "increasing"), ("columns", "decreasing")]
    assert all(c.panel == "R1-Qwen | AIME'24" for c in trends)


def test_series_trends_negations_and_all_panels(qwen):
    text = ("#### GPQA_D\nThe series for Window=3000 shows an upward trend with increasing Ratio.\n"
            "There is no strong trend.\nFor all benchmarks, larger window sizes lead to higher performance.")
    trends = [c for c in extract_claims(text, qwen) if c.kind == "trend"]
    assert trends[0].payload == TrendPayload("increasing", "columns", False, "row", 3000.0)
    assert trends[1].stated == "not strong"
    assert trends[2].panels == [p.title for p in qwen.panels] and trends[2].stated == "increasing"


def test_extrema_and_comparisons(average):
    text = ("The absolute highest Pass@1 score (56.3) is achieved by R1-Qwen with a Local Window Size of 2000 and a Ratio of 0.4.\n"
            "R1-Llama is slightly lower than R1-Qwen.\nR1-Qwen shows the highest performance.")
    claims = extract_claims(text, average)
    ext = next(c for c in claims if c.kind == "extremum")
    assert (ext.stated, ext.payload.cells, ext.payload.scope) == (56.3, ((2000.0, 0.4),), "figure")
    assert isinstance(ext.payload, ExtremumPayload) and ext.payload.stated == 56.3
    pair = next(c for c in claims if c.kind == "comparison" and c.payload.type == "pair")
    assert (pair.stated, pair.payload.a, pair.payload.b, pair.hedge) == ("less", "r1llama", "r1qwen", "soft")
    rank = next(c for c in claims if c.kind == "comparison" and c.payload.type == "rank")
    assert (rank.stated, rank.payload.a) == ("highest", "r1qwen") and isinstance(rank.payload, ComparisonPayload)


def test_extractors_can_be_added(qwen):
    def flags(doc):
        at = doc.text.find("FLAG")
        if at >= 0:
            yield Claim("label", at, at + 4, stated="FLAG", verifier="test-flag", source="test")

    register_claim_type("flag", payload=LabelPayload, extractor=flags)
    try:
        assert default_pipeline().extractors[-1] is flags  # after the built-in ones
        claims = extract_claims("FLAG here", qwen)
        assert [c.source for c in claims] == ["test"]
    finally:
        unregister_claim_type("flag")
    assert flags not in default_pipeline().extractors


@pytest.mark.parametrize("line", [
    "- y axis: Exact match (%); ticks, bottom up: 0, 20, 40, 60, 80",
    "- y axis: Exact match (%); ticks, top to bottom: 80, 60, 40, 20, 0",
    "- y axis: Exact match (%); ticks from bottom to top: 0, 20, 40, 60, 80",
])
def test_a_tick_list_in_reading_order_is_not_an_extremum(bundled_figures, line):
    from vlmeval.scoring.scorecard import evaluate_text

    fig = bundled_figures.get("synth-2-0003-bar-plain")  # panel (a): y ticks 0, 20, 40, 60, 80
    text = f"### (a) Out-of-domain\n\n{line}\n"
    claims = evaluate_text(fig, text).claims
    assert [c.kind for c in claims if c.kind in ("extremum", "ticks")] == ["ticks"], claims
    assert "contradicted" not in {c.verdict for c in claims}, claims


def test_keyword_patterns_match_exactly_what_the_plain_patterns_match(seed_text, shared_dir):
    import json
    import re

    from vlmeval.claims import text
    from vlmeval.claims.types import comparison, extremum, trend

    texts = [seed_text(f"{i:03d}") for i in range(5)]
    captions = shared_dir / "data" / "quintd-owid" / "captions.jsonl"
    if captions.is_file():
        texts += [json.loads(line)["text"] for line in captions.read_text(encoding="utf-8").splitlines()[:200]]
    texts.append("ſteady İncrease, STABLE; n't ~40 ≈ 3 Ａbout — no LOWER than 2 (K) higher-left")
    patterns = [text.APPROX_RE, text.SOFT_RE, text.STRONG_RE, text.NEGATION_RE, extremum._EXTREMUM, trend._STABLE,
                trend._DIRECTION, trend._TREND_WORD, comparison._RANK, comparison._COMPARATIVE]
    for fast in patterns:
        plain = re.compile(fast.pattern[fast.pattern.index("])(?:") + 5:-1], fast.flags)  # without the look-ahead
        assert plain.pattern != fast.pattern
        for t in texts:
            assert [m.span() for m in fast.finditer(t)] == [m.span() for m in plain.finditer(t)], (fast.pattern[:60], t[:80])


# Case-insensitive patterns fold "ſ" (long s) to "s" and "K" (Kelvin sign) to "k". The extractors skip a pattern when
# a lower-cased sentence lacks a word every match holds, but only for ASCII text, where that test is exact.
@pytest.mark.parametrize("ascii_text, folded_text", [
    ("Performance increases with Local Window Size.", "Performance increaſes with Local Window Size."),
    ("The highest value is 53.2 at Ratio 0.3 and Window 2000.", "The higheſt value is 53.2 at Ratio 0.3 and Window 2000."),
    ("R1-Qwen is consistently higher than R1-Llama.", "R1-Qwen is conſiſtently higher than R1-Llama."),
    ("The colorbar ranges from 40 to 52.", "The colorbar rangeſ from 40 to 52."),
    ("The x-axis ticks are 0.1, 0.2, 0.3, 0.4, 0.5.", "The x-axiſ ticks are 0.1, 0.2, 0.3, 0.4, 0.5."),
])
def test_keyword_shortcuts_keep_what_case_folding_matches(average, ascii_text, folded_text):
    plain = [(c.kind, c.stated, c.target, c.hedge) for c in extract_claims(ascii_text, average)]
    folded = [(c.kind, c.stated, c.target, c.hedge) for c in extract_claims(folded_text, average)]
    assert plain and folded == plain


def test_a_keyword_pattern_is_compiled_once_however_many_figures_come_between():
    """``text.keyword_re`` keeps its compiled patterns (a figure's axis names recur from figure to figure): a set
    of figures asks for more patterns than ``re``'s own cache of 512 holds, so that cache alone compiles again."""
    import re

    from vlmeval.claims.text import keyword_re

    first = keyword_re(r"(?<![\w-])(?:share of respondents|year)(?![\w-])", "sy")
    for i in range(600):  # other figures' patterns, through re's own cache
        re.compile(rf"(?:axis name {i})", re.I)
    assert keyword_re(r"(?<![\w-])(?:share of respondents|year)(?![\w-])", "sy") is first
