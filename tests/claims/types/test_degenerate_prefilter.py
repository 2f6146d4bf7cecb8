"""The cheap checks extract_degenerate_claims makes before its full search must hold for every loop it finds."""

import random

from vlmeval.claims.types.degenerate import _loop, _may_loop


def test_every_loop_passes_the_pair_check():
    rng = random.Random(17)
    vocab = ["a", "b", "c", "d", "e", "f"]
    found = 0
    for _ in range(20000):
        tokens = [rng.choice(vocab[:rng.randint(2, 6)]) for _ in range(rng.randint(0, 30))]
        words = [(w, i, i + 1) for i, w in enumerate(tokens)]
        if _loop(words) is not None:
            found += 1
            assert _may_loop(tokens), tokens
    assert found > 100  # the sample holds loops of both forms to check


def test_a_sentence_without_a_repeated_pair_is_skipped():
    assert not _may_loop("the rise of the index and the fall of the rate".split())
    assert _may_loop("house house house house house".split())
