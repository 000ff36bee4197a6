def parse_url(url):
    scheme, _, rest = url.partition("://")
    rest, _, fragment = rest.partition("#")
    rest, _, query = rest.partition("?")
    host, slash, path = rest.partition("/")
    host, _, port = host.partition(":")
    params = {}
    for pair in filter(None, query.split("&")):
        k, _, v = pair.partition("=")
        params.setdefault(k, []).append(v)
    return {"scheme": scheme, "host": host, "port": int(port) if port else None,
            "path": slash + path or "/", "query": params, "fragment": fragment}

for u in ["https://example.com/a/b?x=1&y=2&x=3#top", "http://localhost:8080", "ftp://files.host:21/pub/?", "https://h/p?flag&k="]:
    print(u)
    for k, v in parse_url(u).items():
        print(f"   {k:9}{v!r}")
