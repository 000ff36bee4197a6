import numbers

for n in numbers.__all__:
    cls = getattr(numbers, n)
    print(n, len(cls.__abstractmethods__), sorted(cls.__abstractmethods__)[:6])
    try:
        cls()
    except TypeError as e:
        print(' ', str(e)[:60])
print(sorted(set(numbers.Real.__abstractmethods__) - set(numbers.Complex.__abstractmethods__)))
print(sorted(set(numbers.Integral.__abstractmethods__) - set(numbers.Rational.__abstractmethods__)))
print(sorted(set(numbers.Complex.__abstractmethods__) - set(numbers.Real.__abstractmethods__)))
