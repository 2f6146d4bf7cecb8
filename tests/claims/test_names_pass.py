"""The names pass (``Lexicon.mentions``) reads each distinct word once and visits only the words a name can start
at (issue 34); it finds exactly what the pass that looked every token up finds (written out below)."""

from __future__ import annotations

from itertools import accumulate

import pytest

from vlmeval.claims.lexicon import Mention, _TOKEN_SPLIT, _clean_surface, build_lexicon
from vlmeval.claims.name_marks import close_paren, glue, marks_after, possessive_end
from vlmeval.claims.text import norm

SEEDS = ("000", "001", "002", "003", "004")


def _plain_mentions(lex, text, offset=0):
    """``Lexicon.mentions`` before the shortcut: every token's info looked up, then each flagged token tried."""
    parts = _TOKEN_SPLIT.split(text)
    bounds = list(accumulate(map(len, parts), initial=0))
    infos = [lex._word_info.get(word) or lex._info_of(word) for word in parts[1::2]]
    out, n_tokens, after = [], len(infos), 0
    for i in [i for i, info in enumerate(infos) if info[1] or info[2]]:
        if i < after:
            continue
        key, starts_name, single = infos[i]
        best, marks = 0, 0
        if starts_name:
            joined = glued = ""  # glued: with the marks between the words a name keeps ("res 1/8")
            for n in range(1, min(4, n_tokens - i) + 1):
                joined += infos[i + n - 1][0]
                if len(joined) > lex.longest_key:
                    break
                glued += (glue(parts[2 * (i + n) - 2]) if n > 1 else "") + infos[i + n - 1][0]
                if joined in lex.entities or glued in lex.entities or (joined.endswith("s") and joined[:-1] in lex.entities
                                                                       and possessive_end(text, bounds[2 * (i + n)])):
                    best, marks = n, 0
                elif joined not in lex.prefixes and glued not in lex.prefixes:
                    break
                elif (sign := marks_after(text, bounds[2 * (i + n)])) and joined + norm(sign) in lex.entities:
                    best, marks = n, len(sign)
        s = bounds[2 * i + 1]
        if best:
            surface = close_paren(text, s, _clean_surface(text[s:bounds[2 * (i + best)] + marks]))
            key = norm(surface)
            if key in lex.entities:
                out.append(Mention(s + offset, s + len(surface) + offset, surface, key, "exact", lex.entities[key]))
            after = i + best
        elif single is not None:
            surface, entity, match = single
            out.append(Mention(s + offset, s + len(surface) + offset, surface, entity, match, lex.entities[entity]))
    return out


def _texts(seed_text):
    seeds = [seed_text(n) for n in SEEDS]
    made = ["R1-Qwen leads AIME24 and AIME'24; R1-Owen (a misreading) and R1 Qwen's score, R1-Qwen-40% too.",
            "R1 R1 R1-Qwen R1-Qwen-Math AIME AIME2 MATH500 MATH-500 GPQA_D GPQA D GPQA-Diamond",
            "Llama-4-Maverick-17B beats Llama-4, Heron-34† and Owl7B-40%; (AMC23) [AMC23] “AMC23”",
            "", "   ", "no names at all here", "ſ K İ R1-Qwen"]
    return seeds + made


@pytest.mark.parametrize("number", SEEDS)
def test_every_seeds_figure_finds_the_same_names_in_every_text(seed_text, seed_figure, number):
    texts = _texts(seed_text)
    fast, plain = build_lexicon(seed_figure(number)), build_lexicon(seed_figure(number))
    for _ in range(2):  # cold caches, then warm
        for text in texts:
            assert fast.mentions(text, offset=7) == _plain_mentions(plain, text, offset=7)
            for line in text.split("\n"):
                assert fast.mentions(line) == _plain_mentions(plain, line)


def test_the_same_names_when_the_word_cache_is_full(seed_text, seed_figure):
    # past 100,000 cached words a word's info is computed but not kept: the words a name can start at still count
    texts = _texts(seed_text)
    fast, plain = build_lexicon(seed_figure("000")), build_lexicon(seed_figure("000"))
    for lex in (fast, plain):
        lex._word_info.update((f"filler{i}", ("x", False, None)) for i in range(100_000))
    for _ in range(2):
        for text in texts:
            assert fast.mentions(text) == _plain_mentions(plain, text)
    assert any(fast.mentions(text) for text in texts)


# --- speed21: start words placed by summing the lengths since the last one placed (no place for every token) ---

def test_the_same_names_in_every_caption_with_its_own_figure(shared_dir, seed_text, seed_figure):
    from figure_texts import figure_texts

    found = 0
    lexicons: dict = {}
    for fig, text in figure_texts(shared_dir, seed_text, seed_figure):
        fast, plain = lexicons.setdefault(id(fig), (build_lexicon(fig), build_lexicon(fig)))
        got = fast.mentions(text, offset=3)
        assert got == _plain_mentions(plain, text, offset=3), text
        found += len(got)
    assert found > 1000  # the captions name their series and categories: the places are checked where they matter


@pytest.mark.parametrize("text", [
    "R1-Qwen", "  R1-Qwen", "—R1-Qwen's", "...R1-Qwen-40%", "R1 Qwen", "x R1\n\nQwen AIME24 AIME24",
    "AIME24, then  R1-Qwen   R1-Qwen's lead; GPQA D", "(R1-Qwen) R1-Qwen-Math-7B AIME'24†", "R1-", "-R1",
])
def test_the_same_names_at_the_edges_of_a_text(seed_figure, text):
    fast, plain = build_lexicon(seed_figure("000")), build_lexicon(seed_figure("000"))
    for piece in (text, text + " end", "start " + text):
        assert fast.mentions(piece, offset=5) == _plain_mentions(plain, piece, offset=5)
