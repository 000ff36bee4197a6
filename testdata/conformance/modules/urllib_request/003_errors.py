import urllib.error

e = urllib.error.URLError("no route")
print(str(e), repr(e), e.reason, e.args, isinstance(e, OSError))
e = urllib.error.URLError(TimeoutError("timed out"))
print(str(e), type(e.reason).__name__)
h = urllib.error.HTTPError("https://example.com/x", 404, "Not Found", {"X": "1"}, None)
print(str(h), repr(h), h.code, h.reason, h.msg, h.headers, h.filename, h.getcode(), h.geturl())
print(isinstance(h, urllib.error.URLError), isinstance(h, OSError))
c = urllib.error.ContentTooShortError("short", b"abc")
print(str(c), c.content, c.reason)
try:
    raise h
except urllib.error.URLError as err:
    print(type(err).__name__, err)
