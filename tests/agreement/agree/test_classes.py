"""Classes of contradicted claims and their precision on a labelled set (agreement.agree.classes)."""

from __future__ import annotations

from vlmeval.agreement.agree.classes import (ClassCount, claim_class, count_by_claim, count_by_sentence,
                                             markdown_table)
from vlmeval.records import ClaimVerdict


def _claim(kind, reason, binding=None, verdict="contradicted"):
    return ClaimVerdict(start=0, end=1, text="x", kind=kind, verdict=verdict, reason=reason,
                        payload=None if binding is None else {"binding": binding})


ELSEWHERE = _claim("value", "1.2 billion is the value at 2011, not in 2010-01-01..2010-12-31; bound: stated", "stated")
WEAK_TREND = _claim("trend", "the data is decreasing (tau -0.26) over 2010..2015; bound: inherited", "inherited")
CAUSE = _claim("ungrounded", "a cause the chart cannot show: 'a number of factors'")


def test_a_class_is_kind_binding_group_and_reason_family():
    assert claim_class(ELSEWHERE) == "value / stated / value-elsewhere"
    assert claim_class(WEAK_TREND) == "trend / weak / trend-dir"
    assert claim_class(CAUSE) == "ungrounded / - / ungrounded"
    assert claim_class(_claim("label", "something new")) == "label / - / other"


def test_a_sentence_counts_once_per_class_and_only_its_contradictions():
    counts = count_by_sentence([(True, [ELSEWHERE, ELSEWHERE, CAUSE]), (False, [ELSEWHERE]),
                                (False, [_claim("value", "x matches", "stated", verdict="supported")])])
    assert counts["value / stated / value-elsewhere"] == ClassCount(right=1, units=2)
    assert counts["ungrounded / - / ungrounded"] == ClassCount(right=1, units=1)
    assert len(counts) == 2


def test_claims_count_one_by_one():
    counts = count_by_claim([(True, WEAK_TREND), (False, WEAK_TREND), (False, WEAK_TREND)])
    assert counts["trend / weak / trend-dir"].precision == 1 / 3


def test_the_table_shows_what_moved_and_counts_false_alarms_apart():
    before = {"a": {"trend / weak / trend-dir": ClassCount(1, 3)}, "s": {"trend / weak / trend-dir": ClassCount(0, 2)}}
    now = {"a": {"trend / weak / trend-dir": ClassCount(1, 1)}, "s": {}}
    table = markdown_table(now, before, frozenset({"s"}))
    assert "| trend / weak / trend-dir | 1/3 = 0.33 -> 1/1 = 1.00 | 2 FA -> - |" in table
    assert markdown_table(now).splitlines()[2] == "| trend / weak / trend-dir | 1/1 = 1.00 | - |"
