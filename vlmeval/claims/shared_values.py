"""Values of listed categories. One value shared by a list: "all other retailers recorded a share of 0.0,
including A, B and C", "A, B and C each had 2%"; and one value each, in order: "A and B ..., with 2.52 and 2.33
respectively" where the categories are named by part of their names ("Coca-Cola Refreshments" for "Coca-Cola
Refreshments Canada Company"), which the series-prose reader does not see. Each listed category gets a value
claim at its number, checked by the series verifier like any value at a category (units, scales, reading
tolerance).

A word that says the value is each item's ("all", "each", "both", "every") is required: "sales reached 5
million, including A and B" names the parts of a total, not a value they share.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import CategoryMention
from vlmeval.claims.line_text import find_numbers
from vlmeval.claims.text import finds_in
from vlmeval.dates import Mark
from vlmeval.claims.types.value_line import SeriesValue
from vlmeval.groundtruth.series_facts import series_for

_SHARED = re.compile(r"\b(?:all|each|both|every)\b", re.I)
_LIST_AFTER = re.compile(r",?\s*(?:including|such\s+as|like|namely|among\s+them|e\.g\.,?|:)\s*$", re.I)
_RESPECTIVELY = re.compile(r"[\s\w%]{0,30}?\brespectively\b", re.I)
_LIST_GLUE = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|&\s*)\s*", re.I)


def _runs(text: str, mentions: list[CategoryMention]) -> list[list[CategoryMention]]:
    """Lists of two or more categories written one after another ("A, B and C")."""
    runs: list[list[CategoryMention]] = []
    for m in mentions:
        if runs and _LIST_GLUE.fullmatch(text[runs[-1][-1].end:m.start]):
            runs[-1].append(m)
        else:
            runs.append([m])
    return [r for r in runs if len(r) >= 2]


def shared_values(doc: Document, start: int, end: int, mentions: list[CategoryMention]) -> Iterator[Claim]:
    """Value claims for the categories of a list that share one stated number, in the sentence [start, end)."""

    series = series_for(doc.figure)
    if len(series) != 1 or series[0].dated:
        return
    index = {k: i for i, k in enumerate(series[0].keys)}
    text = doc.text
    numbers = find_numbers(text[start:end], [], finds_in(text, doc.found_numbers(), start, end))
    runs = _runs(text, [m for m in mentions if start <= m.start < end and m.key in index])
    if _RESPECTIVELY.search(text, start, end):
        yield from _respective(doc, start, numbers, runs, index)
        return
    for run in runs:
        first, last = run[0], run[-1]
        # "..., all of 0.0, including A, B and C": the number before the list, in the same clause
        before = [n for n in numbers if start + n.end <= first.start and _LIST_AFTER.search(text, start + n.end, first.start)
                  and not re.search(r"[.;]", text[start + n.end:first.start])]
        # "A, B and C each had 2%": the number after the list
        after = [n for n in numbers if start + n.start >= last.end and not re.search(r"[,.;]", text[last.end:start + n.start])
                 and _SHARED.search(text, last.end, start + n.start)]
        if before and _SHARED.search(text, max(start, start + before[-1].start - 80), start + before[-1].start):
            num = before[-1]
        elif after and not before:
            num = after[0]
        else:
            continue
        for mention in run:
            yield _value_claim(doc, mention, replace(num, start=num.start + start, end=num.end + start), index)


def _respective(doc: Document, start: int, numbers: list, runs: list[list[CategoryMention]], index: dict):
    """"A and B ... 2.52 and 2.33 respectively": the i-th number at the i-th category, when the series-prose
    reader left the numbers alone."""
    text = doc.text
    numbers = [replace(n, start=n.start + start, end=n.end + start) for n in numbers]
    for run in runs:
        later = [n for n in numbers if n.start >= run[-1].end]
        if len(later) < len(run):
            continue
        group = later[:len(run)]
        if not all(_LIST_GLUE.fullmatch(re.sub(r"[%a-z ]*$", "", text[a.end:b.start]) or " ") or
                   re.fullmatch(r"\s*%?\s*(?:,\s*)?(?:and\s+)?", text[a.end:b.start]) for a, b in zip(group, group[1:])):
            continue
        if not _RESPECTIVELY.match(text, group[-1].end) or any(doc.is_taken(n.start, n.end) for n in group):
            continue
        for mention, num in zip(run, group):
            yield _value_claim(doc, mention, num, index)
        return


def _value_claim(doc: Document, mention: CategoryMention, num, index: dict) -> Claim:

    text, i = doc.text, index[mention.key]
    payload = SeriesValue(mention.start, mention.end, number=num,
                          when=Mark(mention.start, mention.end, text[mention.start:mention.end], (i, i)))
    return Claim(kind="value", start=mention.start, end=mention.end,
                 stated=f"{text[mention.start:mention.end]}: {text[num.start:num.end]}",
                 payload=payload, source="entities")
