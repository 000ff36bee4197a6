from dataclasses import dataclass

@dataclass
class Job:
    name: str
    priority: int
    retries: int = 0

print(Job("build", 1))
print(Job(name="test", priority=2, retries=3))
print(Job("deploy"))
