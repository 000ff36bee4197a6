"""requests.models for pyex: Request, PreparedRequest and Response.
Written in Python; the request goes out through the Go helper _pyex_net,
that is through the host's network capability (see requests.py)."""

import json as _json

from requests.exceptions import HTTPError, InvalidHeader, InvalidJSONError, JSONDecodeError
from requests.cookies import RequestsCookieJar
from requests.structures import CaseInsensitiveDict

REDIRECT_STATI = (301, 302, 303, 307, 308)

# Characters requests leaves as they are when it requotes a URL: the
# unreserved and reserved sets of RFC 3986, and "%" (already escaped).
_SAFE_URL = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    "-._~:/?#[]@!$&'()*+,;=%"
)
_HEX = "0123456789ABCDEF"


def _quote(text, safe):
    """Percent-encode the UTF-8 bytes of text outside safe."""
    out = []
    for ch in text:
        if ch in safe:
            out.append(ch)
        else:
            for b in ch.encode("utf-8"):
                out.append("%" + _HEX[b >> 4] + _HEX[b & 15])
    return "".join(out)


_FORM_SAFE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def _quote_plus(value):
    """Encode one key or value of a form (urlencode's quote_plus)."""
    if isinstance(value, bytes):
        value = value.decode("latin-1")
        raw = value.encode("latin-1")
    else:
        if not isinstance(value, str):
            value = str(value)
        raw = value.encode("utf-8")
    out = []
    for b in raw:
        c = chr(b)
        if c in _FORM_SAFE:
            out.append(c)
        elif c == " ":
            out.append("+")
        else:
            out.append("%" + _HEX[b >> 4] + _HEX[b & 15])
    return "".join(out)


def _pairs(data):
    """The (key, value) pairs of a dict or a sequence of pairs, with list
    values spread over repeated keys and None values left out."""
    if hasattr(data, "items"):
        items = list(data.items())
    else:
        items = list(data)
    out = []
    for k, vs in items:
        if isinstance(vs, (str, bytes)) or not hasattr(vs, "__iter__"):
            vs = [vs]
        for v in vs:
            if v is not None:
                out.append((k, v))
    return out


def _encode_params(data):
    """The form encoding of params or data: str and bytes as they are, a
    mapping or a sequence of pairs urlencoded."""
    if isinstance(data, (str, bytes)):
        return data
    if hasattr(data, "read"):
        return data
    if hasattr(data, "__iter__"):
        return "&".join(_quote_plus(k) + "=" + _quote_plus(v) for k, v in _pairs(data))
    return data


def _split_url(url):
    """(scheme, netloc, path, query, fragment) of url, as urlsplit gives
    them."""
    fragment = ""
    if "#" in url:
        url, fragment = url.split("#", 1)
    scheme = ""
    i = url.find(":")
    if i > 0 and url[:i].replace("+", "").replace("-", "").replace(".", "").isalnum() and url[0].isalpha():
        scheme, url = url[:i].lower(), url[i + 1:]
    netloc = ""
    if url.startswith("//"):
        rest = url[2:]
        end = len(rest)
        for c in "/?":
            j = rest.find(c)
            if j >= 0 and j < end:
                end = j
        netloc, url = rest[:end], rest[end:]
    query = ""
    if "?" in url:
        url, query = url.split("?", 1)
    return scheme, netloc, url, query, fragment


def _new_boundary():
    """32 hex digits from the run's entropy (os.urandom), as requests
    draws its boundaries."""
    try:
        import os
        return os.urandom(16).hex()
    except (ImportError, AttributeError):
        import random
        return "%032x" % random.getrandbits(128)


def _as_bytes(value):
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode("utf-8")
    return str(value).encode("utf-8")


def _encode_files(files, data):
    """The multipart/form-data body of data's fields and then files, and
    its Content-Type."""
    parts = []
    if data and not isinstance(data, (str, bytes)):
        for k, v in _pairs(data):
            parts.append((k, None, _as_bytes(v), None, None))
    items = list(files.items()) if hasattr(files, "items") else list(files)
    for k, v in items:
        ctype = None
        extra = None
        if isinstance(v, (tuple, list)):
            if len(v) == 2:
                fn, fp = v
            elif len(v) == 3:
                fn, fp, ctype = v
            else:
                fn, fp, ctype, extra = v
        else:
            name = getattr(v, "name", None)
            if isinstance(name, str) and name and name[0] != "<" and name[-1] != ">":
                fn = name.replace("\\", "/").rsplit("/", 1)[-1]
            else:
                fn = k
            fp = v
        if isinstance(fp, (str, bytes, bytearray)):
            content = fp
        elif fp is None:
            continue
        elif hasattr(fp, "read"):
            content = fp.read()
        else:
            content = fp
        parts.append((k, fn, _as_bytes(content), ctype, extra))
    boundary = _new_boundary()
    out = []
    for name, filename, content, ctype, extra in parts:
        out.append(b"--" + boundary.encode("latin-1") + b"\r\n")
        disp = f'Content-Disposition: form-data; name="{name}"'
        if filename is not None:
            disp += f'; filename="{filename}"'
        out.append(disp.encode("utf-8") + b"\r\n")
        if ctype:
            out.append(f"Content-Type: {ctype}\r\n".encode("utf-8"))
        if extra:
            for hk, hv in extra.items():
                out.append(f"{hk}: {hv}\r\n".encode("utf-8"))
        out.append(b"\r\n")
        out.append(content)
        out.append(b"\r\n")
    out.append(b"--" + boundary.encode("latin-1") + b"--\r\n")
    return b"".join(out), "multipart/form-data; boundary=" + boundary


