"""The claim-type registry: every kind of claim the scorer knows, as one registered unit.

A claim type is its **name** (``Claim.kind`` and ``ClaimVerdict.kind``), the **metrics** its checkable claims
count toward, its **verifier** (found by ``claim.verifier``, else the payload's class, else ``claim.kind``), its
**extractor** (run by the pipeline, ``vlmeval.claims.pipeline``) and its declared **payload**: a frozen, slotted
dataclass saying what a claim of this type carries (``Claim.payload``).

A built-in claim type is one module under ``vlmeval.claims.types`` (payload, cue words, extractor, verifier,
metric) exporting ``TypeEntry`` records, and one entry per extractor in the ordered tuple
``vlmeval.claims.pipeline.BUILTIN_TYPES``, which registers the types its entries declare; docs/architecture.md
walks through adding one. Your own code adds one with one call (a plugin: an entry point naming a ``ClaimType``)::

    register_claim_type("layout", payload=Layout, metrics=("label_accuracy",), extractor=find_layouts,
                        verifier=check_layout, doc="how the panels are arranged")

``tests/claims/types/test_plugin.py`` does both and scores texts end to end.

Metrics: every checkable claim (supported or contradicted) counts toward ``hallucination_rate`` and
``overall``; ``metrics`` adds the per-type ratios it feeds (``COUNTED_METRICS``): ``value_precision``,
``trend_accuracy``, ``label_accuracy`` (supported / checkable claims of every type counting toward it) and
``value_recall`` (the distinct cells its supported claims state correctly). The definitions are in
``vlmeval.scoring.scorecard`` and docs/scoring.md; scoring reads which types feed which from this registry.

Names are unique: registering a name twice raises ``RegistryError`` (``unregister_claim_type`` first to
replace one). This module imports nothing heavy: ``vlmeval.records`` validates ``ClaimVerdict.kind`` against it.
A kind that ``vlmeval score`` writes must be known wherever scorecards are read (the leaderboard, compare and
the report read them without the claim types' modules), so the names of the kinds vlmeval ships are
``BUILTIN_KINDS`` below. A kind registered by your own code is known in the processes that register it; a
plugin's kind (an entry point of group ``vlmeval.claim_types`` naming a ``ClaimType``) is loaded by the pipeline
in every process that scores, and its name is accepted wherever the plugin is installed.

Every claim carries an instance of one of its type's payload classes in ``Claim.payload``
(``tests/claims/test_payloads.py``). A type may have more than one (``payload=(A, B)``; an entry's ``payloads``
add theirs): a claim read from the prose of a line or bar chart carries its kind's line/bar prose payload
(a class of its claim type's ``claims.types.*_line`` module, checked there).
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any, Callable

from vlmeval.errors import RegistryError

if TYPE_CHECKING:  # types only: the registry must stay importable without the extraction and verification stacks
    from vlmeval.claims import Claim, Document
    from vlmeval.outcomes import Outcome
    from vlmeval.verify import VerifyContext

    Extractor = Callable[[Document], Any]
    Verifier = Callable[[Claim, VerifyContext], Outcome]

COUNTED_METRICS: tuple[str, ...] = ("value_precision", "value_recall", "trend_accuracy", "label_accuracy")
CELL_METRIC = "value_recall"  # the distinct known cells stated correctly; every other one is a ratio of claims
# The counts each ratio writes beside it, in this order: its claims, its checkable claims, its supported claims.
METRIC_COUNTS: dict[str, tuple[str, ...]] = {
    "value_precision": ("value_claims", "value_checkable", "value_supported"),
    "trend_accuracy": ("trend_claims",),
    "label_accuracy": ("label_claims",),
}


@dataclass(frozen=True, slots=True)
class ClaimType:
    """One claim type (see the module docstring). ``extractor`` and ``verifier`` are set for a type added by
    your code or a plugin; the built-in types' parts are listed in ``vlmeval.claims.pipeline``."""

    name: str
    payload: type | tuple[type, ...]  # the payload class its claims carry (or the classes, one per reading)
    metrics: tuple[str, ...] = ()
    doc: str = ""
    extractor: Extractor | None = None
    verifier: Verifier | None = None
    before: Extractor | None = None  # the extractor this type's extractor runs before (default: at the end)
    counted_as: str = ""  # a count (``counts[counted_as]``) of this type's contradicted claims, as ``ungrounded``


PLUGIN_GROUP = "vlmeval.claim_types"  # entry points naming a ClaimType (loaded by vlmeval.claims.pipeline)
CLAIM_TYPES: dict[str, ClaimType] = {}
VERIFIERS: dict[str, Verifier] = {}  # verifier names added with register_verifier -> verifier
_KINDS_FOR_METRIC: dict[str, frozenset[str]] = {}  # metric -> the claim types counting toward it (kept in step)
_GENERATION = [0]  # bumped on every change, so vlmeval.claims.pipeline knows when to build again


def registry_generation() -> int:
    """A number that changes whenever a claim type or verifier is registered or removed."""
    return _GENERATION[0]


