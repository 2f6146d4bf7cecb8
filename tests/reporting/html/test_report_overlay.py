"""The HTML report shows, per figure whose record says where its panels are drawn, the record over the figure
(`gt overlay`'s picture) under the figure's image; in the browser it opens and shows a loaded image."""

from __future__ import annotations

import base64

import pytest

from reports_helpers import write_jsonl
from vlmeval.groundtruth.load import load_figure_set, suite_dirs
from vlmeval.reporting.leaderboard import load_run
from vlmeval.reporting.html import build_report

FIGURE = "coat-throughput"  # a real-suite record read from its PDF: it has placements


@pytest.fixture(scope="module")
def real_report(tmp_path_factory):
    from vlmeval.scoring.batch import score_jsonl

    tmp = tmp_path_factory.mktemp("overlay-report")
    figures = load_figure_set(suite_dirs("real"))
    assert any(p.placement for p in figures.figures[FIGURE].panels)
    lines = [{"figure_id": FIGURE, "model": "m", "prompt_id": "describe-v1", "text": "The throughput rises over time."}]
    score_jsonl(write_jsonl(tmp / "run" / "descriptions.jsonl", lines), figures, tmp / "run", progress=False)
    path = tmp / "report.html"
    path.write_text(build_report([load_run(tmp / "run")], figures), encoding="utf-8")
    return path


def test_the_report_embeds_the_overlay_as_a_png(real_report):
    html = real_report.read_text(encoding="utf-8")
    assert html.count('<details class="overlay">') == 1
    data = html.split('<details class="overlay">')[1].split('src="data:image/png;base64,')[1].split('"')[0]
    assert base64.b64decode(data)[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_figure_without_placements_has_no_overlay(tmp_path):
    from test_report import seed_run

    folder, _, _ = seed_run(tmp_path)
    assert '<details class="overlay">' not in build_report([load_run(folder)], load_figure_set())


def test_the_overlay_opens_in_the_browser(browser_page, real_report):
    page = browser_page()
    page.goto(real_report.as_uri())
    page.wait_for_load_state("load")
    image = page.locator("details.overlay img")
    assert not image.is_visible()
    page.locator("details.overlay summary").click()
    assert image.is_visible()
    assert image.evaluate("el => el.complete && el.naturalWidth") > 100
