"""The text of a number, as both extraction stacks read it: a sign (ASCII minus or U+2212), digits with optional
thousands commas ("1,234"), decimals, an exponent ("1e5"), and the unit written after it: a percent ("%",
"percent", "per cent") or a scale word ("k", "thousand", "M", "million", "billion", "trillion").

Where a number is written is found once, by the one finder (``claims.text.FIND_NUMBER_RE``, read per text by
``Document.found_numbers``). Which part of a find is a number and what is no value at all (a name such as
"Llama-4", a date, a rate's base) are each reader's rules, read at the finds: ``claims.text.NUMBER_RE`` (table and
results prose: ``numbers_in``) and line/bar prose's reading of the find's groups (``line_text.find_numbers``);
``read_number`` reads the number and unit they give.
"""

from __future__ import annotations

from typing import NamedTuple

SCALES = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "billion": 1e9, "trillion": 1e12}
SCALE_DIGITS = {1e3: 3, 1e6: 6, 1e9: 9, 1e12: 12}  # a scale word's power of ten: "2.5k" holds 3 of its decimals in it
PERCENT_UNITS = frozenset({"%", "percent", "per cent"})
_MINUS = ("-", "−")
# a power of ten as printed: "10⁻³", "10^-3", "10^{-3}", and after a mantissa "5×10⁻⁵", "7 × 10^-4", "2 x 10^6" (the
# numbers figures on log axes print); read as the exponent form "5e-5" (``read_number``); a power of two the same way
POWER = r"(?:\^\{?[-−+]?\d+\}?|[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)"
TIMES_POWER = r"\s?[×x]\s?10" + POWER
_SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺−", "0123456789-+-", "^{}")
_TWO_EXPONENT = frozenset("^⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺")  # what follows the 2 of a power of two as printed
_new = tuple.__new__  # builds a NumberText without the generated __new__ (a Python call): stacks read thousands


class NumberText(NamedTuple):
    """A number as written."""

    value: float  # signed and scaled: "-2.5k" is -2500.0; inf for a digit run too long for a float
    written: float  # signed, before the scale word: "-2.5k" is -2.5
    digits: str  # the digits without sign and commas: "1,250.50" is "1250.50"
    decimals: int  # digits after the point as written: "2.50" has 2, "1.5e3" has 1
    scale: float  # the scale word's factor (1.0 without one)
    percent: bool


def read_number(number: str, unit: str | None = "") -> NumberText | None:
    """What ``number`` (sign, digits, commas, point, exponent) and the ``unit`` written after it stand for; None
    when ``number`` is not one ``float`` reads."""
    negative = number[:1] in _MINUS
    digits = number[1:] if negative else number
    if "," in digits:
        digits = digits.replace(",", "")
    if not digits.isascii() or "^" in digits or "x" in digits:
        digits = _exponent_form(digits)
    try:
        written = float(digits)
    except ValueError:
        return None
    if negative:
        written = -written
    point = digits.find(".")
    decimals = 0 if point < 0 else _fraction_digits(digits[point + 1:])
    if not unit:
        return _new(NumberText, (written, written, digits, decimals, 1.0, False))
    unit = unit.strip().lower()
    scale = SCALES.get(unit, 1.0)
    return _new(NumberText, (written * scale, written, digits, decimals, scale, unit in PERCENT_UNITS))

def _fraction_digits(fraction: str) -> int:
    """How many digits ``fraction`` (what follows the decimal point: digits, then maybe an exponent) holds."""
    return len(fraction) if fraction.isdigit() else len(fraction.split("e")[0].split("E")[0])


def _exponent_form(digits: str) -> str:
    """A power of ten as printed ("5×10⁻⁵", "7 × 10^-4", "10^{3}") in the exponent form ``float`` reads ("5e-5",
    "7e-4", "1e3"), a power of two ("2^6", "2⁶", the ticks of a base-2 log axis) as its value ("64"); other digits as
    they are."""
    mantissa, times, power = digits.replace("x", "×").partition("×")
    if not times:
        mantissa, power = "1", digits
    power = power.strip()
    exponent = power[1:].translate(_SUPERSCRIPT) if power[:1] == "2" and not times else ""
    if exponent.lstrip("+-").isdigit() and power[1:2] in _TWO_EXPONENT:  # "2^6", "2⁶": a power of two (base-2 axes)
        return str(2 ** int(exponent)) if int(exponent) >= 0 else repr(2.0 ** int(exponent))
    if not power.startswith("10") or len(power) == 2:
        return digits
    return f"{mantissa.strip()}e{power[2:].translate(_SUPERSCRIPT)}"
