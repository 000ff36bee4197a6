import requests

s = requests.Session()
s.headers.update({"X-Session": "s1"})
s.params = {"api": "v1"}
s.auth = ("u", "p")
req = requests.Request("POST", "https://example.com/x", headers={"X-Req": "r"}, params={"q": "1"}, json={"a": 1})
p = s.prepare_request(req)
print(p.method, p.url, p.body)
print(sorted(k.lower() for k in p.headers), p.headers["X-Session"], p.headers["X-Req"], p.headers["Authorization"])
req = requests.Request("GET", "https://example.com/x", headers={"X-Session": None})
p = s.prepare_request(req)
print("X-Session" in p.headers, p.url)
with requests.Session() as s2:
    print(type(s2).__name__, s2.headers["Accept"], s2.max_redirects)
print(requests.Request("GET", "https://e.com/"), requests.Request("get", "https://e.com/").prepare())
