"""``vlmeval run --config eval.toml``: a whole evaluation in one command, and the result lines every run ends with."""

from __future__ import annotations

import time
from pathlib import Path

import typer
from rich.console import Console

from vlmeval.cli.common import console, fail, fail_all, figures_or_fail, print_warning
from vlmeval.cli.tables import Column, TextTable, print_table

# options that mean the same with a file as without one; every other run option belongs in the file
WITH_CONFIG = frozenset({"config", "out", "cache_dir", "no_cache", "quiet", "dry_run"})
FILE_KEY = {"model": "[[models]] model", "name": "[[models]] name", "prompt": "[run] prompts", "base_url": "[[models]] base_url",
            "api_key_env": "[[models]] api_key_env", "temperature": "[[models]] temperature",
            "max_tokens": "[[models]] max_tokens", "figures": "[run] figures", "suite": "[run] suite"}

COUNT_COLUMNS = ("repeat", "figures", "new", "cached", "kept", "errors")


def run_config(ctx: typer.Context, path: Path, *, out: Path | None, cache_dir: Path | None, no_cache: bool,
               quiet: bool, dry_run: bool = False) -> None:
    from vlmeval.run import runner
    from vlmeval.run.evalfile import ConfigError, read_all
    from vlmeval.run.evaluation import check_out, default_out, plan_runs, run_evaluation
    from vlmeval.run.models.cache import default_cache_dir
    from vlmeval.run.models.registry import RegistryError
    from vlmeval.run.models.replay import ReplayError

    _refuse_other_options(ctx)
    try:
        config, prompts, specs = read_all(path, require_keys=not dry_run)  # every mistake at once, in file order
    except ConfigError as e:
        fail_all(e.problems)
    r = config.run
    folder = out or r.out or default_out(path)
    cache = None if (no_cache or not r.cache) else (cache_dir or r.cache_dir or default_cache_dir())
    figure_set = figures_or_fail(r.figures, suite=r.suite, config=path)
    source = str(Path(r.figures).resolve()) if r.figures is not None else f"suite {r.suite or 'vlmeval-bench-v1'} (bundled)"
    planned = plan_runs(config, specs, prompts, folder)
    _check_adapters(path, config, planned, require_keys=not dry_run)  # every model, before any runs
    try:
        check_out(folder, path)  # errors first, then the header
    except runner.RunError as e:
        fail(str(e))
    if dry_run:
        _dry_run(config, planned, figure_set, cache)
        return
    console.print(f"evaluation {path}: {run_count(specs, prompts, r.repeats)} in {folder}", highlight=False,
                  soft_wrap=True)
    started = time.perf_counter()
    try:
        outcomes = run_evaluation(config, planned, figure_set, folder, figures_source=source, cache_dir=cache,
                                  console=console, progress=not quiet, config_path=path)
    except (runner.RunError, RegistryError, ReplayError) as e:
        fail(str(e))
    except KeyboardInterrupt:
        console.print(f"\ninterrupted; everything answered so far is recorded. Re-run the same command to go on "
                      f"(the runs are in {folder}).", highlight=False, soft_wrap=True)
        raise typer.Exit(130) from None
    for warning in dict.fromkeys(w for o in outcomes for w in o.warnings):  # a replay's file: once, not per repeat
        print_warning(warning)
    _runs_table(planned, outcomes)
    for note in dict.fromkeys(note for o in outcomes for note in o.notes):  # each once, not once per run
        console.print(f"note: {note}", highlight=False, soft_wrap=True)
    print_leaderboard([p.run_dir for p in planned], console, folder)
    failed = [p for p, o in zip(planned, outcomes) if o.failed]
    console.print(f"{len(planned)} run(s) in {time.perf_counter() - started:.1f} s; run folders under [bold]{folder}[/] "
                  f"(leaderboard again: vlmeval leaderboard {folder}; report: vlmeval report {folder})",
                  highlight=False, soft_wrap=True)
    if failed:
        console.print(f"[bold red]{len(failed)} run(s) failed[/] (error rate over max_error_rate "
                      f"{r.max_error_rate:.0%}): {', '.join(p.labelled(run_prompts(p.run_dir, p.prompt.id)) for p in failed)}; re-run the same command to "
                      f"retry their failed figures.", highlight=False, soft_wrap=True)
        raise typer.Exit(1)


