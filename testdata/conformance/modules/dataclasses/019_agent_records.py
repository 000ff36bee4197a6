from dataclasses import dataclass, field, asdict
from typing import List, Optional, Dict
import json


@dataclass
class ToolCall:
    name: str
    args: Dict[str, object] = field(default_factory=dict)
    result: Optional[str] = None


@dataclass
class Step:
    thought: str
    calls: List[ToolCall] = field(default_factory=list)

    @property
    def n_calls(self):
        return len(self.calls)


@dataclass
class Trace:
    task: str
    steps: List[Step] = field(default_factory=list)

    def add(self, thought, *calls):
        self.steps.append(Step(thought, list(calls)))
        return self

    def summary(self):
        return {s.thought: s.n_calls for s in self.steps}


t = Trace('find file')
t.add('look around', ToolCall('ls', {'path': '.'}, 'a.txt b.txt'))
t.add('read it', ToolCall('cat', {'path': 'a.txt'}), ToolCall('wc', {'path': 'a.txt'}, '3'))
print(t.summary())
print(json.dumps(asdict(t), indent=2))
by_name = {}
for s in t.steps:
    for c in s.calls:
        by_name.setdefault(c.name, []).append(c.result)
print(by_name)
print(t.steps[1].calls[0])
print(sorted(t.steps, key=lambda s: -s.n_calls)[0].thought)
