"""urllib.request for pyex: urlopen and Request, over the run's network
capability (the Go helper _pyex_net; see requests.py for what the host
allows and injects). Written in Python.

urlopen follows redirects, raises urllib.error.HTTPError for 4xx and 5xx
answers, and urllib.error.NetworkDenied (a URLError and a PermissionError)
for a request the host does not allow. There are no openers, handlers or
proxies beyond build_opener's default."""

import _pyex_net
import urllib.parse  # bound as urllib.parse after `import urllib.request`, as in CPython
from urllib.error import HTTPError, NetworkDenied, URLError

__all__ = ["Request", "urlopen", "build_opener", "install_opener", "OpenerDirector"]

_USER_AGENT = "Python-urllib/3.11"


def _split(url):
    """(scheme, host, selector) of an absolute URL."""
    if ":" not in url:
        raise ValueError(f"unknown url type: {url!r}")
    scheme, rest = url.split(":", 1)
    host, selector = "", rest
    if rest.startswith("//"):
        rest = rest[2:]
        end = len(rest)
        for c in "/?":
            i = rest.find(c)
            if 0 <= i < end:
                end = i
        host, selector = rest[:end], rest[end:]
    return scheme.lower(), host, selector


class Request:
    """A request for urlopen: URL, data (bytes, makes it a POST), headers
    and method."""

    def __init__(self, url, data=None, headers={},
                 origin_req_host=None, unverifiable=False, method=None):
        self.full_url = url
        self.headers, self.unredirected_hdrs = {}, {}
        # The data setter compares with the previous body: start from none.
        self._data = None
        self.data = data
        for item in headers.items():
            self.add_header(*item)
        self.origin_req_host = origin_req_host or self.host
        self.unverifiable = unverifiable
        if method:
            self.method = method

    @property
    def full_url(self):
        if self.fragment:
            return f"{self._full_url}#{self.fragment}"
        return self._full_url

    @full_url.setter
    def full_url(self, url):
        url = str(url).strip()
        if "#" in url:
            url, self.fragment = url.split("#", 1)
        else:
            self.fragment = None
        self._full_url = url
        self.type, self.host, self.selector = _split(url)

    @full_url.deleter
    def full_url(self):
        self._full_url = None
        self.fragment = None
        self.selector = ""

    @property
    def data(self):
        return self._data

    @data.setter
    def data(self, data):
        if data == self._data:
            return
        self._data = data
        # A length set for the old body no longer holds.
        if self.has_header("Content-length"):
            self.remove_header("Content-length")

    @data.deleter
    def data(self):
        self.data = None

    def get_method(self):
        default = "POST" if self.data is not None else "GET"
        return getattr(self, "method", default)

    def get_full_url(self):
        return self.full_url

    def set_proxy(self, host, type):
        pass

    def has_proxy(self):
        return False

    def add_header(self, key, val):
        self.headers[key.capitalize()] = val

    def add_unredirected_header(self, key, val):
        self.unredirected_hdrs[key.capitalize()] = val

    def has_header(self, header_name):
        return header_name in self.headers or header_name in self.unredirected_hdrs

    def get_header(self, header_name, default=None):
        return self.headers.get(header_name, self.unredirected_hdrs.get(header_name, default))

    def remove_header(self, header_name):
        self.headers.pop(header_name, None)
        self.unredirected_hdrs.pop(header_name, None)

    def header_items(self):
        hdrs = {**self.unredirected_hdrs, **self.headers}
        return list(hdrs.items())


class HTTPMessage:
    """The header fields of a response, as http.client gives them: names
    match in any case, a missing one reads as None."""

    def __init__(self, fields):
        self._fields = list(fields)

    def __getitem__(self, name):
        return self.get(name)

    def __contains__(self, name):
        name = name.lower()
        return any(k.lower() == name for k, _ in self._fields)

    def __iter__(self):
        return iter(self.keys())

    def __len__(self):
        return len(self._fields)

    def get(self, name, failobj=None):
        name = name.lower()
        for k, v in self._fields:
            if k.lower() == name:
                return v
        return failobj

    def get_all(self, name, failobj=None):
        name = name.lower()
        found = [v for k, v in self._fields if k.lower() == name]
        return found or failobj

    def keys(self):
        return [k for k, _ in self._fields]

    def values(self):
        return [v for _, v in self._fields]

    def items(self):
        return list(self._fields)

    def get_content_type(self):
        ctype = self.get("content-type")
        if not ctype:
            return "text/plain"
        ctype = ctype.split(";")[0].strip().lower()
        return ctype if ctype.count("/") == 1 else "text/plain"

    def get_content_charset(self, failobj=None):
        ctype = self.get("content-type")
        if not ctype:
            return failobj
        for part in ctype.split(";")[1:]:
            if "=" in part:
                k, v = part.split("=", 1)
                if k.strip().lower() == "charset":
                    return v.strip().strip("'\"").lower()
        return failobj

    def as_string(self):
        return "".join(f"{k}: {v}\n" for k, v in self._fields) + "\n"

    def __str__(self):
        return self.as_string()


