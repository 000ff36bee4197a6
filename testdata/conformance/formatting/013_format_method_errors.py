cases = [
    lambda: "{} {}".format(1),
    lambda: "{0} {}".format(1, 2),
    lambda: "{x}".format(y=1),
    lambda: "{:d}".format("s"),
    lambda: "{:.2f}".format("s"),
    lambda: "{".format(),
    lambda: "{:,s}".format("abc"),
    lambda: "{0[5]}".format([1]),
]
for i, f in enumerate(cases):
    try:
        print(i, f())
    except Exception as e:
        print(i, type(e).__name__, e)
