"""Regular expressions compiled on first use.

Compiling is ~40% of importing the scoring core (700-odd patterns), and a run pays for every module's patterns
whether or not its texts ever reach them (the x-y readers' and the date grammar's, on a run of heatmaps). A
``LazyPattern`` holds the source and flags and compiles on the first call of a matching method; from then on
the compiled pattern's bound methods sit in the instance's ``__dict__``, so a call costs what a compiled
pattern's does (one attribute look-up, no extra frame).

``pattern`` is kept as given, so other patterns may be built from it at import without compiling it; every
other attribute of ``re.Pattern`` (``flags``, ``groups``, ``groupindex``) compiles it. ``re`` functions that
take a pattern (``re.sub(P, ...)``) want ``re.Pattern``: call the method (``P.sub(...)``) instead.
"""

from __future__ import annotations

import re
from typing import Any

_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split", "scanner")


class LazyPattern:
    """A stand-in for ``re.compile(pattern, flags)`` that compiles when first matched."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self._flags = flags

    @property
    def given_flags(self) -> int:
        """The flags as given (``flags`` would compile the pattern, to add its inline ones)."""
        return self._flags

    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled once; its methods then replace this class's in the instance)."""
        rx = re.compile(self.pattern, self._flags)
        for name in _METHODS:
            setattr(self, name, getattr(rx, name))
        self.compiled = lambda: rx  # type: ignore[method-assign]
        return rx

    def search(self, *args: Any) -> Any:
        return self.compiled().search(*args)

    def match(self, *args: Any) -> Any:
        return self.compiled().match(*args)

    def fullmatch(self, *args: Any) -> Any:
        return self.compiled().fullmatch(*args)

    def finditer(self, *args: Any) -> Any:
        return self.compiled().finditer(*args)

    def findall(self, *args: Any) -> Any:
        return self.compiled().findall(*args)

    def sub(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().sub(*args, **kwargs)

    def subn(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().subn(*args, **kwargs)

    def split(self, *args: Any, **kwargs: Any) -> Any:
        return self.compiled().split(*args, **kwargs)

    def scanner(self, *args: Any) -> Any:
        return self.compiled().scanner(*args)

    # no ``__getattr__``: with one, the interpreter looks every method up the slow way, even once compiled
    @property
    def flags(self) -> int:
        return self.compiled().flags

    @property
    def groups(self) -> int:
        return self.compiled().groups

    @property
    def groupindex(self) -> Any:
        return self.compiled().groupindex

    def __reduce__(self) -> tuple[Any, ...]:
        return (LazyPattern, (self.pattern, self._flags))

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}, {self._flags!r})"


def lazy_compile(pattern: str, flags: int = 0) -> LazyPattern:
    """``re.compile``'s lazy twin (same arguments); see the module's note."""
    return LazyPattern(pattern, flags)
