from enum import Flag, IntFlag, CONFORM, EJECT, KEEP, STRICT, FlagBoundary


class Strict(Flag, boundary=STRICT):
    A = 1
    B = 2


class Conform(Flag, boundary=CONFORM):
    A = 1
    B = 2


class Eject(Flag, boundary=EJECT):
    A = 1
    B = 2


class Keep(Flag, boundary=KEEP):
    A = 1
    B = 2


try:
    Strict(7)
except ValueError as e:
    print(e)
print(repr(Conform(7)), repr(Eject(7)), repr(Keep(7)))
print(repr(Eject(3)))
print(list(FlagBoundary), STRICT, repr(KEEP))
print(Strict._boundary_, IntFlag._boundary_, Flag._boundary_)
