# bench: cpu
# Exceptions in a loop: raise and catch, custom exception classes,
# try/finally, else clauses, re-raise and exception chaining.


class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code


class NotFound(AppError):
    pass


def lookup(table, key):
    try:
        return table[key]
    except KeyError:
        raise NotFound(404, f"missing {key}") from None


def parse(s):
    try:
        return int(s)
    except ValueError:
        return -1


table = {i: i * 2 for i in range(0, 1000, 3)}
found = missing = 0
codes = 0
cleanups = 0
for i in range(270000):
    try:
        found += lookup(table, i % 1000)
    except NotFound as e:
        missing += 1
        codes += e.code
    finally:
        cleanups += 1
print(found, missing, codes, cleanups)

bad = 0
for i in range(180000):
    s = str(i) if i % 4 else "x" + str(i)
    if parse(s) < 0:
        bad += 1
print(bad)

chained = 0
for i in range(90000):
    try:
        try:
            1 / (i % 5)
        except ZeroDivisionError as e:
            raise ValueError("wrapped") from e
        else:
            chained -= 1
    except ValueError as e:
        if isinstance(e.__cause__, ZeroDivisionError):
            chained += 10
print(chained)

depth = 0


def recurse(n):
    if n == 0:
        raise RuntimeError("bottom")
    return recurse(n - 1)


for i in range(13500):
    try:
        recurse(20)
    except RuntimeError as e:
        depth += len(str(e))
print(depth)
