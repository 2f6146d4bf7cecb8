"""A claim type is one module and one registration: this module adds a brand-new kind ("layout": "the panels
are arranged in a 2 x 3 grid") with its payload, extractor, verifier and metric in a single
``register_claim_type`` call, then scores real texts with it end to end. Also: registries refuse a name twice,
and ``ClaimVerdict.kind`` accepts exactly the registered kinds."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass

import pydantic
import pytest

from vlmeval.claims import Claim, Document
from vlmeval.claimtypes import (BUILTIN_KINDS, BUILTIN_VERIFIER_NAMES, CLAIM_TYPES, RegistryError, claim_type, kinds_counting_toward,
                                VERIFIERS, register_claim_type, register_verifier, unregister_claim_type)
from vlmeval.claims.pipeline import BUILTIN_VERIFIERS, default_pipeline
from vlmeval.records import ClaimVerdict
from vlmeval.scoring.scorecard import evaluate_text
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported


def _registries():
    pipeline = default_pipeline()
    return dict(CLAIM_TYPES), dict(VERIFIERS), pipeline.extractors, dict(pipeline.verifiers)

# ---------------------------------------------------------------- the whole new claim type

GRID_RE = re.compile(r"\b(\d+)\s*(?:x|×|by)\s*(\d+)\s+(?:grid|layout)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Layout:
    rows: int
    cols: int


def find_layouts(doc: Document):
    for m in GRID_RE.finditer(doc.text):
        stated = Layout(int(m.group(1)), int(m.group(2)))
        yield Claim("layout", m.start(), m.end(), stated=f"{stated.rows}x{stated.cols}", payload=stated,
                    source="layout")


def check_layout(claim: Claim, ctx: VerifyContext) -> Outcome:
    actual = ctx.figure.layout
    expected = f"{actual.rows}x{actual.cols}"
    if (claim.payload.rows, claim.payload.cols) == (actual.rows, actual.cols):
        return supported(expected)
    return contradicted("label", expected, "the panels are laid out otherwise")


@pytest.fixture
def layout_type():
    registered = register_claim_type("layout", payload=Layout, metrics=("label_accuracy",), extractor=find_layouts,
                                     verifier=check_layout, doc="how the panels are arranged")
    yield registered
    unregister_claim_type("layout", extractor=find_layouts)


# ---------------------------------------------------------------- what it proves

def test_a_registered_claim_type_is_scored_end_to_end(layout_type, bundled_figures):
    fig = bundled_figures.figures["dynts-r1llama-benchmarks"]  # four heatmap panels in one row
    assert (fig.layout.rows, fig.layout.cols) == (1, 4)
    right = evaluate_text(fig, "The panels are arranged in a 1 x 4 grid.")
    wrong = evaluate_text(fig, "The panels are arranged in a 2x2 grid.")
    (ok,) = [c for c in right.claims if c.kind == "layout"]
    (bad,) = [c for c in wrong.claims if c.kind == "layout"]
    assert (ok.verdict, ok.text, ok.expected) == ("supported", "1 x 4 grid", "1x4")
    assert (bad.verdict, bad.error_type, bad.stated, bad.expected) == ("contradicted", "label", "2x2", "1x4")
    # the metric it declared, and the ones every checkable claim feeds
    assert right.metrics.label_accuracy == 1.0 and right.counts["label_claims"] == 1
    assert wrong.metrics.label_accuracy == 0.0 and wrong.metrics.hallucination_rate == 1.0
    assert wrong.sentences[0].factual is False
    # the record round-trips as JSON like any built-in kind
    assert ClaimVerdict.model_validate_json(bad.model_dump_json()) == bad


def test_a_registered_type_counts_where_its_registration_says(bundled_figures):
    """The tallies are read from the registry: the metric a type names, and the count of its contradicted claims."""
    fig = bundled_figures.figures["dynts-r1llama-benchmarks"]
    text = "The panels are arranged in a 2x2 grid."
    register_claim_type("layout", payload=Layout, metrics=("trend_accuracy",), extractor=find_layouts,
                        verifier=check_layout, counted_as="layout_errors")
    try:
        scored = evaluate_text(fig, text)
    finally:
        unregister_claim_type("layout")
    layouts = [c for c in scored.claims if c.kind == "layout"]
    trends = [c for c in scored.claims if c.kind in kinds_counting_toward("trend_accuracy")]
    assert len(layouts) == 1 and scored.counts["layout_errors"] == 1
    assert scored.counts["trend_claims"] == len(trends) + 1 and scored.metrics.trend_accuracy == 0.0
    assert "layout_errors" not in evaluate_text(fig, text).counts  # gone with its type


def test_registration_is_undone_completely(layout_type):
    unregister_claim_type("layout", extractor=find_layouts)
    pipeline = default_pipeline()
    assert "layout" not in CLAIM_TYPES and "layout" not in pipeline.verifiers and find_layouts not in pipeline.extractors
    assert "layout" not in kinds_counting_toward("label_accuracy")
    register_claim_type("layout", payload=Layout, metrics=("label_accuracy",), extractor=find_layouts,
                        verifier=check_layout)  # for the fixture's clean-up


def test_an_unregistered_kind_is_refused_by_the_record():
    fields = {"start": 0, "end": 1, "text": "x", "kind": "layout", "verdict": "supported"}
    with pytest.raises(pydantic.ValidationError, match="unknown claim kind 'layout'"):
        ClaimVerdict(**fields)
    for kind in BUILTIN_KINDS:
        assert ClaimVerdict(**{**fields, "kind": kind}).kind == kind


def test_verdict_and_error_type_stay_closed_sets():
    fields = {"start": 0, "end": 1, "text": "x", "kind": "value"}
    with pytest.raises(pydantic.ValidationError):
        ClaimVerdict(**fields, verdict="maybe")
    with pytest.raises(pydantic.ValidationError):
        ClaimVerdict(**fields, verdict="contradicted", error_type="typo")
    dumped = ClaimVerdict(**fields, verdict="contradicted", error_type="value").model_dump(mode="json")
    assert (dumped["kind"], dumped["verdict"], dumped["error_type"]) == ("value", "contradicted", "value")


def test_a_name_is_registered_once(layout_type):
    with pytest.raises(RegistryError, match="claim type 'layout' is already registered"):
        register_claim_type("layout", payload=Layout)
    with pytest.raises(RegistryError, match="claim type 'value' is already registered"):
        register_claim_type("value", payload=Layout)
    with pytest.raises(RegistryError, match="verifier named 'value' is already registered"):
        register_verifier("value", check_layout)
    before = _registries()
    with pytest.raises(RegistryError, match="verifier named 'trend'"):  # a kind whose name a verifier holds
        CLAIM_TYPES.pop("trend")
        try:
            register_claim_type("trend", payload=Layout, verifier=check_layout, extractor=lambda doc: [])
        finally:
            CLAIM_TYPES["trend"] = before[0]["trend"]
    assert _registries() == before  # a refused call changes nothing


def test_payload_must_be_a_frozen_slotted_dataclass():
    @dataclass
    class Mutable:
        x: int

    @dataclass(frozen=True)
    class NoSlots:
        x: int

    for bad in (dict, Mutable, NoSlots):
        with pytest.raises(TypeError, match="frozen slotted dataclass"):
            register_claim_type("broken", payload=bad)
    assert "broken" not in CLAIM_TYPES


def test_unknown_metric_is_refused():
    with pytest.raises(ValueError, match="unknown metric"):
        register_claim_type("broken", payload=Layout, metrics=("overall",))
    assert "broken" not in CLAIM_TYPES


def test_builtin_types_declare_their_metrics():
    assert kinds_counting_toward("value_precision") == {"value", "non_finite"}  # non_finite: vlmeval.claims.types.non_finite
    assert kinds_counting_toward("value_recall") == {"value"}
    assert kinds_counting_toward("trend_accuracy") == {"trend"}
    assert kinds_counting_toward("label_accuracy") == {"label"}
    assert set(BUILTIN_KINDS) <= set(BUILTIN_VERIFIERS)  # every built-in kind has its verifier
    assert set(BUILTIN_VERIFIERS) == BUILTIN_VERIFIER_NAMES  # the names the registry keeps free
    with pytest.raises(KeyError, match="unknown claim type 'nope'"):
        claim_type("nope")


def test_every_kind_scoring_writes_is_readable_without_the_scoring_stack():
    """The leaderboard, compare and the report read scorecards importing only vlmeval.records: every kind that
    scoring (and the verifiers it loads) can write must be known there too."""
    written = sorted(CLAIM_TYPES)
    code = ("import sys, json\nfrom vlmeval.records import ClaimVerdict\nbad = []\n"
            "for k in json.loads(sys.argv[1]):\n"
            "    try:\n        ClaimVerdict(start=0, end=1, text='x', kind=k, verdict='supported')\n"
            "    except Exception:\n        bad.append(k)\n"
            "print(bad, 'vlmeval.verify' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code, json.dumps(written)], capture_output=True, text=True,
                          env=os.environ, check=True)
    assert done.stdout.strip() == "[] False", done.stdout + done.stderr
    assert "non_finite" in written
