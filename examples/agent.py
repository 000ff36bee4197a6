"""A small agent: it plans a task as tool calls, runs them and reports.

This is the sample program of pyex's README. The host binds the tools; here
they are plain Python functions so that the program also runs under python3.
"""

import json
from dataclasses import dataclass, field


@dataclass
class Step:
    tool: str
    args: dict
    result: object = None


@dataclass
class Agent:
    tools: dict
    max_steps: int = 8
    log: list = field(default_factory=list)

    def plan(self, task: str) -> list[Step]:
        words = task.lower().split()
        steps = []
        if "add" in words:
            numbers = [int(w) for w in words if w.lstrip("-").isdigit()]
            steps.append(Step("add", {"numbers": numbers}))
        if "shout" in words:
            steps.append(Step("shout", {"text": task}))
        return steps[: self.max_steps]

    def run(self, task: str) -> dict:
        for step in self.plan(task):
            tool = self.tools.get(step.tool)
            if tool is None:
                self.log.append(f"unknown tool {step.tool!r}")
                continue
            try:
                step.result = tool(**step.args)
            except Exception as exc:  # a failing tool must not stop the agent
                self.log.append(f"{step.tool} failed: {exc}")
            else:
                self.log.append(f"{step.tool} -> {step.result!r}")
        return {"task": task, "log": self.log}


def add(numbers):
    return sum(numbers)


def shout(text):
    return text.upper() + "!"


if __name__ == "__main__":
    agent = Agent(tools={"add": add, "shout": shout})
    report = agent.run("add 2 and 40 then shout")
    print(json.dumps(report, indent=2))
