"""The substring tests that skip work before a pattern runs (issue 34) find exactly what the patterns alone find."""

from __future__ import annotations

import re

import pytest

from vlmeval.claims.line_prose import find_categories
from vlmeval.claims.types import derived, ticks
from vlmeval.scoring.scorecard import evaluate_text

_DERIVED_PHRASES = [
    "rose by 12%", "a 12 percent decrease", "grew 45%", "fell by 3 percentage points", "2 percentage points up",
    "increased by 2,300", "an increase of 1.2 million", "doubled", "more than tripled", "halved", "QUADRUPLED",
    "three times as high as", "Twice as large", "an average annual growth rate of 5%", "Yearly increase of 3 percent",
    "an average of 40 per year", "averaged 3.5", "a total of 1,200", "In Total 30", "combined 12", "cumulatively 5",
    "altogether 7",
]


def test_every_match_of_a_derived_pattern_holds_one_of_its_words():
    matched = set()
    for phrase in _DERIVED_PHRASES:
        for k, ((op, pattern), needs) in enumerate(zip(derived.PATTERNS, derived._NEEDS)):
            for m in pattern.finditer(phrase):
                matched.add(k)
                assert any(w in m.group(0).lower() for w in needs), (op, m.group(0), needs)
    assert matched == set(range(len(derived.PATTERNS)))  # every pattern was tried on a phrase it matches


def _categories_by_pattern(text, keys):
    out = []
    for i, key in enumerate(keys):
        for m in re.finditer(rf"(?<!\w){re.escape(str(key))}(?!\w)", text, re.I):
            out.append((m.start(), m.end(), m.group(), (i, i)))
    out.sort(key=lambda m: (m[0], -(m[1] - m[0])))
    kept = []
    for m in out:
        if not kept or m[0] >= kept[-1][1]:
            kept.append(m)
    return kept


class _Series:
    def __init__(self, keys):
        self.keys = keys


@pytest.mark.parametrize("text", [
    "North America led, ahead of EUROPE and south america; asia trailed.",
    "The claſs of Asia (non-ASCII: ſ matches s under re.I) and Europe.",
    "Nothing named here.",
])
def test_categories_found_as_the_pattern_alone_finds_them(text):
    keys = ["North America", "America", "Europe", "Asia", "Class", "Zürich", 2020]
    got = [(m.start, m.end, m.text, m.window) for m in find_categories(text, [_Series(keys)])]
    assert got == _categories_by_pattern(text, keys)
    assert bool(got) == (text != "Nothing named here.")


def _claims(figure, text):
    return [(c.kind, c.start, c.end, c.verdict, str(c.stated)) for c in evaluate_text(figure, text).claims]


@pytest.mark.parametrize("number", ["000", "001", "002", "003", "004"])
def test_axes_read_from_the_candidate_lines_as_from_every_line(number, seed_text, seed_figure, monkeypatch):
    text, figure = seed_text(number), seed_figure(number)
    fast = _claims(figure, text)
    monkeypatch.setattr(ticks, "_candidate_lines", lambda doc: doc.lines)
    assert _claims(figure, text) == fast
    assert any(kind in ("range", "ticks", "label") for kind, *_ in fast)


def test_a_value_found_elsewhere_is_the_first_close_cell_in_reading_order(monkeypatch):
    from types import SimpleNamespace

    from vlmeval.claims.types import value_check
    from vlmeval.verify.tolerance import close

    table = SimpleNamespace(rows=["a", "b", "c"], columns=["x", "y", "z"],
                            values=[[1.0, 5.04, None], [5.0, float("nan"), 2.0], [4.96, 1e300, -float("inf")]])
    panel = SimpleNamespace(data=table)
    ctx = SimpleNamespace(figure=SimpleNamespace(panels=[panel]))
    store: dict = {}
    monkeypatch.setattr(value_check, "derived", lambda fig, name, make: store.setdefault(name, make(fig)))

    def by_loop(rk, ck, stated, tol):
        for i, r in enumerate(table.rows):
            for j, c in enumerate(table.columns):
                v = table.values[i][j]
                if v is not None and (r, c) != (rk, ck) and close(stated, v, tol):
                    return f"row {r}, column {c}"
        return None

    for rk, ck in (("a", "x"), ("a", "y"), ("b", "x"), ("c", "z")):
        for stated in (5.0, 5.04, 4.96, 2.0, 1e300, 7.0, -float("inf"), float("nan")):
            for tol in (0.0, 0.05, 0.5):
                assert value_check._found_elsewhere(ctx, panel, rk, ck, stated, tol) == by_loop(rk, ck, stated, tol)
    table.values[1][1], table.values[2][2] = 3.0, -5.0  # all finite: the values are bisected
    store.clear()
    for rk, ck in (("a", "x"), ("a", "y"), ("b", "x"), ("c", "z")):
        for stated in (5.0, 5.04, 4.96, 3.0, 1e300, 7.0, -5.0, -float("inf")):
            for tol in (0.0, 0.05, 0.5):
                assert value_check._found_elsewhere(ctx, panel, rk, ck, stated, tol) == by_loop(rk, ck, stated, tol)


@pytest.mark.parametrize("text", [
    "Five charts arranged in two rows and three columns; a 2 × 3 grid, a 2-by-3 layout, PLACED IN A GRID OF 2 ROWS BY 3 COLUMNS.",
    "Laid out in 3 rows x 2 columns, organized in one row and four columns, 4 by 2 arrangement.",
    "No grid here: 2 rows, 3 columns.",
])
def test_the_grid_pattern_finds_what_it_found_without_its_first_character_test(text, seed_text):
    from vlmeval.claims.types import count

    plain = re.compile(count._GRID.pattern.split(")", 1)[1][3:-1], re.I)  # without "(?=[...])(?:" and ")"
    assert plain.pattern.startswith(r"\b(?:arranged")
    for t in (text, seed_text("000"), text.lower()):
        assert [m.groups() + m.span() for m in count._GRID.finditer(t)] == \
            [m.groups() + m.span() for m in plain.finditer(t)]
    assert bool(list(count._GRID.finditer(text))) == (not text.startswith("No grid"))


@pytest.mark.parametrize("text, found", [
    ("The heatmaps are ARRANGED IN TWO ROWS AND THREE COLUMNS.", True),
    ("The heatmaps form a 2 × 3 Grid.", True),
    ("The heatmaps show 2 × 3 values in rows.", False),
])
def test_grid_counts_read_only_texts_holding_grid_words(text, found, seed_figure):
    from vlmeval.claims.document import build_document
    from vlmeval.claims import lexicon_for
    from vlmeval.claims.types.count import grid_counts

    figure = seed_figure("000")
    got = [(c.target, c.stated) for c in grid_counts(build_document(text, figure, lexicon_for(figure)))]
    assert got == ([("grid rows", 2), ("grid cols", 3)] if found else [])
