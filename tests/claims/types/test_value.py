"""vlmeval.claims.types.value directly: number runs, ranges, axis needles, and values stated row by row or cell by cell
against the real DynTS heatmap (rows: window size 3000..500, columns: ratio 0.1..0.5)."""

from __future__ import annotations

import pytest

from vlmeval.claims.document import build_document
from vlmeval.claims.lexicon import build_lexicon
from vlmeval.claims.text import numbers_in
from vlmeval.claims.types.value import axis_needles, drop_ranges, extract_cell_values, extract_row_lists, number_runs

AIME24 = "R1-Qwen | AIME'24"


@pytest.fixture(scope="module")
def qwen(bundled_figures):
    return bundled_figures.get("dynts-r1qwen-benchmarks")


def claims(extractor, figure, text):
    found = list(extractor(build_document(text, figure, build_lexicon(figure))))
    for c in found:
        assert c.kind == "value" and float(text[c.start:c.end]) == c.stated
    return found


def test_number_runs_are_numbers_joined_by_commas_or_and():
    text = "41.3, 42.7 and 45.3. Then 7 apples; later 8 and 9"
    runs = number_runs(numbers_in(text), text, 0)
    assert [[n.value for n in run] for run in runs] == [[41.3, 42.7, 45.3], [8.0, 9.0]]
    assert number_runs(numbers_in(text), text, 0, min_len=4) == []
    shifted = number_runs(numbers_in(text, 100), text, 100)  # numbers placed in a longer text
    assert [[n.value for n in run] for run in shifted] == [[41.3, 42.7, 45.3], [8.0, 9.0]]


def test_drop_ranges_leaves_single_values():
    text = "scores of 85.0-88.5, between 24 to 48, and 52.0"
    assert [n.value for n in numbers_in(text)] == [85.0, 88.5, 24.0, 48.0, 52.0]
    assert [n.value for n in drop_ranges(numbers_in(text), text)] == [52.0]


def test_axis_needles_are_the_first_words_without_longer_ones():
    assert axis_needles(("local window size", "window size", "ratio")) == ("local", "ratio", "window")
    assert axis_needles(("ratios", "ratio")) == ("ratio",)  # "ratios" holds "ratio"
    assert axis_needles(("ſize",)) is None  # not ASCII: a needle test would not be exact


def test_a_row_list_takes_the_figures_column_order(qwen):
    panel = qwen.panels[0]
    row = panel.data.values[panel.data.rows.index(500)]
    text = f"In {AIME24}:\n500: " + ", ".join(f"{v:.1f}" for v in row) + "\n"
    found = claims(extract_row_lists, qwen, text)
    assert [(c.panel, c.row, c.column, c.stated) for c in found] == [
        (AIME24, 500, column, v) for column, v in zip(panel.data.columns, row)]


def test_a_line_with_one_number_is_no_row_list(qwen):
    assert claims(extract_row_lists, qwen, f"In {AIME24}:\n500: 42.7\n") == []


def test_cell_values_name_their_place_before_or_after(qwen):
    text = "For AIME'24, Ratio 0.1, Window 500: 42.7. The score is 52.0 at Size 2000/Ratio 0.4."
    found = claims(extract_cell_values, qwen, text)
    assert [(c.panel, c.row, c.column, c.stated) for c in found] == [(AIME24, 500, 0.1, 42.7), (AIME24, 2000, 0.4, 52.0)]


def test_a_number_far_from_any_place_is_no_cell_value(qwen):
    text = "For AIME'24 at Ratio 0.1 and Window 500, which the authors discuss at great length, 42.7 was reached."
    assert claims(extract_cell_values, qwen, text) == []


def test_the_value_type_is_its_modules_under_claims_types():
    """The value type's payload, readers and verifier are in its modules (no payloads.py, claims/tables.py or
    verify/values.py beside them): the entries' extractors and the type's payload and verifier are read there."""
    from vlmeval.claims.types import value, value_check, value_tables

    assert value.TYPE.payload is value_check.ValuePayload
    assert value.TABLES.extractor is value_tables.extract_tables
    assert value.TABLES.verifier is value_check.verify_value
    assert {e.extractor.__module__ for e in (value.ROW_LISTS, value.CELLS)} == {value.__name__}
