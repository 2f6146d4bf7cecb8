"""``vlmeval serve``: the offline captioner or recorded descriptions behind an OpenAI-compatible endpoint."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import typer

from vlmeval.cli.common import FIGURES_OPTION, SUITE_OPTION, console, fail, figures_or_fail, print_warning


def serve(
    model: str = typer.Option("ocr-baseline", "--model", "-m",
                              help="What answers: ocr-baseline, or replay:PATH (a descriptions JSONL)."),
    name: str = typer.Option(None, "--name", help="Model id the server answers to. Default: ocr-baseline, or the "
                                                  "recorded model of replay:PATH."),
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to listen on (loopback by default)."),
    port: int = typer.Option(8000, "--port", "-p", min=0, max=65535, help="Port; 0 picks a free one (printed on start)."),
    figures: Path = FIGURES_OPTION,
    suite: str = SUITE_OPTION,
    latency: float = typer.Option(0.0, "--latency", min=0.0, help="Seconds added to every answered request."),
    fault: list[str] = typer.Option([], "--fault", metavar="RULE", help="Inject a fault; repeatable; the first rule "
                                                                        "that matches a request applies. RULE: see "
                                                                        "above."),
    hang_seconds: float = typer.Option(600.0, "--hang-seconds", min=0.0, help="How long a 'hang' fault holds the request."),
    api_key_env: str = typer.Option(None, "--api-key-env", help="Require 'Authorization: Bearer <key>' with the key from "
                                                                "this environment variable."),
) -> None:
    """Serve /v1/models and /v1/chat/completions on 127.0.0.1 with ocr-baseline or replay:PATH.

    The figure an image shows is found by its hash among the ground-truth figures (--figures/--suite).
    GET /v1/stats returns request counts per figure and outcome. Stop with Ctrl-C.

    A --fault RULE is KIND[,figure=ID][,first=N][,retry_after=S]: KIND is an HTTP status 400-599, hang, drop or \
malformed; figure=ID limits it to one figure, first=N to the first N requests it matches, and retry_after=S \
sends Retry-After: S with a status. Examples:

    --fault 429,first=2,retry_after=1

    --fault hang,figure=dynts-average
    """
    from vlmeval.run.models.registry import REPLAY_PREFIX, RegistryError, resolve_model
    from vlmeval.run.models.replay import ReplayAdapter, ReplayError
    from vlmeval.run.serve import (FaultSpecError, ServeState, base_url, figures_by_image, make_server, ocr_answerer,
                               parse_fault, replay_answerer)

    try:
        faults = [parse_fault(spec) for spec in fault]
    except FaultSpecError as e:
        fail(str(e))
    api_key = None
    if api_key_env:
        api_key = os.environ.get(api_key_env)
        if not api_key:
            fail(f"--api-key-env {api_key_env}: the variable is not set (fix: export {api_key_env}=...)")
    figure_set = figures_or_fail(figures, suite=suite)
    for spec, rule in zip(fault, faults):
        if rule.figure is None:
            continue
        known = figure_set.resolve(rule.figure)  # case is ignored, as in every look-up of an id
        if known is None:
            fail(f"--fault {spec!r}: unknown figure {rule.figure!r}, so the fault would never fire "
                 f"(fix: {figure_set.suggest(rule.figure)})")
        rule.figure = known
    warnings: list[str] = []  # a replay file's values read other than as written
    if model == "ocr-baseline":
        try:
            answer = ocr_answerer()
        except ModuleNotFoundError as e:
            fail(f"the ocr-baseline captioner is not available in this build ({e})")
        served = name or "ocr-baseline"
    elif model.startswith(REPLAY_PREFIX):
        try:
            spec = resolve_model(model, name=name)
            adapter = ReplayAdapter(spec.replay_path, name=name)
        except (RegistryError, ReplayError) as e:
            fail(str(e))
        answer, served, warnings = replay_answerer(adapter), adapter.name, adapter.warnings
    else:
        fail(f"--model {model!r}: serve answers with ocr-baseline or replay:PATH")
    state = ServeState(model=served, answer=answer, figures_by_image=figures_by_image(figure_set), faults=faults,
                       latency_s=latency, hang_s=hang_seconds, api_key=api_key)
    try:
        server = make_server(state, host, port)
    except OSError as e:
        fail(f"cannot listen on {host}:{port}: {e.strerror} (fix: choose another --port, or 0 for a free one)")
    signal.signal(signal.SIGTERM, _stop_on_sigterm)
    console.print(f"vlmeval serve: {served} on {base_url(server)} ({len(state.figures_by_image)} known figure images)",
                  highlight=False, soft_wrap=True)
    console.file.flush()
    for warning in warnings:  # after the line above, which says where it listens
        print_warning(warning)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        state.stopping.set()
        server.server_close()


def _stop_on_sigterm(signum, frame) -> None:
    raise KeyboardInterrupt


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)
