from dataclasses import dataclass, field


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0


vs = [Version(1, 2), Version(0, 9, 9), Version(1, 0, 5), Version(1, 2, 1)]
print(sorted(vs))
print(max(vs), min(vs))
print(Version(1) < Version(1, 0, 1), Version(2) >= Version(1, 9), Version(1) <= Version(1))
try:
    Version(1) < (1, 0, 0)
except TypeError as e:
    print('TypeError:', e)


@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)


tasks = [Task(3, 'c'), Task(1, 'a'), Task(2, 'b')]
print([t.name for t in sorted(tasks)])
print(Task(1, 'x') == Task(1, 'y'))
try:
    @dataclass(order=True)
    class Bad:
        x: int

        def __lt__(self, other):
            return True
except TypeError as e:
    print('TypeError:', e)
