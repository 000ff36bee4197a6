def make_request(url, *, method, timeout=5):
    return f"{method} {url} t={timeout}"

print(make_request("/a", method="GET"))
print(make_request("/b", method="POST", timeout=1))
print(make_request("/c"))
