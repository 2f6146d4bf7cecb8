"""The two consoles every command prints through (stdout for results, stderr for progress, warnings and
errors). Below the CLI so that library code showing progress (``vlmeval.scoring``) need not import the CLI."""

from __future__ import annotations

from rich.console import Console

console = Console()
err_console = Console(stderr=True)
