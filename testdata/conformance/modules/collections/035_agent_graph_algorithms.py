from collections import defaultdict, deque, Counter

edges = [('shop', 'pay'), ('login', 'shop'), ('login', 'profile'), ('pay', 'ship'), ('profile', 'ship'), ('boot', 'login')]
graph = defaultdict(list)
indeg = Counter()
for a, b in edges:
    graph[a].append(b)
    indeg[b] += 1
    indeg[a] += 0
# Kahn's topological sort with a deque
ready = deque(sorted(n for n in indeg if indeg[n] == 0))
order = []
while ready:
    n = ready.popleft()
    order.append(n)
    for m in graph[n]:
        indeg[m] -= 1
        if indeg[m] == 0:
            ready.append(m)
print(order)
# DFS with an explicit stack
stack, seen, visit = ['boot'], set(), []
while stack:
    n = stack.pop()
    if n in seen:
        continue
    seen.add(n)
    visit.append(n)
    stack.extend(reversed(graph[n]))
print(visit)
# Connected components via BFS on an undirected view
und = defaultdict(set)
for a, b in edges + [('x', 'y')]:
    und[a].add(b)
    und[b].add(a)
comps, done = [], set()
for start in sorted(und):
    if start in done:
        continue
    q, comp = deque([start]), []
    done.add(start)
    while q:
        n = q.popleft()
        comp.append(n)
        for m in sorted(und[n]):
            if m not in done:
                done.add(m)
                q.append(m)
    comps.append(comp)
print(comps)
print(dict(graph), indeg.most_common(2))
