"""vlmeval.claims.types.value_tables directly: grids of values (markdown both ways round, CSV, JSON) read into value claims at
the right cell of the real DynTS heatmap (panels "R1-Qwen | <benchmark>", rows: window size, columns: ratio). The
numbers in the texts are the figure's own cells, typed here from its table."""

from __future__ import annotations

import pytest

from vlmeval.claims.document import build_document
from vlmeval.claims.lexicon import build_lexicon
from vlmeval.claims.types.value_tables import extract_tables

AIME24 = "R1-Qwen | AIME'24"
# (window, ratio) -> value, a corner of the AIME'24 panel
CORNER = {(3000, 0.1): 47.3, (3000, 0.2): 46.0, (2000, 0.1): 42.7, (2000, 0.2): 44.0}


@pytest.fixture(scope="module")
def qwen(bundled_figures):
    return bundled_figures.get("dynts-r1qwen-benchmarks")


def read(figure, text):
    claims = list(extract_tables(build_document(text, figure, build_lexicon(figure))))
    for c in claims:  # every claim points at the number it read
        assert c.kind == "value" and text[c.start:c.end] == f"{c.stated:.1f}" and c.decimals == 1
    return {(c.panel, c.row, c.column): c.stated for c in claims}


def test_a_markdown_table_reads_rows_and_columns(qwen):
    text = (f"## {AIME24}\n\n| Window | 0.1 | 0.2 |\n|---|---|---|\n"
            "| 3000 | 47.3 | 46.0 |\n| 2000 | 42.7 | 44.0 |\n")
    assert read(qwen, text) == {(AIME24, r, c): v for (r, c), v in CORNER.items()}


def test_a_transposed_table_reads_the_same_cells(qwen):
    text = (f"## {AIME24}\n\n| Ratio | 3000 | 2000 |\n|---|---|---|\n"
            "| 0.1 | 47.3 | 42.7 |\n| **0.2** | 46.0 | 44.0 |\n")
    assert read(qwen, text) == {(AIME24, r, c): v for (r, c), v in CORNER.items()}


def test_a_transposed_table_without_axis_names_is_told_by_its_keys(qwen):
    text = (f"## {AIME24}\n\n|  | 3000 | 2000 |\n|---|---|---|\n"
            "| 0.1 | 47.3 | 42.7 |\n| 0.2 | 46.0 | 44.0 |\n")
    assert read(qwen, text) == {(AIME24, r, c): v for (r, c), v in CORNER.items()}


def test_a_csv_block_under_a_panel_name(qwen):
    text = "R1-Qwen | AMC23:\n```csv\nwindow,0.1,0.2\n3000,86.5,87.5\n```\n"
    assert read(qwen, text) == {("R1-Qwen | AMC23", 3000, 0.1): 86.5, ("R1-Qwen | AMC23", 3000, 0.2): 87.5}


def test_json_with_panel_and_axis_named_keys(qwen):
    text = '```json\n{"AIME\'25": {"window_3000": {"ratio_0.1": 34.7, "ratio_0.2": 35.3}}}\n```\n'
    assert read(qwen, text) == {("R1-Qwen | AIME'25", 3000, 0.1): 34.7, ("R1-Qwen | AIME'25", 3000, 0.2): 35.3}


def test_broken_json_and_prose_make_no_table_claims(qwen):
    assert read(qwen, '```json\n{"AIME\'25": {"window_3000": 34.7,\n```\n') == {}
    assert read(qwen, "The best value, 52.0, is at window 2000 and ratio 0.4.") == {}


def test_a_cell_that_is_not_one_number_is_no_claim(qwen):
    text = (f"## {AIME24}\n\n| Window | 0.1 | 0.2 |\n|---|---|---|\n"
            "| 3000 | 47.3 | n/a |\n| 2000 | 42.7 or 43 | 44.0 |\n")
    assert read(qwen, text) == {(AIME24, 3000, 0.1): 47.3, (AIME24, 2000, 0.2): 44.0}


def test_series_headers_carrying_a_unit_in_brackets_name_the_series(bundled_figures):
    """ "| Ours (%) | Baseline [%] |": the bracketed unit is no part of the series' name (issue 32, own-d class A)."""
    fig = bundled_figures.get("synth-2-0050-line-log")  # SQuAD: series Ours and Baseline at x = 1, 2, 5, ...
    text = "| Steps | Ours (%) | Baseline [%] |\n|---|---|---|\n| 1 | 55.1 | 51.6 |\n| 5 | 32.2 | 33.0 |\n"
    assert read(fig, text) == {("SQuAD", "Ours", 1): 55.1, ("SQuAD", "Baseline", 1): 51.6,
                               ("SQuAD", "Ours", 5): 32.2, ("SQuAD", "Baseline", 5): 33.0}


def test_a_bracketed_header_that_is_no_unit_stays_a_name(bundled_figures):
    """A header whose whole text names nothing keeps its brackets: "Mystery (fit)" is no series here."""
    fig = bundled_figures.get("synth-2-0050-line-log")
    text = "| Steps | Mystery (fit) |\n|---|---|\n| 1 | 55.1 |\n"
    assert read(fig, text) == {("SQuAD", "Mystery (fit)", 1): 55.1}
