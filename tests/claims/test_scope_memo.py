"""The x-y readers ask for a line's scope line and panel (``claims.xy_readings.scope_line``, ``scope_panel``)
once per line and scope of a document, and for its lines of multi-series panels (``multi_series_lines``) once:
the answers are kept on the document, and are what reading afresh gives, at the end of extraction as at the
start, so the claims are those of asking every time."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vlmeval.claims import xy_readings
from vlmeval.claims.pipeline import default_pipeline

_OWN = Path(__file__).resolve().parents[2] / "ground_truth" / "real-prose-own"


def _claims(fig, text):
    return [(c.kind, c.start, c.end, c.source, str(c.stated), repr(c.payload))
            for c in default_pipeline().extract(text, fig)[0]]


@pytest.fixture(scope="module")
def texts(seed_text, seed_figure):
    from vlmeval.groundtruth.load import load_figure_set, suite_dirs

    figures = load_figure_set(suite_dirs("real"))
    own = [(figures.get(r["figure_id"]), r["text"]) for p in "abcdefghij"
           for line in (_OWN / f"part-own-{p}.jsonl").open(encoding="utf-8") if (r := json.loads(line))]
    seeds = [(seed_figure(n), seed_text(n)) for n in ("000", "001", "002", "003", "004")]
    return [(f, t) for f, t in own if f is not None] + seeds


def test_scope_answers_kept_are_those_read_afresh_after_extraction(texts):
    kept = 0
    for fig, text in texts:
        doc = default_pipeline().extract(text, fig)[1]
        for i, line in doc._scope_lines.items():
            assert line is xy_readings._scope_line(doc, i)
        for (start, scope_start), panel in doc._scope_panels.items():
            line = next(x for x in doc.lines if x.start == start)
            scope = None if scope_start is None else next(x for x in doc.lines if x.start == scope_start)
            assert panel is xy_readings._scope_panel(doc, line, scope)
        kept += len(doc._scope_panels)
    assert kept > 200  # the own texts' line figures ask for many lines' panels


def test_claims_as_when_every_reader_reads_the_scope_afresh(texts, monkeypatch):
    counted = {"asked": 0}
    plain_panel = xy_readings._scope_panel

    def counting(doc, line, scope):
        counted["asked"] += 1
        return plain_panel(doc, line, scope)

    monkeypatch.setattr(xy_readings, "_scope_panel", counting)
    kept = [_claims(f, t) for f, t in texts]
    computed = counted["asked"]
    fresh_line = xy_readings._scope_line
    kept_lines = xy_readings.multi_series_lines

    def fresh_lines(doc):
        doc._multi_series = None  # the lines read again at each ask
        return kept_lines(doc)

    fresh_ones = {"scope_line": fresh_line, "scope_panel": counting, "multi_series_lines": fresh_lines}
    for module in (xy_readings, *_readers()):
        for name, fresh_one in fresh_ones.items():
            if hasattr(module, name):
                monkeypatch.setattr(module, name, fresh_one)
    counted["asked"] = 0
    fresh = [_claims(f, t) for f, t in texts]
    for (_, text), a, b in zip(texts, kept, fresh):
        assert a == b, text[:200]
    assert counted["asked"] > 2 * computed  # the readers ask again and again for what is kept once


def _readers():
    import importlib
    import pkgutil

    import vlmeval.claims.types as types

    return [importlib.import_module(f"vlmeval.claims.types.{m.name}") for m in pkgutil.iter_modules(types.__path__)]
