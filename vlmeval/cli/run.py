"""``vlmeval run``: describe figures with a model, record the descriptions, score them, print a summary."""

from __future__ import annotations

import time
from pathlib import Path

import typer

from vlmeval.cli.common import FIGURES_OPTION, SUITE_OPTION, console, fail, figures_or_fail, print_warning
from vlmeval.cli.run_config import print_result, run_prompts
from vlmeval.cli.tables import Column, TextTable, print_table

MAX_SUMMARY_ROWS = 25
SUMMARY_NUMBERS = ("sec", "tokens", "recall", "prec", "overall")


def run(
    ctx: typer.Context,
    config: Path = typer.Option(None, "--config", "-c", help="An evaluation file (TOML): models x prompts x figures x "
                                                              "repeats in one command, with a leaderboard at the end. "
                                                              "'vlmeval init' writes an example. Goes with --out, "
                                                              "--cache-dir, --no-cache, --dry-run and --quiet only."),
    model: str = typer.Option("ocr-baseline", "--model", "-m", help="ocr-baseline (offline), replay:PATH, a name from the model "
                                                                    "registry, or a model id on an OpenAI-compatible endpoint."),
    name: str = typer.Option(None, "--name", help="Label for the run and its leaderboard rows (default: the model name; for "
                                                  "replay:PATH the recorded model, which --name also picks)."),
    prompt: str = typer.Option("describe-v1", "--prompt", help="Prompt id from prompts/ (describe-v1, ...) or a prompt file. "
                                                               "Not used by replay:PATH, which records the prompt id of each "
                                                               "recorded line ('recorded' where it names none)."),
    figures: Path = FIGURES_OPTION,
    suite: str = SUITE_OPTION,
    only: list[str] = typer.Option([], "--only", help="Figure ids to run (repeatable; shell-style patterns like 'dynts-*')."),
    limit: int = typer.Option(None, "--limit", min=1, help="Run at most this many figures (after --only)."),
    out: Path = typer.Option(None, "--out", "-o", help="Run directory. Default: runs/MODEL-PROMPT (and -SUITE for "
                                                       "another suite), the same for the same command, so a re-run "
                                                       "resumes. With --config: the folder of all its runs (default "
                                                       "runs/FILE-NAME)."),
    registry: Path = typer.Option(None, "--registry", help="Model registry file (TOML). Default: ./models.toml if present, "
                                                           "over the bundled one."),
    base_url: str = typer.Option(None, "--base-url", help="OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1."),
    api_key_env: str = typer.Option(None, "--api-key-env", help="Environment variable holding the API key. With --base-url "
                                                                "and no --api-key-env, no key is sent."),
    temperature: float = typer.Option(None, "--temperature", min=0.0, max=2.0, help="Sampling temperature (default: registry, else 0)."),
    max_tokens: int = typer.Option(None, "--max-tokens", min=1, help="Longest answer in tokens (default: registry, else 4096)."),
    concurrency: int = typer.Option(8, "--concurrency", min=1, help="Requests in flight at once."),
    timeout: float = typer.Option(120.0, "--timeout", min=0.001, help="Seconds one request may take, in total."),
    max_retries: int = typer.Option(4, "--max-retries", min=0, help="Retries per item on 429/5xx, timeouts, connection errors "
                                                                    "and malformed answers."),
    backoff: float = typer.Option(1.0, "--backoff", min=0.0, help="First retry waits about this many seconds, doubling each time "
                                                                  "(with jitter; at least what Retry-After asks)."),
    backoff_max: float = typer.Option(60.0, "--backoff-max", min=0.0, help="Longest wait between retries, in seconds."),
    max_error_rate: float = typer.Option(0.0, "--max-error-rate", min=0.0, max=1.0, help="Fail the run (exit 1) when more than "
                                                                                         "this fraction of figures failed."),
    cache_dir: Path = typer.Option(None, "--cache-dir", help="Request cache folder. Default: $VLMEVAL_CACHE_DIR, else "
                                                             "~/.cache/vlmeval."),
    no_cache: bool = typer.Option(False, "--no-cache", help="Neither read nor write the request cache."),
    no_score: bool = typer.Option(False, "--no-score", help="Only describe; score later with 'vlmeval score'."),
    dry_run: bool = typer.Option(False, "--dry-run", help="List what would be sent and estimate the cost; send nothing."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar."),
) -> None:
    """Describe every figure with a model, record the descriptions, score them and print a summary.

    With no options: the offline ocr-baseline captioner, the bundled figures that have an image, prompt describe-v1,
    output in runs/ocr-baseline-describe-v1.

    Re-running the same command resumes: nothing already answered is requested again.

    With --config eval.toml: every model x prompt x repeat of the file, one run folder each under --out, one
    progress view, then the leaderboard (repeats pooled).

    Exit codes: 0 done; 1 more figures failed (no answer, or an answer that could not be scored) than
    --max-error-rate allows; 2 bad input.
    """
    from vlmeval.run.models.cache import default_cache_dir
    from vlmeval.run.models.openai_compat import RetryPolicy
    from vlmeval.run.models.registry import RegistryError, build_adapter, resolve_model
    from vlmeval.run.models.replay import ReplayError
    from vlmeval.run import runner
    from vlmeval.run.folder import default_run_dir, figures_label

    if no_cache and cache_dir is not None:
        fail(f"--no-cache and --cache-dir {cache_dir}: the one turns off the request cache the other names "
             f"(fix: drop one of them)")
    if config is not None:
        from vlmeval.cli.run_config import run_config

        run_config(ctx, config, out=out, cache_dir=cache_dir, no_cache=no_cache, quiet=quiet, dry_run=dry_run)
        return
    _refuse_unused_options(model, registry=registry, base_url=base_url, api_key_env=api_key_env,
                           temperature=temperature, max_tokens=max_tokens)
    params = runner.RunParameters(concurrency=concurrency, timeout_s=timeout, max_retries=max_retries, backoff_s=backoff,
                                  backoff_max_s=backoff_max, max_error_rate=max_error_rate, limit=limit, only=list(only),
                                  use_cache=not no_cache, temperature=temperature, max_tokens=max_tokens)
    try:
        chosen_prompt = runner.load_prompt(prompt)
        spec = resolve_model(model, name=name, registry=registry, base_url=base_url, api_key_env=api_key_env,
                             temperature=temperature, max_tokens=max_tokens)
        figure_set = figures_or_fail(figures, suite=suite)
        adapter = build_adapter(spec, require_key=not dry_run, timeout_s=timeout, max_connections=concurrency,
                                retry=RetryPolicy(max_retries=max_retries, base_delay_s=backoff, max_delay_s=backoff_max))
    except (RegistryError, ReplayError, runner.RunError) as e:
        fail(str(e))
    cache_folder = None if no_cache else (cache_dir or default_cache_dir())
    source = str(Path(figures).resolve()) if figures is not None else f"suite {suite or 'vlmeval-bench-v1'} (bundled)"
    try:
        if dry_run:
            _dry_run(figure_set, adapter, chosen_prompt, params, spec, cache_folder)
            return
        run_dir = out or default_run_dir(adapter, chosen_prompt, figures_label(figures, suite))
        started = time.perf_counter()
        outcome = runner.run(figure_set, adapter, chosen_prompt, params, run_dir, spec=spec, figures_source=source,
                             cache_dir=cache_folder, score=not no_score, console=console, progress=not quiet)
    except runner.RunError as e:
        fail(str(e))
    except KeyboardInterrupt:
        console.print(f"\ninterrupted; everything answered so far is recorded. Re-run the same command to go on "
                      f"(--out {run_dir}).", highlight=False, soft_wrap=True)
        raise typer.Exit(130) from None
    for warning in outcome.warnings:
        print_warning(warning)
    _summary(outcome, time.perf_counter() - started)
    if not no_score:
        print_result([outcome.run_dir], console)
    if outcome.failed:
        m = outcome.manifest
        console.print(f"[bold red]run failed:[/] {_failures(m.counts, outcome.run_dir)} "
                      f"(error rate {m.error_rate:.0%} > --max-error-rate {params.max_error_rate:.0%}).", highlight=False,
                      soft_wrap=True)
        raise typer.Exit(1)


def _refuse_unused_options(model: str, *, registry: Path | None, **given) -> None:
    """An option the chosen model would ignore is an error, as in an evaluation file: a replay or the offline
    captioner samples nothing and sends nothing; a --registry file must exist."""
    if registry is not None and not registry.is_file():
        fail(f"{registry}: --registry: no such file (fix: pass an existing registry TOML, or leave out --registry "
             "to use ./models.toml or the bundled registry)")
    replay = model.startswith("replay:")
    if not replay and not (model == "ocr-baseline" and given.get("base_url") is None):
        return
    unused = [f"--{k.replace('_', '-')}" for k, v in given.items() if v is not None]
    unused += ["--registry"] if registry is not None else []
    if unused:
        what = "replays recorded descriptions" if replay else "is the offline captioner"
        fail(f"{unused[0]}: --model {model} {what}; nothing is sampled or sent, so {', '.join(unused)} would be "
             f"ignored (fix: leave out {', '.join(unused)})")


def _failures(c, run_dir: Path) -> str:
    """How many figures failed, and where to look, in words."""
    from vlmeval.run import runner

    parts = []
    if c.errors:
        parts.append(f"{c.errors} of {c.selected} figure(s) got no answer; the errors are in {run_dir / runner.ERRORS} "
                     f"(re-run the same command to retry only those)")
    if c.unscored:
        parts.append(f"{c.unscored} of {c.selected} description(s) could not be scored (the lines of "
                     f"{run_dir / runner.DESCRIPTIONS} and the fix are under 'scoring:' above)")
    return "; ".join(parts) or f"0 of {c.selected} figure(s) failed"


def _dry_run(figure_set, adapter, prompt, params, spec, cache_folder) -> None:
    from vlmeval.run import runner
    from vlmeval.run.models.cache import RequestCache

    plan = runner.make_plan(figure_set, adapter, prompt, params)
    cacheable = cache_folder is not None and getattr(adapter, "cacheable", True)
    cached = set(RequestCache(cache_folder).entries) if cacheable else set()
    table = TextTable([Column("figure"), Column("image"), Column("cached"), Column("est. input tokens", right=True)],
                      title=f"dry run: {adapter.name}, prompt {prompt.id} ({prompt.sha256[:12]})")
    for item in plan.items:
        table.add_row(item.figure_id, item.image_path.name if item.image_path else "-",
                      "yes" if item.key in cached else "no",
                      "-" if item.key in cached else f"{len(prompt.text) // 4 + runner.image_tokens(item.image_path):,}")
    print_table(table, console)
    for note in plan.skipped:
        console.print(f"note: {note}", highlight=False, soft_wrap=True)
    est = runner.estimate(plan, prompt, spec, cached)
    where = f" to {spec.base_url} (model {spec.model_id})" if spec.kind == "openai" else ""
    console.print(f"would send {est.requests} request(s){where}; about {est.prompt_tokens:,} input tokens"
                  + (f", at most {est.max_completion_tokens:,} output tokens" if est.max_completion_tokens else ""),
                  highlight=False)
    if spec.kind != "openai":
        console.print("cost: none (runs locally)")
    elif est.max_cost_usd is None:
        console.print(f"cost: unknown (no prices for {spec.name!r} in the registry)", highlight=False)
    else:
        console.print(f"cost: at most ${est.max_cost_usd:.4f} (input estimated; output at --max-tokens)", highlight=False)
    _missing_key_note(spec)


def _missing_key_note(spec) -> None:
    """A dry run goes on without the key it would send; say that a real run needs it."""
    from vlmeval.run.models.registry import RegistryError, api_key_for

    if spec.kind == "openai":
        try:
            api_key_for(spec)
        except RegistryError as e:
            console.print(f"note: a dry run sends nothing, so it needs no key, but a real run would stop: {e}",
                          highlight=False, soft_wrap=True)


def _scorecards(run_dir: Path, model: str) -> dict[str, dict]:
    """Each figure's metrics from the run's scorecards (read where the leaderboard reads them)."""
    from vlmeval.reporting.leaderboard import RunError, read_scorecards

    try:
        cards = read_scorecards(run_dir) or []
    except RunError:
        return {}  # the result line below says why
    return {card.figure_id: card.metrics.model_dump() for card in cards if card.model == model}


def _fmt(value: float | None, digits: int = 2) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _summary(outcome, seconds: float) -> None:
    m = outcome.manifest
    metrics = _scorecards(outcome.run_dir, m.model)
    table = TextTable([Column("figure"), Column("status"), *(Column(c, right=True) for c in SUMMARY_NUMBERS)],
                      title=f"{m.model} · prompt {run_prompts(outcome.run_dir, m.prompt_id)} · {len(outcome.items)} figure(s)",
                      first=("figure", "status", "overall", "recall", "prec", "tokens"))
    label = {"requested": "[green]new[/]", "cache": "[cyan]cached[/]", "earlier": "[cyan]kept[/]", "error": "[red]error[/]"}
    # a terminal gets the first rows (the rest are in the files); a log or a pipe gets every row
    shown = outcome.items if not console.is_terminal else outcome.items[:MAX_SUMMARY_ROWS]
    for o in shown:
        met = metrics.get(o.figure_id, {})
        tokens = f"{o.usage.get('prompt_tokens', 0) + o.usage.get('completion_tokens', 0):,}" if o.usage else "-"
        table.add_row(o.figure_id, label[o.status], _fmt(o.latency_s), tokens,
                      _fmt(met.get("value_recall")), _fmt(met.get("value_precision")), _fmt(met.get("overall")))
    if len(outcome.items) > len(shown):
        table.caption = f"{len(outcome.items) - len(shown)} more in {outcome.run_dir / 'scorecards.jsonl'}"
    print_table(table, console)
    for o in outcome.items:
        if o.status == "error":
            console.print(f"[red]error[/] {o.figure_id} ({o.attempts} attempt(s)): {o.error}", highlight=False, soft_wrap=True)
    for note in outcome.notes:
        console.print(f"note: {note}", highlight=False, soft_wrap=True)
    c = m.counts
    used = m.usage.prompt_tokens or m.usage.completion_tokens
    tokens = f" · tokens {m.usage.prompt_tokens:,} in / {m.usage.completion_tokens:,} out" if used else ""
    cost = f" · cost ${m.cost_usd:.4f}" if m.cost_usd is not None else ""
    unscored = f", {c.unscored} not scored" if c.unscored else ""
    # 'requested' counts the answers: a request that failed is an error, so say both (never "0 requested, 1 error")
    failed_now = sum(1 for o in outcome.items if o.status == "error" and o.attempts)  # not one carried over unsent
    sent = (f"{c.requested + failed_now} requested ({c.requested} answered, {failed_now} failed)" if failed_now
            else f"{c.requested} requested")
    console.print(f"{c.selected} figure(s): {sent}, {c.from_cache} from cache, {c.earlier} already done, "
                  f"{c.errors} error(s){unscored}{tokens}{cost} · {seconds:.1f} s", highlight=False)
    if m.scoring:
        console.print(f"scoring: {m.scoring}", highlight=False)
    console.print(f"run directory: [bold]{outcome.run_dir}[/]", highlight=False, soft_wrap=True)


def register(app: typer.Typer) -> None:
    app.command("run")(run)
