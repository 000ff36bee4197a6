"""A small agent whose tools live in the host.

The Go program next to this file (main.go) binds the module `tools`: a
document store, a calculator and a clock-free logger, all Go functions,
and `summarize`, an async stand-in for a model call that the program
awaits for every document at once with asyncio.gather.
The program plans a task, calls the tools, and prints a JSON report.
"""

import asyncio
import json
from dataclasses import dataclass, field

from tools import add, fetch, log, search, summarize

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
        # The model calls overlap: one 50 ms wait for all of them.
        summaries = asyncio.run(self.summarize_all(list(counts)))
        return {"task": task, "documents": counts, "total_words": total,
                "summaries": summaries, "calls": len(self.steps)}

    async def summarize_all(self, names):
        texts = [fetch(name) for name in names]
        results = await asyncio.gather(*(summarize(t) for t in texts))
        return dict(zip(names, results))


print(json.dumps(Agent().run(TASK), indent=2, sort_keys=True))
