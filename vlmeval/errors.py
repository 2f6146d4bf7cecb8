"""Errors shared across packages (the registries: claim types, verifiers, chart kinds, models; the scoring
engines), kept below all of them."""

from __future__ import annotations


class RegistryError(ValueError):
    """A registration that would overwrite an existing one (a name registered twice), or a model registry file or
    ``--model`` choice that cannot be used (``vlmeval.run.models.registry``); the message names the place and the fix."""


class EngineUnavailable(RuntimeError):
    """A scoring engine's packages are not installed, or its cluster cannot be reached; the message says how
    to fix it (re-exported by ``vlmeval.scoring.engine``)."""
