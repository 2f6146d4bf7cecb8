"""Text boxes and rectangles in image pixels (y grows downwards)."""

from __future__ import annotations

import re
from dataclasses import dataclass


_NUMBER = re.compile(r"^[+\-\u2212]?(\d+(?:[.,]\d+)?|\.\d+)%?$")


@dataclass(frozen=True)
class TextBox:
    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    score: float = 1.0
    vertical: bool = False
    slanted: bool = False  # rotated part way (tick labels at 30-45 degrees): anchored at the right end

    @property
    def anchor_x(self) -> float:
        """Where the text points on the x axis: its centre, or its right end when slanted."""
        return self.x1 if self.slanted else self.cx

    @property
    def cx(self) -> float:
        return (self.x0 + self.x1) / 2

    @property
    def cy(self) -> float:
        return (self.y0 + self.y1) / 2

    @property
    def width(self) -> float:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    @property
    def number(self) -> float | None:
        """The value of a printed number ('52.0', '-3.5', '12%'), or None for other text."""
        text = self.text.strip().replace("\u2212", "-").replace(" ", "")
        if not _NUMBER.match(text):
            return None
        return float(text.rstrip("%").replace(",", "."))


@dataclass(frozen=True)
class Rect:
    x0: int
    y0: int
    x1: int
    y1: int

    @property
    def width(self) -> int:
        return self.x1 - self.x0

    @property
    def height(self) -> int:
        return self.y1 - self.y0

    def contains(self, x: float, y: float, pad: float = 0) -> bool:
        return self.x0 - pad <= x <= self.x1 + pad and self.y0 - pad <= y <= self.y1 + pad

    def inside(self, other: Rect, pad: int = 2) -> bool:
        return (other.x0 - pad <= self.x0 and self.x1 <= other.x1 + pad
                and other.y0 - pad <= self.y0 and self.y1 <= other.y1 + pad)
