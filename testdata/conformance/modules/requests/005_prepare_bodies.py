import requests

def show(method, **kw):
    p = requests.Request(method, "https://example.com/api", **kw).prepare()
    print(p.method, p.body, sorted(p.headers.items()))

show("POST", json={"a": 1, "b": [1, 2], "c": "é"})
show("POST", data={"x": "1 2", "y": ["a", "b"]})
show("POST", data=[("k", "v")])
show("PUT", data="plain text")
show("PATCH", data=b"\x00\x01bytes")
show("DELETE")
show("GET")
show("post", json=None)
show("POST", json=[1, 2, 3], headers={"Content-Type": "application/vnd.x+json"})
show("POST", data={"a": "b"}, json={"ignored": True})
try:
    show("POST", json={"x": float("nan")})
except requests.exceptions.InvalidJSONError as e:
    print("InvalidJSONError", e, isinstance(e, ValueError), e.request is not None)
