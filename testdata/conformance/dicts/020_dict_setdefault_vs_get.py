log = ["GET /a", "POST /b", "GET /a", "GET /c", "DELETE /a", "POST /b"]
by_method = {}
for line in log:
    method, path = line.split()
    by_method.setdefault(method, set()).add(path)
print({m: sorted(p) for m, p in by_method.items()})
hits = {}
for line in log:
    path = line.split()[1]
    hits[path] = hits.get(path, 0) + 1
print(hits)
print(hits.setdefault("/z", 0), hits)
