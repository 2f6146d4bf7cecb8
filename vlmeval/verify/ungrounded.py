"""Verifier for ``vlmeval.claims.ungrounded``: a statement the chart cannot support.

Verdict: ``contradicted`` with error type ``hallucination`` (content the figure does not have), reason saying
which form; claims of kind ``ungrounded`` are also counted on their own (``counts["ungrounded"]`` in the
scorecard). Unverifiable instead when the figure does hold it after all: a cause that is one of the figure's
names, a forecast whose years the chart plots, a benchmark the figure names.
"""

from __future__ import annotations

import datetime as dt
import re

from rapidfuzz import fuzz

from vlmeval.claims import Claim
from vlmeval.claims.attributed import names_attributed
from vlmeval.claims.category_names import vocabulary
from vlmeval.groundtruth.facts import derived
from vlmeval.groundtruth.schema import Figure
from vlmeval.verify import Outcome, VerifyContext, contradicted, unverifiable
from vlmeval.verify.out_of_chart import verify_unplotted_mention
from vlmeval.groundtruth.series_facts import is_date_key, key_span

GROUNDED_NAME = 80.0  # rapidfuzz partial ratio at which a cause is one of the figure's names


def data_years(fig: Figure) -> tuple[int, int] | None:
    """The first and last calendar year of the figure's date keys, or None without any."""
    def compute(f: Figure) -> tuple[int, int] | None:

        years = []
        for p in f.panels:
            if p.data is None:
                continue
            for key in p.data.columns:
                try:
                    if is_date_key(key):
                        span = key_span(key)
                        years += [dt.date.fromordinal(span[0]).year, dt.date.fromordinal(span[1]).year]
                except ValueError:
                    continue
        return (min(years), max(years)) if years else None
    return derived(fig, "data_years", compute)


_STOP = frozenset("the a an and or of for to in on at by with from i we you they it is are was were be do not".split())


def _content_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) > 2 and w not in _STOP}


def _names_a_key(cause: str, fig: Figure) -> bool:
    """Whether the cause holds most words of one of the figure's keys ("because they can exercise for free somewhere
    else" and the category "I exercise somewhere else for free"): at least two, and at least 60% of the key's."""
    words = _content_words(cause)
    for p in fig.panels:
        for key in (p.data.columns if p.data is not None else []):
            key_words = _content_words(str(key))
            shared = len(words & key_words)
            if shared >= 2 and shared >= 0.6 * len(key_words):
                return True
    return False


def verify_ungrounded(claim: Claim, ctx: VerifyContext) -> Outcome:
    form = claim.payload.form
    if form == "series":  # a series the chart does not plot (claims.unplotted_series)
        return verify_unplotted_mention(claim, ctx)
    names = vocabulary(ctx.figure)
    if form == "attributed":
        return _verify_attributed(claim, names + " | " + " | ".join(ctx.figure.extras).lower())
    if form == "cause":
        if fuzz.partial_ratio(claim.stated.lower(), names) >= GROUNDED_NAME or _names_a_key(claim.stated, ctx.figure):
            return unverifiable("the cause named is one of the figure's names")
        return contradicted("hallucination", None, f"a cause the chart cannot show: {claim.stated!r}")
    if form == "forecast":
        span = data_years(ctx.figure)
        years = claim.payload.years
        if years and span and all(span[0] <= y <= span[1] for y in years):
            return unverifiable("a forecast for years the chart plots (its value claims are checked)")
        beyond = f" (the data ends in {span[1]})" if span else ""
        return contradicted("hallucination", None, f"a prediction beyond the data{beyond}")
    if claim.stated.lower() in names:
        return unverifiable("the benchmark is one of the figure's names")
    return contradicted("hallucination", None, f"a benchmark the chart does not plot: {claim.stated!r}")


def _verify_attributed(claim: Claim, names: str) -> Outcome:
    """A sentence saying the figure prints names (claims.attributed): outside knowledge when one of them is none
    of the figure's names."""
    missing = [n for n in names_attributed(claim.payload.stated) if not re.search(rf"(?<!\w){re.escape(n.lower())}(?!\w)", names)]
    if not missing:
        return unverifiable("the names it attributes to the figure are the figure's own")
    return contradicted("hallucination", None, f"stated as shown, but the figure prints no {', '.join(missing)}")
