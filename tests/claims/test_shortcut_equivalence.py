"""Issue 34 shortcuts (branch i-speed7) find exactly what the code they replace found: each is checked against
that code, written out here, on phrases built to match, near misses and non-ASCII text."""

from __future__ import annotations

import itertools
import re

import pytest

from vlmeval.claims import panel_titles
from vlmeval.claims.types import extremum_point

_TITLES = ["Lectures – Birth of Stars", "Questions – Birth of Stars", "Lectures – Black Holes", "Overview",
           "Ratio | 0.3", "Ratio | 0.5", "ſtars / Zürich", "R1-Qwen | AIME24", None, ""]
_SAID = ["the largest bar is topic 6 in Questions – Birth of Stars", "**Birth of Stars, Lectures:**",
         "Lectures on black holes", "Birth of Starsx, Lectures", "ratio 0.3", "RATIO: 0.5 and ratio 0.3",
         "stars / zürich", "ſtars, Zürich", "Overview", "nothing here", "lectures-birth of stars", "",
         "**R1-Qwen | AIME24**: 52.0", "r1 qwen on aime24", "R1‑Qwen AIME'24", "ſtars zürich", "İ birth of stars: lectures"]


def _by_title_parts_before(titles, text):  # panel_titles.panel_by_title_parts before the shortcut
    def loose(t):
        return re.sub(r"[\s_|/,;:*\"“”‘’'–—-]+", " ", t.lower()).strip()

    def parts(title):
        return [p for p in (loose(x).strip() for x in re.split(r"\s+[–—-]\s+|\s*[|/,;]\s*", title)) if p]

    said = loose(text)
    hits = [t for t in titles if len(ps := parts(t or "")) >= 2
            and all(re.search(rf"(?<!\w){re.escape(p)}(?!\w)", said) for p in ps)]
    return hits[0] if len(hits) == 1 else None


def test_panel_by_title_parts_finds_what_it_found_before():
    named = 0
    for k in range(1, 4):
        for titles in itertools.combinations(_TITLES, k):
            for text in _SAID:
                got = panel_titles.panel_by_title_parts(list(titles), text)
                assert got == _by_title_parts_before(list(titles), text), (titles, text)
                named += got is not None
    assert named > 20  # the phrases name titles, not only miss them


_POINT_PHRASES = [
    "The smallest object plotted is the orange square at ~90 days with ~0.38 R⊕.",
    "the highest point in the plot is a blue dot at ~30 days, with ~25",
    "The LARGEST marker is at (~80 Myr, ~7.5 M⊙).",
    "The ſmallest object plotted is at 3 days with 0.5",  # "ſ" matches "s" under re.I
    "Then lowest values was at 4 with 2",
    "thehighest point is at 3 with 4",  # no match starts inside a word
    "its lowest point is at 12 with a value of 3.5; the highest point is at (1, 2)",
    "nothing extreme here at 3 with 4",
]


@pytest.mark.parametrize("text", _POINT_PHRASES)
def test_point_extreme_pattern_matches_as_the_plain_pattern(text):
    plain = re.compile(extremum_point._POINT_EXTREME.pattern.split("(?:", 1)[1][:-1], re.I)
    assert plain.pattern.startswith(r"\b(?:the\s+)?(?P<which>")
    got = [(m.span(), m.groupdict()) for m in extremum_point._POINT_EXTREME.finditer(text)]
    assert got == [(m.span(), m.groupdict()) for m in plain.finditer(text)]
    assert bool(got) == (text[:7] not in ("nothing", "thehigh"))


_PANEL_SAID = ["the top-left panel peaks at 3", "In panel (c) the curve falls", "(b) shows a dip", "the second chart from "
               "the left", "Subplot 3 is flat", "the FIFTH Heatmap is dark", "the rightmost histogram", "Fig. (d)",
               "the upper-right graph", "the middle sub-figure", "nothing of the kind here", "(K) and (k) and (ſ)",
               "the bottom-hand plot", "top row, rightmost panel", "Panel A", "the last heat map", "(i) and (a)"]


def _grid_figure():
    """Six panels in two rows of three, each titled and lettered (a)-(f)."""
    from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table

    panels = [Panel(title=f"case {k}", letter=f"({chr(97 + k)})", position=(k // 3, k % 3), x=Axis(label="x"),
                    y=Axis(label="y"), data=Table(rows=["s"], columns=[0.0, 1.0], values=[[1.0, 2.0]]))
              for k in range(6)]
    return Figure(id="grid-six", kind="line", layout=Layout(rows=2, cols=3), panels=panels)


@pytest.mark.parametrize("said", _PANEL_SAID)
def test_panel_refs_gate_skips_only_texts_without_a_reference(said, monkeypatch):
    fig = _grid_figure()
    gated = panel_titles.panel_refs(fig, said)
    monkeypatch.setattr(panel_titles, "_ANY_REF", re.compile(""))  # every text passes: the five scans always run
    assert gated == panel_titles.panel_refs(fig, said)


def test_panel_refs_gate_lets_references_through():
    refs = [said for said in _PANEL_SAID if panel_titles.panel_refs(_grid_figure(), said)]
    assert len(refs) > 8  # the phrases name panels, not only miss them


@pytest.mark.parametrize("said", _PANEL_SAID + ["panel (g) and the seventh panel", "subplot 9, the 8th chart",
                                                "the top-left panel and panel (h)"])
def test_lacking_only_refs_are_the_lacking_of_all_refs(said):
    fig = _grid_figure()
    every = panel_titles.panel_refs(fig, said)
    assert panel_titles.panel_refs(fig, said, lacking_only=True) == \
        [r for r in every if isinstance(r[2], panel_titles.Lacking)]


def test_lacking_refs_are_found():
    assert len(panel_titles.panel_refs(_grid_figure(), "panel (g) and the seventh panel", lacking_only=True)) == 2
