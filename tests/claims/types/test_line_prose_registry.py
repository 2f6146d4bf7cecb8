"""Line/bar prose claims are ordinary registered claims: each payload class names one reading (no form string) and
the registry finds its verifier by the class (``vlmeval.claims.pipeline.PAYLOAD_VERIFIERS``)."""

from __future__ import annotations

import dataclasses
import importlib

import pytest

from vlmeval.claims.pipeline import PAYLOAD_VERIFIERS, extract_claims
from vlmeval.claims.types import line_prose
from vlmeval.claimtypes import kind_of_payload
from vlmeval.groundtruth.from_csv import figure_from_csv
from vlmeval.claims.types.label_line import SeriesTitle, SeriesUnit
from vlmeval.claims.types.range_line import SeriesPeriod, SeriesRange
from vlmeval.claims.types.value_line import SeriesValue

KINDS = [(kind, cls) for kind, cls, _ in line_prose.PAYLOADS]


@pytest.mark.parametrize("kind,cls", KINDS, ids=[cls.__name__ for _, cls in KINDS])
def test_each_payload_class_is_one_reading_with_its_own_verifier(kind, cls):
    assert "form" not in {f.name for f in dataclasses.fields(cls)}
    assert kind_of_payload(cls) == kind
    verifier = PAYLOAD_VERIFIERS[cls]
    others = [PAYLOAD_VERIFIERS[c] for _, c in KINDS if c is not cls]
    assert all(verifier is not other for other in others)


@pytest.mark.parametrize("kind,cls", KINDS, ids=[cls.__name__ for _, cls in KINDS])
def test_each_reading_is_read_and_checked_in_its_claim_types_module(kind, cls):
    """A line/bar prose reading lives in the module of the claim type it is (``claims/types/<kind>_line.py``): it
    registers the payload class there, and the verifier the registry finds runs that module's rule."""
    module = importlib.import_module(f"vlmeval.claims.types.{kind}_line")
    assert cls.__module__ == module.__name__  # its payload class is defined there
    assert cls in [c for _, c, _ in module.LINE]
    assert PAYLOAD_VERIFIERS[cls].rule.__module__ == module.__name__


@pytest.fixture
def yearly(tmp_path):
    path = tmp_path / "yearly.csv"
    path.write_text("year,Output\n" + "".join(f"{y},{v}\n" for y, v in zip(range(2011, 2021), range(10, 110, 10))))
    return figure_from_csv(path, "line")


def _payloads(fig, text):
    return [c.payload for c in extract_claims(text, fig)]


def test_a_period_and_a_value_range_are_told_apart_by_their_class(yearly):
    [period] = [p for p in _payloads(yearly, "The chart covers the period from 2011 to 2020.") if isinstance(p, SeriesPeriod)]
    assert (period.when.text, period.when2.text) == ("2011", "2020")
    [values] = [p for p in _payloads(yearly, "Output ranged from 10 to 100.") if isinstance(p, SeriesRange)]
    assert (values.number.value, values.number2.value) == (10, 100)


def test_start_and_end_values_are_values_which_say_where(yearly):
    payloads = _payloads(yearly, "Output started at 10 and ended at 100.")
    assert [(type(p), p.which) for p in payloads if isinstance(p, SeriesValue)] == [(SeriesValue, "start"),
                                                                                  (SeriesValue, "end")]


def test_a_title_and_a_unit_are_their_own_label_classes(yearly):
    payloads = _payloads(yearly, 'The chart is titled "Output". Values are given in tonnes.')
    assert {type(p) for p in payloads} >= {SeriesTitle, SeriesUnit}


def test_line_prose_alone_is_scored_the_ordinary_way(yearly):
    """``vlmeval agree --series-only`` scores the line/bar prose claims through the pipeline of that one entry, so
    the checks over a whole description apply to them too (no second scoring path): a stated maximum below a
    stated minimum of the same series is nonsense."""
    from vlmeval.cli.agree import line_prose_scorer

    verdicts = line_prose_scorer()(yearly, "The highest value is 20. The lowest value is 90.")
    assert [(v.kind, v.verdict, v.error_type) for v in verdicts] == [("extremum", "contradicted", "nonsense")] * 2


def test_line_prose_claims_name_their_reader_as_their_source(yearly):
    """The source says which reader read a claim: line/bar prose is ``claims.types.line_prose`` (no series_* stack)."""
    claims = [c for c in extract_claims("Output started at 10 and ended at 100.", yearly)
              if type(c.payload) in {cls for _, cls in KINDS}]
    assert claims and {c.source for c in claims} == {"line_prose"}
