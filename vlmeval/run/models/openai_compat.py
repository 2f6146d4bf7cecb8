"""Any OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, SGLang, Ollama, LM Studio, OpenRouter, vlmeval serve).

The image goes as a base64 data URL. The SDK's own retries are off: the retry policy here is ours, so it is
visible and testable. It retries 408/409/429/5xx answers, timeouts, connection errors and malformed bodies
with exponential backoff and jitter, and waits at least what ``Retry-After`` (or ``retry-after-ms``) asks.
Every request has a total time limit (``timeout_s``), not only a limit between bytes.

Some servers repeat the ``Authorization`` header in their error bodies; every error message that leaves the
adapter has the key's value replaced by ``***`` (before it is shortened, so no prefix of it survives a cut).
"""

from __future__ import annotations

import asyncio
import base64
import email.utils
import json
import random
import time
from dataclasses import dataclass
from typing import Any

from vlmeval.run.models.base import DescribeRequest, DescribeResult, ModelSpec

RETRYABLE_STATUS = frozenset({408, 409, 429})
NO_KEY = "no-key"  # the SDK insists on a key; keyless local servers ignore this one
MASK = "***"  # what an API key in an error message is replaced with


class DescribeError(Exception):
    """An item that failed for good. ``attempts`` counts the requests made for it."""

    def __init__(self, message: str, attempts: int = 1, kind: str = "error") -> None:
        super().__init__(message)
        self.attempts = attempts
        self.kind = kind


