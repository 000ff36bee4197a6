from collections import namedtuple

Point = namedtuple("Point", ["x", "y"])
p = Point(3, 4)
print(p, p.x, p[1], p._asdict(), p._replace(x=10))
x, y = p
print(x + y, Point._fields, Point(*[1, 2]), Point._make([5, 6]))
Employee = namedtuple("Employee", "name dept salary", defaults=[50000])
e = Employee("ann", "eng")
print(e, e.salary, isinstance(e, tuple), e == ("ann", "eng", 50000))
staff = [Employee("bob", "ops", 40000), e, Employee("cyd", "eng", 70000)]
print(sorted(staff, key=lambda s: -s.salary)[0].name)
