"""urllib.error for pyex: URLError, HTTPError and ContentTooShortError,
which urllib.request raises. Written in Python.

NetworkDenied is pyex's own: a request the host's allowlist refuses (or
any request in a run given no network). It is a URLError and a
PermissionError."""

__all__ = ["URLError", "HTTPError", "ContentTooShortError", "NetworkDenied"]


class URLError(OSError):
    """A URL could not be opened; .reason says why."""

    def __init__(self, reason, filename=None):
        self.args = (reason,)
        self.reason = reason
        if filename is not None:
            self.filename = filename

    def __str__(self):
        return f"<urlopen error {self.reason}>"


class HTTPError(URLError):
    """The server answered with an error status; the error is also the
    response (read(), headers, code)."""

    def __init__(self, url, code, msg, hdrs, fp):
        self.code, self.msg, self.hdrs, self.fp = code, msg, hdrs, fp
        # The URL is kept under both of CPython's names.
        self.filename = self.url = url

    def __str__(self):
        return f"HTTP Error {self.code}: {self.msg}"

    def __repr__(self):
        return f"<HTTPError {self.code}: {self.msg!r}>"

    @property
    def reason(self):
        return self.msg

    @property
    def headers(self):
        return self.hdrs

    @headers.setter
    def headers(self, headers):
        self.hdrs = headers

    @property
    def status(self):
        return self.code

    def getcode(self):
        return self.code

    def geturl(self):
        return self.url

    def info(self):
        return self.hdrs

    def read(self, amt=None):
        if self.fp is None:
            return b""
        return self.fp.read(amt)

    def close(self):
        if self.fp is not None:
            self.fp.close()

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


class ContentTooShortError(URLError):
    """Less data arrived than the Content-Length promised."""

    def __init__(self, message, content):
        URLError.__init__(self, message)
        self.content = content


class NetworkDenied(URLError, PermissionError):
    """pyex: the host's allowlist does not allow this request."""
