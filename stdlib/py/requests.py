"""requests for pyex: the subset of the requests library that programs
use (get, post, put, patch, delete, head, options, request, Session;
params, data, json, headers, auth, timeout; Response with status_code,
ok, reason, text, content, json(), headers, url, history, request,
raise_for_status(); requests.exceptions). Written in Python.

There is no socket under it: every request goes through the run's network
capability, which the host hands in (sandbox/net): an allowlist of URL
prefixes and methods, header fields the host injects (API keys the program
never sees), and the host's own HTTP client. A request outside the
allowlist, or any request in a run given no network, raises
requests.exceptions.NetworkDenied, which is both a
requests.exceptions.ConnectionError and a PermissionError, and names the
URL. Cookies are not kept and files (multipart) are not sent."""

from requests import cookies, exceptions, models, sessions, structures
from requests.exceptions import (
    ConnectionError, ConnectTimeout, HTTPError, JSONDecodeError, NetworkDenied, ReadTimeout,
    RequestException, Timeout, TooManyRedirects, URLRequired,
)
from requests.models import PreparedRequest, Request, Response
from requests.sessions import Session, session
from requests.status_codes import codes

__version__ = "2.34.2"
__title__ = "requests"


def request(method, url, **kwargs):
    """Send a request; see Session.request for the keywords."""
    with sessions.Session() as s:
        return s.request(method=method, url=url, **kwargs)


def get(url, params=None, **kwargs):
    """Send a GET request."""
    return request("get", url, params=params, **kwargs)


def options(url, **kwargs):
    """Send an OPTIONS request."""
    return request("options", url, **kwargs)


def head(url, **kwargs):
    """Send a HEAD request (redirects not followed unless asked)."""
    kwargs.setdefault("allow_redirects", False)
    return request("head", url, **kwargs)


def post(url, data=None, json=None, **kwargs):
    """Send a POST request."""
    return request("post", url, data=data, json=json, **kwargs)


def put(url, data=None, **kwargs):
    """Send a PUT request."""
    return request("put", url, data=data, **kwargs)


def patch(url, data=None, **kwargs):
    """Send a PATCH request."""
    return request("patch", url, data=data, **kwargs)


def delete(url, **kwargs):
    """Send a DELETE request."""
    return request("delete", url, **kwargs)
