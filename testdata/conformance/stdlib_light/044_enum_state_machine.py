from enum import Enum, auto

class Door(Enum):
    OPEN = auto()
    CLOSED = auto()
    LOCKED = auto()

MOVES = {
    (Door.OPEN, "close"): Door.CLOSED,
    (Door.CLOSED, "open"): Door.OPEN,
    (Door.CLOSED, "lock"): Door.LOCKED,
    (Door.LOCKED, "unlock"): Door.CLOSED,
}
state = Door.OPEN
for action in ["lock", "close", "lock", "open", "unlock", "open"]:
    nxt = MOVES.get((state, action))
    print(f"{state.name:<7} {action:<7} -> {nxt.name if nxt else 'invalid'}")
    state = nxt or state
print(state, state is Door.OPEN)
