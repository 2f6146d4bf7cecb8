"""An axis bullet listing the axis' categories with one name the axis lacks ("... Melville, Twain, Hemingway") holds
an invented tick (``ticks``, hallucination), on a real-suite figure of a dev paper (llm-stylometry-average-loss-
heatmap: eight authors on each axis). A list that leaves categories out is no error; before, a name list was not
read at all."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts

HEATMAP = "llm-stylometry-average-loss-heatmap"
AUTHORS = "Baum, Thompson, Austen, Dickens, Fitzgerald, Melville, Twain"


def _ticks(bullet: str) -> list[str]:
    return verdicts(HEATMAP, section("Components/Axes", bullet), "ticks")


@pytest.mark.parametrize("right, wrong", [
    (f'* **Y-axis (left):** "Training author", with eight authors from top to bottom: {AUTHORS}, Wells.',
     f'* **Y-axis (left):** "Training author", with eight authors from top to bottom: {AUTHORS}, Hemingway.'),
    (f'* **X-axis (bottom):** "Comparison author", labelled {AUTHORS} and Wells.',
     f'* **X-axis (bottom):** "Comparison author", labelled {AUTHORS}, Wells and Hemingway.'),
])
def test_a_name_the_axis_lacks_among_its_categories_is_an_invented_tick(right, wrong):
    assert "contradicted" not in _ticks(right)
    assert _ticks(wrong) == ["contradicted"]


def test_a_list_of_some_categories_is_no_error():
    assert "contradicted" not in _ticks("* **X-axis (bottom):** authors including Baum, Austen, Twain and Wells.")
