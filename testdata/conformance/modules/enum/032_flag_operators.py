# Flag operators: members and pseudo-members, IntFlag with plain ints on
# either side, boundaries, operands of other types, and a metaclass of the
# user's own whose __call__ sees the combinations.
import enum


class Perm(enum.Flag):
    R = 4
    W = 2
    X = 1
    RW = 6


class Bits(enum.IntFlag):
    A = 1
    B = 2
    C = 8


print(repr(Perm.R | Perm.W), repr(Perm.R | Perm.X), repr(Perm.RW & Perm.W), repr(Perm.RW ^ Perm.R))
print(repr(Perm.R & Perm.X), (Perm.R | Perm.X) is (Perm.X | Perm.R), repr(~Perm.R))
print(repr(Bits.A | 4), repr(4 | Bits.A), repr(Bits.C & 9), repr(9 ^ Bits.C), repr(Bits.A | Bits.B | Bits.C))
print(type(Bits.A | 2).__name__, Bits.A | 2 == 3, (Bits.A | Bits.B) in Bits.A | Bits.B | Bits.C)
for bad in (1, "x", None):
    try:
        Perm.R | bad
    except TypeError as e:
        print(type(e).__name__, e)
try:
    Perm.R & Bits.A
except TypeError as e:
    print(type(e).__name__, e)


class Strict(enum.Flag, boundary=enum.STRICT):
    P = 1
    Q = 2


print(repr(Strict.P | Strict.Q), list(Strict.P | Strict.Q), len(Strict.P ^ Strict.Q))


class Seen(enum.EnumType):
    def __call__(cls, value, *args, **kw):
        print("call", cls.__name__, value)
        return super().__call__(value, *args, **kw)


class Watched(enum.Flag, metaclass=Seen):
    U = 1
    V = 2


print(repr(Watched.U | Watched.V), repr(Watched.V & Watched.V), repr(Watched.U ^ Watched.U))
job = Perm.R
for p in (Perm.W, Perm.X, Perm.W):
    job |= p
print(repr(job), Perm.W in job, bool(job & Perm.X), bool(Perm.R & Perm.X))
