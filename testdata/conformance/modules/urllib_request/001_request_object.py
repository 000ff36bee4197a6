import urllib.request

r = urllib.request.Request("https://example.com/path?q=1#frag")
print(r.full_url, r.type, r.host, r.selector, r.fragment, r.get_method(), r.data)
r.add_header("x-token", "abc")
r.add_header("CONTENT-type", "text/plain")
print(r.headers, r.has_header("X-token"), r.has_header("x-token"), r.get_header("Content-type"))
print(sorted(r.header_items()))
r.remove_header("X-token")
print(r.headers)
r = urllib.request.Request("http://example.com", data=b"a=1", headers={"accept": "x"})
print(r.get_method(), r.selector, r.headers, r.host)
r = urllib.request.Request("http://example.com/x", method="DELETE")
print(r.get_method(), r.get_full_url())
r.full_url = "https://other.example.com:8443/y"
print(r.host, r.selector, r.type)
r.add_unredirected_header("Spam", "eggs")
print(r.unredirected_hdrs, r.has_header("Spam"), r.header_items())
