"""A bold lead-in (or a line ending in ":") that names a series scopes every bullet of the list under it, not
only the first: "**Train (blue):**" then "1. Starts at ~1.0 at x = 0." and "2. Falls to ~0.4 at x = 2." are both
readings of the train series (claims.xy_readings.scope_line). A plain sentence above a run of sentence bullets
scopes only a run of readings, as before."""

from __future__ import annotations

from record_builders import train_and_test

from vlmeval.groundtruth.schema import Figure
from vlmeval.scoring.scorecard import evaluate_text


def _fig() -> Figure:
    return train_and_test("lead-in-runs")


def _values(text: str) -> list[tuple[str, str]]:
    return [(text[c.start:c.end], c.verdict) for c in evaluate_text(_fig(), text).claims if c.kind == "value"]


def _lines(lead: str, *items: str) -> str:
    return "### Detailed Analysis\n" + lead + "\n" + "".join(f"{i}. {t}\n" for i, t in enumerate(items, 1))


def test_every_bullet_under_a_bold_lead_in_reads_its_series():
    text = _lines("**Train:**", "Starts at ~1.0 at x = 0 and falls quickly.", "Falls to ~0.4 at x = 2.",
                  "Ends at ~0.9 at x = 4.")
    found = _values(text)
    assert ("0.4 at x = 2", "supported") in found and ("0.9 at x = 4", "supported") in found
    wrong = _values(text.replace("~0.4 at x = 2", "~0.7 at x = 2"))
    assert ("0.7 at x = 2", "contradicted") in wrong


def test_a_lead_in_ending_in_a_colon_scopes_its_run_too():
    text = _lines("Readings of the test curve, from left to right:", "Starts at ~1.2 at x = 0, its highest.",
                  "Reaches ~0.3 at x = 3.")
    assert ("0.3 at x = 3", "supported") in _values(text)


def test_a_bullet_naming_another_series_is_read_as_that_series():
    text = _lines("**Train:**", "Starts at ~1.0 at x = 0.", "The test curve is at ~0.3 at x = 3.")
    assert ("0.3 at x = 3", "supported") in _values(text)


def test_a_plain_sentence_above_sentence_bullets_scopes_only_the_first():
    text = _lines("The train curve falls and then rises again.", "It starts high.", "Then ~0.7 at x = 2.")
    assert [v for s, v in _values(text) if s.startswith("0.7")] == []


def _claims(text: str, kind: str) -> list[tuple[str, str]]:
    return [(text[c.start:c.end], c.verdict) for c in evaluate_text(_fig(), text).claims if c.kind == kind]


def test_a_later_item_trend_tells_a_stretch_not_the_whole_series():
    """"3. Falls again." under a series' lead-in tells one stretch of its course: no whole-series trend."""
    text = _lines("**Test:**", "Starts at ~1.2 at x = 0.", "Rises again.")
    assert _claims(text, "trend") == []


def test_a_lead_in_naming_a_stretch_of_x_scopes_only_its_first_item():
    """"**Train, from x = 2 to 4:**": its items hold within that stretch, which no reader of a later item keeps."""
    text = _lines("**Train, from x = 2 to 4:**", "Lowest near the start.", "Ends at ~0.9 at x = 4.")
    assert _values(text) == []


def test_an_item_set_beside_something_else_takes_no_series_from_the_lead_in():
    """"The gap is ~0.3 at x = 3", "Lies ~0.3 below it at x = 3", "Has a dip of ~0.3 at x = 3":
    the number is no reading of the lead-in's series."""
    for item in ("The gap is ~0.3 at x = 3.", "Lies ~0.3 below the other curve at x = 3.",
                 "Has a dip of ~0.3 at x = 3."):
        text = _lines("**Train:**", "Starts at ~1.0 at x = 0.", item)
        assert [v for s, v in _values(text) if s.startswith("0.3")] == [], item
