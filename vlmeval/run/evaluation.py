"""An evaluation: every (model, prompt, repeat) of an evaluation file run into its own run folder under one
output folder, with one progress view; re-running it resumes every run where it stopped.

    OUT/
      evaluation.json                   what was asked and how each run ended (rewritten after each run)
      <model>-<prompt>/r1/              a run folder (manifest, descriptions, errors, scorecards) per repeat
      <model>-<prompt>/r2/

A replayed model answers with its recording, so it runs once per repeat with the prompt ``recorded``; its runs are
labelled with the prompt ids its recorded lines name (``prompt_label``), as the leaderboard labels them.
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from vlmeval.run import runner
from vlmeval.run.evalfile import EvalConfig
from vlmeval.files import replace_durably
from vlmeval.groundtruth.load import FigureSet
from vlmeval.run.models.registry import ModelSpec

EVALUATION_FILE = "evaluation.json"


@dataclass(frozen=True)
class PlannedRun:
    name: str
    spec: ModelSpec
    prompt: runner.Prompt
    repeat: int
    run_dir: Path

    def labelled(self, prompt: str) -> str:
        """'name · prompt · rK', with the prompt as the tables name it (a replay's: its recorded prompt ids)."""
        return f"{self.name} · {prompt} · r{self.repeat}"


def default_out(config_path: Path, root: Path = Path("runs")) -> Path:
    """``runs/<file name without .toml>``: the same file resumes into the same folder. Where that folder holds
    the evaluation of another file of the same name (``ev/eval.toml``, ``ev2/eval.toml``), the file's folder
    is added (``runs/ev2-eval``), then ``-2``, ``-3``, ...: deterministic, so a re-run finds its folder again."""
    config_path = Path(config_path)
    stems = [config_path.stem, f"{config_path.resolve().parent.name}-{config_path.stem}"]
    named = [root / runner.safe_label(s) for s in stems]
    numbered = (root / f"{named[-1].name}-{n}" for n in itertools.count(2))
    for folder in itertools.chain(named, numbered):
        if evaluation_file_of(folder) in (None, str(config_path.resolve())):
            return folder
    raise AssertionError("unreachable")


def evaluation_file_of(out: Path) -> str | None:
    """The evaluation file whose output ``out`` holds (as evaluation.json records it); None for a new folder or
    one written before evaluation.json named its file."""
    try:
        record = json.loads((out / EVALUATION_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return record.get("file") if isinstance(record, dict) and isinstance(record.get("file"), str) else None


def plan_runs(config: EvalConfig, specs: list[ModelSpec], prompts: list[runner.Prompt], out: Path) -> list[PlannedRun]:
    """Models x prompts x repeats, in the file's order; a repeat k > 1 of a seeded model sends seed + k - 1."""
    planned = []
    for entry, spec in zip(config.models, specs):
        for prompt in [runner.RECORDED_PROMPT] if spec.kind == "replay" else prompts:
            folder = out / runner.safe_label(f"{entry.name}-{prompt.id}")
            for k in range(1, config.run.repeats + 1):
                sample = spec if spec.seed is None else spec.model_copy(update={"seed": spec.seed + k - 1})
                planned.append(PlannedRun(entry.name, sample, prompt, k, folder / f"r{k}"))
    return planned


def check_out(out: Path, config_path: Path | None = None) -> None:
    """The output folder must be new, empty, or one this command wrote for this same evaluation file (it holds
    evaluation.json naming the file)."""
    if out.exists() and not out.is_dir():
        raise runner.RunError(f"{out}: a file is in the way of the output folder (fix: choose another out / --out)")
    if out.is_dir() and any(out.iterdir()) and not (out / EVALUATION_FILE).is_file():
        raise runner.RunError(f"{out}: the folder exists and holds no {EVALUATION_FILE}: it is not an evaluation's "
                              f"output (fix: choose another out / --out, or remove the folder)")
    other = evaluation_file_of(out)
    if config_path is not None and other not in (None, str(Path(config_path).resolve())):
        raise runner.RunError(f"{out}: holds the evaluation of another file, {other} (fix: choose another out / "
                              f"--out for {config_path}, or leave both out: each file then gets its own folder)")


def run_evaluation(config: EvalConfig, planned: list[PlannedRun], figures: FigureSet, out: Path, *,
                   figures_source: str, cache_dir: Path | None, console: Console, progress: bool = True,
                   config_path: Path | None = None) -> list[runner.RunOutcome]:
    """Run every planned run in turn (each with the file's concurrency), resuming what is already recorded.
    ``cache_dir``: the request cache, None for none."""
    check_out(out, config_path)
    out.mkdir(parents=True, exist_ok=True)
    write_record(out, config, planned, [], config_path)  # first: a folder killed before its first run ends is still ours
    outcomes: list[runner.RunOutcome] = []
    view = Progress(TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
                    TextColumn("{task.fields[errors]} error(s)"), TimeElapsedColumn(), console=console,
                    disable=not progress)
    with view:
        whole = view.add_task("runs", total=len(planned), errors=0)
        for step, plan in enumerate(planned, start=1):
            adapter, params = adapter_and_parameters(config, plan)
            shown = prompt_label(adapter, adapter.figure_ids()) if plan.spec.kind == "replay" else plan.prompt.id
            view.update(whole, description=f"run {step}/{len(planned)}: {plan.labelled(shown)}")
            outcome = runner.run(figures, adapter, plan.prompt, params, plan.run_dir, spec=plan.spec,
                                 figures_source=figures_source, cache_dir=cache_dir,
                                 console=console, progress=progress, shared=view)
            outcomes.append(outcome)
            view.update(whole, advance=1, errors=sum(o.manifest.counts.errors for o in outcomes))
            write_record(out, config, planned, outcomes, config_path)
    return outcomes


def prompt_label(adapter: Any, figure_ids) -> str:
    """What a replay's runs name as their prompt, in every table: the prompt ids its recorded lines for these
    figures carry (``recorded`` where a line names none), as its leaderboard rows carry them."""
    ids = {adapter.recorded_prompt_id(fid) or runner.RECORDED_PROMPT.id for fid in figure_ids}
    return ", ".join(sorted(ids)) or runner.RECORDED_PROMPT.id


def adapter_and_parameters(config: EvalConfig, plan: PlannedRun, require_key: bool = True
                           ) -> tuple[Any, runner.RunParameters]:
    """The adapter and run parameters of one planned run, from the file's [run] settings."""
    from vlmeval.run.models.openai_compat import RetryPolicy
    from vlmeval.run.models.registry import build_adapter

    r = config.run
    adapter = build_adapter(plan.spec, require_key=require_key, timeout_s=r.timeout, max_connections=r.concurrency,
                            retry=RetryPolicy(max_retries=r.max_retries, base_delay_s=r.backoff, max_delay_s=r.backoff_max))
    params = runner.RunParameters(concurrency=r.concurrency, timeout_s=r.timeout, max_retries=r.max_retries,
                                  backoff_s=r.backoff, backoff_max_s=r.backoff_max, max_error_rate=r.max_error_rate,
                                  limit=r.limit, only=list(r.only), use_cache=r.cache, temperature=plan.spec.temperature,
                                  max_tokens=plan.spec.max_tokens, repeat=plan.repeat)
    return adapter, params


def write_record(out: Path, config: EvalConfig, planned: list[PlannedRun], outcomes: list[runner.RunOutcome],
                 config_path: Path | None = None) -> None:
    """evaluation.json: the file's settings (never a key: only the names of key variables) and each run's end."""
    runs: list[dict[str, Any]] = []
    for i, plan in enumerate(planned):
        done = outcomes[i].manifest if i < len(outcomes) else None
        runs.append({"model": plan.name, "prompt_id": plan.prompt.id, "repeat": plan.repeat,
                     "run_dir": str(plan.run_dir.relative_to(out)), "status": done.status if done else "not started",
                     "error_rate": done.error_rate if done else None})
    record = {"config": json.loads(config.model_dump_json()), "runs": runs, "updated_at": runner.now()}
    if config_path is not None:  # the folder is tied to its file (check_out)
        record = {"file": str(Path(config_path).resolve()), **record}
    tmp = out / (EVALUATION_FILE + ".tmp")
    tmp.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    replace_durably(tmp, out / EVALUATION_FILE)
