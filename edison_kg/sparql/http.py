"""HTTP requests to remote stores, shared by the remote query backend and ``publish``.

One request has one deadline for everything it does: connecting, sending, waiting,
reading the reply, and the retries in between. A timer closes the connection when the
deadline passes, so a server that never answers, or drips its reply a byte at a time,
costs at most the deadline (a per-read timeout would let a drip go on for ever).
``$EDISON_KG_ENDPOINT_TIMEOUT`` (or ``--timeout``) sets it, default 60 s.

Transient faults are retried with exponential backoff by tenacity: a refused or reset
connection, a reply cut short, HTTP 5xx (but 501), and HTTP 429, which waits what its
``Retry-After`` asks when that fits before the deadline. Every fault ends as one line:
``Transient`` (after the last try) or ``HttpStatus`` (a status not worth repeating), and the
callers turn them into EndpointError (exit 3). Credentials written in a URL
(``http://user:password@host/...``) or in the environment are sent as HTTP basic
authentication, or as digest authentication when the server answers 401 with a digest
challenge (Virtuoso's ``/sparql-auth``; a body over 1 MB to such a server waits for the
challenge of a HEAD, since the server drops it unread), and are never shown: ``redact`` removes them from
every address a message names.

Time comes from a ``Clock`` (``now``, ``sleep``, ``alarm``; by default the monotonic clock,
time.sleep and a timer thread): a test gives a virtual one and checks the backoffs, the
Retry-After waits and the deadline exactly, without waiting for them.
"""

from __future__ import annotations

import base64
import os
import time
import urllib.parse
from dataclasses import dataclass
from typing import Callable

from edison_kg.errors import BadInput, HttpStatus, NotHttp, Transient

TIMEOUT_VARIABLE = "EDISON_KG_ENDPOINT_TIMEOUT"
DEFAULT_TIMEOUT = 60.0
MAX_REPLY_BYTES = 512 << 20   # a reply larger than this is refused, not held in memory
MAX_RETRY_AFTER = 300.0       # a Retry-After beyond this is not waited for
# Credentials for a remote endpoint come from the environment (or the URL), never the
# command line.
TOKEN_VARIABLE = "EDISON_KG_ENDPOINT_TOKEN"          # sent as "Authorization: Bearer ..."
USER_VARIABLE = "EDISON_KG_ENDPOINT_USER"            # HTTP basic, with the password below
PASSWORD_VARIABLE = "EDISON_KG_ENDPOINT_PASSWORD"


@dataclass
class Reply:
    status: int
    content_type: str
    body: bytes


class Clock:
    """The time a request keeps: ``now()`` in seconds (monotonic), ``sleep(seconds)``, and
    ``alarm(seconds, ring)`` that calls ``ring`` once after ``seconds`` unless the function
    it returns is called first (the deadline of an attempt)."""

    now = staticmethod(time.monotonic)
    sleep = staticmethod(time.sleep)

    @staticmethod
    def alarm(seconds: float, ring: Callable[[], None]) -> Callable[[], None]:
        import threading

        timer = threading.Timer(seconds, ring)
        timer.daemon = True
        timer.start()
        return timer.cancel


SYSTEM_CLOCK = Clock()


# ---------------------------------------------------------------- addresses and settings

def redact(url: str) -> str:
    """A URL fit for messages: any ``user:password@`` part is dropped."""
    try:
        parts = urllib.parse.urlsplit(url)
    except ValueError:
        return "<an address that is not a URL>"
    if "@" not in parts.netloc:
        return url
    return urllib.parse.urlunsplit(parts._replace(netloc=parts.netloc.rsplit("@", 1)[1]))


def check_url(url) -> str:
    """The URL if it is an http(s) address with a host; BadInput (redacted) otherwise."""
    if not isinstance(url, str):
        raise BadInput(f"an endpoint URL is text, not {type(url).__name__}")
    try:
        parts = urllib.parse.urlsplit(url)
        port = parts.port  # ValueError for a port that is not a number
    except ValueError:
        parts, port = None, None
    if (parts is None or parts.scheme not in ("http", "https") or not parts.hostname
            or any(c.isspace() or ord(c) < 32 for c in url)):
        raise BadInput(f"not an http(s) endpoint URL: {redact(url)!r}")
    del port
    return url


