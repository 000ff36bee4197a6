for n in [-3, 0, 4, 7]:
    sign = "negative" if n < 0 else "zero" if n == 0 else "positive"
    parity = "even" if n % 2 == 0 else "odd"
    print(n, sign, parity)
values = [3, None, 0, "", "x"]
print([v if v is not None else "default" for v in values])
print([v or "falsy" for v in values])
f = (lambda a: a * 2) if values[0] else (lambda a: a)
print(f(10))
print(("yes" if True else "no").upper())
