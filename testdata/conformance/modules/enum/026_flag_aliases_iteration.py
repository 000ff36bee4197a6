from enum import Flag, IntFlag, auto


class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    EXEC = auto()
    RW = READ | WRITE
    ALL = READ | WRITE | EXEC


print(list(Perm))
print(list(Perm.__members__))
print(repr(Perm.RW), repr(Perm.ALL), repr(Perm.NONE), repr(Perm(0)))
print(Perm.READ in Perm.RW, Perm.EXEC in Perm.RW, Perm.NONE in Perm.RW)
print(list(Perm.ALL), len(Perm.ALL), len(Perm.NONE))
print(repr(Perm.ALL & ~Perm.WRITE), repr(Perm.RW ^ Perm.ALL))
print(Perm(3) is Perm.RW, Perm(7) is Perm.ALL)
print([p.name for p in Perm.ALL], bool(Perm.NONE))


class Color(IntFlag):
    RED = 1
    GREEN = 2
    BLUE = 4


purple = Color.RED | Color.BLUE
print(purple, repr(purple), int(purple), purple == 5, purple in (5, 6))
for c in Color:
    print(c.name, bool(c & purple))
print(repr(Color(0)), repr(Color(8)), repr(Color(9)))
print(sorted(purple, key=lambda c: -c.value))
