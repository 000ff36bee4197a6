from urllib.parse import urlparse

u = urlparse("https://alice:s3cret@Shop.Example.COM:8443/cart/items;v=2?sort=price&page=3#reviews")
print(u)
print(u.scheme, u.netloc, u.path, u.params, u.query, u.fragment, sep=" | ")
print(u.username, u.password, u.hostname, u.port)
print(u.geturl())
print(u[0], u[-1], len(u), tuple(u)[2:4])
scheme, netloc, *rest = u
print(scheme, netloc, rest)
print(u._replace(scheme="http", netloc="example.org").geturl())
print(u._asdict()["query"])
print(urlparse("//cdn.example.com/lib.js"))
print(urlparse("example.com/path"))
print(urlparse("/relative/path?x=1", scheme="https"))
