import operator
from operator import itemgetter, attrgetter, methodcaller

rows = [("ann", 31, "nyc"), ("bob", 25, "sf"), ("cyd", 31, "la")]
print(sorted(rows, key=itemgetter(1, 0)))
print(list(map(itemgetter(0), rows)), itemgetter(0, 2)(rows[1]))
class P:
    def __init__(self, name, age):
        self.name, self.age = name, age
people = [P("x", 3), P("y", 1)]
print([p.name for p in sorted(people, key=attrgetter("age"))])
print(list(map(methodcaller("upper"), ["a", "b"])), methodcaller("split", ",")("a,b"))
print(operator.add(2, 3), operator.mul("ab", 2), operator.neg(5), operator.truediv(7, 2), operator.floordiv(7, 2))
print(operator.contains([1, 2], 2), operator.getitem("abc", 1), operator.not_(0), operator.index(7))
