"""A number that is part of a name ("AIME'24", "preview-04-17") is not a count of panels."""

from __future__ import annotations

import re

import pytest

from vlmeval import load_figures, score_text

FIGURES = load_figures()


def _names_with_digits() -> list[tuple[str, str]]:
    """Every bundled panel title with a digit in it, whole and split at " | " and " vs "."""
    names: set[tuple[str, str]] = set()
    for figure in FIGURES.values():
        for panel in figure.panels:
            title = panel.title or ""
            parts = [title, *re.split(r"\s+\|\s+|\s+vs\.?\s+|^\w:\s*|\(\w\)\s*", title)]
            for part in parts:
                part = re.sub(r"^\w:\s*", "", part.strip())
                if re.search(r"\d", part):
                    names.add((figure.id, part))
    return sorted(names)


NAMES = _names_with_digits()


def test_the_bundled_set_has_names_with_glued_numbers():
    glued = [name for _, name in NAMES if re.search(r"['’A-Za-z-]\d", name)]
    assert any("'" in name for name in glued) and any(re.search(r"-\d+$", name) for name in glued)


@pytest.mark.parametrize(("figure_id", "name"), NAMES)
def test_a_number_inside_a_panel_name_is_no_count(figure_id: str, name: str):
    for text in (f"The {name} panel shows a peak.", f"The {name}, panel shows a peak.",
                 f"Look at the {name} panels."):
        card = score_text(text, FIGURES[figure_id])
        counts = [c for c in card.claims if c.kind == "count"]
        assert counts == [], (text, counts)


def test_a_count_written_before_the_noun_is_still_read():
    card = score_text("The figure has 4 panels.", FIGURES["dynts-r1qwen-benchmarks"])
    assert [(c.kind, c.verdict) for c in card.claims if c.kind == "count"] == [("count", "supported")]
    card = score_text("The figure has 24 panels.", FIGURES["dynts-r1qwen-benchmarks"])
    assert [(c.kind, c.verdict) for c in card.claims if c.kind == "count"] == [("count", "contradicted")]
