"""A series of a panel ranked first or last among the panel's series ("NDE has the highest error", "Ours achieves
the lowest loss across all sample sizes", "the GPU series is the best"), a ``comparison`` claim of type ``rank``
whose subject is a series (``claims.types.comparison`` reads it; a panel ranked among panels is judged there).

Judged against the other series of the panel, column by column, within the reading tolerance: stated for every x
("consistently", "throughout", "at every x") it is wrong where another series is beyond it at some x; stated
plainly it is right where its mean over the columns every series shares is the extreme one, and wrong only where
it is the extreme at no column and holds no extreme value of the panel (the lowest-error series is not the one
lying above all others). "Best"/"worst" rank by the y measure only where its label says which way is better
(``better_direction``); elsewhere no claim is read.
"""

from __future__ import annotations

import re

from vlmeval.claims.relation_checks import all_of
from vlmeval.claims.sentence_bounds import sentence_around
from vlmeval.claims.text import norm
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import table_decimals, tolerance
from vlmeval.claims.types.xy_rank_everywhere import RUN_TIME_AXIS

# a y measure where more is better, or less ("Top-1 error (%)", "Validation loss", "Perplexity", "RMSE")
_HIGHER_BETTER = lazy_compile(r"\b(?:accuracy|acc|f1|auc|auroc|precision|recall|success\s+rate|reward|bleu|rouge|iou|"
                              r"dice)\b", re.I)
_LOWER_BETTER = lazy_compile(r"\b(?:errors?|loss(?:es)?|perplexity|mse|rmse|mae|regret)\b", re.I)
# "at every x" words: the rank is stated for each x, not for the series as a whole
STRICT_RANK = lazy_compile(r"\b(?:consistently|always|uniformly|everywhere|throughout|across\s+(?:all|every|the\s+"
                           r"(?:whole|entire|full))|at\s+(?:all|every|each)|for\s+(?:all|every|each)|in\s+(?:all|every|"
                           r"each))\b", re.I)


# what may follow the superlative without naming a measure: series nouns, generic values, and where the noun ends
_PLAIN_NOUNS = frozenset({"curve", "curves", "line", "lines", "series", "one", "ones", "method", "methods", "model",
                          "models", "approach", "approaches", "algorithm", "algorithms", "value", "values", "overall",
                          "performer", "performance", "results", "result", "level", "levels", "of", "all", "the"})
_NOUN_END = lazy_compile(r"[,.;:()\n]|\b(?:is|are|was|were|at|in|on|across|throughout|for|among|by|from|with|over|"
                         r"when|while|and|than|reaching|of\s+(?:all|the|any))\b", re.I)


def names_measure(after: str, panels: list[Panel]) -> bool:
    """Whether the words after a superlative ("the lowest [mean squared error] across ...") name the y measure of
    the panels or no measure at all ("the highest", "the lowest curve"); "the highest variance" on an error panel
    ranks by something the panel does not plot."""
    stop = _NOUN_END.search(after)
    words = [w.lower() for w in _LABEL_WORD.findall(after[:stop.start() if stop else len(after)])][:4]
    nouns = [w for w in words if w not in _PLAIN_NOUNS]
    if not nouns:
        return True
    labels = set().union(*(_label_words(p) for p in panels)) if panels else set()
    return any(w[:4] == lw[:4] or w.startswith(lw) for w in nouns for lw in labels if len(lw) >= 3)


def better_direction(panels: list[Panel]) -> str | None:
    """"highest" where every panel's y label names a measure of which more is better (accuracy, F1), "lowest"
    where every one names one of which less is (error, loss, a run time); None where unclear or mixed."""
    found = set()
    for p in panels:
        label = (p.y.label if p.y is not None else None) or ""
        high, low = bool(_HIGHER_BETTER.search(label)), bool(_LOWER_BETTER.search(label) or RUN_TIME_AXIS.search(label))
        if high == low:
            return None
        found.add("highest" if high else "lowest")
    return found.pop() if len(found) == 1 else None


_LABEL_WORD = lazy_compile(r"[A-Za-z]{3,}")
_NOT_MEASURE = frozenset({"the", "and", "for", "per", "with", "of", "log", "value", "values", "units", "arb", "norm",
                          "normalized", "normalised", "mean", "average"})


def measured_panel(panels: list[Panel], name: str, sentence_panel: str | None, sentence: str) -> str | None | bool:
    """The panel a series is ranked in: the one whose y label the sentence names the most words of ("the lowest
    autocorrelation time" beside an acceptance panel), the sentence's panel winning a tie; where it names none, the
    sentence's panel if every panel holding the series measures the same y. False where that is not one panel
    holding the series (a measure of a panel without it named: the series is ranked by some other reading)."""
    holding = {p.title for p in panels if _row(p, name) is not None}
    words = set(w.lower() for w in _LABEL_WORD.findall(sentence))
    scores = {p.title: len(_label_words(p) & words) for p in panels if p.data is not None}
    best = max(scores.values(), default=0)
    if best == 0:
        same = len({_label_words(p) for p in panels if p.title in holding}) <= 1
        return sentence_panel if same else False
    named = [t for t, n in scores.items() if n == best and t in holding]
    if len(named) < len([t for t, n in scores.items() if n == best]):
        return False  # a panel without the series measures what the sentence names as well
    if sentence_panel in named:
        return sentence_panel
    return named[0] if len(named) == 1 else False


