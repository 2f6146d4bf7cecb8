"""Errors shared by the registries (claim types, verifiers, chart kinds), kept below all of them."""

from __future__ import annotations


class RegistryError(ValueError):
    """A registration that would overwrite an existing one (a name registered twice)."""
