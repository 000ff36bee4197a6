import weakref
class T:
    pass
x, y, z = T(), T(), T()
s = weakref.WeakSet([x, y])
print(len(s), x in s, z in s, 1 in s)
s.add(z)
s.discard(y)
print(len(s), y in s)
s.remove(x)
print(len(s))
try:
    s.remove(x)
except KeyError:
    print("KeyError")
s2 = weakref.WeakSet([z])
print(s == s2, len(s | weakref.WeakSet([x])), len(s & s2))