def _label_words(panel: Panel) -> frozenset[str]:
    label = (panel.y.label if panel.y is not None else None) or ""
    return frozenset(w.lower() for w in _LABEL_WORD.findall(label)) - _NOT_MEASURE


def verify_series_rank(claim, ctx: VerifyContext) -> Outcome:
    """Every panel holding the series (the sentence's panel where it names one): wrong if wrong in any."""
    name = claim.payload.a
    if claim.panel is not None:
        panel = ctx.named_panel(claim.panel)
        panels = [panel] if panel is not None and _row(panel, name) is not None else []
    else:
        panels = [p for p in ctx.figure.panels if _row(p, name) is not None]
    if not panels:
        return unverifiable("the ranked series is in no panel with data")
    return all_of([_rank_in(claim, ctx, p, _row(p, name)) for p in panels])


def _row(panel: Panel, name: str) -> int | None:
    if panel.data is None or len(panel.data.rows) < 2:
        return None
    keys = [norm(str(k)) for k in panel.data.rows]
    return keys.index(name) if name in keys else None


def _rank_in(claim, ctx: VerifyContext, panel: Panel, r: int) -> Outcome:
    t = panel.data
    sign = 1 if claim.stated == "highest" else -1
    tol = max(tolerance(None, table_decimals(ctx.figure, t)), panel.value_tolerance or 0.0)
    me = t.rows[r]
    tops, beaten, shared = 0, [], []
    for j, column in enumerate(t.columns):
        mine = t.values[r][j]
        others = [(t.rows[k], row[j]) for k, row in enumerate(t.values) if k != r and row[j] is not None]
        if mine is None or not others:
            continue
        beyond = [(n, v) for n, v in others if sign * (v - mine) > tol]
        if beyond:
            beaten.append((column, *max(beyond, key=lambda b: sign * b[1]), mine))
        else:
            tops += 1
        if len(others) == len(t.rows) - 1:
            shared.append(j)
    if tops + len(beaten) < 2:
        return unverifiable("the series shares too few x with the others", panel=panel.title, row=me)
    expected = {"extreme_at": tops, "not_at": len(beaten)}
    if claim.hedge == "strong":
        if beaten:
            x, n, v, mine = beaten[0]
            word = "higher" if sign > 0 else "lower"
            return contradicted("magnitude", expected, f"at {x} {n} is {word} ({v:.4g}) than {me} ({mine:.4g})",
                                panel=panel.title, row=me, column=x)
        return supported(expected, panel=panel.title, row=me)
    if not tops and not _holds_extreme(t.values, r, sign, tol):
        x, n, v, mine = beaten[0]
        return contradicted("magnitude", expected, f"{me} is {claim.stated} at no x (at {x} {n}: {v:.4g}, "
                            f"{me}: {mine:.4g})", panel=panel.title, row=me)
    if shared and _mean_extreme(t.values, r, shared, sign, tol):
        return supported(expected, panel=panel.title, row=me)
    if shared and _on_average(claim, ctx.text):  # "on average" states the mean's rank: another series' mean is beyond
        return contradicted("magnitude", expected, f"{me}'s mean over the shared x is not the {claim.stated}",
                            panel=panel.title, row=me)
    return unverifiable(f"{me} is {claim.stated} at {tops} of {tops + len(beaten)} x", panel=panel.title, row=me)


_AVERAGE = lazy_compile(r"\b(?:on\s+average|averaged\s+over|in\s+the\s+mean)\b", re.I)
def _on_average(claim, text: str) -> bool:
    """Whether the claim's sentence ranks the series by its mean ("the highest error on average")."""
    return bool(_AVERAGE.search(text, *sentence_around(text, claim.start, claim.end)))


def _holds_extreme(values, r: int, sign: int, tol: float) -> bool:
    """Whether the series holds the panel's extreme value (its peak may sit at an x no other series samples)."""
    known = [sign * v for row in values for v in row if v is not None]
    mine = [sign * v for v in values[r] if v is not None]
    return bool(known and mine) and max(mine) >= max(known) - tol


def _mean_extreme(values, r: int, columns: list[int], sign: int, tol: float) -> bool:
    means = [sum(row[j] for j in columns) / len(columns) for row in values]
    return all(sign * (means[r] - m) >= -tol for k, m in enumerate(means) if k != r)
