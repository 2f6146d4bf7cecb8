"""``dates.DATE_RE`` tries its long alternation only at word starts that can open a date (a digit, a capitalised
month or quarter name, or a lower-case modifier, quarter ordinal or "the" before a space or hyphen), and each form
tries its modifier only where one of their first letters stands: the dates, spans and groups are the ones the
unguarded pattern finds, on the dev descriptions and on made strings of every modifier and form."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from vlmeval import dates
from vlmeval.dates import DATE_RE, MOD, find_dates

_OWN = Path(__file__).resolve().parents[1] / "ground_truth" / "real-prose-own"
# the pattern as written before the guards: a first-character test, then every form with its optional modifier
_PLAIN = re.compile(r"(?=[\dJFMASONDQemltbsf])(?:" + "|".join(
    f"(?P<_{form}>{dates._suffixed(MOD + pattern, form)})" for form, pattern in dates._DATE_FORMS) + ")")

_MODIFIERS = ["early ", "mid-", "mid ", "late ", "the end of ", "end of ", "the beginning of ", "beginning of ",
              "the start of ", "start of ", "the first half of ", "first half of ", "the second half of ",
              "second half of ", "the latter half of ", "latter half of ", "the middle of ", "middle of ", ""]
_DATES = ["2021-03-01", "2021-03", "July 1, 2022", "1st of May 2021", "Q2 2021", "first quarter of 2020",
          "third quarter of 2019", "fourth quarter of 2018", "Sept. 2020", "March 6", "the 1980s", "1990s",
          "2010/11", "FY 2017", "FY2017", "Q3 '19", "Oct '21", "17/18", "2014", "May", "in May", "December"]
_FILLER = ["the", "then", "this", "each", "themselves", "x", "-", " ", "  ", "\n", ", ", ". ", "é", "İ", "9",
           "middle", "latter", "lately", "ends", "starts", "firstly", "seconds", "thirdly", "MID ", "Early ", "_"]


def _signature(rx: re.Pattern, text: str) -> list:
    return [(m.span(), m.lastgroup, m.groups()) for m in rx.finditer(text)]


def _made(n: int) -> list[str]:
    rng = random.Random(11)
    out = [m + d for m in _MODIFIERS for d in _DATES]  # every modifier before every form
    for _ in range(n):
        parts = [rng.choice(_FILLER) if rng.random() < 0.6 else rng.choice(_MODIFIERS) + rng.choice(_DATES)
                 for _ in range(rng.randint(1, 10))]
        out.append("".join(p if rng.random() < 0.5 else p + " " for p in parts))
    return out


def test_guarded_date_pattern_finds_what_the_plain_one_finds():
    texts = [json.loads(line)["text"] for p in "abcdefghij"
             for line in (_OWN / f"part-own-{p}.jsonl").open(encoding="utf-8")]
    found = modified = 0
    for text in texts + _made(6_000):
        want = _signature(_PLAIN, text)
        assert _signature(DATE_RE, text) == want, text
        found += len(want)
        modified += sum(1 for m in _PLAIN.finditer(text) if any(k.startswith("mod_") and v for k, v in m.groupdict().items()))
    assert found > 5_000 and modified > 1_000  # dates with and without a modifier, of every form, are compared


def test_a_modified_date_of_each_lead_word_is_found():
    for mod in _MODIFIERS[:-1]:
        marks = find_dates(f"Sales rose in {mod}May 2020.", [])
        assert [m.text for m in marks] == [f"{mod}May 2020"], mod
