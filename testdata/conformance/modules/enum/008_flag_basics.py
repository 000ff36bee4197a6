from enum import Flag, auto


class Perm(Flag):
    R = 4
    W = 2
    X = 1


rw = Perm.R | Perm.W
print(rw, repr(rw))
print(list(rw), len(rw), bool(rw))
print(Perm.R in rw, Perm.X in rw)
print(repr(Perm.R & Perm.W), repr(Perm(0)), bool(Perm(0)), str(Perm(0)))
print(repr(~Perm.R), repr(~rw), repr(rw ^ Perm.R))
print(repr(Perm(7)), repr(Perm(5)))
print(list(Perm))
try:
    Perm(8)
except ValueError as e:
    print(e)
try:
    Perm.R | 1
except TypeError as e:
    print(e)


class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE


print(list(Color), repr(Color.WHITE), list(Color.WHITE))
print(repr(Color.RED | Color.GREEN | Color.BLUE), Color(7) is Color.WHITE)
print(repr(~Color.WHITE), repr(~Color.RED))
print(Color.__members__.keys())
