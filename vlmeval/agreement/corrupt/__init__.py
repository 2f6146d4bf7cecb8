"""Corruption check: correct descriptions written from a figure's data, then one known error injected at a time.

For every series of a line or bar figure, three clean descriptions are written from the table:

* ``table``  a markdown table of dates/categories and values (a sample of at most ``MAX_ROWS`` rows),
* ``rows``   a bullet list "- <date>: <value>",
* ``prose``  sentences: the title, the covered period, the unit, start and end values, the maximum and
             minimum with where they happen, and the clearest trend.

Then each error type is injected into the style that can carry it; the position of the injected text is
kept, and an error counts as detected only when a contradicted claim overlaps it:

* ``changed_value``    one value changed well outside its printed tolerance (table, rows),
* ``swapped_rows``     the values of two rows swapped (table, rows),
* ``wrong_extremum``   the maximum placed at a date or category where the data is far from it (prose),
* ``reversed_trend``   the direction of the clearest trend reversed (prose),
* ``invented_tick``    a row for a date or category the figure does not have (rows),
* ``misspelled_title`` two letters of the title swapped (prose),
* ``wrong_unit``       another unit named ("per million" for "per hundred", "months" for "years") (prose).

Heatmaps are written as a markdown grid of their first panel with data, under the panel's title (read
by the general table extractor), with ``changed_value``, ``swapped_rows`` (two whole rows) and
``misspelled_title`` (in the heading). The false-alarm rate is contradicted claims / all claims in the
clean descriptions. Other figures (scatter, density, numeric x axes, structure only) are reported as
skipped.

Parts: ``cases`` (records, the summary), ``judge`` (scoring a case), ``writing`` (clean descriptions), ``inject`` (the
errors), ``heatmap`` (grids), ``check`` (over figures, by chart kind). A case is judged through
``judge.judged_case``, looked up on that module at each call.
"""

from vlmeval.agreement.corrupt.cases import ERROR_TYPES, MAX_ROWS, STYLES, Case, CleanRow, ErrorRow, Summary, summarize
from vlmeval.agreement.corrupt.check import check_figure, check_figures, check_series
from vlmeval.agreement.corrupt.heatmap import check_heatmap, inject_grid, write_grid
from vlmeval.agreement.corrupt.inject import inject
from vlmeval.agreement.corrupt.judge import judged_case
from vlmeval.agreement.corrupt.writing import (clearest_trend, fmt_key, fmt_value, sample_rows, unit_phrase, write_prose, write_rows,
                                     write_table)

__all__ = [
    "ERROR_TYPES", "MAX_ROWS", "STYLES", "Case", "CleanRow", "ErrorRow", "Summary", "check_figure", "check_figures",
    "check_heatmap", "check_series", "clearest_trend", "fmt_key", "fmt_value", "inject", "inject_grid", "judged_case",
    "sample_rows", "summarize", "unit_phrase", "write_grid", "write_prose", "write_rows", "write_table",
]