def _check_adapters(path: Path, config, planned, *, require_keys: bool) -> None:
    """Build each model's adapter once (a replay file read, its model name checked), so that a bad entry is an
    error at its place before the first run starts, not after the models above it have run."""
    from vlmeval.run.evalfile import ConfigError, entry_problem
    from vlmeval.run.evaluation import adapter_and_parameters
    from vlmeval.run.models.registry import RegistryError
    from vlmeval.run.models.replay import ReplayError

    checked: set[str] = set()
    problems: list[str] = []
    for plan in planned:
        if plan.name in checked:
            continue
        checked.add(plan.name)
        index = next(i for i, entry in enumerate(config.models) if entry.name == plan.name)
        try:
            adapter_and_parameters(config, plan, require_key=require_keys)  # adapters connect lazily: nothing is sent
        except (RegistryError, ReplayError) as e:
            problems.append(entry_problem(path, config, index, str(e)))
        except ConfigError as e:
            problems += e.problems
    if problems:
        fail_all(problems)


def _dry_run(config, planned, figure_set, cache_folder: Path | None) -> None:
    """What each run would send, and what it may cost; sends nothing, writes nothing, needs no key."""
    from vlmeval.run import runner
    from vlmeval.run.evaluation import adapter_and_parameters, prompt_label
    from vlmeval.run.models.cache import RequestCache

    cached = set(RequestCache(cache_folder).entries) if cache_folder is not None else set()
    table = TextTable([Column(c, right=c not in ("model", "prompt", "folder"))
                       for c in ("model", "prompt", "repeat", "figures", "to send", "est. input tokens", "max cost", "folder")],
                      title=f"dry run: {len(planned)} run(s)", first=("model", "prompt", "repeat", "figures", "max cost"))
    total, costs = 0, []
    for plan in planned:
        adapter, params = adapter_and_parameters(config, plan, require_key=False)
        replay = getattr(adapter, "replays_recording", False)
        prompt = runner.RECORDED_PROMPT if replay else plan.prompt
        items = runner.make_plan(figure_set, adapter, prompt, params)
        label = prompt_label(adapter, [i.figure_id for i in items.items]) if replay else prompt.id
        keys = cached if getattr(adapter, "cacheable", True) else set()
        est = runner.estimate(items, prompt, plan.spec, keys)
        sends = est.requests if plan.spec.kind == "openai" else 0
        total += sends
        costs.append(est.max_cost_usd)
        cost = "-" if est.max_cost_usd is None else f"${est.max_cost_usd:.4f}"
        table.add_row(plan.name, label, str(plan.repeat), str(len(items.items)), str(sends),
                      f"{est.prompt_tokens:,}" if sends else "-", cost, str(plan.run_dir))
    print_table(table, console)
    known = [c for c in costs if c is not None]
    cost = f"at most ${sum(known):.4f}" + ("" if len(known) == len(costs) else " for the runs with known prices")
    console.print(f"would send {total} request(s) (answers in the request cache and local models not counted; a "
                  f"resumed run also skips what its folder holds); cost: {cost}", highlight=False, soft_wrap=True)


def _refuse_other_options(ctx: typer.Context) -> None:
    for name in ctx.params:
        source = ctx.get_parameter_source(name)  # by name: typer may bring its own copy of click's enum
        if name in WITH_CONFIG or getattr(source, "name", None) not in ("COMMANDLINE", "ENVIRONMENT"):
            continue
        option = "--" + name.replace("_", "-")
        if name == "no_score":
            fail(f"{option}: an evaluation always scores its runs (fix: leave out {option}, or leave out --config)")
        where = FILE_KEY.get(name, f"[run] {name}")
        fail(f"{option}: not used with --config (fix: set {where} in the evaluation file, or leave out --config)")


def run_count(specs, prompts, repeats: int) -> str:
    """How many runs an evaluation makes, with its arithmetic: a replay runs once per repeat, whatever the prompts
    ("1 model x 2 prompts x 2 repeats + 1 replay x 2 repeats = 6 runs")."""
    def n(count: int, word: str) -> str:
        return f"{count} {word}{'' if count == 1 else 's'}"

    replays = sum(spec.kind == "replay" for spec in specs)
    sampled = len(specs) - replays
    terms = [f"{n(sampled, 'model')} x {n(len(prompts), 'prompt')} x {n(repeats, 'repeat')}"] if sampled else []
    terms += [f"{n(replays, 'replay')} x {n(repeats, 'repeat')}"] if replays else []
    return f"{' + '.join(terms)} = {n((sampled * len(prompts) + replays) * repeats, 'run')}"