class Request:
    """A request the program builds: method, url, headers, params, data,
    json. prepare() turns it into the PreparedRequest that is sent."""

    def __init__(self, method=None, url=None, headers=None, files=None, data=None,
                 params=None, auth=None, cookies=None, hooks=None, json=None):
        self.method = method
        self.url = url
        self.headers = headers if headers is not None else {}
        self.files = files if files is not None else []
        self.data = data if data is not None else []
        self.json = json
        self.params = params if params is not None else {}
        self.auth = auth
        self.cookies = cookies
        self.hooks = hooks if hooks is not None else {}

    def __repr__(self):
        return f"<Request [{self.method}]>"

    def prepare(self):
        p = PreparedRequest()
        p.prepare(method=self.method, url=self.url, headers=self.headers, files=self.files,
                  data=self.data, params=self.params, auth=self.auth, cookies=self.cookies,
                  hooks=self.hooks, json=self.json)
        return p


_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _b64(data):
    """The standard base64 text of data."""
    out = []
    for i in range(0, len(data), 3):
        chunk = data[i:i + 3]
        n = int.from_bytes(chunk + b"\0" * (3 - len(chunk)), "big")
        quad = [_B64[(n >> s) & 63] for s in (18, 12, 6, 0)]
        if len(chunk) < 3:
            quad[len(chunk) + 1:] = "=" * (3 - len(chunk))
        out.extend(quad)
    return "".join(out)


def _basic_auth(user, password):
    if isinstance(user, str):
        user = user.encode("latin1")
    if isinstance(password, str):
        password = password.encode("latin1")
    return "Basic " + _b64(user + b":" + password)


class PreparedRequest:
    """The request as sent: method, url (with params), headers, body. The
    headers are the program's own: what the host injects is added after
    this, out of the program's sight."""

    def __init__(self):
        self.method = None
        self.url = None
        self.headers = None
        self.body = None
        self.hooks = {"response": []}
        self._cookies = None

    def __repr__(self):
        return f"<PreparedRequest [{self.method}]>"

    def prepare(self, method=None, url=None, headers=None, files=None, data=None,
                params=None, auth=None, cookies=None, hooks=None, json=None):
        self.prepare_method(method)
        self.prepare_url(url, params)
        self.prepare_headers(headers)
        self.prepare_cookies(cookies)
        self.prepare_body(data, files, json)
        self.prepare_auth(auth)

    def prepare_method(self, method):
        self.method = method.upper() if method is not None else None

    def prepare_url(self, url, params):
        from requests.exceptions import InvalidURL, MissingSchema
        if isinstance(url, bytes):
            url = url.decode("utf8")
        else:
            url = str(url)
        url = url.lstrip()
        if ":" in url and not url.lower().startswith("http"):
            self.url = url
            return
        scheme, netloc, path, query, fragment = _split_url(url)
        if not scheme:
            raise MissingSchema(
                f"Invalid URL {url!r}: No scheme supplied. Perhaps you meant https://{url}?")
        if not netloc:
            raise InvalidURL(f"Invalid URL {url!r}: No host supplied")
        if not path:
            path = "/"
        # The host part in lower case (requests IDNA-encodes it); the
        # user-info before it keeps its case.
        userinfo, at, hostport = netloc.rpartition("@")
        netloc = userinfo + at + hostport.lower()
        enc = _encode_params(params) if params else ""
        if isinstance(enc, bytes):
            enc = enc.decode("utf-8")
        if enc:
            query = query + "&" + enc if query else enc
        out = scheme + "://" + netloc + _quote(path, _SAFE_URL)
        if query:
            out += "?" + _quote(query, _SAFE_URL)
        if fragment:
            out += "#" + _quote(fragment, _SAFE_URL)
        self.url = out

    def prepare_headers(self, headers):
        self.headers = CaseInsensitiveDict()
        if headers:
            for name, value in headers.items():
                _check_header(name, value)
                self.headers[name] = value

    def prepare_body(self, data, files, json=None):
        body = None
        content_type = None
        if not data and json is not None:
            content_type = "application/json"
            try:
                body = _json.dumps(json, allow_nan=False)
            except ValueError as ve:
                raise InvalidJSONError(ve, request=self)
            if not isinstance(body, bytes):
                body = body.encode("utf-8")
        elif files:
            body, content_type = _encode_files(files, data)
        elif data:
            body = _encode_params(data)
            if not isinstance(data, (str, bytes)) and not hasattr(data, "read"):
                content_type = "application/x-www-form-urlencoded"
        if hasattr(body, "read"):
            body = body.read()
        # A str body stays str here, as requests keeps it; it is encoded
        # (UTF-8) only when sent.
        if body is not None:
            size = len(body.encode("utf-8")) if isinstance(body, str) else len(body)
            self.headers["Content-Length"] = str(size)
        elif self.method not in ("GET", "HEAD"):
            self.headers["Content-Length"] = "0"
        if content_type and "content-type" not in self.headers:
            self.headers["Content-Type"] = content_type
        self.body = body

    def prepare_cookies(self, cookies):
        self._cookies = RequestsCookieJar(cookies or {})

    def prepare_auth(self, auth, url=""):
        if auth is None:
            return
        if isinstance(auth, tuple) and len(auth) == 2:
            self.headers["Authorization"] = _basic_auth(*auth)
        elif callable(auth):
            r = auth(self)
            if r is not None:
                self.__dict__.update(r.__dict__)

    def copy(self):
        p = PreparedRequest()
        p.method = self.method
        p.url = self.url
        p.headers = self.headers.copy() if self.headers is not None else None
        p.body = self.body
        p.hooks = self.hooks
        return p


