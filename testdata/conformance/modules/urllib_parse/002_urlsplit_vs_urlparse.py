from urllib.parse import urlparse, urlsplit, urlunparse, urlunsplit

for url in ["http://h/a;b/c;d?q#f", "ftp://h/dir;type=i", "mailto:me@x.org;subject",
            "sip:alice@atlanta.com;transport=tcp", "tel:+1-555;ext=2", "custom://h/p;x"]:
    s = urlsplit(url)
    p = urlparse(url)
    print(url)
    print("  split:", s.path, repr(s.query))
    print("  parse:", p.path, repr(p.params))
    print("  round trip:", urlunsplit(s) == url, urlunparse(p) == url)
print(urlunsplit(("https", "h", "p", "q=1", "")))
print(urlunsplit(("file", "", "/etc/hosts", "", "")))
print(urlunsplit(("", "", "a/b", "", "top")))
print(urlunparse(("http", "h", "/p", "k=v", "", "")))
