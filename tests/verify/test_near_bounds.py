"""'Just over 5' is a claim near 5 and above it, not an open lower bound; 'over 5' still is one."""

from __future__ import annotations

import pytest

from figure_builders import ferry_years
from vlmeval.scoring.scorecard import evaluate_text


def _values(fig, text):
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims if c.kind == "value"]


@pytest.mark.parametrize("text,verdict", [
    ("In 2019 ferries carried just over 8.5 million passengers.", "supported"),  # 8.6
    ("In 2019 ferries carried slightly above 8 million passengers.", "supported"),
    ("In 2019 ferries carried just over 5 million passengers.", "contradicted"),
    ("In 2019 ferries carried just under 9 million passengers.", "supported"),
    ("In 2019 ferries carried slightly below 20 million passengers.", "contradicted"),
    ("In 2019 ferries carried over 5 million passengers.", "supported"),  # an open bound
    ("In 2019 ferries carried less than 20 million passengers.", "supported"),
])
def test_just_over_is_near_and_above(tmp_path, text, verdict):
    assert [v for v, _ in _values(ferry_years(tmp_path), text)] == [verdict]
