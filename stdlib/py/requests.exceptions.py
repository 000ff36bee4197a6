"""requests.exceptions for pyex: the exception classes of the requests
module, with requests' hierarchy (every one an OSError through
RequestException). Written in Python.

NetworkDenied is pyex's own: a request the host's allowlist refuses. It is
a ConnectionError (so `except requests.RequestException` catches it) and a
PermissionError (so does `except PermissionError`)."""

import json as _json


class RequestException(IOError):
    """Base of every requests error; carries .request and .response."""

    def __init__(self, *args, response=None, request=None, **kwargs):
        # The request defaults to the response's when only that is given.
        if request is None and response is not None:
            request = getattr(response, "request", None)
        self.response = response
        self.request = request
        # OSError's own __init__, named: pyex's OSError has none of its own
        # for super() to stop at, so super() would reach the next base of
        # a class like JSONDecodeError (json's error) instead.
        OSError.__init__(self, *args, **kwargs)


class InvalidJSONError(RequestException):
    """A body could not be encoded or decoded as JSON."""


class JSONDecodeError(InvalidJSONError, _json.JSONDecodeError):
    """response.json() met text that is not JSON."""

    def __init__(self, *args, **kwargs):
        # msg, doc, pos as json's error takes them; then the request
        # fields, with the args json's __init__ left.
        _json.JSONDecodeError.__init__(self, *args)
        InvalidJSONError.__init__(self, *self.args, **kwargs)

    def __str__(self):
        # The message alone, as json's error prints: pyex's OSError would
        # read the three constructor arguments as errno, strerror and
        # filename.
        return str(self.args[0]) if len(self.args) == 1 else str(self.args)


class HTTPError(RequestException):
    """raise_for_status() met a 4xx or 5xx status."""


class ConnectionError(RequestException):
    """The request could not reach the server."""


class ProxyError(ConnectionError):
    """A proxy refused or failed."""


class SSLError(ConnectionError):
    """TLS failed."""


class Timeout(RequestException):
    """A request timed out."""


class ConnectTimeout(ConnectionError, Timeout):
    """Connecting timed out."""


class ReadTimeout(Timeout):
    """Waiting for the response timed out."""


class URLRequired(RequestException):
    """No URL was given."""


class TooManyRedirects(RequestException):
    """Redirects went past the limit."""


class MissingSchema(RequestException, ValueError):
    """The URL has no scheme."""


class InvalidSchema(RequestException, ValueError):
    """The URL scheme is not http or https."""


class InvalidURL(RequestException, ValueError):
    """The URL does not parse."""


class InvalidHeader(RequestException, ValueError):
    """A header name or value is not valid."""


class InvalidProxyURL(InvalidURL):
    """The proxy URL does not parse."""


class ChunkedEncodingError(RequestException):
    """A chunked body was malformed."""


class _BaseHTTPError(Exception):
    """urllib3's HTTPError, which requests' ContentDecodingError also
    derives from."""


_BaseHTTPError.__name__ = _BaseHTTPError.__qualname__ = "HTTPError"
_BaseHTTPError.__module__ = "urllib3.exceptions"


class ContentDecodingError(RequestException, _BaseHTTPError):
    """A compressed body could not be decoded."""


class StreamConsumedError(RequestException, TypeError):
    """The body was already read."""


class RetryError(RequestException):
    """Retries ran out."""


class UnrewindableBodyError(RequestException):
    """A body could not be sent again."""


class NetworkDenied(ConnectionError, PermissionError):
    """pyex: the host's allowlist does not allow this request."""


class RequestsWarning(Warning):
    """Base of requests warnings."""


class FileModeWarning(RequestsWarning, DeprecationWarning):
    """A file was opened in text mode."""


class RequestsDependencyWarning(RequestsWarning):
    """A dependency has an unexpected version."""
