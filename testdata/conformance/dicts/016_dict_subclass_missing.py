class DefaultDict(dict):
    def __init__(self, factory):
        super().__init__()
        self.factory = factory
    def __missing__(self, key):
        value = self[key] = self.factory()
        return value

graph = DefaultDict(list)
for a, b in [(1, 2), (1, 3), (2, 3), (4, 1)]:
    graph[a].append(b)
print(graph, len(graph))
print(graph.get(9), 9 in graph, graph[9], 9 in graph)

class Zero(dict):
    def __missing__(self, key):
        return 0
z = Zero(a=1)
print(z["a"], z["b"], z, isinstance(z, dict))
