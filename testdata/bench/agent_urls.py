# bench: agent
# URL and path handling over crawled links: urllib.parse (urlsplit,
# urljoin, parse_qs, parse_qsl, urlencode, quote/unquote), posixpath
# (join, normpath, splitext, basename, dirname, relpath) and str methods.
import posixpath
from urllib.parse import (parse_qs, parse_qsl, quote, unquote, urlencode,
                          urljoin, urlsplit, urlunsplit)

HOSTS = ["example.com", "docs.python.org", "api.github.com:443", "localhost:8080"]
SEGS = ["api", "v2", "users", "repos", "..", ".", "files", "a b", "naïve", "index.html", "data.tar.gz"]
KEYS = ["q", "page", "sort", "tag", "utm_source", "filter"]


def make_links(n, seed):
    x = seed
    out = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        host = HOSTS[x % 4]
        path = "/".join(SEGS[(x >> (3 * k)) % len(SEGS)] for k in range(1 + x % 4))
        query = "&".join(f"{KEYS[(x >> k) % 6]}={quote(SEGS[(x >> (k + 2)) % len(SEGS)])}"
                         for k in range((x >> 5) % 4))
        scheme = "https" if x % 5 else "http"
        frag = "#sec-%d" % (x % 9) if x % 7 == 0 else ""
        out.append(f"{scheme}://{host}/{quote(path)}" + (f"?{query}" if query else "") + frag)
    return out


links = make_links(5000, 9)
print(links[0])
print(links[1])

for rnd in range(3):
    hosts = {}
    params = {}
    exts = {}
    normalized = []
    for link in links:
        parts = urlsplit(link)
        hosts[parts.hostname] = hosts.get(parts.hostname, 0) + 1
        for k, vs in parse_qs(parts.query).items():
            params.setdefault(k, set()).update(vs)
        path = posixpath.normpath(unquote(parts.path))
        base = posixpath.basename(path)
        root, ext = posixpath.splitext(base)
        exts[ext or "(none)"] = exts.get(ext or "(none)", 0) + 1
        kept = [(k, v) for k, v in parse_qsl(parts.query) if not k.startswith("utm_")]
        kept.sort()
        normalized.append(urlunsplit((parts.scheme, parts.netloc.lower(), quote(path),
                                      urlencode(kept), "")))
    resolved = [urljoin(links[i], "../other/page.html?x=1") for i in range(0, len(links), 5)]
    rel = [posixpath.relpath("/srv/www/" + str(i % 13) + "/a/b", "/srv/www/" + str(i % 7))
           for i in range(2000)]
    joined = [posixpath.join("/data", d, f) for d in ("in", "out/", "/abs") for f in ("x.json", "sub/y.csv")]
    if rnd == 0:
        print(sorted(hosts.items(), key=lambda kv: (str(kv[0]), kv[1])))
        print(sorted((k, sorted(v)) for k, v in params.items())[:3])
        print(sorted(exts.items()))
        print(len(set(normalized)), normalized[:3])
        print(resolved[:3])
        print(rel[:5], joined)
        print(posixpath.dirname(links[3]), posixpath.split("/a/b/c.txt"))
print(unquote("caf%C3%A9%20au%20lait"), quote("a/b c?d=é", safe="/"))
