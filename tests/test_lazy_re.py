"""``vlmeval.lazy_re``: a pattern compiled on first use answers as ``re.compile``'s does, and importing the scoring
core compiles none of them (what makes start-up cheaper)."""

from __future__ import annotations

import pickle
import re
import subprocess
import sys

import pytest

from vlmeval.claims.near_words import FoldedSearch
from vlmeval.lazy_re import LazyPattern, lazy_compile

TEXT = "Accuracy rose from 0.61 in 2019 to 0.74 in 2021; Recall FELL to 0.5."
PATTERNS = [(r"(?P<n>\d+\.\d+)", 0), (r"\b(rose|fell)\b", re.I), (r"(?i)recall", 0), (r"\s*;\s*", 0)]


@pytest.mark.parametrize(("source", "flags"), PATTERNS)
def test_answers_as_compiled(source: str, flags: int) -> None:
    rx, lazy = re.compile(source, flags), lazy_compile(source, flags)
    assert "compiled" not in vars(lazy)
    assert [m.span() for m in lazy.finditer(TEXT)] == [m.span() for m in rx.finditer(TEXT)]
    assert "compiled" in vars(lazy)  # the first call compiled it
    assert lazy.search(TEXT, 5).span() == rx.search(TEXT, 5).span()
    assert lazy.findall(TEXT) == rx.findall(TEXT)
    assert lazy.sub("#", TEXT, count=1) == rx.sub("#", TEXT, count=1)
    assert lazy.subn("#", TEXT) == rx.subn("#", TEXT)
    assert lazy.split(TEXT, maxsplit=1) == rx.split(TEXT, maxsplit=1)
    assert (lazy.match(TEXT) is None) == (rx.match(TEXT) is None)
    assert (lazy.fullmatch(TEXT) is None) == (rx.fullmatch(TEXT) is None)
    assert (lazy.flags, lazy.groups, lazy.groupindex) == (rx.flags, rx.groups, rx.groupindex)


def test_each_method_compiles_it_first() -> None:
    for name in ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split"):
        lazy = lazy_compile(r"\d")
        args = ("x", TEXT) if name in ("sub", "subn") else (TEXT,)
        result = getattr(lazy, name)(*args)
        assert "compiled" in vars(lazy), name
        expected = getattr(re.compile(r"\d"), name)(*args)
        if name == "finditer":
            result, expected = [m.span() for m in result], [m.span() for m in expected]
        elif name in ("search", "match", "fullmatch"):
            result, expected = result and result.span(), expected and expected.span()
        assert result == expected, name


def test_pattern_is_read_without_compiling() -> None:
    lazy = lazy_compile(r"\d+", re.I)
    assert (lazy.pattern, lazy.given_flags) == (r"\d+", re.I)
    assert "compiled" not in vars(lazy)


def test_pickles_as_its_source() -> None:
    lazy = lazy_compile(r"\b\w+\b", re.I)
    lazy.search(TEXT)
    again = pickle.loads(pickle.dumps(lazy))
    assert isinstance(again, LazyPattern) and (again.pattern, again.given_flags) == (lazy.pattern, re.I)
    assert again.findall(TEXT) == lazy.findall(TEXT)


def test_folded_search_keeps_it_lazy() -> None:
    lazy = lazy_compile(r"\bfell\s+to\b", re.I)
    folded = FoldedSearch(lazy)
    assert "compiled" not in vars(lazy) and isinstance(folded.lower, LazyPattern)
    text = TEXT
    assert folded.search(text, text.lower()).span() == re.search(r"\bfell\s+to\b", text, re.I).span()
    with pytest.raises(ValueError):
        FoldedSearch(lazy_compile(r"\bFell\b", re.I))


def test_importing_the_scoring_core_compiles_no_lazy_pattern() -> None:
    probe = (
        "import gc, vlmeval.cli\n"
        "from vlmeval.scoring.batch import run\n"
        "from vlmeval.scoring.scorecard import evaluate_text\n"
        "from vlmeval.lazy_re import LazyPattern\n"
        "lazy = [o for o in gc.get_objects() if isinstance(o, LazyPattern)]\n"
        "print(len(lazy), sum('compiled' in vars(o) for o in lazy))\n"
    )
    made, compiled = map(int, subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                                             check=True).stdout.split())
    assert made > 100  # the x-y readers, the date grammar and the other claim types' patterns
    assert compiled == 0


def test_keyword_re_lazy_answers_as_compiled() -> None:
    from vlmeval.claims.text import keyword_re

    source, first = r"\b(?:rose|fell)\s+(?:from|to)\b", "rf"
    eager, lazy = keyword_re(source, first), keyword_re(source, first, lazy=True)
    assert isinstance(lazy, LazyPattern) and "compiled" not in vars(lazy)
    assert lazy.pattern == eager.pattern
    assert [m.span() for m in lazy.finditer(TEXT)] == [m.span() for m in eager.finditer(TEXT)]


def test_the_scatter_marker_extreme_is_compiled_on_first_use() -> None:
    # the package's costliest pattern (~60 ms to compile), read only on figures that record markers
    from vlmeval.claims.types import extremum_point

    assert isinstance(extremum_point._POINT_EXTREME, LazyPattern)
