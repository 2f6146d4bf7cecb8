"""The extractors that skip a line or sentence lacking every word their patterns' matches hold find what they find
with the test switched off: on the seeds and the real-prose dev parts (own-a..own-j), as written and with letters
other characters written in, so lines that are not ASCII are tested folded (near_words.folded; its letters
"ſ" and "ı" are tests/claims/test_extractor_shortcuts.py's)."""

from __future__ import annotations

from pathlib import Path

import pytest

from vlmeval.claims.pipeline import default_pipeline
from vlmeval.claims.types import magnitude, magnitude_pairs, printed_text, value, xy_rank_everywhere

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def texts(seed_text, seed_figure):
    from vlmeval.agreement.agree.real_prose import read_descriptions, record_and_paper
    from vlmeval.groundtruth.load import suite_dirs

    out = [(seed_figure(n), seed_text(n)) for n in ("000", "001", "002", "003", "004")]
    roots = suite_dirs("real")
    for part in "abcdefghij":
        for d in read_descriptions(ROOT / "ground_truth" / "real-prose-own" / f"part-own-{part}.jsonl"):
            out.append((record_and_paper(d.figure_id, roots, "test")[0], d.text))
    # every other line no longer ASCII: a dash or an approximate sign written in
    out += [(fig, "\n".join(line.replace(" - ", " – ").replace(", ", " ≈ ", 1) + " –" if k % 2 else line
                            for k, line in enumerate(text.split("\n")))) for fig, text in out]
    return out


def _claims(fig, text):
    return [(c.kind, c.start, c.end, c.source, str(c.stated), repr(c.payload))
            for c in default_pipeline().extract(text, fig)[0]]


def test_the_word_gates_find_what_every_line_read_finds(texts, monkeypatch):
    fast = [_claims(fig, text) for fig, text in texts]
    every_line = lambda doc, words: doc.lines  # noqa: E731
    for module in (magnitude, magnitude_pairs, xy_rank_everywhere):
        monkeypatch.setattr(module, "lines_holding", every_line)
    for module in (value, printed_text):
        monkeypatch.setattr(module, "folded", lambda text, low=None: None)  # every sentence read
    slow = [_claims(fig, text) for fig, text in texts]
    for (fig, text), a, b in zip(texts, fast, slow):
        assert a == b, text[:200]
    sources = {c[3] for claims in fast for c in claims}
    assert {"xy ratio", "xy times", "xy rank everywhere", "cell value"} <= sources, sources



# xy_readings' name and look readers as written before their literal tests (each pattern run on every name)
def _by_name_before(panel, text):
    import re

    from vlmeval.claims.assignments import assignments
    from vlmeval.claims.xy_readings import _GENERIC_ROW, _by_word_value

    rows = panel.data.rows
    hits, spans = [], {}
    said = assignments(text) if "=" in text or "≈" in text else frozenset()
    for i, row in enumerate(rows):
        name = str(row).strip()
        found = [m.span() for m in re.finditer(rf"(?<![\w^.])(?<!\^[-−]){re.escape(name.lower())}(?!\w)(?!\s*×\s*10)", text)] \
            if name and not _GENERIC_ROW.match(name) else []
        if found:
            hits.append(i)
            spans[i] = found
        elif said and (own := assignments(name)) and own <= said:
            hits.append(i)
    if len(spans) < 2:
        return _by_word_value(rows, hits, text) if len(hits) > 1 and said else hits
    return [i for i in hits if i not in spans or not all(
        any(j != i and a <= x and y <= b and (b - a) > (y - x) for j in spans for a, b in spans[j]) for x, y in spans[i])]


def _by_look_before(panel, text):
    import re

    from vlmeval.claims.xy_readings import _COLOUR_WORD, _MARKERS, _by_family, by_shape

    def fits(style):
        return not (style.marker and any(re.search(rf"\b{w}s?\b", text) for ws in _MARKERS.values() for w in ws)
                    and not any(re.search(rf"\b{w}s?\b", text) for w in _MARKERS.get(style.marker, ())))

    styles = panel.data.styles
    if not styles:
        return []
    hits = [i for i, style in enumerate(styles) if style is not None and style.color
            and re.search(rf"\b{re.escape(style.color.lower())}\b", text) and fits(style)]
    if not hits:
        return _by_family(styles, text) if _COLOUR_WORD.search(text) else by_shape(styles, text)
    found = {styles[i].color.lower() for i in hits}
    return [i for i in hits if not any(c != styles[i].color.lower() and re.search(
        rf"\b{re.escape(styles[i].color.lower())}\b", c) for c in found)]


def test_series_names_and_looks_tested_literally_first_are_those_the_patterns_find(texts):
    from vlmeval.claims.xy_readings import _by_look, _by_name

    named = looked = 0
    for fig, text in texts:
        for panel in fig.panels:
            if panel.data is None or len(panel.data.rows) < 2:
                continue
            for line in text.lower().split("\n"):
                want = _by_name_before(panel, line)
                assert _by_name(panel, line) == want, line
                named += bool(want)
                want = _by_look_before(panel, line)
                assert _by_look(panel, line) == want, line
                looked += bool(want)
    assert named > 100 and looked > 20, (named, looked)


def test_a_key_re_i_finds_is_in_the_folded_sentence(texts):
    """range._named_lines skips a row or column key its folded sentence lacks: every ASCII key of the figures that
    re.I finds in a line (as written, and with "ſ", "ı" and "K" written in) is there, lower case."""
    import re

    from vlmeval.claims.near_words import folded

    found = 0
    for fig, text in texts[:200]:
        keys = {k for p in fig.panels if p.data is not None for k in (*p.data.rows, *p.data.columns)
                if isinstance(k, str) and k.isascii() and k}
        for line in text.split("\n"):
            for written in (line, line.replace("s", "ſ").replace("i", "ı").replace("k", "\u212a")):
                low = folded(written)
                for key in keys:
                    if re.search(rf"(?<!\w){re.escape(key)}(?!\w)", written, re.IGNORECASE):
                        found += 1
                        assert low is None or key.lower() in low, (key, written)
    assert found > 500


def test_a_scope_opens_with_the_series_the_pattern_finds(texts):
    import re

    from vlmeval.claims.xy_readings import _subject

    def before(panel, text, rows):
        for i in rows:
            name = re.escape(str(panel.data.rows[i]).lower())
            if re.match(rf"^\W*(?:the\s+)?[\"“']?{name}[\"”']?\s+(?:series|curve|line|points|markers|data)\b", text):
                return i
        return None

    opened = 0
    for fig, text in texts:
        for panel in fig.panels:
            if panel.data is None or len(panel.data.rows) < 2:
                continue
            rows = list(range(len(panel.data.rows)))
            names = [str(r).lower() for r in panel.data.rows]
            made = [form.format(n) for n in names for form in ("the {} series rises", '"{}" curve', "{}s line",
                                                               "- the {}", "{} markers")]
            for line in text.lower().split("\n")[:40] + made:
                want = before(panel, line.lstrip("*- "), rows)
                assert _subject(panel, line.lstrip("*- "), rows) == want
                opened += want is not None
    assert opened > 0
