class Flags:
    NAMES = ["read", "write", "exec"]
    def __init__(self, bits=0):
        self.bits = bits
    def __or__(self, other):
        return Flags(self.bits | int(other))
    __ror__ = __or__
    def __and__(self, other):
        return Flags(self.bits & int(other))
    def __int__(self):
        return self.bits
    def __contains__(self, name):
        return bool(self.bits & (1 << Flags.NAMES.index(name)))
    def __repr__(self):
        on = [n for i, n in enumerate(Flags.NAMES) if self.bits >> i & 1]
        return "Flags(" + "|".join(on) + ")"

R, W, X = Flags(1), Flags(2), Flags(4)
rw = R | W
print(rw, rw | X, 4 | R, rw & W)
print("write" in rw, "exec" in rw)
for flags in (Flags(), R, rw, rw | X):
    print(int(flags), flags, [n for n in Flags.NAMES if n in flags])
