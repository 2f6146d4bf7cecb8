"""Errors injected into a unit of a real description at a claim vlmeval read and supported: the reading classes.

Each injector takes the description, the unit's span and one supported claim in it, and returns the mutated text,
or None when the record cannot show the change to be certainly wrong:

* ``value``    the stated number moved by 15-40%, outside the reading tolerance of every sample it may mean,
* ``swap``     a series or category name exchanged for another the record holds, whose value there differs from the
               stated one (value claims), or the two sides of a comparison exchanged where one side wins everywhere,
* ``trend``    a direction word reversed (rises <-> falls) where the record's net change over the window is clear,
* ``extreme``  the place of a maximum/minimum moved to a sample of the same series far from the extreme.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from vlmeval.agreement.corrupt.prose_record import near, panel_of, row_index, samples, tolerance, x_reading_span
from vlmeval.claims.trend_words import HIGHEST_WORDS, LOWEST_WORDS, PEAK_FORMS, TROUGH_WORDS
from vlmeval.groundtruth.schema import Figure
from vlmeval.records import ClaimVerdict

NUMBER = re.compile(r"(?<![\w.])[-\u2212]?\d+(?:\.\d+)?(?![\w])")


@dataclass(frozen=True)
class Mutation:
    error: str
    change: str  # what was changed, in words
    text: str  # the whole mutated description
    span: tuple[int, int]  # where the error shows, in the mutated text: the unit, or a lead-in and its bullets
    edits: tuple[tuple[int, int, int], ...] = ()  # (start, end, new length) of each edit, in the clean text

    def moved(self, pos: int) -> int:
        """Where a position of the clean text is in the mutated one (an edit's end moves with it)."""
        return pos + sum(n - (b - a) for a, b, n in self.edits if b <= pos and (a < pos or b == a == pos))


def edit(text: str, span: tuple[int, int], edits: list[tuple[tuple[int, int], str]], error: str,
         change: str) -> Mutation:
    """``text`` with each (start, end) of ``edits`` replaced; ``span`` (clean text) is where the error shows."""
    out, shift = text, 0
    for (a, b), new in sorted(edits):
        out = out[:a + shift] + new + out[b + shift:]
        shift += len(new) - (b - a)
    done = tuple((a, b, len(new)) for (a, b), new in sorted(edits))
    m = Mutation(error, change, out, span, done)
    return Mutation(error, change, out, (span[0], m.moved(span[1])), done)


def replace(text: str, unit: tuple[int, int], at: tuple[int, int], new: str, error: str, change: str) -> Mutation:
    """``text`` with ``at`` (inside ``unit``) replaced by ``new``."""
    return edit(text, unit, [(at, new)], error, change)


def as_float(token: str) -> float:
    return float(token.replace("\u2212", "-"))


def decimals_of(token: str) -> int:
    return len(token.split(".", 1)[1]) if "." in token else 0


def fmt(value: float, decimals: int, like: str) -> str:
    out = f"{value:.{decimals}f}"
    return out.replace("-", "\u2212") if "\u2212" in like else out


def _number_at(text: str, claim: ClaimVerdict, value: float) -> tuple[int, int] | None:
    """The span of the last number in the claim's text that reads as ``value``."""
    if text[claim.start:claim.end] != claim.text:
        return None
    found = [m for m in NUMBER.finditer(claim.text) if abs(as_float(m.group()) - value) < 1e-9]
    return (claim.start + found[-1].start(), claim.start + found[-1].end()) if found else None


def stated_number(text: str, claim: ClaimVerdict) -> tuple[int, int] | None:
    """Where the claim's stated value is written: its number's offsets, or the reading's y found in its text."""
    p = claim.payload or {}
    number = p.get("number")
    if isinstance(number, dict) and isinstance(number.get("start"), int) and not number.get("percent"):
        return number["start"], number["end"]
    for key in ("y", "stated"):  # a reading at an x; a table cell
        if isinstance(p.get(key), (int, float)) and not isinstance(p.get(key), bool):
            return _number_at(text, claim, float(p[key]))
    return None


def place_of(claim: ClaimVerdict):
    """The x or category a value claim reads at."""
    p = claim.payload or {}
    return p["x"] if isinstance(p.get("x"), (int, float)) else claim.column


def _far(new: float, truth: float, tol: float) -> bool:
    """Outside the reading tolerance and outside a hedged reading ("~", 10% either way) of ``truth``."""
    return abs(new - truth) > max(3 * tol, 0.12 * max(abs(truth), abs(new)))


def far_from_all(new: float, truths: list[float], tol: float, between: bool = False) -> bool:
    """``between``: the reading's x is approximate, so any value between the samples may be meant."""
    if not truths:
        return False
    if between:
        return (new < min(truths) and _far(new, min(truths), tol)) or (new > max(truths) and _far(new, max(truths), tol))
    return all(_far(new, t, tol) for t in truths)


# "~0.025 (highest peak)", "~2.73 (maximum)", "(local minimum)": the reading names the extreme near it (the extreme
# family of claims.trend_words: a peak or the highest words; the lowest words or a trough)
_MARKED_MAX = (PEAK_FORMS[0], *HIGHEST_WORDS)
_MARKED_MIN = (*LOWEST_WORDS, *TROUGH_WORDS)
MARKED = re.compile(rf"[^(;\n]{{0,12}}\((?:[A-Za-z-]+\s+){{0,2}}(?P<w>{'|'.join(_MARKED_MAX + _MARKED_MIN)})\)", re.I)


def marked_extreme(text: str, claim: ClaimVerdict) -> str | None:
    m = MARKED.match(text, claim.end)
    if m is None:
        return None
    return "max" if m.group("w").lower() in _MARKED_MAX else "min"


def truths_at(panel, row: int, claim: ClaimVerdict, text: str = "") -> tuple[list[float], bool]:
    """The record's values a reading may mean, and whether any value between them may be meant: the sample at
    the place itself, or, at an approximate or unsampled numeric x, the samples around it (within the x's reading
    tolerance); a reading marked as a peak or dip means the extreme there."""
    ss, place = samples(panel, row), place_of(claim)
    exact = near(ss, place) if isinstance(place, str) else [s for s in ss if s.key == place]
    if exact and (isinstance(place, str) or not (claim.payload or {}).get("x_approx")):
        return [s.y for s in exact], False
    around = [s.y for s in near(ss, place, x_reading_span(panel, ss))]
    which = marked_extreme(text, claim) if around else None
    if which is not None:
        return [max(around) if which == "max" else min(around)], False
    return around, True


def inject_value(fig: Figure, text: str, unit, claim: ClaimVerdict, rng: random.Random) -> Mutation | None:
    if claim.kind != "value":
        return None
    at = stated_number(text, claim)
    panel = panel_of(fig, claim)
    row = row_index(panel, claim.row) if panel else None
    if at is None or row is None or not (unit[0] <= at[0] and at[1] <= unit[1]):
        return None
    token = text[at[0]:at[1]]
    old, d = as_float(token), decimals_of(token)
    if old == 0:
        return None
    new = round(old * (1 + rng.choice((-1, 1)) * rng.uniform(0.15, 0.40)), d)
    if not 0.14 <= abs(new - old) / abs(old) <= 0.42:
        return None
    if d == 0 and new % 10 == 0 and old % 10 != 0:
        return None  # "~400" for "~488" reads as a round number, right within ±50: not certainly wrong
    truths, between = truths_at(panel, row, claim, text)
    if not far_from_all(new, truths, tolerance(panel, d), between):
        return None
    new_token = fmt(new, d, token)
    return replace(text, unit, at, new_token, "value", f"{token} -> {new_token}")


def name_spans(text: str, unit, name: str) -> list[tuple[int, int]]:
    """Where ``name`` is written as a whole word (any case) inside the unit."""
    pattern = re.compile(r"(?<![\w])" + re.escape(str(name)) + r"(?![\w])", re.I)
    return [(m.start(), m.end()) for m in pattern.finditer(text, unit[0], unit[1])]


def _swap_all(text: str, unit, spans: list[tuple[tuple[int, int], str]], error: str, change: str) -> Mutation:
    return edit(text, unit, spans, error, change)


def _swap_value(fig, text, unit, claim, rng) -> Mutation | None:
    panel = panel_of(fig, claim)
    row = row_index(panel, claim.row) if panel else None
    at = stated_number(text, claim)
    if row is None or at is None:
        return None
    token = text[at[0]:at[1]]
    tol = tolerance(panel, decimals_of(token))
    place = place_of(claim)
    options = []
    mine = name_spans(text, unit, str(claim.row))
    if mine:  # another series at the same place
        for other, name in enumerate(panel.data.rows):
            truths, between = truths_at(panel, other, claim)
            if other != row and not name_spans(text, unit, str(name)) and far_from_all(as_float(token), truths, tol,
                                                                                          between):
                options.append(([(s, str(name)) for s in mine], f"series {claim.row!r} -> {name!r}"))
    if isinstance(place, str) and name_spans(text, unit, place):  # the same series at another category
        for s in samples(panel, row):
            if isinstance(s.key, str) and s.key != place and not name_spans(text, unit, s.key) \
                    and far_from_all(as_float(token), [s.y], tol):
                options.append(([(sp, s.key) for sp in name_spans(text, unit, place)], f"{place!r} -> {s.key!r}"))
    if not options:
        return None
    spans, change = rng.choice(options)
    return _swap_all(text, unit, spans, "swap", change)


def _swap_comparison(text, unit, claim) -> Mutation | None:
    p, e = claim.payload or {}, claim.expected
    if not (isinstance(e, dict) and p.get("a") and p.get("b")):
        return None
    if not ((e.get("a_greater", 0) > 0) != (e.get("b_greater", 0) > 0)):
        return None  # one side must win at every place compared
    a, b = name_spans(text, unit, p["a"]), name_spans(text, unit, p["b"])
    if not a or not b:
        return None
    spans = [(s, str(p["b"])) for s in a] + [(s, str(p["a"])) for s in b]
    return _swap_all(text, unit, spans, "swap", f"{p['a']!r} <-> {p['b']!r}")


def _not_extreme(panel, row: int, which: str, value: float | None, tol: float) -> bool:
    """Series ``row`` certainly does not hold the panel's extreme: its own extreme is far from ``value`` (the
    panel's, as stated) or, with no value, another series is far beyond it at one of its places."""
    ys = [s.y for s in samples(panel, row)]
    if not ys:
        return False
    if value is not None:
        return _far(max(ys) if which == "max" else min(ys), value, tol)
    sign = 1 if which == "max" else -1
    mine = {s.key: s.y for s in samples(panel, row)}
    return any(s.key in mine and sign * (s.y - mine[s.key]) > 0 and _far(s.y, mine[s.key], tol)
               for other in range(len(panel.data.rows)) if other != row for s in samples(panel, other))


def _swap_extreme(fig, text, unit, claim, rng) -> Mutation | None:
    """The series named for a panel's extreme ("the longest time is 64 procs at ...", "A is the lowest
    everywhere") exchanged for one that certainly does not hold it."""
    p, panel = claim.payload or {}, panel_of(fig, claim)
    row = row_index(panel, claim.row) if panel else None
    mine = name_spans(text, unit, str(claim.row)) if row is not None else []
    which = p.get("which") or p.get("side")  # XYChartExtreme says "side"
    if not mine or which not in ("max", "min") or not panel.data or len(panel.data.rows) < 2:
        return None
    value = claim.expected.get("value") if isinstance(claim.expected, dict) and "x" in p else None
    tol = tolerance(panel, p.get("decimals"))
    options = [str(name) for other, name in enumerate(panel.data.rows) if other != row
               and not name_spans(text, unit, str(name)) and _not_extreme(panel, other, which, value, tol)]
    if not options:
        return None
    name = rng.choice(options)
    return _swap_all(text, unit, [(s, name) for s in mine], "swap", f"series {claim.row!r} -> {name!r}")


def inject_swap(fig: Figure, text: str, unit, claim: ClaimVerdict, rng: random.Random) -> Mutation | None:
    if claim.kind == "value":
        return _swap_value(fig, text, unit, claim, rng)
    if claim.kind == "extremum" and "series" in (claim.payload or {}):
        return _swap_extreme(fig, text, unit, claim, rng)
    if claim.kind == "comparison":
        return _swap_comparison(text, unit, claim)
    return None


_TREND_PAIRS = [("increase", "decrease"), ("increases", "decreases"), ("increased", "decreased"),
                ("increasing", "decreasing"), ("rise", "fall"), ("rises", "falls"), ("rising", "falling"),
                ("rose", "fell"), ("grows", "shrinks"), ("growing", "shrinking"), ("climbs", "drops"),
                ("upward", "downward"), ("rising", "declining"), ("doubles", "halves"), ("doubled", "halved"),
                ("doubling", "halving")]
UP = {a: b for a, b in _TREND_PAIRS}
DOWN = {b: a for a, b in _TREND_PAIRS} | {"declines": "rises", "decline": "rise", "drop": "rise"}
_WORD = re.compile(r"[A-Za-z]+")


def _stated_direction(claim: ClaimVerdict) -> str | None:
    p = claim.payload or {}
    d = p.get("direction") or p.get("which")
    return d if d in ("up", "down") else None


def _window(panel, row: int, claim: ClaimVerdict) -> list[float]:
    ss, p = samples(panel, row), claim.payload or {}
    if isinstance(p.get("window"), list) and len(p["window"]) == 2:
        return [s.y for s in ss[p["window"][0]:p["window"][1] + 1]]
    lo, hi = p.get("x"), p.get("until")
    return [s.y for s in ss if not isinstance(s.key, str) and (lo is None or s.key >= lo) and (hi is None or s.key <= hi)]


def inject_trend(fig: Figure, text: str, unit, claim: ClaimVerdict, rng: random.Random) -> Mutation | None:
    direction = _stated_direction(claim) if claim.kind == "trend" else None
    panel = panel_of(fig, claim)
    row = row_index(panel, claim.row) if panel and direction else None
    if row is None:
        return None
    ys = _window(panel, row, claim)
    if len(ys) < 2:
        return None
    net = ys[-1] - ys[0]
    if net == 0 or (net > 0) != (direction == "up") or abs(net) < 0.25 * (max(ys) - min(ys)):
        return None
    table = UP if direction == "up" else DOWN
    words = [m for m in _WORD.finditer(text, unit[0], unit[1]) if m.group().lower() in table]
    if not words:
        return None
    # every word of that direction in the unit ("roughly doubles, rising every year" -> "halves, falling"), so
    # the unit does not say both ways
    spans = [((w.start(), w.end()), _cased(table[w.group().lower()], w.group())) for w in words]
    change = ", ".join(f"{w.group()} -> {new}" for w, (_, new) in zip(words, spans))
    return edit(text, unit, spans, "trend", change)


def _cased(word: str, like: str) -> str:
    return word.capitalize() if like[0].isupper() else word


def _place_span(text: str, claim: ClaimVerdict) -> tuple[int, int] | None:
    p = claim.payload or {}
    when = p.get("when")
    if isinstance(when, dict) and isinstance(when.get("start"), int):
        return when["start"], when["end"]
    if isinstance(p.get("x"), (int, float)) and p.get("x") != p.get("y"):
        return _number_at(text, claim, float(p["x"]))
    return None


def inject_extreme(fig: Figure, text: str, unit, claim: ClaimVerdict, rng: random.Random) -> Mutation | None:
    if claim.kind != "extremum" or not isinstance(claim.expected, dict):
        return None
    panel = panel_of(fig, claim)
    row = row_index(panel, claim.row) if panel else None
    at = _place_span(text, claim)
    if row is None or at is None or not (unit[0] <= at[0] and at[1] <= unit[1]):
        return None
    ss = samples(panel, row)
    ys = [s.y for s in ss]
    if len(ys) < 3:
        return None
    which = (claim.payload or {}).get("which") or (claim.payload or {}).get("side")
    top = max(ys) if which == "max" else min(ys)
    span = max(ys) - min(ys)
    far = [s for s in ss if all(abs(n.y - top) >= 0.3 * span for n in near(ss, s.key))]
    token = text[at[0]:at[1]]
    options = []
    for s in far:
        if isinstance(s.key, str):
            options.append((s.key, s))
        elif NUMBER.fullmatch(token):
            d = max(decimals_of(token), 0)
            written = fmt(s.key, d, token)
            if abs(as_float(written) - s.key) < 0.5 * 10.0 ** -d:
                options.append((written, s))
    if not options or span <= 0:
        return None
    new, s = rng.choice(options)
    return replace(text, unit, at, new, "extreme", f"{which or 'extreme'} at {token} -> {new}")


READING_CLASSES = {"value": inject_value, "swap": inject_swap, "trend": inject_trend, "extreme": inject_extreme}
