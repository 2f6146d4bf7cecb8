"""Figure records read from vector figure PDFs (matplotlib, seaborn, gnuplot, plotly): see docs/ground-truth.md."""

from vlmeval.groundtruth.pdf.bundle import build_bundle, write_record
from vlmeval.groundtruth.pdf.primitives import PdfFigureError
from vlmeval.groundtruth.pdf.record import IMAGE_ONLY, read_figure

__all__ = ["IMAGE_ONLY", "PdfFigureError", "build_bundle", "read_figure", "write_record"]
