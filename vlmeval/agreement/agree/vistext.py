"""The CHOCOLATE-VisText set on disk: chart tables, labelled captions, editors' summaries, the dev/validation split.

A chart is in the dev half iff ``zlib.crc32(str(vistext_id).encode()) % 2 == 0``, else in validation; rules
are tuned on dev only. Each chart's ground truth is built from its table by the ``gt from-csv`` library code
(the plotted value column, the title's unit and scale). A table that cannot be read, or a caption whose chart
has no table, is reported as ``file: place: problem (fix: ...)`` and its captions are counted as unscored.
"""

from __future__ import annotations

import json
import re
import zlib
from dataclasses import dataclass
from pathlib import Path

from vlmeval.agreement.agree.quintd import AgreeInputError
from vlmeval.groundtruth.from_csv import CsvError, figure_from_statista
from vlmeval.groundtruth.schema import Figure

FACTUAL_LABELS = ("value_error", "label_error", "trend_error", "magnitude_error", "ooc_error", "nonsense_error")
HALF_NAMES = ("dev", "validation")


def half_of(vistext_id: str | int) -> str:
    return "dev" if zlib.crc32(str(vistext_id).encode()) % 2 == 0 else "validation"


@dataclass
class LabelledCaption:
    line: int
    caption_id: str
    vistext_id: str
    model: str
    sentences: list[str]
    labels: list[list[str]]  # per sentence: CHOCOLATE error types, [] = no error

    def factual_errors(self, i: int) -> list[str]:
        return [label for label in self.labels[i] if label in FACTUAL_LABELS]


@dataclass
class Summary:
    line: int
    vistext_id: str
    multi_column: bool
    text: str  # as written (Statista's spaced tokenisation)
    sentences: list[str]  # detokenised


def _jsonl(path: Path, fields: str):
    if not path.is_file():
        raise AgreeInputError(f"{path}: no such file (fix: pass the data set's folder, the one that holds it "
                              "beside tables/; docs/agreement.md says where each set comes from)")
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            yield number, json.loads(line)
        except json.JSONDecodeError as e:
            raise AgreeInputError(f"{path}:{number}: not JSON ({e.msg}) (fix: one JSON object per line with {fields})") from None


def read_labelled_captions(path: Path) -> list[LabelledCaption]:
    """The captions of ``path`` in file order; a line repeating an earlier caption exactly (same ``_id``,
    sentences and labels) is the same caption listed twice and is counted once."""
    out = []
    seen: set[str] = set()
    fields = "_id, vistext_id, model, sentences, labels"
    for number, raw in _jsonl(path, fields):
        try:
            sentences, labels = list(raw["sentences"]), [list(x) for x in raw["labels"]]
            if len(sentences) != len(labels):
                raise ValueError(f"{len(sentences)} sentences but {len(labels)} label lists")
            copy = json.dumps([raw["_id"], raw["vistext_id"], raw["model"], sentences, labels], sort_keys=True)
            if copy in seen:
                continue
            seen.add(copy)
            out.append(LabelledCaption(number, str(raw["_id"]), str(raw["vistext_id"]), str(raw["model"]),
                                       [str(s) for s in sentences], labels))
        except (KeyError, TypeError, ValueError) as e:
            raise AgreeInputError(f"{path}:{number}: {type(e).__name__}: {e} (fix: each line needs {fields}, "
                                  "one label list per sentence)") from None
    return out


_DETOKENISE = [(re.compile(r"\s+([.,;:!?%)])"), r"\1"), (re.compile(r"([($])\s+"), r"\1"),
               (re.compile(r"\s+(['’]s)\b"), r"\1"), (re.compile(r"(\d)\s*,\s*(\d{3})\b"), r"\1,\2")]


def detokenise(text: str) -> str:
    """Statista's spaced tokens ("872 million U.S. dollars in 2017 .", "( 2010 )") as ordinary prose."""
    text = " ".join(text.split())
    for pattern, repl in _DETOKENISE:
        text = pattern.sub(repl, text)
    return text


def summary_sentences(text: str) -> list[str]:
    """Sentences of a summary: Statista's end with " . " (a decimal point has no spaces around it)."""
    parts = re.split(r"(?<=\s\.)\s+|(?<=\s\.)$", " ".join(text.split()))
    return [detokenise(p) for p in parts if p.strip() and p.strip() != "."]


def read_summaries(path: Path) -> list[Summary]:
    out = []
    for number, raw in _jsonl(path, "vistext_id, multi_column, summary"):
        try:
            text = str(raw["summary"])
            out.append(Summary(number, str(raw["vistext_id"]), bool(raw.get("multi_column")), text, summary_sentences(text)))
        except (KeyError, TypeError) as e:
            raise AgreeInputError(f"{path}:{number}: {type(e).__name__}: {e} (fix: each line needs vistext_id, "
                                  "multi_column and summary)") from None
    return out


@dataclass
class Charts:
    """The charts' figures by vistext id, and one line per table that could not become a figure."""

    figures: dict[str, Figure]
    problems: dict[str, str]

    def figure(self, vistext_id: str, where: str) -> tuple[Figure | None, str | None]:
        if vistext_id in self.figures:
            return self.figures[vistext_id], None
        if vistext_id in self.problems:
            return None, self.problems[vistext_id]
        return None, (f"{where}: chart {vistext_id} has no table (fix: add tables/{vistext_id}.json, or drop the "
                      "line); counted as unscored")


def load_charts(folder: Path, kind: str | None = None, reading_tolerance: float | None = None) -> Charts:
    """Every ``tables/<id>.json`` as a figure; a table that cannot be read is kept as its problem line."""
    figures, problems = {}, {}
    for path in sorted(Path(folder).glob("*.json")):
        try:
            fig = figure_from_statista(path, kind, reading_tolerance=reading_tolerance)
            figures[path.stem] = fig
        except CsvError as e:
            problems[path.stem] = str(e)
    return Charts(figures, problems)
