"""A small agent whose tools live in the host.

The Go program next to this file (main.go) binds the module `tools`: a
document store, a calculator and a clock-free logger, all Go functions.
The program plans a task, calls the tools, and prints a JSON report.
"""

import json
from dataclasses import dataclass, field

from tools import add, fetch, log, search

TASK = "find the docs about budgets and sandboxes, count their words, total them"


@dataclass
class Step:
    tool: str
    args: list
    result: object = None


@dataclass
class Agent:
    steps: list = field(default_factory=list)

    def call(self, name, fn, *args):
        step = Step(name, list(args))
        try:
            step.result = fn(*args)
        except LookupError as e:
            step.result = f"error: {e}"
        self.steps.append(step)
        log(f"{name}{tuple(args)!r} -> {step.result!r}")
        return step.result

    def run(self, task):
        words = [w.strip(",") for w in task.split()]
        topics = [w for w in words if w in ("budgets", "sandboxes", "ledgers")]
        counts = {}
        for topic in topics:
            for doc in self.call("search", search, topic):
                text = self.call("fetch", fetch, doc)
                counts[doc] = len(text.split())
        total = 0
        for n in counts.values():
            total = self.call("add", add, total, n)
        self.call("fetch", fetch, "missing.md")
        return {"task": task, "documents": counts, "total_words": total,
                "calls": len(self.steps)}


print(json.dumps(Agent().run(TASK), indent=2, sort_keys=True))
