s = {3, 1, 2}
s.add(10); s.add(1)
print(sorted(s))
s.discard(99); s.discard(3)
print(sorted(s))
try:
    s.remove(99)
except KeyError as e:
    print("KeyError:", e)
s.update([7, 8], (9,))
print(sorted(s))
s.intersection_update(range(8, 20))
print(s)
s |= {1}; s -= {9}; s ^= {1, 2}
print(s)
popped = {42}.pop()
print(popped, set(), len(set()))
s.clear()
print(s, bool(s))
