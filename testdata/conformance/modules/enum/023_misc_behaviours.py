import enum, json
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto
class Color(Enum):
    RED = 1
    GREEN = 2
print(json.dumps({'a': IntEnum('X', 'A B').B}))
class S(StrEnum):
    A = 'a'
print(json.dumps([S.A]), json.dumps({S.A: 1}))
print(f"{Color.RED!s} {Color.RED!r} {Color.RED:}")
print(type(Color.RED).__mro__)
print(Color.RED.__class__ is Color, Color.__class__)
print(Color.__dict__['RED'] if 'RED' in Color.__dict__ else None)
class Base(Enum):
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        print('init_subclass', cls.__name__)
class Sub(Base):
    A = 1
print(list(Sub))
class Weekday(Enum):
    MON = 1
    TUE = 2
    @classmethod
    def from_str(cls, s): return cls[s.upper()]
    def __lt__(self, other):
        if self.__class__ is other.__class__: return self.value < other.value
        return NotImplemented
print(Weekday.from_str('tue'), sorted([Weekday.TUE, Weekday.MON]))
class A(IntFlag):
    X = auto()
    Y = auto()
print(A.X | A.Y | 4, A(0), A.X & 3, 3 & A.X, A.X + A.Y, A.X == 1)
print(list(A), list(A(3)), A(3).name, A(7).name, A(4).name, A.X.name)
print(repr(A(~0)), ~A.X & A.Y)
class F(Flag):
    A = 1
    B = 2
    C = 4
print(F(3).name, F.A | F.B == F(3), F(7).value, [m.name for m in F(5)], F.A < F.B if False else '')
print(bool(F(0)), F(0).name, list(F(0)), len(F(0)))
print(Color.RED.value.__class__, hash(Color.RED) == hash('RED'))
print(isinstance(Color, type), issubclass(Color, Enum), Color.__mro__)
try:
    Enum('Bad', 'A A')
except TypeError as e: print(e)
print(Enum('N', [('A', 1)]).A, Enum('M', 'x y', start=5).y.value)
class Dup(Enum):
    A = 1
    B = 2
    C = 1
print(Dup.__members__.keys(), Dup._member_names_, Dup(1).name)
print(Color['RED'] is Color.RED, Color(Color.RED))
class Rgb(tuple, Enum):
    RED = (255, 0, 0)
print(Rgb.RED, Rgb.RED[0], repr(Rgb.RED))
print(dir(Color))
print(Color.RED.__reduce_ex__(4))
import copy
print(copy.copy(Color.RED) is Color.RED, copy.deepcopy(Color.RED) is Color.RED)
class Empty(IntEnum): pass
print(len(Empty), list(Empty))
class Mood(Enum):
    FUNKY = 1
    HAPPY = 3
    def describe(self):
        return self.name, self.value
    def __str__(self):
        return 'my custom str! {0}'.format(self.value)
    @classmethod
    def favorite_mood(cls):
        return cls.HAPPY
print(Mood.favorite_mood(), Mood.HAPPY.describe(), str(Mood.FUNKY), f"{Mood.FUNKY}")
class IE(IntEnum):
    A = 1
    def __str__(self): return 'custom'
print(str(IE.A), f"{IE.A}", format(IE.A, 'd'))
class Color2(str, Enum):
    R = 'r'
print(f"{Color2.R:>5}|", "{:s}".format(Color2.R))
