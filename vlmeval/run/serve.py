"""``vlmeval serve``: an OpenAI-compatible HTTP server on the loopback interface.

It answers ``/v1/chat/completions`` with the offline captioner (``ocr-baseline``) or with recorded
descriptions (``replay:PATH``), so any OpenAI client can use them. The figure an image shows is found by the
image's hash among the ground-truth figures. Faults can be injected (latency, HTTP errors with
``Retry-After``, hangs, dropped connections, malformed bodies), for every request, for one figure, or for the
first N matching requests, so client behaviour can be tested deterministically. ``/v1/stats`` counts
requests per figure and outcome.

Standard library only: ``ThreadingHTTPServer`` with HTTP/1.1 keep-alive, one thread per connection.
"""

from __future__ import annotations

import base64
import binascii
import socket
import hashlib
import json
import tempfile
import threading
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable

from vlmeval.groundtruth.load import FigureSet

MAX_BODY_BYTES = 64 * 1024 * 1024
APPROX_IMAGE_TOKENS = 765  # what a 1024x1024 image costs at OpenAI's high detail; usage here is an estimate
FAULT_KINDS = ("hang", "malformed", "drop")
LOG_LIMIT = 100_000


class FaultSpecError(ValueError):
    pass


@dataclass
class Fault:
    """One injected fault: ``kind`` is an HTTP status (400-599), ``hang``, ``malformed`` or ``drop``."""

    kind: str
    figure: str | None = None
    first: int | None = None  # only the first N requests this rule matches; None: all of them
    retry_after: float | None = None
    used: int = 0

    def matches(self, figure_id: str | None) -> bool:
        if self.figure is not None and self.figure != figure_id:
            return False
        return self.first is None or self.used < self.first

    @property
    def status(self) -> int | None:
        return int(self.kind) if self.kind.isdigit() else None


def parse_fault(spec: str) -> Fault:
    """``KIND[,figure=ID][,first=N][,retry_after=SECONDS]``, e.g. ``429,first=2,retry_after=1``."""
    kind, *options = [part.strip() for part in spec.split(",")]
    if not (kind in FAULT_KINDS or (kind.isdigit() and 400 <= int(kind) <= 599)):
        raise FaultSpecError(f"--fault {spec!r}: unknown kind {kind!r} (fix: an HTTP status 400-599, or one of "
                             f"{', '.join(FAULT_KINDS)})")
    fault = Fault(kind)
    readers = {"figure": str, "first": int, "retry_after": float}
    for option in options:
        name, sep, value = option.partition("=")
        name = name.replace("-", "_")
        if name not in readers:
            raise FaultSpecError(f"--fault {spec!r}: unknown option {name!r} (fix: figure=ID, first=N or retry_after=S)")
        try:
            if not sep:
                raise ValueError(option)
            setattr(fault, name, readers[name](value))
        except ValueError:
            raise FaultSpecError(f"--fault {spec!r}: cannot read {option!r} (fix: write name=value, e.g. first=2)") from None
    return fault


Answer = Callable[[str | None, bytes, str], str]
"""(figure id or None, image bytes, prompt text) -> description."""


def ocr_answerer() -> Answer:
    from vlmeval.run.models.ocr_baseline import OcrBaselineAdapter

    adapter = OcrBaselineAdapter()
    lock = threading.Lock()  # the OCR model is CPU-bound; one image at a time

    def answer(figure_id: str | None, image: bytes, prompt: str) -> str:
        with lock, tempfile.TemporaryDirectory(prefix="vlmeval-serve-") as tmp:
            path = Path(tmp) / "image.png"
            path.write_bytes(image)
            return adapter.describe_image(path)

    return answer


def replay_answerer(adapter) -> Answer:
    def answer(figure_id: str | None, image: bytes, prompt: str) -> str:
        if figure_id is None:
            raise LookupError("the image is not one of the known figures, so there is no recorded description for it")
        if figure_id not in adapter.texts:
            raise LookupError(f"no recorded description for figure {figure_id!r} in {adapter.path}")
        return adapter.texts[figure_id]

    return answer


