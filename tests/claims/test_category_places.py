"""``line_prose.find_categories`` tries a category name's pattern only where the text's folded lower case holds the
name's (``near_words.read_by_lowered``: names of ASCII and caseless characters, as histogram bins "0.2–0.4" are):
the marks are those of running each pattern over the whole text, on the dev descriptions with their figures'
categories and on made strings (mixed case, "ſ", "ı", the Kelvin sign, "İ", overlapping names)."""

from __future__ import annotations

import _sre
import json
import random
import sys
from pathlib import Path

from vlmeval.claims import line_prose
from vlmeval.claims.line_prose import _bin_keys, _category_re, find_categories
from vlmeval.claims.near_words import read_by_lowered
from vlmeval.dates import Mark
from vlmeval.groundtruth.load import load_figure_set, suite_dirs
from vlmeval.groundtruth.series_facts import Series, series_for

_OWN = Path(__file__).resolve().parents[2] / "ground_truth" / "real-prose-own"


def _plain(text: str, series: list[Series]) -> list[Mark]:  # every name's pattern over the whole text
    keys = series[0].keys
    out = [Mark(m.start(), m.end(), m.group(), (i, i)) for i, key in enumerate(keys)
           for m in _category_re(str(key)).finditer(text)]
    out += _bin_keys(text, keys)
    out.sort(key=lambda m: (m.start, -(m.end - m.start)))
    kept: list[Mark] = []
    for m in out:
        if not kept or m.start >= kept[-1].end:
            kept.append(m)
    return kept


def _made(n: int) -> list[tuple[str, list[Series]]]:
    rng = random.Random(7)
    names = ["aa", "Ask", "task", "Sky", "0.2–0.4", "0.4–0.6", "East Asia", "ΑΒΓ", "µ-law", "Kiwi", "İzmir", "a’b", "x", "a-a", "1–1"]
    parts = names + ["AA", "aaa", "aſk", "TAſK", "\u212aiwi", "ıſ", "İ", "east asia", "EAST  ASIA", "0.2-0.4", " ",
                     ", ", "\n- ", "0.3: 5", "a-a-a", "A-a-A-a", "1–1–1", "μ-law", "µ-LAW", "_", "9"]
    # a name's match starting inside its last one, which another name's mark covers: finditer never reads it
    out = [("Sky a-a-a and 1–1–1", [Series(panel="", name="s", keys=["Sky a", "a-a", "1–1"], values=None,
                                            decimals=None, dated=False)])]
    for _ in range(n):
        keys = rng.sample(names, rng.randint(1, 5))
        series = [Series(panel="", name="s", keys=keys, values=None, decimals=None, dated=False)]
        pool = parts + keys * 3  # the categories themselves often, next to their other writings
        out.append(("".join(rng.choice(pool) + rng.choice(("", " ", " ", ", ")) for _ in range(rng.randint(1, 14))),
                    series))
    return out


def test_categories_found_as_by_every_pattern():
    figures = load_figure_set(suite_dirs("real"))
    work = []
    for p in "abcdefghij":
        for line in (_OWN / f"part-own-{p}.jsonl").open(encoding="utf-8"):
            row = json.loads(line)
            series = series_for(figures.get(row["figure_id"])) if figures.get(row["figure_id"]) else []
            if series and not series[0].dated:
                work.append((row["text"], series))
    assert len(work) >= 10
    marks = 0
    for text, series in work + _made(4_000):
        want = _plain(text, series)
        assert find_categories(text, series) == want, (text, series[0].keys)
        marks += len(want)
    assert marks > 2_000


def test_caseless_characters_are_those_re_compiles_as_themselves():
    for cp in range(128, sys.maxunicode + 1):
        c = chr(cp)
        if read_by_lowered(c):
            assert not _sre.unicode_iscased(cp), hex(cp)
    assert read_by_lowered("0.2–0.4") and not read_by_lowered("µ-law") and not read_by_lowered("İzmir")
