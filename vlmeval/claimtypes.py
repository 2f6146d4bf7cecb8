"""The claim-type registry: every kind of claim the scorer knows, as one registered unit.

A claim type is its **name** (``Claim.kind`` and ``ClaimVerdict.kind``), the **metrics** its checkable claims
count toward, its **verifier** (``vlmeval.verify.VERIFIERS[name]``), its **extractor** (an entry of
``vlmeval.claims.EXTRACTORS``) and its declared **payload**: a frozen, slotted dataclass saying what a claim of
this type carries (``Claim.payload``). Adding a claim type is one module and one call::

    @dataclass(frozen=True, slots=True)
    class Unit:
        unit: str

    def find_units(doc):                    # Document -> Iterable[Claim]
        ...  yield Claim("unit", start, end, stated="%", payload=Unit("%"))

    def check_unit(claim, ctx):             # (Claim, VerifyContext) -> Outcome
        return supported() if ... else contradicted("label", ...)

    register_claim_type("unit", payload=Unit, metrics=("label_accuracy",), extractor=find_units,
                        verifier=check_unit, doc="a unit the axis is said to be in")

``tests/claims/test_claim_type_registry.py`` does exactly this and scores a text end to end.

Metrics: every checkable claim (supported or contradicted) counts toward ``hallucination_rate`` and
``overall``; ``metrics`` adds the per-type ratios it feeds (``COUNTED_METRICS``): ``value_precision``,
``trend_accuracy``, ``label_accuracy`` (supported / checkable claims of every type counting toward it) and
``value_recall`` (the distinct cells its supported claims state correctly). The definitions are in
``vlmeval.scoring`` and docs/scoring.md.

Names are unique: registering a name twice raises ``RegistryError`` (``unregister_claim_type`` first to
replace one). This module imports nothing heavy: ``vlmeval.records`` validates ``ClaimVerdict.kind`` against it.
A kind that ``vlmeval score`` writes must be known wherever scorecards are read (the leaderboard, compare and
the report read them without loading the scoring stack), so the kinds vlmeval ships are declared at the end of
this module, and their modules wire in the extractor and verifier (``vlmeval.verify.non_finite`` is one;
``vlmeval.verify.derived_quantities``, ``.ungrounded`` and ``.degenerate`` are others). A kind
registered by your own code is known in the processes that import that code.

The built-in types declare the payload their extractors currently carry in ``Claim.stated`` and ``Claim.detail``
(a dict); moving those extractors onto ``Claim.payload`` is the migration docs/architecture.md describes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Literal

from vlmeval.errors import RegistryError

if TYPE_CHECKING:  # types only: the registry must stay importable without the extraction and verification stacks
    from vlmeval.claims import Claim, Document
    from vlmeval.verify import Outcome, VerifyContext

    Extractor = Callable[[Document], Any]
    Verifier = Callable[[Claim, VerifyContext], Outcome]

COUNTED_METRICS: tuple[str, ...] = ("value_precision", "value_recall", "trend_accuracy", "label_accuracy")


@dataclass(frozen=True, slots=True)
class ClaimType:
    """One registered claim type (see the module docstring)."""

    name: str
    payload: type
    metrics: tuple[str, ...] = ()
    doc: str = ""


CLAIM_TYPES: dict[str, ClaimType] = {}
VERIFIERS: dict[str, Verifier] = {}  # verifier name (a claim kind or a ``Claim.verifier``) -> verifier
_KINDS_FOR_METRIC: dict[str, frozenset[str]] = {}  # metric -> the claim types counting toward it (kept in step)


def register_claim_type(name: str, *, payload: type, metrics: tuple[str, ...] | list[str] = (),
                        verifier: Verifier | None = None, extractor: Extractor | None = None,
                        before: Extractor | None = None, doc: str = "") -> ClaimType:
    """Register the claim type ``name``: its payload dataclass, the metrics it counts toward and, optionally,
    its verifier (registered as ``vlmeval.verify.VERIFIERS[name]``) and extractor (added to
    ``vlmeval.claims.EXTRACTORS``, at the end or ``before`` another extractor).

    Everything is checked before anything is registered, so a refused call leaves the registries as they were.
    Raises ``RegistryError`` when ``name`` (or a verifier of that name) is already registered, ``TypeError``
    when ``payload`` is not a frozen slotted dataclass, ``ValueError`` for a metric not in ``COUNTED_METRICS``.
    """
    if not isinstance(name, str) or not name.isidentifier():
        raise ValueError(f"claim type name {name!r} is not a plain identifier (fix: use letters, digits and _)")
    if name in CLAIM_TYPES:
        raise RegistryError(f"claim type {name!r} is already registered "
                            f"(fix: choose another name, or unregister_claim_type({name!r}) first)")
    _check_payload(name, payload)
    metrics = tuple(metrics)
    unknown = [m for m in metrics if m not in COUNTED_METRICS]
    if unknown:
        raise ValueError(f"claim type {name!r}: unknown metric(s) {unknown} (fix: use some of {list(COUNTED_METRICS)}; "
                         "every checkable claim counts toward hallucination_rate and overall anyway)")
    if verifier is not None and name in VERIFIERS:
        raise RegistryError(f"a verifier named {name!r} is already registered "
                            f"(fix: choose another claim type name, or unregister_verifier({name!r}) first)")
    registered = ClaimType(name, payload, metrics, doc)
    CLAIM_TYPES[name] = registered
    _index_metrics()
    if verifier is not None:
        register_verifier(name, verifier)
    if extractor is not None:
        from vlmeval.claims import register_extractor

        register_extractor(extractor, before=before)
    return registered


def unregister_claim_type(name: str, extractor: Extractor | None = None) -> None:
    """Remove a claim type, its verifier of the same name and (when given) its extractor. Mostly for tests."""
    if CLAIM_TYPES.pop(name, None) is None:
        raise KeyError(f"claim type {name!r} is not registered")
    _index_metrics()
    VERIFIERS.pop(name, None)
    if extractor is not None:
        from vlmeval.claims import EXTRACTORS

        if extractor in EXTRACTORS:
            EXTRACTORS.remove(extractor)


def register_verifier(name: str, fn: Verifier) -> Verifier:
    """Register ``fn`` as the verifier ``name`` (a claim kind, or a ``Claim.verifier`` name for a kind checked
    another way); ``vlmeval.verify`` dispatches on ``claim.verifier or claim.kind``. Returns ``fn``.
    Raises ``RegistryError`` when ``name`` is taken: a verifier is never silently replaced."""
    if name in VERIFIERS:
        raise RegistryError(f"a verifier named {name!r} is already registered ({_qualname(VERIFIERS[name])}) "
                            f"(fix: choose another name, or unregister_verifier({name!r}) first)")
    VERIFIERS[name] = fn
    return fn


def unregister_verifier(name: str) -> Verifier:
    """Remove and return the verifier ``name`` (KeyError when there is none)."""
    return VERIFIERS.pop(name)


def _qualname(fn: Any) -> str:
    return f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', repr(fn))}"


def claim_type(name: str) -> ClaimType:
    """The registered claim type ``name``; ``KeyError`` naming the known ones when there is none."""
    try:
        return CLAIM_TYPES[name]
    except KeyError:
        raise KeyError(f"unknown claim type {name!r}; registered: {', '.join(CLAIM_TYPES)}") from None


def kinds_counting_toward(metric: str) -> frozenset[str]:
    """The claim types whose checkable claims count toward ``metric`` (one of ``COUNTED_METRICS``)."""
    return _KINDS_FOR_METRIC[metric]


def check_kind(kind: str) -> str:
    """``kind`` when it is a registered claim type (the validator of ``ClaimVerdict.kind``), else ValueError."""
    if kind in CLAIM_TYPES:
        return kind
    raise ValueError(f"unknown claim kind {kind!r}; registered: {', '.join(CLAIM_TYPES)} "
                     "(fix: register it with vlmeval.claimtypes.register_claim_type)")


def _check_payload(name: str, payload: Any) -> None:
    params = getattr(payload, "__dataclass_params__", None)
    if not (isinstance(payload, type) and params is not None and params.frozen and "__slots__" in vars(payload)):
        raise TypeError(f"claim type {name!r}: payload {payload!r} must be a frozen slotted dataclass "
                        "(fix: decorate it with @dataclass(frozen=True, slots=True))")


def _index_metrics() -> None:
    _KINDS_FOR_METRIC.clear()
    for metric in COUNTED_METRICS:
        _KINDS_FOR_METRIC[metric] = frozenset(t.name for t in CLAIM_TYPES.values() if metric in t.metrics)


# ---------------------------------------------------------------- the built-in claim types
# Their payloads declare what the extractors carry today in ``Claim.stated`` / ``Claim.detail``; the built-in
# verifiers and extractors are installed by ``vlmeval.verify`` and ``vlmeval.claims`` (and the series-prose
# claims of line and bar figures go to the ``series`` verifier under these same kinds).

@dataclass(frozen=True, slots=True)
class ValuePayload:
    """A number at a place (``Claim.panel/row/column``); ``decimals`` is its printed precision."""
    stated: float
    decimals: int | None = None


@dataclass(frozen=True, slots=True)
class LabelPayload:
    """A name: a title or axis label as written (``stated``), or a name of the figure (``entity``, and whether
    it was matched exactly or as a ``typo``), or a pair of panels said to be compared (``pair``, ``known``)."""
    stated: str | None = None
    entity: str | None = None
    match: Literal["exact", "typo"] | None = None
    pair: tuple[str, str] | None = None
    known: bool = False


@dataclass(frozen=True, slots=True)
class TicksPayload:
    """The ticks of an axis (``Claim.target``) as listed, and the order they were read in."""
    stated: tuple[Any, ...]
    order: str | None = None


@dataclass(frozen=True, slots=True)
class RangePayload:
    """A (low, high) range of an axis, a colorbar or the values."""
    stated: tuple[float, float]


@dataclass(frozen=True, slots=True)
class CountPayload:
    """How many panels, rows, columns or series there are."""
    stated: int


@dataclass(frozen=True, slots=True)
class ExtremumPayload:
    """The highest or lowest value (``which``) over a ``scope`` (a panel, a row, all panels), with the
    cells the text places it at."""
    stated: float | None
    which: Literal["max", "min"] = "max"
    cells: tuple[tuple[Any, Any], ...] = ()
    scope: str = "panel"


@dataclass(frozen=True, slots=True)
class TrendPayload:
    """A direction (``stated``: up, down, flat, peak...) along rows or columns, maybe negated, maybe of one
    named series (``series``, ``key``)."""
    stated: str
    along: Literal["rows", "columns", "both"] = "both"
    negated: bool = False
    series: str | None = None
    key: Any = None


@dataclass(frozen=True, slots=True)
class ComparisonPayload:
    """``a`` against ``b`` (a ``pair``, over some ``columns``) or ``a`` ranked first (``rank``)."""
    stated: str
    type: Literal["pair", "rank"] = "pair"
    a: str | None = None
    b: str | None = None
    columns: tuple[Any, ...] = ()
    a_panels: tuple[str, ...] = ()
    b_panels: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class NonFinitePayload:
    """A value written as a number no figure shows (1e309, NaN, infinity, ∞), and what it reads as: ``inf``,
    ``-inf`` or ``nan`` (``vlmeval.verify.non_finite``)."""
    written: str
    reads_as: str


@dataclass(frozen=True, slots=True)
class DerivedQuantity:
    """The payload of a ``derived`` claim: what is computed (``op``), the number stated and how it is qualified,
    and the window: two years of the data (``years``) or two named categories (``categories``)."""

    op: str  # pct | pp | diff | multiple | times | cagr | mean | sum | steady | count
    stated: float | None  # None for "doubled" and the like (``word``)
    decimals: int = 0
    qualifier: str | None = None  # approx | over | under
    scale: str | None = None  # a scale word written after the number ("million")
    direction: int | None = None  # +1 a rise, -1 a fall, None not said
    word: str | None = None  # doubled | tripled | quadrupled | halved; steady | every (op steady)
    years: tuple[int, int] | None = None
    categories: tuple[Any, Any] | None = None
    threshold: float | None = None  # op count: the value the counted points are above or below (as written)
    percent: bool = False  # op count: the threshold was written with a % sign


@dataclass(frozen=True, slots=True)
class UngroundedStatement:
    """The payload of an ``ungrounded`` claim: its form, the words it states and the years a forecast names."""

    form: Literal["cause", "forecast", "benchmark", "series"]  # series: one the chart does not plot
    stated: str
    years: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Degenerate:
    """The payload of a ``degenerate`` claim: its form and the words repeated."""

    form: Literal["loop", "repeated item"]
    repeated: str
    times: int


for _name, _payload, _metrics, _doc in (
    ("value", ValuePayload, ("value_precision", "value_recall"), "a number stated at a place"),
    ("label", LabelPayload, ("label_accuracy",), "a title, axis label or name of the figure"),
    ("ticks", TicksPayload, (), "the tick labels of an axis"),
    ("range", RangePayload, (), "the range of an axis, a colorbar or the values"),
    ("count", CountPayload, (), "how many panels, rows, columns or series"),
    ("extremum", ExtremumPayload, (), "the highest or lowest value and where it is"),
    ("trend", TrendPayload, ("trend_accuracy",), "a direction of change along rows or columns"),
    ("comparison", ComparisonPayload, (), "one thing higher or lower than another, or ranked first"),
    ("non_finite", NonFinitePayload, ("value_precision",), "a value stated as 1e309, NaN, infinity or ∞: never right"),
    ("derived", DerivedQuantity, (), "a quantity computed from the data: a change, multiple, growth rate, average or sum"),
    ("ungrounded", UngroundedStatement, (), "a cause, forecast or benchmark the chart cannot show"),
    ("degenerate", Degenerate, (), "a sentence that loops or lists one name twice in a row: nonsense"),
):
    register_claim_type(_name, payload=_payload, metrics=_metrics, doc=_doc)
del _name, _payload, _metrics, _doc

BUILTIN_KINDS: tuple[str, ...] = tuple(CLAIM_TYPES)

__all__ = ["ClaimType", "CLAIM_TYPES", "COUNTED_METRICS", "RegistryError", "register_claim_type",
           "unregister_claim_type", "VERIFIERS", "register_verifier", "unregister_verifier", "claim_type", "kinds_counting_toward", "check_kind", "BUILTIN_KINDS"]
