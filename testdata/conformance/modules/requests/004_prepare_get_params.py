import requests

def show(url, params=None):
    p = requests.Request("GET", url, params=params).prepare()
    print(p, p.method, p.url, p.body)

show("https://example.com")
show("https://example.com/path", {"q": "hello world", "n": 1})
show("https://example.com/path?x=1", {"y": "2"})
show("https://example.com/", {"multi": ["a", "b"], "skip": None})
show("https://example.com/", [("k", "v"), ("k", "w")])
show("https://example.com/", "raw=1&b=2")
show("https://example.com/", {"sym": "a&b=c/d?e", "uni": "é€"})
show("https://example.com/a b/c", {})
show("HTTPS://Example.com/x")
show("https://example.com/#frag", {"a": 1})
