t = (1, [2, 3])
try:
    t[0] = 9
except TypeError as e:
    print("TypeError:", e)
t[1].append(4)
print(t)
try:
    t += ([5],)
    print("rebound:", t)
except TypeError as e:
    print("TypeError:", e)
try:
    hash((1, [2]))
except TypeError as e:
    print("TypeError:", e)
print(hash((1, 2)) == hash((1, 2)))
try:
    del t[0]
except TypeError as e:
    print("TypeError:", e)
