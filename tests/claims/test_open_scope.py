"""A lead-in of a multi-panel figure ("**R = 6.0 Å:**") sets the scope of the bullets under it; when it names no
panel the record holds, their panel is not known, and a series name the record keeps in one panel only (the others
say "series N") does not pin them there: claims about that panel's values are unverifiable, never judged against
another panel's values."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Figure
from vlmeval.claims.pipeline import default_pipeline
from vlmeval.scoring.scorecard import evaluate_text


def _panel(title: str, rows: list[str], values: list[list[float]]) -> dict:
    return {"title": title, "x": {"label": "number of terms", "ticks": [1.0, 2.0, 3.0, 4.0], "scale": "linear"},
            "y": {"label": "BIC", "scale": "linear"},
            "data": {"rows": rows, "columns": [1.0, 2.0, 3.0, 4.0], "values": values}}


def _figure() -> Figure:
    # the record names the models in the first panel only; the second panel's rows are placeholders
    return Figure.model_validate({
        "schema_version": 2, "id": "bic-test", "kind": "line", "layout": {"rows": 1, "cols": 2},
        "panels": [_panel("panel 1", ["sum", "product"], [[180.0, 183.0, 193.0, 209.0], [180.0, 178.0, 182.0, 187.0]]),
                   _panel("panel 2", ["series 1", "series 2"], [[0.0] * 4, [0.0] * 4])]})


def _extrema(text: str) -> list[tuple[str, str | None]]:
    return [(c.verdict, c.panel) for c in evaluate_text(_figure(), text).claims if c.kind == "extremum"]


OPEN = ("## Line Chart: BIC\n### Detailed Analysis\n**Noisy data:** both models.\n"
        "* The highest BIC is the sum model with four terms (~150).\n")


def test_bullets_under_a_lead_in_naming_no_panel_are_not_judged_on_one_panel():
    verdicts = _extrema(OPEN)
    assert verdicts and all(v == "unverifiable" for v, _ in verdicts)


def test_a_lead_in_inside_the_bold_and_after_it_both_set_the_scope():
    verdicts = _extrema(OPEN.replace("**Noisy data:**", "**Noisy data**:"))
    assert verdicts and all(v == "unverifiable" for v, _ in verdicts)


def test_a_list_item_lead_in_is_not_a_scope():
    # "* **Y-axis:** ..." is a bullet about one thing, not a lead-in for the lines after it
    _, doc = default_pipeline().extract(OPEN.replace("**Noisy data:**", "* **Noisy data:**"), _figure())
    assert not any(line.open_scope for line in doc.lines)


def test_a_new_heading_closes_the_open_scope():
    text = OPEN + "### Key Observations\n* The highest BIC is the sum model with four terms (~150).\n"
    _, doc = default_pipeline().extract(text, _figure())
    scoped = [line.open_scope for line in doc.lines if line.text.startswith("* The highest")]
    assert scoped == [True, False]


def _single() -> Figure:
    fig = _figure()
    return fig.model_copy(update={"panels": fig.panels[:1], "layout": fig.layout.model_copy(update={"cols": 1})})


@pytest.mark.parametrize("line", [
    '* **Inset X-axis:** "number of terms", ticks at 1, 3, 5.',
    "Inset: the sum model has a minimum of 5 at two terms.",
    "In the inset, the lowest BIC is 5, for the product model.",
])
def test_a_line_about_an_inset_the_record_has_no_panel_for_is_unverifiable(line):
    text = "## Line Chart: BIC\n### Components/Axes\n" + line + "\n"
    claims = [c for c in evaluate_text(_single(), text).claims if c.kind in ("ticks", "extremum")]
    assert claims and all(c.verdict == "unverifiable" and "inset" in c.reason for c in claims)


def test_the_same_line_about_the_main_panel_is_still_judged():
    text = "## Line Chart: BIC\n### Components/Axes\n* **X-axis:** \"number of terms\", ticks at 1, 3, 5.\n"
    claims = [c for c in evaluate_text(_single(), text).claims if c.kind == "ticks"]
    assert claims and claims[0].verdict == "contradicted"
