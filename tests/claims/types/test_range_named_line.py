"""A range of values in a sentence naming a heatmap row or column is that row's or column's range (issue 31's
stylometry description): never called wrong against the whole panel's range when the named line matches."""

from vlmeval import load_figures, score_text
from vlmeval.groundtruth.load import bundled_dir

FIGURE = "llm-stylometry-average-loss-heatmap-content"


def _verdicts(text: str) -> dict[str, str]:
    figure = load_figures(bundled_dir("ground_truth") / "real")[FIGURE]
    return {c.text: c.verdict for c in score_text(text, figure).claims if c.kind == "range"}


def test_a_named_columns_range_is_supported():
    # the Thompson column runs from 2.06 to 3.21; the whole panel from 1.57 to 3.21
    verdicts = _verdicts("Losses on Thompson's texts range from 2.06 to 3.21.")
    assert verdicts == {"from 2.06 to 3.21": "supported"}


def test_a_range_no_named_line_has_is_still_contradicted():
    verdicts = _verdicts("Losses on Wells's texts range from 1.5 to 3.21.")
    assert verdicts == {"from 1.5 to 3.21": "contradicted"}


def test_the_issue_description_has_no_claim_called_wrong():
    figure = load_figures(bundled_dir("ground_truth") / "real")[FIGURE]
    text = ("The highest average loss is 3.21, for the model trained on Austen and compared on Thompson. "
            "Losses on Thompson's texts range from 2.06 to 3.21. "
            "The lowest loss is 1.57, for the model trained on Austen and compared on Austen.")
    card = score_text(text, figure)
    assert card.claims and all(c.verdict == "supported" for c in card.claims)
