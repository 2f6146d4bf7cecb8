"""Numbers kept sorted, asked whether one lies within ``find_key``'s relative tolerance of a number (issue 34).

Building a figure's lexicon asks, for each numeric key of each panel, whether a key already kept is that number
(``lexicon.find_key``: within a relative 1e-9 of it); a curve with hundreds of x values made that a quadratic scan.
Here the kept numbers are sorted and only those near the number are compared, with the same test."""

from __future__ import annotations

import math
from bisect import bisect_left, insort

RELATIVE = 1e-9  # lexicon.find_key's tolerance: |kept - x| <= RELATIVE * max(1, |kept|)


class NumberIndex:
    """The numbers added so far; ``has_near(x)``: whether one is within ``RELATIVE`` of ``x`` as ``find_key``
    compares them. Exact for a finite ``x`` while no NaN was added; ``exact`` says whether it is."""

    __slots__ = ("_sorted", "exact", "_infinite")

    def __init__(self) -> None:
        self._sorted: list[float] = []
        self.exact = True  # False once a NaN is added (it sorts nowhere): then ask find_key
        self._infinite = False  # an infinity was added: find_key's test holds for it and any finite x (inf <= inf)

    def add(self, x: float) -> None:
        if math.isnan(x):
            self.exact = False
        elif math.isinf(x):
            self._infinite = True
        else:
            insort(self._sorted, x)

    def has_near(self, x: float) -> bool:
        """Whether some added ``kept`` has ``abs(kept - x) <= RELATIVE * max(1, abs(kept))`` (``x`` finite).

        Every such ``kept`` lies within ``10 * RELATIVE * max(1, abs(x))`` of ``x`` (|kept| <= |x| + |kept - x|),
        so only the sorted numbers in that window are compared, each with ``find_key``'s own test."""
        if self._infinite:
            return True
        s = self._sorted
        reach = 10 * RELATIVE * max(1.0, abs(x))
        i = bisect_left(s, x)
        for j in range(i, len(s)):
            if s[j] > x + reach:
                break
            if abs(s[j] - x) <= RELATIVE * max(1.0, abs(s[j])):
                return True
        for j in range(i - 1, -1, -1):
            if s[j] < x - reach:
                break
            if abs(s[j] - x) <= RELATIVE * max(1.0, abs(s[j])):
                return True
        return False
