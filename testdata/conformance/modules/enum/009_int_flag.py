from enum import IntFlag


class Perm(IntFlag):
    R = 4
    W = 2
    X = 1


print(Perm.R | Perm.W, repr(Perm.R | Perm.W))
print(Perm.R | 8, repr(Perm.R | 8), repr(Perm(12)))
print(repr(~Perm.R), ~Perm.R, repr(Perm(-1)))
print(Perm.R + 1, Perm.R == 4, isinstance(Perm.W, int))
print(repr(Perm(0)), str(Perm(7)), f"{Perm.R | Perm.X}")
print(list(Perm(7)), 7 & Perm.R, repr(Perm.R & 6))
print(Perm.W in Perm(6))
