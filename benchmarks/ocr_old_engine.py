"""rapidocr-onnxruntime 1.4.4 (PP-OCRv4) behind rapidocr 3's call interface, for ``bench_ocr.py --compare-old``.

ocr_baseline calls ``engine(bgr, use_det=, use_cls=, use_rec=)`` and reads ``.boxes``, ``.txts`` and ``.scores``;
the old package returns ``(result, elapse)`` lists instead. The shim lets the same captioner code run on the old
models with the settings the captioner used with them (ocr_baseline at a481e90).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

OLD_PACKAGE = "rapidocr-onnxruntime"
OLD_OPTIONS = {
    "det_limit_type": "max",
    "det_limit_side_len": 2000,
    "rec_img_shape": [3, 48, 48],
    "intra_op_num_threads": 1,
    "inter_op_num_threads": 1,
}


@dataclass
class OldOutput:
    boxes: np.ndarray | None
    txts: tuple[str, ...]
    scores: tuple[float, ...]


class OldEngine:
    def __init__(self) -> None:
        try:
            from rapidocr_onnxruntime import RapidOCR
        except ImportError:
            raise SystemExit("error: --compare-old: rapidocr_onnxruntime is not importable (fix: pip install "
                             "'rapidocr-onnxruntime==1.4.4' into a venv and pass it with --old-python)") from None
        self._engine = RapidOCR(**OLD_OPTIONS)

    def __call__(self, bgr: np.ndarray, use_det: bool = True, use_cls: bool = True, use_rec: bool = True) -> OldOutput:
        result, _ = self._engine(bgr, use_det=use_det, use_cls=use_cls, use_rec=use_rec)
        if not result:
            return OldOutput(None, (), ())
        if not use_det:  # [[text, score], ...]
            return OldOutput(None, tuple(str(r[0]) for r in result), tuple(float(r[1]) for r in result))
        boxes = np.array([np.asarray(r[0], dtype=np.float32) for r in result])
        return OldOutput(boxes, tuple(str(r[1]) for r in result), tuple(float(r[2]) for r in result))
