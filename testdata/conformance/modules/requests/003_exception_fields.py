import json
import requests
from requests.exceptions import HTTPError, RequestException, JSONDecodeError

e = RequestException("boom")
print(str(e), repr(e), e.args, e.request, e.response)
e = HTTPError("404 Client Error", response=None)
print(str(e), e.response)


class FakeResponse:
    request = "the request"


e = HTTPError("bad", response=FakeResponse())
print(e.request, type(e.response).__name__)
e = RequestException("x", request="req")
print(e.request)
j = JSONDecodeError("Expecting value", "not json", 0)
print(str(j), j.msg, j.doc, j.pos, j.lineno, j.colno)
print(isinstance(j, json.JSONDecodeError), isinstance(j, ValueError), isinstance(j, RequestException))
try:
    raise HTTPError("500 Server Error: x for url: u")
except RequestException as err:
    print(type(err).__name__, err)