@dataclass
class ServeState:
    model: str
    answer: Answer
    figures_by_image: dict[str, str] = field(default_factory=dict)
    faults: list[Fault] = field(default_factory=list)
    latency_s: float = 0.0
    hang_s: float = 600.0
    api_key: str | None = None  # required bearer token, when set
    stopping: threading.Event = field(default_factory=threading.Event)
    lock: threading.Lock = field(default_factory=threading.Lock)
    per_figure: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    log: list[dict[str, Any]] = field(default_factory=list)
    started: float = field(default_factory=time.time)

    def pick_fault(self, figure_id: str | None) -> Fault | None:
        with self.lock:
            for fault in self.faults:
                if fault.matches(figure_id):
                    fault.used += 1
                    return fault
        return None

    def record(self, figure_id: str | None, outcome: str) -> None:
        with self.lock:
            counts = self.per_figure[figure_id or "(unknown image)"]
            counts["requests"] += 1
            counts[outcome] += 1
            if len(self.log) < LOG_LIMIT:
                self.log.append({"t": time.time(), "figure": figure_id, "outcome": outcome})

    def stats(self) -> dict[str, Any]:
        with self.lock:
            return {"model": self.model, "requests": sum(c["requests"] for c in self.per_figure.values()),
                    "figures": {fid: dict(c) for fid, c in self.per_figure.items()}, "log": list(self.log)}


def figures_by_image(figures: FigureSet) -> dict[str, str]:
    return {fig.image.sha256: fid for fid, fig in figures.figures.items() if fig.image is not None}


