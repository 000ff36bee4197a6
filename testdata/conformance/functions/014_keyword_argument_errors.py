def f(a, b):
    return a + b

attempts = [
    lambda: f(1),
    lambda: f(1, 2, 3),
    lambda: f(1, a=2),
    lambda: f(1, c=3),
    lambda: f(),
    lambda: (lambda: 0)(1),
    lambda: (lambda *, k: k)(),
]
for attempt in attempts:
    try:
        attempt()
    except TypeError as e:
        print(e)
