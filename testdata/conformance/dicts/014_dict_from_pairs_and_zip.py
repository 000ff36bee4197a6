keys = ["name", "lang", "year"]
values = ["pyex", "go", 2024]
print(dict(zip(keys, values)))
print(dict(enumerate("abc")))
print(dict([("a", 1), ["b", 2], "cd"]))
try:
    dict([("a", 1, 2)])
except ValueError as e:
    print("ValueError:", e)
try:
    dict([1, 2])
except TypeError as e:
    print("TypeError:", e)
print(dict.fromkeys(range(3)), dict.fromkeys(["x", "y"], []))
