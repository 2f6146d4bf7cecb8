"""The two consoles every command prints through (stdout for results, stderr for progress, warnings and
errors). Below the CLI so that library code showing progress (``vlmeval.scoring.scorecard``) need not import the CLI."""

from __future__ import annotations

import re

from rich.console import Console
from rich.text import Text

# what a terminal would act on rather than show: C0 controls but newline and tab (ESC starts a control sequence:
# "\x1b[2J" clears the screen), DEL, C1 controls, and the bidirectional overrides that reorder what follows
_ACTED_ON = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """``text`` as it may reach a terminal: each control character written as its escape (``\\x1b``), visible
    and inert. Every string the consoles print goes through here (a model name, a figure id, a file name)."""
    return _ACTED_ON.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text) if not text.isprintable() else text


class _Console(Console):
    """Rich's console, except that off a terminal (a file, a pipe, a CI log) text is never wrapped: a message
    or a path split at 80 columns breaks grep and copy-paste. Tables and other renderables lay out as before."""

    def print(self, *objects, **kwargs) -> None:  # type: ignore[override]
        objects = tuple(printable(o) if isinstance(o, str) else o for o in objects)
        if kwargs.get("soft_wrap") is None and not self.is_terminal and all(isinstance(o, (str, Text)) for o in objects):
            kwargs["soft_wrap"] = True
        super().print(*objects, **kwargs)


console = _Console()
err_console = _Console(stderr=True)
