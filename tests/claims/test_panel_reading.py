"""The panel references of a whole text read once (``claims.panel_titles.RefReading``, issue 34) give every span
exactly what reading the span alone gives: on the seeds, the quintd and CHOCOLATE dev captions, phrases built to
sit on a span's edge, and random spans."""

from __future__ import annotations

import random

import pytest

from vlmeval.claims import lexicon_for
from vlmeval.claims import panel_titles as pt
from vlmeval.claims.document import build_document
from vlmeval.claims.near_words import folded
from vlmeval.claims.panel_titles import RefReading, panel_named


def _alone(fig, text: str, lacking_only: bool = False) -> list:
    """``panel_refs`` as it read a span before the whole-text reading (each pattern over ``text`` alone)."""
    if len(fig.panels) < 2 or not pt._ANY_REF.search(text):
        return []
    order = pt.reading_order(fig)
    out = []
    for m in pt._LETTER.finditer(text):
        letter = pt._word(m["l"] or m["l2"])
        if m["l"] and not m["noun"] and letter > "h":
            continue
        if any(f"({letter.lower()})" in (p.title or "").lower() for p in fig.panels):
            continue
        out.append((m.start(), m.end(), pt._by_letter(fig, order, letter)))
    if order is None:
        return [r for r in out if isinstance(r[2], pt.Lacking)] if lacking_only else out
    if not lacking_only:
        for m in pt._CORNER.finditer(text):
            row, col = pt._index(m["v"], fig.layout.rows), pt._index(m["h"], fig.layout.cols)
            ok = fig.layout.rows > 1 and fig.layout.cols > 1 and row is not None and col is not None
            out.append((m.start(), m.end(), pt._at(order, fig, row, col) if ok else None))
        taken = [(a, b) for a, b, _ in out]
        for m in pt._SIDE.finditer(text):
            if not any(a <= m.start() < b for a, b in taken):
                out.append((m.start(), m.end(), pt.by_side(fig, order, m["w"], text)))
    for m in pt._RANK.finditer(text):
        out.append((m.start(), m.end(), pt._by_rank(fig, order, m)))
    for m in pt._NUMBERED.finditer(text):
        n = int(m["n"])
        out.append((m.start(), m.end(), pt.Lacking(n) if n > len(order) else order[n - 1] if n >= 1 else None))
    if lacking_only:
        out = [r for r in out if isinstance(r[2], pt.Lacking)]
    return sorted(out, key=lambda t: t[0])


