# bench: agent
# An agent's task state machine in dataclasses and enums: Enum and IntEnum
# members as states, a transition table keyed by (state, event), frozen
# dataclass events, ordered dataclasses, Flag combinations and name/value
# lookups.
import enum
from dataclasses import dataclass, field


class State(enum.Enum):
    IDLE = "idle"
    PLANNING = "planning"
    RUNNING = "running"
    WAITING = "waiting"
    DONE = "done"
    FAILED = "failed"


class Priority(enum.IntEnum):
    LOW = 1
    NORMAL = 2
    HIGH = 3


class Cap(enum.Flag):
    READ = enum.auto()
    WRITE = enum.auto()
    NET = enum.auto()
    EXEC = enum.auto()


@dataclass(frozen=True)
class Event:
    kind: str
    at: int
    payload: int = 0


@dataclass(order=True)
class Job:
    priority: Priority
    id: int
    state: State = State.IDLE
    caps: Cap = Cap.READ
    history: list = field(default_factory=list, compare=False)
    retries: int = field(default=0, compare=False)


TABLE = {
    (State.IDLE, "start"): State.PLANNING,
    (State.PLANNING, "plan"): State.RUNNING,
    (State.RUNNING, "block"): State.WAITING,
    (State.WAITING, "wake"): State.RUNNING,
    (State.RUNNING, "finish"): State.DONE,
    (State.RUNNING, "crash"): State.FAILED,
    (State.FAILED, "retry"): State.PLANNING,
}
KINDS = ["start", "plan", "block", "wake", "finish", "crash", "retry", "noop"]


def step(job, ev):
    nxt = TABLE.get((job.state, ev.kind))
    if nxt is None:
        return False
    if nxt is State.PLANNING and job.state is State.FAILED:
        job.retries += 1
        if job.retries > 2:
            return False
    job.history.append((job.state.value, ev.kind))
    job.state = nxt
    if ev.payload % 7 == 0:
        job.caps |= Cap.NET
    if ev.payload % 11 == 0:
        job.caps |= Cap.WRITE | Cap.EXEC
    return True


jobs = [Job(Priority(i % 3 + 1), i) for i in range(600)]
x = 17
moved = 0
for t in range(300):
    for job in jobs:
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        ev = Event(KINDS[(x >> 16) % 8 if job.state is not State.IDLE else 0], t, (x >> 8) % 100)
        moved += step(job, ev)

counts = {}
for job in jobs:
    counts[job.state.name] = counts.get(job.state.name, 0) + 1
print(moved, sorted(counts.items()))
ordered = sorted(jobs, reverse=True)[:3]
print([(j.priority.name, j.id, j.state.name) for j in ordered])
print(sum(len(j.history) for j in jobs), sum(j.retries for j in jobs))
capsets = {}
for j in jobs:
    key = "|".join(c.name for c in Cap if c in j.caps)
    capsets[key] = capsets.get(key, 0) + 1
print(sorted(capsets.items()))
print(State("running"), State["DONE"].value, Priority.HIGH > Priority.LOW, Priority.NORMAL + 1, Cap.READ | Cap.NET)
print(Event("a", 1) == Event("a", 1, 0), hash(Event("a", 1)) == hash(Event("a", 1)), jobs[0] == Job(Priority.LOW, 0, jobs[0].state, jobs[0].caps))
try:
    jobs[0].history.append(1)
    Event("a", 1).kind = "b"
except Exception as e:
    print(type(e).__name__, e)
