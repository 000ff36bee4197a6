from enum import Enum, IntEnum, StrEnum


class Color(Enum):
    RED = 'r'
    GREEN = 'g'


class Level(IntEnum):
    LOW = 1
    HIGH = 10


class Mode(StrEnum):
    READ = 'read'
    WRITE = 'write'


for m in (Color.RED, Level.HIGH, Mode.WRITE):
    print(str(m), repr(m), f"{m}", '%s' % m, format(m), '{}'.format(m), '{!r}'.format(m))
print(f"[{Color.GREEN:>15}]")
print(f"[{Level.LOW:05d}]", f"[{Level.HIGH:x}]")
print(f"[{Mode.READ:^10}]")
print([Color.RED, Level.LOW, Mode.READ])
print({'c': Color.RED})
