from collections import namedtuple

class Vec(namedtuple('Vec', 'x y')):
    __slots__ = ()

    @property
    def norm2(self):
        return self.x ** 2 + self.y ** 2

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __str__(self):
        return f'<{self.x}, {self.y}>'

v = Vec(3, 4)
w = v + Vec(1, 1)
print(v, repr(v), w, v.norm2, w._replace(x=0), type(w._replace(x=0)).__name__)
print(Vec._make([5, 6]), type(Vec._make([5, 6])).__name__, v._asdict())
print(Vec.__mro__[1].__name__, Vec._fields, isinstance(v, tuple))

Base = namedtuple('Base', 'a b')
class WithDefault(Base):
    def __new__(cls, a, b=10):
        return super().__new__(cls, a, b)
print(WithDefault(1), WithDefault(1, 2))

Emp = namedtuple('Emp', 'name dept salary')
staff = [Emp('ann', 'eng', 120), Emp('bob', 'ops', 90), Emp('cy', 'eng', 100)]
by_dept = {}
for e in staff:
    by_dept.setdefault(e.dept, []).append(e.name)
print(by_dept, max(staff, key=lambda e: e.salary).name, sorted(staff, key=lambda e: e.salary)[0])
print([e._asdict() for e in staff][:1])
match staff[0]:
    case Emp(name, 'eng', salary):
        print('engineer', name, salary)
print(Emp.__match_args__)
