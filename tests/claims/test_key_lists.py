"""A lexicon's key lists (``claims.keys.KeyList``) keep the keys ``find_key`` does not find among those kept, as
the scan of every kept key did: on every figure of the real suite and on made keys (numbers within and just
outside the tolerance, numbers written as names, bools, NaN, infinities, names differing in case)."""

from __future__ import annotations

import math
import random

from vlmeval.claims.keys import KeyList, find_key
from vlmeval.claims.lexicon import build_lexicon
from vlmeval.claims.number_index import RELATIVE
from vlmeval.groundtruth.load import load_figure_set, suite_dirs
from vlmeval.groundtruth.kinds import chart_kind


def _plain(batches) -> list:  # every key of every batch compared with every key kept
    keys: list = []
    for batch in batches:
        for k in batch:
            if find_key(k, keys) is None:
                keys.append(k)
    return keys


def _indexed(batches) -> list:
    kept = KeyList([])
    for batch in batches:
        kept.append_new(batch)
    return kept.keys


def _made_keys(rng: random.Random) -> list:
    base = [0.0, 1.0, -1.0, 1e-12, 5e-10, 1e9, 123456.0, 0.1, 2.5, 1000.0]
    near = []
    for b in base:
        for f in (0.5, 0.99, 1.01, 2.0, 20.0):  # within, at and past the relative tolerance
            near.append(b + f * RELATIVE * max(1.0, abs(b)))
    pool = base + near + [1, 2, 1000, True, False, math.nan, math.inf, -math.inf, "1k", "1K", "0.10", "1e-4",
                          "2.5", "Alpha", "alpha", "ALPHA ", "beta", "β", "", "1,000", "nan", "inf"]
    return [rng.choice(pool) for _ in range(rng.randint(1, 30))]


def test_key_lists_keep_what_the_scan_kept():
    rng = random.Random(3)
    for _ in range(3_000):
        batches = [_made_keys(rng) for _ in range(rng.randint(1, 3))]
        want = _plain(batches)
        got = _indexed(batches)
        assert len(got) == len(want) and all(a is b or (a == b and type(a) is type(b)) for a, b in zip(got, want)), batches


def test_every_real_figure_keeps_the_same_rows_and_columns():
    figures = load_figure_set(suite_dirs("real"))
    checked = 0
    for fid, fig in figures.figures.items():
        lex = build_lexicon(fig)
        grid = chart_kind(fig.kind).grid
        rows = [p.data.rows if p.data is not None else list(reversed(p.y.ticks or [])) if grid else [] for p in fig.panels]
        cols = [p.data.columns if p.data is not None else (p.x.ticks or []) if grid else [] for p in fig.panels]
        assert lex.rows == _plain(rows) and lex.columns == _plain(cols), fid
        checked += len(lex.rows) + len(lex.columns)
    assert checked > 10_000
