def bad():
    yield 1
    raise StopIteration("oops")

try:
    print(list(bad()))
except RuntimeError as e:
    print("RuntimeError:", e)
    print("cause:", type(e.__cause__).__name__, e.__cause__)

def uses_next(it):
    while True:
        try:
            yield next(it)
        except StopIteration:
            return
print(list(uses_next(iter([1, 2, 3]))))
