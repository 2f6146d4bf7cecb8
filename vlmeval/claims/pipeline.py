"""The claim pipeline: the built-in extractors and verifiers in one explicit list, plus the claim types added
since (``register_claim_type`` in this process, or a plugin's entry point).

Nothing registers as a side effect of an import: ``build_pipeline()`` lists the built-in parts here, in
order, then loads every ``vlmeval.claim_types`` entry point and adds the claim types registered in this
process. Whatever was imported first, the same pipeline extracts the same claims. The command line, the
public API (``vlmeval.score_text``) and every worker process (``vlmeval.scoring.batch`` workers, Dask workers) score
through ``default_pipeline()``, built in the process that scores.

A plugin is one module and one entry point naming a ``ClaimType`` (``vlmeval.claimtypes``) that carries its
extractor and verifier::

    [project.entry-points."vlmeval.claim_types"]
    layout = "vlmeval_layout:LAYOUT"

An extractor is ``Callable[[Document], Iterable[Claim]]``; a verifier ``Callable[[Claim, VerifyContext],
Outcome]``, found by ``claim.verifier`` when a claim names one, else by its payload's class (``PAYLOAD_VERIFIERS``:
line/bar prose, rankings, names the figure lacks), else by ``claim.kind``. An extractor may mark the characters it has read with
``doc.take``; later extractors skip taken text, so the order below matters. An extractor whose every claim needs
one of a few words may declare them (``extractor.cues = claims.cues.declare_cues(...)``): it is not run on a
document no sentence of which holds one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib.metadata import entry_points
from types import MappingProxyType
from typing import Callable, Iterable, Mapping, Sequence

from vlmeval.claims import MAX_CLAIMS, STRUCTURED_SOURCES, Claim, Document, lexicon_for
from vlmeval.claims import relations as claim_relations
from vlmeval.claims import rows, series_prose, structure as claim_structure, tables
from vlmeval.claims.cues import holds_cue
from vlmeval.claims.degenerate import extract_degenerate_claims
from vlmeval.claims.derived_quantities import extract_derived_claims
from vlmeval.claims.document import build_document, leave_panel_open
from vlmeval.claims.entities import extract_entity_claims
from vlmeval.claims.ordinal_extremes import extract_ordinal_extremes
from vlmeval.claims.ungrounded import extract_ungrounded_claims
from vlmeval.claims.unplotted_series import extract_unplotted_mentions
from vlmeval.claims.xy_extremes import extract_xy_extremes
from vlmeval.claims.xy_places import extract_xy_places
from vlmeval.claims.xy_readings import extract_xy_readings
from vlmeval.claimtypes import BUILTIN_KINDS, OrdinalPayload, XYExtreme, XYReading, XYTrend, OutsideName, RankPayload, CLAIM_TYPES, PLUGIN_GROUP, VERIFIERS, ClaimType, add_claim_type, registry_generation
from vlmeval.errors import RegistryError
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Figure
from vlmeval.prose_payloads import SeriesPayload
from vlmeval.records import ClaimVerdict
from vlmeval.verify import Outcome, VerifyContext, unverifiable
from vlmeval.verify import relations as verify_relations
from vlmeval.verify import structure as verify_structure
from vlmeval.verify.axis_claims import mark_axis_ranges
from vlmeval.verify.degenerate import verify_degenerate
from vlmeval.verify.derived_quantities import verify_derived
from vlmeval.verify.entities import verify_entity, verify_rank
from vlmeval.verify.ordinal_extremes import verify_ordinal_extreme
from vlmeval.verify.non_finite import extract_non_finite, mark_non_finite_extremes, verify_non_finite
from vlmeval.verify.nonsense import mark_inverted_extremes, self_contradiction
from vlmeval.verify.out_of_chart import mark_out_of_chart
from vlmeval.verify.series import verify_series_claim
from vlmeval.verify.ungrounded import verify_ungrounded
from vlmeval.verify.values import verify_value
from vlmeval.verify.xy_readings import verify_xy_extreme, verify_xy_reading, verify_xy_trend

Extractor = Callable[[Document], Iterable[Claim]]
Verifier = Callable[[Claim, VerifyContext], Outcome]
# A check over a whole description's verdicts: (context, claims, verdicts, sentence spans) -> the verdicts, those it
# judges again as new records; ``verdicts[i]`` is the verdict of ``claims[i]`` and is never changed in place.
CrossCheck = Callable[[VerifyContext, Sequence[Claim], Sequence[ClaimVerdict], Sequence[tuple[int, int]]],
                      list[ClaimVerdict]]

# The built-in extractors, in the order they run. The structured readers (tables, row lists, axes) come
# first, so prose readers do not re-read their numbers; series prose before the heatmap prose readers.
BUILTIN_EXTRACTORS: tuple[Extractor, ...] = (
    tables.extract_tables,
    rows.extract_row_lists,
    claim_structure.extract_axes,
    series_prose.extract_series_claims,
    extract_xy_places,  # "highest at N = 8": the x is a place, not the value (before the general extremum reader)
    claim_relations.extract_extrema,
    rows.extract_cell_values,
    # after the readers above, on what they left (no number read twice):
    extract_xy_readings,  # "* V/J ≈ -1.5: ~1.85" under a series scope: the series' value at that x
    extract_xy_extremes,  # "reaches its maximum of ~2.73 at V/J ≈ -1.95": the series' extreme and where
    claim_structure.extract_names,
    claim_structure.extract_counts,
    claim_relations.extract_trends,
    claim_relations.extract_comparisons,
    extract_non_finite,
    extract_degenerate_claims,
    extract_derived_claims,
    extract_entity_claims,
    extract_ordinal_extremes,  # "the second-highest level, 8.0 in 2018" on one series over time
    extract_ungrounded_claims,
    extract_unplotted_mentions,  # a sentence naming a series the chart does not plot (out of the chart)
)

# The built-in verifiers: one per built-in claim kind (``Claim.verifier`` names another, for extensions).
BUILTIN_VERIFIERS: Mapping[str, Verifier] = {
    "value": verify_value,
    "label": verify_structure.verify_label,
    "ticks": verify_structure.verify_ticks,
    "range": verify_structure.verify_range,
    "count": verify_structure.verify_count,
    "extremum": verify_relations.verify_extremum,
    "trend": verify_relations.verify_trend,
    "comparison": verify_relations.verify_comparison,
    "non_finite": verify_non_finite,
    "derived": verify_derived,
    "ungrounded": verify_ungrounded,
    "degenerate": verify_degenerate,
}

# Claims whose payload class has its own verifier, whatever their kind: line and bar prose, checked against the
# figure's series (``verify.series``) under the kind they are scored as; rankings and names the figure lacks.
PAYLOAD_VERIFIERS: Mapping[type, Verifier] = MappingProxyType({
    **dict.fromkeys(SeriesPayload.__args__, verify_series_claim),
    RankPayload: verify_rank,  # a ranking of named categories, checked against the plotted values' order
    OutsideName: verify_entity,  # a misread category name, or a year or place the chart is not about
    OrdinalPayload: verify_ordinal_extreme,  # "the second-highest value": the value at that rank
    XYReading: verify_xy_reading,  # "* x = 10: ~0.45" under a series scope: the series at that x
    XYExtreme: verify_xy_extreme,  # "its maximum of ~2.73 at V/J ≈ -1.95": where and how high
    XYTrend: verify_xy_trend,  # "* Hard wall: ~0.001 at r/R = 0, increasing toward the wall": the way on from x
})

# Checks over a whole description's verdicts, after every claim is verified, in order (each sees the verdicts
# the one before it returned).
CROSS_CHECKS: tuple[CrossCheck, ...] = (
    mark_inverted_extremes,  # nonsense across claims: a stated maximum below a stated minimum
    mark_non_finite_extremes,  # "the highest value is 1e309": the extremum's value is wrong
    mark_out_of_chart,  # a clause about a series the chart does not plot
    mark_axis_ranges,  # "the y-axis runs from 0 to 50": a claim about the axis, not the data
)


PANEL_DATA_KINDS = frozenset({"value", "extremum", "trend", "comparison", "range"})
"""Claims judged against one panel's values (a claim about an axis, a label or the figure's structure is not)."""


@dataclass(frozen=True, slots=True)
class Pipeline:
    """The extractors in order, the verifiers by name and by payload class, and the checks over a description's
    verdicts."""

    extractors: tuple[Extractor, ...]
    verifiers: Mapping[str, Verifier]
    cross_checks: tuple[CrossCheck, ...] = CROSS_CHECKS
    payload_verifiers: Mapping[type, Verifier] = field(default_factory=lambda: PAYLOAD_VERIFIERS)

    def extract(self, text: str, figure: Figure) -> tuple[list[Claim], Document]:
        """Every claim of ``text`` in text order, and the document it was read from."""
        doc = build_document(text, figure, lexicon_for(figure))
        claims: list[Claim] = []
        for extractor in self.extractors:
            cues = getattr(extractor, "cues", None)  # declared with claims.cues.declare_cues
            if cues and not holds_cue(doc, cues):
                continue  # no sentence holds a word every claim of this extractor needs
            for claim in extractor(doc):
                claims.append(claim)
                if len(claims) >= MAX_CLAIMS:
                    doc.truncated = True
                    break
            if doc.truncated and len(claims) >= MAX_CLAIMS:
                break
        if doc.structured:
            # A table, CSV or JSON block is read cell by cell by the table extractor only; prose readers would
            # misread its rows ("| 0 | 34.7 |" is not "0 ... 34.7" in a sentence).
            claims = [c for c in claims if c.source in STRUCTURED_SOURCES
                      or not any(s <= c.start < e for s, e in doc.structured)]
        # the chart kind's spec says which built-in claim types its descriptions can make; a type added since
        # (registered or a plugin) applies to every kind, its extractor deciding from ``doc.figure``
        allowed = chart_kind(figure.kind).claim_types
        claims = [c for c in claims if c.kind in allowed or c.kind not in BUILTIN_KINDS]
        claims.sort(key=lambda c: (c.start, c.end))
        leave_panel_open(doc, claims)
        return claims, doc

    def cross_check(self, ctx: VerifyContext, claims: Sequence[Claim], verdicts: Sequence[ClaimVerdict],
                    spans: Sequence[tuple[int, int]]) -> list[ClaimVerdict]:
        """The verdicts after every cross-check, in order; ``verdicts`` and its records are left as they are."""
        out = list(verdicts)
        for check in self.cross_checks:
            out = check(ctx, claims, out, spans)
        return out

    def verify(self, claim: Claim, ctx: VerifyContext) -> Outcome:
        """The outcome of one claim: nonsense decided from the claim alone first, then its verifier."""
        nonsense = self_contradiction(claim)
        if nonsense is not None:
            return nonsense
        if claim.open_panel == "inset":
            return unverifiable("about an inset, which the record holds no panel for")
        if claim.open_panel and claim.kind in PANEL_DATA_KINDS and (claim.kind != "range" or claim.target in
                                                                    (None, "values", "row", "column")):
            return unverifiable("which panel is meant is not clear: the lead-in above names no panel the record "
                                "holds")
        if claim.verifier:
            fn = self.verifiers.get(claim.verifier)
        else:
            fn = self.payload_verifiers.get(type(claim.payload)) or self.verifiers.get(claim.kind)
        if fn is None:
            return unverifiable(f"no verifier for {claim.verifier or claim.kind!r}")
        try:
            return fn(claim, ctx)
        except (ValueError, ArithmeticError, KeyError, IndexError, TypeError) as e:
            # A claim the rules cannot handle is reported, never allowed to stop the scoring of the rest.
            return unverifiable(f"could not be checked ({type(e).__name__})")


def load_plugins() -> list[ClaimType]:
    """Register the claim type each ``vlmeval.claim_types`` entry point names (once per process); returns them.
    An entry point must name a ``ClaimType`` of the entry point's name."""
    loaded = []
    for point in entry_points(group=PLUGIN_GROUP):
        spec = point.load()
        if not isinstance(spec, ClaimType) or spec.name != point.name:
            raise RegistryError(f"entry point {point.name!r} = {point.value!r} in group {PLUGIN_GROUP!r} is not a "
                                f"ClaimType named {point.name!r} (fix: point it at vlmeval.claimtypes.ClaimType"
                                f"({point.name!r}, ...))")
        if CLAIM_TYPES.get(spec.name) is not spec:
            add_claim_type(spec)
        loaded.append(spec)
    return loaded


