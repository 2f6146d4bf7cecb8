"""What one tokenising pass over a description could save the document reader (issue 34), measured on the seeds.

    .venv/bin/python benchmarks/one_scan_bound.py [--repeats 30]

The reader makes three whole-text passes that a single scanner could in principle share: the names pass's token
split (``lexicon._TOKEN_SPLIT.split``), the number finder (``text.find_numbers``) and the sentence ends
(``text.sentence_spans``). Their matches overlap (a word token keeps its full stop, so "0.5." is a word holding a
number and a sentence end; a number's find runs past a word's end, "1,000", "10 %", and starts inside one,
"Llama-4"), so one alternation can only yield one of them at a place and must read the others through look-aheads.
This script times, per seed description (CPU, best of ``--repeats``):

- each pass as the reader runs it, and the three together;
- one compiled alternation of words, sentence ends and a sign (the scan alone, C only, nothing read from it);
- the same with the number finder's pattern read through a look-ahead at each word (still missing the finds that
  start inside a word), the scan alone;
- the first scan with a Python loop sorting its matches into arrays by ``lastgroup``, what a reader built on it
  would do before any of its own work.

Where the scans alone cost as much as the passes they replace, no reader built on them can be faster: the bound
is the difference, printed last.
"""

from __future__ import annotations

import argparse
import re
import time

from corpora import seed_items  # beside this script

_WORD = r"[A-Za-z0-9][A-Za-z0-9'’_.\-@]*"  # text.WORD_RE
_END = r"[.!?\n](?:(?<=[.!?])[ \t]+(?=[A-Z*#(\[\"'`0-9])|(?<=\n)\n*)"  # text._SENTENCE_END
_SIGN = r"[-−](?=\d)"


def _scanners() -> tuple[re.Pattern, re.Pattern]:
    from vlmeval.claims.text import _SENTENCE_END, WORD_RE, FIND_NUMBER_RE

    assert WORD_RE.pattern == _WORD and _SENTENCE_END.pattern == _END, "the reader's patterns changed: update"
    plain = re.compile(f"(?P<w>{_WORD})|(?P<e>{_END})|(?P<s>{_SIGN})")
    numbered = re.compile(f"(?P<w>(?:(?=(?P<n>{FIND_NUMBER_RE.pattern})))?{_WORD})|(?P<e>{_END})|(?P<s>{_SIGN})")
    return plain, numbered


def _sorted_into_arrays(scan: re.Pattern, text: str) -> tuple[list, list, list]:
    words, ends, signs = [], [], []
    for m in scan.finditer(text):
        kind = m.lastgroup
        if kind == "w":
            words.append(m.span())
        elif kind == "e":
            ends.append(m.span())
        else:
            signs.append(m.start())
    return words, ends, signs


def _best(fn, texts: list[str], repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        for t in texts:
            fn(t)
        best = min(best, time.process_time() - start)
    return best / len(texts) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args()
    from vlmeval.claims.lexicon import _TOKEN_SPLIT
    from vlmeval.claims.text import find_numbers, sentence_spans

    texts = [t for _, _, t in seed_items()]
    plain, numbered = _scanners()
    rows = [
        ("names pass's token split", lambda t: _TOKEN_SPLIT.split(t)),
        ("number finder", find_numbers),
        ("sentence spans", sentence_spans),
        ("the three passes", lambda t: (_TOKEN_SPLIT.split(t), find_numbers(t), sentence_spans(t))),
        ("one scan: words, sentence ends, signs (C only)", lambda t: list(plain.finditer(t))),
        ("one scan with the number finder as a look-ahead (C only)", lambda t: list(numbered.finditer(t))),
        ("one scan sorted into arrays (Python loop)", lambda t: _sorted_into_arrays(plain, t)),
    ]
    times = {name: _best(fn, texts, args.repeats) for name, fn in rows}
    chars = sum(map(len, texts)) / len(texts)
    print(f"{len(texts)} seed descriptions, {chars:.0f} characters each; µs CPU per description, best of {args.repeats}")
    print("| pass | µs per description | ns per character |")
    print("|---|---:|---:|")
    for name, us in times.items():
        print(f"| {name} | {us:,.0f} | {us * 1e3 / chars:.0f} |")
    saved = times["the three passes"] - times["one scan with the number finder as a look-ahead (C only)"]
    print(f"\nat most saved by one scan (the three passes less the scan alone): {saved:,.0f} µs per description")


if __name__ == "__main__":
    main()
