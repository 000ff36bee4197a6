import requests
from requests.models import Response

r = Response()
r.status_code = 404
r.reason = "Not Found"
r.url = "https://example.com/missing"
r._content = b'{"error": "nope"}'
r.encoding = "utf-8"
print(r, bool(r), r.ok, r.text, r.json(), r.content)
try:
    r.raise_for_status()
except requests.HTTPError as e:
    print(e, e.response is r)
r.status_code = 503
r.reason = "Service Unavailable"
try:
    r.raise_for_status()
except requests.HTTPError as e:
    print(e)
r.status_code = 200
r.reason = "OK"
print(r.ok, r.raise_for_status(), repr(r))
r.status_code = 302
print(r.ok, r.is_redirect, r.is_permanent_redirect)
r.headers["Location"] = "/x"
print(r.is_redirect, r.is_permanent_redirect)
r.status_code = 301
print(r.is_permanent_redirect)
r.reason = b"Bytes Reason"
r.status_code = 400
try:
    r.raise_for_status()
except requests.HTTPError as e:
    print(e)
