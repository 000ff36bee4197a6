class Thing:
    pass

a, b = Thing(), Thing()
print(a == a, a == b, a != b, a is a)
print(len({a, b, a}), a in [b], a in [a])
print(type(hash(a)).__name__, hash(a) == hash(a))
try:
    a < b
except TypeError as e:
    print("TypeError:", e)
