"""The ``vlmeval`` command: a thin layer that parses arguments, calls the library and prints.

Each command group lives in its own module and registers itself on ``app`` here.
"""

from __future__ import annotations

import inspect
import sys

import typer

import vlmeval

if getattr(vlmeval, "__identity__", None) != "vlmeval-figure-description-evaluator":
    sys.exit("vlmeval: the 'vlmeval' package imported here is not the figure-description evaluator "
             f"({getattr(vlmeval, '__file__', '?')}). Another project (VLMEvalKit or a fork) uses the same import "
             "name; install them in separate virtual environments.")

app = typer.Typer(
    name="vlmeval",
    help="Score how truthfully vision-language models describe scientific figures, claim by claim.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _print_version(value: bool) -> None:
    # An eager callback runs while the options are parsed, before the group asks for a command.
    if value:
        typer.echo(f"vlmeval {vlmeval.__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", help="Print the version and exit.", is_eager=True,
                                 callback=_print_version),
) -> None:
    pass


def _flags_without_placeholder() -> None:
    """Show flags as ``--cache/--no-cache``, not ``--no-cache <bool>``: they take no value.

    typer's rich help prints every option's type, flags included; its plain help already leaves flags out.
    """
    from typer.core import TyperOption

    display_type = getattr(TyperOption, "display_type_rich", None)
    if display_type is None or getattr(display_type, "skips_flags", False):
        return

    def display_type_rich(self, ctx):
        return None if self.is_flag else display_type(self, ctx)

    display_type_rich.skips_flags = True
    TyperOption.display_type_rich = display_type_rich


def _one_line_paragraphs(text: str) -> str:
    """Each paragraph (blank-line separated) of a help text on one line, so that the help formatter wraps it at
    the terminal's width: typer's rich help keeps every newline of a docstring's later paragraphs, which broke
    sentences in the middle. A paragraph that starts with \\b keeps its lines (click's marker)."""
    paragraphs = inspect.cleandoc(text).split("\n\n")
    return "\n\n".join(p if p.startswith("\b") else " ".join(line.strip() for line in p.splitlines())
                       for p in paragraphs)


def _wrap_help(typer_app: typer.Typer) -> None:
    """Every command's help (its docstring unless given) as one-line paragraphs, in every group."""
    for info in typer_app.registered_commands:
        text = info.help if isinstance(info.help, str) else inspect.getdoc(info.callback)
        if text:
            info.help = _one_line_paragraphs(text)
    for group in typer_app.registered_groups:
        _wrap_help(group.typer_instance)


def _register() -> None:
    from vlmeval.cli import gt

    app.add_typer(gt.app, name="gt")  # its help lists its commands (gt.CommandsListed)
    for module_name in ("score", "run", "init", "serve", "reports", "agree"):
        try:
            module = __import__(f"vlmeval.cli.{module_name}", fromlist=["register"])
        except ModuleNotFoundError as e:
            if e.name != f"vlmeval.cli.{module_name}":
                raise
            continue  # command group not part of this build
        module.register(app)


_register()
_wrap_help(app)
_flags_without_placeholder()


def main() -> None:
    """The console entry point. A file that cannot be read or written is the user's to fix, not a crash: it
    becomes ``error: <file>: <what> (fix: ...)`` and exit 2 (exit 1 means a regression to CI). An OSError that
    names no file is a bug and keeps its traceback."""
    from vlmeval.cli.common import os_error_message, print_error
    from vlmeval.collector import fewer_sweeps

    try:
        # a command imports what it needs when it runs (the scoring core: ~500 modules, ~700 patterns compiled),
        # allocating a few hundred thousand objects that stay: swept as they are made, they cost ~50 ms a start
        with fewer_sweeps():
            app(prog_name="vlmeval")  # the same name in help whether started as the script or via python -c
    except OSError as e:
        if e.filename is None:
            raise
        print_error(os_error_message(e))
        sys.exit(2)
