try:
    ", ".join([1, 2, 3])
except TypeError as e:
    print("TypeError:", e)
print(", ".join(map(str, [1, 2, 3])))
try:
    "a" + 1
except TypeError as e:
    print("TypeError:", e)
try:
    1 + "a"
except TypeError as e:
    print("TypeError:", e)
try:
    "a" * 2.0
except TypeError as e:
    print("TypeError:", e)
print("a" + str(1), "%d" % 1 + "a")
