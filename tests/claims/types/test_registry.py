"""The ordered tuple ``claims.pipeline.BUILTIN_TYPES`` is the one list of the built-in claim types: every type
module's entries are in it, the kinds it declares are the names scorecards are read with
(``claimtypes.BUILTIN_KINDS``, known without loading claims/), and the registry, the extractors and the verifiers
are read from it."""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass

import vlmeval.claims.types as types_package
from vlmeval.claims import pipeline
from vlmeval.claimtypes import BUILTIN_KINDS, CLAIM_TYPES, ClaimType, TypeEntry, payload_classes
from vlmeval.verify import unverifiable


def _type_modules():
    return [importlib.import_module(f"vlmeval.claims.types.{m.name}") for m in pkgutil.iter_modules(types_package.__path__)]


def test_every_entry_a_type_module_defines_is_in_the_tuple():
    defined = [(module.__name__, name) for module in _type_modules() for name, value in vars(module).items()
               if isinstance(value, TypeEntry) and value not in pipeline.BUILTIN_TYPES]
    assert defined == []
    assert len(pipeline.BUILTIN_TYPES) == len(set(map(id, pipeline.BUILTIN_TYPES)))  # each entry once


def test_the_kinds_the_tuple_declares_are_the_kinds_scorecards_are_read_with():
    declared = [spec.name for spec in pipeline.builtin_claim_types()]
    assert declared == list(BUILTIN_KINDS), "declare the kind in claimtypes.BUILTIN_KINDS too"
    for spec in pipeline.builtin_claim_types():
        held = CLAIM_TYPES[spec.name]
        assert (held.payload, held.metrics, held.counted_as) == (spec.payload, spec.metrics, spec.counted_as)


def test_extractors_and_verifiers_are_read_from_the_tuple():
    assert pipeline.BUILTIN_EXTRACTORS == tuple(e.extractor for e in pipeline.BUILTIN_TYPES if e.extractor)
    assert set(pipeline.BUILTIN_VERIFIERS) == set(BUILTIN_KINDS)
    for entry in pipeline.BUILTIN_TYPES:
        for kind, cls, fn in entry.payloads:
            assert pipeline.PAYLOAD_VERIFIERS[cls] is fn and cls in payload_classes(kind)


@dataclass(frozen=True, slots=True)
class Footnote:
    text: str


def _no_footnotes(claim, ctx):
    return unverifiable("footnotes are not checked")


def test_an_entry_adding_a_payload_to_a_declared_kind_registers_it_there():
    extra = TypeEntry(None, payloads=(("label", Footnote, _no_footnotes),))
    try:
        pipeline.register_types((*pipeline.BUILTIN_TYPES, extra))
        assert Footnote in payload_classes("label")
    finally:
        pipeline.register_types(pipeline.BUILTIN_TYPES)
    assert Footnote not in payload_classes("label")


def test_a_kind_no_entry_of_the_builtins_declares_comes_after_them():
    new = TypeEntry(None, ClaimType("footnote", Footnote, (), "a footnote"), _no_footnotes)
    names = [t.name for t in pipeline.builtin_claim_types((new, *pipeline.BUILTIN_TYPES))]
    assert names == [*BUILTIN_KINDS, "footnote"]
