a = {"x": 1, "y": 2}
b = {"y": 2, "x": 1}
print(a == b, list(a) == list(b))
print({1: [1, 2]} == {1: [1, 2]}, {1: 1} == {1: 1.0}, {} == dict())
try:
    a < b
except TypeError as e:
    print("TypeError:", e)
print(a.keys() == b.keys(), a.items() == b.items(), a.values() == b.values())
