"""Tick labels as values, and the mapping from page position to value (linear, log, dates) fitted to them."""

from __future__ import annotations

import datetime as dt
import math
import re
from dataclasses import dataclass

_NUMBER = re.compile(r"^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$")
_POWER = re.compile(r"^(?:([-+]?\d+(?:\.\d+)?)\s*[×x·])?\s*(10|2)\^\{?([-+]?\d+(?:\.\d+)?)\}?$")  # 10^3, 2^6
_SUFFIX = {"k": 1e3, "K": 1e3, "M": 1e6, "B": 1e9, "G": 1e9}
_DATE_FORMATS = ("%Y-%m-%d", "%Y-%m", "%Y/%m/%d", "%b %Y", "%B %Y", "%b %d, %Y", "%d %b %Y", "%Y-%m-%d %H:%M",
                 "%y/%m/%d")  # the last: a two-digit year first ('20/04/01', matplotlib's DateFormatter('%y/%m/%d'))
FIT_TOLERANCE = 2e-3  # largest tick misfit, as a fraction of the axis span, that still counts as a fit

STEP = 0.01  # points: the coordinate precision a drawn value is trusted to (the "axis resolution")


def round_to(value: float, resolution: float) -> float:
    """The shortest decimal within ``resolution`` of a read value: 16.249 read to 0.002 is 16.25, since the drawing
    cannot tell them apart, and data are mostly written with few digits."""
    if resolution <= 0:
        return value
    for digits in range(0, 11):
        short = round(value, digits)
        if abs(short - value) <= resolution:
            return short + 0.0  # no -0.0
    return value



def clean(text: str) -> str:
    return text.replace("−", "-").replace("–", "-").replace("\u2009", "").replace(" ", "").strip("$")


def parse_number(text: str) -> float | None:
    """A printed number as a value: '−4.1', '1,200', '45%', '2k', '10^3', '2^6', '1e-4'; None when it is no number."""
    t = clean(text).replace("{", "").replace("}", "")
    if not t:
        return None
    power = _POWER.match(t)
    if power:
        return float(power.group(1) or 1) * float(power.group(2)) ** float(power.group(3))
    if t.endswith("%"):
        t = t[:-1]
    scale = 1.0
    if t and t[-1] in _SUFFIX and _NUMBER.match(t[:-1] or "x"):
        scale, t = _SUFFIX[t[-1]], t[:-1]
    if re.fullmatch(r"[-+]?\d{1,3}(,\d{3})+(\.\d+)?", t):
        t = t.replace(",", "")
    return float(t) * scale if _NUMBER.match(t) else None


def printed_decimals(text: str) -> int:
    t = clean(text).rstrip("%")
    if "e" in t.lower() or "^" in t:
        return 0
    return len(t.split(".", 1)[1]) if "." in t else 0


def parse_date(text: str) -> float | None:
    """A date label as days since 1970-01-01; None when it is not a date."""
    t = text.strip()
    for fmt in _DATE_FORMATS:
        try:
            return (dt.datetime.strptime(t, fmt) - dt.datetime(1970, 1, 1)).total_seconds() / 86400
        except ValueError:
            continue
    return None


def date_key(days: float) -> str:
    return (dt.date(1970, 1, 1) + dt.timedelta(days=round(days))).isoformat()


def as_key(text: str) -> int | float | str:
    """A category label as a table key: an integer or plain decimal becomes a number, anything else stays text."""
    t = clean(text)
    if re.fullmatch(r"[-+]?\d+", t):
        return int(t)
    if re.fullmatch(r"[-+]?\d*\.\d+", t):
        return float(t)
    return text.strip()


def tick_key(text: str):
    """A numeric tick as a key: a plain number or a power of ten as its value, '1k' or '45%' as printed."""
    key = as_key(text)
    if isinstance(key, str) and "^" in text:
        return parse_number(text)
    return float(key) if isinstance(key, (int, float)) else key


