import requests
from requests.models import Response

r = Response()
print(r.status_code, r.headers, r.url, r.encoding, r.history, r.reason, r.cookies, r.elapsed, r.request, r.raw, r.links)
print(len(r.cookies), r.cookies.get("x"), dict(r.cookies), r.cookies.get_dict())
s = requests.Session()
print(s.cookies, s.params, s.auth, s.proxies, s.verify, s.stream, s.trust_env, s.max_redirects)
print(sorted(s.headers))
p = requests.Request("GET", "https://e.com/").prepare()
print(p.headers, p.body, p.hooks)
q = p.copy()
print(q.method, q.url, q.headers == p.headers, q is p)
req = requests.Request("GET", "https://e.com/")
print(req.method, req.url, req.headers, req.params, req.data, req.json, req.auth)