def register_claim_type(name: str, *, payload: type | tuple[type, ...], metrics: tuple[str, ...] | list[str] = (),
                        verifier: Verifier | None = None, extractor: Extractor | None = None,
                        before: Extractor | None = None, doc: str = "", counted_as: str = "") -> ClaimType:
    """Register the claim type ``name``: its payload dataclass, the metrics it counts toward and, optionally,
    its verifier (found by ``claim.verifier or claim.kind``) and extractor (run by ``vlmeval.claims.pipeline`` after
    the built-in ones, or ``before`` another extractor).

    Everything is checked before anything is registered, so a refused call leaves the registries as they were.
    Raises ``RegistryError`` when ``name`` (or a verifier of that name) is already registered, ``TypeError``
    when ``payload`` (or one of a tuple of them) is not a frozen slotted dataclass, ``ValueError`` for a metric not in ``COUNTED_METRICS``.
    """
    return add_claim_type(ClaimType(name, payload, tuple(metrics), doc, extractor, verifier, before, counted_as))


def add_claim_type(spec: ClaimType) -> ClaimType:
    """Register ``spec`` (checked as ``register_claim_type`` checks); returns it."""
    name = spec.name
    if not isinstance(name, str) or not name.isidentifier():
        raise ValueError(f"claim type name {name!r} is not a plain identifier (fix: use letters, digits and _)")
    if name in CLAIM_TYPES:
        raise RegistryError(f"claim type {name!r} is already registered "
                            f"(fix: choose another name, or unregister_claim_type({name!r}) first)")
    _check_payload(name, spec.payload)
    unknown = [m for m in spec.metrics if m not in COUNTED_METRICS]
    if unknown:
        raise ValueError(f"claim type {name!r}: unknown metric(s) {unknown} (fix: use some of {list(COUNTED_METRICS)}; "
                         "every checkable claim counts toward hallucination_rate and overall anyway)")
    if spec.verifier is not None and _verifier_taken(name):
        raise RegistryError(f"a verifier named {name!r} is already registered "
                            f"(fix: choose another claim type name, or unregister_verifier({name!r}) first)")
    CLAIM_TYPES[name] = spec
    _index_metrics()
    _GENERATION[0] += 1
    return spec


def unregister_claim_type(name: str, extractor: Extractor | None = None) -> None:
    """Remove a claim type with its extractor and verifier. Mostly for tests (``extractor`` is accepted for
    callers that name it; the type's own extractor goes with it)."""
    if CLAIM_TYPES.pop(name, None) is None:
        raise KeyError(f"claim type {name!r} is not registered")
    _index_metrics()
    _GENERATION[0] += 1


def register_verifier(name: str, fn: Verifier) -> Verifier:
    """Register ``fn`` as the verifier ``name`` (a ``Claim.verifier`` name for claims checked another way);
    the pipeline dispatches on ``claim.verifier or claim.kind``. Returns ``fn``.
    Raises ``RegistryError`` when ``name`` is taken: a verifier is never silently replaced."""
    if _verifier_taken(name):
        holder = VERIFIERS.get(name)
        by = f" ({_qualname(holder)})" if holder is not None else " (built in)"
        raise RegistryError(f"a verifier named {name!r} is already registered{by} "
                            f"(fix: choose another name, or unregister_verifier({name!r}) first)")
    VERIFIERS[name] = fn
    _GENERATION[0] += 1
    return fn


def unregister_verifier(name: str) -> Verifier:
    """Remove and return the verifier ``name`` (KeyError when there is none)."""
    fn = VERIFIERS.pop(name)
    _GENERATION[0] += 1
    return fn


def _verifier_taken(name: str) -> bool:
    spec = CLAIM_TYPES.get(name)
    return name in VERIFIERS or name in BUILTIN_VERIFIER_NAMES or (spec is not None and spec.verifier is not None)


def _qualname(fn: Any) -> str:
    return f"{getattr(fn, '__module__', '?')}.{getattr(fn, '__qualname__', repr(fn))}"


def claim_type(name: str) -> ClaimType:
    """The registered claim type ``name``; ``KeyError`` naming the known ones when there is none."""
    try:
        return CLAIM_TYPES[name]
    except KeyError:
        raise KeyError(f"unknown claim type {name!r}; registered: {', '.join(CLAIM_TYPES)}") from None


def payload_classes(name: str) -> tuple[type, ...]:
    """The payload classes the claims of type ``name`` may carry (one, or those its ``payload`` tuple names)."""
    payload = claim_type(name).payload
    return payload if isinstance(payload, tuple) else (payload,)


def kind_of_payload(cls: type) -> str:
    """The registered claim type whose declared payloads include ``cls`` (a line/bar prose payload is scored as the
    kind it is registered with); KeyError when none is."""
    if _PAYLOAD_KINDS[0] != _GENERATION[0]:
        _PAYLOAD_KINDS[1:] = [{c: t.name for t in CLAIM_TYPES.values() for c in payload_classes(t.name)}]
        _PAYLOAD_KINDS[0] = _GENERATION[0]
    try:
        return _PAYLOAD_KINDS[1][cls]
    except KeyError:
        raise KeyError(f"no registered claim type declares the payload {cls.__name__} "
                       "(fix: import vlmeval.claims.pipeline, which registers the built-in types)") from None


