from dataclasses import dataclass, field, asdict, replace
from enum import Enum, auto
from typing import List, Optional, Dict
import json


class Status(str, Enum):
    TODO = 'todo'
    DOING = 'doing'
    DONE = 'done'


class Priority(Enum):
    LOW = auto()
    HIGH = auto()


@dataclass(order=True)
class Task:
    sort_key: int = field(init=False, repr=False)
    title: str
    priority: Priority = Priority.LOW
    status: Status = Status.TODO
    deps: List[str] = field(default_factory=list)
    note: Optional[str] = None

    def __post_init__(self):
        self.sort_key = 0 if self.priority is Priority.HIGH else 1


@dataclass
class Board:
    tasks: Dict[str, Task] = field(default_factory=dict)

    def add(self, task: Task) -> None:
        if task.title in self.tasks:
            raise KeyError(f'duplicate task {task.title!r}')
        self.tasks[task.title] = task

    def advance(self, title: str) -> Task:
        t = self.tasks[title]
        order = list(Status)
        i = order.index(t.status)
        if i + 1 >= len(order):
            raise ValueError(f'{title} is already {t.status.value}')
        self.tasks[title] = replace(t, status=order[i + 1])
        return self.tasks[title]

    def ready(self) -> List[str]:
        done = {k for k, v in self.tasks.items() if v.status is Status.DONE}
        return [t.title for t in sorted(self.tasks.values())
                if t.status is Status.TODO and set(t.deps) <= done]


b = Board()
b.add(Task('design', Priority.HIGH))
b.add(Task('build', deps=['design']))
b.add(Task('test', Priority.HIGH, deps=['build'], note='unit + e2e'))
try:
    b.add(Task('design'))
except KeyError as e:
    print('KeyError:', e)
print(b.ready())
print(b.advance('design'))
print(b.advance('design'))
try:
    b.advance('design')
except ValueError as e:
    print('ValueError:', e)
print(b.ready())
state = {k: {**asdict(v), 'priority': v.priority.name} for k, v in b.tasks.items()}
print(json.dumps(state, sort_keys=True))
print(sorted(b.tasks.values())[0].title)
