from dataclasses import dataclass, field
from enum import Enum

class State(Enum):
    TODO = "todo"
    DOING = "doing"
    DONE = "done"

@dataclass
class Task:
    title: str
    points: int
    state: State = State.TODO
    notes: list[str] = field(default_factory=list)

board = [Task("design", 3), Task("build", 8), Task("test", 5), Task("ship", 1)]
board[0].state = State.DONE
board[1].state = State.DOING
board[1].notes.append("blocked on review")
for t in board:
    print(f"{t.title:<7} {t.points:>2} {t.state.value:<6} {t.notes}")
by_state = {}
for t in board:
    by_state.setdefault(t.state.name, []).append(t.points)
print({k: sum(v) for k, v in by_state.items()})
print(board[1])