def endpoint_timeout(value=None) -> float:
    """The deadline of one request: ``value``, else ``$EDISON_KG_ENDPOINT_TIMEOUT``, else 60 s."""
    source = "the timeout"
    if value is None:
        value = os.environ.get(TIMEOUT_VARIABLE, "").strip() or DEFAULT_TIMEOUT
        source = f"${TIMEOUT_VARIABLE}"
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        seconds = float("nan")
    if not (0 < seconds <= 86_400):
        raise BadInput(f"{source} must be a number of seconds above 0 (at most a day), not {value!r}")
    return seconds


def credentials(url: str) -> tuple[str, str] | None:
    """(user, password) from the environment, else written in the URL; None without a user."""
    user = os.environ.get(USER_VARIABLE)
    if user:
        return user, os.environ.get(PASSWORD_VARIABLE, "")
    parts = urllib.parse.urlsplit(url)
    if parts.username is None:
        return None
    return urllib.parse.unquote(parts.username), urllib.parse.unquote(parts.password or "")


def auth_headers(url: str) -> dict[str, str]:
    """Authorization from the environment (a bearer token, or user and password), else from
    credentials written in the URL: basic first (a digest challenge is answered in ``send``)."""
    token = os.environ.get(TOKEN_VARIABLE)
    if token:
        return {"Authorization": "Bearer " + token}
    pair = credentials(url)
    if pair is None:
        return {}
    return {"Authorization": "Basic " + base64.b64encode(":".join(pair).encode()).decode("ascii")}


def digest_answer(challenge: str | None, method: str, url: str, body: bytes | None) -> str | None:
    """The Authorization header answering an HTTP digest challenge (RFC 7616, as Virtuoso's
    authenticated endpoints ask) with the URL's or the environment's credentials; None when
    it is no digest challenge, there are no credentials, or the challenge cannot be met.
    The digest itself is the standard library's (urllib.request)."""
    import urllib.request

    if not challenge or not challenge.lstrip().lower().startswith("digest ") or os.environ.get(TOKEN_VARIABLE):
        return None
    pair = credentials(url)
    if pair is None:
        return None
    address = redact(url)
    passwords = urllib.request.HTTPPasswordMgrWithDefaultRealm()
    passwords.add_password(None, address, *pair)
    fields = urllib.request.parse_keqv_list(
        filter(None, urllib.request.parse_http_list(challenge.lstrip()[len("digest "):])))
    try:
        answer = urllib.request.AbstractDigestAuthHandler(passwords).get_authorization(
            urllib.request.Request(address, data=body, method=method), fields)
    except (ValueError, KeyError):  # an algorithm or qop it does not know
        return None
    return "Digest " + answer if answer else None


# ---------------------------------------------------------------- one attempt

def _phrase(error: BaseException) -> str:
    """A short phrase for a socket-level fault."""
    import socket
    import ssl

    if isinstance(error, ConnectionRefusedError):
        return "connection refused"
    if isinstance(error, ConnectionResetError):
        return "connection reset"
    if isinstance(error, socket.gaierror):
        return "host not found"
    if isinstance(error, ssl.SSLError):
        return f"TLS failed ({error.reason or error})"
    text = getattr(error, "strerror", None) or str(error) or type(error).__name__
    return one_line(text, 120)


def one_line(text, limit: int = 300) -> str:
    line = " ".join(str(text).strip().splitlines()[:1]) if str(text).strip() else ""
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _retry_after(value: str | None) -> float | None:
    """Seconds from a Retry-After header (a number of seconds or an HTTP date)."""
    import email.utils

    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
        return max(0.0, when.timestamp() - time.time())
    except (TypeError, ValueError, IndexError, OverflowError):
        return None


