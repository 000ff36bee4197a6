# urljoin, urlparse and urlunparse over str, bytes and mixed arguments,
# lists and result objects as components, and params on the last segment.
from urllib.parse import urljoin, urlparse, urlunparse, ParseResult

base = "http://a/b/c/d;p?q"
for ref in ["g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", ";x", "g;x", "", ".", "./",
            "..", "../", "../g", "../..", "../../g", "../../../g", "g.", ".g", "g/./h", "g/../h",
            "http:g", "https:g", "mailto:x@y"]:
    print(repr(ref), urljoin(base, ref))
print(urljoin(b"http://a/b/c", b"../d"), urljoin("", "x"), urljoin("http://a/b", ""))
print(urljoin("http://a/b#f", "#g", allow_fragments=False), urljoin("svn+ssh://h/a/b", "c"))
for args in [("http://a/", b"x"), (b"http://a/", "x")]:
    try:
        print(urljoin(*args))
    except TypeError as e:
        print(type(e).__name__, e)
print(urlparse("http://h/p;a;b?q#f"), urlparse("mailto:x;y"), urlparse(b"ftp://h/p;t=i"))
print(urlparse("p;x", "http"))
try:
    print(urlparse("//h/p", scheme=b""))
except TypeError as e:
    print(type(e).__name__, e)
print(urlunparse(("http", "h", "/p", "a", "q", "f")), urlunparse(["http", "h", "p", "", "", ""]))
print(urlunparse(ParseResult("s", "n", "/p", "x", "", "")), urlunparse((b"http", b"h", b"/p", b"x", b"", b"")))
print(urlunparse(("http", "", "", "", "", "")), urlunparse(("", "", "a;b", "c", "", "")))
for comps in [("http", "h", "/p", "", ""), ("http", b"h", "/p", "", "", ""), ("http", "h", "/p", 1, "", "")]:
    try:
        print(urlunparse(comps))
    except (TypeError, ValueError, AttributeError) as e:
        print(type(e).__name__, e)
