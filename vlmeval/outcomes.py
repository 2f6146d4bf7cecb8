"""What checking one claim gives: its verdict, error type and reason (``Outcome``), on the lowest floor.

The claim-type registry (``vlmeval.claimtypes``), the verifiers (``vlmeval.verify``) and the scorecard records
(``vlmeval.records``) all name these; keeping them here, importing nothing of the package, is what keeps those three
out of an import circle.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, get_args

if TYPE_CHECKING:
    from vlmeval.groundtruth.schema import Key

Verdict = Literal["supported", "contradicted", "unverifiable"]
ErrorType = Literal["value", "location", "label", "trend", "magnitude", "hallucination", "nonsense"]
VERDICTS: tuple[str, ...] = get_args(Verdict)
ERROR_TYPES: tuple[str, ...] = get_args(ErrorType)


@dataclass(slots=True)
class Outcome:
    verdict: Verdict
    error_type: ErrorType | None = None
    expected: Any = None
    reason: str | None = None
    panel: str | None = None
    row: Key | None = None
    column: Key | None = None


def supported(expected: Any = None, reason: str | None = None, **where) -> Outcome:
    return Outcome("supported", None, expected, reason, **where)


def contradicted(error_type: ErrorType, expected: Any = None, reason: str | None = None, **where) -> Outcome:
    return Outcome("contradicted", error_type, expected, reason, **where)


def unverifiable(reason: str, **where) -> Outcome:
    return Outcome("unverifiable", None, None, reason, **where)