def _check_header(name, value):
    if not isinstance(value, (str, bytes)):
        raise InvalidHeader(
            f"Header part ({value!r}) from ({name!r}, {value!r}) must be of type str or bytes, "
            f"not {type(value)}")
    text = value.decode("latin-1") if isinstance(value, bytes) else value
    if text[:1] in (" ", "\t") or "\n" in text or "\r" in text:
        raise InvalidHeader(
            f"Invalid leading whitespace, reserved character(s), or return character(s) in header value: {value!r}")


def _content_type_charset(content_type):
    """The encoding a Content-Type names, the HTTP default for text/*, or
    None."""
    if not content_type:
        return None
    parts = [p.strip() for p in content_type.split(";")]
    for p in parts[1:]:
        if "=" in p:
            k, v = p.split("=", 1)
            if k.strip().lower() == "charset":
                return v.strip().strip("'\"")
    if parts[0].lower().startswith("text"):
        return "ISO-8859-1"
    if parts[0].lower() == "application/json":
        return "utf-8"
    return None


def _zero_elapsed():
    """A zero timedelta: no time passes on the run's clock while the host
    fetches (None where datetime is missing)."""
    try:
        import datetime
    except ImportError:
        return None
    return datetime.timedelta(0)


class Response:
    """What the server sent back: status_code, reason, headers, content,
    text, json(), url, history, and the request that was sent."""

    def __init__(self):
        self._content = b""
        self.status_code = None
        self.headers = CaseInsensitiveDict()
        self.raw = None
        self.url = None
        self.encoding = None
        self.history = []
        self.reason = None
        self.cookies = RequestsCookieJar()
        self.elapsed = _zero_elapsed()
        self.request = None

    def __repr__(self):
        return f"<Response [{self.status_code}]>"

    def __bool__(self):
        return self.ok

    def __iter__(self):
        return self.iter_content(128)

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()

    @property
    def ok(self):
        try:
            self.raise_for_status()
        except HTTPError:
            return False
        return True

    @property
    def is_redirect(self):
        return "location" in self.headers and self.status_code in REDIRECT_STATI

    @property
    def is_permanent_redirect(self):
        return "location" in self.headers and self.status_code in (301, 308)

    @property
    def next(self):
        return None

    @property
    def apparent_encoding(self):
        try:
            self._content.decode("utf-8")
            return "utf-8"
        except UnicodeDecodeError:
            return "ISO-8859-1"

    @property
    def content(self):
        return self._content

    @property
    def text(self):
        if not self._content:
            return ""
        encoding = self.encoding
        if encoding is None:
            encoding = self.apparent_encoding
        try:
            return str(self._content, encoding, errors="replace")
        except (LookupError, TypeError):
            return str(self._content, errors="replace")

    @property
    def links(self):
        return {}

    def json(self, **kwargs):
        try:
            return _json.loads(self.text, **kwargs)
        except _json.JSONDecodeError as e:
            raise JSONDecodeError(e.msg, e.doc, e.pos)

    def iter_content(self, chunk_size=1, decode_unicode=False):
        data = self.text if decode_unicode else self._content
        if chunk_size is None:
            chunk_size = len(data) or 1
        for i in range(0, len(data), chunk_size):
            yield data[i:i + chunk_size]

    def iter_lines(self, chunk_size=512, decode_unicode=False, delimiter=None):
        data = self.text if decode_unicode else self._content
        if delimiter is not None:
            lines = data.split(delimiter)
        else:
            lines = data.splitlines()
        yield from lines

    def raise_for_status(self):
        reason = self.reason
        if isinstance(reason, bytes):
            try:
                reason = reason.decode("utf-8")
            except UnicodeDecodeError:
                reason = reason.decode("iso-8859-1")
        msg = ""
        if 400 <= self.status_code < 500:
            msg = f"{self.status_code} Client Error: {reason} for url: {self.url}"
        elif 500 <= self.status_code < 600:
            msg = f"{self.status_code} Server Error: {reason} for url: {self.url}"
        if msg:
            raise HTTPError(msg, response=self)

    def close(self):
        pass
