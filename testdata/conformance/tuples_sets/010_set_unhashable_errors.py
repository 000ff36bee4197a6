try:
    {[1, 2]}
except TypeError as e:
    print("TypeError:", e)
try:
    s = set()
    s.add({})
except TypeError as e:
    print("TypeError:", e)
try:
    {1} + {2}
except TypeError as e:
    print("TypeError:", e)
try:
    s = {1}
    s[0]
except TypeError as e:
    print("TypeError:", e)
print({(1, 2), (1, 2), (2, 1)} == {(2, 1), (1, 2)})
print(len({0, 0.0, False, -0.0}))
