"""Figure records read from vector figure PDFs (matplotlib, seaborn, gnuplot, plotly): see docs/ground-truth.md."""

from vlmeval.groundtruth.pdf.primitives import PdfFigureError
from vlmeval.groundtruth.pdf.record import IMAGE_ONLY, read_figure

__all__ = ["IMAGE_ONLY", "PdfFigureError", "read_figure"]
