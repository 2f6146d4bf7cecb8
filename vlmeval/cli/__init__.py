"""The ``vlmeval`` command: a thin layer that parses arguments, calls the library and prints.

Each command group lives in its own module and registers itself on ``app`` here.
"""

from __future__ import annotations

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


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", help="Print the version and exit.", is_eager=True),
) -> None:
    if version:
        typer.echo(f"vlmeval {vlmeval.__version__}")
        raise typer.Exit()


def _register() -> None:
    from vlmeval.cli import gt

    app.add_typer(gt.app, name="gt", help="List, validate, show and render ground-truth figures.")
    for module_name in ("score", "run", "serve", "reports", "agree"):
        try:
            module = __import__(f"vlmeval.cli.{module_name}", fromlist=["register"])
        except ModuleNotFoundError as e:
            if e.name != f"vlmeval.cli.{module_name}":
                raise
            continue  # command group not part of this build
        module.register(app)


_register()


def main() -> None:
    app()