def decade_digits(labels: list[str]) -> list[str] | None:
    """The values of a log axis labelled the plotly way, in axis order: decades in full ('1', '10', '100'), the
    ticks between them by their leading digit only ('2', '5'), which counts in the decade below it. None when the
    labels are not of that form."""
    values = [parse_number(t) for t in labels]
    if any(v is None or v <= 0 for v in values):
        return None
    decades = [i for i, v in enumerate(values) if abs(math.log10(v) - round(math.log10(v))) < 1e-9]
    if not decades or len(decades) == len(values):
        return None
    out = []
    for i, (text, v) in enumerate(zip(labels, values)):
        if i in decades:
            out.append(v)
            continue
        if not re.fullmatch(r"[2-9]", clean(text)):
            return None
        before = [values[j] for j in decades if j < i]
        out.append(v * (before[-1] if before else values[decades[0]] / 10))
    if any(b <= a for a, b in zip(out, out[1:])):
        return None
    return [f"{v:g}" for v in out]


@dataclass(frozen=True, slots=True)
class Mapping:
    """value = f(a + b * position): f is identity (linear, time), 10**x (log) or x**2 (sqrt: ticks 0, 0.01, 0.04,
    ... 0.81 equally apart, an axis drawn against the square root of its values)."""

    scale: str  # "linear" | "log" | "sqrt" | "time"
    a: float
    b: float
    misfit: float  # largest tick error as a fraction of the span

    def value(self, pos: float) -> float:
        v = self.a + self.b * pos
        if self.scale == "sqrt":
            return math.copysign(v * v, v)
        return 10.0 ** v if self.scale == "log" else v

    def position(self, value: float) -> float:
        v = math.log10(value) if self.scale == "log" else value
        if self.scale == "sqrt":
            v = math.copysign(math.sqrt(abs(v)), v)
        return (v - self.a) / self.b

    def resolution(self, lo: float, hi: float, step: float = 0.1) -> float:
        """How much value one ``step`` points of drawing stands for (at the coarse end on a log axis)."""
        return max(abs(self.value(p + step) - self.value(p)) for p in (lo, hi))


def fit(positions: list[float], values: list[float], scale: str) -> Mapping | None:
    if scale == "log":
        if any(v <= 0 for v in values):
            return None
        values = [math.log10(v) for v in values]
    if scale == "sqrt":
        if any(v < 0 for v in values):
            return None
        values = [math.sqrt(v) for v in values]
    pairs = sorted(set(zip(positions, values)))
    if len({p for p, _ in pairs}) < 2 or len({v for _, v in pairs}) < 2:
        return None
    n = len(pairs)
    mx = sum(p for p, _ in pairs) / n
    my = sum(v for _, v in pairs) / n
    sxx = sum((p - mx) ** 2 for p, _ in pairs)
    b = sum((p - mx) * (v - my) for p, v in pairs) / sxx
    a = my - b * mx
    span = max(v for _, v in pairs) - min(v for _, v in pairs)
    misfit = max(abs(a + b * p - v) for p, v in pairs) / span
    return Mapping(scale, a, b, misfit)


def calibrate(positions: list[float], labels: list[str]) -> Mapping | None:
    """The mapping the tick labels fit (dates, linear, then log, then square root: three ticks at least, since two
    fit any), or None when none fits within FIT_TOLERANCE."""
    dates = [parse_date(t) for t in labels]
    if len(labels) >= 2 and all(d is not None for d in dates):
        m = fit(positions, dates, "time")
        return m if m and m.misfit <= FIT_TOLERANCE else None
    values = [parse_number(t) for t in labels]
    pairs = [(p, v) for p, v in zip(positions, values) if v is not None]
    if len(pairs) < 2 or len(pairs) < len(labels) - 1:
        return None
    ps, vs = [p for p, _ in pairs], [v for _, v in pairs]
    powers = sum("^" in t for t in labels) >= 2
    order = ("log", "linear") if powers else ("linear", "log")
    for scale in order:
        m = fit(ps, vs, scale)
        if m and m.misfit <= FIT_TOLERANCE and (len(pairs) >= 3 or scale == order[0]):
            return m
    m = fit(ps, vs, "sqrt") if len(pairs) >= 3 else None
    if m and m.misfit <= FIT_TOLERANCE:
        return m
    steps = rounded_progression(ps, vs, [t for t, v in zip(labels, values) if v is not None])
    return fit(ps, steps, "linear") if steps else None