def run_prompts(run_dir: Path, fallback: str) -> str:
    """The prompt a run's leaderboard rows name: for a replay, the prompt ids its recorded lines carry (its
    manifest says 'recorded'), so that every table labels one run alike."""
    from vlmeval.reporting.leaderboard import RunError, load_run

    try:
        return ", ".join(load_run(run_dir).prompts) or fallback
    except RunError:
        return fallback


def _runs_table(planned, outcomes) -> None:
    table = TextTable([Column(c, right=c in COUNT_COLUMNS) for c in
                       ("model", "prompt", "repeat", "status", "figures", "new", "cached", "kept", "errors", "folder")],
                      title=f"{len(planned)} run(s)", first=("model", "prompt", "repeat", "status", "figures", "errors"))
    for plan, outcome in zip(planned, outcomes):
        c, m = outcome.manifest.counts, outcome.manifest
        table.add_row(plan.name, run_prompts(plan.run_dir, m.prompt_id), str(plan.repeat), m.status, str(c.selected),
                      str(c.requested), str(c.from_cache), str(c.earlier), str(c.errors + c.unscored), str(plan.run_dir))
    print_table(table, console)


def print_leaderboard(run_dirs: list[Path], out: Console, folder: Path) -> None:
    """The leaderboard of these runs (repeats pooled), ranked on the figures they share; whole off a terminal."""
    from vlmeval.cli.reports import print_ranked
    from vlmeval.reporting.leaderboard import gather_runs, leaderboard, ranking_basis

    runs, skipped = gather_runs(run_dirs)
    table = leaderboard(runs) if runs else None
    if table is None or table.empty:
        out.print("leaderboard: nothing scored", highlight=False)
        return
    print_ranked(table, ranking_basis(runs).note(), out, drop=("run",),
                 title="leaderboard (ranked by overall (attempted): a failed item counts as 0)",
                 to_see=f"a wider terminal, piping to a file, or vlmeval leaderboard {folder} --format md")
    for s in skipped:
        out.print(f"skipped {s.path}: {s.reason}", highlight=False, soft_wrap=True)


def print_result(run_dirs: list[Path], out: Console) -> None:
    """What a run ends with: the overall score and its interval, the failure rate, and where the files are."""
    from vlmeval.reporting.leaderboard import RunError, leaderboard, load_run

    try:
        runs = [load_run(d) for d in run_dirs]
    except RunError as e:
        out.print(f"result: not available ({e})", highlight=False, soft_wrap=True)
        return
    table = leaderboard(runs)
    for _, row in table.iterrows():
        attempted = row["n_failed"] + row["n_descriptions"]
        measured, scored = int(row["overall_n"]), int(row["n_descriptions"])
        # the mean over the scored is over those with an overall: one with nothing checkable has none
        over = f"the {scored} scored" if measured == scored else f"the {measured} of {scored} scored with an overall"
        out.print(f"result: {row['model']} · {row['prompt_id']}: overall {_with_interval(row, 'overall_attempted')} over "
                  f"{attempted} attempted item(s), a failed one counted as 0; {_with_interval(row, 'overall')} over "
                  f"{over}; failure rate {row['failure_rate']:.0%} ({row['n_failed']} of "
                  f"{attempted})", highlight=False, soft_wrap=True)
    for d in run_dirs:
        order = ("manifest.json", "descriptions.jsonl", "scorecards.jsonl", "errors.jsonl")  # the rest after these
        present = sorted((p.name for p in d.iterdir() if p.is_file() and not p.name.endswith(".tmp")),
                         key=lambda name: (order.index(name) if name in order else len(order), name))
        out.print(f"files: {d}/ ({', '.join(present)})", highlight=False, soft_wrap=True)


def _with_interval(row, metric: str) -> str:
    if row[metric] != row[metric]:  # NaN: nothing measured
        return "–"
    if row[f"{metric}_low"] != row[f"{metric}_low"]:
        return f"{row[metric]:.3f} (n={row[f'{metric}_n']}, no interval)"
    return f"{row[metric]:.3f} [95% CI {row[f'{metric}_low']:.3f}, {row[f'{metric}_high']:.3f}]"
