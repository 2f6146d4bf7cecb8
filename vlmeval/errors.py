"""Errors shared across packages (the registries: claim types, verifiers, chart kinds; the scoring engines),
kept below all of them."""

from __future__ import annotations


class RegistryError(ValueError):
    """A registration that would overwrite an existing one (a name registered twice)."""


class EngineUnavailable(RuntimeError):
    """A scoring engine's packages are not installed, or its cluster cannot be reached; the message says how
    to fix it (re-exported by ``vlmeval.engine``)."""