def rounded_progression(positions: list[float], values: list[float], labels: list[str]) -> list[float] | None:
    """The arithmetic progression equally spaced ticks stand for when their labels print it rounded: '48%, 50%,
    52%, 55%' at equal steps is 47.5, 50, 52.5, 55 printed to whole percents. Each label must lie within half a
    unit of its last printed digit of the progression, whose step is round (1, 2, 2.5 or 5 times a power of ten)
    and larger than that unit, and whose ticks are multiples of the step, as a tick locator places them; None when
    the ticks are not equally spaced or no such progression fits."""
    n = len(values)
    if n < 4 or len(positions) != n:
        return None
    pitch = (positions[-1] - positions[0]) / (n - 1)
    if pitch == 0 or max(abs(positions[0] + k * pitch - p) for k, p in enumerate(positions)) > FIT_TOLERANCE * abs(pitch) * n:
        return None
    half = 0.5 * 10.0 ** -max(printed_decimals(t) for t in labels) + 1e-9
    for step in _round_steps(values, half):
        lo = max(v - k * step - half for k, v in enumerate(values))
        hi = min(v - k * step + half for k, v in enumerate(values))
        start = _multiple_within(abs(step), lo, hi) if abs(step) > 2 * half else None
        if start is not None:
            return [round_to(start + k * step, 1e-9) for k in range(n)]
    return None


def _multiple_within(step: float, lo: float, hi: float) -> float | None:
    """The multiple of ``step`` in [lo, hi]; the labels bound the first tick to less than a step, so at most one
    fits ('63%, 65%, 68%, 70%' is 62.5, 65, 67.5, 70, never 63, 65.5, 68, 70.5, which the labels allow as well)."""
    first = math.ceil(lo / step - 1e-9) * step
    return round_to(first, 1e-9) if first <= hi + 1e-9 * step else None


def _round_steps(values: list[float], half: float) -> list[float]:
    """The round steps the labels allow, shortest first: every pair of labels bounds the step (their difference,
    give or take a unit, over their distance)."""
    bounds = [((values[j] - values[i] - 2 * half) / (j - i), (values[j] - values[i] + 2 * half) / (j - i))
              for i in range(len(values)) for j in range(i + 1, len(values))]
    lo, hi = max(b[0] for b in bounds), min(b[1] for b in bounds)
    sign = 1.0 if lo > 0 else -1.0
    steps = [sign * lead * 10.0 ** power for power in range(-6, 7) for lead in (1.0, 2.0, 2.5, 5.0)]
    return sorted((s for s in steps if lo <= s <= hi), key=abs)


_PLAIN = re.compile(r"^[-+]?\d+(\.\d+)?$")


def on_tick_grid(value: float, labels: list[str], within: float) -> float | None:
    """The number written with the tick labels' decimals nearest a read value, where it lies ``within`` of it (one
    coordinate step of drawing): a producer that writes its coordinates to two decimals (R's pdf device) puts a
    point at year 2006 at 2005.9997 once the ticks' own rounding adds to its own, and a column of years, epochs or
    other values written like the ticks is that number. None for ticks that are not plain decimals."""
    texts = [clean(t) for t in labels if t.strip()]
    if not texts or not all(_PLAIN.match(t) for t in texts):
        return None
    near = round(value, max(printed_decimals(t) for t in texts))
    return near + 0.0 if abs(near - value) <= within else None