def build_pipeline() -> Pipeline:
    """The built-in pipeline, the plugins' claim types and those registered in this process, in that order
    (an added extractor runs at the end, or ``before`` the extractor it names)."""
    load_plugins()
    extractors = list(BUILTIN_EXTRACTORS)
    verifiers = dict(BUILTIN_VERIFIERS)
    for spec in CLAIM_TYPES.values():
        if spec.extractor is not None and spec.extractor not in extractors:
            at = extractors.index(spec.before) if spec.before in extractors else len(extractors)
            extractors.insert(at, spec.extractor)
        if spec.verifier is not None:
            verifiers[spec.name] = spec.verifier
    verifiers.update(VERIFIERS)
    return Pipeline(tuple(extractors), verifiers)


_built: list = [None, None]  # [registry generation, pipeline]


def default_pipeline() -> Pipeline:
    """``build_pipeline()``, built again only when a claim type or verifier was registered since."""
    generation = registry_generation()
    if _built[0] != generation or _built[1] is None:
        pipeline = build_pipeline()
        _built[:] = [registry_generation(), pipeline]
    return _built[1]


def extract(text: str, figure: Figure) -> tuple[list[Claim], Document]:
    """``default_pipeline().extract(text, figure)``."""
    return default_pipeline().extract(text, figure)


def extract_claims(text: str, figure: Figure) -> list[Claim]:
    """Every claim found in ``text``, in text order."""
    return default_pipeline().extract(text, figure)[0]


def verify_claim(claim: Claim, ctx: VerifyContext) -> Outcome:
    """``default_pipeline().verify(claim, ctx)``."""
    return default_pipeline().verify(claim, ctx)


__all__ = ["Pipeline", "BUILTIN_EXTRACTORS", "BUILTIN_VERIFIERS", "PAYLOAD_VERIFIERS", "CROSS_CHECKS", "build_pipeline",
           "default_pipeline", "load_plugins", "extract", "extract_claims", "verify_claim"]