class _Body:
    """The unread part of a body."""

    def __init__(self, data):
        self._data = data
        self._pos = 0

    def read(self, amt=None):
        if amt is None or amt < 0:
            out = self._data[self._pos:]
            self._pos = len(self._data)
        else:
            out = self._data[self._pos:self._pos + amt]
            self._pos += len(out)
        return out

    def readline(self, limit=-1):
        end = self._data.find(b"\n", self._pos)
        end = len(self._data) if end < 0 else end + 1
        if limit is not None and limit >= 0:
            end = min(end, self._pos + limit)
        out = self._data[self._pos:end]
        self._pos = end
        return out

    def close(self):
        pass


class HTTPResponse:
    """What urlopen returns: read() the body; status, reason, headers."""

    def __init__(self, url, status, reason, fields, body):
        self.url = url
        self.status = status
        self.code = status
        self.reason = reason
        self.headers = self.msg = HTTPMessage(fields)
        self.version = 11
        self.closed = False
        self._body = _Body(body)

    def read(self, amt=None):
        return self._body.read(amt)

    def read1(self, amt=-1):
        return self._body.read(amt)

    def readline(self, limit=-1):
        return self._body.readline(limit)

    def readlines(self, hint=-1):
        lines = []
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)

    def __iter__(self):
        return iter(self.readlines())

    def getheader(self, name, default=None):
        found = self.headers.get_all(name)
        if not found:
            return default
        return ", ".join(found)

    def getheaders(self):
        return self.headers.items()

    def geturl(self):
        return self.url

    def info(self):
        return self.headers

    def getcode(self):
        return self.status

    def close(self):
        self.closed = True

    def readable(self):
        return True

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


def _open(req, timeout):
    if req.type not in ("http", "https"):
        raise URLError(f"unknown url type: {req.type}")
    data = req.data
    if isinstance(data, str):
        raise TypeError("POST data should be bytes, an iterable of bytes, or a file object. "
                        "It cannot be of type str.")
    if data is not None and not isinstance(data, (bytes, bytearray)):
        if hasattr(data, "read"):
            data = data.read()
        else:
            data = b"".join(data)
    fields = []
    if data is not None:
        if not req.has_header("Content-type"):
            fields.append(("Content-Type", "application/x-www-form-urlencoded"))
        if not req.has_header("Content-length"):
            fields.append(("Content-Length", str(len(data))))
    if not req.has_header("User-agent"):
        fields.append(("User-Agent", _USER_AGENT))
    for k, v in req.header_items():
        fields.append((k, str(v)))
    fields.append(("Connection", "close"))
    seconds = None if timeout is None or timeout is _GLOBAL_DEFAULT_TIMEOUT else timeout
    try:
        status, reason, hdrs, body, url, history = _pyex_net.fetch(
            req.get_method(), req.full_url, fields, bytes(data) if data is not None else None,
            seconds, True)
    except _pyex_net.Error as e:
        kind, message = e.args
        if kind == "denied":
            raise NetworkDenied(message)
        if kind == "timeout":
            raise URLError(TimeoutError("timed out"))
        if kind == "invalid_url":
            raise URLError(message)
        if kind == "redirects":
            raise HTTPError(req.full_url, 302,
                            "The HTTP server returned a redirect error that would lead to an infinite loop.\n"
                            "The last 30x error message was:\nFound", HTTPMessage([]), None)
        raise URLError(message)
    resp = HTTPResponse(url, status, reason, hdrs, body)
    if not (200 <= status < 300):
        raise HTTPError(url, status, reason, resp.headers, resp)
    return resp


class _GlobalDefault:
    def __repr__(self):
        return "<object object>"


_GLOBAL_DEFAULT_TIMEOUT = _GlobalDefault()


def urlopen(url, data=None, timeout=_GLOBAL_DEFAULT_TIMEOUT, *, cafile=None, capath=None,
            cadefault=False, context=None):
    """Open url (a str or a Request) and return the response. data, bytes,
    makes the request a POST."""
    if isinstance(url, str):
        req = Request(url, data)
    else:
        req = url
        if data is not None:
            req.data = data
    return _open(req, timeout)


class OpenerDirector:
    """An opener: open() is urlopen with its headers added."""

    def __init__(self):
        self.addheaders = [("User-agent", _USER_AGENT)]
        self.handlers = []

    def add_handler(self, handler):
        self.handlers.append(handler)

    def open(self, fullurl, data=None, timeout=_GLOBAL_DEFAULT_TIMEOUT):
        req = Request(fullurl, data) if isinstance(fullurl, str) else fullurl
        if data is not None:
            req.data = data
        for k, v in self.addheaders:
            if not req.has_header(k.capitalize()):
                req.add_unredirected_header(k, v)
        return _open(req, timeout)

    def close(self):
        pass


def build_opener(*handlers):
    """An OpenerDirector (handlers are accepted and kept, not used)."""
    opener = OpenerDirector()
    for h in handlers:
        opener.add_handler(h)
    return opener


_opener = None


def install_opener(opener):
    global _opener
    _opener = opener
