"""Records written to disk by the pipeline stages after ground truth (see groundtruth/schema.py).

    descriptions.jsonl  one Description per line   (describe stage: model adapters, or recorded)
    scorecards.jsonl    one Scorecard per line     (score stage: claims -> verdicts -> metrics)

Both keep fields they do not know (``extra="allow"``) so that other tools' fields survive a round trip.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from vlmeval.claimtypes import check_kind
from vlmeval.groundtruth.schema import Key
from vlmeval.outcomes import ERROR_TYPES, VERDICTS, ErrorType, Verdict  # noqa: F401 (re-exported)

RECORD_SCHEMA_VERSION = 1

# A registered claim type (vlmeval.claimtypes): the built-in eight, and any kind registered since.
ClaimKind = Annotated[str, AfterValidator(check_kind)]
METRIC_NAMES: tuple[str, ...] = (
    "value_precision", "value_recall", "trend_accuracy", "label_accuracy", "hallucination_rate", "overall",
)


class Description(BaseModel):
    """One line of descriptions.jsonl: what a model wrote about a figure."""

    model_config = ConfigDict(extra="allow")

    figure_id: str
    model: str
    text: str
    prompt_id: str | None = None


class ClaimVerdict(BaseModel):
    """One checkable claim found in a description, and what the figure says about it."""

    start: int = Field(description="Character offset of the claim's span in the description text.")
    end: int
    text: str
    kind: ClaimKind
    verdict: Verdict
    error_type: ErrorType | None = None
    expected: Any = None
    stated: Any = None
    panel: str | None = None
    row: Key | None = None
    column: Key | None = None
    sentence: int | None = Field(default=None, description="Index into the scorecard's sentences.")
    reason: str | None = Field(default=None, description="Why the verdict, in a few words.")
    payload: dict[str, Any] | None = Field(
        default=None, description="What the claim says, typed: its claim type's payload fields (docs/scoring.md, "
                                  "'Claim payloads').")


class SentenceVerdict(BaseModel):
    start: int
    end: int
    n_claims: int
    n_contradicted: int
    factual: bool | None = Field(description="False if any claim is contradicted; None if nothing was checkable.")


class Metrics(BaseModel):
    """Per-description metrics. A metric with nothing to measure is None, never 0 or 1."""

    value_precision: float | None = None
    value_recall: float | None = None
    trend_accuracy: float | None = None
    label_accuracy: float | None = None
    hallucination_rate: float | None = None
    overall: float | None = None


class Scorecard(BaseModel):
    """One line of scorecards.jsonl: one per input description line that could be scored."""

    model_config = ConfigDict(extra="allow")

    schema_version: int = RECORD_SCHEMA_VERSION
    figure_id: str
    model: str
    prompt_id: str | None = None
    line: int | None = Field(default=None, description="1-based line number in the descriptions file.")
    metrics: Metrics
    counts: dict[str, int]
    claims: list[ClaimVerdict]
    sentences: list[SentenceVerdict] = Field(default_factory=list)


_new = object.__new__
# BaseModel's own slot setters, called directly (``object.__setattr__`` looks each up by name first)
_SET_DICT = BaseModel.__dict__["__dict__"].__set__
_SET_FIELDS_SET = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_SET_EXTRA = BaseModel.__dict__["__pydantic_extra__"].__set__
_SET_PRIVATE = BaseModel.__dict__["__pydantic_private__"].__set__
_FIELD_NAMES: dict[type, set[str]] = {}  # record class -> the names of its fields, copied into each record


def trusted(cls: type[BaseModel], fields: dict[str, Any]) -> BaseModel:
    """A record of ``cls`` holding ``fields`` as they are, without validation: for fields the caller has already
    checked are of the field types exactly (what ``validate_python`` would keep unchanged). The same object as
    ``cls.model_validate(fields)`` gives then (``fields`` names every field; the model allows no extra), at about
    half the cost: scoring builds one per claim and per sentence. ``fields`` is owned by the record afterwards.
    Its set of fields set is a copy of the class's field names (what ``set(fields)`` holds, as ``fields`` names
    every field; a set copied from a set of its size takes its table as it is, without hashing each name)."""
    record = _new(cls)
    _SET_DICT(record, fields)
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = set(cls.model_fields)
    _SET_FIELDS_SET(record, names.copy())
    _SET_EXTRA(record, None)
    _SET_PRIVATE(record, None)
    return record
