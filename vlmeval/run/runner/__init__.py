"""A run: send every selected figure to a model, record the descriptions, then score them.

Run directory (the resume state and the report source):
    manifest.json       RunManifest, rewritten atomically at the start and at the end
    descriptions.jsonl  one line per described figure (the ``vlmeval score`` format plus latency, tokens, cache)
    errors.jsonl        one line per failed attempt at an item (never cached; retried on the next run)
    scorecards.jsonl    written by the scoring stage

Re-running the same command resumes: figures already in the run directory are kept, answers in the request
cache are reused, and only what is missing is requested. Every line is appended with one write, so a crash
loses at most the line being written.

Parts: ``manifest`` (the folder's files and manifest), ``prompts``, ``plan`` (selection, request keys, cost),
``resume`` (starting or resuming a folder), ``describe`` (the requests), ``invocation`` (``run`` and the scoring
stage), ``outcomes``.
"""

from vlmeval.run.runner.describe import describe_all, description_line
from vlmeval.run.runner.invocation import run, score_run
from vlmeval.run.runner.manifest import (DESCRIPTIONS, ERRORS, MANIFEST, MANIFEST_SCHEMA_VERSION, SCORECARDS, Counts, RunError,
                                     RunManifest, RunParameters, Usage, now, read_manifest, recorded_descriptions,
                                     safe_label, write_manifest)
from vlmeval.run.runner.outcomes import ItemOutcome, RunOutcome
from vlmeval.run.runner.plan import Estimate, Item, Plan, estimate, figure_set_sha256, image_tokens, make_plan, select_figures
from vlmeval.run.runner.prompts import RECORDED_PROMPT, Prompt, load_prompt, prompts_dir
from vlmeval.run.runner.resume import carried_over, start_run_dir

__all__ = [
    "DESCRIPTIONS", "ERRORS", "MANIFEST", "MANIFEST_SCHEMA_VERSION", "RECORDED_PROMPT", "SCORECARDS", "Counts", "Estimate",
    "Item", "ItemOutcome", "Plan", "Prompt", "RunError", "RunManifest", "RunOutcome", "RunParameters", "Usage",
    "carried_over", "describe_all", "description_line", "estimate", "figure_set_sha256", "image_tokens", "load_prompt",
    "make_plan", "now", "prompts_dir", "read_manifest", "recorded_descriptions", "run", "safe_label", "score_run",
    "select_figures", "start_run_dir", "write_manifest",
]
