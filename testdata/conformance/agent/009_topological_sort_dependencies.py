deps = {
    "app": ["web", "db", "auth"],
    "web": ["http", "templates"],
    "auth": ["db", "crypto"],
    "db": ["driver"],
    "http": [],
    "templates": [],
    "crypto": [],
    "driver": [],
}

def topo(graph):
    indegree = {n: 0 for n in graph}
    for n, ds in graph.items():
        for d in ds:
            indegree[n] += 1
    dependents = {n: [] for n in graph}
    for n, ds in graph.items():
        for d in ds:
            dependents[d].append(n)
    ready = sorted(n for n, k in indegree.items() if k == 0)
    order = []
    while ready:
        n = ready.pop(0)
        order.append(n)
        for m in sorted(dependents[n]):
            indegree[m] -= 1
            if indegree[m] == 0:
                ready.append(m)
                ready.sort()
    if len(order) != len(graph):
        raise ValueError("cycle detected")
    return order

print(topo(deps))
deps["driver"] = ["app"]
try:
    topo(deps)
except ValueError as e:
    print("error:", e)
