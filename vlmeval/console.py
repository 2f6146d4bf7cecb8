"""The two consoles every command prints through (stdout for results, stderr for progress, warnings and
errors). Below the CLI so that library code showing progress (``vlmeval.scoring``) need not import the CLI."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text


class _Console(Console):
    """Rich's console, except that off a terminal (a file, a pipe, a CI log) text is never wrapped: a message
    or a path split at 80 columns breaks grep and copy-paste. Tables and other renderables lay out as before."""

    def print(self, *objects, **kwargs) -> None:  # type: ignore[override]
        if kwargs.get("soft_wrap") is None and not self.is_terminal and all(isinstance(o, (str, Text)) for o in objects):
            kwargs["soft_wrap"] = True
        super().print(*objects, **kwargs)


console = _Console()
err_console = _Console(stderr=True)
