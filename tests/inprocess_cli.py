"""``vlmeval ARGS`` run by calling ``vlmeval.cli.main()`` in the test process, with what a fresh process would
see: its own argv, environment, working folder, empty stdin and piped (non-terminal) stdout and stderr, the two
rich consoles built anew from that environment, Python's default warning filters, and an uncaught exception
written to stderr as a traceback with exit code 1. It returns the ``subprocess.CompletedProcess`` a subprocess
call would, about two seconds sooner (no interpreter start, no re-import of the package).

The installed entry point itself is proved by the few tests that still start it as a subprocess
(``tests/cli/test_score_cli.py``, ``tests/test_public_api.py``, the pseudo-terminal tests, ``serve``)."""

from __future__ import annotations

import faulthandler
import io
import os
import signal
import subprocess
import sys
import traceback
import warnings
from contextlib import contextmanager
from pathlib import Path


def run_main(args: list[str], env: dict[str, str], cwd: Path | None, timeout: float) -> subprocess.CompletedProcess:
    """``main()`` with ``sys.argv = ["vlmeval", *args]`` under ``env`` (the whole environment) in ``cwd``."""
    from vlmeval.cli import main

    out, err = _pipe(), _pipe(errors="backslashreplace")
    with _environment(env), _folder(cwd), _streams(out, err), _fresh_consoles(), _default_warnings() as caught, \
            _argv(["vlmeval", *args]), _signal_handlers(), _deadline(timeout, args):
        code = _exit_code(main)
        for w in caught:  # as the interpreter prints them, on stderr
            sys.stderr.write(warnings.formatwarning(w.message, w.category, w.filename, w.lineno, w.line))
    return subprocess.CompletedProcess(["vlmeval", *args], code, _text(out), _text(err))


def _exit_code(main) -> int:
    try:
        main()
    except SystemExit as e:
        if e.code is None or isinstance(e.code, int):
            return e.code or 0
        print(e.code, file=sys.stderr)  # sys.exit("message"): the interpreter prints it and exits 1
        return 1
    except Exception:  # noqa: BLE001 -- an uncaught exception ends a process with its traceback and exit 1
        traceback.print_exc(file=sys.stderr)
        return 1
    return 0


def _pipe(errors: str = "strict") -> io.TextIOWrapper:
    # a pipe's stream: utf-8, not a terminal (isatty() is False), no fileno()
    return io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors=errors, write_through=True)


def _text(stream: io.TextIOWrapper) -> str:
    # subprocess.run(text=True) reads with universal newlines: \r\n and \r become \n
    stream.flush()
    return stream.buffer.getvalue().decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")


@contextmanager
def _environment(env: dict[str, str]):
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


@contextmanager
def _folder(cwd: Path | None):
    saved = os.getcwd()
    if cwd is not None:
        os.chdir(cwd)
    try:
        yield
    finally:
        os.chdir(saved)


@contextmanager
def _streams(out: io.TextIOWrapper, err: io.TextIOWrapper):
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.TextIOWrapper(io.BytesIO(), encoding="utf-8"), out, err
    try:
        yield
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved


@contextmanager
def _fresh_consoles():
    """``vlmeval.console``'s consoles as a new process builds them (width from COLUMNS, colour from the streams
    and NO_COLOR/FORCE_COLOR), put back as they were afterwards."""
    from vlmeval.console import console, err_console

    saved = [(c, dict(c.__dict__)) for c in (console, err_console)]
    console.__init__()
    err_console.__init__(stderr=True)
    # typer reads TERMINAL_WIDTH and the forced-terminal variables once, at import: read them as a new process would
    import typer.rich_utils as typer_rich

    typer_saved = (typer_rich.MAX_WIDTH, typer_rich.FORCE_TERMINAL)
    width = os.environ.get("TERMINAL_WIDTH")
    typer_rich.MAX_WIDTH = int(width) if width else None
    typer_rich.FORCE_TERMINAL = (True if os.environ.get("GITHUB_ACTIONS") or os.environ.get("FORCE_COLOR")
                                 or os.environ.get("PY_COLORS") else None)
    if os.environ.get("_TYPER_FORCE_DISABLE_TERMINAL"):
        typer_rich.FORCE_TERMINAL = False
    try:
        yield
    finally:
        for c, state in saved:
            c.__dict__.clear()
            c.__dict__.update(state)
        typer_rich.MAX_WIDTH, typer_rich.FORCE_TERMINAL = typer_saved


@contextmanager
def _default_warnings():
    # a fresh interpreter's filters (DeprecationWarning and the like ignored), not pytest's; shown once per place
    with warnings.catch_warnings(record=True) as caught:
        warnings.resetwarnings()
        warnings.simplefilter("default")
        for category in (DeprecationWarning, PendingDeprecationWarning, ImportWarning, ResourceWarning):
            warnings.simplefilter("ignore", category)
        yield caught


@contextmanager
def _signal_handlers():
    """A command that sets a signal's handler (serve's SIGTERM) leaves the test process's as they were: an ignored
    SIGINT would be inherited by every process a later test starts."""
    saved = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for sig, handler in saved.items():
            signal.signal(sig, handler)


@contextmanager
def _argv(argv: list[str]):
    saved = sys.argv
    sys.argv = argv
    try:
        yield
    finally:
        sys.argv = saved


@contextmanager
def _deadline(timeout: float, args: list[str]):
    """A command that hangs ends the test process with every thread's traceback after ``timeout`` seconds, as
    ``subprocess.run(timeout=...)`` would have failed the test (pytest-xdist reports the test and starts a new
    worker)."""
    faulthandler.dump_traceback_later(timeout, exit=True, file=sys.__stderr__)
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()
