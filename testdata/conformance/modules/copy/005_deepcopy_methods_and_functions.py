import copy

class Counter:
    def __init__(self):
        self.n = 0
    def inc(self):
        self.n += 1
        return self.n

c = Counter()
bound = c.inc
b2 = copy.deepcopy(bound)
print(b2(), b2(), c.n)
print(b2.__self__ is c, type(b2).__name__)
b3 = copy.copy(bound)
print(b3.__self__ is c)

handlers = {"inc": c.inc, "f": len}
h2 = copy.deepcopy(handlers)
print(h2["f"] is len, h2["inc"].__self__ is c)

import functools
p = functools.partial(max, [1])
print(copy.deepcopy(p)(), copy.deepcopy(p).args[0] is p.args[0])

state = {"board": [[0] * 3 for _ in range(3)], "turn": "X"}
snapshots = []
for i in range(3):
    state["board"][i][i] = state["turn"]
    state["turn"] = "O" if state["turn"] == "X" else "X"
    snapshots.append(copy.deepcopy(state))
for snap in snapshots:
    print(snap)
