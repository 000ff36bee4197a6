from enum import IntEnum, Flag, auto

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()

print(Priority.HIGH > Priority.LOW, Priority.MEDIUM + 1, sorted([Priority.HIGH, Priority.LOW]))
print(str(Priority.HIGH), repr(Priority.HIGH), f"{Priority.LOW}", int(Priority.MEDIUM))
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, bool(Perm.R & Perm.X))
print(list(Perm), Perm(5), (Perm.R | Perm.X).value)
