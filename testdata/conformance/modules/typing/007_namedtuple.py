from typing import NamedTuple, List


class Employee(NamedTuple):
    name: str
    id: int = 3

    def greet(self):
        return 'Hello ' + self.name


e = Employee('Guido')
print(e, e.name, e.id, e[0], len(e))
print(e.greet(), Employee._fields, Employee._field_defaults)
print(Employee.__annotations__)
print(e._asdict(), e._replace(id=7), Employee._make(['a', 1]))
print(isinstance(e, tuple), tuple(e), e == ('Guido', 3))
name, ident = e
print(name, ident)
Point = NamedTuple('Point', [('x', int), ('y', int)])
print(Point(1, 2), Point.__annotations__, Point._fields)
P3 = NamedTuple('P3', x=float, y=float)
print(P3(1.0, 2.0))
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e2:
    print('TypeError:', e2)
try:
    class Bad2(NamedTuple):
        a: int

        def _asdict(self):
            return {}
except AttributeError as e3:
    print('AttributeError:', e3)


class Line(NamedTuple):
    start: Point
    end: Point
    tags: List[str] = []


ln = Line(Point(0, 0), Point(1, 1))
print(ln, ln.tags)
print(sorted([Employee('b', 2), Employee('a', 5)]))
