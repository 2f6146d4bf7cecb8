"""The payload of the one claim type whose code is not in ``vlmeval.claims.types`` yet (value): what its claims
carry in ``Claim.payload`` (frozen, slotted). Its entry module ``vlmeval.claims.types.value`` declares it;
``vlmeval.claimtypes`` re-exports it for its readers. It moves into the type's module with its code; the
line/bar prose payloads are ``vlmeval.prose_payloads``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ValuePayload:
    """A number at a place (``Claim.panel/row/column``); ``decimals`` is its printed precision."""
    stated: float
    decimals: int | None = None
