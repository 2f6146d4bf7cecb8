"""The HTML report in a real headless browser (Debian's chromium driven by Playwright).

Skipped when chromium is not installed, except in CI (CI=true), where it must be there.
"""

from __future__ import annotations

from collections import Counter

import pytest

from test_report import seed_run
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.reporting.leaderboard import load_run
from vlmeval.reporting.html import build_report

@pytest.fixture(scope="module")
def report(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("report")
    folder, lines, cards = seed_run(tmp)
    path = tmp / "report.html"
    path.write_text(build_report([load_run(folder)], load_figure_set()), encoding="utf-8")
    return path, lines, cards


def open_report(browser_page, path):
    page = browser_page()
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(path.as_uri())
    page.wait_for_load_state("load")
    return page, requests


def test_highlights_render_with_the_right_counts(browser_page, report, tmp_path):
    path, _, cards = report
    page, requests = open_report(browser_page, path)
    expected = Counter(c.verdict for card in cards for c in card.claims)
    for verdict, count in expected.items():
        assert page.locator(f"pre.description .claim.v-{verdict}").count() == count
    # they are drawn: a visible highlight has a box and its verdict's underline style
    first_wrong = page.locator(".claim.v-contradicted").first
    assert first_wrong.bounding_box()["width"] > 0
    assert first_wrong.evaluate("el => getComputedStyle(el).textDecorationStyle") == "wavy"
    assert page.locator(".claim.v-supported").first.evaluate("el => getComputedStyle(el).textDecorationStyle") == "solid"
    assert page.locator("svg.metrics-plot circle").count() >= 1
    assert page.locator("#filter-status").inner_text() == "Showing 5 of 5 descriptions in 4 figure(s)"
    assert requests == [path.as_uri()]  # nothing but the file itself
    page.screenshot(path=str(tmp_path / "report.png"), full_page=False)
    assert (tmp_path / "report.png").stat().st_size > 10_000


def test_filters_hide_what_they_should(browser_page, report):
    path, lines, cards = report
    page, _ = open_report(browser_page, path)
    visible = "article.card:visible"
    page.select_option("#filter-model", "healer-alpha")
    assert page.locator(visible).count() == 1
    assert page.locator(visible).get_attribute("data-model") == "healer-alpha"
    assert page.locator("section.figure:visible").count() == 1
    assert page.locator("#filter-status").inner_text() == "Showing 1 of 5 descriptions in 1 figure(s)"

    page.select_option("#filter-model", "")
    page.select_option("#filter-figure", "dynts-r1qwen-benchmarks")
    models = sorted(page.locator(visible).evaluate_all("cards => cards.map(c => c.dataset.model)"))
    assert models == sorted(line["model"] for line in lines if line["figure_id"] == "dynts-r1qwen-benchmarks")

    page.select_option("#filter-figure", "")
    for error in ("hallucination", "location", "label", "nonsense"):
        page.select_option("#filter-error", error)
        having = [c for c in cards if any(claim.error_type == error for claim in c.claims)]
        assert page.locator(visible).count() == len(having)
        assert page.locator("section.figure:visible").count() == len({c.figure_id for c in having})
        other_claims = sum(claim.error_type != error for c in having for claim in c.claims)
        assert page.locator("article.card:visible .claim.dim").count() == other_claims
    page.select_option("#filter-error", "")
    assert page.locator(".claim.dim").count() == 0 and page.locator(visible).count() == len(cards)


def test_keyboard_focus_shows_the_tooltip(browser_page, report, tmp_path):
    path, _, cards = report
    page, _ = open_report(browser_page, path)
    tip = page.locator("#tip")
    assert tip.is_hidden()
    first_claim = page.locator("pre.description .claim").first
    for _ in range(200):  # tab from the top of the page until a claim has focus
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('claim')"):
            break
    assert page.evaluate("document.activeElement") == first_claim.evaluate("el => el")
    assert tip.is_visible()
    verdict = first_claim.get_attribute("data-verdict")
    assert verdict in tip.inner_text()
    assert first_claim.get_attribute("aria-describedby") == "tip"

    page.keyboard.press("n")  # next contradicted claim
    focused = page.locator(":focus")
    assert focused.get_attribute("data-verdict") == "contradicted"
    shown = tip.inner_text().replace("\t", "\n")
    for name, attribute in (("error type", "data-error"), ("expected", "data-expected"), ("stated", "data-stated")):
        assert f"{name}\n{focused.get_attribute(attribute)}" in shown
    # the tooltip shows what the scorecard says about that claim
    index = int(focused.get_attribute("data-claim"))
    owner = focused.locator("xpath=ancestor::article").get_attribute("data-model")
    claim = next(c for c in cards if c.model == owner).claims[index]
    assert (claim.verdict, claim.error_type) == ("contradicted", focused.get_attribute("data-error"))
    page.screenshot(path=str(tmp_path / "tooltip.png"))
    page.keyboard.press("Escape")
    assert tip.is_hidden()


def test_the_figure_image_can_be_enlarged_from_the_keyboard(browser_page, report):
    path, _, _ = report
    page, _ = open_report(browser_page, path)
    button = page.locator("button.zoom").first
    before = button.locator("img").bounding_box()["width"]
    button.focus()
    page.keyboard.press("Enter")
    assert button.get_attribute("aria-pressed") == "true"
    assert button.locator("img").bounding_box()["width"] > 1.5 * before
    page.keyboard.press("Enter")
    assert button.locator("img").bounding_box()["width"] == before
