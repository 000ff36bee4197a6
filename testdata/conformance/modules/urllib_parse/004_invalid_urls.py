from urllib.parse import urlsplit, urlparse

bad = [
    "http://[::1/", "http://::1]/", "http://[1.2.3.4]/", "http://[::zz]/",
    "http://[vX.1]/", "http://[v7.ok]/", "http://[1:2:3:4:5:6:7:8:9]/",
    "http://\uff03evil.com/", "http://ex\u2100ample.com/", "http://caf\u00e9.fr/",
]
for url in bad:
    try:
        print(repr(url), "->", urlsplit(url).netloc)
    except ValueError as e:
        print(repr(url), "ValueError:", e)
for args in [("http://x", b"http"), (b"http://x", "http")]:
    try:
        urlparse(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    urlsplit(b"http://\xc3\xa9/")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