def attempt(method: str, url: str, body: bytes | None, headers: dict[str, str], deadline: float,
            timeout: float, clock: Clock = SYSTEM_CLOCK) -> Reply:
    """One HTTP exchange that ends by ``deadline`` (on ``clock``; ``timeout``: the whole
    request's deadline in seconds, for messages): the reply, or Transient / HttpStatus / NotHttp."""
    import http.client  # here, not at import: http.client and ssl cost ~30 ms of a cold start
    import socket
    import threading

    parts = urllib.parse.urlsplit(url)
    remaining = deadline - clock.now()
    if remaining <= 0:
        raise Transient("no time left before the deadline")
    kind = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
    connection = kind(parts.hostname, parts.port, timeout=remaining)
    target = urllib.parse.urlunsplit(("", "", parts.path or "/", parts.query, ""))
    expired = threading.Event()

    def cut():  # the deadline: wake whatever read or write is waiting
        expired.set()
        sock = connection.sock
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    cancel = clock.alarm(remaining, cut)
    try:
        connection.request(method, target, body=body, headers={"Host": parts.netloc.rsplit("@", 1)[-1], **headers})
        response = connection.getresponse()
        length = response.getheader("Content-Length")
        if length and length.strip().isdigit() and int(length) > MAX_REPLY_BYTES:
            raise NotHttp(f"the reply would be {int(length):,} bytes, over the limit of {MAX_REPLY_BYTES:,}")
        chunks, size = [], 0
        while chunk := response.read(1 << 16):
            size += len(chunk)
            if size > MAX_REPLY_BYTES:
                raise NotHttp(f"the reply is larger than the limit of {MAX_REPLY_BYTES:,} bytes")
            chunks.append(chunk)
        if expired.is_set():
            raise socket.timeout()
        if response.length:  # read(n) ends quietly at a close before Content-Length was reached
            raise http.client.IncompleteRead(b"".join(chunks), response.length)
        data = b"".join(chunks)
    except (socket.timeout, TimeoutError):
        raise Transient(f"no complete answer within {timeout:g} s") from None
    except http.client.IncompleteRead as error:
        if expired.is_set():
            raise Transient(f"no complete answer within {timeout:g} s") from None
        raise Transient(f"the reply was cut short ({len(error.partial):,} bytes read)") from None
    except http.client.RemoteDisconnected:
        if expired.is_set():
            raise Transient(f"no complete answer within {timeout:g} s") from None
        raise Transient("the server closed the connection without answering") from None
    except (http.client.BadStatusLine, http.client.LineTooLong, http.client.HTTPException) as error:
        if expired.is_set():
            raise Transient(f"no complete answer within {timeout:g} s") from None
        raise NotHttp(f"the reply is not HTTP ({type(error).__name__}: {one_line(error, 80)})") from None
    except OSError as error:
        if expired.is_set():
            raise Transient(f"no complete answer within {timeout:g} s") from None
        raise Transient(_phrase(error)) from None
    finally:
        cancel()
        connection.close()
    status = response.status
    content_type = response.getheader("Content-Type", "") or ""
    if 300 <= status < 400:  # not followed: a POST redirected may not be a POST any more
        where = response.getheader("Location")
        raise HttpStatus(status, f"HTTP {status} {response.reason}".rstrip()
                         + (f": the endpoint moved to {redact(where)}; give that address" if where else ""))
    if status < 400:
        return Reply(status, content_type, data)
    detail = one_line(data.decode("utf-8", "replace"), 200)
    text = f"HTTP {status} {response.reason}".rstrip() + (f": {detail}" if detail else "")
    # 501 Not Implemented: this address does not do the method (Virtuoso answers a PUT to an
    # unknown path so); asking again cannot help
    if status == 429 or (status >= 500 and status != 501):
        raise Transient(text, _retry_after(response.getheader("Retry-After")))
    raise HttpStatus(status, text, response.getheader("WWW-Authenticate") if status == 401 else None)


# ---------------------------------------------------------------- with retries