_PAYLOAD_KINDS: list = [-1, {}]  # [registry generation, payload class -> kind]


def kinds_counting_toward(metric: str) -> frozenset[str]:
    """The claim types whose checkable claims count toward ``metric`` (one of ``COUNTED_METRICS``)."""
    return _KINDS_FOR_METRIC[metric]


def contradiction_counts() -> dict[str, str]:
    """Claim type -> the count of its contradicted claims, for the types that name one (``counted_as``)."""
    return {t.name: t.counted_as for t in CLAIM_TYPES.values() if t.counted_as}


def check_kind(kind: str) -> str:
    """``kind`` when it is a registered claim type (the validator of ``ClaimVerdict.kind``), else ValueError."""
    if kind in CLAIM_TYPES or kind in BUILTIN_KINDS or kind in _plugin_names():
        return kind
    raise ValueError(f"unknown claim kind {kind!r}; registered: {', '.join(dict.fromkeys([*BUILTIN_KINDS, *CLAIM_TYPES]))} "
                     "(fix: register it with vlmeval.claimtypes.register_claim_type)")


def _plugin_names() -> frozenset[str]:
    """The claim types installed plugins declare (entry point names: metadata only, nothing is imported), so a
    scorecard holding one reads where the plugin is installed."""
    if not _PLUGIN_NAMES:
        _PLUGIN_NAMES.append(frozenset(point.name for point in entry_points(group=PLUGIN_GROUP)))
    return _PLUGIN_NAMES[0]


_PLUGIN_NAMES: list[frozenset[str]] = []


def _check_payload(name: str, payload: Any) -> None:
    for cls in payload if isinstance(payload, tuple) and payload else (payload,):
        params = getattr(cls, "__dataclass_params__", None)
        if not (isinstance(cls, type) and params is not None and params.frozen and "__slots__" in vars(cls)):
            raise TypeError(f"claim type {name!r}: payload {cls!r} must be a frozen slotted dataclass "
                            "(fix: decorate it with @dataclass(frozen=True, slots=True))")


def _index_metrics() -> None:
    _KINDS_FOR_METRIC.clear()
    for metric in COUNTED_METRICS:
        _KINDS_FOR_METRIC[metric] = frozenset(t.name for t in CLAIM_TYPES.values() if metric in t.metrics)


# ---------------------------------------------------------------- the built-in claim types
# Their names, in this order: what ``vlmeval score`` may write in ``ClaimVerdict.kind``, known wherever scorecards
# are read (``check_kind``) without loading claims/. What each type is (its payloads, metrics, cue words,
# extractors and verifier) is its module under ``vlmeval.claims.types``; the ordered tuple
# ``vlmeval.claims.pipeline.BUILTIN_TYPES`` registers them (``tests/claims/types/test_registry.py`` checks that the
# two name the same kinds).
BUILTIN_KINDS: tuple[str, ...] = ("value", "label", "ticks", "range", "count", "extremum", "trend", "comparison",
                                  "non_finite", "derived", "ungrounded", "degenerate")
# verifier names the built-in pipeline holds (vlmeval.claims.pipeline.BUILTIN_VERIFIERS): every built-in kind
BUILTIN_VERIFIER_NAMES: frozenset[str] = frozenset(BUILTIN_KINDS)


@dataclass(frozen=True, slots=True)
class TypeEntry:
    """One entry of the pipeline's ordered tuple (``vlmeval.claims.pipeline.BUILTIN_TYPES``): a claim type module's
    part of the pipeline, at its place in the order.

    ``extractor`` runs at this place (None: the entry adds no extractor); ``declares`` is the claim type the
    entry registers (its name, payloads, metrics; registered in ``BUILTIN_KINDS`` order) and ``verifier`` that
    type's verifier. ``payloads`` are (kind, payload class, verifier) for the claims an entry reads under a kind
    declared elsewhere ("the second-highest value" is an ``extremum`` carrying an ``OrdinalPayload``): the class
    is added to that kind's payloads and its claims are checked by that verifier."""

    extractor: Extractor | None = None
    declares: ClaimType | None = None
    verifier: Verifier | None = None
    payloads: tuple[tuple[str, type, Verifier], ...] = ()

__all__ = ["ClaimType", "TypeEntry", "CLAIM_TYPES", "COUNTED_METRICS", "RegistryError", "register_claim_type", "add_claim_type",
           "PLUGIN_GROUP", "BUILTIN_VERIFIER_NAMES", "registry_generation",
           "unregister_claim_type", "VERIFIERS", "register_verifier", "unregister_verifier", "claim_type", "payload_classes", "kinds_counting_toward", "check_kind", "BUILTIN_KINDS",
           "CELL_METRIC", "METRIC_COUNTS", "contradiction_counts", "kind_of_payload"]
