"""requests.sessions for pyex: Session, which keeps default headers,
params and auth across requests and sends them through the host's network
capability (the Go helper _pyex_net). Written in Python."""

import _pyex_net
from requests.exceptions import (
    ConnectionError, InvalidSchema, InvalidURL, MissingSchema, NetworkDenied, ReadTimeout,
    TooManyRedirects,
)
from requests.models import PreparedRequest, Request, Response
from requests.cookies import RequestsCookieJar
from requests.structures import CaseInsensitiveDict

__version__ = "2.34.2"


def default_headers():
    """The header fields every request starts with, as requests sends them."""
    return CaseInsensitiveDict({
        "User-Agent": "python-requests/" + __version__,
        "Accept-Encoding": "gzip, deflate",
        "Accept": "*/*",
        "Connection": "keep-alive",
    })


def _merge(request_value, session_value):
    """A request's mapping over the session's; a None value in the
    request's removes the session's key."""
    if session_value is None:
        return request_value
    if request_value is None:
        return session_value
    if not (hasattr(session_value, "items") and hasattr(request_value, "items")):
        return request_value
    merged = CaseInsensitiveDict(session_value) if isinstance(session_value, CaseInsensitiveDict) else dict(session_value)
    merged.update(request_value)
    for k, v in list(request_value.items()):
        if v is None:
            del merged[k]
    return merged


def _timeout_seconds(timeout):
    if timeout is None:
        return None
    if isinstance(timeout, tuple):
        if len(timeout) != 2:
            raise ValueError(
                f"Invalid timeout {timeout}. Pass a (connect, read) timeout tuple, or a single float to set both timeouts to the same value.")
        parts = [t for t in timeout if t is not None]
        return sum(parts) if parts else None
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)):
        raise ValueError(
            f"Timeout value connect was {timeout}, but it must be an int, float or None.")
    return timeout


def _raise(kind, message, request):
    if kind == "denied":
        raise NetworkDenied(message, request=request)
    if kind == "invalid_url":
        if message.startswith("No connection adapters"):
            raise InvalidSchema(message, request=request)
        if "No scheme supplied" in message:
            raise MissingSchema(message, request=request)
        raise InvalidURL(message, request=request)
    if kind == "timeout":
        raise ReadTimeout(message, request=request)
    if kind == "redirects":
        raise TooManyRedirects(message, request=request)
    raise ConnectionError(message, request=request)


def _build(prepared, result):
    status, reason, fields, body, url, history = result
    resp = Response()
    resp.status_code = status
    resp.reason = reason
    headers = CaseInsensitiveDict()
    for name, value in fields:
        if name in headers:
            headers[name] = headers[name] + ", " + value
        else:
            headers[name] = value
    resp.headers = headers
    resp._content = body
    resp.url = url
    resp.request = prepared
    resp.encoding = _content_charset(headers.get("content-type"))
    return resp


def _content_charset(content_type):
    from requests.models import _content_type_charset
    return _content_type_charset(content_type)


class Session:
    """Default headers, params and auth shared by the requests made
    through it."""

    __attrs__ = ["headers", "cookies", "auth", "proxies", "hooks", "params", "verify",
                 "cert", "adapters", "stream", "trust_env", "max_redirects"]

    def __init__(self):
        self.headers = default_headers()
        self.auth = None
        self.proxies = {}
        self.hooks = {"response": []}
        self.params = {}
        self.stream = False
        self.verify = True
        self.cert = None
        self.max_redirects = 30
        self.trust_env = True
        self.cookies = RequestsCookieJar()
        self.adapters = {}

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()

    def close(self):
        pass

    def prepare_request(self, request):
        p = PreparedRequest()
        p.prepare(
            method=request.method.upper(),
            url=request.url,
            files=request.files,
            data=request.data,
            json=request.json,
            headers=_merge(request.headers, self.headers),
            params=_merge(request.params, self.params),
            auth=request.auth if request.auth is not None else self.auth,
            cookies=None,
            hooks=request.hooks,
        )
        return p

    def request(self, method, url, params=None, data=None, headers=None, cookies=None,
                files=None, auth=None, timeout=None, allow_redirects=True, proxies=None,
                hooks=None, stream=None, verify=None, cert=None, json=None):
        req = Request(method=method.upper(), url=url, headers=headers, files=files,
                      data=data or {}, json=json, params=params or {}, auth=auth,
                      cookies=cookies, hooks=hooks)
        prep = self.prepare_request(req)
        return self.send(prep, timeout=timeout, allow_redirects=allow_redirects)

    def send(self, request, timeout=None, allow_redirects=True, **kwargs):
        if isinstance(request, Request):
            raise ValueError("You can only send PreparedRequests.")
        seconds = _timeout_seconds(timeout)
        fields = [(str(k), v if isinstance(v, str) else v.decode("latin-1"))
                  for k, v in request.headers.items()]
        body = request.body
        if isinstance(body, str):
            body = body.encode("utf-8")
        try:
            result = _pyex_net.fetch(request.method, request.url, fields, body,
                                     seconds, bool(allow_redirects))
        except _pyex_net.Error as e:
            kind, message = e.args
            _raise(kind, message, request)
        resp = _build(request, result)
        history = []
        for h in result[5]:
            r = _build(request, h)
            history.append(r)
        resp.history = history
        return resp

    def get(self, url, **kwargs):
        kwargs.setdefault("allow_redirects", True)
        return self.request("GET", url, **kwargs)

    def options(self, url, **kwargs):
        kwargs.setdefault("allow_redirects", True)
        return self.request("OPTIONS", url, **kwargs)

    def head(self, url, **kwargs):
        kwargs.setdefault("allow_redirects", False)
        return self.request("HEAD", url, **kwargs)

    def post(self, url, data=None, json=None, **kwargs):
        return self.request("POST", url, data=data, json=json, **kwargs)

    def put(self, url, data=None, **kwargs):
        return self.request("PUT", url, data=data, **kwargs)

    def patch(self, url, data=None, **kwargs):
        return self.request("PATCH", url, data=data, **kwargs)

    def delete(self, url, **kwargs):
        return self.request("DELETE", url, **kwargs)

    def mount(self, prefix, adapter):
        self.adapters[prefix] = adapter


def session():
    """A new Session."""
    return Session()
