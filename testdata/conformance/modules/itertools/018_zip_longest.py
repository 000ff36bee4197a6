from itertools import zip_longest

print(list(zip_longest("ABCD", "xy", fillvalue="-")))
print(list(zip_longest("AB", [1, 2, 3])))
print(list(zip_longest()))
print(list(zip_longest([], [])))
print(list(zip_longest("a", fillvalue=0)))
print(list(zip_longest("abc", range(5), [True], fillvalue=None)))
cols = [["a", "b", "c"], ["1", "2"], ["x"]]
for row in zip_longest(*cols, fillvalue=""):
    print("|".join(f"{c:3}" for c in row))

def gen():
    yield 1
    print("gen done")

print(list(zip_longest(gen(), "xyz")))
for call in [lambda: zip_longest(1), lambda: zip_longest([1], fill=1),
             lambda: zip_longest([1], fillvalue=1, x=2)]:
    try:
        call()
    except TypeError as e:
        print(e)

def boom():
    yield 1
    raise ValueError("boom")

z = zip_longest(boom(), "abc")
print(next(z))
try:
    next(z)
except ValueError as e:
    print("ValueError:", e)
print(list(z))
