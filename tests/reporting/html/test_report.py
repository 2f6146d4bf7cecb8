"""The HTML report's content, parsed without a browser: highlights, text fidelity, escaping, self-containment."""

from __future__ import annotations

import re
from collections import Counter
from html.parser import HTMLParser

import pytest
from typer.testing import CliRunner

from reports_helpers import card, scored_run, seed_lines, write_run
from vlmeval.cli import app
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.reporting.leaderboard import load_run
from vlmeval.records import ClaimVerdict
from vlmeval.reporting.html import build_report
from vlmeval.reporting.html.highlight import highlight

VOID = {"meta", "img", "br", "input", "link", "hr", "circle", "line"}


class Page(HTMLParser):
    """Collects claim spans and the text of each description block, and checks tags are balanced."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.claims: list[dict[str, str]] = []
        self.descriptions: list[str] = []
        self.urls: list[str] = []
        self._in_pre = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name in ("src", "href"):
            if name in attrs:
                self.urls.append(attrs[name])
        if tag in VOID:
            return
        self.stack.append(tag)
        if tag == "pre" and "description" in attrs.get("class", ""):
            self._in_pre = True
            self.descriptions.append("")
        if tag == "span" and "claim" in attrs.get("class", "").split() and self._in_pre:
            self.claims.append(attrs)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        assert self.stack and self.stack[-1] == tag, f"unbalanced </{tag}> after {self.stack[-3:]}"
        self.stack.pop()
        if tag == "pre":
            self._in_pre = False

    def handle_data(self, data):
        if self._in_pre:
            self.descriptions[-1] += data


def parse(html: str) -> Page:
    page = Page()
    page.feed(html)
    page.close()
    assert page.stack == [], page.stack[-5:]
    return page


def seed_run(tmp_path, name="seeds"):
    """The five seed descriptions scored by the real scorer: (run folder, lines, scorecards)."""
    lines = [{**line, "prompt_id": "describe-v1"} for line in seed_lines()]
    folder = scored_run(tmp_path / name, lines)
    return folder, lines, load_run(folder).scorecards


@pytest.fixture(scope="module")
def seeds(tmp_path_factory):
    return seed_run(tmp_path_factory.mktemp("seeds"))


def test_every_claim_is_highlighted_and_the_text_is_unchanged(seeds):
    folder, lines, cards = seeds
    page = parse(build_report([load_run(folder)], load_figure_set()))
    claims = [c for card_ in cards for c in card_.claims]
    assert len(claims) > 100 and {c.verdict for c in claims} == {"supported", "contradicted", "unverifiable"}
    assert len(page.claims) == len(claims)
    assert Counter(a["data-verdict"] for a in page.claims) == Counter(c.verdict for c in claims)
    assert Counter(a["data-error"] for a in page.claims) == Counter(c.error_type or "" for c in claims)
    assert all(a["class"] == f"claim v-{a['data-verdict']}" and a["tabindex"] == "0" for a in page.claims)
    # the highlighted text reads exactly as the model wrote it (the report shows cards in leaderboard order)
    assert sorted(page.descriptions) == sorted(line["text"] for line in lines)
    # the misread title of seed 000 shows what the figure has and what was stated
    title = next(a for a in page.claims if a["data-error"] == "label" and a["data-stated"] == "R1-Owen")
    assert title["data-expected"] == "R1-Qwen" and title["data-verdict"] == "contradicted"


def test_the_report_is_self_contained(seeds):
    folder, lines, _ = seeds
    figures = load_figure_set()
    html = build_report([load_run(folder)], figures)
    page = parse(html)
    with_image = {line["figure_id"] for line in lines if figures.image_path(line["figure_id"]) is not None}
    assert len(with_image) >= 3
    images = [u for u in page.urls if u.startswith("data:image/png;base64,")]
    assert len(images) == len(with_image)
    assert all(u.startswith(("data:", "#")) for u in page.urls), [u for u in page.urls if not u.startswith(("data:", "#"))]
    assert not re.search(r"https?://", html)
    assert "default-src 'none'" in html  # the browser itself refuses any request the page might make


def test_nested_claims_nest_and_crossing_claims_are_cut(tmp_path):
    text = "Pass@1 increases with window size and decreasing ratio, peaking at 56.3."
    whole = ClaimVerdict(start=0, end=55, text=text[0:55], kind="trend", verdict="contradicted", error_type="trend")
    part = ClaimVerdict(start=7, end=36, text=text[7:36], kind="trend", verdict="supported")
    crossing = ClaimVerdict(start=41, end=71, text=text[41:71], kind="extremum", verdict="unverifiable")
    outside = ClaimVerdict(start=60, end=90, text="beyond the end", kind="value", verdict="supported")
    moved = ClaimVerdict(start=0, end=6, text="Pass@2", kind="label", verdict="supported")
    html, misplaced = highlight(text, [crossing, part, whole, outside, moved])
    assert misplaced == [outside, moved]
    page = parse(f'<pre class="description">{html}</pre>')
    assert page.descriptions == [text]
    assert [c["data-verdict"] for c in page.claims] == ["contradicted", "supported", "unverifiable"]
    assert str(html).startswith('<span class="claim v-contradicted"') and 'data-clipped="1"' in str(html)


def test_markup_in_descriptions_is_escaped(tmp_path):
    text = 'Peak <script>alert("x")</script> at 56.3 & "quotes"'
    claim = ClaimVerdict(start=text.index("56.3"), end=text.index("56.3") + 4, text="56.3", kind="value",
                         verdict="contradicted", error_type="value", expected='<b>"52"</b>', stated=56.3)
    folder = write_run(tmp_path / "r", [card("dynts-average", "m<i>", 0.1, claims=[claim])],
                       [{"figure_id": "dynts-average", "model": "m<i>", "text": text}])
    html = build_report([load_run(folder)], load_figure_set())
    assert "<script>alert" not in html and "&lt;script&gt;alert" in html and "m&lt;i&gt;" in html
    page = parse(html)
    assert page.descriptions == [text] and page.claims[0]["data-expected"] == '<b>"52"</b>'


def test_failures_and_missing_text_are_shown_not_dropped(tmp_path):
    good = ClaimVerdict(start=0, end=4, text="49.1", kind="value", verdict="supported")
    folder = write_run(tmp_path / "r", [card("dynts-average", "m", 0.9, claims=[good]), card("not-a-figure", "m", 0.5)],
                       [{"figure_id": "dynts-average", "model": "m", "text": "49.1 at ratio 0.1"}],
                       errors=[{"figure_id": "dynts-r1qwen-benchmarks", "model": "m", "error": "HTTP 500 after 5 attempts"}])
    html = build_report([load_run(folder)], load_figure_set())
    assert html.count('class="card failed"') == 1 and "HTTP 500 after 5 attempts" in html
    assert "The description text is not in the run" in html  # not-a-figure has a scorecard but no text
    assert "not in the figure set" in html and "No image for this figure." in html
    assert len(parse(html).claims) == 1


def test_cli_writes_the_report(seeds, tmp_path):
    folder, _, _ = seeds
    out = tmp_path / "site" / "report.html"
    result = CliRunner().invoke(app, ["report", str(folder), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert len(parse(out.read_text(encoding="utf-8")).descriptions) == 5
