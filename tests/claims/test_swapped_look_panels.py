"""A name two panels' keys both hold, each key's colours restarting ('64' pink in the left key, blue in the right),
has its looks swapped in neither when the look a text gives it is its own in one of them; a look it has in no
panel, another series' there, is still a swap."""

from __future__ import annotations

from record_builders import two_curves
from vlmeval.claims.described_keys import swapped_look
from vlmeval.groundtruth.schema import SeriesStyle


def _panels():
    left = two_curves("two-keys").panels[0].model_copy(deep=True)
    left.data.rows = ["1", "64"]
    left.data.styles = [SeriesStyle(color="blue"), SeriesStyle(color="pink")]
    right = left.model_copy(deep=True)
    right.data.rows = ["64", "262144"]
    right.data.styles = [SeriesStyle(color="blue"), SeriesStyle(color="pink")]
    return [left, right]


def test_a_look_its_name_has_in_one_panel_is_no_swap():
    assert swapped_look(_panels(), ("64",), ("pink",)) is None
    assert swapped_look(_panels(), ("64",), ("blue",)) is None


def test_a_look_its_name_has_in_no_panel_is_a_swap():
    assert swapped_look(_panels(), ("262144",), ("blue",)) is not None
