edges = [(1, 2), (2, 3), (3, 1), (3, 4), (5, 6), (6, 7), (8, 8)]
graph = {}
for a, b in edges:
    graph.setdefault(a, set()).add(b)
    graph.setdefault(b, set())

def reachable(start):
    seen, stack = set(), [start]
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        stack.extend(graph[node] - seen)
    return seen

for start in sorted(graph):
    print(start, sorted(reachable(start)))
components = []
left = set(graph)
while left:
    comp = reachable(min(left)) | {n for n in left if min(left) in reachable(n)}
    components.append(sorted(comp & left))
    left -= comp
print(components)
