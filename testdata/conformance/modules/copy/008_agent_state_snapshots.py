import copy

class Agent:
    def __init__(self, name):
        self.name = name
        self.memory = []
        self.tools = {"search": {"calls": 0}}
    def act(self, obs):
        self.memory.append(obs)
        self.tools["search"]["calls"] += 1
    def __repr__(self):
        return f"Agent({self.name!r}, memory={self.memory}, tools={self.tools})"

a = Agent("alpha")
history = []
for step in range(3):
    a.act(f"obs{step}")
    history.append(copy.deepcopy(a))
for h in history:
    print(h)
fork = copy.copy(a)
fork.name = "beta"
fork.memory.append("shared!")
print(a.memory[-1], fork.name, a.name)

undo = []
doc = {"title": "draft", "paras": ["one"]}
for edit in ["two", "three"]:
    undo.append(copy.deepcopy(doc))
    doc["paras"].append(edit)
while undo:
    doc = undo.pop()
    print(doc)

grid = [[0] * 3] * 2
g2 = copy.deepcopy(grid)
print(g2[0] is g2[1], grid[0] is grid[1])
g2[0][0] = 1
print(g2)
