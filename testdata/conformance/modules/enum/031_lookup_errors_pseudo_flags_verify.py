# Lookup by value and its errors (with their __context__), _missing_
# outcomes, the names of composite and negative flags under each
# boundary, ~ on flags, and the three verify() checks.
from enum import (Enum, Flag, IntFlag, auto, verify, show_flag_values,
                  UNIQUE, CONTINUOUS, NAMED_FLAGS, KEEP, CONFORM, EJECT)


def attempt(label, fn):
    try:
        print(label, "->", fn())
    except Exception as e:
        ctx = e.__context__
        print(label, "->", type(e).__name__, str(e).replace("\n", " /"),
              "| context:", type(ctx).__name__ if ctx else None)


class Miss(Enum):
    A = 1
    L = [1, 2]

    @classmethod
    def _missing_(cls, v):
        return {2: cls.A, 3: "bad"}.get(v) if v in (2, 3) else cls._raise(v)

    @classmethod
    def _raise(cls, v):
        if v == 4:
            raise KeyError("k")
        if v == 5:
            raise ValueError("own")


for v in (1, [1, 2], 2, 3, 4, 5, 6, [9]):
    attempt("Miss(%r)" % (v,), lambda: repr(Miss(v)))
attempt("show_flag_values", lambda: (show_flag_values(45), show_flag_values(-3)))


class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RW = 6
    RWX = 7


print([repr(Perm(v)) for v in (0, 3, 5, 6, 7, -1, -2)])
attempt("Perm(8)", lambda: Perm(8))
print(repr(~Perm.R), repr(~Perm.RW), repr(~Perm(0)), ~Perm.W is ~Perm.W)


class Keep(IntFlag, boundary=KEEP):
    A = 1
    B = 4


print([repr(Keep(v)) for v in (2, 5, 13, -1, -6)], repr(~Keep.A))


class Conform(Flag, boundary=CONFORM):
    A = 1
    B = 2


class Eject(Flag, boundary=EJECT):
    A = 1
    B = 2


print(repr(Conform(7)), repr(Eject(7)), repr(~Eject.A))


class Gap(Flag):
    A = 1
    C = 4
    AC = 5
    ODD = 9


attempt("Gap(2)", lambda: Gap(2))
attempt("Gap(9)", lambda: repr(Gap(9)))


class Auto(Flag):
    A = auto()
    B = auto()
    C = 16
    D = auto()


print([m.value for m in Auto])


def check(label, checks, base, members):
    attempt(label, lambda: verify(*checks)(base("V", members)))


check("unique ok", [UNIQUE], Enum, {"A": 1, "B": 2})
check("unique", [UNIQUE], Enum, {"A": 1, "B": 1, "C": 2, "D": 2})
check("continuous", [CONTINUOUS], Enum, {"A": 1, "B": 5})
check("continuous flag", [CONTINUOUS], Flag, {"A": 1, "B": 16})
check("named flags", [NAMED_FLAGS], Flag, {"A": 1, "B": 2, "C": 7})
check("named flags 3", [NAMED_FLAGS], Flag, {"A": 1, "B": 2, "C": 7, "D": 9, "E": 17})
check("equal string", ["one name per value"], Enum, {"A": 1, "B": 1})
attempt("not an enum", lambda: verify(UNIQUE)(int))
