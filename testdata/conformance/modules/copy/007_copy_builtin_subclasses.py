import copy

class Tagged(dict):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.tag = "t"
t = Tagged(a=[1])
t2 = copy.copy(t)
t3 = copy.deepcopy(t)
print(type(t2).__name__, t2, t2.tag, t2["a"] is t["a"])
print(type(t3).__name__, t3, t3.tag, t3["a"] is t["a"])

class Stack(list):
    def peek(self):
        return self[-1]
s = Stack([[1], [2]])
s2 = copy.deepcopy(s)
s2[0].append(9)
print(type(s2).__name__, s2.peek(), s, s2)

class Name(str):
    pass
n = Name("abc")
print(type(copy.copy(n)).__name__, copy.copy(n) == n)

class Num(int):
    pass
print(copy.deepcopy(Num(5)) + 1, type(copy.deepcopy(Num(5))).__name__)

class Pair(tuple):
    pass
p = Pair(([1], 2))
p2 = copy.deepcopy(p)
print(type(p2).__name__, p2, p2[0] is p[0])

sets = [{1, 2}, frozenset({3})]
cs = copy.deepcopy(sets)
print(cs, cs[0] is sets[0], type(cs[1]).__name__)
nested = {"s": {frozenset({1}), (1, 2)}}
print(copy.deepcopy(nested) == nested)
ba = copy.deepcopy(bytearray(b"abc"))
print(ba)