def _figures(seed_figure) -> list:
    """Multi-panel figures: a row of four, a row of two, a 2 x 3 grid without places and the same with places."""
    grid = seed_figure("004")
    placed = grid.model_copy(update={"panels": [p.model_copy(update={"position": (i // 3, i % 3)})
                                                for i, p in enumerate(grid.panels)]})
    return [seed_figure("000"), seed_figure("003"), grid, placed]


def _texts(shared_dir, seed_text) -> list[str]:
    from vlmeval.agreement.agree import read_captions
    from vlmeval.agreement.agree.quintd import in_half
    from vlmeval.agreement.agree.vistext import half_of, read_labelled_captions

    out = [seed_text(n) for n in ("000", "001", "002", "003", "004")]
    out += [c.text for c in read_captions(shared_dir / "data" / "quintd-owid" / "captions.jsonl") if in_half(c, "dev")]
    chocolate = shared_dir / "data" / "chocolate-vistext-dev" / "captions.jsonl"
    out += [" ".join(c.sentences) for c in read_labelled_captions(chocolate) if half_of(c.vistext_id) == "dev"]
    return out


_EDGES = [
    "See (b). Then panel c rose.\nThe top-left panel and the rightmost panel of the top row differ.",
    "The second panel from the left, the third plot in the bottom row; the last chart (e) and panel 7.",
    "x(b) y-(c) panel 2.5 and panel 2, heat map plots: upper right heatmap.\n**(d)** the left-hand graph's peak",
    "Subplots: ſubplot 3 and the ſecond panel; (K) (k) panel K, sub-figure (f).",
    "Fıg. (B), the ſecond PANEL, İ and the fırst plot from the left, HEAT MAP (K)",
    "On AIME'24 R1-Qwen led – ≈5%. R1-QWEN | AIME’24 fell; aime 24 then r1 qwen rose.\n**R1-Qwen / AMC23:** low",
    "ΣΑΣ R1-Qwen AIME'24 ΟΔΟΣ. İ r1-qwen, aime'24.",
    "first panel from the right\nof the top row. Lower-left panels vs lower left panel. fig. (a) figure (h)",
]


def _spans(doc) -> list[tuple[int, int]]:
    out = [(0, len(doc.text))]
    for line in doc.lines:
        out.append((line.start, line.end))
        out += [(line.start + s, line.start + e) for s, e in line.sentence_spans]
    return out


def test_each_span_of_the_whole_text_reading_is_what_reading_it_alone_finds(shared_dir, seed_text, seed_figure):
    figures = _figures(seed_figure)
    texts = _texts(shared_dir, seed_text) + _EDGES
    assert len(texts) > 200
    rng = random.Random(34)
    exact = found = 0
    for k, text in enumerate(texts):
        fig = figures[k % len(figures)]
        doc = build_document(text, fig, lexicon_for(fig))
        reading = RefReading(text)
        spans = _spans(doc) + [tuple(sorted(rng.sample(range(len(text) + 1), 2))) for _ in range(5)]
        for other in figures:
            for s, e in spans:
                for lacking_only in (False, True):
                    got = reading.refs(other, s, e, lacking_only)
                    assert got == _alone(other, text[s:e], lacking_only), (text[s:e], lacking_only)
                    found += bool(got)
                exact += reading._exact(s, e)
                assert panel_named(other, [p.title for p in other.panels], text[s:e], reading, s) == \
                    panel_named(other, [p.title for p in other.panels], text[s:e])
    assert found > 100 and exact > 1000  # the reading found references, and most spans took the shortcut


@pytest.mark.parametrize("text, start, end", [
    ("x(b) rose", 2, 9),  # "(" before the span: "(b)" is read alone, not as a letter behind a word
    ("panel 2.5 and more", 0, 7),  # "panel 2" read alone ends at the span; the whole text's "2." is a number
    ("the top-left panel is high", 8, 26),  # "left panel" alone is a side; the whole text's match crosses the start
    ("the second panel from the left", 0, 16),  # the rank alone, without its "from the left"
])
def test_a_span_on_a_references_edge_is_read_alone(seed_figure, text, start, end):
    reading = RefReading(text)
    assert not reading._exact(start, end)
    for fig in _figures(seed_figure):
        assert reading.refs(fig, start, end) == _alone(fig, text[start:end])


def test_a_rank_written_with_a_long_s_names_its_panel(seed_figure):
    fig = seed_figure("000")  # a row of four panels; re.I reads "ſecond" as "second", and so must the rank
    for text in ("the ſecond panel", "the fİrst panel", "the fırst panel"):  # re.I matches each
        assert [p.title for _, _, p in pt.panel_refs(fig, text)] == [fig.panels[1 if "ſ" in text else 0].title]
    assert [p for _, _, p in pt.panel_refs(fig, "panel İ and panel b")] == [pt.Lacking(9), fig.panels[1]]


def test_the_whole_texts_scan_near_its_panel_words_finds_what_each_pattern_finds_alone(shared_dir, seed_text):
    long_gaps = ["the top  \n\n   left \t panel and the second\n\n\n\n\n\n   panel   from    the\t\tright of the top row",
                 "sub-plot (c)" + " " * 40 + "figure.   (d) and panel\n\n\n\n  B, the lower-right-hand\n\n\n   sub-panel"]
    texts = _texts(shared_dir, seed_text) + _EDGES + long_gaps + [" ".join(_EDGES + long_gaps).upper()]
    for text in texts:
        alone = tuple([(m.start(), m.end(), m.group()) for m in rx.finditer(text)] for rx in pt._PATTERNS)
        whole = pt._scan_whole(text, folded(text))[0]
        assert tuple([(a, b, m.group()) for a, b, m in found] for found in whole) == alone, text
    shouted = " ".join(_EDGES + long_gaps).upper()
    assert sum(map(len, pt._scan_whole(shouted, folded(shouted))[0])) > 20


def test_the_places_of_panel_words_are_where_the_case_insensitive_pattern_matches(shared_dir, seed_text):
    odd = "ſubplot Fıg PANEL (K) HeatMap heat map graphistogram (ǅ) İ chart"
    for text in _texts(shared_dir, seed_text) + _EDGES + [odd, odd.replace("İ", "")]:
        anchors = pt._scan_whole(text, folded(text))[1]
        if anchors is None:
            assert len(text.lower()) != len(text)
            continue
        assert anchors == [i for i in range(len(text)) if pt._ANY_REF.match(text, i)], text


@pytest.mark.parametrize("text", ["R1-Qwen, AIME'24: r1 qwen | aime’24 ≈ (b)", "aime'24 r1-qwen. The top-left panel (c)",
                                  "x R1-Qwen | AMC23"])
def test_every_span_of_a_short_text_names_the_title_it_names_read_alone(seed_figure, text):
    reading = RefReading(text)
    for fig in _figures(seed_figure):
        titles = [p.title for p in fig.panels]
        for s in range(len(text)):
            for e in range(s, len(text) + 1):
                assert pt.panel_by_title_parts(titles, text[s:e], reading, s) == \
                    pt.panel_by_title_parts(titles, text[s:e]), (s, e)
                assert reading.refs(fig, s, e) == _alone(fig, text[s:e]), (s, e)


_GRIDS = [
    "The panels are arranged in two rows and three columns; a 2 × 3 grid, a 2-by-3 layout, 3 by 4 arrangement.",
    "Laid \n\n   out in a grid of 2 rows by 3 columns. ORGANIZED IN A GRID OF TWELVE ROWS × ELEVEN COLUMNS.",
    "Three rows of four heat maps; Two ROWS of Three sub-figures; 6 columns of 2 plots - 3 and SUBPLOTS, heatmaps.",
    "organiſed in ſix rows and two columns; placed\t\t\t in   a   grid   of   2   rows   and   3   columns  ",
    "a 4x4 grid of cells, each is a 5 × 5 grid of correlations, arrowheads in two rows of three panels",
    "Laid  \n\n  out \n\n\n   in \n\n\n   a \n\n\n   two \n\n\n   rows    and    three    columns.",
]


def test_the_count_patterns_searched_near_their_words_find_what_they_find_alone(shared_dir, seed_text, seed_figure):
    from vlmeval.claims.types import count

    fig = seed_figure("004")
    scans = [(count._LINES_OF, *count._LINES_OF_NEAR), (count._GRID, *count._GRID_NEAR)]
    found = 0
    for text in _texts(shared_dir, seed_text) + _EDGES + _GRIDS + [" ".join(_GRIDS).upper()]:
        doc = build_document(text, fig, lexicon_for(fig))
        for rx, words, reach in scans:
            got = [m.span() for m in count._near(doc, rx, words, reach)]
            assert got == [m.span() for m in rx.finditer(text)], (rx.pattern[:40], text)
            found += len(got)
        nouns = [m.span() for m in count._panel_nouns(doc)]
        assert nouns == [m.span() for m in count._PANEL_NOUN.finditer(text)], text
    assert found > 10


def test_a_span_the_panel_gate_turns_away_names_no_panel(shared_dir, seed_text, seed_figure):
    """``RefReading.may_name_panel`` (asked before ``panel_named`` for each sentence and line of a multi-panel
    figure, issue 34) is False only where ``panel_named`` finds nothing: on the seeds, quintd and CHOCOLATE dev
    captions, the edge phrases and random spans, for figures with letters, grid places and compound titles."""
    figures = _figures(seed_figure)
    rng = random.Random(20)
    turned = named = 0
    for k, text in enumerate(_texts(shared_dir, seed_text) + _EDGES):
        doc = build_document(text, figures[k % len(figures)], lexicon_for(figures[k % len(figures)]))
        reading = RefReading(text)
        spans = _spans(doc) + [tuple(sorted(rng.sample(range(len(text) + 1), 2))) for _ in range(5)]
        for fig in figures:
            titles = [p.title for p in fig.panels]
            for s, e in spans:
                found = panel_named(fig, titles, text[s:e], reading, s)
                named += found is not None
                if not reading.may_name_panel(titles, s, e):
                    turned += 1
                    assert found is None, (text[s:e], titles)
    assert named > 50 and turned > 5000  # panels were found, and most spans were turned away
