from itertools import starmap

print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])))
print(list(starmap(max, [[1, 5, 2], (7, 3)])))
print(list(starmap(lambda *a: a, ["ab", [1], ()])))
print(list(starmap(lambda a, b: f"{a}={b}", {"x": 1, "y": 2}.items())))
print(list(starmap(divmod, zip(range(10, 14), [3] * 4))))
for call in [lambda: starmap(), lambda: starmap(pow), lambda: starmap(pow, 1),
             lambda: list(starmap(pow, [1])), lambda: list(starmap(pow, [(1,)])),
             lambda: starmap(pow, [], x=1)]:
    try:
        call()
    except TypeError as e:
        print(e)
