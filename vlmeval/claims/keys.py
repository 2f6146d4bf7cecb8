"""Keys of a figure's tables compared as readers write them: numbers numerically ("1k" = 1000, within a relative
1e-9), names loosely (``find_key``); and a lexicon's key lists, kept with what finds a key in them without comparing
every key (``KeyList``)."""

from __future__ import annotations

import re

import math
from functools import lru_cache

from vlmeval.claims.number_index import NumberIndex
from vlmeval.claims.text import norm, numbers_in
from vlmeval.groundtruth.schema import Key


def key_in(value: Key, keys: list[Key]) -> bool:
    return find_key(value, keys) is not None


def key_number(key: Key) -> float | None:  # the number a key stands for ("1k", "0.10"), or None
    try:
        return _key_number(key)
    except TypeError:  # an unhashable value: not cached
        return _key_number.__wrapped__(key)


@lru_cache(maxsize=65_536, typed=True)
def _key_number(key: Key) -> float | None:
    """The number a key stands for; cached, because the same few keys are compared for every claim."""
    if isinstance(key, bool):
        return None
    if isinstance(key, (int, float)):
        return float(key)
    found = numbers_in(str(key))
    if len(found) == 1 and found[0].end - found[0].start >= len(str(key).strip()) - 1:
        return found[0].value  # "1k", "1e-4", "0.10" are numbers written as names
    power = _POWER.fullmatch(str(key))  # "3^4": a key cell printed as a power of a base the number reader does not read as one (it reads 10^k, 2^k)
    return float(int(power[1]) ** int(power[2])) if power and len(power[2]) <= 2 else None


_POWER = re.compile(r"\s*(\d{1,3})\s*\^\s*(\d{1,2})\s*")


def find_key(value: Key, keys: list[Key]) -> Key | None:
    """The figure's key equal to ``value``: numbers compare numerically ("1k" = 1000; a key exactly equal
    comes first, then the first within a relative 1e-9), names loosely."""
    if type(value) is int or type(value) is float:  # the common case: a key equal to the number, found in C
        try:
            k = keys[keys.index(value)]
        except ValueError:
            pass
        else:
            if type(k) is not bool:
                return k
    number = key_number(value)
    if number is not None:
        for k in keys:
            kn = key_number(k)
            if kn is not None and abs(kn - number) <= 1e-9 * max(1.0, abs(kn)):
                return k
        if isinstance(value, (int, float)):
            return None
    target = _key_norm(value)
    for k in keys:
        if _key_norm(k) == target:
            return k
    return None


def _key_norm(key: Key) -> str:
    try:
        return _cached_key_norm(key)
    except TypeError:  # an unhashable value: not cached
        return norm(str(key))


@lru_cache(maxsize=65_536, typed=True)
def _cached_key_norm(key: Key) -> str:
    """``norm(str(key))``, cached: a figure with many keys (years, countries) compares each with every name read."""
    return norm(str(key))


class KeyList:
    """A lexicon's list of keys (``keys``, in the order first met, appended to in place) with what answers
    ``find_key`` for them without comparing every key: their normalised forms and their numbers, sorted."""

    __slots__ = ("keys", "_norms", "_numbers")

    def __init__(self, keys: list[Key]) -> None:
        self.keys = keys
        self._norms: set[str] = set()
        self._numbers = NumberIndex()
        for k in keys:
            self._keep(k)

    def _keep(self, k: Key) -> None:
        self._norms.add(_key_norm(k))
        if (number := key_number(k)) is not None:
            self._numbers.add(number)

    def append_new(self, new) -> None:
        """Append each key of ``new`` that ``find_key`` does not find in the list. A key that is not a number is
        found exactly when its normalised form is one of the list's (``find_key``'s last step), so it is looked up
        in a set; a number is looked up among the kept numbers near it (``_has``): a table with hundreds of
        series, dates or x values would otherwise cost a quadratic number of comparisons."""
        for k in new:
            number = key_number(k)
            if not (_key_norm(k) in self._norms if number is None else self._has(k, number)):
                self.keys.append(k)
                self._keep(k)

    def _has(self, k: Key, number: float) -> bool:
        """``find_key(k, self.keys) is not None`` for a key ``k`` that stands for ``number``, step by step: an
        equal key that is not a bool, a kept number within the tolerance (``NumberIndex``), and for a number
        written as a name ("1k") its normalised form."""
        keys = self.keys
        if not self._numbers.exact or not math.isfinite(number):
            return find_key(k, keys) is not None
        if type(k) is int or type(k) is float:
            try:
                if type(keys[keys.index(k)]) is not bool:
                    return True
            except ValueError:
                pass
        if self._numbers.has_near(number):
            return True
        return not isinstance(k, (int, float)) and _key_norm(k) in self._norms
