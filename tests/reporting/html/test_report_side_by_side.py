"""The HTML report in real headless Debian chromium (Playwright): two runs side by side on the same figure,
tables that fit their column, figure images at full size, and folders listed as skipped.

Skipped when chromium is not installed, except in CI (CI=true), where it must be there.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from reports_helpers import corrupt_numbers, scored_run, seed_lines, write_jsonl
from vlmeval.reporting.compare import claim_key
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.reporting.leaderboard import gather_runs
from vlmeval.reporting.html import build_report

FIGURE = "dynts-r1qwen-benchmarks"


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    """Two runs over the DynTS figures: the accurate seed descriptions, and the same texts with every cell value
    moved (so the same claims, many with a changed verdict); plus a folder a crash left unscored."""
    tmp = tmp_path_factory.mktemp("side")
    accurate = [{**line, "model": "accurate", "prompt_id": "describe-v1"} for line in seed_lines()
                if line["model"] in ("healer-alpha", "site-default-model")]
    moved = [{**line, "model": "moved", "text": corrupt_numbers(line["text"])} for line in accurate]
    scored_run(tmp / "accurate", accurate)
    scored_run(tmp / "moved", moved)
    write_jsonl(tmp / "crashed" / "descriptions.jsonl", [{"figure_id": FIGURE, "model": "m", "text": "x"}])
    runs, skipped = gather_runs([tmp / "accurate", tmp / "crashed", tmp / "moved"])
    path = tmp / "report.html"
    path.write_text(build_report(runs, load_figure_set(), skipped=skipped), encoding="utf-8")
    cards = {run.path.name: next(c for c in run.scorecards if c.figure_id == FIGURE) for run in runs}
    return path, cards


def _aligned(left, right) -> tuple[int, int]:
    """Rows and changed verdicts of the alignment the report promises: the i-th claim with a key on one side
    with the i-th with that key on the other."""
    keys: dict = {}
    for side, claims in enumerate((left.claims, right.claims)):
        for claim in claims:
            keys.setdefault(claim_key(claim), ([], []))[side].append(claim)
    rows = changed = 0
    for a, b in keys.values():
        for i in range(max(len(a), len(b))):
            rows += 1
            changed += i < len(a) and i < len(b) and a[i].verdict != b[i].verdict
    return rows, changed


def _open(browser_page, path: Path, width: int = 1400):
    page = browser_page()
    page.set_viewport_size({"width": width, "height": 1000})
    page.goto(path.as_uri())
    page.wait_for_load_state("load")
    return page


def test_two_runs_side_by_side_with_claims_aligned_and_changed_verdicts_marked(browser_page, report, tmp_path):
    path, cards = report
    page = _open(browser_page, path)
    page.select_option("#side-a", "accurate · describe-v1 · accurate")
    page.select_option("#side-b", "moved · describe-v1 · moved")
    assert page.locator("section.figure:visible").count() == 2  # the two figures both runs described
    assert page.locator("#filter-status").inner_text() == "Side by side on 2 figure(s) that both runs described"
    box = page.locator(f"#fig-{FIGURE} .side-by-side")
    assert box.is_visible() and box.locator(".pair pre.description").count() == 2
    rows, changed = _aligned(cards["accurate"], cards["moved"])
    assert changed > 10  # moved values: many value claims turn from supported to contradicted
    assert box.locator("table.aligned tbody tr").count() == rows
    assert box.locator("table.aligned tr.changed").count() == changed
    first_changed = box.locator("table.aligned tr.changed").first
    assert "≠ verdict changed" in first_changed.inner_text()
    assert "supported" in first_changed.locator("td").nth(1).inner_text()
    assert "contradicted" in first_changed.locator("td").nth(2).inner_text()
    page.screenshot(path=str(tmp_path / "side-by-side.png"))
    page.select_option("#side-b", "")  # off again: every card is back
    assert page.locator(".side-by-side:visible").count() == 0
    assert page.locator("article.card:visible").count() == 4


def test_the_figure_filter_holds_in_the_side_by_side_view(browser_page, report):
    path, _ = report
    page = _open(browser_page, path)
    page.select_option("#filter-figure", FIGURE)
    assert page.locator("section.figure:visible").count() == 1
    page.select_option("#side-a", "accurate · describe-v1 · accurate")
    page.select_option("#side-b", "moved · describe-v1 · moved")
    visible = page.locator("section.figure:visible")
    assert visible.count() == 1 and visible.get_attribute("data-figure") == FIGURE
    assert page.locator(".side-by-side:visible").count() == 1
    assert page.locator("#filter-status").inner_text() == \
        "Side by side on 1 of the 2 figure(s) that both runs described (filtered)"
    page.select_option("#filter-figure", "")  # the filter off: both shared figures side by side again
    assert page.locator(".side-by-side:visible").count() == 2
    assert page.locator("#filter-status").inner_text() == "Side by side on 2 figure(s) that both runs described"
    page.select_option("#side-a", "")  # side by side off, the figure filter on again: one figure's cards
    page.select_option("#filter-figure", FIGURE)
    assert page.locator("section.figure:visible").count() == 1
    assert page.locator("article.card:visible").count() == 2


def test_the_error_type_filter_holds_in_the_side_by_side_view(browser_page, report):
    """A location error is in the moved run's description of FIGURE only: side by side shows that figure alone."""
    path, cards = report
    assert any(c.error_type == "location" for c in cards["moved"].claims)
    page = _open(browser_page, path)
    page.select_option("#side-a", "accurate · describe-v1 · accurate")
    page.select_option("#side-b", "moved · describe-v1 · moved")
    page.select_option("#filter-error", "location")
    visible = page.locator("section.figure:visible")
    assert visible.count() == 1 and visible.get_attribute("data-figure") == FIGURE


@pytest.mark.parametrize("width", [1400, 1000])
def test_tables_fit_their_column(browser_page, report, width):
    path, _ = report
    page = _open(browser_page, path, width)
    page.select_option("#side-a", "accurate · describe-v1 · accurate")
    page.select_option("#side-b", "moved · describe-v1 · moved")
    overflowing = page.evaluate("""() => [...document.querySelectorAll('table')].filter(t => t.offsetParent !== null)
        .map(t => [t.className, t.getBoundingClientRect().right - t.parentElement.getBoundingClientRect().right])
        .filter(([, over]) => over > 1)""")
    assert overflowing == []
    assert page.locator("table").count() >= 2
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def test_a_figure_image_opens_at_full_size(browser_page, report):
    path, _ = report
    page = _open(browser_page, path)
    section = page.locator(f"#fig-{FIGURE}")
    shown = section.locator(".figure-image img").bounding_box()["width"]
    section.locator("button.full").click()
    full = page.locator("dialog#full-image img")
    assert page.locator("dialog#full-image").is_visible()
    natural = full.evaluate("img => img.naturalWidth")
    assert natural == 1584 and full.bounding_box()["width"] == natural > shown
    page.keyboard.press("Escape")
    assert not page.locator("dialog#full-image").is_visible()


def test_skipped_folders_are_listed_with_the_reason(browser_page, report):
    path, _ = report
    page = _open(browser_page, path)
    note = page.locator(".skipped").inner_text()
    assert "1 folder(s) skipped" in note and "crashed" in note and "no scorecards.jsonl" in note