class RequestError(Exception):
    def __init__(self, status: int, message: str, code: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code


def read_chat_request(body: bytes) -> tuple[str, str, bytes]:
    """(model, prompt text, image bytes) of a chat-completions request body."""
    try:
        request = json.loads(body)
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise RequestError(400, f"the request body is not valid JSON: {e}", "invalid_json") from None
    if not isinstance(request, dict) or not isinstance(request.get("messages"), list):
        raise RequestError(400, "the request needs a 'messages' list", "invalid_request")
    texts, images = [], []
    for message in request["messages"]:
        content = message.get("content") if isinstance(message, dict) else None
        parts = [{"type": "text", "text": content}] if isinstance(content, str) else (content or [])
        for part in parts:
            if not isinstance(part, dict):
                continue
            if part.get("type") == "text":
                texts.append(str(part.get("text", "")))
            elif part.get("type") == "image_url":
                url = (part.get("image_url") or {}).get("url", "")
                images.append(decode_data_url(url))
    if len(images) != 1:
        raise RequestError(400, f"send exactly one image as a base64 data URL (got {len(images)})", "invalid_image")
    return str(request.get("model", "")), "\n".join(texts), images[0]


def decode_data_url(url: str) -> bytes:
    head, sep, data = url.partition(",")
    if not (url.startswith("data:") and sep and head.endswith(";base64")):
        raise RequestError(400, "images must be base64 data URLs (data:image/png;base64,...)", "invalid_image")
    try:
        return base64.b64decode(data, validate=True)
    except (binascii.Error, ValueError):
        raise RequestError(400, "the image data URL is not valid base64", "invalid_image") from None


def completion_body(model: str, text: str, prompt: str, number: int) -> dict[str, Any]:
    prompt_tokens = len(prompt) // 4 + APPROX_IMAGE_TOKENS
    completion_tokens = max(1, len(text) // 4)
    return {"id": f"chatcmpl-vlmeval-{number}", "object": "chat.completion", "created": int(time.time()), "model": model,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                      "total_tokens": prompt_tokens + completion_tokens}}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "vlmeval-serve"
    state: ServeState  # set on the subclass made by make_server

    def log_message(self, format: str, *args: Any) -> None:  # quiet; /v1/stats has the counts
        return None

    def setup(self) -> None:
        super().setup()
        # Small writes go out at once: with Nagle's algorithm each answer would wait for a delayed ACK (~40 ms).
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def send_json(self, status: int, payload: Any, headers: dict[str, str] | None = None) -> None:
        body = json.dumps(payload).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def send_error_json(self, status: int, message: str, code: str, headers: dict[str, str] | None = None) -> None:
        self.send_json(status, {"error": {"message": message, "type": "vlmeval_serve_error", "code": code}}, headers)

    def do_GET(self) -> None:
        path = self.path.split("?")[0].rstrip("/")
        if path == "/v1/models":
            self.send_json(200, {"object": "list", "data": [
                {"id": self.state.model, "object": "model", "created": int(self.state.started), "owned_by": "vlmeval"}]})
        elif path == "/v1/stats":
            self.send_json(200, self.state.stats())
        elif path in ("", "/health"):
            self.send_json(200, {"status": "ok", "model": self.state.model})
        else:
            self.send_error_json(404, f"no route {self.path}; try /v1/models, /v1/chat/completions, /v1/stats", "not_found")

    def do_POST(self) -> None:
        if self.path.split("?")[0].rstrip("/") != "/v1/chat/completions":
            self.read_body()
            self.send_error_json(404, f"no route {self.path}; POST /v1/chat/completions", "not_found")
            return
        state = self.state
        body = self.read_body()
        if body is None:
            return
        if state.api_key is not None and self.headers.get("Authorization") != f"Bearer {state.api_key}":
            self.send_error_json(401, "missing or wrong API key", "invalid_api_key")
            return
        try:
            model, prompt, image = read_chat_request(body)
            if model != state.model:
                raise RequestError(404, f"the model {model!r} is not served here; this server serves {state.model!r}",
                                   "model_not_found")
        except RequestError as e:
            self.send_error_json(e.status, str(e), e.code)
            return
        figure_id = state.figures_by_image.get(hashlib.sha256(image).hexdigest())
        fault = state.pick_fault(figure_id)
        state.record(figure_id, fault.kind if fault else "answered")
        if fault is None:
            self.answer(figure_id, prompt, image)
        elif fault.status is not None:
            headers = {"Retry-After": f"{fault.retry_after:g}"} if fault.retry_after is not None else None
            self.send_error_json(fault.status, f"injected fault: HTTP {fault.status}", "injected_fault", headers)
        elif fault.kind == "hang":
            state.stopping.wait(state.hang_s)
            self.close_connection = True
        elif fault.kind == "drop":
            self.close_connection = True
        else:  # malformed: a body cut off mid-way
            time.sleep(state.latency_s)
            broken = b'{"id": "chatcmpl-broken", "choices": [{"message": {"content": "trunc'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(broken)))
            self.end_headers()
            self.wfile.write(broken)

    def answer(self, figure_id: str | None, prompt: str, image: bytes) -> None:
        state = self.state
        time.sleep(state.latency_s)
        try:
            text = state.answer(figure_id, image, prompt)
        except LookupError as e:  # nothing to answer with for this image: retrying will not help
            self.send_error_json(404, str(e), "no_answer")
            return
        except Exception as e:  # the captioner failed on this image: the client should see why
            self.send_error_json(500, f"the model failed: {e}", "model_error")
            return
        self.send_json(200, completion_body(state.model, text, prompt, len(state.log)))

    def read_body(self) -> bytes | None:
        try:
            length = int(self.headers.get("Content-Length", "0"))
        except ValueError:
            length = -1
        if length < 0 or length > MAX_BODY_BYTES:
            self.close_connection = True
            self.send_error_json(413 if length > 0 else 400, "missing, bad or too large Content-Length", "invalid_request")
            return None
        return self.rfile.read(length)


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # room for many clients connecting at once


def make_server(state: ServeState, host: str = "127.0.0.1", port: int = 0) -> Server:
    handler = type("BoundHandler", (Handler,), {"state": state})
    return Server((host, port), handler)


def base_url(server: Server) -> str:
    host, port = server.server_address[:2]
    return f"http://{host}:{port}/v1"
