from urllib.parse import urlsplit

urls = [
    "http://example.com", "http://EXAMPLE.com:8080/", "http://example.com:/x",
    "http://[::1]:8000/", "http://[2001:DB8::1]/", "http://[fe80::1%25EthX]:99/",
    "http://user@host", "http://user:@host", "http://:pw@host", "http://a@b@host:1",
    "http://host:0", "http://host:65535", "http://host:65536", "http://host:http",
    "http://host:-80", "http://host: 8",
]
for url in urls:
    r = urlsplit(url)
    try:
        port = r.port
    except ValueError as e:
        port = f"ValueError: {e}"
    print(f"{url:32} host={r.hostname!r} port={port!r} user={r.username!r} pw={r.password!r}")
