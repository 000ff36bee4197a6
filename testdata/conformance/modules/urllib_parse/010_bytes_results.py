from urllib.parse import urlsplit, urlparse, urldefrag, urlunsplit, SplitResultBytes

b = urlsplit(b"https://user:pw@Host.Example:81/p?q=1#f")
print(b)
print(type(b).__name__, b.hostname, b.port, b.username, b.password)
s = b.decode()
print(type(s).__name__, s.geturl())
print(s.encode("utf-8") == b, isinstance(b, SplitResultBytes))
print(urlparse(b"http://h/a;x?y").params, urlparse(b"http://h/a;x?y").geturl())
print(urlunsplit((b"http", b"h", b"/x", b"", b"")))
d = urldefrag(b"http://h/doc#sec-2")
print(d, d.geturl(), d.decode())
print(urldefrag("http://h/doc"), urldefrag("http://h/doc#").geturl())
print(urlsplit("http://h/p").encode())
