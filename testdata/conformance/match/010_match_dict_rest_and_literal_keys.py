def route(request):
    match request:
        case {"method": "GET", "path": "/"}:
            return "home"
        case {"method": "GET", "path": str(p), **rest} if p.startswith("/user/"):
            return f"user {p.split('/')[2]} extra={rest}"
        case {"method": "POST", "path": p, "body": {"name": name}}:
            return f"create {name} at {p}"
        case {"method": m}:
            return f"unsupported {m}"
        case _:
            return "malformed"

reqs = [
    {"method": "GET", "path": "/"},
    {"method": "GET", "path": "/user/42", "q": "x"},
    {"method": "POST", "path": "/items", "body": {"name": "pen", "price": 2}},
    {"method": "DELETE", "path": "/"},
    {"path": "/"},
]
for r in reqs:
    print(route(r))
