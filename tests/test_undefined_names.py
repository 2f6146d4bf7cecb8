"""No module of the package uses a name it never binds. Moving code between modules (the claim-type modules)
can leave a name behind whose import went elsewhere; Python only notices when that line runs, which a rare
sentence form may be the first to do (a tick count once stopped scoring with NameError this way)."""

from pathlib import Path

from pyflakes import api, messages
from pyflakes.reporter import Reporter

import vlmeval

PACKAGE = Path(vlmeval.__file__).parent


class _Collect(Reporter):
    def __init__(self):
        self.found: list[str] = []

    def flake(self, message):
        if isinstance(message, (messages.UndefinedName, messages.UndefinedLocal, messages.UndefinedExport)):
            self.found.append(f"{message.filename}:{message.lineno}: {message.message % message.message_args}")

    def syntaxError(self, filename, msg, lineno, offset, text):
        self.found.append(f"{filename}:{lineno}: {msg}")

    def unexpectedError(self, filename, msg):
        self.found.append(f"{filename}: {msg}")


def test_no_module_uses_a_name_it_never_binds():
    report = _Collect()
    for path in sorted(PACKAGE.rglob("*.py")):
        api.checkPath(str(path), report)
    assert report.found == []