class TransientError(Exception):
    """One failed attempt that may succeed when tried again."""

    def __init__(self, message: str, kind: str, retry_after_s: float | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.retry_after_s = retry_after_s


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int = 4
    base_delay_s: float = 1.0
    max_delay_s: float = 60.0

    def delay(self, retry: int, retry_after_s: float | None, rng: random.Random) -> float:
        """Seconds to wait before retry number ``retry`` (0-based): jittered exponential, at least Retry-After."""
        ceiling = min(self.max_delay_s, self.base_delay_s * 2 ** retry)
        backoff = rng.uniform(ceiling / 2, ceiling)  # "equal jitter": never near zero, never in lockstep
        return backoff if retry_after_s is None else max(backoff, retry_after_s)


def parse_retry_after(headers: Any) -> float | None:
    """Seconds from ``retry-after-ms`` or ``Retry-After`` (seconds or an HTTP date); None if absent or unreadable."""
    if headers is None:
        return None
    ms = headers.get("retry-after-ms")
    if ms is not None:
        try:
            return max(0.0, float(ms) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def image_data_url(path) -> str:
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    mime = {"png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "webp": "image/webp",
            "gif": "image/gif"}.get(path.suffix.lower().lstrip("."), "image/png")
    return f"data:{mime};base64,{data}"


class OpenAICompatAdapter:
    """Chat completions with one user message: the prompt text and the figure image."""

    needs_image = True

    def __init__(self, spec: ModelSpec, api_key: str | None, timeout_s: float = 120.0,
                 retry: RetryPolicy | None = None, seed: int | None = None, max_connections: int = 64) -> None:
        self.spec = spec
        self.name = spec.name
        self.timeout_s = timeout_s
        self.retry = retry or RetryPolicy()
        self.max_connections = max_connections
        self._rng = random.Random(seed)
        self._api_key = api_key
        self._client = None  # made on the first request: a fully cached run never imports the SDK

    def client(self):
        if self._client is None:
            import httpx
            from openai import AsyncOpenAI, DefaultAioHttpClient

            # The SDK's aiohttp transport: httpx's own pool scans every connection for every queued request, which
            # cost ~8 ms of CPU per request at concurrency 32 (benchmarks/bench_run.py); aiohttp needs ~3 ms.
            limits = httpx.Limits(max_connections=self.max_connections, max_keepalive_connections=self.max_connections)
            self._client = AsyncOpenAI(api_key=self._api_key or NO_KEY, base_url=self.spec.base_url, max_retries=0,
                                       timeout=self.timeout_s,
                                       http_client=DefaultAioHttpClient(limits=limits, timeout=self.timeout_s))
        return self._client

    def prepare(self) -> None:
        """Load the SDK and its transport now, before the event loop starts. Left to the first request, the
        import (about 0.5 s of CPU) runs on the loop and holds back every request of the first wave.
        ``runner.run`` calls this when there is something to request: a fully cached run still never loads it."""
        import aiohttp  # noqa: F401
        import httpx  # noqa: F401
        import openai.resources.chat  # noqa: F401 (the SDK loads its resources on first use)
        from openai import AsyncOpenAI, DefaultAioHttpClient  # noqa: F401

    def identity(self) -> dict[str, Any]:
        identity = {"adapter": "openai", "endpoint": (self.spec.base_url or "").rstrip("/"), "model": self.spec.model_id,
                    "temperature": self.spec.temperature, "max_tokens": self.spec.max_tokens}
        # only when set, so that the cache keys of runs without them stay as they were
        identity.update({k: v for k, v in (("seed", self.spec.seed), ("system_prompt", self.spec.system_prompt))
                         if v is not None})
        return identity

    def messages(self, request: DescribeRequest) -> list[dict[str, Any]]:
        if request.image_path is None:
            raise DescribeError(f"figure {request.figure_id!r} has no image to send", attempts=0, kind="no-image")
        system = [{"role": "system", "content": self.spec.system_prompt}] if self.spec.system_prompt else []
        return [*system, {"role": "user", "content": [
            {"type": "text", "text": request.prompt_text},
            {"type": "image_url", "image_url": {"url": image_data_url(request.image_path)}},
        ]}]

    async def describe(self, request: DescribeRequest) -> DescribeResult:
        try:
            return await self._describe(self.messages(request))
        except DescribeError as e:  # the one way out for a failure: masked here, whoever formed the message
            raise DescribeError(self.redact(str(e)), e.attempts, e.kind) from None

    async def _describe(self, messages: list[dict[str, Any]]) -> DescribeResult:
        attempts = 0
        while True:
            attempts += 1
            started = time.perf_counter()
            try:
                text, usage = await self._attempt(messages)
            except TransientError as e:
                retry = attempts - 1
                if retry >= self.retry.max_retries:
                    raise DescribeError(f"{e} (gave up after {attempts} attempt(s))", attempts, e.kind) from None
                if e.retry_after_s is not None and e.retry_after_s > self.retry.max_delay_s:
                    raise DescribeError(f"{e}; the server asks to retry after {e.retry_after_s:.0f} s, more than the "
                                        f"longest wait allowed ({self.retry.max_delay_s:.0f} s)", attempts, e.kind) from None
                await asyncio.sleep(self.retry.delay(retry, e.retry_after_s, self._rng))
                continue
            except DescribeError as e:
                e.attempts = attempts
                raise
            except Exception as e:  # not formed here (an SDK surprise): its text may hold anything, the key included
                raise DescribeError(f"{type(e).__name__}: {e}", attempts, type(e).__name__) from None
            latency = time.perf_counter() - started
            return DescribeResult(text=text, latency_s=latency, usage=usage, extra={"attempts": attempts})

    def redact(self, text: str) -> str:
        """``text`` with the API key's value masked: error bodies may echo the Authorization header."""
        return text.replace(self._api_key, MASK) if self._api_key else text

    async def _attempt(self, messages: list[dict[str, Any]]) -> tuple[str, dict[str, int]]:
        import openai

        body = {"model": self.spec.model_id, "messages": messages, "temperature": self.spec.temperature,
                "max_tokens": self.spec.max_tokens}
        if self.spec.seed is not None:
            body["seed"] = self.spec.seed
        started = time.perf_counter()
        try:
            async with asyncio.timeout(self.timeout_s):
                # The SDK's low-level post: the same request and errors as chat.completions.create, without its walk
                # over the typed parameters and its response objects (milliseconds of CPU per request), so the body
                # is read here, as JSON.
                raw = await self.client().post("/chat/completions", body=body, cast_to=bytes)
        except (TimeoutError, openai.APITimeoutError) as e:
            if time.perf_counter() - started < 0.9 * self.timeout_s:
                # The aiohttp transport reports a refused connection as a connect *timeout*, at once.
                raise TransientError(f"connection failed: {_short(self.redact(str(e.__cause__ or e)))}",
                                     "connection") from None
            raise TransientError(f"no answer within {self.timeout_s:g} s", "timeout") from None
        except openai.APIConnectionError as e:
            raise TransientError(f"connection failed: {_short(self.redact(str(e)))}", "connection") from None
        except openai.APIStatusError as e:
            detail = f"HTTP {e.status_code}: {_short(self.redact(_error_message(e)))}"
            if e.status_code in RETRYABLE_STATUS or e.status_code >= 500:
                raise TransientError(detail, f"http-{e.status_code}", parse_retry_after(e.response.headers)) from None
            raise DescribeError(detail, kind=f"http-{e.status_code}") from None
        try:
            completion = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as e:
            raise TransientError(f"malformed response body: {_short(self.redact(str(e)))}", "malformed") from None
        return _text_and_usage(completion)

    async def aclose(self) -> None:
        if self._client is not None:
            await self._client.close()
            self._client = None


def _text_and_usage(completion: Any) -> tuple[str, dict[str, int]]:
    """The answer text and token usage of a chat-completions body; a body without text is malformed."""
    choices = completion.get("choices") if isinstance(completion, dict) else None
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise TransientError("malformed response body: no choices", "malformed")
    message = choices[0].get("message")
    text = message.get("content") if isinstance(message, dict) else None
    if not isinstance(text, str) or not text.strip():
        raise TransientError("malformed response body: the answer has no text", "malformed")
    raw_usage = completion.get("usage")
    usage = {field: value for field, value in (raw_usage.items() if isinstance(raw_usage, dict) else ())
             if field in ("prompt_tokens", "completion_tokens", "total_tokens") and isinstance(value, int)}
    return text, usage


def _error_message(error: Any) -> str:
    """The server's own message from an OpenAI-style error body, else the SDK's."""
    body = getattr(error, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and isinstance(inner.get("message"), str):
            return inner["message"]
    if isinstance(body, str) and body.strip():
        return body
    message = str(getattr(error, "message", error))
    try:  # openai 3 leaves a plain-text body out of its message ("Error code: 500"): the server's words say why
        text = error.response.text.strip()
    except Exception:  # no response, or one that cannot be read: the SDK's message is all there is
        return message
    return f"{message} - {text}" if text and text not in message else message


def _short(text: str, limit: int = 200) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
