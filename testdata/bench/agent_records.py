# bench: agent
# Dataclass records as an agent keeps them: construct, compare, sort by
# attributes, filter, replace and convert to dicts.
from dataclasses import dataclass, field, asdict, replace


@dataclass(order=True)
class Task:
    priority: int
    name: str
    cost: float = 0.0
    tags: list = field(default_factory=list)


@dataclass(frozen=True)
class Result:
    task: str
    score: int
    passed: bool


tasks = []
x = 17
for i in range(45000):
    x = (x * 1103515245 + 12345) & 0x7FFFFFFF
    tasks.append(Task(x % 10, f"task-{x % 5000:04d}", (x % 1000) / 8, [f"t{i % 3}"]))

by_order = sorted(tasks)
by_cost = sorted(tasks, key=lambda t: (-t.cost, t.name))
by_name = sorted(tasks, key=lambda t: t.name)
print(by_order[0], by_cost[0].name, by_name[-1].priority)
print(tasks[0] == Task(tasks[0].priority, tasks[0].name, tasks[0].cost, list(tasks[0].tags)))
cheap = [t for t in tasks if t.cost < 10 and t.priority > 5]
print(len(cheap), sum(t.cost for t in cheap))
bumped = [replace(t, priority=t.priority + 1) for t in cheap]
print(bumped[:2])
results = [Result(t.name, int(t.cost * 3) % 100, t.priority % 2 == 0) for t in tasks]
best = sorted(results, key=lambda r: (-r.score, r.task))[:3]
print(best)
print(len({r for r in results}), sum(r.passed for r in results))
dicts = [asdict(t) for t in tasks[:3000]]
print(dicts[0], sum(d["priority"] for d in dicts))
