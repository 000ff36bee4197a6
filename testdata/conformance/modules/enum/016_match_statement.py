from enum import Enum, auto


class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    DONE = auto()


def step(s):
    match s:
        case State.IDLE:
            return State.RUNNING
        case State.RUNNING:
            return State.DONE
        case _:
            return s


s = State.IDLE
for _ in range(4):
    print(s)
    s = step(s)


def describe(cmd):
    match cmd:
        case (State.DONE, n):
            return 'done %d' % n
        case (other, n):
            return '%s %d' % (other.name, n)


print(describe((State.DONE, 3)), describe((State.IDLE, 1)))
