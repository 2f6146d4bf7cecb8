"""The claim pipeline: the built-in claim types in one ordered tuple (``BUILTIN_TYPES``), plus the claim types
added since (``register_claim_type`` in this process, or a plugin's entry point).

Each built-in claim type is one module under ``vlmeval.claims.types`` (its payload, cue words, extractor,
verifier and metric) exporting ``TypeEntry`` records; ``BUILTIN_TYPES`` lists them, one per extractor in the order
the extractors run. Everything else is read from it: the extractors, the verifiers of the kinds and of the
payload classes, and the registry (``register_types``: the types the entries declare, registered when this module
is imported, so that scoring's counts and tallies are read from the registry; importing a type module registers
nothing). ``build_pipeline()`` reads the tuple when called, then loads every ``vlmeval.claim_types`` entry point
and adds the claim types registered in this process. Whatever was imported first, the same pipeline extracts the
same claims. The command line, the public API (``vlmeval.score_text``) and every worker process
(``vlmeval.scoring.batch`` workers, Dask workers) score through ``default_pipeline()``, built in the process that
scores.

A plugin is one module and one entry point naming a ``ClaimType`` (``vlmeval.claimtypes``) that carries its
extractor and verifier (``tests/claims/types/test_plugin.py``)::

    [project.entry-points."vlmeval.claim_types"]
    layout = "vlmeval_layout:TYPE"

An extractor is ``Callable[[Document], Iterable[Claim]]``; a verifier ``Callable[[Claim, VerifyContext],
Outcome]``, found by ``claim.verifier`` when a claim names one, else by its payload's class (``PAYLOAD_VERIFIERS``:
line/bar prose, rankings, names the figure lacks), else by ``claim.kind``. An extractor may mark the characters it
has read with ``doc.take``; later extractors skip taken text, so the order of the tuple matters. An extractor whose
every claim needs one of a few words may declare them (``extractor.cues = claims.cues.declare_cues(...)``): it is
not run on a document no sentence of which holds one, and is handed only the sentences that hold one
(``claims.document.sentences`` and ``claims.category_names.prose_sentences`` give those while it runs; the lines,
the text and the cue index stay whole). ``tests/claims/test_speed_gates.py`` checks each gate against the
ungated run (``Pipeline(gates=False)``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from importlib.metadata import entry_points
from operator import attrgetter
from types import MappingProxyType
from typing import Callable, Iterable, Mapping, Sequence

from vlmeval.claims import MAX_CLAIMS, STRUCTURED_SOURCES, Claim, Document, lexicon_for
from vlmeval.claims.certain_chain import certain_verdicts
from vlmeval.claims.cues import sentences_holding
from vlmeval.claims.document import build_document, leave_panel_open
from vlmeval.claims.kind_scope import mark_panel_kinds, place_by_kind
from vlmeval.claims.stretch_items import mark_stretch_extremes
from vlmeval.claims.types import (category_bullets, comparison, count, degenerate, derived, entity, extremum, label,
                                  non_finite, line_prose, ordinal, range as range_type, ticks, trend, ungrounded,
                                  unplotted_series, value, xy_chart_extreme, xy_extreme, xy_interval, xy_order,
                                  xy_reading, xy_reading_series, xy_shared_value)
from vlmeval.claims.types import (bin_extremes, clause_readings, count_totals, course_ends, curve_readings,
                                  curve_through, drawn_lines, drawn_looks, prose_looks, extremum_error, grid_points, heatmap_lists, magnitude, magnitude_pairs,
                                  legend_items, magnitude_stated, marker_count, marker_set_trend, outside_facts, outside_source,
                                  place_readings, printed_text, quoted_text, series_count, ticks_bullets, trend_phases,
                                  xy_every_extreme, xy_point_pairs, xy_point_tuples)
from vlmeval.claims import value_certainty
from vlmeval.claims.types.range_axis import mark_axis_ranges
from vlmeval.claims.types.second_axis import mark_second_axes
from vlmeval.claimtypes import (BUILTIN_KINDS, CLAIM_TYPES, PLUGIN_GROUP, VERIFIERS, ClaimType, TypeEntry,
                                add_claim_type, registry_generation, unregister_claim_type)
from vlmeval.errors import RegistryError
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Figure
from vlmeval.records import ClaimVerdict
from vlmeval.verify import Outcome, VerifyContext, unverifiable
from vlmeval.verify.binned_axis import mark_binned_ranges
from vlmeval.verify.unread_parts import mark_unread_parts
from vlmeval.verify.nonsense import mark_inverted_extremes, self_contradiction
from vlmeval.verify.swapped_readings import mark_swapped_readings

Extractor = Callable[[Document], Iterable[Claim]]
Verifier = Callable[[Claim, VerifyContext], Outcome]
# A check over a whole description's verdicts: (context, claims, verdicts, sentence spans) -> the verdicts, those it
# judges again as new records; ``verdicts[i]`` is the verdict of ``claims[i]`` and is never changed in place.
CrossCheck = Callable[[VerifyContext, Sequence[Claim], Sequence[ClaimVerdict], Sequence[tuple[int, int]]],
                      list[ClaimVerdict]]

# The built-in claim types, one entry per extractor in the order the extractors run (a claim type module may
# hold several, and an entry may add no extractor); each type's declaration, verifier and payloads are read from
# its entries. The structured readers (tables, row lists, axes) come first, so prose readers do not re-read their
# numbers; series prose before the heatmap prose readers. Adding a claim type is its module and one entry here.
BUILTIN_TYPES: tuple[TypeEntry, ...] = (
    grid_points.ENTRY,  # "| (1.2, 1.3) | ~0.9 |" under "(τ₁, τ₂)", "at τ₁ = 0.6, τ₂ = 1.0 ... about 0.9": a heatmap's point
    value.TABLES,  # markdown tables, CSV, JSON (values, ticks, ranges, labels)
    heatmap_lists.ENTRY,  # "The diagonal starts at 0.45, 0.29", "Row 0: -4.81, -6.57 (columns 1-2)": before the row lists
    value.ROW_LISTS,
    ticks.AXES,  # axis ticks and ranges
    ticks_bullets.ENTRY,  # '**Y-axis:** "Density", 0.00 to 0.35, ticks every 0.05': bare spans and tick steps
    xy_point_pairs.ENTRY,  # "* Teal: T ≈ 1.3, |β| ≈ 0.62": a marker of the series named, at (x, y)
    xy_point_tuples.ENTRY,  # "UT at about (−0.007, 98.2)": a marker of the panel's one series of markers, at (x, y)
    count_totals.ENTRY,  # "In total about 119 participants": the sum of the bars of a "Number of participants" axis
    marker_count.ENTRY,  # "passes through eight data points": the markers of a panel's one marker series
    bin_extremes.ENTRY,  # "the mode in the 0.6-0.67 bin": a histogram's extreme at a bin given by its edges
    extremum_error.ENTRY,  # "the point at -94 K has the largest error bar": judged on the recorded errors
    marker_set_trend.ENTRY,  # "|α| of the stars decreases with mass": every series drawn with that marker
    curve_readings.ENTRY,  # "the density curve peaks at about 16 near 0.61": the curve drawn over the data, not its bars
    curve_through.ENTRY,  # "the fit passes through essentially all data points": the curve against the markers
    line_prose.ENTRY,  # line and bar chart prose, every kind
    xy_every_extreme.ENTRY,  # "the maximum of both data sets is at V/J = -0.5": each series of the panel of two
    xy_extreme.PLACES,  # "highest at N = 8": the x is a place, not the value (before the general extremum reader)
    clause_readings.ENTRY,  # "the minimum ε_fit ≈ 0.84 sits at V/J = 0": a series' extreme, its value before its place
    extremum.ENTRY,
    value.CELLS,
    # after the readers above, on what they left (no number read twice):
    category_bullets.ENTRY,  # "* fact: ~0.038" under "**Right panel:**": a bar the series prose leaves (another panel's)
    xy_reading.ENTRY,  # "* V/J ≈ -1.5: ~1.85" under a series scope: the series' value at that x
    xy_reading_series.ENTRY,  # "- K = 0.80: particle ≈ 0.050, spatial ≈ 0.052": each series named, at that x
    xy_shared_value.ENTRY,  # "* Topics 1, 4 and 6 are around 0.01": the series' value at each x listed
    xy_interval.ENTRY,  # "* r = 0–12 Å: ~0.000" under a series scope: the value the series holds over that x interval
    xy_extreme.ENTRY,  # "reaches its maximum of ~2.73 at V/J ≈ -1.95": the series' extreme and where
    xy_chart_extreme.ENTRY,  # "The longest time in the chart is 64 procs at z = 2.0 (~83 s)": the panel's extreme, placed
    trend_phases.ENTRY,  # "flat to q ≈ 0.35, then decreasing to ~0.0075 at q ≈ 0.63": the last phase, to the series' end
    xy_order.ENTRY,  # '"A" is always above "B"', "B is the lowest everywhere": series order over the whole x range
    magnitude.ENTRY,  # "roughly doubles from 2001 to 2008", "drops by two orders of magnitude from R = 4 to 12": a ratio
    magnitude_pairs.ENTRY,  # "roughly 16 times lower than LRT there": one series against another at the same x
    magnitude_stated.ENTRY,  # "roughly doubles from (b) (~0.12) to (c) (~0.25)": the factor against its two readings
    label.ENTRY,
    legend_items.ENTRY,  # "1. ROLR: crimson solid line", "| Legend | sockperf (light orange), ... |": one entry a line
    drawn_lines.ENTRY,  # "a grey dashed horizontal line marks ρ = 0.25": a straight line the record may hold
    prose_looks.ENTRY,  # "α = s (blue) and α = p (red)": series named with their colours in a sentence, swapped
    drawn_looks.ENTRY,  # "a black dashed line shows the total": a line of a look no series of a complete record has
    count.ENTRY,
    series_count.ENTRY,  # "a line chart with three series": more series than any panel plots
    range_type.ENTRY,  # no extractor of its own (read by the axes and tables)
    trend.ENTRY,
    comparison.ENTRY,
    non_finite.ENTRY,
    degenerate.ENTRY,
    derived.ENTRY,
    entity.ENTRY,  # names the figure lacks (label) and rankings of named categories (extremum)
    ordinal.ENTRY,  # "the second-highest level, 8.0 in 2018" on one series over time
    ungrounded.ENTRY,
    printed_text.ENTRY,  # "As labelled in the figure, the lines mark ...": words the figure does not print
    quoted_text.ENTRY,  # '"T = 0.5 K" printed beneath it': a quoted text like none the figure prints
    outside_source.ENTRY,  # "the simulator of the paper", "Ref. [12]", "Roeder (1990)": what only the source can tell
    outside_facts.ENTRY,  # "timings measured on an Intel Core i7", "as expected for a Luttinger liquid": named, unprinted
    unplotted_series.ENTRY,  # a sentence naming a series the chart does not plot (out of the chart)
    place_readings.ENTRY,  # last, on the numbers no reader took: "at V/J = -0.4 it is near 0.0047", any wording
    course_ends.ENTRY,  # "rises from ~0.004 to ~0.033": a course said with no place, read at the series' two ends
)


def builtin_claim_types(entries: Sequence[TypeEntry] = BUILTIN_TYPES) -> tuple[ClaimType, ...]:
    """The claim types ``entries`` declare, in ``BUILTIN_KINDS`` order (those it does not name after them), each
    with the payload classes the other entries read under its kind added to its own."""
    declared = {e.declares.name: e.declares for e in entries if e.declares is not None}
    added: dict[str, list[type]] = {}
    for entry in entries:
        for kind, cls, _ in entry.payloads:
            added.setdefault(kind, []).append(cls)
    order = [k for k in BUILTIN_KINDS if k in declared] + [k for k in declared if k not in BUILTIN_KINDS]
    out = []
    for name in order:
        spec = declared[name]
        own = spec.payload if isinstance(spec.payload, tuple) else (spec.payload,)
        out.append(replace(spec, payload=own + tuple(added.get(name, ()))))
    return tuple(out)


def register_types(entries: Sequence[TypeEntry] = BUILTIN_TYPES) -> None:
    """Register the claim types ``entries`` declare (``builtin_claim_types``), those not registered yet, and again
    those whose payloads an entry added since: what scoring counts and tallies is read from this registry."""
    for spec in builtin_claim_types(entries):
        held = CLAIM_TYPES.get(spec.name)
        if held is not None and held.payload != spec.payload and held.name in _DECLARED:
            unregister_claim_type(spec.name)
            held = None
        if held is None:
            add_claim_type(spec)
            _DECLARED.add(spec.name)


_DECLARED: set[str] = set()  # the claim types an entry declared (not those registered otherwise)


def _extractors(entries: Sequence[TypeEntry]) -> tuple[Extractor, ...]:
    return tuple(e.extractor for e in entries if e.extractor is not None)


def _verifiers(entries: Sequence[TypeEntry]) -> dict[str, Verifier]:
    return {e.declares.name: e.verifier for e in entries if e.declares is not None and e.verifier is not None}


def _payload_verifiers(entries: Sequence[TypeEntry]) -> dict[type, Verifier]:
    return {cls: fn for e in entries for _, cls, fn in e.payloads}


# The built-in extractors in the order they run, and the verifiers: one per built-in claim kind
# (``Claim.verifier`` names another, for extensions), and those of the payload classes checked otherwise than by
# their kind's verifier (line and bar prose against the figure's series; rankings, names the figure lacks...).
BUILTIN_EXTRACTORS: tuple[Extractor, ...] = _extractors(BUILTIN_TYPES)
BUILTIN_VERIFIERS: Mapping[str, Verifier] = MappingProxyType(_verifiers(BUILTIN_TYPES))
PAYLOAD_VERIFIERS: Mapping[type, Verifier] = MappingProxyType(_payload_verifiers(BUILTIN_TYPES))
register_types(BUILTIN_TYPES)

# Checks over a whole description's verdicts, after every claim is verified, in order (each sees the verdicts
# the one before it returned).
CROSS_CHECKS: tuple[CrossCheck, ...] = (
    mark_inverted_extremes,  # nonsense across claims: a stated maximum below a stated minimum
    non_finite.mark_non_finite_extremes,  # "the highest value is 1e309": the extremum's value is wrong
    unplotted_series.mark_out_of_chart,  # a clause about a series the chart does not plot
    mark_axis_ranges,  # "the y-axis runs from 0 to 50": a claim about the axis, not the data
    mark_second_axes,  # "**Right y-axis:** from 0.44 to 1.02": judged on the second axis, not the main one
    mark_unread_parts,  # "a density curve over the bars, peaking near 70": a part the record leaves unread
    mark_binned_ranges,  # "the velocities range from 9 to 34" on a histogram: along its bins, not the heights
    mark_swapped_readings,  # "particle ≈ 0.030, spatial ≈ 0.032" where the record holds them the other way round
    mark_panel_kinds,  # "the 0-9 curve peaks at 620" read on a heatmap's '0-9' row beside the curves: another kind
)


_SPAN = attrgetter("start", "end")  # a claim's (start, end), the order claims are handed on in

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
    # an extractor that declares cues is handed only the sentences holding one (False: every extractor reads
    # every sentence; the speed-gate tests compare the two)
    gates: bool = True

    def extract(self, text: str, figure: Figure) -> tuple[list[Claim], Document]:
        """Every claim of ``text`` in text order, and the document it was read from."""
        doc = build_document(text, figure, lexicon_for(figure))
        claims: list[Claim] = []
        for extractor in self.extractors:
            cues = getattr(extractor, "cues", None) if self.gates else None  # claims.cues.declare_cues
            if cues:
                doc.gated = sentences_holding(doc, cues)
                if not doc.gated:
                    doc.gated = None
                    continue  # no sentence holds a word every claim of this extractor needs
            try:
                for claim in extractor(doc):
                    claims.append(claim)
                    if len(claims) >= MAX_CLAIMS:
                        doc.truncated = True
                        break
            finally:
                doc.gated = None
            if doc.truncated and len(claims) >= MAX_CLAIMS:
                break
        if doc.structured:
            # A table, CSV or JSON block is read cell by cell by the table extractor only; prose readers would
            # misread its rows ("| 0 | 34.7 |" is not "0 ... 34.7" in a sentence).
            claims = _outside_blocks(doc, claims)
        # the chart kind's spec says which built-in claim types its descriptions can make; a type added since
        # (registered or a plugin) applies to every kind, its extractor deciding from ``doc.figure``
        allowed = chart_kind(figure.kind).claim_types
        claims = [c for c in claims if c.kind in allowed or c.kind not in BUILTIN_KINDS]
        claims.sort(key=_SPAN)  # (start, end): read in C
        leave_panel_open(doc, claims)
        mark_stretch_extremes(doc, claims)
        place_by_kind(figure, text, claims)
        return claims, doc

    def cross_check(self, ctx: VerifyContext, claims: Sequence[Claim], verdicts: Sequence[ClaimVerdict],
                    spans: Sequence[tuple[int, int]]) -> list[ClaimVerdict]:
        """The verdicts after every cross-check and the evidence-chain gate (``claims.certain_chain``), in order;
        ``verdicts`` and its records are left as they are."""
        out = list(verdicts)
        for check in self.cross_checks:
            out = check(ctx, claims, out, spans)
        return certain_verdicts(ctx, claims, out)  # last: a contradiction stands only through certain links

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
            outcome = fn(claim, ctx)
        except (ValueError, ArithmeticError, KeyError, IndexError, TypeError) as e:
            # A claim the rules cannot handle is reported, never allowed to stop the scoring of the rest.
            return unverifiable(f"could not be checked ({type(e).__name__})")
        return value_certainty.gate(claim, outcome, ctx)


def _outside_blocks(doc: Document, claims: list[Claim]) -> list[Claim]:
    """``claims`` less those a prose reader found inside a table, CSV or JSON block (``doc.structured``)."""
    inside = _structured_mask(doc)
    n = len(inside)
    return [c for c in claims if c.source in STRUCTURED_SOURCES or not (0 <= c.start < n and inside[c.start])]


def _structured_mask(doc: Document) -> bytearray:
    """One byte per character of ``doc.text`` (and one past its end): 1 inside a structured block
    (``doc.structured``, spans ``[start, end)``), so a claim's start is tested in one look-up, not against every
    span (each row list adds one)."""
    mask = bytearray(max([len(doc.text), *(e for _, e in doc.structured)]) + 1)
    for s, e in doc.structured:
        s = max(0, s)
        if e > s:
            mask[s:e] = b"\x01" * (e - s)
    return mask


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
    """The pipeline of ``BUILTIN_TYPES`` (read when called), the plugins' claim types and those registered in this
    process, in that order (an added extractor runs at the end, or ``before`` the extractor it names)."""
    entries = BUILTIN_TYPES
    register_types(entries)
    load_plugins()
    extractors = list(_extractors(entries))
    verifiers = _verifiers(entries)
    for spec in CLAIM_TYPES.values():
        if spec.extractor is not None and spec.extractor not in extractors:
            at = extractors.index(spec.before) if spec.before in extractors else len(extractors)
            extractors.insert(at, spec.extractor)
        if spec.verifier is not None:
            verifiers[spec.name] = spec.verifier
    verifiers.update(VERIFIERS)
    return Pipeline(tuple(extractors), verifiers, payload_verifiers=MappingProxyType(_payload_verifiers(entries)))


def pipeline_of(entries: Sequence[TypeEntry], cross_checks: tuple[CrossCheck, ...] = CROSS_CHECKS) -> Pipeline:
    """A pipeline of these built-in entries alone (no plugin, nothing registered since): the claims of a few types
    scored the ordinary way (``vlmeval agree --series-only``: the line/bar prose entry)."""
    register_types(BUILTIN_TYPES)
    return Pipeline(_extractors(entries), _verifiers(entries), cross_checks,
                    MappingProxyType(_payload_verifiers(entries)))


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


__all__ = ["Pipeline", "BUILTIN_TYPES", "builtin_claim_types", "register_types", "BUILTIN_EXTRACTORS", "BUILTIN_VERIFIERS", "PAYLOAD_VERIFIERS", "CROSS_CHECKS", "build_pipeline",
           "pipeline_of", "default_pipeline", "load_plugins", "extract", "extract_claims", "verify_claim"]
