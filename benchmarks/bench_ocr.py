"""Speed, memory and accuracy of the ocr-baseline captioner, on this machine's CPU.

Every measurement runs in a fresh worker process per engine and repeat (so each has its own load time and peak
RSS), on the same figures: the bundled paper figures and --per-style synthetic figures of each style.
Per worker: engine load (construction plus a first call of each model: rapidocr 3 loads a model on first use),
then, per figure, process CPU seconds (user + sys, all threads: ONNX Runtime runs one thread per session here)
and wall seconds of describe_image, and the markdown it wrote; peak RSS after the load and at the end. The report
gives medians over --repeats workers, the output's value recall per style through the real scorer, and whether
the text was the same in every repeat.

--compare-old adds the retired engine (rapidocr-onnxruntime 1.4.4, PP-OCRv4, through benchmarks/ocr_old_engine.py)
in the same run, its workers alternating with the current engine's; --old-python runs them in another venv's
Python (with this project on PYTHONPATH) where the old package is not installed beside the new one.
--variant NAME:KEY=VALUE,... adds the current engine with ENGINE_OPTIONS / DETECT_STEPS changed (a trial of
settings; values are Python literals, 'use_cls' sets the detection call's angle classifier).

Usage:
    .venv/bin/python benchmarks/bench_ocr.py [--repeats 3] [--per-style 3] [--compare-old] [--out reports/bench_ocr.md]
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[1]
PAPERS = PROJECT / "ground_truth" / "papers"
SYNTH = PROJECT / "ground_truth" / "synth"
sys.path.insert(0, str(Path(__file__).resolve().parent))


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)  # every thread of this process
    return usage.ru_utime + usage.ru_stime


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def parse_settings(text: str) -> dict:
    """'KEY=VALUE,KEY=VALUE' (values are Python literals) as a dict."""
    settings = {}
    for item in filter(None, re.split(r",(?=[\w.]+=)", text)):  # a comma inside a value ([3,48,320]) stays
        key, sep, value = item.partition("=")
        if not sep:
            raise SystemExit(f"error: --variant: {item!r} has no '=' "
                             "(fix: write KEY=VALUE, e.g. Rec.rec_batch_num=12)")
        try:
            settings[key.strip()] = ast.literal_eval(value.strip())
        except (ValueError, SyntaxError):
            raise SystemExit(f"error: --variant: {value!r} is not a Python literal (fix: quote strings: 'max')") from None
    return settings


def pick_figures(per_style: int) -> list[tuple[str, str, str]]:
    """(set, figure id, style) of the paper figures and the first ``per_style`` synthetic figures of each style."""
    from vlmeval.groundtruth.load import load_figure_set

    picked = []
    papers = load_figure_set(PAPERS)
    for fid in sorted(papers.figures):
        image = papers.image_path(fid)
        if image is not None and image.exists():
            picked.append(("papers", fid, "paper"))
    synth, counts = load_figure_set(SYNTH), {}
    for fid in sorted(synth.figures):
        style = str(synth.get(fid).tags.get("style", synth.get(fid).kind))
        if counts.get(style, 0) < per_style:
            counts[style] = counts.get(style, 0) + 1
            picked.append(("synth", fid, style))
    return picked


# --- worker: one engine, one pass over the figures, in its own process ---------------------------------


def _load_engine(engine: str, settings: dict):
    import numpy as np

    from vlmeval.run.models import ocr_baseline

    if engine == "old":
        from ocr_old_engine import OldEngine

        ocr_baseline._engine = OldEngine()
    else:
        steps = {k: settings.pop(k) for k in list(settings) if k.startswith("use_")}
        ocr_baseline.DETECT_STEPS = {**ocr_baseline.DETECT_STEPS, **steps}
        ocr_baseline.ENGINE_OPTIONS = {**ocr_baseline.ENGINE_OPTIONS, **settings}
        ocr_baseline._get_engine()
    # every model the captioner uses run once, so that no figure's time holds a model's loading
    blank = np.full((64, 64, 3), 255, dtype=np.uint8)
    ocr_baseline._engine(blank, use_det=True, use_cls=False, use_rec=False)
    ocr_baseline._engine(blank[:48], use_det=False, use_cls=ocr_baseline.DETECT_STEPS["use_cls"], use_rec=True)


def worker(engine: str, settings: dict, per_style: int, out: Path) -> None:
    from vlmeval.groundtruth.load import load_figure_set
    from vlmeval.run.models.ocr_baseline import describe_image

    sets = {"papers": load_figure_set(PAPERS), "synth": load_figure_set(SYNTH)}
    figures = pick_figures(per_style)
    rss_imports, cpu0, wall0 = peak_rss_mib(), cpu_seconds(), time.perf_counter()
    _load_engine(engine, dict(settings))
    load = {"cpu": cpu_seconds() - cpu0, "wall": time.perf_counter() - wall0, "rss": peak_rss_mib()}
    rows = []
    for set_name, fid, style in figures:
        image = sets[set_name].image_path(fid)
        cpu0, wall0 = cpu_seconds(), time.perf_counter()
        text = describe_image(image)
        rows.append({"id": fid, "style": style, "cpu": cpu_seconds() - cpu0, "wall": time.perf_counter() - wall0,
                     "text": text})
    out.write_text(json.dumps({"engine": engine, "package": _package(engine), "rss_imports": rss_imports,
                               "load": load, "rss_peak": peak_rss_mib(), "figures": rows}))


def _package(engine: str) -> str:
    from importlib.metadata import version

    from vlmeval.run.models.ocr_baseline import ocr_package

    return f"rapidocr-onnxruntime {version('rapidocr-onnxruntime')}" if engine == "old" else ocr_package()


# --- parent: alternate the engines' workers, then write the report --------------------------------------


def run_worker(python: str, engine: str, settings: dict, per_style: int, timeout: float) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "result.json"
        cmd = [python, str(Path(__file__).resolve()), "--worker", engine, "--settings", json.dumps(settings),
               "--per-style", str(per_style), "--worker-out", str(out)]
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(PROJECT), os.environ.get("PYTHONPATH")]))}
        done = subprocess.run(cmd, env=env, timeout=timeout, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"error: worker {engine} ({python}) failed:\n{done.stderr[-3000:]}")
        return json.loads(out.read_text())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3, help="worker processes per engine; medians are reported")
    parser.add_argument("--per-style", type=int, default=3, help="synthetic figures per style")
    parser.add_argument("--compare-old", action="store_true", help="also run rapidocr-onnxruntime 1.4.4 (PP-OCRv4)")
    parser.add_argument("--old-python", default=sys.executable, help="the Python that has rapidocr-onnxruntime")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME:KEY=VALUE,...",
                        help="the current engine with changed settings, as one more column")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds one worker may take")
    parser.add_argument("--out", type=Path, default=PROJECT / "reports" / "bench_ocr.md")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--settings", default="{}", help=argparse.SUPPRESS)
    parser.add_argument("--worker-out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(args.worker, json.loads(args.settings), args.per_style, args.worker_out)
        return
    if args.repeats < 1 or args.per_style < 0:
        raise SystemExit("error: --repeats must be >= 1 and --per-style >= 0 (fix: e.g. --repeats 3 --per-style 3)")
    engines: list[tuple[str, str, dict, str]] = [("current", "new", {}, sys.executable)]
    if args.compare_old:
        engines.insert(0, ("old", "old", {}, args.old_python))
    for spec in args.variant:
        name, sep, rest = spec.partition(":")
        if not sep or not name:
            raise SystemExit(f"error: --variant {spec!r}: no name "
                             "(fix: NAME:KEY=VALUE,..., e.g. batch12:Rec.rec_batch_num=12)")
        engines.append((name, "new", parse_settings(rest), sys.executable))
    from bench_ocr_report import write_report

    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    results: dict[str, list[dict]] = {name: [] for name, *_ in engines}
    for repeat in range(args.repeats):
        order = engines if repeat % 2 == 0 else engines[::-1]  # neither engine always runs first
        for name, engine, settings, python in order:
            print(f"repeat {repeat + 1}/{args.repeats}: {name}", file=sys.stderr, flush=True)
            results[name].append(run_worker(python, engine, settings, args.per_style, args.timeout))
    text = write_report(results, {name: settings for name, _, settings, _ in engines}, args, started, argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text)
    print(text)


if __name__ == "__main__":
    main()
