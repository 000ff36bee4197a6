from collections import namedtuple
from operator import attrgetter, itemgetter, methodcaller

Employee = namedtuple("Employee", "name dept salary")
staff = [
    Employee("ann", "eng", 120),
    Employee("bob", "ops", 90),
    Employee("cyd", "eng", 100),
    Employee("dee", "ops", 95),
]
print(sorted(staff, key=attrgetter("dept", "salary")))
print([e.name for e in sorted(staff, key=attrgetter("salary"), reverse=True)])
print(max(staff, key=itemgetter(2)).name, min(staff, key=attrgetter("name")).name)
print(list(map(itemgetter(0, 1), staff)))
print(list(map(methodcaller("_replace", salary=0), staff[:1])))
print(list(map(methodcaller("_asdict"), staff[:1])))
get = attrgetter("name", "salary")
print([get(e) for e in staff if e.dept == "ops"])
