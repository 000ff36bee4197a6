import weakref
class Node:
    def __init__(self, v):
        self.v = v
n = Node(1)
r = weakref.ref(n)
print(r() is n, r().v, weakref.ref(n) is r, weakref.getweakrefcount(n))
r2 = weakref.ref(n, lambda ref: None)
print(r2 is r, r2 == r, hash(r) == hash(n), weakref.getweakrefcount(n), len(weakref.getweakrefs(n)))
print(isinstance(r, weakref.ref), isinstance(r, weakref.ReferenceType), callable(r))
print(weakref.getweakrefcount(Node(2)))