def send(method: str, url: str, body: bytes | None = None, headers: dict[str, str] | None = None, *,
         timeout: float, retries: int = 3, backoff: float = 0.5, clock: Clock | None = None) -> Reply:
    """``attempt`` with retries of transient faults (exponential backoff from ``backoff``
    seconds, or the server's Retry-After), all within ``timeout`` seconds of ``clock``
    (default: the system's). After the last try: Transient("what went wrong (gave up after
    N attempts)")."""
    from tenacity import RetryError, Retrying, retry_if_exception_type, stop_after_attempt

    clock = clock or SYSTEM_CLOCK
    deadline = clock.now() + timeout
    headers = {**auth_headers(url), **(headers or {})}
    if _host(url) in _DIGEST_HOSTS and headers.get("Authorization", "").startswith("Basic "):
        del headers["Authorization"]  # known to want digest: its challenge comes first
    state = {"attempts": 0, "last": None}

    def wait(retry_state) -> float:
        error = retry_state.outcome.exception()
        pause = backoff * 2 ** (retry_state.attempt_number - 1)
        if isinstance(error, Transient) and error.retry_after is not None:
            pause = error.retry_after
        return pause

    def past_deadline(retry_state) -> bool:
        """Stop when the next try could not start before the deadline."""
        error = retry_state.outcome.exception()
        pause = wait(retry_state)
        if isinstance(error, Transient) and error.retry_after is not None:
            if pause > MAX_RETRY_AFTER:
                state["note"] = (f"the server asked to retry after {pause:g} s, longer than the "
                                 f"{MAX_RETRY_AFTER:g} s waited at most")
                return True
            if clock.now() + pause >= deadline:
                state["note"] = f"the server asked to retry after {pause:g} s, past the deadline of {timeout:g} s"
                return True
        return clock.now() + pause >= deadline

    def once() -> Reply:
        state["attempts"] += 1
        try:
            return _authenticated(method, url, body, headers, deadline, timeout, clock)
        except Transient as error:
            state["last"] = error
            raise

    retrying = Retrying(stop=stop_after_attempt(retries + 1) | past_deadline, wait=wait,
                        retry=retry_if_exception_type(Transient), reraise=False, sleep=_sleep_until(deadline, clock))
    try:
        return retrying(once)
    except RetryError:
        last = state["last"]
        attempts = state["attempts"]
        note = state.get("note")
        text = str(last) if last is not None else "no answer"
        tail = f"gave up after {attempts} attempt{'s' if attempts != 1 else ''}"
        raise Transient(f"{text} ({note}; {tail})" if note else f"{text} ({tail})") from None


# Hosts (host:port) that refused basic credentials and asked for digest ones: later requests
# of the process go there without basic credentials (a request less each time).
_DIGEST_HOSTS: set[str] = set()
_PROBE_BYTES = 1 << 20


def _host(url: str) -> str:
    return urllib.parse.urlsplit(url).netloc.rsplit("@", 1)[-1]


def _authenticated(method: str, url: str, body: bytes | None, headers: dict[str, str], deadline: float,
                   timeout: float, clock: Clock) -> Reply:
    """``attempt``, answering one digest challenge of a 401 with the credentials (``headers``
    then keeps the digest answer)."""
    if (not headers.get("Authorization", "").startswith(("Digest ", "Bearer ")) and credentials(url)
            and (_host(url) in _DIGEST_HOSTS or len(body or b"") > _PROBE_BYTES)):
        # a server that wants digest refuses a large body before reading it (Virtuoso resets
        # the connection): the challenge of a HEAD first, then the body once
        try:
            attempt("HEAD", url, None, {}, deadline, timeout, clock)
        except HttpStatus as status:
            answer = digest_answer(status.challenge, method, url, body) if status.code == 401 else None
            if answer:
                _DIGEST_HOSTS.add(_host(url))
                headers["Authorization"] = answer
        except (Transient, NotHttp):
            pass  # a server that does not do HEAD: the request itself tells
    try:
        return attempt(method, url, body, headers, deadline, timeout, clock)
    except HttpStatus as status:
        if status.code != 401:
            raise
        challenge = status.challenge
        if challenge is None and headers.get("Authorization", "").startswith("Basic "):
            # Virtuoso refuses basic credentials with a bare 401: asked without them, it challenges
            del headers["Authorization"]
            try:
                return attempt(method, url, body, headers, deadline, timeout, clock)
            except HttpStatus as bare:
                if bare.code != 401:
                    raise
                challenge = bare.challenge
        answer = digest_answer(challenge, method, url, body)
        if answer is None:
            raise
        if status.challenge is None:
            _DIGEST_HOSTS.add(_host(url))
        headers["Authorization"] = answer  # once: a second 401 is the caller's
        return attempt(method, url, body, headers, deadline, timeout, clock)


def _sleep_until(deadline: float, clock: Clock):
    def sleep(seconds: float) -> None:
        clock.sleep(max(0.0, min(seconds, deadline - clock.now())))

    return sleep
