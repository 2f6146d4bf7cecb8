"""The verdicts the real seed descriptions (../shared/seeds) must get; see issue 3."""

from __future__ import annotations

import pytest

from vlmeval.scoring.scorecard import evaluate_text


@pytest.fixture(scope="module")
def scored(seed_text, seed_figure):
    cache = {}

    def get(number):
        if number not in cache:
            cache[number] = evaluate_text(seed_figure(number), seed_text(number))
        return cache[number]

    return get


def _values(s):
    return [c for c in s.claims if c.kind == "value"]


def test_002_every_cell_at_its_place(scored, seed_figure):
    s = scored("002")
    fig = seed_figure("002")
    values = _values(s)
    places = {(c.panel, c.row, c.column) for c in values}
    expected = {(p.title, r, c) for p in fig.panels for r in p.data.rows for c in p.data.columns}
    assert len(values) == 80
    assert places == expected
    for c in values:
        table = fig.panel(c.panel).data
        assert c.stated == table.values[table.rows.index(c.row)][table.columns.index(c.column)]
    assert s.metrics.value_precision >= 0.98
    assert s.metrics.value_recall >= 0.95
    assert s.counts["hallucination"] == 0


def test_002_relations_hold(scored):
    s = scored("002")
    extrema = [c for c in s.claims if c.kind == "extremum"]
    assert len(extrema) >= 4 and all(c.verdict == "supported" for c in extrema)
    ranks = {c.stated: c.verdict for c in s.claims if c.kind == "comparison"}
    assert ranks == {"highest": "supported", "lowest": "supported"}
    assert s.counts["contradicted"] == 0


def test_000_misread_title_is_a_label_error(scored):
    s = scored("000")
    owen = [c for c in s.claims if c.text == "R1-Owen"]
    assert owen and all(c.verdict == "contradicted" and c.error_type == "label" for c in owen)
    assert owen[0].expected == "R1-Qwen"


def test_000_invented_tick_and_negative_colorbar_are_hallucinations(scored):
    s = scored("000")
    ticks = next(c for c in s.claims if c.kind == "ticks" and 1500.0 in c.stated)
    assert (ticks.verdict, ticks.error_type) == ("contradicted", "hallucination")
    negative = next(c for c in s.claims if c.kind == "range" and min(c.stated) < 0)
    assert (negative.verdict, negative.error_type) == ("contradicted", "hallucination")
    on_row_1500 = [c for c in _values(s) if c.row == 1500]
    assert on_row_1500 and all(c.error_type == "hallucination" for c in on_row_1500)


def test_000_decreasing_ratio_trend_is_contradicted(scored):
    s = scored("000")
    ratio = [c for c in s.claims if c.kind == "trend" and "Ratio" in c.text and c.stated == "decreasing"]
    assert ratio
    assert any(c.verdict == "contradicted" and c.error_type == "trend" for c in ratio)


def test_000_values_mostly_misplaced_and_overall_far_below_002(scored):
    bad, good = scored("000"), scored("002")
    values = _values(bad)
    wrong = [c for c in values if c.error_type in ("location", "value", "hallucination")]
    assert len(wrong) > len(values) / 2
    assert sum(c.error_type == "location" for c in values) >= 10
    assert bad.metrics.value_precision <= 0.5
    assert bad.metrics.overall < good.metrics.overall - 0.4


def test_001_swapped_aime24_rows_are_location_errors(scored):
    s = scored("001")
    swapped = [c for c in _values(s) if c.panel == "R1-Llama | AIME24" and c.row in (500, 3000)]
    assert len(swapped) == 10
    assert all(c.verdict == "contradicted" and c.error_type == "location" for c in swapped)
    kept = [c for c in _values(s) if c.panel == "R1-Llama | AIME24" and c.row in (1000, 2000)]
    assert len(kept) == 10 and all(c.verdict == "supported" for c in kept)


def test_001_unknown_panels_are_unverifiable(scored):
    s = scored("001")
    unknown = [c for c in s.claims if c.panel in ("R1-Llama | AMC23", "R1-Llama | GPQA_D")]
    assert len([c for c in unknown if c.kind == "value"]) == 40
    assert all(c.verdict == "unverifiable" for c in unknown)
    amc_rank = next(c for c in s.claims if c.kind == "comparison" and "AMC23" in c.text)
    assert amc_rank.verdict == "unverifiable"


def test_003_values_right_but_consistently_higher_is_contradicted(scored):
    s = scored("003")
    values = _values(s)
    assert len({(c.panel, c.row, c.column) for c in values}) == 40  # every cell of both panels
    assert all(c.verdict == "supported" for c in values)
    claim = next(c for c in s.claims if c.kind == "comparison" and "consistently achieves higher" in c.text)
    assert (claim.verdict, claim.error_type) == ("contradicted", "magnitude")
    assert claim.expected["b_greater"] == 1  # window 500, ratio 0.2: 51.8 vs 52.1


def test_004_structure_only_figure(scored):
    s = scored("004")
    data_claims = [c for c in s.claims if c.kind in ("value", "trend", "extremum", "comparison")]
    assert data_claims == []  # the density spec lists structure claims only: its values are not known
    llama = [c for c in s.claims if c.kind == "label" and " vs " in c.text and "Llama" in c.text.split(" vs ")[0]]
    assert len(llama) == 2
    assert all((c.verdict, c.error_type) == ("contradicted", "hallucination") for c in llama)
    count = next(c for c in s.claims if c.kind == "count")
    assert (count.stated, count.verdict) == (6, "supported")
    assert s.metrics.value_precision is None and s.metrics.value_recall is None and s.metrics.trend_accuracy is None


def test_spans_point_into_the_text(scored, seed_text):
    for number in ("000", "001", "002", "003", "004"):
        text = seed_text(number)
        s = scored(number)
        for c in s.claims:
            assert text[c.start:c.end] == c.text
            assert c.sentence is not None
            sentence = s.sentences[c.sentence]
            assert sentence.start <= c.start < sentence.end


def test_sentence_view_marks_contradicted_sentences(scored, seed_text):
    s = scored("003")
    text = seed_text("003")
    bad = [x for x in s.sentences if x.factual is False]
    assert len(bad) == 1
    assert "consistently achieves higher" in text[bad[0].start:bad[0].end]
    assert all(x.factual is None for x in s.sentences if x.n_claims == 0)
