"""vlmeval.claims.lexicon directly: what a figure lets a description name (panels, names in titles, axis names,
keys), on the real DynTS heatmap (four panels "R1-Qwen | <benchmark>", rows: local window size 3000..500,
columns: ratio 0.1..0.5) and on a hand-made bar chart of model names."""

from __future__ import annotations

import pytest

from figure_builders import csv_figure
from vlmeval.claims.lexicon import build_lexicon, find_key, key_in


@pytest.fixture(scope="module")
def qwen(bundled_figures):
    return bundled_figures.get("dynts-r1qwen-benchmarks")


@pytest.fixture(scope="module")
def lex(qwen):
    return build_lexicon(qwen)


# ---- find_key / key_in ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("value,keys,found", [
    (3000, [3000, 2000, 1000, 500], 3000),
    ("1k", [500, 1000], 1000),            # a number written as a name
    ("1e3", [1000], 1000),
    ("0.30", [0.1, 0.2, 0.3], 0.3),
    (0.1 + 0.2, [0.1, 0.2, 0.3], 0.3),    # 0.30000000000000004: within a relative 1e-9
    ("aime 24", ["AIME'24", "AIME'25"], "AIME'24"),  # names compare loosely (case, spaces, apostrophes)
    ("gpqa-d", ["GPQA_D"], "GPQA_D"),
])
def test_find_key_finds_the_figures_own_key(value, keys, found):
    key = find_key(value, keys)
    assert key == found and type(key) is type(found)
    assert key_in(value, keys)


@pytest.mark.parametrize("value,keys", [
    (5, [1, 2]), (True, [1, 2]), ("AIME'26", ["AIME'24", "AIME'25"]), (0.35, [0.3, 0.4]), ("2", ["two"]),
])
def test_find_key_finds_nothing_for_another_key(value, keys):
    assert find_key(value, keys) is None
    assert not key_in(value, keys)


# ---- the lexicon of a real figure -----------------------------------------------------------------------------

def test_panels_and_names_come_from_the_titles(lex, qwen):
    assert lex.panels == [p.title for p in qwen.panels]
    # each benchmark and the model named in the "model | benchmark" titles is a name of the figure
    for name in ("aime24", "aime25", "amc23", "gpqad", "r1qwen"):
        assert name in lex.entities
    assert lex.entities["amc23"] == frozenset({"R1-Qwen | AMC23"})
    assert lex.entities["r1qwen"] == frozenset(lex.panels)  # named in every title
    assert lex.rows == [3000, 2000, 1000, 500] and lex.columns == [0.1, 0.2, 0.3, 0.4, 0.5]


@pytest.mark.parametrize("written,axis", [
    ("window size", "row"), ("Local Window Sizes", "row"), ("ratio", "column"), ("Ratios", "column"),
    ("benchmark", None), ("size of", None),
])
def test_axis_names_as_written(lex, written, axis):
    assert lex.axis_of(written) == axis


@pytest.mark.parametrize("key,axis", [(3000, "row"), (500, "row"), (0.3, "column"), (7, None)])
def test_a_bare_key_belongs_to_the_only_axis_that_has_it(lex, key, axis):
    assert lex.key_axis(key) == axis


@pytest.mark.parametrize("surface,found", [
    ("AIME24", ("aime24", "exact")), ("aime'24", ("aime24", "exact")), ("AMC23's", ("amc23", "exact")),
    ("R1-Owen", ("r1qwen", "typo")),   # an OCR-like misreading of a name
    ("AIME26", None),                  # another benchmark, not a misreading: the digits differ
    ("MATH500", None),
])
def test_resolve_name(lex, surface, found):
    assert lex.resolve_name(surface) == found
    assert lex.resolve_name_cached(surface) == found


