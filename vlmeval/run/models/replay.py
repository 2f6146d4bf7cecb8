"""``replay:PATH``: serve recorded descriptions as if a model wrote them now.

PATH is a JSONL in the ``vlmeval score`` line format (``{"figure_id", "model", "text", ...}``), for example
the ``descriptions.jsonl`` of an earlier run. The run is labelled with the recorded ``model`` field, or with
``name`` (``--name``). A file that holds several models needs ``name`` to pick one of them.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from vlmeval.groundtruth.load import canonical_id
from vlmeval.jsonl import read_objects
from vlmeval.run.models.base import DescribeRequest, DescribeResult
from vlmeval.records import Description


class ReplayError(ValueError):
    """A recorded file that cannot be replayed; the message names the file, the line and the fix."""


def read_recorded(path: Path, warnings: list[str] | None = None) -> list[tuple[int, Description]]:
    """Every line of a descriptions JSONL as (line number, Description); blank lines are skipped. ``warnings``
    gets ``FILE:LINE: note`` for each value not kept as it was (a long integer read as text: ``vlmeval.jsonl``)."""
    out = []
    notes: list[tuple[int, str]] = []
    rows = read_objects(path, ReplayError, "one JSON object per line, as vlmeval score reads them", warnings=notes)
    if warnings is not None:
        warnings.extend(f"{path}:{number}: {note}" for number, note in notes)
    for number, row in rows:
        try:
            out.append((number, Description.model_validate(row)))
        except ValidationError as e:
            first = e.errors()[0]
            field = ".".join(str(p) for p in first["loc"]) or "(line)"
            raise ReplayError(f"{path}: line {number}: {field}: {first['msg']} "
                              f"(fix: each line needs figure_id, model and text)") from None
    return out


class ReplayAdapter:
    """Answers each figure with its recorded text; a figure with no recorded line is an error for that item."""

    needs_image = False
    cacheable = False  # answers are read from a file already; caching them would only copy it
    replays_recording = True  # the run records runner.RECORDED_PROMPT, not the prompt it was given

    def __init__(self, path: Path, name: str | None = None) -> None:
        self.path = Path(path)
        self.warnings: list[str] = []  # values of the file not kept as they were, each 'FILE:LINE: note'
        recorded = read_recorded(self.path, self.warnings)
        if not recorded:
            raise ReplayError(f"{self.path}: no descriptions in the file (fix: record some first, e.g. with vlmeval run)")
        models = sorted({d.model for _, d in recorded})
        if len(models) > 1:
            if name is None:
                raise ReplayError(f"{self.path}: holds descriptions by {len(models)} models ({', '.join(models)}) "
                                  f"(fix: pick one with --name MODEL)")
            if name not in models:
                raise ReplayError(f"{self.path}: no descriptions by a model {name!r}; the file holds {len(models)} models "
                                  f"({', '.join(models)}) (fix: --name one of them)")
            recorded = [(n, d) for n, d in recorded if d.model == name]
        self.recorded_model = recorded[0][1].model
        self.name = name or self.recorded_model
        self.texts: dict[str, str] = {}
        self.prompt_ids: dict[str, str | None] = {}
        first_line: dict[str, int] = {}
        for number, d in recorded:
            fid = canonical_id(d.figure_id)  # figure ids are lower case; "DynTS-Average" names dynts-average
            if fid in first_line:
                raise ReplayError(f"{self.path}: line {number}: figure {d.figure_id!r} is already recorded on line "
                                  f"{first_line[fid]} (fix: keep one line per figure and model)")
            first_line[fid] = number
            self.texts[fid] = d.text
            self.prompt_ids[fid] = d.prompt_id
        self.file_sha256 = hashlib.sha256(self.path.read_bytes()).hexdigest()

    def figure_ids(self) -> set[str]:
        return set(self.texts)

    def identity(self) -> dict[str, Any]:
        return {"adapter": "replay", "model": self.recorded_model, "file_sha256": self.file_sha256}

    def recorded_prompt_id(self, figure_id: str) -> str | None:
        """The prompt id the recorded line names (None: it names none)."""
        return self.prompt_ids.get(figure_id)

    async def describe(self, request: DescribeRequest) -> DescribeResult:
        return self.describe_figure(request.figure_id)

    def describe_figure(self, figure_id: str) -> DescribeResult:
        try:
            text = self.texts[figure_id]
        except KeyError:
            raise ReplayError(f"{self.path}: no recorded description for figure {figure_id!r}") from None
        return DescribeResult(text=text, extra={"replayed_from": str(self.path)})

    async def aclose(self) -> None:
        return None
