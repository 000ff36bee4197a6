# urlsplit, hostname, urlunsplit and urlencode over inputs at the edges of
# the fast paths: whitespace, odd schemes, brackets, non-ASCII hosts,
# allow_fragments of many types, and pairs that are not plain strings.
from urllib.parse import urlsplit, urlunsplit, urlencode, quote, SplitResult

for u in [" \x01http://Ex.COM:80/a?b#c", "HTTP://h/p", "h\tt\ntp://x/y", "1http://x", "a:b",
          ":x", "//host/p?q#f", "mailto:bob@x.org", "sc+h.e-me://x", "x:/", "http://u:pw@H.o:9/",
          "http://[::1]:80/p", "http://h%41St/", "http://x#a?b", "", "?q#f"]:
    r = urlsplit(u)
    print(repr(u), tuple(r), r.hostname, type(r).__name__)
print(urlsplit("http://x/p#f", allow_fragments=False), urlsplit("http://x/p#f", "", 0))
print(urlsplit("http://x/p#f", "", 1), urlsplit("a#b", allow_fragments=2), urlsplit("a#b", "", -1))
print(urlsplit("http://x/p#f", allow_fragments=None), urlsplit("p#f", scheme=" ftp\n "))
for bad in ["http://[::1/", "http://x]/", "http://[v1.x]/", "http://[1.2.3.4]/"]:
    try:
        print(urlsplit(bad))
    except ValueError as e:
        print(type(e).__name__, e)
try:
    urlsplit("http://\u2100/")
except ValueError as e:
    print(type(e).__name__, e)
print(urlsplit("http://ÉX.com/").hostname, urlsplit("http://[FE80::1%ZoNe]/").hostname)
print(urlsplit(b"http://A.b/c?d").hostname, urlsplit("http://@/").hostname)
print(urlunsplit(("http", "", "p", "", "")), urlunsplit(("file", "", "//x", "q", "f")),
      urlunsplit(("", "", "a", "", "")), urlunsplit(["https", "h", "x", "", ""]))
print(urlunsplit(SplitResult("s", "n", "p", "q", "f")), urlunsplit((b"s", b"n", b"p", b"", b"")))
print(urlencode([("a b", "c&d"), ("é", 1), ("k", -3)]), urlencode({"x": "/y z", "n": 2}))
print(urlencode((("a", "b/c"),), safe="/"), urlencode([("a", "b c")], quote_via=quote))
print(urlencode([("a", True), ("b", 2.5), ("c", b"x y"), ("d", None)]))
print(urlencode([("k", ["v1", "v 2"])], doseq=True), urlencode([("k", ["v1"])]), urlencode([]))
print(urlencode([("a", "b"), ["c", "d"]]), urlencode([("a", "\ud800x")], errors="replace"))
for bad in [[("a", "b", "c")], ["ab"], "ab", [("a", "\ud800")], 5]:
    try:
        print(urlencode(bad))
    except (TypeError, ValueError, UnicodeError) as e:
        print(type(e).__name__, e)