def test_mentions_are_placed_in_the_text_and_narrow_the_panels(lex):
    text = "On AIME'24, R1-Qwen scores 47.3, similar to AMC23 and AIME'25."
    mentions = lex.mentions(text, offset=100)
    assert [m.surface for m in mentions] == ["AIME'24", "R1-Qwen", "AMC23", "AIME'25"]
    for m in mentions:
        assert text[m.start - 100:m.end - 100] == m.surface and m.match == "exact"
    # what the sentence is about: not the names after "similar to" (nor those listed with them)
    assert [m.surface for m in lex.subjects(text, mentions, offset=100)] == ["AIME'24", "R1-Qwen"]
    assert lex.panels_of(mentions[:2]) == ["R1-Qwen | AIME'24"]  # R1-Qwen is in every title: it does not narrow
    assert lex.panels_of([mentions[1]]) == []
    assert lex.panels_of([mentions[0], mentions[2]]) == []  # two panels' names: none is both


def test_a_name_with_no_figure_name_in_it_makes_no_mention(lex):
    assert lex.mentions("The ratio matters more than the window size for MATH500.") == []


# ---- a hand-made figure: names, prefixes ----------------------------------------------------------------------

@pytest.fixture()
def models(tmp_path):
    return csv_figure(tmp_path, "Model,Accuracy in %\nLlama-4-Maverick-17B,71.2\nQwen2-72B,68.0\nGemma-3-27B,55.5\n",
                      "Accuracy of open models (in %)")


def test_a_leading_part_of_one_name_is_that_name(models):
    lex = build_lexicon(models)
    assert lex.resolve_prefix("Llama-4") == ["llama4maverick17b"]
    assert lex.resolve_prefix("Llama-4-Mav") == []  # the printed name has no separator after "Mav"
    mentions = lex.mentions("Llama-4 leads with 71.2%.")
    assert [(m.surface, m.entity, m.match) for m in mentions] == [("Llama-4", "llama4maverick17b", "prefix")]


def test_category_names_are_names_of_the_figure(models):
    lex = build_lexicon(models)
    categories = set(models.panels[0].data.columns) | set(models.panels[0].data.rows)
    assert {"Llama-4-Maverick-17B", "Qwen2-72B", "Gemma-3-27B"} <= categories
    for name in ("qwen272b", "gemma327b"):
        assert name in lex.entities and lex.resolve_name(name) == (name, "exact")


def test_a_join_that_starts_no_name_stops_the_name_search(bundled_figures, monkeypatch):
    """``Lexicon.mentions`` stops joining words once the join starts no name (``Lexicon.prefixes``): a name's marks
    are looked for only after a join that may still be a name, and the mentions are those found before."""
    from vlmeval.claims import lexicon as lexicon_module
    from vlmeval.claims.lexicon import build_lexicon

    lex = build_lexicon(bundled_figures.get("dynts-r1qwen-benchmarks"))
    looked = []
    real = lexicon_module.marks_after
    monkeypatch.setattr(lexicon_module, "marks_after", lambda text, end: looked.append(end) or real(text, end))
    text = "On AIME24 the ratio is 0.5, while R1-Qwen reads AMC23 best."
    found = [(m.surface, m.entity) for m in lex.mentions(text)]
    assert ("AIME24", "aime24") in found and ("AMC23", "amc23") in found
    # a mark is looked for only where the join so far may still be a name: never after "AIME24 the"
    assert text.index(" the ratio") + len(" the") not in looked


def test_a_name_with_a_mark_between_its_words_is_one_name(tmp_path):
    # "/", "&", "+" between the words of a printed name are part of it: "res 1/8" is not the name "res 1"
    fig = csv_figure(tmp_path, "Run,Time\nres 1,28\nres 1/8,11\nAr + MCM,5\n", "Run time by resolution")
    lex = build_lexicon(fig)
    found = [(m.surface, m.entity) for m in lex.mentions("res 1/8 is faster than res 1; Ar + MCM is slowest.")]
    assert found == [("res 1/8", "res1/8"), ("res 1", "res1"), ("Ar + MCM", "ar+mcm")]
